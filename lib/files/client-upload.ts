// XMLHttpRequest rather than fetch: fetch reports no upload progress, and a 75 MB video takes a while.
import { CSRF_HEADER } from "@/lib/http/endpoint";

const UPLOAD_URL = "/api/files";

export type UploadProgress = { loaded: number; total: number };

export type UploadOutcome =
  | { ok: true; id: string }
  /** The server refused: `code` of files.errors (or UNAUTHENTICATED, FORBIDDEN), `message` in the
   *  user's language when the server wrote one. */
  | { ok: false; code: string; message: string | null }
  | { ok: false; code: "ABORTED" | "NETWORK"; message: null };

export type UploadRequest = {
  file: File;
  name: string;
  tags: string;
};

type ErrorBody = { error?: { code?: unknown; message?: unknown } };

function refusal(status: number, body: unknown): UploadOutcome {
  const error = (body as ErrorBody | null)?.error;
  const code =
    typeof error?.code === "string"
      ? error.code
      : status >= 500
        ? "INTERNAL_SERVER_ERROR"
        : "BAD_REQUEST";
  const message = typeof error?.message === "string" ? error.message : null;
  return { ok: false, code, message };
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `done` never rejects; after `abort` it answers ABORTED. */
export function uploadResource(
  request: UploadRequest,
  onProgress: (progress: UploadProgress) => void,
): { done: Promise<UploadOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener("load", () => {
      const body = parse(xhr.responseText);
      const id = (body as { id?: unknown } | null)?.id;
      resolve(
        xhr.status === 201 && typeof id === "string" ? { ok: true, id } : refusal(xhr.status, body),
      );
    });
    xhr.addEventListener("abort", () => resolve({ ok: false, code: "ABORTED", message: null }));
    xhr.addEventListener("error", () => resolve({ ok: false, code: "NETWORK", message: null }));
  });
  const form = new FormData();
  form.append("name", request.name);
  if (request.tags.trim()) form.append("tags", request.tags);
  form.append("file", request.file);
  xhr.open("POST", UPLOAD_URL);
  xhr.setRequestHeader(CSRF_HEADER, "1");
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
