// The website form's rules: loaded after the page (components/forms/zod-rules), so zod is not in its first load.
import { z } from "zod";
import { websiteUriSchema } from "@/lib/stores/schema";

export const websiteRules = z.object({ websiteUri: websiteUriSchema });
