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

// Regression (issue 22): 100 wrong passwords in an hour from 20 addresses locked the account for
// everyone, its owner included, and its user name and email counted as two accounts (200 guesses).
describe("guessing one account from many addresses", () => {
  const from = (ip: string, user: string, pass: string) =>
    loginWithCredentials(handle.db, { user, pass, type: "web", ip, userAgent: "guesser" });
  const guessers = Array.from({ length: 20 }, (_, i) => `203.0.113.${i + 1}`);
  /** Every guesser tries the pair's limit of wrong passwords: the account-wide limit in all. */
  async function guessFromEverywhere(names: string[]): Promise<string[]> {
    const answers: string[] = [];
    for (const ip of guessers)
      for (let i = 0; i < LOGIN_LIMITS.pair.limit; i++)
        answers.push((await from(ip, names[i % names.length], `guess-${i}`)).message);
    return answers;
  }
  const OWNER_HOME = "192.0.2.44";

  it("stops the guessers and any new address, and still lets the owner in from their own", async () => {
    expect(guessers.length * LOGIN_LIMITS.pair.limit).toBe(LOGIN_LIMITS.account.limit);
    expect((await from(OWNER_HOME, "admin", PASSWORDS.admin)).message).toBe("OK");
    const answers = await guessFromEverywhere(["admin"]);
    expect(new Set(answers)).toEqual(new Set(["WRONG_CREDENTIALS"]));
    // The account-wide limit holds for every address the account never signed in from.
    expect((await from("203.0.113.99", "admin", PASSWORDS.admin)).message).toBe("RATE_LIMITED");
    expect((await from(guessers[0], "admin", PASSWORDS.admin)).message).toBe("RATE_LIMITED");
    // The owner's own address is not locked out, by either of their names.
    expect((await from(OWNER_HOME, "admin", PASSWORDS.admin)).message).toBe("OK");
    expect((await from(OWNER_HOME, "admin@acme.example", PASSWORDS.admin)).message).toBe("OK");
  });

  it("counts the user name and the email of one account as one", async () => {
    // One address: the pair's limit, half by each name, then the right password by either.
    for (let i = 0; i < LOGIN_LIMITS.pair.limit; i++)
      await from("198.51.100.7", i % 2 ? "globexadmin" : "ADMIN@globex.example", "wrong");
    expect((await from("198.51.100.7", "globexadmin", PASSWORDS.globex)).message).toBe(
      "RATE_LIMITED",
    );
    // Across addresses: both names add to the one account-wide count.
    await handle.db.delete(rateLimits);
    await from("203.0.113.200", "GlobexAdmin", "wrong");
    await from("203.0.113.201", "admin@globex.example", "wrong");
    const accounts = (await handle.db.select().from(rateLimits)).filter((row) =>
      row.key.startsWith("login:account:"),
    );
    expect(accounts.map((row) => row.count)).toEqual([2]);
  });

  it("limits a name no one has just the same", async () => {
    const answers = await guessFromEverywhere(["nobody-here"]);
    expect(new Set(answers)).toEqual(new Set(["WRONG_CREDENTIALS"]));
    expect((await from("203.0.113.99", " Nobody-Here ", "guess")).message).toBe("RATE_LIMITED");
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
