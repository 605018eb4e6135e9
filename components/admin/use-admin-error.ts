"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { apiErrorCode } from "@/lib/apollo/error-code";
import { graphqlError } from "./graphql-error";

export type AdminNamespace =
  "admin.users" | "admin.roles" | "admin.tenants" | "admin.scheduledJobs" | "admin.newUser";

/**
 * A failed admin call as one translated sentence: the screen's own text for the refusal's key (a
 * BAD_USER_INPUT issue's message, or a FORBIDDEN / NOT_FOUND message such as `superAdminUser`),
 * else for its code (`<namespace>.errors.<CODE>`), else the shared `api.errors` text.
 */
export function useAdminErrorMessage(namespace: AdminNamespace) {
  const t = useTranslations(`${namespace}.errors`);
  const tApi = useTranslations("api.errors");
  return (error: unknown): string => {
    const { code, reason, message, issues } = graphqlError(error);
    const key = [...issues, message, reason && `${code}_${reason}`, code].find(
      (k) => k && /^[A-Za-z_]+$/.test(k) && t.has(k),
    );
    return key ? t(key) : tApi(apiErrorCode(error));
  };
}

/** Shows a failed admin call as a toast (see useAdminErrorMessage). */
export function useAdminErrorToast(namespace: AdminNamespace) {
  const message = useAdminErrorMessage(namespace);
  return (error: unknown) => toast.error(message(error));
}
