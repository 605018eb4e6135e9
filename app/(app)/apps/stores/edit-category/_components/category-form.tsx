"use client";

import { z } from "zod";
import { CategoryPicker } from "@/components/stores/category-picker";
import { NO_CATEGORIES, toCategoriesInput, type Category } from "@/components/stores/form-schemas";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { useStoreEdit } from "@/components/stores/use-store-edit";
import { categoriesSchema } from "@/lib/stores/schema";

const schema = z.object({ categories: categoriesSchema });

type Categories = {
  primaryCategory?: Category | null;
  additionalCategories: Category[];
} | null;

/** The store's categories from the maps service's list: one primary and a few additional. */
export function CategoryForm({
  categories,
  regionCode,
  context,
}: {
  categories: Categories | undefined;
  regionCode?: string;
  context: StoreEditContext;
}) {
  const { formProps } = useStoreEdit({
    context,
    schema,
    defaultValues: {
      categories: {
        primaryCategory: categories?.primaryCategory ?? NO_CATEGORIES.primaryCategory,
        additionalCategories: categories?.additionalCategories ?? [],
      },
    },
    toPatch: (values) => ({ categories: toCategoriesInput(values.categories) }),
  });
  return (
    <StoreEditForm {...formProps}>
      <CategoryPicker regionCode={regionCode} />
    </StoreEditForm>
  );
}
