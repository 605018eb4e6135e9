import "server-only";
import { createTranslator } from "next-intl";
import { clientIpFromHeaders } from "@/lib/auth/client-ip";
import { recordFailure, type RateLimitRule } from "@/lib/auth/rate-limit";
import type { Db } from "@/lib/db/client";
import { readBodyText } from "@/lib/http/read-body";
import type { Locale } from "@/lib/i18n/config";
import { requestLocale } from "@/lib/i18n/request-locale";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { GeolocationError, type GeolocationErrorCode } from "./errors";
import { pinProposalSchema } from "./schema";
import { proposePin } from "./service";

// POST /api/geolocation: a phone's position proposed as its store's pin. The link's token is the
// only proof, so the address is limited like the other endpoints that need no session.

/** Proposals (good or refused) one address may send; more get 429. */
export const PIN_PROPOSAL_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 15 * 60 };

const BODY_MAX_BYTES = 2_000;
const MESSAGES = { en, es } as const;
const NO_STORE = { "Cache-Control": "no-store" };

type Code = GeolocationErrorCode | "BAD_REQUEST" | "RATE_LIMITED";

const STATUS: Record<Code, number> = {
  BAD_REQUEST: 400,
  RATE_LIMITED: 429,
  LINK_UNKNOWN: 404,
  LINK_EXPIRED: 410,
  LINK_USED: 409,
  STORE_NOT_FOUND: 404,
  PROPOSAL_NOT_FOUND: 404,
  ALREADY_DECIDED: 409,
};

function refusal(code: Code, locale: Locale): Response {
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale],
    namespace: "geolocation.errors",
  });
  return Response.json(
    { error: { code, message: t(code) } },
    { status: STATUS[code], headers: NO_STORE },
  );
}

export async function handlePinProposal(db: Db, request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const ip = clientIpFromHeaders(request.headers) ?? "unknown";
  const count = await recordFailure(db, `geolocation:ip:${ip}`, PIN_PROPOSAL_LIMIT);
  if (count > PIN_PROPOSAL_LIMIT.limit) return refusal("RATE_LIMITED", locale);
  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, BODY_MAX_BYTES));
  } catch {
    // Unreadable, not JSON or larger than a position ever is.
    return refusal("BAD_REQUEST", locale);
  }
  const input = pinProposalSchema.safeParse(body);
  if (!input.success) return refusal("BAD_REQUEST", locale);
  try {
    const proposal = await proposePin(db, input.data);
    return Response.json({ id: proposal.id }, { status: 201, headers: NO_STORE });
  } catch (error) {
    if (error instanceof GeolocationError) return refusal(error.code, locale);
    throw error;
  }
}
