"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { credentialsErrors, type CredentialsInput } from "@/lib/validation/credentials-rules";
import { signInWithCredentials } from "../actions";
import type { LoginTexts } from "./login-texts";

// Two fields need no form library: the shared schema checks them here and again on the server.
export function CredentialsForm({
  texts,
  onBack,
}: {
  texts: LoginTexts["form"];
  onBack: () => void;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [values, setValues] = useState<CredentialsInput>({ user: "", password: "" });
  const [errors, setErrors] = useState<ReturnType<typeof credentialsErrors>>(null);
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
        toast.error(texts.wrongCredentials);
      } else if (code === "RATE_LIMITED") {
        toast.error(texts.rateLimited);
      } else {
        // NO_MASTER_LOGGED_IN or TENANT_DISABLED: /no-permissions explains each.
        router.push(`/no-permissions?error=${code}`);
      }
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field invalid={Boolean(errors?.user)}>
        <FieldLabel>{texts.user}</FieldLabel>
        <FieldControl>
          <Input
            name="user"
            value={values.user}
            onChange={update("user")}
            autoComplete="username"
            disabled={pending}
          />
        </FieldControl>
        <FieldError>{errors?.user && texts.validation[errors.user]}</FieldError>
      </Field>
      <Field invalid={Boolean(errors?.password)}>
        <FieldLabel>{texts.password}</FieldLabel>
        <FieldControl>
          <PasswordInput
            name="password"
            value={values.password}
            onChange={update("password")}
            autoComplete="current-password"
            disabled={pending}
            toggleLabels={texts.passwordToggle}
          />
        </FieldControl>
        <FieldError>{errors?.password && texts.validation[errors.password]}</FieldError>
      </Field>
      <Button type="submit" size="lg" disabled={pending} aria-busy={pending}>
        {pending ? texts.submitting : texts.submit}
      </Button>
      <Button variant="link" onClick={onBack} className="self-start px-0">
        <ArrowLeft aria-hidden /> {texts.back}
      </Button>
    </form>
  );
}
