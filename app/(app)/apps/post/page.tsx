import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import { toSearchParams } from "@/components/data-table/url-state";
import { guardRoute } from "@/lib/navigation/guard";
import { pageParam } from "@/lib/navigation/page-param";
import { isUuid } from "@/lib/validation/ids";
import { CurrentView } from "./_components/current-view";
import { PostDetail } from "./_components/detail/post-detail";
import { STORES_PAGE_SIZE } from "./_components/detail/post-stores";
import { POST_PARAM, STORE_PAGE_PARAM } from "./_components/post-href";
import { PostViews, postView } from "./_components/post-views";

export async function generateMetadata() {
  const t = await getTranslations("posts.list");
  return { title: t("title") };
}

/**
 * /apps/post: the tenant's posts as a list, a calendar (`?view=calendar`) or their templates
 * (`?view=templates`); `?post=<id>` opens one post's detail over whichever view is shown.
 */
export default async function PostsPage({ searchParams }: PageProps<"/apps/post">) {
  await guardRoute("/apps/post");
  const params = await searchParams;
  const search = toSearchParams(params);
  const view = postView(params);
  const postId = search.get(POST_PARAM);
  const storePage = pageParam(search.get(STORE_PAGE_PARAM) ?? undefined, STORES_PAGE_SIZE);
  return (
    <ModulePage path="/apps/post">
      <PostViews current={view} params={params} />
      <CurrentView view={view} params={params} />
      {isUuid(postId) ? (
        <Suspense key={postId} fallback={null}>
          <PostDetail id={postId} storePage={storePage} params={params} />
        </Suspense>
      ) : null}
    </ModulePage>
  );
}
