import { getTranslations } from "next-intl/server";
import { LinkTabs } from "@/components/common/link-tabs";
import { toSearchParams, type SearchParamsLike } from "@/components/data-table/url-state";

export const REVIEW_TABS = ["inbox", "templates", "auto-replies", "drafts"] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];
export const TAB_PARAM = "tab";

/** The tab `?tab=` names; the inbox for anything else. */
export function reviewTab(params: SearchParamsLike): ReviewTab {
  const value = toSearchParams(params).get(TAB_PARAM);
  return (REVIEW_TABS as readonly string[]).includes(value ?? "") ? (value as ReviewTab) : "inbox";
}

/** The tabs that are pages of their own rather than a `?tab=` of the inbox's route. */
const PAGE_TABS = [{ id: "topics", href: "/apps/reviews/topics" }] as const;
export type ReviewsPageTab = ReviewTab | (typeof PAGE_TABS)[number]["id"];

/**
 * Inbox | Templates | Automatic replies | Topics, as links (each tab is its own server render). The rest of
 * the URL goes along, so coming back to the inbox finds its filters as they were.
 */
export async function ReviewsTabs({
  current,
  params,
}: {
  current: ReviewsPageTab;
  params: SearchParamsLike;
}) {
  const t = await getTranslations("reviews.tabs");
  const hrefOf = (tab: ReviewTab) => {
    const next = toSearchParams(params);
    if (tab === "inbox") next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, tab);
    const query = next.toString();
    return query ? `/apps/reviews?${query}` : "/apps/reviews";
  };
  return (
    <LinkTabs
      label={t("label")}
      current={current}
      tabs={[
        ...REVIEW_TABS.map((tab) => ({ id: tab, href: hrefOf(tab), label: t(tab) })),
        ...PAGE_TABS.map((tab) => ({ ...tab, label: t(tab.id) })),
      ]}
    />
  );
}
