// The seeded PRNG of lib/random.ts, plus stable UUIDs so the demo data is identical on every run.
import { drawFrom, type Draw } from "@/lib/random";

export type Random = Draw & {
  /** A version-4-shaped UUID drawn from this generator (stable ids make links and tests repeatable). */
  uuid(): string;
};

export function createRandom(seed: string): Random {
  const draw = drawFrom(seed);
  const hex = (length: number) =>
    Array.from({ length }, () => draw.int(0, 15).toString(16)).join("");
  return {
    ...draw,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[draw.int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
