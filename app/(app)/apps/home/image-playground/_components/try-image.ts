import { PLAYGROUND_HEADERS as H } from "@/lib/files/playground-headers";
import { CSRF_HEADER } from "@/lib/http/endpoint";

export type ImageSide = {
  mimeType: string | null;
  byteSize: number;
  width: number;
  height: number;
};

export type TryOutcome =
  | { ok: true; before: ImageSide; after: ImageSide; url: string }
  | { ok: false; message: string | null };

const number = (headers: Headers, name: string) => Number(headers.get(name) ?? 0);

/** Sends the image to be re-encoded (app/api/files/playground); never rejects. */
export async function tryImage(file: File): Promise<TryOutcome> {
  const form = new FormData();
  form.append("file", file);
  try {
    const response = await fetch("/api/files/playground", {
      method: "POST",
      headers: { [CSRF_HEADER]: "1" },
      body: form,
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as {
        error?: { message?: unknown };
      } | null;
      const message = body?.error?.message;
      return { ok: false, message: typeof message === "string" ? message : null };
    }
    const headers = response.headers;
    const blob = await response.blob();
    return {
      ok: true,
      before: {
        mimeType: headers.get(H.originalType),
        byteSize: number(headers, H.originalBytes),
        width: number(headers, H.originalWidth),
        height: number(headers, H.originalHeight),
      },
      after: {
        mimeType: blob.type || headers.get("content-type"),
        byteSize: number(headers, H.bytes),
        width: number(headers, H.width),
        height: number(headers, H.height),
      },
      url: URL.createObjectURL(blob),
    };
  } catch {
    return { ok: false, message: null };
  }
}
