"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { FormProvider, useForm } from "react-hook-form";
import { z } from "zod";
import { CategoryPicker } from "@/components/stores/category-picker";
import { NO_CATEGORIES, toCategoriesInput } from "@/components/stores/form-schemas";
import { categoriesSchema } from "@/lib/stores/schema";
import type { BulkFormProps } from "./bulk-edit-kinds";

const schema = z.object({ categories: categoriesSchema });

/** A primary category and a few additional ones that replace the selected stores' categories. */
export function CategoriesForm({ formId, onPatch }: BulkFormProps) {
  const t = useTranslations("stores.bulk.fields");
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { categories: NO_CATEGORIES },
  });
  const onSubmit = form.handleSubmit(({ categories }) =>
    onPatch({ categories: toCategoriesInput(categories) }),
  );
  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <p className="text-muted-foreground text-sm">{t("categoriesHint")}</p>
        <CategoryPicker />
      </form>
    </FormProvider>
  );
}
