"use client";
import { useId } from "react";
import type { ResourceKind } from "@/lib/graphql/generated/client/graphql";
import { LibraryPicker } from "./library-picker";
import type { PickedFile } from "./picked-file";
import { UploadNewFiles } from "./upload-new-files";

/** A rule a picked file (or the files together) breaks, in words. */
export type FileIssue = { file?: string; text: string };

/**
 * A form's files (a media package's, a post's images): picked from the library or uploaded into it
 * here, each issue listed under the picker and on the tile of the file it names.
 */
export function FilesField({
  label,
  hint,
  picked,
  onChange,
  issues,
  notice,
  onFull,
  onUploaded,
  kind,
  max,
  noteOf,
}: {
  label: string;
  hint: string;
  picked: PickedFile[];
  onChange: (files: PickedFile[]) => void;
  issues: FileIssue[];
  notice: string | null | undefined;
  onFull: () => void;
  onUploaded: (files: PickedFile[]) => void;
  kind?: ResourceKind;
  max?: number;
  /** A word on each file's tile beside its size. */
  noteOf?: (file: PickedFile) => string | null;
}) {
  const labelId = useId();
  const alerts = [...(notice ? [notice] : []), ...issues.map((issue) => issue.text)];
  return (
    <section aria-labelledby={labelId} className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-col gap-0.5">
        <h2 id={labelId} className="text-sm font-medium">
          {label}
        </h2>
        <p className="text-muted-foreground text-xs">{hint}</p>
      </div>
      <LibraryPicker
        picked={picked}
        onChange={onChange}
        onFull={onFull}
        kind={kind}
        max={max}
        noteOf={noteOf}
        issueOf={(file) => issues.find((issue) => issue.file === file.name)?.text ?? null}
      />
      {alerts.length > 0 ? (
        // The alert wraps the list: a list given the alert role no longer holds its items.
        <div role="alert" data-testid="file-issues">
          <ul className="text-destructive flex flex-col gap-1 text-sm">
            {[...new Set(alerts)].map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <UploadNewFiles onUploaded={onUploaded} />
    </section>
  );
}
