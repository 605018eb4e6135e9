import "server-only";
import { createTranslator } from "next-intl";
import { readClaimsFromRequest } from "@/lib/auth/token";
import { effectiveRoles, hasAccess, LIBRARY_SECTIONS, SECTIONS } from "@/lib/auth/permissions";
import { getUserFromClaims } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { formatBytes } from "@/lib/format/number";
import { CSRF_HEADER } from "@/lib/http/endpoint";
import { isBearerOnlyRequest } from "@/lib/http/csrf";
import type { Locale } from "@/lib/i18n/config";
import { requestLocale } from "@/lib/i18n/request-locale";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { BYTE_LIMIT_CODES, FileError } from "./errors";
import { receiveUpload } from "./receive";
import { createResource } from "./service";

const MESSAGES = { en, es } as const;

/** Who may add files: the resources library's users and the modules that pick from it. */
export function canUpload(roles: string[]): boolean {
  return LIBRARY_SECTIONS.some((section) => hasAccess(roles, SECTIONS[section]));
}

/** The refusal in the caller's language, with its code and what it names for clients. */
export function fileErrorBody(error: FileError, locale: Locale) {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "files.errors" });
  const params = { ...error.params };
  if (typeof params.limit === "number" && BYTE_LIMIT_CODES.has(error.code))
    params.limit = formatBytes(params.limit, locale);
  return { error: { code: error.code, message: t(error.code, params), params: error.params } };
}

function refusal(error: FileError, locale: Locale): Response {
  return Response.json(fileErrorBody(error, locale), { status: error.status });
}

/**
 * POST /api/files: multipart/form-data with `file` and optional `name` and `tags` stores a
 * resource of the caller's tenant and answers 201 `{ id }`; otherwise a 4xx with a stable code and
 * a translated message. The session and the CSRF header are checked here: the route is outside
 * the middleware so that large bodies are not cut at its 10 MB.
 */
export async function handleUpload(db: Db, request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const claims = await readClaimsFromRequest(request);
  const user = claims ? await getUserFromClaims(db, claims) : null;
  if (!user) return Response.json({ error: { code: "UNAUTHENTICATED" } }, { status: 401 });
  if (!isBearerOnlyRequest(request.headers) && !request.headers.get(CSRF_HEADER))
    return Response.json({ error: { code: "FORBIDDEN" } }, { status: 403 });
  if (!user.tenantId || !canUpload(effectiveRoles(user)))
    return Response.json({ error: { code: "FORBIDDEN" } }, { status: 403 });

  try {
    const upload = await receiveUpload(request);
    const row = await createResource(db, { tenantId: user.tenantId, userId: user.id, upload });
    return Response.json({ id: row.id }, { status: 201 });
  } catch (error) {
    if (error instanceof FileError) return refusal(error, locale);
    throw error;
  }
}
