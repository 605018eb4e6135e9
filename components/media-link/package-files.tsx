import type { ResourceRow } from "@/lib/db/schema";
import { PREVIEW_URL_SECONDS, signedFileUrl } from "@/lib/files/signed-url";

/** A package's files as thumbnails, through signed URLs (the viewer has no session). */
export function PackageFiles({ files }: { files: ResourceRow[] }) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {files.map((file) => (
        <li key={file.id} className="bg-muted aspect-square overflow-hidden rounded-md">
          {file.kind === "IMAGE" ? (
            // eslint-disable-next-line @next/next/no-img-element -- signed, expiring URLs of ours
            <img
              src={signedFileUrl(file.id, { seconds: PREVIEW_URL_SECONDS })}
              alt={file.name}
              className="size-full object-cover"
            />
          ) : (
            <video
              src={signedFileUrl(file.id, { seconds: PREVIEW_URL_SECONDS })}
              preload="metadata"
              className="size-full object-cover"
              aria-label={file.name}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
