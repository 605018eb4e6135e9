import sharp from "sharp";
import { drawFrom } from "../ids";
import { drawLanguage, drawReviewer, HISTORY_DAYS, iso } from "../reviews/seeded-reviews";
import type { ReviewSeedInput } from "../reviews/seeded-reviews";
import { customerMediaId } from "./media-ids";

// Customers' photos are derived, never stored, like seeded reviews: the same location and seed
// moment give the same photos on every call, and their pictures are drawn on request.

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

/** How many photos customers posted of the store: none for unpublished stores. */
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

/** The location's customer photos, newest first. */
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

/** The photo itself: one colour drawn from its key, at its stated size. */
export function renderCustomerPhoto(media: CustomerMedia): Promise<Buffer> {
  const draw = drawFrom(`customer-media-colour:${media.id}`);
  const background = { r: draw.int(40, 220), g: draw.int(40, 220), b: draw.int(40, 220) };
  return sharp({
    create: { width: media.widthPixels, height: media.heightPixels, channels: 3, background },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}
