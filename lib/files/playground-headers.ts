/** What the image playground's answer says of an image beside its bytes (app/api/files/playground). */
export const PLAYGROUND_HEADERS = {
  originalType: "x-original-type",
  originalBytes: "x-original-bytes",
  originalWidth: "x-original-width",
  originalHeight: "x-original-height",
  width: "x-width",
  height: "x-height",
  bytes: "x-bytes",
} as const;
