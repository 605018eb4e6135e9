"use client";
import { useTranslations } from "next-intl";
import { apiErrorCode } from "@/lib/apollo/error-code";
import { badInputIssues } from "@/components/forms/server-issues";

/**
 * A refused sharing call in the user's language: the rule it broke (reportSharing.errors or the
 * report's own reports.errors) when the answer names one, else the shared api.errors text.
 */
export function useShareError() {
  const t = useTranslations("reportSharing.errors");
  const tReports = useTranslations("reports.errors");
  const tApi = useTranslations("api.errors");
  const text = (key: string | undefined): string | null => {
    if (!key) return null;
    if (t.has(key)) return t(key as "generic");
    if (tReports.has(key)) return tReports(key as "invalidDay");
    return null;
  };
  return {
    /** A zod message key as its text. */
    text: (key: string | undefined) => (key ? (text(key) ?? t("generic")) : undefined),
    /** Any failure of a call as one sentence. */
    failure: (error: unknown): string => {
      for (const issue of badInputIssues(error) ?? []) {
        const found = text(issue.message);
        if (found) return found;
      }
      return tApi(apiErrorCode(error));
    },
  };
}
