import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { WebsiteForm } from "./_components/website-form";
import { EditWebsiteQuery } from "@/lib/stores/operations";

export const generateMetadata = pageMetadata("editWebsite");

/** /apps/stores/edit-website?id=…: the store's website. */
export default async function EditWebsitePage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/edit-website");
  return (
    <StoreEditPage route="editWebsite" query={EditWebsiteQuery} searchParams={searchParams}>
      {(store, context) => <WebsiteForm websiteUri={store.websiteUri ?? ""} context={context} />}
    </StoreEditPage>
  );
}
