"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { apiErrorCode } from "@/lib/apollo/error-code";
import { graphqlErrorCode } from "./graphql-error";

/**
 * Shows a failed call as a toast: the panel's own text for its module's codes
 * (`<namespace>.errors.<CODE>`), else the shared `api.errors` text.
 */
export function useErrorToast(namespace: "reviewTemplates" | "autoReplies") {
  const t = useTranslations(`${namespace}.errors`);
  const tApi = useTranslations("api.errors");
  return (error: unknown) => {
    const code = graphqlErrorCode(error);
    if (code && t.has(code)) return void toast.error(t(code));
    toast.error(tApi(apiErrorCode(error)));
  };
}
