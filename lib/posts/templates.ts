import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import {
  postTemplates,
  type PostContent,
  type PostTemplateRow,
  type ResourceRow,
} from "@/lib/db/schema";
import { resourcesByIds } from "@/lib/files/queries";
import { PostInputError } from "./errors";

const NAME_TAKEN = new PostInputError([{ path: "name", message: "templateNameTaken" }]);

export function listPostTemplates(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<PostTemplateRow[]> {
  return db
    .select()
    .from(postTemplates)
    .where(eq(postTemplates.tenantId, tenantId))
    .orderBy(asc(sql`lower(${postTemplates.name})`), asc(postTemplates.id));
}

export async function getPostTemplate(db: Db, { tenantId, id }: { tenantId: string; id: string }) {
  const [row] = await db
    .select()
    .from(postTemplates)
    .where(and(eq(postTemplates.id, id), eq(postTemplates.tenantId, tenantId)));
  return row ?? null;
}

type TemplateInput = {
  tenantId: string;
  userId: string | null;
  name: string;
  content: PostContent;
};

export async function createPostTemplate(db: Db, input: TemplateInput): Promise<PostTemplateRow> {
  try {
    const [row] = await db
      .insert(postTemplates)
      .values({
        tenantId: input.tenantId,
        name: input.name,
        content: input.content,
        createdBy: input.userId,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw NAME_TAKEN;
    throw error;
  }
}

export async function updatePostTemplate(
  db: Db,
  input: TemplateInput & { id: string },
): Promise<PostTemplateRow | null> {
  try {
    const [row] = await db
      .update(postTemplates)
      .set({ name: input.name, content: input.content, updatedAt: new Date() })
      .where(and(eq(postTemplates.id, input.id), eq(postTemplates.tenantId, input.tenantId)))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) throw NAME_TAKEN;
    throw error;
  }
}

export async function deletePostTemplate(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<boolean> {
  const removed = await db
    .delete(postTemplates)
    .where(and(eq(postTemplates.id, id), eq(postTemplates.tenantId, tenantId)))
    .returning({ id: postTemplates.id });
  return removed.length > 0;
}

export type PostTemplateRecord = PostTemplateRow & { images: ResourceRow[] };

export async function withTemplateImages(
  db: Db,
  { tenantId, rows }: { tenantId: string; rows: PostTemplateRow[] },
): Promise<PostTemplateRecord[]> {
  const ids = [...new Set(rows.flatMap((row) => row.content.imageIds ?? []))];
  const images = await resourcesByIds(db, { tenantId, ids });
  return rows.map((row) => ({
    ...row,
    images: (row.content.imageIds ?? []).flatMap((id) => images.filter((r) => r.id === id)),
  }));
}
