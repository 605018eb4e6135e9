"use client";
import { useRef, useState } from "react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { splitTags, suggestedResourceName } from "@/lib/files/rules";
import { FILE_MESSAGE_NAMESPACES, FILE_MESSAGE_OPTIONS } from "./file-messages";

// The name and tag rules load when files are first sent: the library page shows without zod.
const loadRules = () => import("@/lib/files/schema");
/** The browser's checks of a chosen file and its sender: the panel loads them as it mounts. */
export const loadSending = () =>
  Promise.all([import("@/lib/files/client-check"), import("@/lib/files/client-upload")]);

export type UploadStatus =
  "ready" | "waiting" | "uploading" | "processing" | "done" | "failed" | "canceled";

export type UploadRow = {
  key: string;
  file: File;
  name: string;
  /** This file's own tags, as typed; the shared ones are added when it is sent. */
  tags: string;
  status: UploadStatus;
  /** Share of the bytes sent, 0 to 1. */
  progress: number;
  /** Why it was refused (by the browser's check or the server), in the user's language. */
  error: string | null;
};

const RUNNING: readonly UploadStatus[] = ["waiting", "uploading", "processing"];
export const isRunning = (row: UploadRow) => RUNNING.includes(row.status);

/**
 * The files chosen for upload and their fate: checked in the browser when chosen (the server stays
 * the judge), then sent one after the other with their progress; any of them can be cancelled.
 * When a round ends, `onFinished` gets the ids of the files stored and the count refused.
 */
export function useUploads({
  onFinished,
}: {
  onFinished: (storedIds: string[], failed: number) => void;
}) {
  const message = useApiErrorMessage(FILE_MESSAGE_NAMESPACES, FILE_MESSAGE_OPTIONS);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [sharedTags, setSharedTags] = useState("");
  const aborts = useRef(new Map<string, () => void>());
  const canceled = useRef(new Set<string>());
  const counter = useRef(0);

  const patch = (key: string, change: Partial<UploadRow>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function add(files: Iterable<File>) {
    // Read before waiting: the chooser is emptied as soon as this returns.
    const chosen = [...files];
    const [{ clientFileIssue }] = await loadSending();
    const added = chosen.map((file): UploadRow => {
      const { issue } = clientFileIssue(file);
      const { code, ...params } = issue ?? { code: null };
      return {
        key: `upload-${(counter.current += 1)}`,
        file,
        name: suggestedResourceName(file.name),
        tags: "",
        status: issue ? "failed" : "ready",
        progress: 0,
        error: code ? message.key(code, { values: { ...params, file: file.name } }) : null,
      };
    });
    setRows((all) => [...all, ...added]);
  }

  /** The first problem of a row's name and tags, in words; null when it can be sent. */
  async function fieldsIssue(row: UploadRow): Promise<string | null> {
    const { resourceNameSchema, resourceTagsSchema } = await loadRules();
    const name = resourceNameSchema.safeParse(row.name);
    if (!name.success) return message.key(name.error.issues[0]?.message ?? "NAME_INVALID");
    const tags = resourceTagsSchema.safeParse(splitTags([sharedTags, row.tags]));
    return tags.success ? null : message.key("TAGS_INVALID");
  }

  /** Sends one row; answers the stored file's id, or null when it was not stored. */
  async function send(row: UploadRow): Promise<string | null> {
    patch(row.key, { status: "uploading", progress: 0, error: null });
    const [, { uploadResource }] = await loadSending();
    const { done, abort } = uploadResource(
      { file: row.file, name: row.name.trim(), tags: splitTags([sharedTags, row.tags]).join(",") },
      ({ loaded, total }) =>
        // Once the last byte is out the server re-encodes or probes the file.
        patch(row.key, {
          progress: loaded / total,
          ...(loaded >= total ? { status: "processing" } : {}),
        }),
    );
    aborts.current.set(row.key, abort);
    const outcome = await done;
    aborts.current.delete(row.key);
    if (outcome.ok) patch(row.key, { status: "done", progress: 1 });
    else if (outcome.code === "ABORTED") patch(row.key, { status: "canceled", progress: 0 });
    else {
      const error =
        outcome.message ??
        message.key(outcome.code, { values: { file: row.file.name, name: row.name } });
      // A name refused (taken, say) can be changed and sent again; the file itself was fine.
      const retry = outcome.code.startsWith("NAME");
      patch(row.key, { status: retry ? "ready" : "failed", progress: 0, error });
    }
    return outcome.ok ? outcome.id : null;
  }

  async function start() {
    const queue: UploadRow[] = [];
    for (const row of rows) {
      if (row.status !== "ready") continue;
      const issue = await fieldsIssue(row);
      if (issue) patch(row.key, { error: issue });
      else queue.push(row);
    }
    if (queue.length === 0) return;
    for (const row of queue) patch(row.key, { status: "waiting", error: null });
    const stored: string[] = [];
    let refused = 0;
    for (const row of queue) {
      if (canceled.current.delete(row.key)) continue;
      const id = await send(row);
      if (id) stored.push(id);
      else refused += 1;
    }
    onFinished(stored, refused);
  }

  function cancel(row: UploadRow) {
    if (row.status === "waiting") {
      canceled.current.add(row.key);
      patch(row.key, { status: "canceled" });
    } else aborts.current.get(row.key)?.();
  }

  return {
    rows,
    sharedTags,
    setSharedTags,
    add,
    start,
    cancel,
    edit: (key: string, change: Pick<Partial<UploadRow>, "name" | "tags">) =>
      patch(key, { ...change, error: null }),
    remove: (key: string) => setRows((all) => all.filter((row) => row.key !== key)),
    /** Forgets the files whose upload ended (stored, refused or cancelled). */
    clearFinished: () =>
      setRows((all) => all.filter((row) => row.status === "ready" || isRunning(row))),
    busy: rows.some(isRunning),
    finishedCount: rows.filter((row) => row.status !== "ready" && !isRunning(row)).length,
    readyCount: rows.filter((row) => row.status === "ready").length,
  };
}
