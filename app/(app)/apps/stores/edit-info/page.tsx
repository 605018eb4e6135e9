import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { graphql } from "@/lib/graphql/generated/client";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { InfoForm } from "./_components/info-form";

export const generateMetadata = pageMetadata("editInfo");

const EditInfoQuery = graphql(`
  query EditStoreInfo($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      storeCode
      labels
      profile {
        description
      }
      openInfo {
        openingDate {
          year
          month
          day
        }
      }
    }
  }
`);

/** /apps/stores/edit-info?id=…: description, opening date, store code and labels. */
export default async function EditInfoPage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/edit-info");
  return (
    <StoreEditPage route="editInfo" query={EditInfoQuery} searchParams={searchParams}>
      {(store, context) => <InfoForm store={store} context={context} />}
    </StoreEditPage>
  );
}
