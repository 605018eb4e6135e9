import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { parseTableState } from "@/components/data-table/url-state";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { AutoReplyPanel } from "./_components/auto-reply/auto-reply-panel";
import { ReviewDraftsPanel } from "./_components/drafts/drafts-panel";
import { ReviewsList } from "./_components/reviews-list";
import { REVIEWS_TABLE } from "./_components/reviews-table-config";
import { ReviewsTabs, reviewTab } from "./_components/reviews-tabs";
import { ReviewTemplatesPanel } from "./_components/templates/templates-panel";

export const generateMetadata = pageMetadata("reviews");

/** /apps/reviews: every store's reviews in one inbox, with the templates and automatic replies. */
export default async function ReviewsPage({ searchParams }: PageProps<"/apps/reviews">) {
  await guardRoute("/apps/reviews");
  const params = await searchParams;
  const tab = reviewTab(params);
  return (
    <ModulePage path="/apps/reviews">
      <ReviewsTabs current={tab} params={params} />
      {tab === "templates" ? (
        <Suspense fallback={<DataTableSkeleton columns={3} rows={4} />}>
          <ReviewTemplatesPanel />
        </Suspense>
      ) : tab === "drafts" ? (
        <Suspense fallback={<DataTableSkeleton columns={3} rows={4} />}>
          <ReviewDraftsPanel />
        </Suspense>
      ) : tab === "auto-replies" ? (
        <Suspense fallback={<DataTableSkeleton columns={3} rows={4} />}>
          <AutoReplyPanel />
        </Suspense>
      ) : (
        <Suspense fallback={<DataTableSkeleton columns={4} />}>
          <ReviewsList state={parseTableState(params, REVIEWS_TABLE)} />
        </Suspense>
      )}
    </ModulePage>
  );
}
