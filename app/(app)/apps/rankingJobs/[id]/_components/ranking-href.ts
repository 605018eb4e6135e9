/** A ranking's page showing one store and keyword, and a page of its results. */
export function rankingHref(
  id: string,
  { store, keyword, page }: { store?: string; keyword?: string; page?: number },
): string {
  const search = new URLSearchParams();
  if (store) search.set("store", store);
  if (keyword) search.set("keyword", keyword);
  if (page && page > 1) search.set("page", String(page));
  const query = search.toString();
  return `/apps/rankingJobs/${id}${query ? `?${query}` : ""}`;
}
