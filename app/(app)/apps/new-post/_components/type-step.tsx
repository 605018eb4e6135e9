"use client";
import { CalendarDays, Newspaper, Phone, ShoppingBag, Tag } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useController, useFormContext } from "react-hook-form";
import { ChoiceCard } from "@/components/ui/choice-card";
import { POST_TYPES, type PostType } from "@/lib/posts/options";
import type { PostFormValues } from "./post-form-values";

export const TYPE_ICONS: Record<PostType, typeof Newspaper> = {
  BASIC: Newspaper,
  EVENT: CalendarDays,
  OFFER: Tag,
  CALL: Phone,
  SHOP: ShoppingBag,
};

/** Step 1: news, event, offer, call or shop, each with a line on what it adds. */
export function TypeStep() {
  const t = useTranslations("posts");
  const name = useId();
  const { control } = useFormContext<PostFormValues>();
  const { field } = useController({ control, name: "type" });
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("form.typeLegend")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {POST_TYPES.map((type) => {
          const Icon = TYPE_ICONS[type];
          return (
            <ChoiceCard
              key={type}
              name={name}
              checked={field.value === type}
              onSelect={() => field.onChange(type)}
            >
              <span className="flex items-center gap-1.5 font-medium">
                <Icon aria-hidden className="size-4" />
                {t(`types.${type}`)}
              </span>
              <span className="text-muted-foreground text-xs">{t(`form.typeHints.${type}`)}</span>
            </ChoiceCard>
          );
        })}
      </div>
    </fieldset>
  );
}
