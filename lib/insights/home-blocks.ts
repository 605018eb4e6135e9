// Edge-safe: the page picks its blocks by it and the resolvers refuse the rest.
import { canAccessSection, ROLE, type SectionKey } from "@/lib/auth/permissions";

export const HOME_BLOCKS = {
  /** The stores' interactions (directions, calls, website clicks): performance numbers. */
  interactions: "report",
  reputation: "reviews",
  questions: "faq",
} as const satisfies Record<string, SectionKey>;

export type HomeBlock = keyof typeof HOME_BLOCKS;

/** A trial user sees every block: the insights preview shows a lead all of its numbers. */
export function canSeeHomeBlock(roles: readonly string[], block: HomeBlock): boolean {
  return roles.includes(ROLE.TRIAL) || canAccessSection(roles, HOME_BLOCKS[block]);
}

export function homeBlocksFor(roles: readonly string[]): Record<HomeBlock, boolean> {
  return {
    interactions: canSeeHomeBlock(roles, "interactions"),
    reputation: canSeeHomeBlock(roles, "reputation"),
    questions: canSeeHomeBlock(roles, "questions"),
  };
}
