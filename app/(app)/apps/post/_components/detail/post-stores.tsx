import { ExternalLink } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { SearchParamsLike } from "@/components/data-table/url-state";
import { Pager } from "@/components/pager";
import type { PostDetailQuery } from "@/lib/graphql/generated/client/graphql";
import { STORE_PAGE_PARAM, storePageHref } from "../post-href";
import { PostStoreStatusChip } from "../post-status";

/** Stores shown at once in a post's detail (the query's default page). */
export const STORES_PAGE_SIZE = 20;

type Stores = NonNullable<PostDetailQuery["post"]>["stores"];

/**
 * Each store's copy of the post, failed and rejected first (the server's order): its status, where
 * it shows on Google once live, and why it failed in the user's words with the service's reason.
 */
export async function PostStores({
  stores,
  page,
  params,
}: {
  stores: Stores;
  page: number;
  params: SearchParamsLike;
}) {
  const [t, tPosts, tJobs] = await Promise.all([
    getTranslations("posts.detail.stores"),
    getTranslations("posts.errors"),
    getTranslations("jobs.errors"),
  ]);
  // The posts' own codes first, then the ones every job shares (quota, no access…).
  const errorText = (code: string) =>
    tPosts.has(code)
      ? tPosts(code as "REJECTED")
      : tJobs.has(code)
        ? tJobs(code as "UNKNOWN")
        : tJobs("UNKNOWN");
  const pages = Math.max(1, Math.ceil(stores.total / STORES_PAGE_SIZE));

  return (
    <section className="flex flex-col gap-2" aria-labelledby="post-stores-heading">
      <h3 id="post-stores-heading" className="text-sm font-semibold">
        {t("title", { count: stores.total })}
      </h3>
      {stores.items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("none")}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" data-testid="post-stores">
          {stores.items.map((store) => (
            <li
              key={store.locationId}
              data-status={store.status}
              className="flex flex-col gap-1.5 p-3 text-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <p className="min-w-0">
                  <span className="font-medium [overflow-wrap:anywhere]">{store.locationName}</span>
                  {store.locality || store.storeCode ? (
                    <span className="text-muted-foreground block text-xs">
                      {[store.storeCode, store.locality].filter(Boolean).join(" · ")}
                    </span>
                  ) : null}
                </p>
                <PostStoreStatusChip status={store.status} />
              </div>
              {store.error ? (
                <div className="text-destructive flex flex-col gap-0.5 text-xs">
                  <p>{errorText(store.error)}</p>
                  {store.errorDetail ? (
                    <p className="text-muted-foreground [overflow-wrap:anywhere]">
                      {t("reason", { reason: store.errorDetail })}
                    </p>
                  ) : null}
                </div>
              ) : null}
              {store.searchUrl ? (
                <a
                  href={store.searchUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary inline-flex w-fit items-center gap-1 text-xs underline-offset-4 hover:underline"
                >
                  {t("viewOnGoogle")}
                  <ExternalLink aria-hidden className="size-3" />
                  <span className="sr-only">
                    {t("viewOnGoogleOf", { name: store.locationName })}
                  </span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        basePath={storePageHref(params, 1)}
        param={STORE_PAGE_PARAM}
      />
    </section>
  );
}
