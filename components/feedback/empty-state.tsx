import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

export type EmptyStateProps = {
  /** Defaults to "Upss" (spec §2). */
  title?: string;
  description?: ReactNode;
  /** E.g. a `<Button>` to create the first item. */
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ title, description, action, className }: EmptyStateProps) {
  const t = useTranslations("ui.emptyState");
  return (
    <section
      className={cn(
        "flex flex-col items-center justify-center gap-4 px-6 py-12 text-center",
        className,
      )}
    >
      <EmptyIllustration />
      <div className="flex max-w-md flex-col gap-1.5">
        <h2 className="text-xl font-semibold tracking-tight">{title ?? t("title")}</h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {action ? <div className="mt-2">{action}</div> : null}
    </section>
  );
}

function EmptyIllustration() {
  return (
    <svg viewBox="0 0 160 120" className="h-28 w-36" aria-hidden focusable="false">
      <ellipse cx="80" cy="106" rx="56" ry="7" fill="var(--color-muted)" />
      <path d="M36 48l44-18 44 18v46l-44 14-44-14z" fill="var(--color-secondary)" />
      <path d="M36 48l44 16 44-16" fill="none" stroke="var(--color-border)" strokeWidth="2" />
      <path d="M80 64v44" stroke="var(--color-border)" strokeWidth="2" />
      <path
        d="M36 48l-12 16 44 16 12-16z"
        fill="var(--color-card)"
        stroke="var(--color-border)"
        strokeWidth="2"
      />
      <path
        d="M124 48l12 16-44 16-12-16z"
        fill="var(--color-card)"
        stroke="var(--color-border)"
        strokeWidth="2"
      />
      <circle
        cx="112"
        cy="22"
        r="10"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="3"
        opacity="0.7"
      />
      <path
        d="M119 29l8 8"
        stroke="var(--color-primary)"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.7"
      />
      <path
        d="M52 20l4 4M60 14v6M44 26h6"
        stroke="var(--color-muted-foreground)"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
