// Where the topics view's links go: the view itself with another scope or topic, and the inbox
// filtered to the reviews behind a count. Pure, shared by the view's server parts.

export type TopicViewParams = {
  days: number;
  city?: string;
  store?: string;
  topic?: string;
  by: "STORE" | "CITY";
  page: number;
};

/** The topics view with some of its parameters changed (a page of 1 and the defaults left out). */
export function viewHref(params: TopicViewParams, change: Partial<TopicViewParams>): string {
  const next = { ...params, page: 1, ...change };
  const query = new URLSearchParams();
  if (next.days !== 90) query.set("days", String(next.days));
  if (next.city) query.set("city", next.city);
  if (next.store) query.set("store", next.store);
  if (next.topic) query.set("topic", next.topic);
  if (next.by !== "STORE") query.set("by", next.by);
  if (next.page > 1) query.set("page", String(next.page));
  const text = query.toString();
  return text ? `/apps/reviews/topics?${text}` : "/apps/reviews/topics";
}

/** The inbox showing the reviews behind a count: the topic, its sentiment, the days and stores. */
export function inboxHref(target: {
  topic: string;
  sentiment?: "POSITIVE" | "NEUTRAL" | "NEGATIVE";
  from: string;
  to: string;
  storeIds?: readonly string[];
}): string {
  const query = new URLSearchParams();
  query.append("topic", target.topic);
  if (target.sentiment) query.set("topicSentiment", target.sentiment);
  query.set("date", `${target.from}..${target.to}`);
  for (const id of target.storeIds ?? []) query.append("store", id);
  return `/apps/reviews?${query.toString()}`;
}
