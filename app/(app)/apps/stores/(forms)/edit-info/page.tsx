import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { InfoForm } from "./_components/info-form";
import { EditInfoQuery } from "@/lib/stores/operations";

export const generateMetadata = pageMetadata("editInfo");

/** /apps/stores/edit-info?id=…: description, opening date, store code and labels. */
export default async function EditInfoPage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/edit-info");
  return (
    <StoreEditPage route="editInfo" query={EditInfoQuery} searchParams={searchParams}>
      {(store, context) => <InfoForm store={store} context={context} />}
    </StoreEditPage>
  );
}
