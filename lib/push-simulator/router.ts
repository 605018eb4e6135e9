import "server-only";
import { pushServiceMode, PUSH_SIMULATOR_PATH } from "@/lib/push/config";
import { simSend, simToken } from "./fcm";
import { simMessages, simReceive, simSubscribe, simUnsubscribe } from "./webpush";

// The push simulator's HTTP side under /api/push-sim: FCM's token endpoint and messages:send (what
// it accepted is kept in memory, not served, as it spans tenants), and a Web Push service. With
// PUSH_SERVICE fcm or off (or none in production) it does not exist.

const SEND = /^\/fcm\/v1\/projects\/([^/]+)\/messages:send$/;
const SUBSCRIPTION = /^\/webpush\/([0-9a-f-]{36})$/;
const INBOX = /^\/webpush\/([0-9a-f-]{36})\/messages$/;

const notFound = () => new Response("Not Found", { status: 404 });

export async function handlePushSimRequest(request: Request): Promise<Response> {
  if (pushServiceMode() !== "simulator") return notFound();
  const url = new URL(request.url);
  const path = url.pathname.slice(PUSH_SIMULATOR_PATH.length);
  const { method } = request;
  if (path === "/oauth2/token" && method === "POST") return simToken(request);
  const send = SEND.exec(path);
  if (send && method === "POST") return simSend(request, decodeURIComponent(send[1]!));
  if (path === "/webpush/subscriptions" && method === "POST") return simSubscribe(request);
  const subscription = SUBSCRIPTION.exec(path);
  if (subscription && method === "POST") return simReceive(request, subscription[1]!);
  if (subscription && method === "DELETE") return simUnsubscribe(subscription[1]!);
  const inbox = INBOX.exec(path);
  if (inbox && method === "GET")
    return simMessages(inbox[1]!, Number(url.searchParams.get("after") ?? 0) || 0);
  return notFound();
}
