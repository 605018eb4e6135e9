import "server-only";
import { open } from "node:fs/promises";
import { createFile, MP4BoxBuffer, type Movie } from "mp4box";

export type VideoFacts = { durationMs: number; width: number; height: number };

/** Top-level boxes mp4box needs to describe a file; mdat (the frames) is skipped, not read. */
const DESCRIBING_BOXES = new Set(["ftyp", "moov"]);

type ReadAt = (offset: number, length: number) => Promise<Buffer>;

/** Only the small top-level boxes are read (mp4box, no external binary), so a 75 MB video costs a
 * few kilobytes. */
async function probe(size: number, readAt: ReadAt): Promise<VideoFacts | null> {
  const mp4 = createFile();
  let movie: Movie | null = null;
  mp4.onReady = (info) => (movie = info);
  mp4.onError = () => (movie = null);
  let offset = 0;
  while (offset + 8 <= size && !movie) {
    const header = await readAt(offset, 16);
    let boxSize = header.readUInt32BE(0);
    const type = header.toString("latin1", 4, 8);
    if (boxSize === 1) boxSize = Number(header.readBigUInt64BE(8));
    else if (boxSize === 0) boxSize = size - offset;
    if (boxSize < 8 || offset + boxSize > size) break;
    if (DESCRIBING_BOXES.has(type)) {
      const bytes = await readAt(offset, boxSize);
      const chunk = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + boxSize);
      mp4.appendBuffer(MP4BoxBuffer.fromArrayBuffer(chunk, offset));
    }
    offset += boxSize;
  }
  mp4.flush();
  return movie ? factsOf(movie) : null;
}

function factsOf(movie: Movie): VideoFacts | null {
  const track = movie.videoTracks[0];
  if (!track) return null;
  const fragment = movie.fragment_duration;
  const seconds =
    movie.duration && movie.timescale
      ? movie.duration / movie.timescale
      : fragment?.den
        ? fragment.num / fragment.den
        : 0;
  const width = track.video?.width ?? track.track_width;
  const height = track.video?.height ?? track.track_height;
  return width && height ? { durationMs: Math.round(seconds * 1000), width, height } : null;
}

export async function probeVideo(file: string): Promise<VideoFacts | null> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    return await probe(size, async (offset, length) => {
      const bytes = Buffer.alloc(Math.min(length, size - offset));
      await handle.read(bytes, 0, bytes.length, offset);
      return bytes;
    });
  } finally {
    await handle.close();
  }
}

export async function probeVideoBytes(bytes: Buffer): Promise<VideoFacts | null> {
  try {
    return await probe(bytes.length, async (offset, length) =>
      bytes.subarray(offset, offset + length),
    );
  } catch {
    return null;
  }
}
