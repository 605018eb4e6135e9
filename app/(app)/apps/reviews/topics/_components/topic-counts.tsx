import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { TableCell, TableHead } from "@/components/ui/table";
import { formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";
import { inboxHref } from "./topic-links";

export type Counts = { total: number; positive: number; neutral: number; negative: number };
type Target = Omit<Parameters<typeof inboxHref>[0], "sentiment">;

const SENTIMENTS = [
  { key: "positive", value: "POSITIVE", bar: "bg-emerald-600" },
  { key: "neutral", value: "NEUTRAL", bar: "bg-slate-400" },
  { key: "negative", value: "NEGATIVE", bar: "bg-red-600" },
] as const;

/** A share of the total as a whole percent. */
const share = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0);

/**
 * A row's counts as table cells: the reviews, then each sentiment's count and share, every number a
 * link to the inbox showing the reviews behind it, and the shares drawn as one bar.
 */
export async function TopicCountCells({
  counts,
  target,
  name,
}: {
  counts: Counts;
  target: Target;
  /** What the row counts (a topic, a store), for the links' accessible names. */
  name: string;
}) {
  const [t, locale] = await Promise.all([getTranslations("reviewTopics"), getLocale()]);
  const n = (value: number) => formatNumber(value, locale as Locale);
  return (
    <>
      <TableCell className="text-right tabular-nums">
        <Link href={inboxHref(target)} className="font-medium underline-offset-4 hover:underline">
          {n(counts.total)}
          <span className="sr-only"> {t("links.reviews", { count: counts.total, name })}</span>
        </Link>
      </TableCell>
      {SENTIMENTS.map((sentiment) => {
        const value = counts[sentiment.key];
        return (
          <TableCell key={sentiment.key} className="text-right whitespace-nowrap tabular-nums">
            {value > 0 ? (
              <Link
                href={inboxHref({ ...target, sentiment: sentiment.value })}
                className="underline-offset-4 hover:underline"
              >
                {n(value)}
                <span className="sr-only">
                  {" "}
                  {t(`links.${sentiment.key}`, { count: value, name })}
                </span>
              </Link>
            ) : (
              n(0)
            )}
            <span className="text-muted-foreground ml-1 text-xs">
              {t("share", { percent: share(value, counts.total) })}
            </span>
          </TableCell>
        );
      })}
      <TableCell className="hidden w-40 md:table-cell">
        <div aria-hidden className="bg-muted flex h-2 w-full overflow-hidden rounded-full">
          {SENTIMENTS.map((sentiment) => (
            <div
              key={sentiment.key}
              className={sentiment.bar}
              style={{ width: `${share(counts[sentiment.key], counts.total)}%` }}
            />
          ))}
        </div>
      </TableCell>
    </>
  );
}

/** The heading cells that go with TopicCountCells. */
export async function TopicCountHeads() {
  const t = await getTranslations("reviewTopics.columns");
  return (
    <>
      <TableHead className="text-right">{t("reviews")}</TableHead>
      <TableHead className="text-right">{t("positive")}</TableHead>
      <TableHead className="text-right">{t("neutral")}</TableHead>
      <TableHead className="text-right">{t("negative")}</TableHead>
      <TableHead className="hidden md:table-cell">
        <span className="sr-only">{t("shares")}</span>
      </TableHead>
    </>
  );
}
