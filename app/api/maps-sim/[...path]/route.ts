import { handleMapsSimRequest } from "@/lib/maps-simulator/router";

// The maps simulator: Google Business Profile's OAuth and API shapes, served by the app in dev and
// tests. lib/maps-simulator/router.ts dispatches; MAPS_SERVICE=google turns it all into 404s.

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const GET = handleMapsSimRequest;
export const POST = handleMapsSimRequest;
export const PUT = handleMapsSimRequest;
export const PATCH = handleMapsSimRequest;
export const DELETE = handleMapsSimRequest;
