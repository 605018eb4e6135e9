"use client";

import { Check, Pencil, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { SectionCard } from "@/components/common/section-card";
import { StarRating } from "@/components/common/star-rating";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { EmptyState } from "@/components/feedback/empty-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/toast";
import type {
  BrandVoiceFieldsFragment,
  ReplyDrafterMode,
  ReviewDraftFieldsFragment,
} from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import {
  ApproveReviewDraftsMutation,
  DiscardReviewDraftsMutation,
} from "@/lib/review-drafts/operations";
import { BrandVoiceSummary } from "./brand-voice-summary";

// The editors load when first opened, not with the list.
const DraftEditorDialog = dynamic(() =>
  import("./draft-editor-dialog").then((module) => module.DraftEditorDialog),
);

type Draft = ReviewDraftFieldsFragment;

function Violations({ draft }: { draft: Draft }) {
  const t = useTranslations("reviewDrafts.list");
  if (draft.violations.length === 0) return null;
  return (
    <div className="text-destructive text-sm" data-testid="draft-violations">
      <p className="font-medium">{t("violationsLabel")}</p>
      <ul className="list-disc ps-5">
        {draft.violations.map((violation, i) => (
          <li key={i}>
            {t(`violations.${violation.code}` as "violations.EMPTY", {
              limit: violation.detail ?? "",
              word: violation.detail ?? "",
              number: violation.detail ?? "",
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The drafts waiting for a person: edit, approve (one, ticked) or discard; rule breaks in place. */
export function DraftsManager({
  drafts,
  total,
  voice,
  drafter,
}: {
  drafts: Draft[];
  total: number;
  voice: BrandVoiceFieldsFragment;
  drafter: { mode: ReplyDrafterMode; modelId?: string | null };
}) {
  const t = useTranslations("reviewDrafts");
  const errorMessage = useApiErrorMessage(["reviewDrafts.errors", "reviewDrafts.validation"]);
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Draft | null>(null);
  const [approve, approving] = useGraphQLMutation(ApproveReviewDraftsMutation);
  const [discard, discarding] = useGraphQLMutation(DiscardReviewDraftsMutation);
  const busy = approving.loading || discarding.loading || refreshing;
  const off = drafter.mode === "OFF";
  const passing = drafts.filter((draft) => draft.violations.length === 0);
  const tickedIds = drafts.filter((draft) => ticked.has(draft.id)).map((draft) => draft.id);
  const tickedFailing = drafts.some((d) => ticked.has(d.id) && d.violations.length > 0);
  const refresh = () => startRefresh(() => router.refresh());

  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function decide(kind: "approve" | "discard", ids: string[]) {
    const run = kind === "approve" ? approve({ ids }) : discard({ ids });
    const result = await run.then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (!result.data) {
      toast.error(errorMessage(result.error));
      return refresh();
    }
    toast.success(
      t(kind === "approve" ? "list.approved" : "list.discarded", { count: ids.length }),
    );
    setTicked((current) => new Set([...current].filter((id) => !ids.includes(id))));
    refresh();
  }

  return (
    <div className="flex flex-col gap-4">
      {off ? (
        <div role="status" className="rounded-md border p-4" data-testid="drafts-off">
          <p className="font-medium">{t("off.title")}</p>
          <p className="text-muted-foreground text-sm">{t("off.description")}</p>
        </div>
      ) : null}
      <BrandVoiceSummary voice={voice} drafter={drafter} onSaved={refresh} />
      <SectionCard
        title={t("list.title")}
        description={t("list.description")}
        busy={busy}
        action={
          drafts.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => decide("approve", tickedIds)}
                disabled={busy || off || tickedIds.length === 0 || tickedFailing}
                data-testid="drafts-approve-ticked"
              >
                <Check aria-hidden />
                {t("list.approveSelected", { count: tickedIds.length })}
              </Button>
              <Button
                variant="outline"
                onClick={() => decide("discard", tickedIds)}
                disabled={busy || off || tickedIds.length === 0}
              >
                <Trash2 aria-hidden />
                {t("list.discardSelected", { count: tickedIds.length })}
              </Button>
            </div>
          ) : null
        }
      >
        {drafts.length === 0 ? (
          <EmptyState
            title={t("list.empty.title")}
            description={t("list.empty.description")}
            className="py-6"
          />
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <label className="flex items-center gap-2">
                <Checkbox
                  checked={passing.length > 0 && passing.every((d) => ticked.has(d.id))}
                  disabled={busy || off || passing.length === 0}
                  onCheckedChange={(on) =>
                    setTicked(on === true ? new Set(passing.map((d) => d.id)) : new Set())
                  }
                  data-testid="drafts-tick-all"
                />
                {t("list.selectAll")}
              </label>
              <span className="text-muted-foreground" aria-live="polite">
                {t("list.count", { count: total })}
              </span>
            </div>
            <ul
              className="flex flex-col divide-y rounded-md border"
              aria-label={t("list.listLabel")}
            >
              {drafts.map((draft) => {
                const failing = draft.violations.length > 0;
                const name = draft.reviewer;
                return (
                  <li
                    key={draft.id}
                    data-testid="review-draft"
                    data-review-id={draft.reviewId}
                    className="flex gap-3 p-3 sm:p-4"
                  >
                    <Checkbox
                      className="mt-1"
                      checked={ticked.has(draft.id)}
                      disabled={busy || off || failing}
                      onCheckedChange={(on) => toggle(draft.id, on === true)}
                      aria-label={t("list.select", { name })}
                    />
                    <div className="flex min-w-0 flex-1 flex-col gap-2">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                        <span className="font-medium">{name}</span>
                        <StarRating rating={draft.rating} size="sm" />
                        <span className="text-muted-foreground">
                          {draft.city ? `${draft.storeName} · ${draft.city}` : draft.storeName}
                        </span>
                      </div>
                      <p className="text-muted-foreground text-sm break-words">
                        {draft.comment || t("list.noComment")}
                      </p>
                      <div className="bg-muted/50 rounded-md p-3">
                        <div className="mb-1 flex flex-wrap items-center gap-2">
                          <span className="text-xs font-medium">{t("list.draftLabel")}</span>
                          <Badge variant="muted">
                            {draft.offline
                              ? t("list.offline")
                              : t("list.model", { model: draft.source })}
                          </Badge>
                          {draft.edited ? (
                            <Badge variant="outline">{t("list.edited")}</Badge>
                          ) : null}
                        </div>
                        <p
                          className="text-sm break-words whitespace-pre-line"
                          data-testid="draft-text"
                        >
                          {draft.text}
                        </p>
                      </div>
                      {draft.reviewReplied ? (
                        <p className="text-muted-foreground text-xs">{t("list.replied")}</p>
                      ) : null}
                      <Violations draft={draft} />
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          onClick={() => decide("approve", [draft.id])}
                          disabled={busy || off || failing}
                          aria-label={t("list.approveFor", { name })}
                        >
                          <Check aria-hidden />
                          {t("list.approve")}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setEditing(draft)}
                          disabled={busy || off}
                          aria-label={t("list.editFor", { name })}
                        >
                          <Pencil aria-hidden />
                          {t("list.edit")}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => decide("discard", [draft.id])}
                          disabled={busy || off}
                          aria-label={t("list.discardFor", { name })}
                        >
                          <Trash2 aria-hidden />
                          {t("list.discard")}
                        </Button>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </SectionCard>
      {editing ? (
        <DraftEditorDialog
          draft={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
    </div>
  );
}
