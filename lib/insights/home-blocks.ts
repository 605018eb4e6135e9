// Edge-safe and pure: which section's roles each block of the home (and of the leads' insights
// preview) needs, read by the page to choose its blocks and by the resolvers to refuse the rest.
import { canAccessSection, ROLE, type SectionKey } from "@/lib/auth/permissions";

export const HOME_BLOCKS = {
  /** The stores' interactions (directions, calls, website clicks): performance numbers. */
  interactions: "report",
  /** The rating and the share of reviews answered. */
  reputation: "reviews",
  /** Questions asked and answered. */
  questions: "faq",
} as const satisfies Record<string, SectionKey>;

export type HomeBlock = keyof typeof HOME_BLOCKS;

/** A trial user sees every block: the insights preview shows a lead all of its numbers. */
export function canSeeHomeBlock(roles: readonly string[], block: HomeBlock): boolean {
  return roles.includes(ROLE.TRIAL) || canAccessSection(roles, HOME_BLOCKS[block]);
}

/** Each block and whether these roles (as effectiveRoles gives them) see it. */
export function homeBlocksFor(roles: readonly string[]): Record<HomeBlock, boolean> {
  return {
    interactions: canSeeHomeBlock(roles, "interactions"),
    reputation: canSeeHomeBlock(roles, "reputation"),
    questions: canSeeHomeBlock(roles, "questions"),
  };
}
