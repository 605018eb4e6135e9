import { useTranslations } from "next-intl";
import { TriangleAlert } from "lucide-react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

export type SalesContact = { salesContactEmail: string; supportPhone: string };

/** Spec §8 ERROR_CREATING_LEAD: the lead cannot go on; the sales contact and support phone show. */
export function LeadError({
  contact,
  logoutToken,
  onRetry,
}: {
  contact: SalesContact;
  /** Back to /login signs the lead out with it. */
  logoutToken: string;
  onRetry?: () => void;
}) {
  const t = useTranslations("onboarding.errors");
  const { salesContactEmail: email, supportPhone: phone } = contact;
  return (
    <Card role="alert" data-code="ERROR_CREATING_LEAD">
      <CardHeader className="flex flex-row items-center gap-3">
        <TriangleAlert className="text-destructive size-7 shrink-0" aria-hidden />
        <CardTitle>{t("ERROR_CREATING_LEAD_TITLE")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <p>{t("ERROR_CREATING_LEAD", { email, phone })}</p>
        <p className="text-sm">
          <a className="underline" href={`mailto:${email}`}>
            {email}
          </a>
          {" · "}
          <a className="underline" href={`tel:${phone.replace(/[^+\d]/g, "")}`}>
            {phone}
          </a>
        </p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {onRetry ? <Button onClick={onRetry}>{t("retry")}</Button> : null}
        <SignOutButton variant="outline" logoutToken={logoutToken}>
          {t("backToLogin")}
        </SignOutButton>
      </CardFooter>
    </Card>
  );
}
