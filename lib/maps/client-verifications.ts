import "server-only";
import { locationResource } from "./resource-names";
import type { Transport } from "./transport";
import type {
  FetchVerificationOptionsResponse,
  ListVerificationsResponse,
  Verification,
  VerificationMethod,
  VerifyLocationRequest,
  VerifyLocationResponse,
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
  };
  return api;
}
