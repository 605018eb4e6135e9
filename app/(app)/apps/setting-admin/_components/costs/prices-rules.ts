// The price form's rules: loaded after the page (components/forms/zod-rules), so zod is not in its
// first load.
import { z } from "zod";
import { COST_CURRENCIES, isValidPrice } from "@/lib/costs/items";

export const priceRules = z.object({
  unitPrice: z
    .string()
    .trim()
    .min(1, "required")
    .refine((value) => !value.startsWith("-"), "negative")
    .refine((value) => !/^\d*\.\d{7,}$/.test(value), "decimals")
    .refine(isValidPrice, "invalid"),
  currency: z.enum(COST_CURRENCIES),
});
