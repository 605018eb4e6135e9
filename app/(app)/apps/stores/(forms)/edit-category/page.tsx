import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { CategoryForm } from "./_components/category-form";
import { EditCategoryQuery } from "@/lib/stores/operations";

export const generateMetadata = pageMetadata("editCategory");

/**
 * /apps/stores/edit-category?id=…: the primary category, the additional ones, and the attributes
 * the category offers.
 */
export default async function EditCategoryPage({ searchParams }: StoreEditPageProps) {
  await guardRoute("/apps/stores/edit-category");
  return (
    <StoreEditPage route="editCategory" query={EditCategoryQuery} searchParams={searchParams}>
      {(store, context) => (
        <CategoryForm
          categories={store.categories}
          regionCode={store.storefrontAddress?.regionCode}
          available={store.availableAttributes ?? null}
          held={store.attributes}
          context={context}
        />
      )}
    </StoreEditPage>
  );
}
