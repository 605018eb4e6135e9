import "server-only";
import { createFile, MP4BoxBuffer, type Movie } from "mp4box";

/** A video's length and frame size, read from its MP4/MOV boxes; null when they cannot be read. */
export type VideoProbe = { seconds: number; width: number; height: number };

function probeOf(info: Movie): VideoProbe | null {
  const track = info.videoTracks[0];
  if (!track) return null;
  const fragment = info.fragment_duration;
  const seconds =
    info.duration && info.timescale
      ? info.duration / info.timescale
      : fragment && fragment.den
        ? fragment.num / fragment.den
        : 0;
  const width = track.video?.width ?? track.track_width;
  const height = track.video?.height ?? track.track_height;
  return width && height ? { seconds, width, height } : null;
}

/** Parses the whole file in memory (at most the service's 75 MB) without an external binary. */
export function probeVideo(bytes: Buffer): VideoProbe | null {
  let probe: VideoProbe | null = null;
  try {
    const file = createFile();
    file.onReady = (info) => {
      probe = probeOf(info);
    };
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0));
    file.flush();
  } catch {
    return null;
  }
  return probe;
}
