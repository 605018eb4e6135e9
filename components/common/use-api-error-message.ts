"use client";

import { useLocale, useTranslations } from "next-intl";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { apiErrorCode, apiErrorDetails } from "@/lib/apollo/error-code";
import type { Locale } from "@/lib/i18n/config";
import type { LengthLimits } from "@/lib/validation/length";

export type MessageValues = Record<string, string | number | null | undefined>;

export type ApiErrorMessageOptions = {
  /** The values a key names unless the caller gives its own ({max} of tooManyPhones…). */
  values?: MessageValues | ((key: string) => MessageValues | undefined);
  /** The full key of the text for an issue key no namespace knows; `<namespace>.invalid`. */
  fallback?: string;
  /** Says a number the refusal names as its `limit` in the module's unit (bytes, for files). */
  limitText?: (key: string, limit: number, locale: Locale) => string | undefined;
};

export type IssueMessageOptions = {
  values?: MessageValues;
  /** The field's limits, for the shared tooShort / tooLong texts. */
  length?: LengthLimits;
  /** The full key for this field's unknown keys (a number out of range, say). */
  fallback?: string;
};

export type ApiErrorMessage = {
  /** A failed call as one sentence: the module's text for its refusal, else the shared one. */
  (error: unknown): string;
  /** A validation issue's key (the schema's message or the server's) as a sentence. */
  key(key: string, options?: IssueMessageOptions): string;
  key(key: string | null | undefined, options?: IssueMessageOptions): string | undefined;
};

// Only plain keys are looked up: a free-text message ("Not found") or a dotted one would read as a
// path into the messages.
const PLAIN_KEY = /^[A-Za-z_]+$/;

/**
 * Every refusal in the user's words, looked up in the module's `namespace` (or several, in order):
 * a failed call by its issues, message, `<CODE>_<REASON>`, code and reason, else the shared
 * `api.errors` text; a validation key by itself, with its values and the field's length limits,
 * never the schema library's English.
 */
export function useApiErrorMessage(
  namespace: string | readonly string[],
  options: ApiErrorMessageOptions = {},
): ApiErrorMessage {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const lengthMessage = useLengthMessage();
  const namespaces = typeof namespace === "string" ? [namespace] : namespace;
  const own = namespaces[0];

  const values = (key: string, given: MessageValues = {}) => {
    const all: Record<string, string | number> = {};
    const defaults = typeof options.values === "function" ? options.values(key) : options.values;
    // A value the caller leaves empty keeps the default: a refusal that does not name its limit
    // still reads with the limit the module knows.
    for (const source of [defaults, given])
      for (const [name, value] of Object.entries(source ?? {}))
        if (value !== null && value !== undefined) all[name] = value;
    if (typeof all.limit === "number" && options.limitText)
      all.limit = options.limitText(key, all.limit, locale) ?? all.limit;
    return all;
  };

  const lookup = (keys: (string | null | undefined)[], given?: MessageValues) => {
    for (const key of keys) {
      if (!key || !PLAIN_KEY.test(key)) continue;
      const found = namespaces.find((ns) => t.has(`${ns}.${key}`));
      if (found) return t(`${found}.${key}` as never, values(key, given) as never) as string;
    }
    return null;
  };

  const message = (error: unknown): string => {
    const { code, reason, message, issues } = apiErrorDetails(error);
    const keys = [...issues, message, reason && `${code}_${reason}`, code, reason];
    return lookup(keys) ?? t(`api.errors.${apiErrorCode(error)}` as never);
  };

  function key(key: string, issue?: IssueMessageOptions): string;
  function key(key: string | null | undefined, issue?: IssueMessageOptions): string | undefined;
  function key(key: string | null | undefined, issue: IssueMessageOptions = {}) {
    if (!key) return undefined;
    // "At least 1 characters" says less than "Required", where the namespace has that text.
    const required = `${own}.required`;
    if (key === "tooShort" && (issue.length?.min ?? 0) <= 1 && t.has(required))
      return t(required as never);
    const length = issue.length && lengthMessage(key, issue.length);
    if (length) return length;
    const fallback = issue.fallback ?? options.fallback ?? `${own}.invalid`;
    const fallbackValues = values(fallback.slice(fallback.lastIndexOf(".") + 1), issue.values);
    return lookup([key], issue.values) ?? t(fallback as never, fallbackValues as never);
  }

  return Object.assign(message, { key });
}
