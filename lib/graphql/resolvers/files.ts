import "server-only";
import { z } from "zod";
import { LIBRARY_SECTIONS } from "@/lib/auth/permissions";
import { listResources, resourcesByIds, resourceTags } from "@/lib/files/queries";
import { resourceListSchema, resourceUpdateSchema } from "@/lib/files/schema";
import { deleteResource, updateResource } from "@/lib/files/service";
import { notFound } from "../errors";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { rethrowRefusal } from "../refusals";
import { toResource } from "../resource";
import { parseInput, withoutNulls } from "../validate";

const idSchema = z.uuid("invalidId");

/** The resources library (spec §1; section files, read by media too). */
export const filesResolvers: {
  Query: Pick<QueryResolvers, "resources" | "resource" | "resourceTags">;
  Mutation: Pick<MutationResolvers, "updateResource" | "deleteResource">;
} = {
  Query: {
    resources: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, LIBRARY_SECTIONS);
      const input = parseInput(resourceListSchema, {
        ...withoutNulls(args.filter ?? {}),
        ...withoutNulls({ limit: args.limit, offset: args.offset }),
      });
      const page = await listResources(ctx.db, { tenantId, ...input });
      return { items: page.items.map(toResource), total: page.total };
    },
    resource: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, LIBRARY_SECTIONS);
      const id = parseInput(idSchema, args.id);
      const [row] = await resourcesByIds(ctx.db, { tenantId, ids: [id] });
      return row ? toResource(row) : null;
    },
    resourceTags: async (_parent, _args, ctx) =>
      resourceTags(ctx.db, { tenantId: sectionCaller(ctx, LIBRARY_SECTIONS).tenantId }),
  },
  Mutation: {
    updateResource: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "files");
      const change = parseInput(resourceUpdateSchema, withoutNulls(args.input));
      const row = await updateResource(ctx.db, { tenantId, ...change }).catch(rethrowRefusal);
      if (!row) throw notFound();
      return toResource(row);
    },
    deleteResource: async (_parent, args, ctx) => {
      const { tenantId } = sectionCaller(ctx, "files");
      const id = parseInput(idSchema, args.id);
      if (!(await deleteResource(ctx.db, { tenantId, id }))) throw notFound();
      return true;
    },
  },
};
