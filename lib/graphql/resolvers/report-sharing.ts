import "server-only";
import { z } from "zod";
import type { ReportFilterSnapshot } from "@/lib/db/schema";
import { appOrigin } from "@/lib/maps/config";
import {
  createReportSchedule,
  deleteReportSchedule,
  listReportSchedules,
  sendReportNow,
  type ReportScheduleRow,
} from "@/lib/reports/schedules";
import {
  createShareLink,
  listShareLinks,
  revokeShareLink,
  shareLinkPath,
  type ReportShareLinkRow,
} from "@/lib/reports/share-links";
import { reportScheduleSchema, shareLinkSchema } from "@/lib/reports/schema";
import { notFound } from "../errors";
import type {
  MutationResolvers,
  QueryResolvers,
  ReportFilters,
  ReportFiltersInput,
  ReportSchedule,
  ReportShareLink,
} from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";

const idSchema = z.uuid("invalidId");

function filtersOf(snapshot: ReportFilterSnapshot): ReportFilters {
  return {
    workspaceId: snapshot.workspaceId ?? null,
    storeIds: snapshot.storeIds ?? [],
    labels: snapshot.labels ?? [],
    cities: snapshot.cities ?? [],
    days: snapshot.days,
  };
}

function scheduleOf(row: ReportScheduleRow): ReportSchedule {
  return {
    id: row.id,
    frequency: row.frequency === "MONTHLY" ? "MONTHLY" : "WEEKLY",
    format: row.format === "CSV" ? "CSV" : "PDF",
    recipients: row.recipients,
    locale: row.locale,
    filters: filtersOf(row.filters),
    nextRunAt: row.nextRunAt,
    lastSentAt: row.lastSentAt,
    createdAt: row.createdAt,
  };
}

function linkOf(row: ReportShareLinkRow, url: string | null = null): ReportShareLink {
  return {
    id: row.id,
    url,
    filters: filtersOf(row.filters),
    expiresAt: row.expiresAt,
    revoked: row.revokedAt !== null,
    createdAt: row.createdAt,
  };
}

function filtersInput(filters: ReportFiltersInput) {
  return withoutNulls({ ...filters });
}

const Query: QueryResolvers = {
  reportSchedules: async (_parent, _args, ctx) => {
    const { tenantId } = sectionCaller(ctx, "report");
    return (await listReportSchedules(ctx.db, { tenantId })).map(scheduleOf);
  },
  reportShareLinks: async (_parent, _args, ctx) => {
    const { tenantId } = sectionCaller(ctx, "report");
    return (await listShareLinks(ctx.db, { tenantId })).map((row) => linkOf(row));
  },
};

const Mutation: MutationResolvers = {
  createReportSchedule: async (_parent, { input }, ctx) => {
    const caller = { ...sectionCaller(ctx, "report"), locale: ctx.locale };
    const values = parseInput(
      reportScheduleSchema,
      withoutNulls({ ...input, filters: filtersInput(input.filters) }),
    );
    return scheduleOf(await refusing(() => createReportSchedule(ctx.db, caller, values)));
  },
  deleteReportSchedule: async (_parent, { id }, ctx) => {
    const { tenantId } = sectionCaller(ctx, "report");
    const found = await deleteReportSchedule(ctx.db, { tenantId, id: parseInput(idSchema, id) });
    if (!found) throw notFound();
    return true;
  },
  sendReportNow: async (_parent, { id }, ctx) => {
    const { tenantId } = sectionCaller(ctx, "report");
    const sent = await refusing(() =>
      sendReportNow(ctx.db, { tenantId, id: parseInput(idSchema, id) }),
    );
    if (!sent) throw notFound();
    return true;
  },
  createReportShareLink: async (_parent, args, ctx) => {
    const caller = { ...sectionCaller(ctx, "report"), locale: ctx.locale };
    const input = parseInput(shareLinkSchema, {
      filters: filtersInput(args.filters),
      expiresInDays: args.expiresInDays,
    });
    const { row, token } = await refusing(() => createShareLink(ctx.db, caller, input));
    return linkOf(row, new URL(shareLinkPath(token), appOrigin()).toString());
  },
  revokeReportShareLink: async (_parent, { id }, ctx) => {
    const { tenantId } = sectionCaller(ctx, "report");
    if (!(await revokeShareLink(ctx.db, { tenantId, id: parseInput(idSchema, id) })))
      throw notFound();
    return true;
  },
};

export const reportSharingResolvers = { Query, Mutation };
