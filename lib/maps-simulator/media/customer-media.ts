import sharp from "sharp";
import { drawFrom } from "../ids";
import { drawLanguage, drawReviewer, HISTORY_DAYS, iso } from "../reviews/seeded-reviews";
import type { ReviewSeedInput } from "../reviews/seeded-reviews";
import { customerMediaId } from "./media-ids";

// Derived, never stored, like seeded reviews; their pictures are drawn on request.

const DAY_MS = 86_400_000;
const MAX_PER_LOCATION = 4;
const SIZES: readonly [number, number][] = [
  [800, 600],
  [640, 480],
  [600, 800],
  [720, 720],
];

export type CustomerMedia = {
  id: string;
  index: number;
  profileName: string;
  profilePhotoUrl?: string;
  createTime: string;
  widthPixels: number;
  heightPixels: number;
  viewCount: number;
};

/** None for unpublished stores. */
function customerMediaCount(input: ReviewSeedInput): number {
  return input.published ? drawFrom(`customer-media:${input.id}`).int(0, MAX_PER_LOCATION) : 0;
}

function customerMedia(input: ReviewSeedInput, index: number): CustomerMedia {
  const draw = drawFrom(`customer-media:${input.id}:${index}`);
  const { lang } = drawLanguage(draw, input);
  const reviewer = drawReviewer(draw, input, lang);
  const [widthPixels, heightPixels] = draw.pick(SIZES);
  const created = input.anchor.getTime() - draw.int(1, HISTORY_DAYS) * DAY_MS;
  return {
    id: customerMediaId(input.id, index),
    index,
    profileName: reviewer.displayName!,
    ...(reviewer.profilePhotoUrl ? { profilePhotoUrl: reviewer.profilePhotoUrl } : {}),
    createTime: iso(created),
    widthPixels,
    heightPixels,
    viewCount: draw.int(3, 4000),
  };
}

export function customerMediaOf(input: ReviewSeedInput): CustomerMedia[] {
  return Array.from({ length: customerMediaCount(input) }, (_, i) => customerMedia(input, i)).sort(
    (a, b) => b.createTime.localeCompare(a.createTime) || a.index - b.index,
  );
}

export function findCustomerMedia(
  input: ReviewSeedInput,
  index: number,
): CustomerMedia | undefined {
  return index < customerMediaCount(input) ? customerMedia(input, index) : undefined;
}

export function renderCustomerPhoto(media: CustomerMedia): Promise<Buffer> {
  const draw = drawFrom(`customer-media-colour:${media.id}`);
  const background = { r: draw.int(40, 220), g: draw.int(40, 220), b: draw.int(40, 220) };
  return sharp({
    create: { width: media.widthPixels, height: media.heightPixels, channels: 3, background },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}
