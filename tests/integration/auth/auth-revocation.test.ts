// Regression (issue 22): a session revoked by logout elsewhere, or whose user was disabled, still
// answered at /api/auth/session and opened /ui/components, while GraphQL refused it. Auth.js's
// session reads now ask the database as GraphQL does.
// First: it sets AUTH_SECRET, which Auth.js reads when lib/auth is first imported.
import { PASSWORDS, withAuthDatabase } from "./auth-fixtures";
import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import { bumpSessionVersion } from "@/lib/auth/user-access";
import { users } from "@/lib/db/schema";
import { authGet, credentialsSignIn, Jar } from "@/tests/integration/helpers/auth-browser";

const next = vi.hoisted(() => ({
  /** The cookies of the page request the layout renders for. */
  cookie: "",
  redirect: (to: string): never => {
    throw new Error(`redirect to ${to}`);
  },
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ cookie: next.cookie }) }));
vi.mock("next/navigation", () => ({ redirect: next.redirect }));

const auth = withAuthDatabase();

async function signedIn(user: string, password: string): Promise<Jar> {
  const jar = new Jar();
  expect((await credentialsSignIn(jar, user, password)).status).toBe(302);
  expect(jar.get(SESSION_COOKIE_NAME)).toBeTruthy();
  return jar;
}

/** What /api/auth/session answers the browser (the body is null when signed out). */
async function session(jar: Jar) {
  const response = await authGet(jar, "/api/auth/session");
  expect(response.status).toBe(200);
  return (await response.json()) as { claims?: { userId: string } } | null;
}

describe("/api/auth/session", () => {
  it("answers a standing session, and null once the user logged out elsewhere", async () => {
    const jar = await signedIn("admin", PASSWORDS.admin);
    expect((await session(jar))?.claims?.userId).toBe(auth.fixture.users.adminAcme);
    await bumpSessionVersion(auth.db, auth.fixture.users.adminAcme);
    expect(await session(jar)).toBeNull();
    // The cookie is cleared, so the browser stops sending a session nothing accepts.
    expect(jar.get(SESSION_COOKIE_NAME)).toBeUndefined();
  });

  it("answers null once the user is disabled", async () => {
    const jar = await signedIn("reviews", PASSWORDS.reviews);
    expect((await session(jar))?.claims?.userId).toBe(auth.fixture.users.reviewsAcme);
    await auth.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, auth.fixture.users.reviewsAcme));
    expect(await session(jar)).toBeNull();
  });
});

describe("the pages' guard", () => {
  /** Renders /ui/components's layout as the page request of `jar` would. */
  async function uiLayout(jar: Jar): Promise<string> {
    next.cookie = jar.header();
    const { default: UiLayout } = await import("@/app/ui/layout");
    return UiLayout({ children: null }).then(
      () => "rendered",
      (error: Error) => error.message,
    );
  }

  it("opens /ui/components for a standing session and sends a revoked one to /login", async () => {
    const jar = await signedIn("globexadmin", PASSWORDS.globex);
    expect(await uiLayout(jar)).toBe("rendered");
    await bumpSessionVersion(auth.db, auth.fixture.users.adminGlobex);
    expect(await uiLayout(jar)).toBe("redirect to /login");
  });
});
