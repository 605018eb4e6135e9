import { Suspense } from "react";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { parseTableState, type SearchParamsLike } from "@/components/data-table/url-state";
import { Skeleton } from "@/components/ui/skeleton";
import { PostsCalendar } from "./calendar/posts-calendar";
import { PostsList } from "./list/posts-list";
import { POSTS_TABLE } from "./list/posts-table-config";
import type { PostView } from "./post-views";
import { PostTemplatesPanel } from "./templates/templates-panel";

/** The view the URL names, each behind its own skeleton while its server read runs. */
export function CurrentView({ view, params }: { view: PostView; params: SearchParamsLike }) {
  switch (view) {
    case "templates":
      return (
        <Suspense fallback={<DataTableSkeleton columns={4} rows={4} />}>
          <PostTemplatesPanel />
        </Suspense>
      );
    case "calendar":
      return (
        <Suspense fallback={<Skeleton className="h-96 w-full rounded-md" />}>
          <PostsCalendar params={params} />
        </Suspense>
      );
    case "list":
      return (
        <Suspense fallback={<DataTableSkeleton columns={6} />}>
          <PostsList state={parseTableState(params, POSTS_TABLE)} />
        </Suspense>
      );
  }
}
