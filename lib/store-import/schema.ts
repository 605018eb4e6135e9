import { z } from "zod";
import { listLocationsSchema } from "@/lib/validation/locations";

// The export's query string is the store list's own URL (filter=column.type.word, sort=field.desc)
// plus format and workspace, so the list's "Export" links the view the user sees.

const filterSchema = listLocationsSchema.omit({ limit: true, offset: true });

export const exportQuerySchema = z.instanceof(URLSearchParams).transform((params, ctx) => {
  const format = (params.get("format") ?? "csv").toLowerCase();
  if (format !== "csv" && format !== "xlsx") {
    ctx.addIssue({ code: "custom", message: "format", path: ["format"] });
    return z.NEVER;
  }
  const filters = params.getAll("filter").map((value) => {
    const [column, type, ...rest] = value.split(".");
    return { column, type, word: rest.join(".") };
  });
  const [sortBy, direction] = (params.get("sort") ?? "").split(".");
  const filter = filterSchema.safeParse({
    filters,
    ...(sortBy ? { sortBy, sortDirection: direction === "desc" ? "desc" : "asc" } : {}),
    search: params.get("search") ?? undefined,
    locality: params.get("locality") ?? undefined,
    openStatus: params.get("openStatus") ?? undefined,
    verified: params.get("verified") ?? undefined,
  });
  if (!filter.success) {
    ctx.addIssue({ code: "custom", message: "filter", path: ["filter"] });
    return z.NEVER;
  }
  return {
    format: format === "csv" ? ("CSV" as const) : ("XLSX" as const),
    filter: filter.data,
    workspaceId: params.get("workspace") || null,
  };
});

export const storeImportIdSchema = z.uuid();

export const importPageSchema = z.object({
  limit: z.number().int().min(1).max(500).default(100),
  offset: z.number().int().min(0).max(1_000_000).default(0),
});
