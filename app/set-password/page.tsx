import { print } from "graphql";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { EntryFrame } from "@/components/entry-frame";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { query } from "@/lib/apollo/rsc-client";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { SetPasswordForm } from "./_components/set-password-form";
import {
  PasswordTokenValidQuery,
  SetPasswordWithTokenMutation,
} from "@/lib/admin/operations/set-password";
import { setPasswordTexts } from "./_components/set-password-texts";

export const generateMetadata = pageMetadata("setPassword");

/** Longer than any token the server hands out; a longer one is not a real link. */
const MAX_TOKEN_LENGTH = 200;

/**
 * /set-password?token=…: where an invite or reset link leads. Public: the token is the proof. An
 * unknown, used or expired link shows one message; a good one, the new password's form.
 */
export default async function SetPasswordPage({ searchParams }: PageProps<"/set-password">) {
  const [t, params] = await Promise.all([getTranslations("setPassword"), searchParams]);
  const raw = params.token;
  const token = typeof raw === "string" && raw.length <= MAX_TOKEN_LENGTH ? raw : "";
  const valid = token
    ? await query({ query: PasswordTokenValidQuery, variables: { token } })
        .then(({ data }) => data?.passwordTokenValid === true)
        .catch(() => false)
    : false;
  return (
    <EntryFrame>
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" className="text-xl">
            {valid ? t("title") : t("invalidTitle")}
          </CardTitle>
          <CardDescription>{valid ? t("description") : t("invalidDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          {valid ? (
            <SetPasswordForm
              token={token}
              mutation={print(SetPasswordWithTokenMutation)}
              texts={await setPasswordTexts()}
            />
          ) : (
            <Button asChild variant="outline" className="w-full">
              <Link href="/login">{t("toLogin")}</Link>
            </Button>
          )}
        </CardContent>
      </Card>
    </EntryFrame>
  );
}
