"use client";
import { useTranslations } from "next-intl";
import { ItemDataTable } from "@/components/data-table/item-data-table";
import type { FacetView } from "@/components/data-table/facet-controls";
import type { DataTableState } from "@/components/data-table/url-state";
import type { ResourceItemFragment } from "@/lib/graphql/generated/client/graphql";
import { FileItem, FileItemsHeader } from "./file-item";
import { FILES_TABLE } from "./files-table-config";
import { TagPicker } from "./tag-picker";

/** The library's interactive body: the shared data table's item list, each file a row or a card. */
export function FilesTable({
  rows,
  total,
  tags,
  state,
  error,
}: {
  rows: ResourceItemFragment[];
  total: number;
  /** The tags in use, most used first, for the tag filter. */
  tags: string[];
  state: DataTableState;
  error: boolean;
}) {
  const t = useTranslations("files");
  const facets: FacetView[] = [
    { id: "q", label: t("facets.q"), placeholder: t("facets.qPlaceholder") },
    {
      id: "tag",
      label: t("facets.tag"),
      picker: (props) => <TagPicker {...props} tags={tags} />,
    },
    {
      id: "kind",
      label: t("facets.kind"),
      valueLabel: (value) => t(`kindsPlural.${value as "IMAGE"}`),
    },
  ];

  return (
    <ItemDataTable
      rows={rows}
      total={total}
      state={state}
      config={FILES_TABLE}
      caption={t("caption")}
      getRowId={(row) => row.id}
      renderItem={(row) => <FileItem file={row} />}
      itemsHeader={<FileItemsHeader />}
      facets={facets}
      error={error}
      emptyTitle={t("empty")}
      emptyDescription={t("emptyDescription")}
    />
  );
}
