// The action links form's rules: loaded after the page (components/forms/zod-rules), so zod is not in its first load.
import { z } from "zod";
import { placeActionLinksSchema } from "@/lib/stores/schema";

export const actionItemsRules = z.object({ placeActionLinks: placeActionLinksSchema });
