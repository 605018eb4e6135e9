"use client";
import { Pause, Play, RefreshCw, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { RankingJobStatus } from "@/lib/graphql/generated/client/graphql";
import { requestGraphQL } from "@/lib/http/request-graphql";
import {
  DeleteRankingJobMutation,
  PauseRankingJobMutation,
  ResumeRankingJobMutation,
  RunRankingJobMutation,
} from "@/lib/rankings/operations";
import {
  DeleteSerpMutation,
  PauseSerpMutation,
  ResumeSerpMutation,
  RunSerpMutation,
} from "@/lib/serps/operations";

type Action = "run" | "pause" | "resume" | "delete";

type ScheduleKind = {
  /** Its buttons, confirmation and toasts: runNow, pause, resume, delete, deleteTitle, … */
  texts: string;
  /** Where its refusals are worded, in order. */
  refusals: readonly string[];
  /** Where the page goes once it is deleted. */
  list: string;
  send: Record<Action, (id: string) => Promise<unknown>>;
};

/** What each kind of scheduled check sends, and in whose words. */
const KINDS = {
  ranking: {
    texts: "rankings.detail",
    refusals: ["rankings.errors", "rankings.validation"],
    list: "/apps/rankingJobs",
    send: {
      run: (id) => requestGraphQL(RunRankingJobMutation, { id }),
      pause: (id) => requestGraphQL(PauseRankingJobMutation, { id }),
      resume: (id) => requestGraphQL(ResumeRankingJobMutation, { id }),
      delete: (id) => requestGraphQL(DeleteRankingJobMutation, { id }),
    },
  },
  serp: {
    texts: "rankings.serps.detail",
    refusals: ["rankings.serps.errors", "rankings.validation"],
    list: "/apps/serps",
    send: {
      run: (id) => requestGraphQL(RunSerpMutation, { id }),
      pause: (id) => requestGraphQL(PauseSerpMutation, { id }),
      resume: (id) => requestGraphQL(ResumeSerpMutation, { id }),
      delete: (id) => requestGraphQL(DeleteSerpMutation, { id }),
    },
  },
} satisfies Record<string, ScheduleKind>;

export type ScheduleKindName = keyof typeof KINDS;

const DONE_TEXT = { run: "ran", pause: "paused", resume: "resumed", delete: "deleted" } as const;

/** Run now, pause or resume, and delete (after a confirmation) a ranking or a saved search. */
export function ScheduleActions({
  kind,
  id,
  status,
}: {
  kind: ScheduleKindName;
  id: string;
  status: RankingJobStatus;
}) {
  const { texts, refusals, list, send } = KINDS[kind];
  const t = useTranslations(texts);
  const refusal = useApiErrorMessage(refusals);
  const router = useRouter();
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState(false);

  const act = async (action: Action) => {
    setBusy(action);
    try {
      await send[action](id);
      toast.success(t(DONE_TEXT[action]));
      if (action === "delete") router.push(list);
      else router.refresh();
    } catch (error) {
      toast.error(refusal(error));
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        onClick={() => act("run")}
        disabled={busy !== null || status === "RUNNING"}
        aria-busy={busy === "run" || undefined}
      >
        <RefreshCw aria-hidden />
        {t("runNow")}
      </Button>
      {status === "PAUSED" ? (
        <Button variant="outline" onClick={() => act("resume")} disabled={busy !== null}>
          <Play aria-hidden />
          {t("resume")}
        </Button>
      ) : status !== "DONE" ? (
        <Button variant="outline" onClick={() => act("pause")} disabled={busy !== null}>
          <Pause aria-hidden />
          {t("pause")}
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy !== null}>
        <Trash2 aria-hidden />
        {t("delete")}
      </Button>
      <GenericDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("deleteTitle")}
        description={t("deleteDescription")}
        confirmLabel={t("delete")}
        destructive
        busy={busy === "delete"}
        onConfirm={() => act("delete")}
      />
    </div>
  );
}
