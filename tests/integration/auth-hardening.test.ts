// Regression (issue 11): the per-address limit was bypassed by sending a new X-Forwarded-For each
// time (40 of 40 wrong sign-ins went through). This drives the GraphQL login through a real Node
// HTTP server that does to x-forwarded-for what Next's server does (base-server.ts: `??=` the
// socket's address), with the guard instrumentation.ts installs.
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginWithCredentials } from "@/lib/auth/credentials";
import { LOGIN_LIMITS } from "@/lib/auth/rate-limit";
import { requestMetaFromHeaders } from "@/lib/auth/request-meta";
import { setDbForTests, type Handle } from "@/lib/db/client";
import { rateLimits } from "@/lib/db/schema";
import { installForwardedForGuard, stripUntrustedForwardedFor } from "@/lib/security/forwarded-for";
import { openTestDatabase, PASSWORDS, seedAuthFixture } from "./auth-fixtures";

let handle: Handle;
let server: http.Server;
let base: string;

/** What Next's server does before any handler: fill x-forwarded-for only when it is absent. */
function asNextSeesIt(request: IncomingMessage): Headers {
  request.headers["x-forwarded-for"] ??= request.socket.remoteAddress;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === "string") headers.set(name, value);
  return headers;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  setDbForTests(handle);
  await seedAuthFixture(handle.db);
  installForwardedForGuard(0);
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const meta = requestMetaFromHeaders(asNextSeesIt(request));
    void loginWithCredentials(handle.db, {
      user: url.searchParams.get("user") ?? "",
      pass: url.searchParams.get("pass") ?? "",
      type: "web",
      ...meta,
    }).then((result) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ ip: meta.ip, message: result.message }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  setDbForTests(undefined);
  await handle.close();
});

beforeEach(async () => {
  await handle.db.delete(rateLimits);
});

async function login(user: string, pass: string, forwardedFor?: string) {
  const response = await fetch(`${base}/?${new URLSearchParams({ user, pass })}`, {
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  return (await response.json()) as { ip: string | null; message: string };
}

describe("X-Forwarded-For with no trusted proxy", () => {
  it("limits 40 wrong sign-ins that each name a new address", async () => {
    const answers: string[] = [];
    for (let i = 0; i < 40; i++) {
      const answer = await login(`sprayed${i}`, "wrong", `198.51.100.${i + 1}`);
      // The socket's address, whatever the header said.
      expect(answer.ip).toBe("127.0.0.1");
      answers.push(answer.message);
    }
    expect(answers.slice(0, LOGIN_LIMITS.ip.limit)).toEqual(
      Array(LOGIN_LIMITS.ip.limit).fill("WRONG_CREDENTIALS"),
    );
    expect(answers.slice(LOGIN_LIMITS.ip.limit)).toEqual(
      Array(40 - LOGIN_LIMITS.ip.limit).fill("RATE_LIMITED"),
    );
  });

  it("limits 40 guesses at one account that each name a new address", async () => {
    const answers: string[] = [];
    for (let i = 0; i < 40; i++)
      answers.push((await login("admin", `guess-${i}`, `203.0.113.${i + 1}`)).message);
    expect(answers.filter((message) => message === "WRONG_CREDENTIALS")).toHaveLength(
      LOGIN_LIMITS.pair.limit,
    );
    expect(answers.at(-1)).toBe("RATE_LIMITED");
  });

  it("signs in with the right password when no header is sent", async () => {
    expect(await login("admin", PASSWORDS.admin)).toEqual({ ip: "127.0.0.1", message: "OK" });
  });
});

describe("stripUntrustedForwardedFor", () => {
  const request = (forwarded: string) =>
    ({ headers: { "x-forwarded-for": forwarded } }) as unknown as IncomingMessage;

  it("drops the header with no trusted proxy and keeps it behind one", () => {
    const direct = request("6.6.6.6");
    stripUntrustedForwardedFor(direct, 0);
    expect(direct.headers["x-forwarded-for"]).toBeUndefined();
    const proxied = request("6.6.6.6, 198.51.100.4");
    stripUntrustedForwardedFor(proxied, 1);
    expect(proxied.headers["x-forwarded-for"]).toBe("6.6.6.6, 198.51.100.4");
    expect(
      requestMetaFromHeaders(new Headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.4" })).ip,
    ).toBe("198.51.100.4");
  });
});
