"use client";
import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import { POST_STEPS, type PostStep } from "./post-steps";

/**
 * The form's steps as a numbered list: done ones ticked, ones with an issue marked, the current
 * one named on a phone too (the others show their number only there, so five fit in 375 px).
 */
export function StepNav({
  current,
  reached,
  failing,
  onGo,
}: {
  current: PostStep;
  /** The furthest step reached: later ones cannot be opened yet. */
  reached: number;
  failing: ReadonlySet<PostStep>;
  onGo: (step: PostStep) => void;
}) {
  const t = useTranslations("posts.form");
  const index = POST_STEPS.indexOf(current);
  return (
    <nav aria-label={t("stepsLabel")}>
      <ol className="flex min-w-0 items-center gap-1 sm:gap-2">
        {POST_STEPS.map((step, i) => {
          const active = step === current;
          const failed = failing.has(step);
          return (
            <li key={step} className="flex min-w-0 items-center">
              <button
                type="button"
                aria-current={active ? "step" : undefined}
                disabled={i > reached}
                onClick={() => onGo(step)}
                className={cn(
                  "flex min-w-0 items-center gap-1.5 rounded-full py-1 pr-2 pl-1 text-sm disabled:opacity-50",
                  active ? "bg-primary/10 font-medium" : "hover:bg-accent",
                )}
              >
                <span
                  className={cn(
                    "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs",
                    active && "border-primary bg-primary text-primary-foreground",
                    failed && "border-destructive bg-destructive text-white",
                  )}
                >
                  {i < index && !failed ? <Check aria-hidden className="size-3.5" /> : i + 1}
                </span>
                <span className={cn("truncate", !active && "sr-only sm:not-sr-only")}>
                  {t(`steps.${step}`)}
                </span>
                {failed ? <span className="sr-only">{t("stepHasIssues")}</span> : null}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="text-muted-foreground mt-1 text-xs">
        {t("stepOf", { step: index + 1, total: POST_STEPS.length })}
      </p>
    </nav>
  );
}
