import "server-only";
import { z } from "zod";
import { getQueue } from "@/lib/jobs/runtime";
import {
  allowConnectorTest,
  listConnectors,
  saveBigQueryConnector,
  testConnector,
  type ConnectorView,
} from "@/lib/marketing/connectors";
import { getExtractJob, listExtractJobs, type ExtractJobRow } from "@/lib/marketing/queries";
import { extractJobSchema, saveConnectorSchema } from "@/lib/marketing/schema";
import { createExtractJob, retryExtractJob } from "@/lib/marketing/service";
import {
  listSourceTables,
  previewSourceTable,
  SOURCE_TABLE_NAMES,
} from "@/lib/marketing/source-tables";
import { CONNECTOR_TYPES, EXTRACT_STATUSES } from "@/lib/marketing/statuses";
import { reviewLocationsSchema } from "@/lib/reviews/schema";
import { listStoreOptions } from "@/lib/locations/store-options";
import { pageSchema } from "@/lib/validation/paging";
import type { GraphQLContext } from "../context";
import { badUserInput, notFound, rateLimited } from "../errors";
import type {
  Connector,
  ExtractJob,
  MutationResolvers,
  QueryResolvers,
} from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { rethrowRefusal } from "../refusals";
import { parseInput, withoutNulls } from "../validate";
import { listWorkspace } from "../workspace-arg";

const listSchema = pageSchema.extend({ status: z.enum(EXTRACT_STATUSES).optional() });
const idSchema = z.uuid("invalidId");

function toJob(row: ExtractJobRow): ExtractJob {
  return {
    id: row.id,
    status: row.status as ExtractJob["status"],
    metrics: row.metrics,
    storeIds: row.locationIds,
    workspaceId: row.workspaceId,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    destination: row.destination as ExtractJob["destination"],
    rowCount: row.rowCount,
    error: row.error,
    attempts: row.attempts,
    engineJobId: row.engineJobId,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
    steps: row.steps.map((step) => ({
      step: step.step,
      startedAt: step.startedAt,
      finishedAt: step.finishedAt ?? null,
      durationMs: step.finishedAt ? Date.parse(step.finishedAt) - Date.parse(step.startedAt) : null,
      rows: step.rows ?? null,
      error: step.error ?? null,
    })),
  };
}

const toConnector = (view: ConnectorView): Connector => view;

/**
 * The operations that already ran a connection test: one test per request, however many aliases
 * ask for it (each test reaches the destination for real).
 */
const testedOperations = new WeakSet<GraphQLContext>();

export const marketingResolvers: {
  Query: Pick<
    QueryResolvers,
    | "extractJobs"
    | "extractJob"
    | "connectors"
    | "marketingLocations"
    | "sourceTables"
    | "sourceTablePreview"
  >;
  Mutation: Pick<
    MutationResolvers,
    "createExtractJob" | "retryExtractJob" | "saveConnector" | "testConnector"
  >;
} = {
  Query: {
    extractJobs: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "marketing_data.extract_job");
      const input = parseInput(listSchema, withoutNulls(args));
      const page = await listExtractJobs(ctx.db, { tenantId, ...input });
      return { items: page.items.map(toJob), total: page.total };
    },
    extractJob: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "marketing_data.extract_job");
      const id = parseInput(idSchema, args.id);
      const row = await getExtractJob(ctx.db, { tenantId, id });
      return row ? toJob(row) : null;
    },
    connectors: async (_parent, _args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "marketing_data.connector");
      return (await listConnectors(ctx.db, { tenantId })).map(toConnector);
    },
    marketingLocations: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "marketing_data.extract_job");
      const params = parseInput(reviewLocationsSchema, withoutNulls(args));
      const workspace = await listWorkspace(ctx, tenantId, params.workspaceId);
      return listStoreOptions(ctx.db, { ...params, tenantId, workspace });
    },
    sourceTables: async (_parent, _args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "marketing_data.source_data");
      return listSourceTables(ctx.db, { tenantId });
    },
    sourceTablePreview: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "marketing_data.source_data");
      const name = parseInput(z.enum(SOURCE_TABLE_NAMES, "TABLE_UNKNOWN"), args.name);
      return { name, ...(await previewSourceTable(ctx.db, { tenantId, table: name })) };
    },
  },
  Mutation: {
    createExtractJob: async (_parent, args, ctx) => {
      const { tenantId, userId } = sectionCaller(ctx, "marketing_data.extract_job");
      const input = parseInput(extractJobSchema(), withoutNulls(args.input));
      const job = await createExtractJob(ctx.db, await getQueue(), {
        tenantId,
        userId,
        input,
      }).catch(rethrowRefusal);
      return toJob(job);
    },
    retryExtractJob: async (_parent, args, ctx) => {
      const { tenantId, userId } = sectionCaller(ctx, "marketing_data.extract_job");
      const id = parseInput(idSchema, args.id);
      const job = await retryExtractJob(ctx.db, await getQueue(), {
        tenantId,
        id,
        userId,
        fromStart: args.fromStart ?? false,
      }).catch(rethrowRefusal);
      if (!job) throw notFound("No such extract job");
      return toJob(job);
    },
    saveConnector: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "marketing_data.connector");
      const raw = args.input;
      const bigQuery = raw.bigQuery
        ? { ...raw.bigQuery, credentials: raw.bigQuery.credentials?.trim() || undefined }
        : undefined;
      const input = parseInput(
        saveConnectorSchema,
        withoutNulls({ type: raw.type, bigQuery: bigQuery && withoutNulls(bigQuery) }),
      );
      if (
        input.type === "BIGQUERY" &&
        !(await saveBigQueryConnector(ctx.db, { tenantId, input: input.bigQuery }))
      )
        throw badUserInput([{ path: "bigQuery.credentials", message: "CREDENTIALS_INVALID" }]);
      const views = await listConnectors(ctx.db, { tenantId });
      return toConnector(views.find((view) => view.type === input.type)!);
    },
    testConnector: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "marketing_data.connector");
      const type = parseInput(z.enum(CONNECTOR_TYPES), args.type);
      if (testedOperations.has(ctx)) throw rateLimited();
      testedOperations.add(ctx);
      if (!(await allowConnectorTest(ctx.db, { tenantId }))) throw rateLimited(60);
      const outcome = await testConnector(ctx.db, { tenantId, type });
      const views = await listConnectors(ctx.db, { tenantId });
      return { ...outcome, connector: toConnector(views.find((view) => view.type === type)!) };
    },
  },
};
