"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { LOGIN_LIMIT_MINUTES } from "@/lib/auth/login-limits";
import { MAX_LENGTH } from "@/lib/constants";
import { credentialsErrors, type CredentialsInput } from "@/lib/validation/auth";
import { signInWithCredentials } from "../actions";

// Two fields need no form library: the shared schema checks them here and again on the server.
export function CredentialsForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [values, setValues] = useState<CredentialsInput>({ user: "", password: "" });
  const [errors, setErrors] = useState<ReturnType<typeof credentialsErrors>>(null);
  const message = (key?: string) =>
    key
      ? t(`validation.${key}`, { user: MAX_LENGTH.loginUser, password: MAX_LENGTH.password })
      : undefined;
  const update =
    (field: keyof CredentialsInput) => (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      if (errors?.[field]) setErrors({ ...errors, [field]: undefined });
    };

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = credentialsErrors(values);
    setErrors(problems);
    if (problems) return;
    startTransition(async () => {
      const { code } = await signInWithCredentials(values);
      if (code === "OK") {
        router.replace("/");
        router.refresh();
      } else if (code === "WRONG_CREDENTIALS" || code === "INVALID_INPUT") {
        toast.error(t("errors.LOGIN_SERCHMAS_USER_ERROR"));
      } else if (code === "RATE_LIMITED") {
        toast.error(t("errors.RATE_LIMITED", { minutes: LOGIN_LIMIT_MINUTES }));
      } else {
        router.push("/no-permissions?error=NO_MASTER_LOGGED_IN");
      }
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field invalid={Boolean(errors?.user)}>
        <FieldLabel>{t("form.user")}</FieldLabel>
        <FieldControl>
          <Input
            name="user"
            value={values.user}
            onChange={update("user")}
            autoComplete="username"
            maxLength={MAX_LENGTH.loginUser}
            disabled={pending}
          />
        </FieldControl>
        <FieldError>{message(errors?.user)}</FieldError>
      </Field>
      <Field invalid={Boolean(errors?.password)}>
        <FieldLabel>{t("form.password")}</FieldLabel>
        <FieldControl>
          <PasswordInput
            name="password"
            value={values.password}
            onChange={update("password")}
            autoComplete="current-password"
            maxLength={MAX_LENGTH.password}
            disabled={pending}
          />
        </FieldControl>
        <FieldError>{message(errors?.password)}</FieldError>
      </Field>
      <Button type="submit" size="lg" disabled={pending} aria-busy={pending}>
        {pending ? t("form.submitting") : t("form.submit")}
      </Button>
      <Button variant="link" onClick={onBack} className="self-start px-0">
        <ArrowLeft aria-hidden /> {t("form.back")}
      </Button>
    </form>
  );
}
