// The reply form's rules: loaded after the dialog (components/forms/zod-rules), so zod is not in
// the page's first load.
import { z } from "zod";
import { replyCommentSchema } from "@/lib/reviews/schema";

export const replyRules = z.object({ comment: replyCommentSchema });
