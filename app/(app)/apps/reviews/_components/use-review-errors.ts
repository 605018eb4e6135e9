"use client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslations } from "next-intl";
import { useItemError } from "@/components/jobs/use-item-error";
import { apiErrorCode } from "@/lib/apollo/error-code";

/** The first error's `extensions` of a GraphQL answer (code, the running job's id, issues). */
export function errorExtensions(error: unknown): Record<string, unknown> {
  return (CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined) ?? {};
}

/** The first error's `extensions.code` (REVIEW_REMOVED, CONFLICT, …), or null. */
export function errorCode(error: unknown): string | null {
  const code = errorExtensions(error).code;
  return typeof code === "string" ? code : null;
}

/**
 * Messages for what the reviews calls refuse: the module's own codes in its words (spec §8: a
 * review deleted on the provider cannot be replied to), the rest as every page says them.
 */
export function useReviewErrors() {
  const t = useTranslations();
  const itemError = useItemError();
  return {
    /** A refused call (the mutation's error). */
    call(error: unknown): string {
      const code = errorCode(error);
      if (code && t.has(`reviews.errors.${code}`)) return t(`reviews.errors.${code}` as never);
      return t(`api.errors.${apiErrorCode(error)}` as never);
    },
    /** A reply job that failed (its item's code and the maps service's reason). */
    job(code: string | null, detail: string | null): string {
      if (code && t.has(`reviews.errors.${code}`)) return t(`reviews.errors.${code}` as never);
      return itemError(code, detail);
    },
  };
}
