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
import { reportScheduleSchema, shareLinkSchema } from "@/lib/reports/sharing-schema";
import { ReportInputError } from "@/lib/reports/errors";
import type { GraphQLContext } from "../context";
import { badUserInput, notFound } from "../errors";
import type {
  MutationResolvers,
  QueryResolvers,
  ReportFilters,
  ReportFiltersInput,
  ReportSchedule,
  ReportShareLink,
} from "../generated/resolvers";
import { requireSection, requireTenant } from "../guards";
import { parseInput, withoutNulls } from "../validate";
import { rethrowWorkspaceNotFound } from "../workspace-arg";

const idSchema = z.uuid("invalidId");

/** Report sharing is part of the report section (spec §6: ADMIN, REPORT), in the caller's tenant. */
function reportCaller(ctx: GraphQLContext) {
  const user = requireSection(ctx, "report");
  return { userId: user.id, tenantId: requireTenant(ctx), locale: ctx.locale };
}

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

/**
 * The report rules' refusals (a store not the tenant's) as BAD_USER_INPUT; a workspace not the
 * tenant's as NOT_FOUND.
 */
async function refusingBadScope<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReportInputError) throw badUserInput(error.issues);
    rethrowWorkspaceNotFound(error);
  }
}

const Query: QueryResolvers = {
  reportSchedules: async (_parent, _args, ctx) => {
    const { tenantId } = reportCaller(ctx);
    return (await listReportSchedules(ctx.db, tenantId)).map(scheduleOf);
  },
  reportShareLinks: async (_parent, _args, ctx) => {
    const { tenantId } = reportCaller(ctx);
    return (await listShareLinks(ctx.db, tenantId)).map((row) => linkOf(row));
  },
};

const Mutation: MutationResolvers = {
  createReportSchedule: async (_parent, { input }, ctx) => {
    const caller = reportCaller(ctx);
    const values = parseInput(
      reportScheduleSchema,
      withoutNulls({ ...input, filters: filtersInput(input.filters) }),
    );
    return scheduleOf(await refusingBadScope(() => createReportSchedule(ctx.db, caller, values)));
  },
  deleteReportSchedule: async (_parent, { id }, ctx) => {
    const { tenantId } = reportCaller(ctx);
    const found = await deleteReportSchedule(ctx.db, tenantId, parseInput(idSchema, id));
    if (!found) throw notFound();
    return true;
  },
  sendReportNow: async (_parent, { id }, ctx) => {
    const { tenantId } = reportCaller(ctx);
    const sent = await refusingBadScope(() =>
      sendReportNow(ctx.db, tenantId, parseInput(idSchema, id)),
    );
    if (!sent) throw notFound();
    return true;
  },
  createReportShareLink: async (_parent, args, ctx) => {
    const caller = reportCaller(ctx);
    const input = parseInput(shareLinkSchema, {
      filters: filtersInput(args.filters),
      expiresInDays: args.expiresInDays,
    });
    const { row, token } = await refusingBadScope(() => createShareLink(ctx.db, caller, input));
    return linkOf(row, new URL(shareLinkPath(token), appOrigin()).toString());
  },
  revokeReportShareLink: async (_parent, { id }, ctx) => {
    const { tenantId } = reportCaller(ctx);
    if (!(await revokeShareLink(ctx.db, tenantId, parseInput(idSchema, id)))) throw notFound();
    return true;
  },
};

export const reportSharingResolvers = { Query, Mutation };
