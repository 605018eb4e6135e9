import { z } from "zod";
import { boundedText } from "@/lib/validation/bounded-text";
import {
  gridIssue,
  keywordIssue,
  pointsPerStore,
  RANKING_DEVICES,
  RANKING_FREQUENCIES,
  RANKING_LIMITS,
  rankingFormInput,
  repeatedEntries,
  type RankingFormValues,
} from "./rules";

// A ranking as the form and the API send it (GraphQL RankingJobInput). Errors are message keys
// (rankings.validation.*, and the shared validation.* for lengths), on the field and entry at fault.

const entries = (max: number) =>
  z.array(boundedText({ min: 1, max }, { singleLine: true })).max(RANKING_LIMITS.entries, {
    message: "tooMany",
  });

export const rankingGridSchema = z.object({
  size: z.number().int(),
  spacingKm: z.number(),
});

export const rankingJobSchema = z
  .object({
    name: boundedText(RANKING_LIMITS.name, { singleLine: true }),
    locationIds: z
      .array(z.uuid({ message: "invalidId" }))
      .max(RANKING_LIMITS.stores, { message: "tooMany" }),
    /** Every store of this workspace (the default: all of them) instead of `locationIds`. */
    workspaceId: z.uuid({ message: "invalidId" }).nullish(),
    keywords: entries(RANKING_LIMITS.keyword.max).min(1, { message: "noKeywords" }),
    competitors: entries(RANKING_LIMITS.entry.max).default([]),
    businessNames: entries(RANKING_LIMITS.entry.max).default([]),
    frequency: z.enum(RANKING_FREQUENCIES),
    device: z.enum(RANKING_DEVICES),
    grid: rankingGridSchema.nullish().transform((grid) => grid ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.locationIds.length === 0 && !value.workspaceId)
      ctx.addIssue({ code: "custom", message: "noStores", path: ["locationIds"] });
    value.keywords.forEach((keyword, index) => {
      const issue = keywordIssue(keyword);
      if (issue) ctx.addIssue({ code: "custom", message: issue, path: ["keywords", index] });
    });
    for (const field of ["keywords", "competitors", "businessNames"] as const)
      for (const index of repeatedEntries(value[field]))
        ctx.addIssue({ code: "custom", message: "duplicate", path: [field, index] });
    if (value.grid) {
      const issue = gridIssue(value.grid);
      if (issue)
        ctx.addIssue({
          code: "custom",
          message: issue,
          path: ["grid", issue === "gridSize" ? "size" : "spacingKm"],
        });
    }
    const calls = value.locationIds.length * value.keywords.length * pointsPerStore(value.grid);
    if (calls > RANKING_LIMITS.callsPerRun)
      ctx.addIssue({ code: "custom", message: "tooManyChecks", path: ["locationIds"] });
  });

export type RankingJobInput = z.input<typeof rankingJobSchema>;
export type RankingJobValues = z.output<typeof rankingJobSchema>;

/** The form's rules: its values made the API's input and checked as the server checks them. */
export const rankingFormSchema = z
  .custom<RankingFormValues>()
  .transform((values) => rankingFormInput(values) as RankingJobInput)
  .pipe(rankingJobSchema);
