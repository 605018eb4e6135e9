import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { graphql } from "@/lib/graphql/generated/client";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { AddressForm } from "./_components/address-form";

export const generateMetadata = pageMetadata("editAddress");

const EditAddressQuery = graphql(`
  query EditStoreAddress($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      latlng {
        latitude
        longitude
      }
    }
  }
`);

/** /apps/stores/edit-address?id=…: the postal address and the map pin's coordinates. */
export default async function EditAddressPage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/edit-address");
  return (
    <StoreEditPage route="editAddress" query={EditAddressQuery} searchParams={searchParams}>
      {(store, context) => (
        <AddressForm address={store.storefrontAddress} latlng={store.latlng} context={context} />
      )}
    </StoreEditPage>
  );
}
