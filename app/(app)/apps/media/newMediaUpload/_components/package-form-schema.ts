// Loaded after the page (components/forms/zod-rules): the form imports only its types, so zod is
// not in its first load.
import { z } from "zod";
import { pickedFileSchema } from "@/components/files/picked-file";
import { MEDIA_CATEGORIES } from "@/lib/maps/types-media";
import { mediaPackageSchema } from "@/lib/media/schema";
import { packageIssues } from "@/lib/media/package-rules";
import { MAX_IMAGES_PER_BATCH } from "@/lib/media/rules";

/**
 * The package form: the server's schema for the name and the files' count, spec §5 over the files
 * (the same function the server runs), and a store target.
 */
export const packageFormSchema = z
  .object({
    name: mediaPackageSchema.shape.name,
    category: z
      .string()
      .refine((v) => (MEDIA_CATEGORIES as readonly string[]).includes(v), "CATEGORY_REQUIRED"),
    files: z.array(pickedFileSchema).min(1, "NO_FILE").max(MAX_IMAGES_PER_BATCH, "TOO_MANY_IMAGES"),
    /** Null until the user chooses: a package goes to no store by default. */
    target: z.enum(["workspace", "stores"]).nullable(),
    stores: z.array(
      z.object({ id: z.string(), title: z.string(), verified: z.string().nullish() }),
    ),
  })
  .superRefine((value, ctx) => {
    // The picker lists each issue by its file; this only keeps the form from being sent.
    const [issue] = packageIssues(value.category, value.files);
    if (issue) ctx.addIssue({ code: "custom", path: ["files"], message: issue.message });
    if (value.target === null || (value.target === "stores" && value.stores.length === 0))
      ctx.addIssue({ code: "custom", path: ["stores"], message: "noStores" });
  });

export type PackageFormValues = z.infer<typeof packageFormSchema>;
