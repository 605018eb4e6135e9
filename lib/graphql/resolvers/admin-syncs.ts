import "server-only";
import { z } from "zod";
import { getQueue } from "@/lib/jobs/runtime";
import { visibleJobKinds } from "@/lib/jobs/kinds";
import { getJob } from "@/lib/jobs/queries";
import {
  isSyncPeriodFor,
  periodFromEnum,
  SYNC_KIND_RULES,
  SYNC_KINDS,
  SYNC_PERIOD_ENUM,
} from "@/lib/syncs/periods";
import { runSyncNow } from "@/lib/syncs/run";
import { listSyncSettings, updateSyncSetting, type SyncSettingRecord } from "@/lib/syncs/settings";
import { auditActor } from "../audit-actor";
import { notFound } from "../errors";
import type { MutationResolvers, QueryResolvers, ResolversTypes } from "../generated/resolvers";
import { canAccessSection, sectionCaller } from "../guards";
import { publicRefusal } from "../refusals";
import { parseInput } from "../validate";

const kindSchema = z.enum(SYNC_KINDS);
const updateSchema = z
  .object({
    kind: kindSchema,
    period: z.string().transform((value, ctx) => {
      const code = periodFromEnum(value);
      if (!code) ctx.addIssue({ code: "custom", message: "Unknown period" });
      return code ?? z.NEVER;
    }),
    scheduled: z.boolean(),
  })
  .refine((input) => isSyncPeriodFor(input.kind, input.period), {
    message: "PERIOD_NOT_ALLOWED",
    path: ["period"],
  });

function toSetting(record: SyncSettingRecord): ResolversTypes["SyncSetting"] {
  return {
    kind: record.kind,
    period: SYNC_PERIOD_ENUM[record.period],
    periods: SYNC_KIND_RULES[record.kind].periods.map((code) => SYNC_PERIOD_ENUM[code]),
    scheduled: record.scheduled,
    isDefault: record.isDefault,
    lastJob: record.lastJob,
  };
}

export const adminSyncsResolvers: {
  Query: Pick<QueryResolvers, "syncSettings">;
  Mutation: Pick<MutationResolvers, "updateSyncSetting" | "runSync">;
} = {
  Query: {
    syncSettings: async (_parent, _args, ctx) =>
      (await listSyncSettings(ctx.db, { tenantId: sectionCaller(ctx, "admin").tenantId })).map(
        toSetting,
      ),
  },
  Mutation: {
    updateSyncSetting: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const input = parseInput(updateSchema, args);
      await updateSyncSetting(ctx.db, auditActor(ctx), { tenantId, ...input });
      const settings = await listSyncSettings(ctx.db, { tenantId });
      return toSetting(settings.find((setting) => setting.kind === input.kind)!);
    },
    runSync: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "admin");
      const kind = parseInput(kindSchema, args.kind);
      let jobId: string;
      try {
        jobId = await runSyncNow(ctx.db, await getQueue(), auditActor(ctx), { tenantId, kind });
      } catch (error) {
        throw publicRefusal(error);
      }
      const kinds = visibleJobKinds((section) => canAccessSection(ctx, section));
      const job = await getJob(ctx.db, { tenantId, kinds, id: jobId });
      if (!job) throw notFound("No such job");
      return job;
    },
  },
};
