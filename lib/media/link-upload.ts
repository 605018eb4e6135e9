import "server-only";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { and, count, eq, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import {
  mediaLinks,
  mediaPackageFiles,
  mediaPackageLocations,
  mediaPackages,
  resources,
} from "@/lib/db/schema";
import { FileError } from "@/lib/files/errors";
import { receiveUpload, type ReceivedUpload } from "@/lib/files/receive";
import { createResource, isNameTaken } from "@/lib/files/service";
import { fileErrorBody } from "@/lib/files/upload-handler";
import { requestLocale } from "@/lib/i18n/request-locale";
import { getQueue } from "@/lib/jobs/runtime";
import { suggestedResourceName } from "@/lib/files/rules";
import { MAX_IMAGES_PER_BATCH } from "@/lib/media/rules";
import { openMediaLink } from "./links";
import { getMediaPackage } from "./queries";
import { packageIssues } from "./package-rules";
import { sendPackageFiles } from "./service";

/** Photos one link takes at most: a link found by a stranger cannot flood the stores. */
export const MAX_LINK_UPLOADS = 30;

/** Link uploads are photos; a store link's photos go out as a package of this category. */
const STORE_LINK_CATEGORY = "ADDITIONAL";

/** A free name for a file that came through a link: its own, or with a short suffix. */
async function freeName(db: Db, tenantId: string, fileName: string): Promise<string> {
  const base = suggestedResourceName(fileName).slice(0, 60) || "photo";
  if (!(await isNameTaken(db, { tenantId, name: base }))) return base;
  return `${base}-${randomBytes(3).toString("hex")}`;
}

async function linkUploads(db: Db, link: { id: string; tenantId: string }): Promise<number> {
  const [taken] = await db
    .select({ n: count() })
    .from(resources)
    .where(and(eq(resources.tenantId, link.tenantId), eq(resources.mediaLinkId, link.id)));
  return taken?.n ?? 0;
}

/** Holds the link's row until the upload commits so parallel uploads take turns: read without
 * the lock, 45 uploads at once all saw room for 30. */
async function claimLinkUpload(
  tx: Db,
  link: { id: string; tenantId: string },
  packageId: string | null,
) {
  await tx
    .select({ id: mediaLinks.id })
    .from(mediaLinks)
    .where(eq(mediaLinks.id, link.id))
    .for("update");
  if ((await linkUploads(tx, link)) >= MAX_LINK_UPLOADS)
    throw new FileError("LINK_LIMIT", 429, { limit: MAX_LINK_UPLOADS });
  if (!packageId) return;
  const [files] = await tx
    .select({ n: count() })
    .from(mediaPackageFiles)
    .where(eq(mediaPackageFiles.packageId, packageId));
  if ((files?.n ?? 0) >= MAX_IMAGES_PER_BATCH)
    throw new FileError("TOO_MANY_IMAGES", 422, { limit: MAX_IMAGES_PER_BATCH });
}

/** An expired, revoked or unknown token is 404 and reads nothing of the body; a refused upload
 * leaves no file behind, in storage or among the temporary ones. */
export async function handleLinkUpload(db: Db, request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const link = await openMediaLink(db, new URL(request.url).searchParams.get("token"));
  if (!link) return Response.json({ error: { code: "LINK_INVALID" } }, { status: 404 });
  let upload: ReceivedUpload | null = null;
  try {
    // Refused before the body is read when the link is already full; the count that holds is
    // taken again under the link's lock.
    if ((await linkUploads(db, link)) >= MAX_LINK_UPLOADS)
      throw new FileError("LINK_LIMIT", 429, { limit: MAX_LINK_UPLOADS });
    upload = await receiveUpload(request);
    const fileName = upload.file.fileName;
    if (upload.file.kind !== "IMAGE")
      throw new FileError("INVALID_FORMAT", 415, { file: fileName });
    const pkg = link.packageId
      ? await getMediaPackage(db, { tenantId: link.tenantId, id: link.packageId })
      : null;
    if (pkg && pkg.mediaFormat !== "PHOTO")
      throw new FileError("INVALID_FORMAT", 415, { file: fileName });
    if (pkg && pkg.files.length >= MAX_IMAGES_PER_BATCH)
      throw new FileError("TOO_MANY_IMAGES", 422, { limit: MAX_IMAGES_PER_BATCH });
    upload.fields.set("name", [await freeName(db, link.tenantId, fileName)]);
    upload.fields.set("tags", ["shared-link"]);
    const category = pkg?.category ?? STORE_LINK_CATEGORY;
    const queue = await getQueue();
    const file = await createResource(db, {
      tenantId: link.tenantId,
      userId: null,
      upload,
      mediaLinkId: link.id,
      within: {
        before: (tx) => claimLinkUpload(tx, link, pkg?.id ?? null),
        after: async (tx, row) => {
          const issue = packageIssues(category, [row])[0];
          if (issue)
            throw new FileError(issue.message as FileError["code"], 422, { file: fileName });
          await addToPackage(tx, queue, link, pkg?.id ?? null, category, row.id);
        },
      },
    });
    return Response.json({ id: file.id }, { status: 201 });
  } catch (error) {
    if (error instanceof FileError)
      return Response.json(fileErrorBody(error, locale), { status: error.status });
    throw error;
  } finally {
    if (upload) await rm(upload.file.tmpPath, { force: true });
  }
}

async function addToPackage(
  tx: Db,
  queue: PgBoss,
  link: { id: string; tenantId: string; locationId: string | null; createdBy: string | null },
  packageId: string | null,
  category: string,
  resourceId: string,
) {
  let id = packageId;
  if (!id) {
    const [created] = await tx
      .insert(mediaPackages)
      .values({
        tenantId: link.tenantId,
        name: `link-${new Date().toISOString().slice(0, 10)}`,
        category,
        mediaFormat: "PHOTO",
        createdBy: link.createdBy,
        sentAt: new Date(),
      })
      .returning({ id: mediaPackages.id });
    id = created!.id;
    await tx.insert(mediaPackageLocations).values({ packageId: id, locationId: link.locationId! });
  }
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${mediaPackageFiles.position}) + 1, 0)::int` })
    .from(mediaPackageFiles)
    .where(eq(mediaPackageFiles.packageId, id));
  await tx.insert(mediaPackageFiles).values({ packageId: id, resourceId, position: last?.n ?? 0 });
  const stores = await tx
    .select({ id: mediaPackageLocations.locationId })
    .from(mediaPackageLocations)
    .where(eq(mediaPackageLocations.packageId, id));
  const { jobId } = await sendPackageFiles(tx, queue, {
    tenantId: link.tenantId,
    userId: link.createdBy,
    packageId: id,
    category,
    resourceIds: [resourceId],
    storeIds: stores.map((s) => s.id),
  });
  await tx.update(mediaPackages).set({ jobId, dismissedAt: null }).where(eq(mediaPackages.id, id));
}
