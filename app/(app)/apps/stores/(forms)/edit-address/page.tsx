import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { AddressForm } from "./_components/address-form";
import { EditAddressQuery } from "@/lib/stores/operations";

export const generateMetadata = pageMetadata("editAddress");

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
