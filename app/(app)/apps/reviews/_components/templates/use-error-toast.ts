"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { apiErrorCode } from "@/lib/apollo/error-code";
import { graphqlError } from "./graphql-error";

/**
 * Shows a failed call as a toast: the panel's own text for its module's codes
 * (`<namespace>.errors.<CODE>_<REASON>`, else `<CODE>`), else the shared `api.errors` text.
 */
export function useErrorToast(namespace: "reviewTemplates" | "autoReplies") {
  const t = useTranslations(`${namespace}.errors`);
  const tApi = useTranslations("api.errors");
  return (error: unknown) => {
    const { code, reason } = graphqlError(error);
    const key = [reason && `${code}_${reason}`, code].find((k) => k && t.has(k));
    toast.error(key ? t(key) : tApi(apiErrorCode(error)));
  };
}
