// The phone form's rules: loaded after the page (components/forms/zod-rules), so zod is not in its first load.
import { z } from "zod";
import { phoneNumbersOf } from "@/components/stores/form-schemas";

/** The store's phones, each valid for the store's country. */
export const phoneRules = (region: string) => z.object({ phoneNumbers: phoneNumbersOf(region) });
