"use client";

import { CheckCircle2 } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useState } from "react";
import { useHydrated } from "@/components/common/use-hydrated";
import { Button } from "@/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import {
  newPasswordErrors,
  type NewPasswordErrors,
  type NewPasswordInput,
} from "@/lib/admin/password-rules";
import { CSRF_HEADER, GRAPHQL_ENDPOINT } from "@/lib/http/endpoint";
import type { SetPasswordTexts } from "./set-password-texts";

type Outcome = "done" | "expired" | "failed" | null;

/** Calls the public mutation straight: this page has no session and no GraphQL client around it. */
async function setPassword(mutation: string, token: string, password: string) {
  try {
    const response = await fetch(GRAPHQL_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json", [CSRF_HEADER]: "1" },
      body: JSON.stringify({ query: mutation, variables: { token, password } }),
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

const FIELDS = ["password", "confirm"] as const;

/**
 * The new password, twice, with a show / hide toggle; then a link to sign in. `mutation` is the
 * printed SetPasswordWithToken document (the page prints it, so no GraphQL printer ships here).
 * Two fields need no form library: password-rules.ts checks them here and again on the server.
 */
export function SetPasswordForm({
  token,
  mutation,
  texts,
}: {
  token: string;
  mutation: string;
  texts: SetPasswordTexts;
}) {
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [values, setValues] = useState<NewPasswordInput>({ password: "", confirm: "" });
  const [errors, setErrors] = useState<NewPasswordErrors | null>(null);
  // As react-hook-form's onSubmit mode did: checked on send, then again on each change.
  const [sent, setSent] = useState(false);
  const [saving, setSaving] = useState(false);

  function update(name: keyof NewPasswordInput, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (sent) setErrors(newPasswordErrors(next));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSent(true);
    const problems = newPasswordErrors(values);
    setErrors(problems);
    if (problems) {
      // The first field with an issue takes the focus, as react-hook-form's did.
      const first = FIELDS.find((name) => problems[name])!;
      (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setSaving(true);
    setOutcome(null);
    const result = await setPassword(mutation, token, values.password);
    setSaving(false);
    setOutcome(result === true ? "done" : result === false ? "expired" : "failed");
  }

  if (outcome === "done")
    return (
      <div className="flex flex-col items-center gap-4 text-center" data-testid="password-set">
        <CheckCircle2 className="text-primary size-10" aria-hidden />
        <p role="status">{texts.done}</p>
        <Button asChild className="w-full">
          <Link href="/login">{texts.toLogin}</Link>
        </Button>
      </div>
    );

  if (outcome === "expired")
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="text-destructive text-sm">
          {texts.expired}
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link href="/login">{texts.toLogin}</Link>
        </Button>
      </div>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {FIELDS.map((name) => (
        <Field key={name} invalid={Boolean(errors?.[name])}>
          <FieldLabel>{texts[name]}</FieldLabel>
          <FieldControl>
            <PasswordInput
              name={name}
              value={values[name]}
              onChange={(event) => update(name, event.target.value)}
              autoComplete="new-password"
              toggleLabels={texts.toggle}
            />
          </FieldControl>
          <FieldError>{errors?.[name] && texts.validation[errors[name]]}</FieldError>
        </Field>
      ))}
      <p className="text-muted-foreground text-xs">{texts.rules}</p>
      {outcome === "failed" ? (
        <p role="alert" className="text-destructive text-sm">
          {texts.failed}
        </p>
      ) : null}
      <Button type="submit" disabled={!hydrated || saving} aria-busy={saving || undefined}>
        {saving ? texts.saving : texts.save}
      </Button>
    </form>
  );
}
