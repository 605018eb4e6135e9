import "server-only";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import {
  mediaPackageFiles,
  mediaPackageLocations,
  mediaPackages,
  type ResourceRow,
} from "@/lib/db/schema";
import { resourcesByIds } from "@/lib/files/queries";
import { enqueueJobItems } from "@/lib/jobs/engine";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import { chosenStoreIds } from "@/lib/stores/chosen-stores";
import { MediaInputError } from "./errors";
import type { MediaPackageInput } from "./schema";
import { packageIssues, type PackageIssue } from "./package-rules";

export const MEDIA_JOB_KIND = "MEDIA_UPLOAD";

export type MediaItemPayload = { packageId: string; resourceId: string; category: string };

/** One transaction: nothing is written or sent when a check fails (MediaInputError lists all). */
export async function createMediaPackage(
  db: Db,
  queue: PgBoss,
  input: MediaPackageInput & { tenantId: string; userId: string; workspace?: ListWorkspace },
) {
  const issues: PackageIssue[] = [];
  if (new Set(input.resourceIds).size !== input.resourceIds.length)
    issues.push({ path: "resourceIds", message: "REPEATED_COMBINATION" });
  const files = await resourcesByIds(db, { tenantId: input.tenantId, ids: input.resourceIds });
  if (files.length !== new Set(input.resourceIds).size)
    issues.push({ path: "resourceIds", message: "UNKNOWN_FILE" });
  const ordered = input.resourceIds
    .map((id) => files.find((f) => f.id === id))
    .filter((f): f is ResourceRow => Boolean(f));
  // The server names a file and a code only; the form knows the limits.
  issues.push(
    ...packageIssues(input.category, ordered).map(({ path, message, file }) => ({
      path,
      message,
      file,
    })),
  );
  const storeIds = await chosenStoreIds(db, input);
  if (!storeIds.length) issues.push({ path: "locationIds", message: "noStores" });
  if (issues.length) throw new MediaInputError(issues);

  const mediaFormat = ordered[0]!.kind === "VIDEO" ? "VIDEO" : "PHOTO";
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(mediaPackages)
      .values({
        tenantId: input.tenantId,
        name: input.name,
        category: input.category,
        mediaFormat,
        createdBy: input.userId,
        sentAt: new Date(),
      })
      .returning();
    const pkg = created!;
    await tx
      .insert(mediaPackageFiles)
      .values(
        ordered.map((file, position) => ({ packageId: pkg.id, resourceId: file.id, position })),
      );
    await tx
      .insert(mediaPackageLocations)
      .values(storeIds.map((locationId) => ({ packageId: pkg.id, locationId })));
    const { jobId } = await sendPackageFiles(tx as unknown as Db, queue, {
      tenantId: input.tenantId,
      userId: input.userId,
      packageId: pkg.id,
      category: input.category,
      resourceIds: ordered.map((f) => f.id),
      storeIds,
    });
    await tx.update(mediaPackages).set({ jobId }).where(eq(mediaPackages.id, pkg.id));
    return { ...pkg, jobId };
  });
}

export function sendPackageFiles(
  db: Db,
  queue: PgBoss,
  job: {
    tenantId: string;
    userId: string | null;
    packageId: string;
    category: string;
    resourceIds: string[];
    storeIds: string[];
  },
) {
  return enqueueJobItems(db, queue, {
    tenantId: job.tenantId,
    userId: job.userId,
    kind: MEDIA_JOB_KIND,
    items: job.storeIds.flatMap((locationId) =>
      job.resourceIds.map((resourceId) => ({
        locationId,
        payload: {
          packageId: job.packageId,
          resourceId,
          category: job.category,
        } satisfies MediaItemPayload,
      })),
    ),
  });
}

/** Takes a package off the list (spec §4); its share link brings it back. */
export async function dismissMediaPackage(
  db: Db,
  { tenantId, id, dismissed }: { tenantId: string; id: string; dismissed: boolean },
) {
  const [row] = await db
    .update(mediaPackages)
    .set({ dismissedAt: dismissed ? new Date() : null })
    .where(and(eq(mediaPackages.id, id), eq(mediaPackages.tenantId, tenantId)))
    .returning({ id: mediaPackages.id });
  return Boolean(row);
}
