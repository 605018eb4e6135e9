// Real MP4 files for tests of video uploads: an H.264 track of the asked size and length, written
// by mp4box. The samples are not decodable pictures, but every box a metadata reader looks at
// (ftyp, moov/mvhd, trak/tkhd, mdia/mdhd/hdlr, minf/stbl with avc1/avcC) is genuine.
import { createFile } from "mp4box";

export type Mp4Options = {
  width: number;
  height: number;
  seconds: number;
  /** Pads the file with a trailing "free" box to exactly this many bytes. */
  byteSize?: number;
};

const TIMESCALE = 1000;
const SAMPLE_BYTES = 512;
/** An AVCDecoderConfigurationRecord (High profile, level 3.1) with a token SPS and PPS. */
const AVC_CONFIG = new Uint8Array([
  1, 0x64, 0, 0x1f, 0xff, 0xe1, 0, 4, 0x67, 0x64, 0, 0x1f, 1, 0, 4, 0x68, 0xee, 0x3c, 0x80,
]);

/** A "free" box of `size` bytes: readers skip it, so it pads a file without changing it. */
function freeBox(size: number): Buffer {
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write("free", 4, "latin1");
  return box;
}

export function makeMp4({ width, height, seconds, byteSize }: Mp4Options): Buffer {
  if (!(seconds > 0)) throw new RangeError(`seconds must be positive: ${seconds}`);
  const file = createFile();
  const duration = Math.round(seconds * TIMESCALE);
  const track = file.addTrack({
    type: "avc1",
    width,
    height,
    timescale: TIMESCALE,
    duration,
    media_duration: duration,
    avcDecoderConfigRecord: AVC_CONFIG.slice().buffer,
  });
  // One sample a second (the last one shorter), each marked a key frame.
  for (let at = 0; at < duration; at += TIMESCALE) {
    const length = Math.min(TIMESCALE, duration - at);
    file.addSample(track, new Uint8Array(SAMPLE_BYTES), { duration: length, is_sync: true });
  }
  const stream = file.getBuffer();
  const mp4 = Buffer.from(stream.buffer, 0, stream.byteLength);
  if (byteSize === undefined) return mp4;
  const padding = byteSize - mp4.length;
  if (padding !== 0 && padding < 8)
    throw new RangeError(`byteSize must be 0 or at least 8 past ${mp4.length} bytes`);
  return padding === 0 ? mp4 : Buffer.concat([mp4, freeBox(padding)]);
}
