"use client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { RefreshCw } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { graphql } from "@/lib/graphql/generated/client";
import { JobProgressQuery } from "@/lib/jobs/operations";
import { cn } from "@/lib/utils";
import { errorCode, errorExtensions, useReviewErrors } from "./use-review-errors";

const SyncReviewsMutation = graphql(`
  mutation SyncReviews {
    syncReviews {
      newReviews
      updatedReviews
      notifications
      jobId
    }
  }
`);

/** How often a sync started elsewhere is read again while it runs. */
const POLL_MS = 3_000;

type Shown =
  | { kind: "idle" }
  | { kind: "done"; jobId: string | null; newReviews: number; updatedReviews: number }
  /** Another sync of the tenant was running: wait for it, then show its reviews. */
  | { kind: "waiting"; jobId: string };

/**
 * "Sync now": reads the tenant's new and changed reviews from the maps service at once, then shows
 * them. While another sync runs the server answers CONFLICT with that job: the spec's toast says
 * to wait, and the list is read again once that sync is done.
 */
export function SyncButton() {
  const t = useTranslations("reviews.sync");
  const tJobs = useTranslations("jobs");
  const { number } = useFormatNumber();
  const errors = useReviewErrors();
  const router = useRouter();
  const [sync, syncing] = useMutation(SyncReviewsMutation);
  const [shown, setShown] = useState<Shown>({ kind: "idle" });
  const waitingFor = shown.kind === "waiting" ? shown.jobId : null;
  const client = useApolloClient();

  // The other sync's job is read every few seconds; once it has ended, the list is read again.
  useEffect(() => {
    if (!waitingFor) return;
    let live = true;
    const timer = window.setInterval(async () => {
      const { data } = await client.query({
        query: JobProgressQuery,
        variables: { id: waitingFor },
        fetchPolicy: "network-only",
      });
      if (!live || !data?.job || data.job.status === "RUNNING") return;
      live = false;
      setShown({ kind: "idle" });
      toast.success(t("otherDone"));
      router.refresh();
    }, POLL_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [waitingFor, client, router, t]);

  async function run() {
    const { data, error } = await sync();
    const result = data?.syncReviews;
    if (!result) {
      const code = errorCode(error);
      const running = errorExtensions(error).jobId;
      if (code === "CONFLICT") {
        toast.warning(t("conflict"));
        if (typeof running === "string") setShown({ kind: "waiting", jobId: running });
      } else if (code === "BAD_USER_INPUT") toast.error(t("mapsNotLinked"));
      else toast.error(errors.call(error));
      return;
    }
    setShown({ kind: "done", ...result });
    toast.success(
      t("done", { newReviews: number(result.newReviews), updated: number(result.updatedReviews) }),
    );
    router.refresh();
  }

  const busy = syncing.loading || shown.kind === "waiting";
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <p role="status" className="text-muted-foreground text-xs">
        {syncing.loading ? t("running") : null}
        {shown.kind === "waiting" ? t("waiting") : null}
        {shown.kind === "done" && !syncing.loading ? (
          <>
            {t("summary", {
              newReviews: number(shown.newReviews),
              updated: number(shown.updatedReviews),
            })}{" "}
            {shown.jobId ? (
              <Link
                href={`/apps/jobs/${shown.jobId}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {tJobs("details")}
              </Link>
            ) : null}
          </>
        ) : null}
      </p>
      <Button variant="outline" size="sm" onClick={run} disabled={busy}>
        <RefreshCw aria-hidden className={cn(busy && "animate-spin")} />
        {busy ? t("syncing") : t("button")}
      </Button>
    </div>
  );
}
