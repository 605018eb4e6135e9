// The address form's rules: loaded after the page (components/forms/zod-rules), so zod is not in its first load.
import { z } from "zod";
import { latlngFormSchema } from "@/components/stores/form-schemas";
import { storefrontAddressSchema } from "@/lib/stores/schema";

export const addressRules = z.object({
  storefrontAddress: storefrontAddressSchema,
  latlng: latlngFormSchema,
});
