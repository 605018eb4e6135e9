"use client";
import { Pause, Pencil, Play, RotateCcw, Trash2 } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { PostStatus } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import {
  DeletePostMutation,
  PausePostMutation,
  ResumePostMutation,
  RetryPostMutation,
} from "@/lib/posts/operations";
import { editPostHref } from "../post-href";

type Action = "pause" | "resume" | "retry" | "delete";

/**
 * What can be done with a post from its detail, each after a confirmation: pause a planned one,
 * resume a paused one, send again where it failed, take it down everywhere, or edit it in the form.
 */
export function PostActions({
  id,
  title,
  status,
  failedStores,
}: {
  id: string;
  title: string;
  status: PostStatus;
  /** Stores where it failed or was rejected: what a retry sends again. */
  failedStores: number;
}) {
  const t = useTranslations("posts.detail.actions");
  const errorText = useApiErrorMessage(["posts.errors", "posts.validation"]);
  const router = useRouter();
  const [asking, setAsking] = useState<Action | null>(null);
  const [pause, paused] = useGraphQLMutation(PausePostMutation);
  const [resume, resumed] = useGraphQLMutation(ResumePostMutation);
  const [retry, retried] = useGraphQLMutation(RetryPostMutation);
  const [remove, removed] = useGraphQLMutation(DeletePostMutation);
  const busy = paused.loading || resumed.loading || retried.loading || removed.loading;
  const run = { pause, resume, retry, delete: remove };

  async function confirm(action: Action) {
    setAsking(null);
    const { data, error } = await run[action]({ id }).then(
      (answer) => ({ data: answer, error: undefined }),
      (failure: unknown) => ({ data: undefined, error: failure }),
    );
    if (error || !data) {
      toast.error(errorText(error));
      return;
    }
    toast.success(t(`${action}.done`, { title }));
    // The list, the calendar and this detail are server renders: read them again.
    router.refresh();
  }

  const deleted = status === "DELETED";
  const shown: { action: Action; icon: typeof Pause; when: boolean }[] = [
    { action: "pause", icon: Pause, when: status === "SCHEDULED" },
    { action: "resume", icon: Play, when: status === "PAUSED" },
    { action: "retry", icon: RotateCcw, when: !deleted && failedStores > 0 },
  ];

  return (
    <div className="flex flex-wrap gap-2">
      {deleted ? null : (
        <Button asChild variant="outline" size="sm">
          <Link href={editPostHref(id)}>
            <Pencil aria-hidden />
            {t("edit")}
          </Link>
        </Button>
      )}
      {shown
        .filter(({ when }) => when)
        .map(({ action, icon: Icon }) => (
          <Button
            key={action}
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => setAsking(action)}
          >
            <Icon aria-hidden />
            {t(`${action}.button`, { count: failedStores })}
          </Button>
        ))}
      {deleted ? null : (
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={busy}
          onClick={() => setAsking("delete")}
        >
          <Trash2 aria-hidden />
          {t("delete.button")}
        </Button>
      )}
      <GenericDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={asking ? t(`${asking}.title`) : ""}
        description={asking ? t(`${asking}.confirm`, { title, count: failedStores }) : ""}
        confirmLabel={asking ? t(`${asking}.button`, { count: failedStores }) : ""}
        onConfirm={() => (asking ? void confirm(asking) : undefined)}
        destructive={asking === "delete"}
      />
    </div>
  );
}
