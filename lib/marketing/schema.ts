import { z } from "zod";
import { DAILY_METRICS } from "@/lib/maps/types-performance";
import { extractRangeError } from "./dates";
import { CONNECTOR_TYPES } from "./statuses";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "DATE_REQUIRED");

const metrics = z
  .array(z.enum(DAILY_METRICS, "METRIC_UNKNOWN"))
  .min(1, "METRICS_REQUIRED")
  .max(DAILY_METRICS.length);
const destination = z.enum(CONNECTOR_TYPES, "DESTINATION_UNKNOWN");

function checkRange(now: Date) {
  return (input: { dateFrom: string; dateTo: string }, ctx: z.RefinementCtx) => {
    const error = extractRangeError(input.dateFrom, input.dateTo, now);
    if (error) ctx.addIssue({ code: "custom", message: error, path: ["dateTo"] });
  };
}

/** createExtractJob's input; `now` is the day the month rule is read against. */
export function extractJobSchema(now: Date = new Date()) {
  return z
    .object({
      metrics,
      /** The chosen stores; absent for every store of the workspace (or the tenant). */
      storeIds: z.array(z.uuid("STORE_UNKNOWN")).min(1, "STORES_REQUIRED").max(10_000).optional(),
      workspaceId: z.uuid("WORKSPACE_UNKNOWN").optional(),
      dateFrom: day,
      dateTo: day,
      destination,
    })
    .superRefine(checkRange(now));
}
export type ExtractJobInput = z.input<ReturnType<typeof extractJobSchema>>;
export type ExtractJobValues = z.output<ReturnType<typeof extractJobSchema>>;

export function newJobFormSchema(now: Date = new Date()) {
  return z
    .object({
      metrics,
      target: z.enum(["workspace", "stores"]),
      stores: z.array(z.object({ id: z.string(), title: z.string() })),
      dateFrom: day,
      dateTo: day,
      destination,
    })
    .superRefine((input, ctx) => {
      if (input.target === "stores" && input.stores.length === 0)
        ctx.addIssue({ code: "custom", message: "STORES_REQUIRED", path: ["stores"] });
      checkRange(now)(input, ctx);
    });
}
export type NewJobFormInput = z.input<ReturnType<typeof newJobFormSchema>>;
export type NewJobFormValues = z.output<ReturnType<typeof newJobFormSchema>>;

/** Spec §8 "VALIDATE: Invalid number of characters": a BigQuery id outside its length. */
export const INVALID_LENGTH = "INVALID_LENGTH";

/** token_uri is dropped: the server calls Google's token endpoint, never an address a tenant names. */
const serviceAccountSchema = z.object({
  client_email: z.email(),
  private_key: z.string().includes("PRIVATE KEY"),
});

export const bigQueryConfigSchema = z.object({
  projectId: z
    .string()
    .trim()
    .min(6, INVALID_LENGTH)
    .max(30, INVALID_LENGTH)
    .regex(/^[a-z][a-z0-9-]*[a-z0-9]$/, "PROJECT_ID_FORMAT"),
  datasetId: z
    .string()
    .trim()
    .min(1, INVALID_LENGTH)
    .max(1024, INVALID_LENGTH)
    .regex(/^\w+$/, "DATASET_ID_FORMAT"),
  /** The service account's JSON key; kept on the server, never answered back. */
  credentials: z.string().transform((text, ctx) => {
    try {
      return serviceAccountSchema.parse(JSON.parse(text));
    } catch {
      ctx.addIssue({ code: "custom", message: "CREDENTIALS_INVALID" });
      return z.NEVER;
    }
  }),
});
export type BigQueryConfig = z.output<typeof bigQueryConfigSchema>;

export const bigQueryInputSchema = bigQueryConfigSchema.extend({
  credentials: bigQueryConfigSchema.shape.credentials.optional(),
});
export type BigQueryInput = z.input<typeof bigQueryInputSchema>;

export const saveConnectorSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("BIGQUERY"), bigQuery: bigQueryInputSchema }),
  z.object({ type: z.literal("POSTGRESQL") }),
  z.object({ type: z.literal("CSV_STORAGE") }),
]);
