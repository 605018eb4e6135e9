import "server-only";
import { getLocale, getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { CUSTOM_TOPIC_PREFIX } from "@/lib/review-topics/rules";
import { TenantTopicsQuery } from "@/lib/review-topics/operations";

/**
 * Topics' names in the reader's language: a built-in one's from the messages, a tenant's own from
 * its topics (read only when one is named).
 */
export async function topicNames(keys: readonly string[]): Promise<Record<string, string>> {
  if (keys.length === 0) return {};
  const [t, locale] = await Promise.all([getTranslations("reviewTopics.names"), getLocale()]);
  const own = keys.some((key) => key.startsWith(CUSTOM_TOPIC_PREFIX))
    ? ((await query({ query: TenantTopicsQuery })).data?.tenantTopics ?? [])
    : [];
  const names: Record<string, string> = {};
  for (const key of keys) {
    const topic = own.find((row) => row.key === key);
    if (topic) names[key] = locale === "es" ? topic.nameEs : topic.nameEn;
    else if (t.has(key as never)) names[key] = t(key as never);
  }
  return names;
}
