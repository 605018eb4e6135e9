"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ItemDataTable } from "@/components/data-table/item-data-table";
import type { FacetView } from "@/components/data-table/facet-controls";
import type { DataTableState } from "@/components/data-table/url-state";
import type { ReviewItemFragment } from "@/lib/graphql/generated/client/graphql";
import { ReviewItem, ReviewItemsHeader } from "./review-item";
import {
  NOTIFICATION_FACET,
  REVIEWS_TABLE,
  TOPIC_FACET,
  toReviewFilter,
} from "./reviews-table-config";
import { StorePicker } from "./store-picker";
import { DraftRepliesButton } from "./drafts/draft-replies-button";
import { SyncButton } from "./sync-button";

/** The inbox's interactive body: the shared data table's item list, each review a row or a card. */
export function ReviewsTable({
  rows,
  total,
  totalCapped,
  state,
  workspaceId,
  storeNames,
  topicNames = {},
  error,
}: {
  rows: ReviewItemFragment[];
  total: number;
  /** A text search counted only up to `total`. */
  totalCapped: boolean;
  state: DataTableState;
  workspaceId: string | null;
  /** Names of the stores the store filter holds, read by the server. */
  storeNames: Record<string, string>;
  /** Names of the topics the topic filter holds (set from the topics view's links). */
  topicNames?: Record<string, string>;
  error: boolean;
}) {
  const t = useTranslations("reviews");
  // Stores picked here are named at once, before the server's names of the new URL arrive.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const storeName = (id: string) => storeNames[id] ?? picked[id] ?? t("facets.unknownStore");
  const choice = (group: string) => (value: string) =>
    t(`values.${group}.${value}` as "values.answered.ANSWERED");

  const facets: FacetView[] = [
    { id: "q", label: t("facets.q"), placeholder: t("facets.qPlaceholder") },
    {
      id: "store",
      label: t("facets.store"),
      valueLabel: storeName,
      picker: (props) => (
        <StorePicker
          {...props}
          workspaceId={workspaceId}
          nameOf={storeName}
          onNames={(names) => setPicked((known) => ({ ...known, ...names }))}
        />
      ),
    },
    {
      id: "rating",
      label: t("facets.rating"),
      valueLabel: (value) => t("values.rating", { count: Number(value) }),
    },
    { id: "answered", label: t("facets.answered"), valueLabel: choice("answered") },
    { id: "sentiment", label: t("facets.sentiment"), valueLabel: choice("sentiment") },
    { id: "replyState", label: t("facets.replyState"), valueLabel: choice("replyState") },
    { id: "reported", label: t("facets.reported"), valueLabel: choice("reported") },
    { id: "comment", label: t("facets.comment"), valueLabel: choice("comment") },
    { id: "date", label: t("facets.date") },
    { id: "removed", label: t("facets.removed"), valueLabel: choice("removed") },
    { id: NOTIFICATION_FACET, label: t("facets.notification"), chip: t("facets.notification") },
    // Set only by the topics view's links: a chip that clears it, no control.
    {
      id: TOPIC_FACET,
      label: t("facets.topic"),
      chip: t("facets.topicChip", {
        topics: (state.facets?.[TOPIC_FACET] ?? []).map((key) => topicNames[key] ?? key).join(", "),
      }),
    },
    {
      id: "topicSentiment",
      label: t("facets.topicSentiment"),
      chip: t("facets.topicSentimentChip", {
        sentiment: choice("sentiment")(state.facets?.topicSentiment?.[0] ?? "NEUTRAL"),
      }),
    },
  ];

  return (
    <ItemDataTable
      rows={rows}
      total={total}
      totalCapped={totalCapped}
      state={state}
      config={REVIEWS_TABLE}
      caption={t("caption")}
      getRowId={(row) => row.id}
      renderItem={(row) => <ReviewItem review={row} />}
      itemsHeader={<ReviewItemsHeader />}
      facets={facets}
      sortOptions={[
        { id: "updateTime", direction: "desc", label: t("sort.newest") },
        { id: "updateTime", direction: "asc", label: t("sort.oldest") },
        { id: "rating", direction: "desc", label: t("sort.highest") },
        { id: "rating", direction: "asc", label: t("sort.lowest") },
      ]}
      scope={workspaceId ?? undefined}
      error={error}
      emptyTitle={t("empty")}
      emptyDescription={t("emptyDescription")}
      toolbar={
        <>
          <DraftRepliesButton filter={toReviewFilter(state.facets, workspaceId)} />
          <SyncButton />
        </>
      }
    />
  );
}
