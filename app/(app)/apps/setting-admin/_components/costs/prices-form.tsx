"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useTransition } from "react";
import { useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { ControlledField } from "@/components/forms/controlled-field";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldControl } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { apiErrorCode } from "@/lib/apollo/error-code";
import { COST_CURRENCIES, PRICE_DECIMALS } from "@/lib/costs/items";
import type { AdminCostsQuery, CostItem } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { UpdateCostPriceMutation } from "@/lib/admin/operations/costs";
import type { priceRules } from "./prices-rules";

type Price = AdminCostsQuery["costPrices"][number];

type PriceInput = z.infer<typeof priceRules>;
type PriceError = "required" | "negative" | "decimals" | "invalid";

/** "0.002000" → "0.002": the stored price without trailing zeros, as a person writes it. */
const plain = (price: string) => (price.includes(".") ? price.replace(/\.?0+$/, "") : price);

function PriceRow({ price }: { price: Price }) {
  const t = useTranslations("admin.costs");
  const tApi = useTranslations("api.errors");
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [update, updating] = useGraphQLMutation(UpdateCostPriceMutation);
  const rules = useZodRules(() => import("./prices-rules").then((m) => m.priceRules));
  const form = useForm<PriceInput>({
    resolver: rules.resolver as unknown as Resolver<PriceInput>,
    defaultValues: {
      unitPrice: plain(price.unitPrice),
      currency: price.currency as PriceInput["currency"],
    },
  });
  const label = t(`items.${price.item}`);

  async function save(input: PriceInput) {
    const { data, error } = await update({ item: price.item as CostItem, ...input }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (!data?.updateCostPrice) {
      if (apiErrorCode(error) === "BAD_USER_INPUT")
        form.setError("unitPrice", { message: "invalid" });
      else toast.error(tApi(apiErrorCode(error)));
      return;
    }
    form.reset({
      unitPrice: plain(data.updateCostPrice.unitPrice),
      currency: data.updateCostPrice.currency as PriceInput["currency"],
    });
    toast.success(t("priceSaved", { item: label }));
    startRefresh(() => router.refresh());
  }

  return (
    <li className="p-3 sm:p-4" data-testid={`price-${price.item}`}>
      <form
        noValidate
        onSubmit={form.handleSubmit(save)}
        className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4"
        aria-label={t("priceOf", { item: label })}
      >
        <ControlledField
          control={form.control}
          name="unitPrice"
          label={label}
          className="flex-1"
          message={(key) =>
            key ? t(`priceErrors.${key as PriceError}`, { decimals: PRICE_DECIMALS }) : undefined
          }
          render={(field) => <Input {...field} inputMode="decimal" autoComplete="off" />}
        />
        <ControlledField
          control={form.control}
          name="currency"
          label={t("currency")}
          className="sm:w-32"
          ownControl
          render={(field) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <FieldControl>
                <SelectTrigger className="w-full">
                  <SelectValue />
                </SelectTrigger>
              </FieldControl>
              <SelectContent>
                {COST_CURRENCIES.map((currency) => (
                  <SelectItem key={currency} value={currency}>
                    {currency}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <Button
          type="submit"
          variant="outline"
          className="sm:mt-6"
          disabled={updating.loading || refreshing || !form.formState.isDirty}
        >
          {t("savePrice")}
        </Button>
      </form>
    </li>
  );
}

/** The unit price of each item, each saved on its own (Super Admins; audited). */
export function PricesForm({ prices }: { prices: Price[] }) {
  const t = useTranslations("admin.costs");
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="flex flex-col gap-1.5 px-4 sm:px-6">
        <CardTitle as="h2">{t("pricesTitle")}</CardTitle>
        <CardDescription>{t("pricesDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ul className="flex flex-col divide-y rounded-md border">
          {prices.map((price) => (
            <PriceRow key={price.item} price={price} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
