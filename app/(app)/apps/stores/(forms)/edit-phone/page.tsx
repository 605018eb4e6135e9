import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { DEFAULT_COUNTRY } from "@/lib/constants";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { PhoneForm } from "./_components/phone-form";
import { EditPhoneQuery } from "@/lib/stores/operations";

export const generateMetadata = pageMetadata("editPhone");

/** /apps/stores/edit-phone?id=…: the primary phone and the additional ones. */
export default async function EditPhonePage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/edit-phone");
  return (
    <StoreEditPage route="editPhone" query={EditPhoneQuery} searchParams={searchParams}>
      {(store, context) => (
        <PhoneForm
          phones={{
            primaryPhone: store.phoneNumbers?.primaryPhone ?? "",
            additionalPhones: store.phoneNumbers?.additionalPhones ?? [],
          }}
          region={store.storefrontAddress?.regionCode ?? DEFAULT_COUNTRY}
          context={context}
        />
      )}
    </StoreEditPage>
  );
}
