import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { graphql } from "@/lib/graphql/generated/client";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { WebsiteForm } from "./_components/website-form";

export const generateMetadata = pageMetadata("editWebsite");

const EditWebsiteQuery = graphql(`
  query EditStoreWebsite($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      websiteUri
    }
  }
`);

/** /apps/stores/edit-website?id=…: the store's website. */
export default async function EditWebsitePage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/edit-website");
  return (
    <StoreEditPage route="editWebsite" query={EditWebsiteQuery} searchParams={searchParams}>
      {(store, context) => <WebsiteForm websiteUri={store.websiteUri ?? ""} context={context} />}
    </StoreEditPage>
  );
}
