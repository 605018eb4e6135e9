import { StoreEditPage, type StoreEditPageProps } from "@/components/stores/store-edit-page";
import { graphql } from "@/lib/graphql/generated/client";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { CategoryForm } from "./_components/category-form";

export const generateMetadata = pageMetadata("editCategory");

const EditCategoryQuery = graphql(`
  query EditStoreCategory($id: ID!) {
    location(id: $id) {
      ...StoreEditContext
      ...StoreAttributes
      categories {
        primaryCategory {
          name
          displayName
        }
        additionalCategories {
          name
          displayName
        }
      }
    }
  }
`);

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
