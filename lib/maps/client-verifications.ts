import "server-only";
import { locationResource } from "./resource-names";
import type { Transport } from "./transport";
import type {
  CompleteVerificationResponse,
  FetchVerificationOptionsResponse,
  ListVerificationsResponse,
  Verification,
  VerificationMethod,
  VerifyLocationRequest,
  VerifyLocationResponse,
  VoiceOfMerchantState,
} from "./types";

export function verificationsApi(t: Transport) {
  const api = {
    listVerifications(location: string, options: { pageSize?: number; pageToken?: string } = {}) {
      return t.get<ListVerificationsResponse>(
        "mybusinessverifications",
        `v1/${locationResource(location)}/verifications`,
        options,
      );
    },

    async latestVerification(location: string): Promise<Verification | null> {
      const { verifications = [] } = await api.listVerifications(location);
      return verifications.reduce<Verification | null>(
        (latest, v) =>
          latest === null || Date.parse(v.createTime) > Date.parse(latest.createTime) ? v : latest,
        null,
      );
    },

    /** Starts verifying a location; the answer's verification.state may already be final. */
    verifyLocation(location: string, request: VerificationMethod | VerifyLocationRequest) {
      const body = typeof request === "string" ? { method: request } : request;
      return t.send<VerifyLocationResponse>(
        "POST",
        "mybusinessverifications",
        `v1/${locationResource(location)}:verify`,
        body,
      );
    },

    fetchVerificationOptions(location: string, languageCode: string) {
      return t.send<FetchVerificationOptionsResponse>(
        "POST",
        "mybusinessverifications",
        `v1/${locationResource(location)}:fetchVerificationOptions`,
        { languageCode },
      );
    },

    /** What the location must do to gain (or keep) control of its listing. */
    voiceOfMerchantState(location: string) {
      return t.get<VoiceOfMerchantState>(
        "mybusinessverifications",
        `v1/${locationResource(location)}/VoiceOfMerchantState`,
      );
    },

    /** Completes a PENDING verification with the PIN the location received. */
    completeVerification(verification: string, pin: string) {
      return t.send<CompleteVerificationResponse>(
        "POST",
        "mybusinessverifications",
        `v1/${verification.replace(/^\/+/, "")}:complete`,
        { pin },
      );
    },
  };
  return api;
}
