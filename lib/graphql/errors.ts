import "server-only";
import { GraphQLError } from "graphql";
import { createTranslator, type AbstractIntlMessages } from "next-intl";
import type { Locale } from "@/lib/i18n/config";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

/** Codes a client may see; any other error leaves the server as INTERNAL_SERVER_ERROR. */
export const PUBLIC_ERROR_CODES = [
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "BAD_USER_INPUT",
  "RATE_LIMITED",
  "NOT_FOUND",
  "CONFLICT",
  // The review is gone from the maps service: it can no longer be replied to (spec §8).
  "REVIEW_REMOVED",
  // A response template an automatic-reply rule needs cannot be deleted.
  "TEMPLATE_IN_USE",
] as const;
export type PublicErrorCode = (typeof PUBLIC_ERROR_CODES)[number];

export const INTERNAL_ERROR_MESSAGE = "An unexpected error occurred";

export function isPublicErrorCode(code: unknown): code is PublicErrorCode {
  return typeof code === "string" && (PUBLIC_ERROR_CODES as readonly string[]).includes(code);
}

function publicError(
  code: PublicErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
) {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const unauthenticated = () => publicError("UNAUTHENTICATED", "Sign in to continue");
export const forbidden = (message = "You do not have access to this") =>
  publicError("FORBIDDEN", message);
const CATALOGUES: Record<Locale, AbstractIntlMessages> = { en, es };

/**
 * A module's refusal in the caller's language: `key` of the messages' `namespace` as the message,
 * and the key itself as `reason` and on the field at fault, for clients that translate their own.
 */
export function translatedError(
  locale: Locale,
  {
    namespace,
    key,
    code = "BAD_USER_INPUT",
    path = "",
  }: { namespace: string; key: string; code?: PublicErrorCode; path?: string },
) {
  // One namespace's keys: the whole catalogue's union is too large for the type checker.
  const t = createTranslator({
    locale,
    messages: CATALOGUES[locale],
    namespace: namespace as never,
  }) as unknown as (key: string) => string;
  return publicError(code, t(key), { reason: key, issues: [{ path, message: key }] });
}

export const notFound = (message = "Not found", extensions: Record<string, unknown> = {}) =>
  publicError("NOT_FOUND", message, extensions);
export const rateLimited = (retryAfterSeconds?: number) =>
  publicError(
    "RATE_LIMITED",
    "Too many requests, try again later",
    retryAfterSeconds ? { retryAfterSeconds } : {},
  );

/** Another tenant's id and a made-up one read alike. */
export const workspaceNotFound = () =>
  notFound("Workspace not found", {
    issues: [{ path: "workspaceId", message: "workspaceNotFound" }],
  });

/** The same work is already running for the tenant: `jobId` names it. */
export const conflict = (jobId: string) =>
  publicError("CONFLICT", "This is already running, wait for it to finish", { jobId });

export const reviewRemoved = () =>
  publicError("REVIEW_REMOVED", "The review was deleted on the provider and cannot be replied to");

/** The template is needed by automatic replies: `reason` is RULE or AUTO_REPLY_ON. */
export const templateInUse = (reason: string, message: string) =>
  publicError("TEMPLATE_IN_USE", message, { reason });

export function badUserInput(issues: { path: string; message: string }[]) {
  const summary = issues
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
    .join("; ");
  return publicError("BAD_USER_INPUT", `Invalid input: ${summary}`, { issues });
}
