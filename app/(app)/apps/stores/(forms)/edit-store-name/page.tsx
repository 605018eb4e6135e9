import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { StoreNameForm } from "./_components/store-name-form";
import { EditStoreNameQuery } from "@/lib/stores/operations";

export const generateMetadata = pageMetadata("editStoreName");

/** /apps/stores/edit-store-name?id=…: the store's name on the maps service. */
export default async function EditStoreNamePage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/edit-store-name");
  return (
    <StoreEditPage route="editStoreName" query={EditStoreNameQuery} searchParams={searchParams}>
      {(store, context) => <StoreNameForm title={store.title} context={context} />}
    </StoreEditPage>
  );
}
