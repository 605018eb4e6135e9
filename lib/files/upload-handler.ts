import "server-only";
import { createTranslator } from "next-intl";
import { LIBRARY_SECTIONS } from "@/lib/auth/permissions";
import { withSection } from "@/lib/auth/with-section";
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

/** The CSRF header is checked here, not by the middleware: the route is outside it so large
 * bodies are not cut at its 10 MB. */
export const handleUpload = withSection(
  // The resources library's users and the modules that pick from it add files.
  LIBRARY_SECTIONS,
  async ({ db, tenantId, userId }, request) => {
    const locale = requestLocale(request);
    if (!isBearerOnlyRequest(request.headers) && !request.headers.get(CSRF_HEADER))
      return Response.json({ error: { code: "FORBIDDEN" } }, { status: 403 });
    try {
      const upload = await receiveUpload(request);
      const row = await createResource(db, { tenantId, userId, upload });
      return Response.json({ id: row.id }, { status: 201 });
    } catch (error) {
      if (error instanceof FileError) return refusal(error, locale);
      throw error;
    }
  },
);
