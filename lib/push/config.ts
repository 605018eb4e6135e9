// Which push services the app talks to: Firebase Cloud Messaging and the browsers' own push
// services, or the built-in simulator served by this same app under /api/push-sim (FCM's shapes
// and a Web Push service, offline), or none.

import { appOrigin } from "@/lib/maps/config";

type Env = Record<string, string | undefined>;

export type PushServiceMode = "fcm" | "simulator" | "off";

export const PUSH_SIMULATOR_PATH = "/api/push-sim";
export const FCM_SCOPE = "https://www.googleapis.com/auth/firebase.messaging";
const FCM_BASE = "https://fcm.googleapis.com";
const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
/** The simulator's Firebase project. */
export const SIM_FCM_PROJECT = "storeplus-sim";

/**
 * "fcm" and "simulator" only when asked for by name. Unset, development and tests get the
 * simulator; a production server gets none, as a simulated push shown as sent would lie (`npm run
 * demo` asks for the simulator).
 */
export function pushServiceMode(env: Env = process.env): PushServiceMode {
  if (env.PUSH_SERVICE === "fcm") return "fcm";
  if (env.PUSH_SERVICE === "simulator") return "simulator";
  if (env.PUSH_SERVICE) return "off";
  return env.NODE_ENV === "production" ? "off" : "simulator";
}

/** A Google service account key file's fields that sign the access token's request. */
export type ServiceAccount = { clientEmail: string; privateKey: string; tokenUri: string };

export type FcmConfig = {
  /** `.../v1/projects/{project}/messages:send` */
  sendUrl: string;
  project: string;
  /** Null in the simulator, which takes any well-formed assertion. */
  serviceAccount: ServiceAccount | null;
  tokenUrl: string;
};

/** FCM_SERVICE_ACCOUNT holds the key file's JSON (its project_id names the project). */
export function getFcmConfig(env: Env = process.env): FcmConfig | null {
  const mode = pushServiceMode(env);
  if (mode === "off") return null;
  if (mode === "simulator") {
    const base = `${appOrigin(env)}${PUSH_SIMULATOR_PATH}`;
    return {
      sendUrl: `${base}/fcm/v1/projects/${SIM_FCM_PROJECT}/messages:send`,
      project: SIM_FCM_PROJECT,
      serviceAccount: null,
      tokenUrl: `${base}/oauth2/token`,
    };
  }
  const key = parseServiceAccount(env.FCM_SERVICE_ACCOUNT);
  const project = env.FCM_PROJECT_ID || key?.projectId;
  if (!key || !project) return null;
  return {
    sendUrl: `${FCM_BASE}/v1/projects/${encodeURIComponent(project)}/messages:send`,
    project,
    serviceAccount: key,
    // Google's own endpoint only: a key file's token_uri is not followed elsewhere.
    tokenUrl: GOOGLE_TOKEN_URL,
  };
}

function parseServiceAccount(
  raw: string | undefined,
): (ServiceAccount & { projectId?: string }) | null {
  if (!raw) return null;
  try {
    const json = JSON.parse(raw) as Record<string, unknown>;
    if (typeof json.client_email !== "string" || typeof json.private_key !== "string") return null;
    return {
      clientEmail: json.client_email,
      privateKey: json.private_key,
      tokenUri: GOOGLE_TOKEN_URL,
      projectId: typeof json.project_id === "string" ? json.project_id : undefined,
    };
  } catch {
    return null;
  }
}

export type VapidConfig = { publicKey: string; privateKey: string; subject: string };

/** The app's VAPID keys (generated into .env.local on setup); null when not set. */
export function getVapidConfig(env: Env = process.env): VapidConfig | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey) return null;
  // The subject is how a push service reaches the sender: an https URL or a mailto: address.
  const origin = appOrigin(env);
  const subject =
    env.VAPID_SUBJECT ||
    (origin.startsWith("https:") ? `${origin}/` : "mailto:push@storeplus.invalid");
  return { publicKey, privateKey, subject };
}

/** Where the simulator's browser subscriptions receive their pushes. */
export function simulatorWebPushBase(env: Env = process.env): string {
  return `${appOrigin(env)}${PUSH_SIMULATOR_PATH}/webpush`;
}

/** What a browser page needs to subscribe: the mode and the VAPID public key. */
export function browserPushSettings(env: Env = process.env): {
  mode: PushServiceMode;
  vapidPublicKey: string | null;
} {
  const mode = pushServiceMode(env);
  return { mode, vapidPublicKey: mode === "off" ? null : (getVapidConfig(env)?.publicKey ?? null) };
}
