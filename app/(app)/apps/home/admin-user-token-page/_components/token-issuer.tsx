"use client";

import { useState, useTransition } from "react";
import { KeyRound } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { CodeDisplay } from "@/components/common/code-display";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { issueMyApiToken } from "../actions";

/** Date in the locale's pattern plus the local time: the token lives only hours. */
function expiryText(iso: string, locale: Locale): string {
  const date = new Date(iso);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = date.toLocaleTimeString(locale, {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone,
  });
  return `${formatDate(date, locale, zone)} ${time}`;
}

export function TokenIssuer() {
  const t = useTranslations("shell.apiToken");
  const locale = useLocale() as Locale;
  const [pending, startTransition] = useTransition();
  const [issued, setIssued] = useState<{ token: string; expiresAt: string } | null>(null);

  const issue = () =>
    startTransition(async () => {
      const result = await issueMyApiToken();
      if (!result.ok) {
        toast.error(t("forbidden"));
        return;
      }
      setIssued({ token: result.token, expiresAt: result.expiresAt });
    });

  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm">{t("usage")}</p>
        <div>
          <Button onClick={issue} disabled={pending} aria-busy={pending || undefined}>
            <KeyRound aria-hidden />
            {issued ? t("reissue") : t("issue")}
          </Button>
        </div>
        {issued ? (
          <div className="flex flex-col gap-2">
            <CodeDisplay code={issued.token} label={t("tokenLabel")} />
            <p className="text-sm" data-testid="token-expiry">
              {t("expires", { date: expiryText(issued.expiresAt, locale) })}
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
