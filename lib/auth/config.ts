// Edge-safe part of the Auth.js config; providers and the database live in index.ts.
import type { NextAuthConfig } from "next-auth";
import { SESSION } from "@/lib/constants";
import { isTokenFresh, nowSeconds, parseSessionToken } from "./claims";
import { LOGIN_PATH } from "./route-decision";

/** Secure (and `__Secure-` prefixed) cookies in production; plain http://localhost works in dev. */
export const USE_SECURE_COOKIES = process.env.NODE_ENV === "production";
export const SESSION_COOKIE_NAME = `${USE_SECURE_COOKIES ? "__Secure-" : ""}authjs.session-token`;

export function authSecret(): string | undefined {
  return process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET || undefined;
}

export const authConfig = {
  trustHost: true,
  secret: authSecret(),
  useSecureCookies: USE_SECURE_COOKIES,
  session: { strategy: "jwt", maxAge: SESSION.maxAgeSeconds },
  cookies: {
    sessionToken: {
      name: SESSION_COOKIE_NAME,
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: USE_SECURE_COOKIES },
    },
  },
  // Auth.js's own failures land on /no-permissions with a type the page shows as DEFAULT_ERROR.
  pages: { signIn: LOGIN_PATH, error: "/no-permissions" },
  providers: [],
  logger: {
    // A refused password is an expected outcome (answered with a code), not a server error.
    error(error) {
      if ((error as { type?: string }).type === "CredentialsSignin") return;
      console.error(error);
    },
  },
  callbacks: {
    jwt({ token, user }) {
      const now = nowSeconds();
      if (user) {
        // Sign-in: claims were resolved against the database by authorize() / the signIn callback.
        if (!user.claims) return null;
        return {
          ...token,
          sub: user.claims.userId,
          email: user.claims.email,
          claims: user.claims,
          authTime: now,
          lastSeen: now,
        };
      }
      const fields = parseSessionToken(token);
      // Returning null clears the cookie: idle for too long, past the absolute lifetime, or malformed.
      if (!fields || !isTokenFresh(fields, now, "cookie")) return null;
      return { ...token, lastSeen: now };
    },
    session({ session, token }) {
      const fields = parseSessionToken(token);
      if (!fields) return session;
      return {
        ...session,
        claims: fields.claims,
        user: { ...session.user, id: fields.claims.userId, email: fields.claims.email },
      };
    },
  },
} satisfies NextAuthConfig;
