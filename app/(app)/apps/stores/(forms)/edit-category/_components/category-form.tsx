"use client";

import { useWatch } from "react-hook-form";
import { CategoryPicker } from "@/components/stores/category-picker";
import { NO_CATEGORIES, toCategoriesInput, type Category } from "@/components/stores/form-values";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { useStoreEdit } from "@/components/stores/use-store-edit";
import {
  attributeFormValues,
  attributeInputs,
  attributeKey,
  type HeldAttribute,
} from "@/lib/stores/attribute-form";
import dynamic from "next/dynamic";
import type { AvailableAttribute } from "./attribute-fields";

// The attributes' selects and check boxes are this page's alone: they load beside the page
// instead of in its first bundle (rendered on the server all the same).
const AttributeFields = dynamic(() => import("./attribute-fields").then((m) => m.AttributeFields));

type Categories = {
  primaryCategory?: Category | null;
  additionalCategories: Category[];
} | null;

/**
 * The store's categories from the maps service's list (one primary and a few additional), and
 * below them the attributes the primary category offers. One send carries both; only what changed
 * goes, each attribute on its own.
 */
export function CategoryForm({
  categories,
  regionCode,
  available,
  held,
  context,
}: {
  categories: Categories | undefined;
  regionCode?: string;
  /** Null when the maps service could not say which attributes the category offers. */
  available: AvailableAttribute[] | null;
  held: HeldAttribute[];
  context: StoreEditContext;
}) {
  const offered = available ?? [];
  const primary = categories?.primaryCategory ?? NO_CATEGORIES.primaryCategory;
  const { form, formProps } = useStoreEdit({
    context,
    rules: () => import("./category-rules").then((m) => m.categoryRules),
    defaultValues: {
      categories: {
        primaryCategory: primary,
        additionalCategories: categories?.additionalCategories ?? [],
      },
      attributes: attributeFormValues(offered, held),
    },
    toPatch: (values) => ({
      categories: toCategoriesInput(values.categories),
      ...(offered.length ? { attributes: attributeInputs(offered, values.attributes, held) } : {}),
    }),
    fieldOf: (path, sent) => {
      const at = /^attributes\.(\d+)/.exec(path);
      if (!at) return path.startsWith("categories") ? path : null;
      const name = sent.attributes?.[Number(at[1])]?.name;
      return name ? `attributes.${attributeKey(name)}` : null;
    },
  });
  const chosenPrimary = useWatch({ control: form.control, name: "categories.primaryCategory" });
  return (
    <StoreEditForm {...formProps}>
      <CategoryPicker regionCode={regionCode} />
      <AttributeFields
        available={available}
        categoryChanged={Boolean(primary.name) && chosenPrimary?.name !== primary.name}
      />
    </StoreEditForm>
  );
}
