"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { CircleCheck, CircleDashed, LoaderCircle } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { INSIGHTS_DELAY_MS, SYNC_MONTHS } from "@/lib/constants";
import {
  SetupInitialQAMutation,
  SetupInitialReportInsightsMutation,
  SetupInitialReviewsMutation,
  UpdateLeadStepMutation,
} from "@/lib/onboarding/operations";
import type { LeadIdentity } from "./lead-identity";

const TASKS = ["reviews", "insights", "qa"] as const;
type Task = (typeof TASKS)[number];
type TaskState = "waiting" | "running" | "done";
const TICK_MS = 250;

/**
 * After the stores are saved: the initial imports run (a failure is only reported, spec §8), the
 * lead moves to the insights step, and after INSIGHTS_DELAY_MS the app opens /insight-user.
 */
export function SetupProgress({ lead, onFailed }: { lead: LeadIdentity; onFailed: () => void }) {
  const t = useTranslations("onboarding");
  const router = useRouter();
  const [reviews] = useGraphQLMutation(SetupInitialReviewsMutation);
  const [insights] = useGraphQLMutation(SetupInitialReportInsightsMutation);
  const [qa] = useGraphQLMutation(SetupInitialQAMutation);
  const [updateStep] = useGraphQLMutation(UpdateLeadStepMutation);
  const [tasks, setTasks] = useState<Record<Task, TaskState>>({
    reviews: "waiting",
    insights: "waiting",
    qa: "waiting",
  });
  const [countdownStart, setCountdownStart] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const started = useRef(false);

  useEffect(() => {
    // Strict mode mounts twice in development; the imports must run once.
    if (started.current) return;
    started.current = true;
    const vars = { userId: lead.userId, tenant: lead.tenantId };
    const run: Record<Task, () => Promise<unknown>> = {
      reviews: () => reviews({ ...vars, month: SYNC_MONTHS.leadReviews }),
      insights: () => insights(vars),
      qa: () => qa(vars),
    };
    void (async () => {
      for (const task of TASKS) {
        setTasks((s) => ({ ...s, [task]: "running" }));
        await run[task]().catch((error: unknown) =>
          console.error(`initial ${task} import failed`, error),
        );
        setTasks((s) => ({ ...s, [task]: "done" }));
      }
      try {
        await updateStep({ tenant: lead.tenantId, memberId: lead.userId, step: "insights" });
      } catch (error) {
        console.error("updateLeadStep failed", error);
        toast.error(t("errors.ERROR_UPDATING_USER"));
        return onFailed();
      }
      setCountdownStart(Date.now());
    })();
  }, [lead, reviews, insights, qa, updateStep, onFailed, t]);

  useEffect(() => {
    if (countdownStart === null) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    const go = setTimeout(() => router.push("/insight-user"), INSIGHTS_DELAY_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(go);
    };
  }, [countdownStart, router]);

  // `now` may still be the mount time on the first render of the countdown: never count from before it.
  const elapsed =
    countdownStart === null ? 0 : Math.min(INSIGHTS_DELAY_MS, Math.max(0, now - countdownStart));
  const importsDone = TASKS.filter((task) => tasks[task] === "done").length;
  // The bar covers the imports (first third) and the countdown (the rest).
  const progress = Math.round(
    (importsDone / TASKS.length) * 33 + (elapsed / INSIGHTS_DELAY_MS) * 67,
  );
  const seconds = Math.ceil((INSIGHTS_DELAY_MS - elapsed) / 1000);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t("progress.title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-label={t("progress.title")}
          className="bg-muted h-2 overflow-hidden rounded-full"
        >
          <div
            className="bg-primary h-full transition-[width] duration-300"
            style={{ width: `${progress}%` }}
          />
        </div>
        <ul className="flex flex-col gap-3">
          {TASKS.map((task) => (
            <li key={task} className="flex items-center gap-3">
              {tasks[task] === "done" ? (
                <CircleCheck className="text-success size-5" aria-hidden />
              ) : tasks[task] === "running" ? (
                <LoaderCircle className="text-primary size-5 animate-spin" aria-hidden />
              ) : (
                <CircleDashed className="text-muted-foreground size-5" aria-hidden />
              )}
              <span className="flex-1">{t(`progress.${task}`)}</span>
              <span className="text-muted-foreground text-sm">{t(`progress.${tasks[task]}`)}</span>
            </li>
          ))}
        </ul>
        {countdownStart !== null ? (
          <p
            className="text-center font-medium"
            aria-live="polite"
            data-testid="insights-countdown"
          >
            {t("progress.countdown", { seconds })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
