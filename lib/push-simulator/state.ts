import "server-only";

// The push simulator's memory: what a push service holds (the subscriptions a browser made and
// the messages waiting for it, the access tokens it issued) and what FCM accepted. It lives in the
// app's process, which serves every call to it over HTTP; a restart forgets it, as a push service
// that dropped its subscriptions would (the next push to one answers 410 and the device goes).

export type SimSubscription = {
  id: string;
  /** The VAPID public key the subscription was made for; pushes signed by another are refused. */
  applicationServerKey: string;
  /** The user agent's key pair and auth secret (RFC 8291), as the browser would hold them. */
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
  messages: { seq: number; data: string; receivedAt: string }[];
  nextSeq: number;
};

export type SimFcmMessage = { name: string; message: unknown; at: string };

type State = {
  subscriptions: Map<string, SimSubscription>;
  accessTokens: Set<string>;
  fcmSent: SimFcmMessage[];
};

const MAX_KEPT = 500;
const globalForSim = globalThis as unknown as { storeplusPushSim?: State };

export function pushSimState(): State {
  globalForSim.storeplusPushSim ??= {
    subscriptions: new Map(),
    accessTokens: new Set(),
    fcmSent: [],
  };
  return globalForSim.storeplusPushSim;
}

export function keepFcmMessage(entry: SimFcmMessage): void {
  const state = pushSimState();
  state.fcmSent.push(entry);
  if (state.fcmSent.length > MAX_KEPT) state.fcmSent.splice(0, state.fcmSent.length - MAX_KEPT);
}

export function keepWebPushMessage(subscription: SimSubscription, data: string): void {
  subscription.messages.push({
    seq: subscription.nextSeq++,
    data,
    receivedAt: new Date().toISOString(),
  });
  if (subscription.messages.length > 50) subscription.messages.splice(0, 1);
}
