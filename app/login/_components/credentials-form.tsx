"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { LOGIN_LIMIT_MINUTES } from "@/lib/auth/login-limits";
import { MAX_LENGTH } from "@/lib/constants";
import { credentialsSchema, type CredentialsInput } from "@/lib/validation/auth";
import { signInWithCredentials } from "../actions";

export function CredentialsForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const form = useForm<CredentialsInput>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { user: "", password: "" },
  });
  const message = (key?: string) =>
    key
      ? t(`validation.${key}`, { user: MAX_LENGTH.loginUser, password: MAX_LENGTH.password })
      : undefined;

  const onSubmit = (values: CredentialsInput) =>
    startTransition(async () => {
      const { code } = await signInWithCredentials(values);
      if (code === "OK") {
        router.replace("/");
        router.refresh();
      } else if (code === "WRONG_CREDENTIALS") {
        toast.error(t("errors.LOGIN_SERCHMAS_USER_ERROR"));
      } else if (code === "RATE_LIMITED") {
        toast.error(t("errors.RATE_LIMITED", { minutes: LOGIN_LIMIT_MINUTES }));
      } else if (code === "INVALID_INPUT") {
        toast.error(t("errors.LOGIN_SERCHMAS_USER_ERROR"));
      } else {
        router.push("/no-permissions?error=NO_MASTER_LOGGED_IN");
      }
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <Controller
        name="user"
        control={form.control}
        render={({ field, fieldState }) => (
          <Field invalid={fieldState.invalid}>
            <FieldLabel>{t("form.user")}</FieldLabel>
            <FieldControl>
              <Input
                {...field}
                autoComplete="username"
                maxLength={MAX_LENGTH.loginUser}
                disabled={pending}
              />
            </FieldControl>
            <FieldError>{message(fieldState.error?.message)}</FieldError>
          </Field>
        )}
      />
      <Controller
        name="password"
        control={form.control}
        render={({ field, fieldState }) => (
          <Field invalid={fieldState.invalid}>
            <FieldLabel>{t("form.password")}</FieldLabel>
            <FieldControl>
              <PasswordInput
                {...field}
                autoComplete="current-password"
                maxLength={MAX_LENGTH.password}
                disabled={pending}
              />
            </FieldControl>
            <FieldError>{message(fieldState.error?.message)}</FieldError>
          </Field>
        )}
      />
      <Button type="submit" size="lg" disabled={pending} aria-busy={pending}>
        {pending ? t("form.submitting") : t("form.submit")}
      </Button>
      <Button variant="link" onClick={onBack} className="self-start px-0">
        <ArrowLeft aria-hidden /> {t("form.back")}
      </Button>
    </form>
  );
}
