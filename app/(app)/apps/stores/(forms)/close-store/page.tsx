import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { CloseStoreForm } from "./_components/close-store-form";
import { CloseStoreQuery } from "@/lib/stores/operations";

export const generateMetadata = pageMetadata("closeStore");

/** /apps/stores/close-store?id=…: close the store for a while or for good, or reopen it. */
export default async function CloseStorePage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/close-store");
  return (
    <StoreEditPage route="closeStore" query={CloseStoreQuery} searchParams={searchParams}>
      {(store, context) => (
        <CloseStoreForm
          status={store.openInfo.status}
          canReopen={store.openInfo.canReopen !== false}
          context={context}
        />
      )}
    </StoreEditPage>
  );
}
