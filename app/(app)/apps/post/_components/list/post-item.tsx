"use client";
import { Link } from "@/components/ui/link";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { formatDate } from "@/lib/format/date";
import type { PostListItemFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { formatPostTime } from "@/lib/posts/format";
import { postDetailHref } from "../post-href";
import { PostStatusChip, StoreCounts } from "../post-status";

// One grid for the wide row and the narrow card: the post and its status side by side with the
// facts below on a phone; each fact in its own column from md up, under PostItemsHeader.
const GRID =
  "grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 [grid-template-areas:'post_status'_'facts_facts'] md:grid-cols-[minmax(0,1fr)_5rem_minmax(8rem,11rem)_8.5rem_4.5rem_5.5rem] md:items-center md:gap-x-4 md:[grid-template-areas:'post_type_status_publish_stores_created']";

/** The column headings of the wide rows; the cards of a phone need none. */
export function PostItemsHeader() {
  const t = useTranslations("posts.list.columns");
  return (
    <div
      aria-hidden
      className={`${GRID} text-muted-foreground hidden border-b px-4 py-2 text-xs font-medium md:grid`}
    >
      <span className="[grid-area:post]">{t("post")}</span>
      <span className="[grid-area:type]">{t("type")}</span>
      <span className="[grid-area:status]">{t("status")}</span>
      <span className="[grid-area:publish]">{t("publishAt")}</span>
      <span className="[grid-area:stores]">{t("stores")}</span>
      <span className="[grid-area:created]">{t("createdAt")}</span>
    </div>
  );
}

/** One post: its title (opening its detail), type, status with the stores' outcomes, and times. */
export function PostItem({ post, timeZone }: { post: PostListItemFragment; timeZone: string }) {
  const t = useTranslations("posts");
  const locale = useLocale() as Locale;
  const params = useSearchParams();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-testid="post-item"
      data-post-id={post.id}
      className={`${GRID} p-3 sm:px-4`}
    >
      <h3 id={headingId} className="min-w-0 text-sm font-medium [grid-area:post]">
        <Link
          href={postDetailHref(params, post.id)}
          scroll={false}
          className="line-clamp-2 [overflow-wrap:anywhere] underline-offset-4 hover:underline"
        >
          {post.content.title}
        </Link>
        {post.recurrence ? (
          <span className="text-muted-foreground block text-xs font-normal">
            {t(`recurrence.${post.recurrence}`)}
          </span>
        ) : null}
      </h3>

      <div className="flex min-w-0 flex-col items-end gap-1 [grid-area:status] md:items-start">
        <PostStatusChip status={post.status} counts={post.counts} />
        <StoreCounts
          status={post.status}
          counts={post.counts}
          className="text-muted-foreground text-xs"
        />
      </div>

      <div className="text-muted-foreground flex flex-wrap gap-x-2 text-xs [grid-area:facts] md:contents md:text-sm">
        <span className="md:text-foreground [grid-area:type]">
          {t(`types.${post.content.type}`)}
        </span>
        <span className="tabular-nums [grid-area:publish]">
          {post.publishAt ? (
            <time dateTime={post.publishAt}>
              <span className="md:hidden">{t("list.publishes")} </span>
              {formatPostTime(post.publishAt, locale, timeZone)}
            </time>
          ) : (
            t("list.notPlanned")
          )}
        </span>
        <span className="tabular-nums [grid-area:stores]">
          {t("list.storeCount", { count: post.counts.total })}
        </span>
        <time className="tabular-nums [grid-area:created]" dateTime={post.createdAt}>
          <span className="md:hidden">{t("list.created")} </span>
          {formatDate(post.createdAt, locale, timeZone)}
        </time>
      </div>
    </article>
  );
}
