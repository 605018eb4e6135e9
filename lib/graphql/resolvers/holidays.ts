import "server-only";
import { z } from "zod";
import { applyHolidayPreset, cleanPastSpecialHours, planHolidays } from "@/lib/holidays/service";
import type { HolidayTarget } from "@/lib/holidays/service";
import { storeCountries } from "@/lib/holidays/queries";
import { HOLIDAY_COUNTRIES, comingHolidays, todayDate } from "@/lib/holidays/rules";
import {
  holidayCountrySchema,
  holidayEntriesSchema,
  holidayTargetSchema,
} from "@/lib/holidays/schema";
import { getJob } from "@/lib/jobs/queries";
import { getQueue } from "@/lib/jobs/runtime";
import { DEFAULT_COUNTRY } from "@/lib/constants";
import { listLocationsSchema } from "@/lib/validation/locations";
import type { GraphQLContext } from "../context";
import type { HolidayCleanInput, MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";
import { listWorkspace } from "../workspace-arg";

const selectionFilterSchema = listLocationsSchema.omit({
  limit: true,
  offset: true,
  sortBy: true,
  sortDirection: true,
});

/** The stores an input names: its ids, or the list selection it describes. */
async function target(
  ctx: GraphQLContext,
  tenantId: string,
  input: HolidayCleanInput,
): Promise<HolidayTarget> {
  const { ids, excludeIds } = parseInput(holidayTargetSchema, {
    ids: input.ids,
    excludeIds: input.excludeIds,
    workspaceId: input.workspaceId,
  });
  if (ids) return { ids };
  const filter = parseInput(
    selectionFilterSchema,
    withoutNulls({ ...withoutNulls(input.filter ?? {}), filters: input.filters }),
  );
  const workspace = await listWorkspace(ctx, tenantId, input.workspaceId);
  return { selection: { filter, workspace, excludeIds: excludeIds ?? [] } };
}

const presetInput = (input: { country: string; entries: unknown }, today: string) =>
  parseInput(z.object({ country: holidayCountrySchema, entries: holidayEntriesSchema(today) }), {
    country: input.country,
    entries: input.entries,
  });

async function jobOf(ctx: GraphQLContext, tenantId: string, id: string) {
  return (await getJob(ctx.db, { tenantId, kinds: ["LOCATION_EDIT"], id }))!;
}

export const holidaysResolvers: {
  Query: Pick<QueryResolvers, "holidayPresets" | "holidayPresetPreview">;
  Mutation: Pick<MutationResolvers, "applyHolidayPreset" | "cleanPastSpecialHours">;
} = {
  Query: {
    holidayPresets: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "store");
      const workspace = await listWorkspace(ctx, tenantId, args.workspaceId);
      const counts = await storeCountries(ctx.db, { tenantId, workspace });
      const country = args.country
        ? parseInput(holidayCountrySchema, args.country)
        : parseInput(
            holidayCountrySchema,
            counts.find((c) => HOLIDAY_COUNTRIES.includes(c.country as never))?.country ??
              DEFAULT_COUNTRY,
          );
      const language = ctx.locale === "es" ? "es" : "en";
      return {
        country,
        countries: [...HOLIDAY_COUNTRIES],
        storeCountries: counts,
        holidays: comingHolidays(country, todayDate()).map((holiday) => ({
          date: holiday.date,
          key: holiday.key,
          name: holiday.name[language],
          nameEs: holiday.name.es,
          nameEn: holiday.name.en,
        })),
      };
    },
    holidayPresetPreview: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "store");
      const today = todayDate();
      const { country, entries } = presetInput(args.input, today);
      const plan = await planHolidays(ctx.db, {
        tenantId,
        country,
        entries,
        target: await target(ctx, tenantId, args.input),
        today,
      });
      return {
        stores: plan.edits.length,
        dates: entries.length,
        otherCountry: plan.otherCountry,
        unchanged: plan.unchanged,
        refused: plan.refused,
        refusedCount: plan.refusedCount,
      };
    },
  },
  Mutation: {
    applyHolidayPreset: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "store");
      const today = todayDate();
      const { country, entries } = presetInput(args.input, today);
      const stores = await target(ctx, caller.tenantId, args.input);
      const { jobId } = await refusing(async () =>
        applyHolidayPreset(ctx.db, await getQueue(), {
          ...caller,
          country,
          entries,
          target: stores,
          today,
        }),
      );
      return jobOf(ctx, caller.tenantId, jobId);
    },
    cleanPastSpecialHours: async (_parent, args, ctx) => {
      const caller = sectionCaller(ctx, "store");
      const stores = await target(ctx, caller.tenantId, args.input);
      const { jobId } = await refusing(async () =>
        cleanPastSpecialHours(ctx.db, await getQueue(), {
          ...caller,
          target: stores,
          today: todayDate(),
        }),
      );
      return jobOf(ctx, caller.tenantId, jobId);
    },
  },
};
