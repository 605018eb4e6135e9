import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { parseTableState } from "@/components/data-table/url-state";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { FilesList } from "./_components/files-list";
import { FILES_TABLE } from "./_components/files-table-config";
import { LibraryUpload } from "./_components/library-upload";

export const generateMetadata = pageMetadata("files");

/** /apps/files: the tenant's resources library, with uploads, search, tags and previews. */
export default async function FilesPage({ searchParams }: PageProps<"/apps/files">) {
  await guardRoute("/apps/files");
  const params = await searchParams;
  const state = parseTableState(params, FILES_TABLE);
  return (
    <ModulePage path="/apps/files">
      <LibraryUpload />
      <Suspense fallback={<DataTableSkeleton columns={5} />}>
        <FilesList state={state} />
      </Suspense>
    </ModulePage>
  );
}
