// The browser's side of push: the service worker, the subscription (Google's push service through
// pushManager.subscribe, or the simulator's in demo mode) and, in demo mode, the hand-over of the
// simulator's messages to the service worker. Browser code only.

import type { PushServiceMode } from "./config";

export const SERVICE_WORKER_URL = "/push-sw.js";
/** What the page posts to the service worker for a message the simulator received. */
export const SIMULATED_PUSH_MESSAGE = "storeplus-simulated-push";
const DEVICE_KEY = "storeplus.push.device";
const SIM_KEY = "storeplus.push.sim";
/** Dispatched on window when this browser subscribed to the simulator: its relay starts reading. */
export const SIM_SUBSCRIBED_EVENT = "storeplus:push-subscribed";

export type BrowserPushFailure = "UNSUPPORTED" | "DENIED" | "FAILED";

export class BrowserPushError extends Error {
  constructor(readonly code: BrowserPushFailure) {
    super(`Push not enabled: ${code}`);
    this.name = "BrowserPushError";
  }
}

export type SubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };

export function browserSupportsPush(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "Notification" in window;
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks for permission, registers the service worker and subscribes this browser. */
export async function subscribeBrowser(
  mode: PushServiceMode,
  vapidPublicKey: string,
): Promise<SubscriptionJson> {
  if (!browserSupportsPush()) throw new BrowserPushError("UNSUPPORTED");
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new BrowserPushError("DENIED");
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  if (mode === "simulator") {
    const response = await fetch("/api/push-sim/webpush/subscriptions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ applicationServerKey: vapidPublicKey }),
    });
    if (!response.ok) throw new BrowserPushError("FAILED");
    const subscription = (await response.json()) as SubscriptionJson;
    localStorage.setItem(SIM_KEY, JSON.stringify({ endpoint: subscription.endpoint, after: 0 }));
    window.dispatchEvent(new Event(SIM_SUBSCRIBED_EVENT));
    return subscription;
  }
  if (!("pushManager" in registration)) throw new BrowserPushError("UNSUPPORTED");
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(vapidPublicKey),
  });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new BrowserPushError("FAILED");
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** Ends this browser's subscription, wherever it was made. */
export async function unsubscribeBrowser(): Promise<void> {
  const sim = readSimSubscription();
  localStorage.removeItem(SIM_KEY);
  localStorage.removeItem(DEVICE_KEY);
  if (sim) await fetch(sim.endpoint, { method: "DELETE" }).catch(() => undefined);
  if (!browserSupportsPush()) return;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}

/** The device id this browser was registered as, kept so the page can say push is on here. */
export function storedDeviceId(): string | null {
  return typeof localStorage === "undefined" ? null : localStorage.getItem(DEVICE_KEY);
}

export function storeDeviceId(id: string): void {
  localStorage.setItem(DEVICE_KEY, id);
}

type SimSubscription = { endpoint: string; after: number };

function readSimSubscription(): SimSubscription | null {
  try {
    const value = JSON.parse(localStorage.getItem(SIM_KEY) ?? "null") as SimSubscription | null;
    return value && typeof value.endpoint === "string" ? value : null;
  } catch {
    return null;
  }
}

/**
 * Demo mode: reads what the simulator received for this browser since the last reading and hands
 * each message to the service worker, which shows it as it would a push event's. Answers false
 * once the simulator has forgotten the subscription.
 */
export async function relaySimulatedPushes(): Promise<boolean> {
  const sim = readSimSubscription();
  if (!sim || !browserSupportsPush()) return false;
  const response = await fetch(`${sim.endpoint}/messages?after=${sim.after}`);
  if (response.status === 410) {
    localStorage.removeItem(SIM_KEY);
    return false;
  }
  if (!response.ok) return true;
  const { messages } = (await response.json()) as { messages: { seq: number; data: string }[] };
  if (messages.length === 0) return true;
  const registration = await navigator.serviceWorker.ready;
  for (const message of messages)
    registration.active?.postMessage({ type: SIMULATED_PUSH_MESSAGE, data: message.data });
  const after = Math.max(sim.after, ...messages.map((m) => m.seq));
  localStorage.setItem(SIM_KEY, JSON.stringify({ ...sim, after }));
  return true;
}
