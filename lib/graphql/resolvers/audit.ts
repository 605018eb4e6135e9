import "server-only";
import { z } from "zod";
import { listAudit, PLATFORM_SCOPE, type AuditScope } from "@/lib/audit/queries";
import { isSuperAdmin } from "@/lib/auth/permissions";
import { MAX_PAGE_SIZE, PAGE_LIMIT } from "@/lib/constants";
import { MAX_OFFSET } from "@/lib/validation/list-query";
import type { GraphQLContext } from "../context";
import { forbidden } from "../errors";
import type { QueryResolvers } from "../generated/resolvers";
import { requireSection, requireUser } from "../guards";
import { parseInput, withoutNulls } from "../validate";

const inputSchema = z
  .object({
    filter: z
      .object({
        search: z.string().trim().max(100).optional(),
        action: z
          .string()
          .trim()
          .max(60)
          .regex(/^[A-Za-z.]*$/)
          .optional(),
        actorId: z.uuid().optional(),
        from: z.date().optional(),
        to: z.date().optional(),
      })
      .default({}),
    limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_LIMIT),
    offset: z.number().int().min(0).max(MAX_OFFSET).default(0),
    tenantId: z.union([z.uuid(), z.literal(PLATFORM_SCOPE)]).optional(),
  })
  .refine(
    (input) => !input.filter.from || !input.filter.to || input.filter.from < input.filter.to,
    {
      message: "The start must be before the end",
      path: ["filter", "to"],
    },
  );

/**
 * Whose rows the caller may read: an ADMIN reads their own tenant's; a Super Admin may name any
 * tenant, or "platform" for the rows of no tenant. Naming another tenant is FORBIDDEN otherwise.
 */
function auditScope(ctx: GraphQLContext, requested: string | undefined): AuditScope {
  requireUser(ctx);
  const superAdmin = isSuperAdmin(ctx.roles);
  if (!superAdmin) requireSection(ctx, "admin");
  if (requested && requested !== ctx.tenantId) {
    if (!superAdmin) throw forbidden();
    return requested === PLATFORM_SCOPE ? { platform: true } : { tenantId: requested };
  }
  if (!ctx.tenantId) throw forbidden("No tenant is assigned to this user");
  return { tenantId: ctx.tenantId };
}

export const auditResolvers: { Query: Pick<QueryResolvers, "auditLog"> } = {
  Query: {
    auditLog: async (_parent, args, ctx) => {
      const input = parseInput(inputSchema, {
        filter: args.filter ? withoutNulls(args.filter) : undefined,
        limit: args.limit ?? undefined,
        offset: args.offset ?? undefined,
        tenantId: args.tenantId ?? undefined,
      });
      const scope = auditScope(ctx, input.tenantId);
      const page = await listAudit(ctx.db, {
        scope,
        filter: input.filter,
        limit: input.limit,
        offset: input.offset,
      });
      return { items: page.items, total: page.total };
    },
  },
};
