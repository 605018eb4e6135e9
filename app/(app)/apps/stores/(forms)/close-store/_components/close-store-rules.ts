// The open status form's rules: loaded after the page (components/forms/zod-rules), so zod is not in its first load.
import { z } from "zod";
import { openStatusSchema } from "@/lib/stores/schema";

export const closeStoreRules = z.object({ openInfo: z.object({ status: openStatusSchema }) });
