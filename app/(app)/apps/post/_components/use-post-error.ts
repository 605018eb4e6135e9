"use client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslations } from "next-intl";
import { apiErrorCode } from "@/lib/apollo/error-code";

/** The texts a refusal may name: first the error's code, then each issue's message. */
function refusalKeys(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const extensions = error.errors[0]?.extensions ?? {};
  const issues = Array.isArray(extensions.issues) ? extensions.issues : [];
  return [
    extensions.code,
    extensions.reason,
    error.errors[0]?.message,
    ...issues.map((issue: { message?: unknown }) => issue?.message),
  ].filter((key): key is string => typeof key === "string");
}

/**
 * A failed post call in the user's language: the posts' own refusal (NOT_PAUSABLE, a template's
 * name taken…) when the answer names one, else the shared `api.errors` text.
 */
export function usePostError() {
  const t = useTranslations("posts");
  const tApi = useTranslations("api.errors");
  return (error: unknown): string => {
    for (const key of refusalKeys(error)) {
      if (t.has(`errors.${key}`)) return t(`errors.${key}` as "errors.NOT_PAUSABLE");
      if (t.has(`validation.${key}`)) return t(`validation.${key}` as "validation.templateName");
    }
    return tApi(apiErrorCode(error));
  };
}
