import type { ResourceItemFragment } from "@/lib/graphql/generated/client/graphql";
import { cn } from "@/lib/utils";

/**
 * A file as it looks: the image, or the video (its first frame as a thumbnail; playable in full).
 * Plain elements rather than next/image: the signed URLs expire and change on every read, so an
 * optimiser's cache would only fill up.
 */
export function FilePreview({
  file,
  thumbnail = false,
}: {
  file: Pick<ResourceItemFragment, "kind" | "url" | "name">;
  thumbnail?: boolean;
}) {
  if (file.kind === "VIDEO")
    return (
      <video
        src={file.url}
        preload="metadata"
        muted={thumbnail}
        playsInline
        controls={!thumbnail}
        tabIndex={thumbnail ? -1 : undefined}
        aria-label={thumbnail ? undefined : file.name}
        className={cn(
          thumbnail ? "size-full object-cover" : "max-h-[70dvh] w-full rounded-md bg-black",
        )}
      />
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={file.url}
      alt={thumbnail ? "" : file.name}
      loading={thumbnail ? "lazy" : undefined}
      className={cn(
        thumbnail ? "size-full object-cover" : "mx-auto max-h-[70dvh] w-auto max-w-full rounded-md",
      )}
    />
  );
}
