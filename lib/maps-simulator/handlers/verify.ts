import "server-only";
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db/client";
import type {
  FetchVerificationOptionsResponse,
  VerificationMethod,
  VerifyLocationResponse,
} from "@/lib/maps/types";
import { businessCaller } from "../api-auth";
import { invalidArgument, json, readJsonObject, SimApiError } from "../http";
import { simCid, simPlaceId } from "../ids";
import { requireCallerLocation, type SimLocationContext } from "../location-access";
import { simLocations, simVerifications } from "../schema";
import { publishNotification } from "../notifications/publisher";
import { syncVoiceOfMerchant, takeNextVerifyOutcome } from "../standing";
import { verifyOutcome } from "../verify-outcome";

const METHODS: readonly VerificationMethod[] = ["ADDRESS", "EMAIL", "PHONE_CALL", "SMS", "AUTO"];

function optionalString(body: Record<string, unknown>, field: string, max = 320): void {
  const value = body[field];
  if (value !== undefined && (typeof value !== "string" || value.length > max))
    throw invalidArgument(field, "Must be a string");
}

async function latestState(db: Db, locationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ state: simVerifications.state })
    .from(simVerifications)
    .where(eq(simVerifications.locationId, locationId))
    .orderBy(desc(simVerifications.createTime))
    .limit(1);
  return row?.state;
}

/** Verified means published: the store now has a place on the map and its links. */
export async function publishVerified(
  db: Db,
  location: SimLocationContext,
  at: Date,
): Promise<void> {
  const placeId = simPlaceId(location.id);
  const metadata = {
    ...location.data.metadata,
    placeId,
    mapsUri: `https://maps.google.com/maps?cid=${simCid(location.id)}`,
    newReviewUri: `https://search.google.com/local/writereview?placeid=${placeId}`,
    canOperateLocalPost: true,
    canHaveBusinessCalls: true,
  };
  await db
    .update(simLocations)
    .set({ data: { ...location.data, metadata }, updatedAt: at })
    .where(eq(simLocations.id, location.id));
  await syncVoiceOfMerchant(db, location.id);
  publishNotification(db, {
    accountId: location.accountId,
    locationId: location.id,
    type: "VOICE_OF_MERCHANT_UPDATED",
  });
}

export async function verifyLocation(request: Request, locationId: string): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const body = await readJsonObject(request);
  const method = body.method;
  if (typeof method !== "string" || !(METHODS as readonly string[]).includes(method))
    throw invalidArgument("method", `Supported: ${METHODS.join(", ")}`);
  for (const field of ["languageCode", "emailAddress", "phoneNumber", "mailerContact"])
    optionalString(body, field);
  const location = await requireCallerLocation(db, caller, locationId);
  if ((await latestState(db, location.id)) === "COMPLETED")
    throw new SimApiError("FAILED_PRECONDITION", "Location is already verified.");

  const state = (await takeNextVerifyOutcome(db, location.id)) ?? verifyOutcome(location.id);
  const id = `${location.id}v${randomBytes(6).toString("hex")}`;
  const createTime = new Date();
  await db
    .insert(simVerifications)
    .values({ id, locationId: location.id, method, state, createTime });
  if (state === "COMPLETED") await publishVerified(db, location, createTime);
  const response: VerifyLocationResponse = {
    verification: {
      name: `locations/${location.id}/verifications/${id}`,
      method: method as VerificationMethod,
      state,
      createTime: createTime.toISOString(),
    },
  };
  return json(response);
}

export async function fetchVerificationOptions(
  request: Request,
  locationId: string,
): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const body = await readJsonObject(request);
  if (
    typeof body.languageCode !== "string" ||
    !/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(body.languageCode)
  )
    throw invalidArgument("language_code", "Field is required");
  const location = await requireCallerLocation(db, caller, locationId);
  const { data } = location;
  const response: FetchVerificationOptionsResponse = { options: [] };
  if (data.storefrontAddress)
    response.options!.push({
      verificationMethod: "ADDRESS",
      addressData: {
        business: location.title,
        address: data.storefrontAddress,
        expectedDeliveryDaysRegion: 14,
      },
    });
  const phone = data.phoneNumbers?.primaryPhone;
  if (phone) {
    response.options!.push({ verificationMethod: "PHONE_CALL", phoneNumber: phone });
    response.options!.push({ verificationMethod: "SMS", phoneNumber: phone });
  }
  const domain = data.websiteUri
    ? new URL(data.websiteUri).hostname.replace(/^www\./, "")
    : undefined;
  if (domain)
    response.options!.push({
      verificationMethod: "EMAIL",
      emailData: { domain, user: "admin", isUserNameEditable: true },
    });
  return json(response);
}
