import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { ActionItemsForm } from "./_components/action-items-form";
import { ActionItemsQuery } from "@/lib/stores/operations";

export const generateMetadata = pageMetadata("actionItems");

/** /apps/stores/action-items?id=…: the store's action links (book, order, reserve…). */
export default async function ActionItemsPage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/action-items");
  return (
    <StoreEditPage route="actionItems" query={ActionItemsQuery} searchParams={searchParams}>
      {(store, context) => <ActionItemsForm links={store.placeActionLinks} context={context} />}
    </StoreEditPage>
  );
}
