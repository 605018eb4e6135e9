import { z } from "zod";

/**
 * A file picked from the resources library, with what the pickers' rules need (spec §5: kind,
 * size and dimensions; a video's length). The media package form and the post form both hold these.
 */
export const pickedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(["IMAGE", "VIDEO"]),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  byteSize: z.number(),
  durationMs: z.number().nullable().optional(),
});
export type PickedFile = z.infer<typeof pickedFileSchema>;
