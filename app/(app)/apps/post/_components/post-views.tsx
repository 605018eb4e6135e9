import { getTranslations } from "next-intl/server";
import { LinkTabs } from "@/components/common/link-tabs";
import { toSearchParams, type SearchParamsLike } from "@/components/data-table/url-state";
import { POST_PARAM, POST_PATH, STORE_PAGE_PARAM } from "./post-href";

export const POST_VIEWS = ["list", "calendar", "templates"] as const;
export type PostView = (typeof POST_VIEWS)[number];
export const VIEW_PARAM = "view";

/** The view `?view=` names; the list for anything else. */
export function postView(params: SearchParamsLike): PostView {
  const value = toSearchParams(params).get(VIEW_PARAM);
  return (POST_VIEWS as readonly string[]).includes(value ?? "") ? (value as PostView) : "list";
}

/**
 * List | Calendar | Templates. The rest of the URL goes along, so coming back to the list finds its
 * filters and to the calendar its month; an open post's detail closes.
 */
export async function PostViews({
  current,
  params,
}: {
  current: PostView;
  params: SearchParamsLike;
}) {
  const t = await getTranslations("posts.list.views");
  const hrefOf = (view: PostView) => {
    const next = toSearchParams(params);
    next.delete(POST_PARAM);
    next.delete(STORE_PAGE_PARAM);
    if (view === "list") next.delete(VIEW_PARAM);
    else next.set(VIEW_PARAM, view);
    const query = next.toString();
    return query ? `${POST_PATH}?${query}` : POST_PATH;
  };
  return (
    <LinkTabs
      label={t("label")}
      current={current}
      tabs={POST_VIEWS.map((view) => ({ id: view, href: hrefOf(view), label: t(view) }))}
    />
  );
}
