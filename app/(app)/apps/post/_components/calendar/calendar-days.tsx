import { Link } from "@/components/ui/link";
import { useLocale, useTranslations } from "next-intl";
import { COLOUR_TONES } from "@/components/common/status-chip";
import type { SearchParamsLike } from "@/components/data-table/url-state";
import { badgeVariants } from "@/components/ui/badge";
import type { PostListItemFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { STATUS_TONE } from "@/lib/posts/status";
import { toWallTime } from "@/lib/posts/time";
import { cn } from "@/lib/utils";
import { postDetailHref } from "../post-href";
import type { CalendarRange } from "./calendar-range";

export type DayPosts = { day: string; posts: PostListItemFragment[] };

const dayFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A post on its day: its time and title in its status colour, opening its detail. */
function PostChip({
  post,
  timeZone,
  params,
}: {
  post: PostListItemFragment;
  timeZone: string;
  params: SearchParamsLike;
}) {
  const t = useTranslations("posts");
  const time = post.publishAt ? toWallTime(new Date(post.publishAt), timeZone).slice(11) : "";
  return (
    <Link
      href={postDetailHref(params, post.id)}
      scroll={false}
      data-testid="calendar-post"
      data-status={post.status}
      className={cn(
        badgeVariants({ variant: COLOUR_TONES[STATUS_TONE[post.status]] }),
        "w-full min-w-0 justify-start gap-1.5 font-normal hover:opacity-90",
      )}
    >
      <span className="tabular-nums">{time}</span>
      <span className="truncate font-medium">{post.content.title}</span>
      <span className="sr-only">, {t(`status.${post.status}`)}</span>
    </Link>
  );
}

/**
 * The days of a month or week: a grid of whole weeks from md up; on a phone, the days that have
 * posts as a list, since seven columns of 50 px hold no title.
 */
export function CalendarDays({
  range,
  days,
  timeZone,
  params,
}: {
  range: CalendarRange;
  days: DayPosts[];
  timeZone: string;
  params: SearchParamsLike;
}) {
  const t = useTranslations("posts.calendar");
  const locale = useLocale() as Locale;
  const weekday = dayFormat(locale, { weekday: "short" });
  const longDay = dayFormat(locale, { weekday: "long", day: "numeric", month: "long" });
  const inView = (day: string) => range.mode === "week" || day.startsWith(range.month);
  const withPosts = days.filter(({ day, posts }) => posts.length > 0 && inView(day));

  return (
    <>
      <div className="hidden overflow-hidden rounded-md border md:block">
        <div aria-hidden className="bg-muted/50 grid grid-cols-7 border-b text-xs font-medium">
          {days.slice(0, 7).map(({ day }) => (
            <span key={day} className="text-muted-foreground px-2 py-1.5">
              {weekday.format(asDate(day))}
            </span>
          ))}
        </div>
        <ol className="grid grid-cols-7">
          {days.map(({ day, posts }) => (
            <li
              key={day}
              data-day={day}
              aria-label={longDay.format(asDate(day))}
              className={cn(
                "flex min-w-0 flex-col gap-1 border-r border-b p-1.5 [&:nth-child(7n)]:border-r-0",
                range.mode === "week" ? "min-h-48" : "min-h-24",
                !inView(day) && "bg-muted/30 text-muted-foreground",
              )}
            >
              <span
                className={cn(
                  "self-end rounded-full px-1.5 text-xs tabular-nums",
                  day === range.today && "bg-primary text-primary-foreground font-semibold",
                )}
              >
                {Number(day.slice(8))}
              </span>
              {posts.map((post) => (
                <PostChip key={post.id} post={post} timeZone={timeZone} params={params} />
              ))}
            </li>
          ))}
        </ol>
      </div>

      <div className="md:hidden">
        {withPosts.length === 0 ? (
          <p className="text-muted-foreground rounded-md border px-4 py-8 text-center text-sm">
            {t(range.mode === "month" ? "emptyMonth" : "emptyWeek")}
          </p>
        ) : (
          <ol className="flex flex-col divide-y rounded-md border">
            {withPosts.map(({ day, posts }) => (
              <li key={day} data-day={day} className="flex flex-col gap-1.5 p-3">
                <h3 className="text-sm font-medium first-letter:uppercase">
                  {longDay.format(asDate(day))}
                  {day === range.today ? (
                    <span className="text-primary ml-2 text-xs">{t("todayMark")}</span>
                  ) : null}
                </h3>
                {posts.map((post) => (
                  <PostChip key={post.id} post={post} timeZone={timeZone} params={params} />
                ))}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
