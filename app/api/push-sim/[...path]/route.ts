import { handlePushSimRequest } from "@/lib/push-simulator/router";

// The push simulator: Firebase Cloud Messaging's HTTP v1 shapes and a Web Push service, served by
// the app in dev, tests and demos (lib/push-simulator/router.ts); PUSH_SERVICE=fcm or off turns it
// into 404s.

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const POST = handlePushSimRequest;
export const GET = handlePushSimRequest;
export const DELETE = handlePushSimRequest;
