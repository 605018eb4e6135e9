"use client";
import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { FileThumbnail } from "@/components/media/file-thumbnail";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { LibraryFilesQuery } from "@/lib/files/operations";
import type { ResourceKind } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { MAX_IMAGES_PER_BATCH } from "@/lib/media/rules";
import { cn } from "@/lib/utils";
import type { PickedFile } from "./picked-file";

/** Files shown at first and added by each "show more". */
const PAGE = 24;
/** Wait after the last key before searching, so typing a name sends one request. */
const DEBOUNCE_MS = 250;

/**
 * The resources library as tiles to tick, searched on the server by name or tag (only `kind` files
 * when given: a post takes images only). A file past `max` (spec §5's batch limit by default) is
 * not picked: `onFull` lets the form say why instead. `issueOf` names what is wrong with a picked
 * file (a media package's category rules); `noteOf` adds a word on any file's tile (the shape a
 * campaign sees in it).
 */
export function LibraryPicker({
  picked,
  onChange,
  issueOf = () => null,
  noteOf,
  onFull,
  kind,
  max = MAX_IMAGES_PER_BATCH,
}: {
  picked: PickedFile[];
  onChange: (files: PickedFile[]) => void;
  issueOf?: (file: PickedFile) => string | null;
  noteOf?: (file: PickedFile) => string | null;
  onFull: () => void;
  kind?: ResourceKind;
  max?: number;
}) {
  const t = useTranslations("media.library");
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const [limit, setLimit] = useState(PAGE);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(draft.trim());
      setLimit(PAGE);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  const filter = search || kind ? { ...(search && { search }), ...(kind && { kind }) } : null;
  const { data, loading, error } = useGraphQLQuery(LibraryFilesQuery, {
    variables: { filter, limit, offset: 0 },
  });
  const files = data?.resources.items ?? [];
  const total = data?.resources.total ?? 0;
  const pickedIds = new Set(picked.map((file) => file.id));

  function toggle(file: PickedFile, on: boolean) {
    if (!on) return onChange(picked.filter((p) => p.id !== file.id));
    if (picked.length >= max) return onFull();
    onChange([...picked, file]);
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          type="search"
          aria-label={t("search")}
          placeholder={t("search")}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="h-9 min-w-0 flex-1 basis-full sm:basis-48"
        />
        <span className="text-muted-foreground text-sm" aria-live="polite">
          {t("picked", { count: picked.length, max })}
        </span>
        {picked.length > 0 ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>
            {t("clear")}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {t("error")}
        </p>
      ) : loading && files.length === 0 ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t("loading")}
        </p>
      ) : files.length === 0 ? (
        <p className="text-muted-foreground text-sm">{search ? t("none") : t("empty")}</p>
      ) : (
        <ul className="grid max-h-96 auto-rows-max grid-cols-2 gap-2 overflow-y-auto p-0.5 sm:grid-cols-4">
          {files.map((file) => {
            const pick: PickedFile = { ...file, durationMs: null };
            const checked = pickedIds.has(file.id);
            return (
              <FileTile
                key={file.id}
                file={pick}
                checked={checked}
                issue={checked ? issueOf(picked.find((p) => p.id === file.id) ?? pick) : null}
                note={noteOf?.(pick) ?? null}
                onToggle={(on) => toggle(pick, on)}
              />
            );
          })}
        </ul>
      )}
      {files.length < total ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-center"
          disabled={loading}
          onClick={() => setLimit((n) => Math.min(n + PAGE, 100))}
        >
          {t("more")}
        </Button>
      ) : null}
    </div>
  );
}

function FileTile({
  file,
  checked,
  issue,
  note,
  onToggle,
}: {
  file: PickedFile;
  checked: boolean;
  issue: string | null;
  note: string | null;
  onToggle: (on: boolean) => void;
}) {
  const t = useTranslations("media.library");
  const id = useId();
  return (
    <li
      data-testid="library-file"
      className={cn(
        "relative flex min-w-0 flex-col overflow-hidden rounded-md border",
        checked && "border-primary ring-primary ring-1",
        issue && "border-destructive ring-destructive",
      )}
    >
      <label htmlFor={id} className="flex cursor-pointer flex-col">
        <span className="bg-muted aspect-square w-full">
          <FileThumbnail file={file} />
        </span>
        <span className="flex min-w-0 flex-col px-2 py-1">
          <span className="truncate text-xs font-medium" title={file.name}>
            {file.name}
          </span>
          <span className="text-muted-foreground text-[11px]">
            {file.kind === "VIDEO" ? `${t("video")} · ` : ""}
            {t("size", { width: file.width, height: file.height })}
            {note ? ` · ${note}` : ""}
          </span>
        </span>
      </label>
      <Checkbox
        id={id}
        checked={checked}
        aria-label={t("pick", { name: file.name })}
        aria-describedby={issue ? `${id}-issue` : undefined}
        onCheckedChange={(on) => onToggle(on === true)}
        className="bg-background absolute top-1.5 left-1.5"
      />
      {checked && !issue ? (
        <Check aria-hidden className="text-primary absolute top-1.5 right-1.5 size-4" />
      ) : null}
      {issue ? (
        <p id={`${id}-issue`} className="text-destructive px-2 pb-1.5 text-[11px]">
          {issue}
        </p>
      ) : null}
    </li>
  );
}
