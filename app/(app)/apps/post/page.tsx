import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Plus } from "lucide-react";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { parseTableState, toSearchParams } from "@/components/data-table/url-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { guardRoute } from "@/lib/navigation/guard";
import { pageParam } from "@/lib/navigation/page-param";
import { isUuid } from "@/lib/validation/ids";
import { PostsCalendar } from "./_components/calendar/posts-calendar";
import { PostDetail } from "./_components/detail/post-detail";
import { STORES_PAGE_SIZE } from "./_components/detail/post-stores";
import { PostsList } from "./_components/list/posts-list";
import { POSTS_TABLE } from "./_components/list/posts-table-config";
import { POST_PARAM, STORE_PAGE_PARAM } from "./_components/post-href";
import { PostViews, postView } from "./_components/post-views";
import { PostTemplatesPanel } from "./_components/templates/templates-panel";

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
  const [t, params] = await Promise.all([getTranslations("posts.list"), searchParams]);
  const search = toSearchParams(params);
  const view = postView(params);
  const postId = search.get(POST_PARAM);
  return (
    <div className="flex w-full min-w-0 flex-col gap-4 p-3 sm:p-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-xl font-semibold sm:text-2xl">{t("title")}</h1>
          <p className="text-muted-foreground text-sm">{t("description")}</p>
        </div>
        <Button asChild>
          <Link href="/apps/new-post">
            <Plus aria-hidden />
            {t("newPost")}
          </Link>
        </Button>
      </header>
      <PostViews current={view} params={params} />
      {view === "templates" ? (
        <Suspense fallback={<DataTableSkeleton columns={4} rows={4} />}>
          <PostTemplatesPanel />
        </Suspense>
      ) : view === "calendar" ? (
        <Suspense fallback={<Skeleton className="h-96 w-full rounded-md" />}>
          <PostsCalendar params={params} />
        </Suspense>
      ) : (
        <Suspense fallback={<DataTableSkeleton columns={6} />}>
          <PostsList state={parseTableState(params, POSTS_TABLE)} />
        </Suspense>
      )}
      {isUuid(postId) ? (
        <Suspense key={postId} fallback={null}>
          <PostDetail
            id={postId}
            storePage={pageParam(search.get(STORE_PAGE_PARAM) ?? undefined, STORES_PAGE_SIZE)}
            params={params}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
