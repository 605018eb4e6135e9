"use client";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { StatusChip } from "@/components/common/status-chip";
import { Badge } from "@/components/ui/badge";
import type { StoreRow } from "./stores-table-config";

const NONE = "—";

/**
 * The store list's columns, in order. Ids are the server's filter and sort ids where the column
 * has one (lib/validation/locations); adding a column is one entry here.
 */
export function useStoreColumns(): ColumnDef<StoreRow>[] {
  const t = useTranslations("stores");
  const label = (id: string) => ({ label: t(`columns.${id}` as "columns.locationName") });
  return [
    {
      id: "locationName",
      meta: { ...label("locationName"), className: "min-w-40", phone: "title" },
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    {
      id: "storeCode",
      meta: { ...label("storeCode"), className: "whitespace-nowrap" },
      cell: ({ row }) => row.original.storeCode ?? NONE,
    },
    {
      id: "address",
      // On a phone's card the city stands for the address.
      meta: { ...label("address"), className: "min-w-48", phone: "hidden" },
      cell: ({ row }) => row.original.address || NONE,
    },
    { id: "locality", meta: label("locality"), cell: ({ row }) => row.original.locality ?? NONE },
    {
      id: "openStatus",
      meta: label("openStatus"),
      cell: ({ row }) => (
        <StatusChip status={row.original.openStatus}>
          {t(`openStatus.${row.original.openStatus}` as "openStatus.OPEN")}
        </StatusChip>
      ),
    },
    {
      id: "verified",
      meta: label("verified"),
      cell: ({ row }) => (
        <StatusChip status={row.original.verification}>
          {t(`verification.${row.original.verification}` as "verification.NONE")}
        </StatusChip>
      ),
    },
    {
      id: "reviewRequests",
      meta: { ...label("reviewRequests"), className: "min-w-32" },
      cell: ({ row }) => (
        <span className="tabular-nums" data-testid="review-requests">
          {t("reviewRequests.value", {
            scans: row.original.reviewRequests.scans,
            reviews: row.original.reviewRequests.newReviews,
          })}
        </span>
      ),
    },
    {
      id: "labels",
      meta: { ...label("labels"), phone: "hidden" },
      cell: ({ row }) =>
        row.original.labels.length ? (
          <span className="flex flex-wrap gap-1">
            {row.original.labels.map((name) => (
              <Badge key={name} variant="outline">
                {name}
              </Badge>
            ))}
          </span>
        ) : (
          NONE
        ),
    },
    {
      id: "lastChange",
      meta: label("lastChange"),
      cell: ({ row }) => <LastChange change={row.original.lastChange} />,
    },
  ];
}

/** A store's newest accepted change: its day, then the fields it changed. */
export function LastChange({ change }: { change: StoreRow["lastChange"] }) {
  const t = useTranslations("stores.edit.fields");
  if (!change) return NONE;
  const fields = change.fields.map((field) => (t.has(field) ? t(field as "title") : field));
  return (
    <span className="flex flex-col">
      <span className="whitespace-nowrap tabular-nums">{change.date}</span>
      <span className="text-muted-foreground text-xs">{fields.join(", ")}</span>
    </span>
  );
}
