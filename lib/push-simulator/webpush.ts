import "server-only";
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import { importJWK, jwtVerify } from "jose";
import { simulatorWebPushBase } from "@/lib/push/config";
import { keepWebPushMessage, pushSimState, type SimSubscription } from "./state";

// A Web Push service and the part of a browser that holds a subscription's keys. A page of the app
// subscribes here (browsers offline cannot reach Google's push service); the app's push goes out
// as a real Web Push request (VAPID, RFC 8291 encryption) over HTTP to the endpoint; this checks
// the VAPID signature against the key the subscription was made for, decrypts the message with
// the keys the "browser" holds, and keeps it until the page reads it and hands it to its service
// worker.

const b64 = (buffer: Buffer) => buffer.toString("base64url");

/** POST webpush/subscriptions { applicationServerKey } → the subscription as PushSubscription.toJSON(). */
export async function simSubscribe(request: Request): Promise<Response> {
  const body = (await request.json().catch(() => null)) as {
    applicationServerKey?: unknown;
  } | null;
  const key = body?.applicationServerKey;
  if (typeof key !== "string" || Buffer.from(key, "base64url").length !== 65)
    return Response.json(
      { error: "applicationServerKey must be a P-256 public key" },
      { status: 400 },
    );
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const subscription: SimSubscription = {
    id: randomUUID(),
    applicationServerKey: key,
    privateKey: ecdh.getPrivateKey(),
    publicKey: ecdh.getPublicKey(),
    authSecret: randomBytes(16),
    messages: [],
    nextSeq: 1,
  };
  pushSimState().subscriptions.set(subscription.id, subscription);
  return Response.json(
    {
      endpoint: `${simulatorWebPushBase()}/${subscription.id}`,
      expirationTime: null,
      keys: { p256dh: b64(subscription.publicKey), auth: b64(subscription.authSecret) },
    },
    { status: 201 },
  );
}

export function simUnsubscribe(id: string): Response {
  pushSimState().subscriptions.delete(id);
  return new Response(null, { status: 204 });
}

/** GET webpush/{id}/messages?after=N: what arrived for the subscription since N. */
export function simMessages(id: string, after: number): Response {
  const subscription = pushSimState().subscriptions.get(id);
  if (!subscription) return Response.json({ error: "Subscription gone" }, { status: 410 });
  return Response.json({ messages: subscription.messages.filter((m) => m.seq > after) });
}

async function vapidError(request: Request, subscription: SimSubscription): Promise<string | null> {
  const header = request.headers.get("authorization") ?? "";
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)/i.exec(header);
  if (!match) return "Missing VAPID authorization";
  const [, token, key] = match;
  if (key !== subscription.applicationServerKey) return "VAPID key does not match the subscription";
  const raw = Buffer.from(key!, "base64url");
  const publicKey = await importJWK(
    { kty: "EC", crv: "P-256", x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) },
    "ES256",
  );
  try {
    const { payload } = await jwtVerify(token!, publicKey, {
      audience: new URL(simulatorWebPushBase()).origin,
    });
    if (typeof payload.exp !== "number" || payload.exp > Date.now() / 1000 + 24 * 3600)
      return "VAPID expiry more than 24 hours ahead";
    return null;
  } catch {
    return "VAPID signature refused";
  }
}

/** RFC 8291 / RFC 8188 (aes128gcm), one record: what the user agent does on receipt. */
export function decryptPush(body: Buffer, subscription: SimSubscription): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(subscription.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    subscription.publicKey,
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, subscription.authSecret, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
  );
  const nonce = Buffer.from(
    hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12),
  );
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("Bad padding delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** POST webpush/{id}: the push service's receipt of a message (RFC 8030). */
export async function simReceive(request: Request, id: string): Promise<Response> {
  const subscription = pushSimState().subscriptions.get(id);
  if (!subscription) return new Response("Subscription gone", { status: 410 });
  if (!request.headers.get("ttl")) return new Response("TTL header required", { status: 400 });
  const refused = await vapidError(request, subscription);
  if (refused) return new Response(refused, { status: 403 });
  if (request.headers.get("content-encoding") !== "aes128gcm")
    return new Response("Content-Encoding must be aes128gcm", { status: 415 });
  const body = Buffer.from(await request.arrayBuffer());
  if (body.length > 4096) return new Response("Payload too large", { status: 413 });
  let data: string;
  try {
    data = decryptPush(body, subscription);
  } catch {
    return new Response("Payload could not be decrypted", { status: 400 });
  }
  keepWebPushMessage(subscription, data);
  return new Response(null, {
    status: 201,
    headers: { location: `${simulatorWebPushBase()}/${id}/messages/${subscription.nextSeq - 1}` },
  });
}
