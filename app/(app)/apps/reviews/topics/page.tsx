import { getTranslations } from "next-intl/server";
import { ModulePage } from "@/components/common/module-page";
import { selectedWorkspace } from "@/components/common/selected-workspace";
import { toSearchParams } from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { canAccessSection } from "@/lib/auth/permissions";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { ReviewTopicsViewQuery } from "@/lib/review-topics/operations";
import {
  DEFAULT_TOPIC_PERIOD,
  TOPIC_KEY_PATTERN,
  TOPIC_LIMITS,
  TOPIC_PERIODS,
} from "@/lib/review-topics/rules";
import { ReviewStoreNamesQuery } from "@/lib/reviews/operations";
import { isUuid } from "@/lib/validation/ids";
import { ReviewsTabs } from "../_components/reviews-tabs";
import { TopicBreakdown } from "./_components/topic-breakdown";
import { TopicFilters } from "./_components/topic-filters";
import type { TopicViewParams } from "./_components/topic-links";
import { TopicSummary } from "./_components/topic-summary";
import { TopicTrend } from "./_components/topic-trend";
import { TopicsSettings } from "./_components/topics-settings";

export const generateMetadata = pageMetadata("reviewTopics");

/** The address's view: anything unknown is left at its default. */
function viewParams(raw: URLSearchParams): TopicViewParams {
  const days = Number(raw.get("days"));
  const page = Number(raw.get("page"));
  const city = raw.get("city")?.trim();
  const store = raw.get("store") ?? "";
  const topic = raw.get("topic") ?? "";
  return {
    days: (TOPIC_PERIODS as readonly number[]).includes(days) ? days : DEFAULT_TOPIC_PERIOD,
    city: city && city.length <= 100 ? city : undefined,
    store: isUuid(store) ? store : undefined,
    topic: TOPIC_KEY_PATTERN.test(topic) ? topic : undefined,
    by: raw.get("by") === "CITY" ? "CITY" : "STORE",
    page: Number.isInteger(page) && page > 1 && page <= 400 ? page : 1,
  };
}

/**
 * /apps/reviews/topics: what the selected workspace's reviews speak of (wait time, prices, staff…),
 * each topic's volume and sentiment, its trend and its stores or cities, every number a link to
 * the reviews behind it in the inbox; and the topics a tenant adds to the fixed list.
 */
export default async function ReviewTopicsPage({
  searchParams,
}: PageProps<"/apps/reviews/topics">) {
  const user = await guardRoute("/apps/reviews/topics");
  const params = viewParams(toSearchParams(await searchParams));
  const [workspace, names] = await Promise.all([
    selectedWorkspace(),
    getTranslations("reviewTopics.names"),
  ]);
  const filter = {
    workspaceId: workspace?.id ?? null,
    city: params.city ?? null,
    locationId: params.store ?? null,
    days: params.days,
  };
  const pageSize = TOPIC_LIMITS.breakdownPage.default;
  const variables = {
    filter,
    workspaceId: workspace?.id ?? null,
    by: params.by,
    limit: pageSize,
    offset: (params.page - 1) * pageSize,
  };
  // The chosen store's name is read beside the view, not after it.
  const [first, stores] = await Promise.all([
    query({
      query: ReviewTopicsViewQuery,
      variables: { ...variables, topic: params.topic ?? "", withTopic: Boolean(params.topic) },
    }),
    params.store
      ? query({ query: ReviewStoreNamesQuery, variables: { ids: [params.store] } })
      : null,
  ]);
  const summary = first.data?.reviewTopicSummary;
  // With no topic in the address, the most spoken of.
  const topic = params.topic ?? summary?.rows[0]?.topic;
  const view =
    topic && !params.topic
      ? await query({
          query: ReviewTopicsViewQuery,
          variables: { ...variables, topic, withTopic: true },
        })
      : first;
  const nameOf = (key: string, own?: string | null) =>
    own ?? (names.has(key as never) ? names(key as never) : key);
  const rows = (summary?.rows ?? []).map((row) => ({
    topic: row.topic,
    name: nameOf(row.topic, row.name),
    counts: row.counts,
  }));
  const shown = { ...params, topic };
  const topicName = topic ? (rows.find((row) => row.topic === topic)?.name ?? nameOf(topic)) : "";
  const period = summary ? { from: summary.from, to: summary.to } : null;
  const scopeStores = summary?.scopeLocationIds ?? [];
  const t = await getTranslations("reviewTopics");
  return (
    <ModulePage path="/apps/reviews/topics">
      <ReviewsTabs current="topics" params={{}} />
      <TopicFilters
        params={shown}
        cities={view.data?.reviewTopicCities ?? []}
        workspaceName={workspace && !workspace.isDefault ? workspace.name : null}
        storeName={stores?.data?.reviewLocations[0]?.title ?? null}
      />
      {!summary || !period ? (
        <p role="alert" className="text-destructive text-sm">
          {t("loadFailed")}
        </p>
      ) : (
        <>
          <TopicSummary rows={rows} params={shown} period={period} storeIds={scopeStores} />
          {topic && view.data?.reviewTopicTrend ? (
            <TopicTrend
              topic={topic}
              topicName={topicName}
              interval={view.data.reviewTopicTrend.interval}
              points={view.data.reviewTopicTrend.points}
              storeIds={scopeStores}
            />
          ) : null}
          {topic && view.data?.reviewTopicBreakdown ? (
            <TopicBreakdown
              topicName={topicName}
              rows={view.data.reviewTopicBreakdown.rows}
              total={view.data.reviewTopicBreakdown.total}
              pageSize={pageSize}
              params={shown}
              period={period}
            />
          ) : null}
        </>
      )}
      <TopicsSettings canEdit={canAccessSection(user.roles, "admin")} />
    </ModulePage>
  );
}
