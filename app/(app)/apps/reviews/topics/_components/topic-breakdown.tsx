import { getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/common/section-card";
import { LinkTabs } from "@/components/common/link-tabs";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { TopicCountCells, TopicCountHeads, type Counts } from "./topic-counts";
import { viewHref, type TopicViewParams } from "./topic-links";

export type BreakdownRow = {
  key: string;
  label: string;
  city: string | null;
  locationIds: string[];
  counts: Counts;
};

/** One topic per store or city, the most spoken of first; a store's or city's name narrows the view. */
export async function TopicBreakdown({
  topicName,
  rows,
  total,
  pageSize,
  params,
  period,
}: {
  topicName: string;
  rows: readonly BreakdownRow[];
  total: number;
  pageSize: number;
  params: TopicViewParams;
  period: { from: string; to: string };
}) {
  const t = await getTranslations("reviewTopics.breakdown");
  const byStore = params.by === "STORE";
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <SectionCard title={t("title", { topic: topicName })} description={t("description")}>
      <div className="flex flex-col gap-4">
        <LinkTabs
          label={t("by")}
          current={params.by}
          tabs={[
            { id: "STORE", href: viewHref(params, { by: "STORE" }), label: t("byStore") },
            { id: "CITY", href: viewHref(params, { by: "CITY" }), label: t("byCity") },
          ]}
        />
        {rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("empty")}</p>
        ) : (
          <Table aria-label={t("title", { topic: topicName })}>
            <TableHeader>
              <TableRow>
                <TableHead>{byStore ? t("store") : t("city")}</TableHead>
                {byStore ? (
                  <TableHead className="hidden sm:table-cell">{t("city")}</TableHead>
                ) : null}
                <TopicCountHeads />
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => {
                const label = row.label || t("noCity");
                return (
                  <TableRow key={row.key} data-row={label}>
                    <TableCell className="font-medium">
                      <Link
                        href={viewHref(
                          params,
                          byStore
                            ? { store: row.key }
                            : { city: row.key || undefined, store: undefined, by: "STORE" },
                        )}
                        className="underline-offset-4 hover:underline"
                      >
                        {label}
                      </Link>
                    </TableCell>
                    {byStore ? (
                      <TableCell className="text-muted-foreground hidden sm:table-cell">
                        {row.city ?? ""}
                      </TableCell>
                    ) : null}
                    <TopicCountCells
                      counts={row.counts}
                      name={label}
                      target={{ topic: params.topic!, ...period, storeIds: row.locationIds }}
                    />
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
        {pages > 1 ? (
          <nav aria-label={t("pages")} className="flex items-center justify-between gap-2 text-sm">
            <span>{t("page", { page: params.page, pages })}</span>
            <div className="flex gap-2">
              {params.page > 1 ? (
                <Button asChild variant="outline" size="sm">
                  <Link href={viewHref(params, { page: params.page - 1 })}>{t("previous")}</Link>
                </Button>
              ) : null}
              {params.page < pages ? (
                <Button asChild variant="outline" size="sm">
                  <Link href={viewHref(params, { page: params.page + 1 })}>{t("next")}</Link>
                </Button>
              ) : null}
            </div>
          </nav>
        ) : null}
      </div>
    </SectionCard>
  );
}
