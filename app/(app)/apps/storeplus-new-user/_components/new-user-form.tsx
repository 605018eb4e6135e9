"use client";

import { ArrowLeft, UserPlus } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { PasswordLink } from "@/components/admin/password-link";
import { RoleCheckboxes, type RoleOption } from "@/components/admin/role-checkboxes";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldDescription, FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { CreateUserMutation } from "@/lib/admin/operations/users";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import type { newUserRules } from "./new-user-rules";

type FormInput = z.input<typeof newUserRules>;
type FormOutput = z.output<typeof newUserRules>;

const FIELDS = new Set(["email", "firstName", "lastName", "username", "roleIds"]);
const EMPTY: FormInput = { email: "", firstName: "", lastName: "", username: "", roleIds: [] };

type Created = { name: string; email: string; url: string; expiresAt: string };

/** Creates a StorePlus user; on success shows the one-use set-password link to pass on. */
export function NewUserForm({ roles }: { roles: RoleOption[] }) {
  const t = useTranslations("admin.newUser");
  const message = useApiErrorMessage("admin.newUser.validation");
  const errorMessage = useApiErrorMessage("admin.newUser.errors");
  const [created, setCreated] = useState<Created | null>(null);
  const rules = useZodRules(() => import("./new-user-rules").then((m) => m.newUserRules));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: rules.resolver as unknown as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: EMPTY,
    mode: "onSubmit",
  });
  const [create, { loading }] = useGraphQLMutation(CreateUserMutation);

  async function send(values: FormOutput) {
    const input = { ...values, username: values.username || undefined };
    const result = await create({ input }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const done = result.data?.createUser;
    if (done) {
      toast.success(t("created", { name: done.user.name || done.user.email }));
      setCreated({
        name: done.user.name,
        email: done.user.email,
        url: done.setPasswordUrl,
        expiresAt: done.expiresAt,
      });
      return;
    }
    const issues = badInputIssues(result.error);
    const fieldOf = (path: string) => {
      const head = path.split(".")[0];
      return FIELDS.has(head) ? head : null;
    };
    if (issues && showServerIssues(form.setError, issues, fieldOf)) return;
    toast.error(errorMessage(result.error));
  }

  if (created)
    return (
      <Card data-testid="new-user-created">
        <CardHeader>
          <CardTitle as="h2">{t("doneTitle", { name: created.name || created.email })}</CardTitle>
          <CardDescription>{t("doneDescription", { email: created.email })}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <PasswordLink url={created.url} expiresAt={created.expiresAt} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              onClick={() => {
                form.reset(EMPTY);
                setCreated(null);
              }}
            >
              <UserPlus aria-hidden />
              {t("createAnother")}
            </Button>
            <Button asChild variant="outline">
              <Link href="/apps/setting-admin">
                <ArrowLeft aria-hidden />
                {t("backToUsers")}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    );

  const text = (name: "email" | "firstName" | "lastName" | "username", autoComplete: string) => (
    <ControlledField
      control={form.control}
      name={name}
      label={t(`fields.${name}`)}
      hint={name === "username" ? t("usernameHint") : undefined}
      hintClassName="text-xs"
      message={message.key}
      render={(field) => (
        <Input
          {...field}
          value={field.value ?? ""}
          type={name === "email" ? "email" : "text"}
          autoComplete={autoComplete}
        />
      )}
    />
  );

  return (
    <Card>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit(send)}
          className="flex min-w-0 flex-col gap-5"
          data-testid="new-user-form"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">{text("email", "off")}</div>
            {text("firstName", "off")}
            {text("lastName", "off")}
            <div className="sm:col-span-2">{text("username", "off")}</div>
          </div>
          <Controller
            name="roleIds"
            control={form.control}
            render={({ field, fieldState }) => (
              <Field invalid={fieldState.invalid}>
                <span className="text-sm font-medium">{t("fields.roles")}</span>
                <FieldDescription className="text-xs">{t("rolesHint")}</FieldDescription>
                <RoleCheckboxes
                  roles={roles}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  invalid={fieldState.invalid}
                />
                <FieldError
                  errors={[
                    {
                      message: message.key(
                        fieldState.error?.message ?? fieldState.error?.root?.message,
                      ),
                    },
                  ]}
                />
              </Field>
            )}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button asChild variant="outline">
              <Link href="/apps/setting-admin">{t("cancel")}</Link>
            </Button>
            <Button type="submit" disabled={loading} aria-busy={loading || undefined}>
              {loading ? t("creating") : t("create")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
