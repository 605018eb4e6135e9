import { z } from "zod";
import { MAX_PAGE_SIZE, PAGE_LIMIT } from "@/lib/constants";

/** A page of a list: at most MAX_PAGE_SIZE rows, PAGE_LIMIT by default (spec §9). */
export const pageSchema = z.object({
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_LIMIT),
  offset: z.number().int().min(0).default(0),
});

export type PageInput = z.input<typeof pageSchema>;
