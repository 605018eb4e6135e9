"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TRIAL_DAYS, ONBOARDING_MAX_LOCATIONS } from "@/lib/constants";
import { CredentialsForm } from "./credentials-form";
import { WelcomeOptions } from "./welcome-options";

/** The welcome panel with its three options; the credentials option swaps in the form. */
export function LoginPanel() {
  const t = useTranslations("auth");
  const [view, setView] = useState<"welcome" | "credentials">("welcome");
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {view === "welcome" ? t("welcome.title") : t("form.title")}
        </CardTitle>
        <CardDescription>
          {view === "welcome"
            ? t("welcome.subtitle", { days: TRIAL_DAYS, stores: ONBOARDING_MAX_LOCATIONS })
            : t("form.subtitle")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {view === "welcome" ? (
          <WelcomeOptions onCredentials={() => setView("credentials")} />
        ) : (
          <CredentialsForm onBack={() => setView("welcome")} />
        )}
      </CardContent>
    </Card>
  );
}
