/** Local disk under FILES_DIR by default, S3 when FILES_S3_BUCKET is set (ARCHITECTURE §11). */
export type FileStorage = {
  putFile(key: string, from: string, contentType: string): Promise<void>;
  /** The bytes of `key` as a web stream, or null when there is no such file. */
  read(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  remove(key: string): Promise<void>;
};
