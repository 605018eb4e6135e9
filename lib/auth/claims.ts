// Edge-safe: middleware imports it.
import { SESSION } from "@/lib/constants";
import type { LeadStep, SessionClaims, SessionTokenFields, TokenSource, UserKind } from "./types";

const KINDS: readonly UserKind[] = ["lead", "maps", "storeplus", "admin", "master", "super_admin"];
const STEPS: readonly LeadStep[] = ["info", "locations", "insights", "user"];

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

export function parseClaims(value: unknown): SessionClaims | null {
  if (!isObject(value)) return null;
  const { userId, tenantId, email, kind, roles, isLeads, leadStep, sessionVersion } = value;
  if (typeof userId !== "string" || !userId) return null;
  if (tenantId !== null && typeof tenantId !== "string") return null;
  if (typeof email !== "string") return null;
  if (!KINDS.includes(kind as UserKind)) return null;
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === "string")) return null;
  if (typeof isLeads !== "boolean") return null;
  if (leadStep !== null && !STEPS.includes(leadStep as LeadStep)) return null;
  if (typeof sessionVersion !== "number" || !Number.isInteger(sessionVersion)) return null;
  return {
    userId,
    tenantId,
    email,
    kind: kind as UserKind,
    roles: [...(roles as string[])],
    isLeads,
    leadStep: leadStep as LeadStep | null,
    sessionVersion,
  };
}

export function parseSessionToken(payload: unknown): SessionTokenFields | null {
  if (!isObject(payload)) return null;
  const claims = parseClaims(payload.claims);
  const { authTime, lastSeen } = payload;
  if (!claims || typeof authTime !== "number" || typeof lastSeen !== "number") return null;
  return { claims, authTime, lastSeen };
}

// The absolute lifetime applies to every token; the idle timeout only to the cookie, which every
// request refreshes (a Bearer token cannot be refreshed).
export function isTokenFresh(
  token: Pick<SessionTokenFields, "authTime" | "lastSeen">,
  now: number,
  source: TokenSource,
): boolean {
  if (now - token.authTime > SESSION.maxAgeSeconds) return false;
  if (token.authTime > now + 60) return false;
  if (source === "cookie" && now - token.lastSeen > SESSION.idleSeconds) return false;
  return true;
}
