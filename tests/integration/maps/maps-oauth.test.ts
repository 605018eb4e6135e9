import { createHash, createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { GET, POST } from "@/app/api/maps-sim/[...path]/route";
import { setDbForTests } from "@/lib/db/client";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { simOAuthCodes } from "@/lib/maps-simulator/schema";
import { sha256Hex } from "@/lib/maps-simulator/tokens";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";

const BASE = "http://localhost:3000/api/maps-sim";
const REDIRECT = "http://localhost:3000/api/auth/callback/maps";
const SCOPE = "openid email profile https://www.googleapis.com/auth/business.manage";
const CLIENT = { client_id: "storeplus-dev", client_secret: "storeplus-dev-secret" };

let handle: TestDb;

beforeAll(async () => {
  handle = await createTestDb();
  setDbForTests({ ...handle, migrate: async () => {} });
  await seedMapsSimulator(handle.db, { bigAccountLocations: 12 });
});

afterAll(async () => {
  setDbForTests(undefined);
  await handle.close();
});

function authorizeParams(extra: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: CLIENT.client_id,
    redirect_uri: REDIRECT,
    response_type: "code",
    scope: SCOPE,
    state: "xyz",
    access_type: "offline",
    ...extra,
  });
}

function form(path: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  return POST(
    new Request(`${BASE}/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(body).toString(),
    }),
  );
}

/** Consent as `choice` (a sub or an email); returns the redirect's URL. */
async function consent(
  choice: { sub?: string; email?: string; decision?: string },
  extra: Record<string, string> = {},
) {
  const response = await form("oauth/authorize", {
    ...Object.fromEntries(authorizeParams(extra)),
    ...choice,
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!);
}

function exchange(code: string, extra: Record<string, string> = {}) {
  return form("oauth/token", {
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT,
    ...CLIENT,
    ...extra,
  });
}

function userinfo(token: string) {
  return GET(
    new Request(`${BASE}/oauth/userinfo`, { headers: { Authorization: `Bearer ${token}` } }),
  );
}

describe("consent screen", () => {
  it("lists the identities in Spanish for a Spanish browser, with accessible forms", async () => {
    const response = await GET(
      new Request(`${BASE}/oauth/authorize?${authorizeParams()}`, {
        headers: { "Accept-Language": "es-AR,es;q=0.9" },
      }),
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="es"');
    expect(page).toContain("Inicia sesión en el simulador de Maps");
    expect(page).toContain('value="sim-owner-acme"');
    expect(page).toContain('<label for="email">');
  });

  it("speaks English to an English browser", async () => {
    const response = await GET(
      new Request(`${BASE}/oauth/authorize?${authorizeParams()}`, {
        headers: { "Accept-Language": "en-US" },
      }),
    );
    expect(await response.text()).toContain("Sign in to Maps simulator");
  });

  it("refuses an unknown client and a foreign redirect address with a page, never a redirect", async () => {
    const badClient = await GET(
      new Request(`${BASE}/oauth/authorize?${authorizeParams({ client_id: "evil" })}`),
    );
    expect(badClient.status).toBe(401);
    expect(badClient.headers.get("location")).toBeNull();
    const foreign = await GET(
      new Request(
        `${BASE}/oauth/authorize?${authorizeParams({ redirect_uri: "https://evil.example/cb" })}`,
      ),
    );
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain("redirect_uri_mismatch");
  });

  it("sends other mistakes and a refusal back to the client as ?error", async () => {
    const wrongType = await GET(
      new Request(`${BASE}/oauth/authorize?${authorizeParams({ response_type: "token" })}`),
    );
    expect(new URL(wrongType.headers.get("location")!).searchParams.get("error")).toBe(
      "unsupported_response_type",
    );
    const denied = await consent({ decision: "deny" });
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(denied.searchParams.get("state")).toBe("xyz");
    expect(denied.searchParams.get("code")).toBeNull();
  });

  it("refuses a consent posted from another site", async () => {
    const response = await form(
      "oauth/authorize",
      { ...Object.fromEntries(authorizeParams()), sub: "sim-owner-acme" },
      { Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
  });

  it("asks again for an invalid email", async () => {
    const response = await form("oauth/authorize", {
      ...Object.fromEntries(authorizeParams()),
      email: "not-an-email",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('aria-invalid="true"');
  });

  // Regression: the browser's own validation bubbles spoke English to a Spanish user.
  it("validates the email itself, in the page's language, not with the browser's bubbles", async () => {
    const page = await GET(
      new Request(`${BASE}/oauth/authorize?${authorizeParams()}`, {
        headers: { "Accept-Language": "es-AR,es;q=0.9" },
      }),
    );
    expect(await page.text()).toMatch(/<form [^>]*novalidate>[^]*?name="email"/);
    const headers = { Cookie: "NEXT_LOCALE=es" };
    const params = Object.fromEntries(authorizeParams());
    const empty = await form("oauth/authorize", { ...params, email: " " }, headers);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Ingresa una dirección de correo electrónico.");
    const invalid = await form("oauth/authorize", { ...params, email: "ana@" }, headers);
    expect(await invalid.text()).toContain("Ingresa una dirección de correo electrónico válida.");
  });
});

describe("authorization code flow", () => {
  it("signs in: consent → code → tokens → userinfo", async () => {
    const redirect = await consent({ sub: "sim-owner-acme" });
    expect(redirect.origin + redirect.pathname).toBe(REDIRECT);
    expect(redirect.searchParams.get("state")).toBe("xyz");
    const response = await exchange(redirect.searchParams.get("code")!);
    expect(response.status).toBe(200);
    const tokens = await response.json();
    expect(tokens).toMatchObject({ expires_in: 3599, token_type: "Bearer", scope: SCOPE });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const [header, payload, signature] = tokens.id_token.split(".");
    const signed = createHmac("sha256", CLIENT.client_secret).update(`${header}.${payload}`);
    expect(signed.digest("base64url")).toBe(signature);
    expect(JSON.parse(Buffer.from(payload, "base64url").toString())).toMatchObject({
      iss: "http://localhost:3000/api/maps-sim",
      sub: "sim-owner-acme",
      aud: "storeplus-dev",
      email: "owner@acme.example",
    });
    const info = await userinfo(tokens.access_token);
    expect(await info.json()).toMatchObject({
      sub: "sim-owner-acme",
      email: "owner@acme.example",
      email_verified: true,
      name: "Olivia Owner",
      given_name: "Olivia",
      family_name: "Owner",
    });
  });

  it("accepts client_secret_basic and checks PKCE", async () => {
    const verifier = "v".repeat(50);
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    const extra = { code_challenge: challenge, code_challenge_method: "S256" };
    const basic = {
      Authorization: `Basic ${Buffer.from(`${CLIENT.client_id}:${CLIENT.client_secret}`).toString("base64")}`,
    };
    const wrong = await consent({ sub: "sim-owner-globex" }, extra);
    const refused = await form(
      "oauth/token",
      {
        grant_type: "authorization_code",
        code: wrong.searchParams.get("code")!,
        redirect_uri: REDIRECT,
        code_verifier: "w".repeat(50),
      },
      basic,
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "invalid_grant" });
    const right = await consent({ sub: "sim-owner-globex" }, extra);
    const ok = await form(
      "oauth/token",
      {
        grant_type: "authorization_code",
        code: right.searchParams.get("code")!,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
      },
      basic,
    );
    expect(ok.status).toBe(200);
  });

  it("refuses a wrong client secret, a different redirect address and an expired code", async () => {
    const code = (await consent({ sub: "sim-owner-acme" })).searchParams.get("code")!;
    const badSecret = await exchange(code, { client_secret: "nope" });
    expect(badSecret.status).toBe(401);
    expect(await badSecret.json()).toMatchObject({ error: "invalid_client" });
    const badRedirect = await exchange(code, { redirect_uri: "http://localhost:3000/other" });
    expect(badRedirect.status).toBe(400);
    expect(await badRedirect.json()).toMatchObject({ error: "redirect_uri_mismatch" });
    await handle.db
      .update(simOAuthCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(simOAuthCodes.codeHash, sha256Hex(code)));
    const expired = await exchange(code);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: "invalid_grant" });
  });

  it("spends a code once and revokes its tokens when it is replayed", async () => {
    const code = (await consent({ sub: "sim-owner-acme" })).searchParams.get("code")!;
    const first = await (await exchange(code)).json();
    expect((await userinfo(first.access_token)).status).toBe(200);
    const replay = await exchange(code);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: "invalid_grant" });
    const after = await userinfo(first.access_token);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: "invalid_request" });
  });

  it("refreshes an access token, and gives refresh tokens only to offline access", async () => {
    const tokens = await (
      await exchange((await consent({ sub: "sim-lead-new" })).searchParams.get("code")!)
    ).json();
    const refreshed = await form("oauth/token", {
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
      ...CLIENT,
    });
    const body = await refreshed.json();
    expect(refreshed.status).toBe(200);
    expect(body.refresh_token).toBeUndefined();
    expect(await (await userinfo(body.access_token)).json()).toMatchObject({ sub: "sim-lead-new" });
    const bogus = await form("oauth/token", {
      grant_type: "refresh_token",
      refresh_token: "1//nope",
      ...CLIENT,
    });
    expect(await bogus.json()).toMatchObject({ error: "invalid_grant" });
    const online = await (
      await exchange(
        (await consent({ sub: "sim-lead-new" }, { access_type: "online" })).searchParams.get(
          "code",
        )!,
      )
    ).json();
    expect(online.refresh_token).toBeUndefined();
  });

  it("signs in an unknown email as a new identity that manages nothing", async () => {
    const code = (await consent({ email: "Fresh.Person@new.example" })).searchParams.get("code")!;
    const tokens = await (await exchange(code)).json();
    const info = await (await userinfo(tokens.access_token)).json();
    expect(info).toMatchObject({ email: "fresh.person@new.example", name: "Fresh Person" });
    const accounts = await GET(
      new Request(`${BASE}/mybusinessaccountmanagement/v1/accounts`, {
        headers: { Authorization: `Bearer ${tokens.access_token}` },
      }),
    );
    expect(await accounts.json()).toEqual({});
  });

  it("answers unsupported grants and unreadable bodies with OAuth errors, not 500", async () => {
    const unsupported = await form("oauth/token", { grant_type: "password", ...CLIENT });
    expect(unsupported.status).toBe(400);
    expect(await unsupported.json()).toMatchObject({ error: "unsupported_grant_type" });
    const garbage = await POST(
      new Request(`${BASE}/oauth/token`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{not json",
      }),
    );
    expect(garbage.status).toBe(401);
  });
});

describe("production", () => {
  it("hides every simulator route when MAPS_SERVICE=google", async () => {
    vi.stubEnv("MAPS_SERVICE", "google");
    try {
      expect((await GET(new Request(`${BASE}/oauth/authorize?${authorizeParams()}`))).status).toBe(
        404,
      );
      expect(
        (await form("oauth/token", { grant_type: "authorization_code", code: "x", ...CLIENT }))
          .status,
      ).toBe(404);
      expect(
        (await GET(new Request(`${BASE}/mybusinessaccountmanagement/v1/accounts`))).status,
      ).toBe(404);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  // Production used to run the simulator by default: its consent screen signed anyone in.
  it("hides every simulator route in a production server not told to run it", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("MAPS_SERVICE", "");
    try {
      expect((await GET(new Request(`${BASE}/oauth/authorize?${authorizeParams()}`))).status).toBe(
        404,
      );
      expect(
        (await form("oauth/token", { grant_type: "authorization_code", code: "x", ...CLIENT }))
          .status,
      ).toBe(404);
      vi.stubEnv("MAPS_SERVICE", "simulator");
      expect((await GET(new Request(`${BASE}/oauth/authorize?${authorizeParams()}`))).status).toBe(
        200,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
