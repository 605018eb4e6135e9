import "server-only";
import { getDb } from "@/lib/db/client";
import { MAPS_LIVE_PATH, ORGANIC_LIVE_PATH } from "@/lib/serp/client";
import { SERP_SIMULATOR_PATH, serpServiceMode } from "@/lib/serp/config";
import { json } from "@/lib/maps-simulator/http";
import { mapsLive, organicLive } from "./handlers";

// The search-results simulator's HTTP side: the provider's Live Maps and Live Organic endpoints
// under /api/serp-sim. With SERP_SERVICE=dataforseo (or none in production) it does not exist.

/** The provider's answer to a request it refuses as a whole. */
const refused = (status: number, code: number, message: string) =>
  json({ version: "0.1.20261201", status_code: code, status_message: message, tasks: [] }, status);

export async function handleSerpSimRequest(request: Request): Promise<Response> {
  if (serpServiceMode() !== "simulator") return new Response("Not Found", { status: 404 });
  const path = new URL(request.url).pathname.slice(SERP_SIMULATOR_PATH.length);
  const handler =
    path === MAPS_LIVE_PATH ? mapsLive : path === ORGANIC_LIVE_PATH ? organicLive : null;
  if (!handler || request.method !== "POST") return refused(404, 40400, "Not Found.");
  if (!/^Basic .+/.test(request.headers.get("authorization") ?? ""))
    return refused(401, 40100, "You are not authorized to access this resource.");
  let tasks: unknown;
  try {
    tasks = await request.json();
  } catch {
    return refused(400, 40000, "Invalid JSON in the POST body.");
  }
  // Live mode takes one task per call.
  if (!Array.isArray(tasks) || tasks.length !== 1 || typeof tasks[0] !== "object" || !tasks[0])
    return refused(400, 40000, "You can set only one task at a time.");
  try {
    const segments = path.split("/").filter(Boolean);
    return json(await handler(await getDb(), tasks[0] as never, segments));
  } catch (error) {
    console.error("serp simulator failed", error);
    return refused(500, 50000, "Internal Error.");
  }
}
