/** The digest Next attaches to server errors: safe to show, unlike the message or stack. */
export function errorReference(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("digest" in error)) return undefined;
  const { digest } = error as { digest: unknown };
  return typeof digest === "string" && /^[\w-]{1,64}$/.test(digest) ? digest : undefined;
}
