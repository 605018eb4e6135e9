"use client";

import { Sparkles } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { ReviewFilter } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { DraftRepliesMutation } from "@/lib/review-drafts/operations";

/** "Draft replies": drafts for the inbox's filtered selection (a bounded round on the server). */
export function DraftRepliesButton({ filter }: { filter: ReviewFilter }) {
  const t = useTranslations("reviewDrafts.inbox");
  const errorMessage = useApiErrorMessage(["reviewDrafts.errors", "reviewDrafts.validation"]);
  const router = useRouter();
  const [draft, drafting] = useGraphQLMutation(DraftRepliesMutation);

  async function run() {
    const result = await draft({ filter }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const done = result.data?.draftReplies;
    if (!done) {
      toast.error(errorMessage(result.error));
      return;
    }
    const { drafted, skipped, failed } = done;
    const summary = t("drafted", { drafted, skipped, failed });
    toast.success(done.more ? `${summary} ${t("more")}` : summary);
    if (done.drafted > 0) router.push("/apps/reviews?tab=drafts");
  }

  return (
    <Button
      variant="outline"
      onClick={run}
      disabled={drafting.loading}
      aria-busy={drafting.loading || undefined}
      title={t("draftRepliesHint")}
      data-testid="draft-replies"
    >
      <Sparkles aria-hidden />
      {drafting.loading ? t("drafting") : t("draftReplies")}
    </Button>
  );
}
