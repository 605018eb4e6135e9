import "server-only";
import { CredentialsSignin, customFetch } from "next-auth";
import type { OAuthConfig } from "next-auth/providers";
import Credentials from "next-auth/providers/credentials";
import { getDb } from "@/lib/db/client";
import { getMapsConfig, MAPS_OAUTH_SCOPES } from "@/lib/maps/config";
import type { MapsProject } from "@/lib/maps/projects";
import type { UserInfo } from "@/lib/maps/types";
import { verifyCredentials } from "./credentials";
import { requestMetaFromHeaders } from "./request-meta";
import type { MapsIdentity } from "./trial-signup";

export class CredentialsCodeError extends CredentialsSignin {
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

export const credentialsProvider = Credentials({
  id: "credentials",
  credentials: { user: {}, password: {} },
  async authorize(credentials, request) {
    const result = await verifyCredentials(await getDb(), {
      user: typeof credentials.user === "string" ? credentials.user : "",
      password: typeof credentials.password === "string" ? credentials.password : "",
      source: "web",
      ...requestMetaFromHeaders(request.headers),
    });
    if (!result.ok) throw new CredentialsCodeError(result.code);
    return { id: result.claims.userId, email: result.claims.email, claims: result.claims };
  },
});

/** "maps" and "maps-trial" use the first project's client; each other project has its own. */
export type MapsProviderId = "maps" | "maps-trial" | `maps-project-${string}`;

// We read the identity from userinfo, so the id_token is dropped: validating it would need the
// issuer's keys, which plain OAuth 2 does not fetch.
function withoutIdToken(tokenUrl: string): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url !== tokenUrl || !response.ok) return response;
    const body = (await response.json()) as Record<string, unknown>;
    delete body.id_token;
    return Response.json(body, {
      status: response.status,
      headers: { "cache-control": "no-store" },
    });
  };
}

// Registered twice: "maps" signs in an existing user, "maps-trial" may also create a trial lead;
// once more per other project, for its tenants' users (lib/auth/maps-project-sign-in.ts).
// The session never holds the tokens; the signIn callback stores them encrypted.
export function mapsProvider(id: MapsProviderId, project?: MapsProject): OAuthConfig<UserInfo> {
  const config = getMapsConfig(process.env, project);
  return {
    id,
    name: id === "maps-trial" ? "Free trial" : "Maps account",
    type: "oauth",
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authorization: {
      url: config.authorizeUrl,
      params: { scope: MAPS_OAUTH_SCOPES.join(" "), access_type: "offline" },
    },
    token: config.tokenUrl,
    userinfo: config.userInfoUrl,
    client: { token_endpoint_auth_method: "client_secret_post" },
    checks: ["pkce", "state"],
    [customFetch]: withoutIdToken(config.tokenUrl),
    profile: (profile) => ({
      id: profile.sub,
      email: profile.email ?? null,
      name: profile.name ?? null,
      image: profile.picture ?? null,
    }),
  };
}

const str = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

export function identityFromProfile(
  profile: Record<string, unknown> | undefined,
): MapsIdentity | null {
  const sub = str(profile?.sub);
  if (!profile || !sub) return null;
  return {
    sub,
    email: str(profile.email),
    // Absent means the service does not say; only an explicit false refuses the email.
    emailVerified: profile.email_verified !== false,
    name: str(profile.name),
    givenName: str(profile.given_name),
    familyName: str(profile.family_name),
    picture: str(profile.picture),
  };
}
