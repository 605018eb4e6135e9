import "server-only";
import { z } from "zod";
import { LIBRARY_SECTIONS } from "@/lib/auth/permissions";
import type { ResourceRow } from "@/lib/db/schema";
import { FileError } from "@/lib/files/errors";
import { listResources, resourcesByIds, resourceTags } from "@/lib/files/queries";
import { resourceListSchema, resourceUpdateSchema } from "@/lib/files/resource-input";
import { deleteResource, updateResource } from "@/lib/files/service";
import { PREVIEW_URL_SECONDS, signedFileUrl } from "@/lib/files/signed-url";
import type { GraphQLContext } from "../context";
import { badUserInput, forbidden, notFound } from "../errors";
import type { MutationResolvers, QueryResolvers, Resource } from "../generated/resolvers";
import { canAccessSection, requireSection, requireTenant, requireUser } from "../guards";
import { parseInput, withoutNulls } from "../validate";

const idSchema = z.uuid("invalidId");

export function toResource(row: ResourceRow): Resource {
  return {
    id: row.id,
    name: row.name,
    tags: row.tags,
    kind: row.kind,
    mimeType: row.mimeType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    url: signedFileUrl(row.id, { seconds: PREVIEW_URL_SECONDS }),
    createdAt: row.createdAt,
  };
}

/** Readers of the library: its own section, and the sections that pick files from it. */
function libraryReader(ctx: GraphQLContext): string {
  requireUser(ctx);
  if (!LIBRARY_SECTIONS.some((section) => canAccessSection(ctx, section))) throw forbidden();
  return requireTenant(ctx);
}

function libraryEditor(ctx: GraphQLContext): string {
  requireSection(ctx, "files");
  return requireTenant(ctx);
}

/** A FileError as BAD_USER_INPUT naming the field, its message the code of files.errors. */
function fileRefusal(error: unknown): never {
  if (error instanceof FileError) {
    const path = error.code.startsWith("NAME")
      ? "name"
      : error.code === "TAGS_INVALID"
        ? "tags"
        : "";
    throw badUserInput([{ path, message: error.code }]);
  }
  throw error;
}

/** The resources library (spec §1; section files, read by media too). */
export const filesResolvers: {
  Query: Pick<QueryResolvers, "resources" | "resource" | "resourceTags">;
  Mutation: Pick<MutationResolvers, "updateResource" | "deleteResource">;
} = {
  Query: {
    resources: async (_parent, args, ctx) => {
      const tenantId = libraryReader(ctx);
      const input = parseInput(resourceListSchema, {
        ...withoutNulls(args.filter ?? {}),
        ...withoutNulls({ limit: args.limit, offset: args.offset }),
      });
      const page = await listResources(ctx.db, tenantId, input);
      return { items: page.items.map(toResource), total: page.total };
    },
    resource: async (_parent, args, ctx) => {
      const tenantId = libraryReader(ctx);
      const id = parseInput(idSchema, args.id);
      const [row] = await resourcesByIds(ctx.db, tenantId, [id]);
      return row ? toResource(row) : null;
    },
    resourceTags: async (_parent, _args, ctx) => resourceTags(ctx.db, libraryReader(ctx)),
  },
  Mutation: {
    updateResource: async (_parent, args, ctx) => {
      const tenantId = libraryEditor(ctx);
      const change = parseInput(resourceUpdateSchema, withoutNulls(args.input));
      const row = await updateResource(ctx.db, tenantId, change).catch(fileRefusal);
      if (!row) throw notFound();
      return toResource(row);
    },
    deleteResource: async (_parent, args, ctx) => {
      const tenantId = libraryEditor(ctx);
      const id = parseInput(idSchema, args.id);
      if (!(await deleteResource(ctx.db, tenantId, id))) throw notFound();
      return true;
    },
  },
};
