"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { FacetView } from "@/components/data-table/facet-controls";
import { ItemDataTable } from "@/components/data-table/item-data-table";
import type { DataTableState } from "@/components/data-table/url-state";
import type { PostListItemFragment } from "@/lib/graphql/generated/client/graphql";
import { PostItem, PostItemsHeader } from "./post-item";
import { POSTS_TABLE } from "./posts-table-config";

// The store facet's search loads when the facet is first opened, not with the list.
const StorePicker = dynamic(() => import("./store-picker").then((m) => m.StorePicker));

/** The list's interactive body: the shared data table's item list, each post a row or a card. */
export function PostsTable({
  rows,
  total,
  state,
  timeZone,
  storeNames,
  error,
}: {
  rows: PostListItemFragment[];
  total: number;
  state: DataTableState;
  /** The tenant's zone: publishing times are read on its clock. */
  timeZone: string;
  /** Names of the stores the store filter holds, read by the server. */
  storeNames: Record<string, string>;
  error: boolean;
}) {
  const t = useTranslations("posts");
  // A store picked here is named at once, before the server's name of the new URL arrives.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const storeName = (id: string) => storeNames[id] ?? picked[id] ?? t("list.facets.unknownStore");

  const facets: FacetView[] = [
    { id: "q", label: t("list.facets.q"), placeholder: t("list.facets.qPlaceholder") },
    {
      id: "type",
      label: t("list.facets.type"),
      valueLabel: (value) => t(`types.${value as "BASIC"}`),
    },
    {
      id: "status",
      label: t("list.facets.status"),
      valueLabel: (value) => t(`status.${value as "LIVE"}`),
    },
    {
      id: "store",
      label: t("list.facets.store"),
      valueLabel: storeName,
      picker: (props) => (
        <StorePicker
          {...props}
          nameOf={storeName}
          onNames={(names) => setPicked((known) => ({ ...known, ...names }))}
        />
      ),
    },
    { id: "date", label: t("list.facets.date") },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <ItemDataTable
        rows={rows}
        total={total}
        state={state}
        config={POSTS_TABLE}
        caption={t("list.caption")}
        getRowId={(row) => row.id}
        renderItem={(row) => <PostItem post={row} timeZone={timeZone} />}
        itemsHeader={<PostItemsHeader />}
        facets={facets}
        sortOptions={[
          { id: "createdAt", direction: "desc", label: t("list.sort.newest") },
          { id: "createdAt", direction: "asc", label: t("list.sort.oldest") },
          { id: "publishAt", direction: "desc", label: t("list.sort.publishLatest") },
          { id: "publishAt", direction: "asc", label: t("list.sort.publishEarliest") },
          { id: "title", direction: "asc", label: t("list.sort.titleAsc") },
          { id: "title", direction: "desc", label: t("list.sort.titleDesc") },
        ]}
        error={error}
        emptyTitle={t("list.empty")}
        emptyDescription={t("list.emptyDescription")}
      />
      <p className="text-muted-foreground text-xs">{t("list.timeZone", { zone: timeZone })}</p>
    </div>
  );
}
