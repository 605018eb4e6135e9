"use client";

import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { LocalDateTime } from "./local-date-time";

/** A one-use set-password link shown once: the link, a copy button and when it stops working. */
export function PasswordLink({ url, expiresAt }: { url: string; expiresAt: string }) {
  const t = useTranslations("admin.users.link");
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-2" data-testid="password-link">
      <label className="text-sm font-medium" htmlFor="password-link-url">
        {t("label")}
      </label>
      <div className="flex min-w-0 gap-2">
        <Input
          id="password-link-url"
          readOnly
          value={url}
          className="min-w-0 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="password-link-url"
        />
        <Button type="button" variant="outline" onClick={copy} className="shrink-0">
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t("copiedShort") : t("copy")}
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">
        {t.rich("expires", { date: () => <LocalDateTime value={expiresAt} /> })}
      </p>
      <p className="text-muted-foreground text-xs">{t("once")}</p>
    </div>
  );
}
