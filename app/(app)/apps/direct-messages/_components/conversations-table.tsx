"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { FacetView } from "@/components/data-table/facet-controls";
import { ItemDataTable } from "@/components/data-table/item-data-table";
import type { DataTableState } from "@/components/data-table/url-state";
import type { ConversationFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import { ConversationItem } from "./conversation-item";
import { CONVERSATIONS_TABLE } from "./conversations-table-config";

const StorePicker = dynamic(() => import("./store-picker").then((m) => m.StorePicker));

/** The conversation list: the shared item table with its search, unread and store filters. */
export function ConversationsTable({
  rows,
  total,
  state,
  storeNames,
  error,
}: {
  rows: ConversationFieldsFragment[];
  total: number;
  state: DataTableState;
  storeNames: Record<string, string>;
  error: boolean;
}) {
  const t = useTranslations("directMessages.list");
  const [picked, setPicked] = useState<Record<string, string>>({});
  const storeName = (id: string) => storeNames[id] ?? picked[id] ?? t("unknownStore");
  const facets: FacetView[] = [
    { id: "q", label: t("search"), placeholder: t("searchPlaceholder") },
    { id: "show", label: t("show"), valueLabel: () => t("unreadOnly") },
    {
      id: "store",
      label: t("store"),
      valueLabel: storeName,
      picker: (props) => (
        <StorePicker
          {...props}
          nameOf={storeName}
          onNames={(names) => setPicked((known) => ({ ...known, ...names }))}
        />
      ),
    },
  ];
  return (
    <ItemDataTable
      rows={rows}
      total={total}
      state={state}
      config={CONVERSATIONS_TABLE}
      caption={t("caption")}
      getRowId={(row) => row.id}
      renderItem={(row) => <ConversationItem conversation={row} />}
      facets={facets}
      error={error}
      emptyTitle={error ? t("loadError") : t("empty")}
      emptyDescription={error ? undefined : t("emptyDescription")}
    />
  );
}
