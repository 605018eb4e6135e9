import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { parseTableState } from "@/components/data-table/url-state";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { StoresTabs } from "../_components/stores-tabs";
import { ApprovalsList } from "./_components/approvals-list";
import { APPROVALS_TABLE } from "./_components/approvals-table-config";
import { RuleSection } from "./_components/rule-section";

export const generateMetadata = pageMetadata("storeApprovals");

/**
 * /apps/stores/approvals (ADMIN): the store edits waiting for approval, oldest first, each with
 * its changes per store and field, approved or rejected here; and which roles' edits must wait.
 */
export default async function StoreApprovalsPage({
  searchParams,
}: PageProps<"/apps/stores/approvals">) {
  const user = await guardRoute("/apps/stores/approvals");
  const state = parseTableState(await searchParams, APPROVALS_TABLE);
  return (
    <ModulePage path="/apps/stores/approvals">
      <StoresTabs current="approvals" user={user} />
      <Suspense fallback={<DataTableSkeleton columns={5} />}>
        <ApprovalsList state={state} />
      </Suspense>
      <Suspense fallback={null}>
        <RuleSection />
      </Suspense>
    </ModulePage>
  );
}
