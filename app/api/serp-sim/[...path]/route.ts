import { handleSerpSimRequest } from "@/lib/serp-simulator/router";

// The search-results simulator: the provider's Live SERP shapes, served by the app in dev, tests
// and demos. lib/serp-simulator/router.ts dispatches; SERP_SERVICE=dataforseo turns it into 404s.

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = handleSerpSimRequest;
export const GET = handleSerpSimRequest;
