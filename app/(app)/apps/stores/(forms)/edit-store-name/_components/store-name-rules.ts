// The store name form's rules: loaded after the page (components/forms/zod-rules), so zod is not in its first load.
import { z } from "zod";
import { titleSchema } from "@/lib/stores/schema";

export const storeNameRules = z.object({ title: titleSchema });
