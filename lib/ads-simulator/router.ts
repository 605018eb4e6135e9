import "server-only";
import { ADS_API_VERSION, ADS_SIMULATOR_PATH, adsServiceMode } from "@/lib/ads-api/config";
import { getDb } from "@/lib/db/client";
import { json } from "@/lib/maps-simulator/http";
import { authorize } from "./auth";
import { AdsSimFailure, fail, notFound } from "./failure";
import { mutateClientLink, mutateManagerLinks } from "./links";
import { googleAdsMutate, mutateCollection, MUTATE_COLLECTIONS } from "./mutate/dispatch";
import { search } from "./search/search";
import { seedAdsSimulator, settleInvitations } from "./seed";
import { youtubeVideos } from "./youtube";

// The Google Ads API simulator's HTTP side under /api/ads-sim: /v21/customers/{id}/... in the
// REST API's shapes, and YouTube's videos.list at /youtube/v3/videos. With ADS_SERVICE=google or
// off (or none in production) it does not exist.

const CUSTOMER_CALL = new RegExp(
  `^/${ADS_API_VERSION}/customers/([^/:]+)/([A-Za-z]+):([A-Za-z]+)$`,
);

async function body(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed = (await request.json()) as unknown;
    if (parsed && typeof parsed === "object") return parsed as Record<string, unknown>;
  } catch {}
  return fail(
    "INVALID_ARGUMENT",
    "requestError",
    "BAD_RESOURCE_ID",
    "Invalid JSON payload received.",
  );
}

export async function handleAdsSimRequest(request: Request): Promise<Response> {
  if (adsServiceMode() !== "simulator") return new Response("Not Found", { status: 404 });
  const path = new URL(request.url).pathname.slice(ADS_SIMULATOR_PATH.length);
  if (path === "/youtube/v3/videos") return youtubeVideos(request);
  const call = CUSTOMER_CALL.exec(path);
  if (!call || request.method !== "POST") return notFound(path);
  const [, customerId, service, verb] = call as unknown as [string, string, string, string];
  try {
    const db = await getDb();
    await seedAdsSimulator(db);
    await settleInvitations(db);
    const { customer } = await authorize(db, request, customerId);
    const input = await body(request);
    if (service === "googleAds" && verb === "search")
      return json(await search(db, customer, input));
    if (service === "googleAds" && verb === "mutate")
      return json(await googleAdsMutate(db, customer, input));
    if (verb !== "mutate") return notFound(path);
    if (service === "customerClientLinks") return json(await mutateClientLink(db, customer, input));
    if (service === "customerManagerLinks")
      return json(await mutateManagerLinks(db, customer, input));
    const handler = MUTATE_COLLECTIONS.get(service);
    if (!handler) return notFound(path);
    return json(await mutateCollection(db, customer, handler, input));
  } catch (error) {
    if (error instanceof AdsSimFailure) return error.toResponse();
    console.error("ads simulator failed", error);
    return new AdsSimFailure("INTERNAL", [
      {
        errorCode: { internalError: "INTERNAL_ERROR" },
        message: "An internal error has occurred.",
      },
    ]).toResponse();
  }
}
