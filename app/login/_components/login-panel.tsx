"use client";

import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CredentialsForm } from "./credentials-form";
import type { LoginTexts } from "./login-texts";
import { WelcomeOptions } from "./welcome-options";

/** The welcome panel with its three options; the credentials option swaps in the form. */
export function LoginPanel({ texts }: { texts: LoginTexts }) {
  const [view, setView] = useState<"welcome" | "credentials">("welcome");
  const heading = view === "welcome" ? texts.welcome : texts.form;
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {heading.title}
        </CardTitle>
        <CardDescription>{heading.subtitle}</CardDescription>
      </CardHeader>
      <CardContent>
        {view === "welcome" ? (
          <WelcomeOptions texts={texts.welcome} onCredentials={() => setView("credentials")} />
        ) : (
          <CredentialsForm texts={texts.form} onBack={() => setView("welcome")} />
        )}
      </CardContent>
    </Card>
  );
}
