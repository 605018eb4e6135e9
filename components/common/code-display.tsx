"use client";

import { useState } from "react";
import { Check, Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/utils";

/** Shows a code or token in monospace with a copy button (spec §2 "code display"). */
export function CodeDisplay({
  code,
  label,
  className,
}: {
  code: string;
  label?: string;
  className?: string;
}) {
  const t = useTranslations("shell.code");
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      toast.success(t("copied"));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t("copyFailed"));
    }
  }

  return (
    <figure className={cn("bg-muted relative rounded-md border", className)}>
      {label ? (
        <figcaption className="text-muted-foreground border-b px-3 py-1.5 text-xs">
          {label}
        </figcaption>
      ) : null}
      <pre className="overflow-x-auto p-3 pe-12 text-xs leading-relaxed break-all whitespace-pre-wrap">
        <code data-testid="code-display">{code}</code>
      </pre>
      <Button
        variant="ghost"
        size="icon"
        onClick={copy}
        aria-label={copied ? t("copied") : t("copy")}
        className="absolute end-1 bottom-1"
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      </Button>
    </figure>
  );
}
