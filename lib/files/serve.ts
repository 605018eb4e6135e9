import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { resources } from "@/lib/db/schema";
import { verifyFileSignature } from "./signed-url";
import { fileStorage } from "./storage";
import { isUuid } from "@/lib/validation/ids";

/** 404 for anything but a good signature, so an unsigned or expired URL says nothing about whether
 * the file exists. */
export async function serveSignedFile(db: Db, request: Request, id: string): Promise<Response> {
  const url = new URL(request.url);
  const notFound = () => new Response("Not Found", { status: 404 });
  if (
    !isUuid(id) ||
    !verifyFileSignature(id, url.searchParams.get("exp"), url.searchParams.get("sig"))
  )
    return notFound();
  const [row] = await db
    .select({ storageKey: resources.storageKey, mimeType: resources.mimeType })
    .from(resources)
    .where(eq(resources.id, id));
  const file = row ? await fileStorage().read(row.storageKey) : null;
  if (!row || !file) return notFound();
  return new Response(file.body, {
    headers: {
      "content-type": row.mimeType,
      "content-length": String(file.size),
      // The URL expires; a browser may keep the bytes as long as it is good.
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
    },
  });
}
