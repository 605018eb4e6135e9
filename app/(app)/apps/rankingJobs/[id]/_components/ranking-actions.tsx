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

type Action = "run" | "pause" | "resume" | "delete";

/** Run now, pause or resume, and delete (after a confirmation) a ranking. */
export function RankingActions({ id, status }: { id: string; status: RankingJobStatus }) {
  const t = useTranslations("rankings.detail");
  const refusal = useApiErrorMessage(["rankings.errors", "rankings.validation"]);
  const router = useRouter();
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState(false);

  const act = async (action: Action) => {
    setBusy(action);
    try {
      if (action === "run") await requestGraphQL(RunRankingJobMutation, { id });
      if (action === "pause") await requestGraphQL(PauseRankingJobMutation, { id });
      if (action === "resume") await requestGraphQL(ResumeRankingJobMutation, { id });
      if (action === "delete") {
        await requestGraphQL(DeleteRankingJobMutation, { id });
        toast.success(t("deleted"));
        router.push("/apps/rankingJobs");
        return;
      }
      toast.success(t(action === "run" ? "ran" : action === "pause" ? "paused" : "resumed"));
      router.refresh();
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
