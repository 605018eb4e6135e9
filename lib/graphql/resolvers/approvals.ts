import "server-only";
import { z } from "zod";
import { listRoles } from "@/lib/admin/roles";
import { ApprovalError } from "@/lib/approvals/errors";
import {
  getApproval,
  listPendingApprovals,
  loadApprovalStores,
  ruleRoleOptions,
} from "@/lib/approvals/queries";
import {
  approvalRuleSchema,
  approvalStoresSchema,
  pendingApprovalsSchema,
  rejectEditSchema,
} from "@/lib/approvals/schema";
import { approveEdit, rejectEdit, setApprovalRule } from "@/lib/approvals/service";
import { getQueue } from "@/lib/jobs/runtime";
import { auditActor } from "../audit-actor";
import { batchLoader } from "../batch";
import type { GraphQLContext } from "../context";
import { translatedError } from "../errors";
import type {
  ApprovalRule,
  MutationResolvers,
  PendingApprovalResolvers,
  QueryResolvers,
} from "../generated/resolvers";
import { requireTenant, sectionCaller } from "../guards";
import { parseInput, withoutNulls } from "../validate";

// Store edits waiting for approval (lib/approvals): the queue, its decisions and the tenant's rule,
// all ADMIN's (the admin section) and all in the caller's tenant.

const caller = (ctx: GraphQLContext) => sectionCaller(ctx, "admin");
const idSchema = z.uuid({ message: "approvalNotFound" });

const CODES = {
  NOT_FOUND: ["NOT_FOUND", "approvalNotFound"],
  ALREADY_APPROVED: ["BAD_USER_INPUT", "alreadyApproved"],
  ALREADY_REJECTED: ["BAD_USER_INPUT", "alreadyRejected"],
  UNKNOWN_ROLE: ["BAD_USER_INPUT", "unknownRole"],
} as const;

/** A refusal in the caller's language, with its key for clients that translate their own. */
async function refusingApproval<T>(ctx: GraphQLContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApprovalError)) throw error;
    const [code, key] = CODES[error.code];
    throw translatedError(ctx.locale, {
      namespace: "stores.approvals.errors",
      key,
      code,
      path: error.code === "UNKNOWN_ROLE" ? "roleIds" : "id",
    });
  }
}

async function found(ctx: GraphQLContext, tenantId: string, id: string) {
  const row = await getApproval(ctx.db, { tenantId, id });
  if (!row) await refusingApproval(ctx, () => Promise.reject(new ApprovalError("NOT_FOUND")));
  return row!;
}

async function rule(ctx: GraphQLContext, tenantId: string): Promise<ApprovalRule> {
  const [{ roleIds, updatedAt }, roles] = await Promise.all([
    ruleRoleOptions(ctx.db, { tenantId }),
    listRoles(ctx.db, { tenantId }),
  ]);
  const required = new Set(roleIds);
  return {
    roleIds,
    updatedAt,
    roles: roles
      .filter((role) => role.name !== "ADMIN")
      .map((role) => ({
        id: role.id,
        name: role.name,
        custom: role.custom,
        required: required.has(role.id),
      })),
  };
}

export const approvalsResolvers: {
  Query: Pick<QueryResolvers, "pendingApprovals" | "pendingApproval" | "approvalRule">;
  Mutation: Pick<MutationResolvers, "approveEdit" | "rejectEdit" | "setApprovalRule">;
  PendingApproval: Omit<PendingApprovalResolvers, "__isTypeOf">;
} = {
  Query: {
    pendingApprovals: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const input = parseInput(pendingApprovalsSchema, withoutNulls(args));
      return listPendingApprovals(ctx.db, { tenantId, ...input });
    },
    pendingApproval: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const id = z.uuid().safeParse(args.id);
      if (!id.success) return null;
      return getApproval(ctx.db, { tenantId, id: id.data });
    },
    approvalRule: async (_parent, _args, ctx) => rule(ctx, caller(ctx).tenantId),
  },
  Mutation: {
    approveEdit: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const id = parseInput(idSchema, args.id);
      await refusingApproval(ctx, async () =>
        approveEdit(ctx.db, await getQueue(), { tenantId, actor: auditActor(ctx), id }),
      );
      return found(ctx, tenantId, id);
    },
    rejectEdit: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const { id, reason } = parseInput(rejectEditSchema, { id: args.id, reason: args.reason });
      await refusingApproval(ctx, () =>
        rejectEdit(ctx.db, { tenantId, actor: auditActor(ctx), id, reason }),
      );
      return found(ctx, tenantId, id);
    },
    setApprovalRule: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const { roleIds } = parseInput(approvalRuleSchema, { roleIds: args.roleIds });
      await refusingApproval(ctx, () =>
        setApprovalRule(ctx.db, { tenantId, actor: auditActor(ctx), roleIds }),
      );
      return rule(ctx, tenantId);
    },
  },
  PendingApproval: {
    id: (parent) => parent.id,
    jobId: (parent) => parent.id,
    source: (parent) => parent.source,
    status: (parent) => parent.status,
    reason: (parent) => parent.reason,
    author: (parent) => parent.author,
    createdAt: (parent) => parent.createdAt,
    storeCount: (parent) => parent.storeCount,
    fields: (parent) => parent.fields,
    stores: async (parent, args, ctx) => {
      const page = parseInput(approvalStoresSchema, withoutNulls(args));
      // Every edit of a page of the queue asking the same page of stores is read in one statement.
      const load = batchLoader(
        ctx,
        `approvalStores:${page.limit}:${page.offset}`,
        (ids: string[]) =>
          loadApprovalStores(ctx.db, {
            tenantId: requireTenant(ctx),
            jobIds: ids,
            locale: ctx.locale,
            ...page,
          }),
      );
      return (await load(parent.id)) ?? { items: [], total: 0 };
    },
  },
};
