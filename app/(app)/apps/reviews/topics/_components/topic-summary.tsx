import { getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/common/section-card";
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

export type SummaryRow = { topic: string; name: string; counts: Counts };

/** Each topic's reviews and sentiment shares; a topic's name opens its trend and breakdown. */
export async function TopicSummary({
  rows,
  params,
  period,
  storeIds,
}: {
  rows: readonly SummaryRow[];
  params: TopicViewParams;
  period: { from: string; to: string };
  storeIds: readonly string[];
}) {
  const t = await getTranslations("reviewTopics.summary");
  return (
    <SectionCard title={t("title")} description={t("description")}>
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("empty")}</p>
      ) : (
        <Table aria-label={t("title")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("topic")}</TableHead>
              <TopicCountHeads />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.topic}
                data-topic={row.topic}
                aria-current={row.topic === params.topic ? "true" : undefined}
                className="aria-[current=true]:bg-muted/60"
              >
                <TableCell className="font-medium">
                  <Link
                    href={viewHref(params, { topic: row.topic })}
                    className="underline-offset-4 hover:underline"
                  >
                    {row.name}
                  </Link>
                </TableCell>
                <TopicCountCells
                  counts={row.counts}
                  name={row.name}
                  target={{ topic: row.topic, ...period, storeIds }}
                />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
}
