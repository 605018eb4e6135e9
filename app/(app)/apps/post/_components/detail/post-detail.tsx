import { getLocale, getTranslations } from "next-intl/server";
import type { SearchParamsLike } from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import type { Locale } from "@/lib/i18n/config";
import { formatPostTime } from "@/lib/posts/format";
import { PostDetailQuery } from "@/lib/posts/operations";
import { closedDetailHref } from "../post-href";
import { PostStatusChip, StoreCounts } from "../post-status";
import { PostActions, RefreshAtPublishTime, RefreshWhenJobDone } from "./detail-parts";
import { PostContentView } from "./post-content";
import { PostDetailSheet } from "./post-detail-sheet";
import { PostStores, STORES_PAGE_SIZE } from "./post-stores";

/**
 * `?post=<id>`: one post over the view it was opened from: what it says, when it goes out, its
 * publishing while it runs, each store's outcome, and what can be done with it.
 */
export async function PostDetail({
  id,
  storePage,
  params,
}: {
  id: string;
  storePage: number;
  params: SearchParamsLike;
}) {
  const [t, locale, { data }] = await Promise.all([
    getTranslations("posts"),
    getLocale() as Promise<Locale>,
    query({
      query: PostDetailQuery,
      variables: { id, limit: STORES_PAGE_SIZE, offset: (storePage - 1) * STORES_PAGE_SIZE },
    }),
  ]);
  const closeHref = closedDetailHref(params);
  const post = data?.post;
  if (!post)
    return (
      <PostDetailSheet
        title={t("detail.notFound.title")}
        description={t("detail.notFound.description")}
        closeHref={closeHref}
      >
        {null}
      </PostDetailSheet>
    );

  const timeZone = data.postSettings.timeZone;
  const when = post.publishAt ? formatPostTime(post.publishAt, locale, timeZone) : null;
  // A planned post's job waits for its time: progress means something once it is going out.
  const publishing = post.status === "PENDING" || post.status === "PROCESSING";
  const running = post.job?.status === "QUEUED" || post.job?.status === "RUNNING";
  const facts: [string, string][] = [
    [t("detail.type"), t(`types.${post.content.type}`)],
    [t("detail.publishAt"), when ? `${when} (${timeZone})` : t("list.notPlanned")],
    ...(post.recurrence
      ? [[t("detail.recurrence"), t(`recurrence.${post.recurrence}`)] as [string, string]]
      : []),
    [t("detail.createdAt"), formatPostTime(post.createdAt, locale, timeZone)],
    [t("detail.storeTotal"), t("list.storeCount", { count: post.counts.total })],
  ];

  return (
    <PostDetailSheet
      title={post.content.title}
      description={`${t(`types.${post.content.type}`)} · ${t(`status.${post.status}`)}`}
      closeHref={closeHref}
    >
      <div className="flex flex-col gap-5 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <PostStatusChip status={post.status} counts={post.counts} />
          <StoreCounts
            status={post.status}
            counts={post.counts}
            className="text-muted-foreground text-sm"
          />
        </div>
        <PostActions
          id={post.id}
          title={post.content.title}
          status={post.status}
          failedStores={post.counts.fails}
        />
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        {post.status === "SCHEDULED" && post.publishAt ? (
          <RefreshAtPublishTime publishAt={post.publishAt} />
        ) : null}
        {post.job && publishing ? (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">{t("detail.publishing")}</h3>
            <RefreshWhenJobDone jobId={post.job.id} running={running} />
          </section>
        ) : null}
        <PostContentView content={post.content} />
        <PostStores stores={post.stores} page={storePage} params={params} />
      </div>
    </PostDetailSheet>
  );
}
