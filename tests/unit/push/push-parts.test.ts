// FCM's error shapes read as the push job acts on them, and which push service each setting picks.
import { describe, expect, it } from "vitest";
import { getFcmConfig, getVapidConfig, pushServiceMode } from "@/lib/push/config";
import { fcmErrorFrom } from "@/lib/push/fcm";

const fcmBody = (code: number, status: string, errorCode?: string) => ({
  error: {
    code,
    status,
    message: "…",
    details: errorCode
      ? [{ "@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", errorCode }]
      : [],
  },
});

describe("FCM errors", () => {
  it("treats an unregistered token as dead, for good", () => {
    const error = fcmErrorFrom(404, fcmBody(404, "NOT_FOUND", "UNREGISTERED"));
    expect(error).toMatchObject({ code: "UNREGISTERED", dead: true, retryable: false });
  });

  it("keeps the device on a bad message", () => {
    const error = fcmErrorFrom(400, fcmBody(400, "INVALID_ARGUMENT", "INVALID_ARGUMENT"));
    expect(error).toMatchObject({ code: "INVALID_ARGUMENT", dead: false, retryable: false });
  });

  it("retries on 429 and 503, honouring Retry-After", () => {
    expect(
      fcmErrorFrom(429, fcmBody(429, "RESOURCE_EXHAUSTED", "QUOTA_EXCEEDED"), "7"),
    ).toMatchObject({ code: "QUOTA_EXCEEDED", retryable: true, dead: false, retryAfterMs: 7000 });
    expect(fcmErrorFrom(503, fcmBody(503, "UNAVAILABLE"))).toMatchObject({
      code: "UNAVAILABLE",
      retryable: true,
    });
    expect(fcmErrorFrom(502, "<html>")).toMatchObject({ code: "HTTP_502", retryable: true });
  });
});

describe("push service settings", () => {
  it("is the simulator in development, none in production unless named", () => {
    expect(pushServiceMode({})).toBe("simulator");
    expect(pushServiceMode({ NODE_ENV: "production" })).toBe("off");
    expect(pushServiceMode({ NODE_ENV: "production", PUSH_SERVICE: "fcm" })).toBe("fcm");
    expect(pushServiceMode({ PUSH_SERVICE: "nope" })).toBe("off");
  });

  it("reaches FCM with a service account, the simulator at the app's origin", () => {
    expect(getFcmConfig({ PUSH_SERVICE: "fcm" })).toBeNull();
    const key = JSON.stringify({
      project_id: "acme-push",
      client_email: "push@acme-push.iam.gserviceaccount.com",
      private_key: "-----BEGIN PRIVATE KEY-----\n…",
      token_uri: "https://evil.example/token",
    });
    expect(getFcmConfig({ PUSH_SERVICE: "fcm", FCM_SERVICE_ACCOUNT: key })).toMatchObject({
      sendUrl: "https://fcm.googleapis.com/v1/projects/acme-push/messages:send",
      tokenUrl: "https://oauth2.googleapis.com/token",
    });
    expect(
      getFcmConfig({ PUSH_SERVICE: "simulator", APP_URL: "http://app.test:3000" })?.sendUrl,
    ).toBe("http://app.test:3000/api/push-sim/fcm/v1/projects/storeplus-sim/messages:send");
  });

  it("names a mailto subject when the app is not served over https", () => {
    const keys = { VAPID_PUBLIC_KEY: "pub", VAPID_PRIVATE_KEY: "priv" };
    expect(getVapidConfig({ ...keys, APP_URL: "http://localhost:3000" })?.subject).toMatch(
      /^mailto:/,
    );
    expect(getVapidConfig({ ...keys, APP_URL: "https://storeplus.example" })?.subject).toBe(
      "https://storeplus.example/",
    );
    expect(getVapidConfig({})).toBeNull();
  });
});
