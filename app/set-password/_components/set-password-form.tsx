"use client";

import { print } from "graphql";
import { CheckCircle2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { useHydrated } from "@/components/common/use-hydrated";
import { ControlledField } from "@/components/forms/controlled-field";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { PasswordInput } from "@/components/ui/password-input";
import { CSRF_HEADER, GRAPHQL_ENDPOINT } from "@/lib/http/endpoint";
import { SetPasswordWithTokenMutation } from "@/lib/admin/operations/set-password";
import type { setPasswordRules } from "./set-password-rules";

type FormValues = z.infer<typeof setPasswordRules>;

type Outcome = "done" | "expired" | "failed" | null;

/** Calls the public mutation straight: this page has no session and no GraphQL client around it. */
async function setPassword(token: string, password: string): Promise<boolean | null> {
  try {
    const response = await fetch(GRAPHQL_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", [CSRF_HEADER]: "1" },
      body: JSON.stringify({
        query: print(SetPasswordWithTokenMutation),
        variables: { token, password },
      }),
    });
    const body = (await response.json()) as {
      data?: { setPasswordWithToken?: boolean } | null;
    };
    return typeof body.data?.setPasswordWithToken === "boolean"
      ? body.data.setPasswordWithToken
      : null;
  } catch {
    return null;
  }
}

/** The new password, twice, with a show / hide toggle; then a link to sign in. */
export function SetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("setPassword");
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const rules = useZodRules(() => import("./set-password-rules").then((m) => m.setPasswordRules));
  const form = useForm<FormValues>({
    resolver: rules.resolver as unknown as Resolver<FormValues>,
    defaultValues: { password: "", confirm: "" },
    mode: "onSubmit",
  });
  const toggle = { show: t("show"), hide: t("hide") };

  async function send(values: FormValues) {
    setOutcome(null);
    const result = await setPassword(token, values.password);
    setOutcome(result === true ? "done" : result === false ? "expired" : "failed");
  }

  if (outcome === "done")
    return (
      <div className="flex flex-col items-center gap-4 text-center" data-testid="password-set">
        <CheckCircle2 className="text-primary size-10" aria-hidden />
        <p role="status">{t("done")}</p>
        <Button asChild className="w-full">
          <Link href="/login">{t("toLogin")}</Link>
        </Button>
      </div>
    );

  if (outcome === "expired")
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-destructive text-sm">
          {t("invalidDescription")}
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link href="/login">{t("toLogin")}</Link>
        </Button>
      </div>
    );

  const message = (key: string | undefined) =>
    key
      ? t.has(`validation.${key}`)
        ? t(`validation.${key}`)
        : t("validation.invalid")
      : undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit(send)} className="flex flex-col gap-4">
      {(["password", "confirm"] as const).map((name) => (
        <ControlledField
          key={name}
          control={form.control}
          name={name}
          label={t(name)}
          message={message}
          render={(field) => (
            <PasswordInput {...field} autoComplete="new-password" toggleLabels={toggle} />
          )}
        />
      ))}
      <p className="text-muted-foreground text-xs">{t("rules")}</p>
      {outcome === "failed" ? (
        <p role="alert" className="text-destructive text-sm">
          {t("failed")}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={!hydrated || !rules.schema || form.formState.isSubmitting}
        aria-busy={form.formState.isSubmitting || undefined}
      >
        {form.formState.isSubmitting ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
