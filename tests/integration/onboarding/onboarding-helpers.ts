// A trial lead signed in through the simulator's OAuth, with its maps tokens saved as the sign-in
// callback saves them, plus a yoga server whose maps calls run in-process.
import { createTrialLead } from "@/lib/auth/trial-signup";
import type { Db } from "@/lib/db/client";
import { createMapsClient } from "@/lib/maps/client";
import { simulatorFetch, simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { findIdentity } from "@/lib/maps-simulator/identities";
import { saveMapsCredentials } from "@/lib/auth/maps-credentials";
import { tokenFor } from "@/tests/integration/helpers/graphql-fixtures";

export type TestLead = { userId: string; tenantId: string; token: string; accessToken: string };

export async function signUpLead(db: Db, sub: string): Promise<TestLead> {
  const identity = findIdentity(sub)!;
  const userId = await createTrialLead(db, {
    sub,
    email: identity.email,
    emailVerified: true,
    name: identity.name,
  });
  const tokens = await simulatorSignIn(sub);
  await saveMapsCredentials(db, userId, {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: Math.floor(Date.now() / 1000) + tokens.expires_in,
    scope: tokens.scope,
  });
  const { users } = await import("@/lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const [row] = await db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(eq(users.id, userId));
  return {
    userId,
    tenantId: row!.tenantId!,
    token: await tokenFor(db, userId),
    accessToken: tokens.access_token,
  };
}

/** The maps service as the lead sees it, to compare the product's numbers with. */
export const mapsAs = (lead: TestLead) =>
  createMapsClient({ accessToken: lead.accessToken, fetch: simulatorFetch });

export const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  body.errors?.[0]?.extensions?.code;
