import { toSearchParams, type SearchParamsLike } from "@/components/data-table/url-state";

export const POST_PATH = "/apps/post";
/** The post whose detail is open, over any view. */
export const POST_PARAM = "post";
/** The page of the open post's stores. */
export const STORE_PAGE_PARAM = "storePage";

function href(next: URLSearchParams) {
  const query = next.toString();
  return query ? `${POST_PATH}?${query}` : POST_PATH;
}

/** The current view (list filters, calendar month) with post `id`'s detail open over it. */
export function postDetailHref(params: SearchParamsLike, id: string) {
  const next = toSearchParams(params);
  next.set(POST_PARAM, id);
  next.delete(STORE_PAGE_PARAM);
  return href(next);
}

/** The current view with the detail closed, as it was before it opened. */
export function closedDetailHref(params: SearchParamsLike) {
  const next = toSearchParams(params);
  next.delete(POST_PARAM);
  next.delete(STORE_PAGE_PARAM);
  return href(next);
}

/** The open detail at page `page` of its stores. */
export function storePageHref(params: SearchParamsLike, page: number) {
  const next = toSearchParams(params);
  if (page > 1) next.set(STORE_PAGE_PARAM, String(page));
  else next.delete(STORE_PAGE_PARAM);
  return href(next);
}

/** The form, editing post `id` or starting from template `id`. */
export const editPostHref = (id: string) => `/apps/new-post?post=${encodeURIComponent(id)}`;
export const fromTemplateHref = (id: string) => `/apps/new-post?template=${encodeURIComponent(id)}`;
