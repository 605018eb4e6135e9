import { handleAdsSimRequest } from "@/lib/ads-simulator/router";

// The Google Ads API simulator: the REST API's shapes (v21) and YouTube's videos.list, served by
// the app in dev, tests and demos. lib/ads-simulator/router.ts dispatches; ADS_SERVICE=google
// turns it into 404s.

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = handleAdsSimRequest;
export const GET = handleAdsSimRequest;
