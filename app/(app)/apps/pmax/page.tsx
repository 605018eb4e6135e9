import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import { Skeleton } from "@/components/ui/skeleton";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { PmaxOverview } from "./_components/pmax-overview";

export const generateMetadata = pageMetadata("pmax");

/** /apps/pmax: how the Performance Max campaigns do together, and the latest ones. */
export default async function PmaxPage() {
  await guardRoute("/apps/pmax");
  return (
    <ModulePage path="/apps/pmax">
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <PmaxOverview />
      </Suspense>
    </ModulePage>
  );
}
