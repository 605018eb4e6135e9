/**
 * Where the bytes of uploaded files live (ARCHITECTURE §11): local disk under FILES_DIR
 * (.data/files) by default, an S3-compatible bucket when FILES_S3_BUCKET is set. Keys are ours
 * (tenant id / uuid), never a path a user chose.
 */
export type FileStorage = {
  /** Stores the file at `from` (a temporary file of ours) under `key`. */
  putFile(key: string, from: string, contentType: string): Promise<void>;
  /** The bytes of `key` as a web stream, or null when there is no such file. */
  read(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | null>;
  remove(key: string): Promise<void>;
};
