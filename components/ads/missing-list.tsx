"use client";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { cn } from "@/lib/utils";
import { useAdsMessage } from "./use-ads-message";

/**
 * What the campaign still needs before it can be sent, as the form changes; once sending was
 * refused for it, it is announced and framed as a refusal.
 */
export function MissingList({
  missing,
  urgent,
  ref,
}: {
  missing: readonly string[];
  urgent: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  const t = useTranslations("ads.form");
  const message = useAdsMessage();
  if (missing.length === 0)
    return (
      <div ref={ref} tabIndex={-1} className="text-success text-sm outline-none" role="status">
        {t("complete")}
      </div>
    );
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="campaign-missing"
      role={urgent ? "alert" : "status"}
      className={cn(
        "flex flex-col gap-1 rounded-md border p-3 text-sm outline-none",
        urgent ? "border-destructive text-destructive" : "bg-muted/50",
      )}
    >
      <p className="font-medium">{t("missingTitle")}</p>
      <ul className="list-disc pl-5">
        {missing.map((key) => (
          <li key={key}>{message.key(key)}</li>
        ))}
      </ul>
    </div>
  );
}
