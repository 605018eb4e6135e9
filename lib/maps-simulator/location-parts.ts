import type { LocationMetadata, VerificationMethod, VerificationState } from "@/lib/maps/types";
import type { HoursPattern } from "./fixtures/brands";
import { simCid, simLocationId, simPlaceId, type Draw } from "./ids";

export type SimVerificationRecord = {
  id: string;
  method: VerificationMethod;
  state: VerificationState;
  createTime: Date;
};

const METHODS: readonly VerificationMethod[] = ["ADDRESS", "PHONE_CALL", "SMS", "EMAIL"];
const EPOCH = Date.UTC(2023, 0, 2);
const DAY_MS = 86_400_000;

export function postalCode(prefix: string, digits: number, country: string, draw: Draw): string {
  const numbers = Array.from({ length: digits }, () => draw.int(0, 9)).join("");
  // Argentina's CPA ends in three letters: C1425ABC.
  const cpa =
    country === "AR"
      ? Array.from({ length: 3 }, () => String.fromCharCode(65 + draw.int(0, 25))).join("")
      : "";
  return `${prefix}${numbers}${cpa}`;
}

export function phone(prefix: string, digits: number, draw: Draw): string {
  const tail = Array.from({ length: digits }, () => draw.int(0, 9)).join("");
  return `${prefix}${tail.slice(0, -4)}-${tail.slice(-4)}`;
}

/** Only a verified store is published, so only it has a place and links. */
export function metadataFor(input: {
  id: string;
  accountId: string;
  published: boolean;
  duplicateOf: number | null;
  hours: HoursPattern;
}): LocationMetadata {
  const { id, published, duplicateOf } = input;
  const placeId = published ? simPlaceId(id) : undefined;
  return {
    hasGoogleUpdated: false,
    hasPendingEdits: false,
    canDelete: true,
    canOperateLocalPost: published,
    canModifyServiceList: true,
    canHaveFoodMenus: input.hours === "restaurant" || input.hours === "cafe",
    canOperateHealthData: false,
    canOperateLodgingData: false,
    canHaveBusinessCalls: published,
    hasVoiceOfMerchant: published && duplicateOf === null,
    ...(duplicateOf !== null
      ? { duplicateLocation: `locations/${simLocationId(input.accountId, duplicateOf)}` }
      : {}),
    ...(placeId
      ? {
          placeId,
          mapsUri: `https://maps.google.com/maps?cid=${simCid(id)}`,
          newReviewUri: `https://search.google.com/local/writereview?placeid=${placeId}`,
        }
      : {}),
  };
}

export function verificationHistory(
  id: string,
  state: VerificationState | null,
  draw: Draw,
): SimVerificationRecord[] {
  const verifiedAt = new Date(EPOCH + draw.int(0, 600) * DAY_MS);
  const history: SimVerificationRecord[] = [];
  if (state === "PENDING" && draw.chance(0.5)) {
    // Some pending ones failed once before: the newest attempt decides.
    history.push({
      id: `${id}v1`,
      method: "ADDRESS",
      state: "FAILED",
      createTime: new Date(verifiedAt.getTime() - 30 * DAY_MS),
    });
  }
  if (state) {
    history.push({
      id: `${id}v${history.length + 1}`,
      method: draw.pick(METHODS),
      state,
      createTime: verifiedAt,
    });
  }
  return history;
}
