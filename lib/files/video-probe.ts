import "server-only";
import { open } from "node:fs/promises";
import { createFile, MP4BoxBuffer, type Movie } from "mp4box";

export type VideoFacts = { durationMs: number; width: number; height: number };

/** Top-level boxes mp4box needs to describe a file; mdat (the frames) is skipped, not read. */
const DESCRIBING_BOXES = new Set(["ftyp", "moov"]);

/**
 * Duration and frame size of an MP4 or MOV file on disk, read from its moov box with mp4box.
 * Only the small boxes are read, so a 75 MB video costs a few kilobytes of memory. Null when the
 * file has no readable movie header.
 */
export async function probeVideo(file: string): Promise<VideoFacts | null> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const mp4 = createFile();
    let movie: Movie | null = null;
    mp4.onReady = (info) => (movie = info);
    mp4.onError = () => (movie = null);
    const header = Buffer.alloc(16);
    let offset = 0;
    while (offset + 8 <= size && !movie) {
      await handle.read(header, 0, 16, offset);
      let boxSize = header.readUInt32BE(0);
      const type = header.toString("latin1", 4, 8);
      if (boxSize === 1) boxSize = Number(header.readBigUInt64BE(8));
      else if (boxSize === 0) boxSize = size - offset;
      if (boxSize < 8 || offset + boxSize > size) break;
      if (DESCRIBING_BOXES.has(type)) {
        const bytes = Buffer.alloc(boxSize);
        await handle.read(bytes, 0, boxSize, offset);
        const chunk = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + boxSize);
        mp4.appendBuffer(MP4BoxBuffer.fromArrayBuffer(chunk, offset));
      }
      offset += boxSize;
    }
    mp4.flush();
    const found = movie as Movie | null;
    const track = found?.videoTracks[0];
    if (!found || !track?.video || !found.timescale) return null;
    return {
      durationMs: Math.round((found.duration / found.timescale) * 1000),
      width: track.video.width,
      height: track.video.height,
    };
  } finally {
    await handle.close();
  }
}
