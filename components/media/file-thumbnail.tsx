import { Film } from "lucide-react";

/**
 * A library file as a small square: the image itself, or a mark for a video (a thumbnail that
 * loads a video's first frame would fetch megabytes per tile). Plain <img>: the signed URLs change
 * on every read, so an optimiser's cache would only fill up.
 */
export function FileThumbnail({ file }: { file: { kind: string; url: string; name: string } }) {
  if (file.kind === "VIDEO")
    return (
      <span
        className="bg-muted text-muted-foreground flex size-full items-center justify-center"
        title={file.name}
      >
        <Film aria-hidden className="size-5" />
        <span className="sr-only">{file.name}</span>
      </span>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img src={file.url} alt={file.name} loading="lazy" className="size-full object-cover" />
  );
}
