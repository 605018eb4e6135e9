import { facetList, facetRange, facetText, type FacetValues } from "@/components/data-table/facets";
import { defineTableConfig } from "@/components/data-table/url-state";
import { STARS_MAX } from "@/lib/constants";
import { INFO_URL_PARAM } from "@/lib/notifications/types";
import type { ReviewFilter } from "@/lib/graphql/generated/client/graphql";
import { TOPIC_KEY_PATTERN } from "@/lib/review-topics/rules";
import { REVIEW_LIMITS } from "@/lib/reviews/rules";
import { UUID_SOURCE } from "@/lib/validation/ids";

/** A maps-service review name, as notifications pass them: accounts/{a}/locations/{l}/reviews/{r}. */
const REVIEW_NAME = "accounts/[^/\\s]+/locations/[^/\\s]+/reviews/[^/\\s]+";

export const RATINGS = Array.from({ length: STARS_MAX }, (_, i) => String(STARS_MAX - i));
export const SENTIMENTS = ["POSITIVE", "NEUTRAL", "NEGATIVE"] as const;
export const REPLY_STATES = ["PENDING", "APPROVED", "REJECTED"] as const;
export const REPORT_STATUSES = ["REPORTED", "APPROVED", "REJECTED"] as const;

/** The URL key of the topics the topics view's counts open the inbox with. */
export const TOPIC_FACET = "topic";

/** The URL key of the review names a notification opens the inbox with (components/notifications). */
export const NOTIFICATION_FACET = INFO_URL_PARAM;

/**
 * What the inbox lets people sort and filter by: the `reviews` query's sorts and its filter's
 * fields as facets, each under its own URL key (`?rating=5&rating=4&answered=UNANSWERED`).
 */
export const REVIEWS_TABLE = defineTableConfig({
  sortable: ["updateTime", "rating"],
  filterable: [],
  defaultSort: { id: "updateTime", direction: "desc" },
  facets: [
    { id: "q", kind: "text", min: 2, max: 100 },
    { id: "store", kind: "values", pattern: UUID_SOURCE, max: REVIEW_LIMITS.filterValues },
    { id: "rating", kind: "choice", options: RATINGS, multiple: true },
    { id: "answered", kind: "choice", options: ["UNANSWERED", "ANSWERED"], multiple: false },
    { id: "sentiment", kind: "choice", options: SENTIMENTS, multiple: true },
    { id: "replyState", kind: "choice", options: REPLY_STATES, multiple: true },
    { id: "reported", kind: "choice", options: REPORT_STATUSES, multiple: true },
    { id: "comment", kind: "choice", options: ["with", "without"], multiple: false },
    { id: "date", kind: "dateRange" },
    { id: "removed", kind: "choice", options: ["include"], multiple: false },
    // Set from the topics view's links (/apps/reviews/topics): the reviews behind one of its counts.
    { id: TOPIC_FACET, kind: "values", pattern: TOPIC_KEY_PATTERN.source.slice(1, -1), max: 20 },
    { id: "topicSentiment", kind: "choice", options: SENTIMENTS, multiple: false },
    {
      id: NOTIFICATION_FACET,
      kind: "values",
      pattern: REVIEW_NAME,
      max: REVIEW_LIMITS.filterValues,
    },
  ],
});

const some = <T>(values: readonly T[]) => (values.length > 0 ? [...values] : undefined);

/**
 * The `reviews` filter the URL's facets ask for. Reviews a notification names are shown wherever
 * they are: outside the selected workspace, and even once removed from the maps service.
 */
export function toReviewFilter(facets: FacetValues | undefined, workspaceId: string | null) {
  const names = some(facetList(facets, NOTIFICATION_FACET));
  const { from, to } = facetRange(facets, "date");
  const comment = facetList(facets, "comment")[0];
  const filter: ReviewFilter = {
    workspaceId: names ? null : workspaceId,
    names,
    locationIds: some(facetList(facets, "store")),
    ratings: some(facetList(facets, "rating").map(Number)),
    answered: facetList(facets, "answered")[0] as ReviewFilter["answered"],
    sentiments: some(facetList(facets, "sentiment")) as ReviewFilter["sentiments"],
    replyStates: some(facetList(facets, "replyState")) as ReviewFilter["replyStates"],
    reported: some(facetList(facets, "reported")) as ReviewFilter["reported"],
    from,
    to,
    text: facetText(facets, "q"),
    withComment: comment === "with" ? true : comment === "without" ? false : null,
    includeRemoved: names !== undefined || facetList(facets, "removed").length > 0,
    topics: some(facetList(facets, TOPIC_FACET)),
    topicSentiment: facetList(facets, "topicSentiment")[0] as ReviewFilter["topicSentiment"],
  };
  return filter;
}
