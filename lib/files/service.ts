import "server-only";
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { resources, type ResourceRow } from "@/lib/db/schema";
import { fileNameIssue, mediaIssue, splitTags, suggestedResourceName } from "./rules";
import { FileError, ruleError } from "./errors";
import { reencodeImage } from "./image-encode";
import type { ReceivedUpload } from "./receive";
import { resourceNameSchema, resourceTagsSchema } from "./schema";
import { fileStorage } from "./storage";
import { probeVideo } from "./video-probe";

export type NewResource = {
  tenantId: string;
  userId: string | null;
  upload: ReceivedUpload;
  mediaLinkId?: string | null;
  /** Whatever it throws undoes the insert and removes the stored bytes. */
  within?: {
    before?: (tx: Db) => Promise<void>;
    after?: (tx: Db, row: ResourceRow) => Promise<void>;
  };
};

const NAME_INDEX = "resources_tenant_name_idx";

function namingOf(upload: ReceivedUpload): { name: string; tags: string[] } {
  const { file, fields } = upload;
  const period = fileNameIssue(file.fileName);
  if (period) throw ruleError(period, file.fileName);
  const typed = fields.get("name")?.[0]?.trim();
  const name = resourceNameSchema.safeParse(typed || suggestedResourceName(file.fileName));
  if (!name.success)
    throw new FileError(typed ? "NAME_INVALID" : "NAME_REQUIRED", 422, { file: file.fileName });
  const tags = resourceTagsSchema.safeParse(splitTags(fields.get("tags") ?? []));
  if (!tags.success) throw new FileError("TAGS_INVALID", 422, { file: file.fileName });
  return { name: name.data, tags: tags.data };
}

export async function isNameTaken(
  db: Db,
  { tenantId, name, exceptId }: { tenantId: string; name: string; exceptId?: string },
) {
  const [row] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.tenantId, tenantId), sql`lower(${resources.name}) = lower(${name})`))
    .limit(1);
  return Boolean(row && row.id !== exceptId);
}

/** Nothing is stored when any check fails; the temporary files are removed either way. */
export async function createResource(db: Db, input: NewResource): Promise<ResourceRow> {
  const { file } = input.upload;
  const encodedPath = `${file.tmpPath}.out`;
  try {
    const { name, tags } = namingOf(input.upload);
    if (await isNameTaken(db, { tenantId: input.tenantId, name }))
      throw new FileError("NAME_TAKEN", 409, { name, file: file.fileName });

    let facts: { width: number; height: number; durationMs: number | null };
    let storedPath = file.tmpPath;
    let storedSize = file.byteSize;
    if (file.kind === "IMAGE") {
      const encoded = await reencodeImage(
        file.tmpPath,
        encodedPath,
        file.mimeType as "image/jpeg" | "image/png",
      ).catch(() => {
        throw new FileError("UNREADABLE_FILE", 422, { file: file.fileName });
      });
      facts = { width: encoded.width, height: encoded.height, durationMs: null };
      storedPath = encodedPath;
      storedSize = encoded.byteSize;
    } else {
      const video = await probeVideo(file.tmpPath).catch(() => null);
      if (!video) throw new FileError("UNREADABLE_FILE", 422, { file: file.fileName });
      facts = video;
    }
    // The size rule reads the file as sent, the way the person picked it.
    const issue = mediaIssue({ kind: file.kind, byteSize: file.byteSize, ...facts });
    if (issue) throw ruleError(issue, file.fileName);

    const storageKey = `${input.tenantId}/${randomUUID()}`;
    await fileStorage().putFile(storageKey, storedPath, file.mimeType);
    const insert = async (tx: Db) => {
      await input.within?.before?.(tx);
      const [row] = await tx
        .insert(resources)
        .values({
          tenantId: input.tenantId,
          name,
          tags,
          kind: file.kind,
          mimeType: file.mimeType,
          byteSize: storedSize,
          ...facts,
          storageKey,
          originalName: file.fileName.slice(0, 255),
          mediaLinkId: input.mediaLinkId ?? null,
          createdBy: input.userId,
        })
        .returning();
      await input.within?.after?.(tx, row!);
      return row!;
    };
    try {
      return input.within
        ? await db.transaction((tx) => insert(tx as unknown as Db))
        : await insert(db);
    } catch (error) {
      await fileStorage().remove(storageKey);
      if (isUniqueViolation(error, NAME_INDEX))
        throw new FileError("NAME_TAKEN", 409, { name, file: file.fileName });
      throw error;
    }
  } finally {
    await rm(file.tmpPath, { force: true });
    await rm(encodedPath, { force: true });
  }
}

export async function updateResource(
  db: Db,
  { tenantId, ...change }: { tenantId: string; id: string; name?: string; tags?: string[] },
): Promise<ResourceRow | null> {
  if (change.name && (await isNameTaken(db, { tenantId, name: change.name, exceptId: change.id })))
    throw new FileError("NAME_TAKEN", 409, { name: change.name });
  try {
    const [row] = await db
      .update(resources)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.tags !== undefined ? { tags: change.tags } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(resources.id, change.id), eq(resources.tenantId, tenantId)))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX))
      throw new FileError("NAME_TAKEN", 409, { name: change.name ?? "" });
    throw error;
  }
}

export async function deleteResource(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<boolean> {
  const [row] = await db
    .delete(resources)
    .where(and(eq(resources.id, id), eq(resources.tenantId, tenantId)))
    .returning({ storageKey: resources.storageKey });
  if (!row) return false;
  await fileStorage().remove(row.storageKey);
  return true;
}
