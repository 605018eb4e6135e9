import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "@/components/ui/link";
import { getLocale, getTranslations } from "next-intl/server";
import type { SearchParamsLike } from "@/components/data-table/url-state";
import { Button } from "@/components/ui/button";
import { query } from "@/lib/apollo/rsc-client";
import type { PostListItemFragment, PostStatus } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { monthTitle } from "@/lib/format/date";
import { dayIn, dayRange } from "@/lib/posts/format";
import { PostSettingsQuery, PostsListQuery } from "@/lib/posts/operations";
import { rememberedWorkspaceId } from "@/lib/workspaces/remembered";
import { CalendarDays, type DayPosts } from "./calendar-days";
import { calendarLinks, calendarRange, type CalendarRange } from "./calendar-range";

/** Posts that go out on a day: drafts have no day, deleted ones are gone from the stores. */
const PLANNED: PostStatus[] = [
  "SCHEDULED",
  "PAUSED",
  "PENDING",
  "PROCESSING",
  "LIVE",
  "FAILS",
  "REJECTED",
];
/** The most one month asks for (the `posts` query's own cap). */
const CALENDAR_LIMIT = 200;

function title(range: CalendarRange, locale: Locale) {
  const format = (options: Intl.DateTimeFormatOptions, day: string) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(
      new Date(`${day}T00:00:00Z`),
    );
  if (range.mode === "month") return monthTitle(range.month, locale);
  const text = `${format({ day: "numeric", month: "short" }, range.days[0]!)} – ${format(
    { day: "numeric", month: "short", year: "numeric" },
    range.days[6]!,
  )}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The calendar view: the planned and sent posts of a month (or a week) on their day of the
 * tenant's clock, each a chip in its status colour that opens its detail.
 */
export async function PostsCalendar({ params }: { params: SearchParamsLike }) {
  const [t, locale, { data: settings }] = await Promise.all([
    getTranslations("posts.calendar"),
    getLocale() as Promise<Locale>,
    query({ query: PostSettingsQuery }),
  ]);
  if (!settings)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  const { timeZone, today } = settings.postSettings;
  const range = calendarRange(params, today, locale);
  const { data } = await query({
    query: PostsListQuery,
    variables: {
      filter: {
        statuses: PLANNED,
        ...dayRange(range.days[0]!, range.days.at(-1)!, timeZone),
        workspaceId: await rememberedWorkspaceId(),
      },
      sort: { by: "PUBLISH_AT", direction: "asc" },
      limit: CALENDAR_LIMIT,
    },
  });
  const byDay = new Map<string, PostListItemFragment[]>();
  for (const post of data?.posts.items ?? []) {
    if (!post.publishAt) continue;
    const day = dayIn(post.publishAt, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), post]);
  }
  const days: DayPosts[] = range.days.map((day) => ({ day, posts: byDay.get(day) ?? [] }));
  const links = calendarLinks(range, params);
  const heading = title(range, locale);

  return (
    <section
      aria-label={heading}
      className="flex min-w-0 flex-col gap-3"
      data-testid="posts-calendar"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold" aria-live="polite">
          {heading}
        </h2>
        <div className="bg-muted flex gap-1 rounded-lg p-1 text-sm">
          {(["month", "week"] as const).map((mode) => {
            const href = links[mode];
            return href ? (
              <Link
                key={mode}
                href={href}
                className="text-muted-foreground hover:text-foreground rounded-md px-3 py-1"
              >
                {t(mode)}
              </Link>
            ) : (
              <span
                key={mode}
                aria-current="true"
                className="bg-background rounded-md px-3 py-1 font-medium shadow-sm"
              >
                {t(mode)}
              </span>
            );
          })}
        </div>
        <nav aria-label={t("navigation")} className="flex gap-1">
          <Button asChild variant="outline" size="icon">
            <Link
              href={links.previous}
              aria-label={t(range.mode === "month" ? "previousMonth" : "previousWeek")}
            >
              <ChevronLeft aria-hidden />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={links.today}>{t("today")}</Link>
          </Button>
          <Button asChild variant="outline" size="icon">
            <Link
              href={links.next}
              aria-label={t(range.mode === "month" ? "nextMonth" : "nextWeek")}
            >
              <ChevronRight aria-hidden />
            </Link>
          </Button>
        </nav>
      </div>
      {data ? (
        <CalendarDays range={range} days={days} timeZone={timeZone} params={params} />
      ) : (
        <p role="alert" className="text-destructive text-sm">
          {t("loadFailed")}
        </p>
      )}
      {data && data.posts.total > data.posts.items.length ? (
        <p className="text-muted-foreground text-xs">
          {t("capped", { shown: data.posts.items.length, total: data.posts.total })}
        </p>
      ) : null}
      <p className="text-muted-foreground text-xs">{t("timeZone", { zone: timeZone })}</p>
    </section>
  );
}
