// Edge-safe. Every decision asks the route table (through resolveNavTarget), so roles are never
// restated here.
import {
  canAccessSection,
  effectiveRoles,
  hasAccess,
  isBuiltRoute,
  resolveNavTarget,
} from "@/lib/auth/permissions";
import type { SessionClaims } from "@/lib/auth/types";
import { COMING_SOON_BADGE, LOCK_BADGE, NAVIGATION } from "./items";
import type { NavItem, ResolvedNavItem } from "./types";

/** Still listed, but a link to it would only be a 404. */
function comingSoon(item: ResolvedNavItem): ResolvedNavItem {
  return item.url && !isBuiltRoute(item.url)
    ? { ...item, comingSoon: true, badge: COMING_SOON_BADGE }
    : item;
}

function resolveLeaf(
  item: NavItem,
  claims: SessionClaims,
  trialAllowed: boolean,
): ResolvedNavItem | null {
  if (item.type === "link") {
    // External links are not routes of the app: only an explicit role list can hide them.
    return !item.auth || hasAccess(effectiveRoles(claims), item.auth) ? { ...item } : null;
  }
  if (!item.url) return null;
  const roles = effectiveRoles(claims);
  if (item.anyOfSections && !item.anyOfSections.some((s) => canAccessSection(roles, s)))
    return null;
  const target = resolveNavTarget(item.url, claims);
  if (target === null) return null;
  if (target === item.url) return comingSoon({ ...item, children: undefined });
  // The route table sent a trial user elsewhere: only modules with a lock variant show it.
  if (!trialAllowed) return null;
  return {
    ...item,
    url: target,
    exact: true,
    locked: true,
    badge: LOCK_BADGE,
    children: undefined,
  };
}

function resolveItem(
  item: NavItem,
  claims: SessionClaims,
  trialAllowed: boolean,
): ResolvedNavItem | null {
  const trial = trialAllowed || Boolean(item.trial);
  switch (item.type) {
    case "divider":
      return { ...item };
    case "item":
    case "link":
      return resolveLeaf(item, claims, trial);
    case "group":
    case "collapse": {
      const children = resolveList(item.children ?? [], claims, trial);
      if (!children.some((child) => child.type !== "divider")) return null;
      const allLocked = children.every((child) => child.locked);
      if (item.type === "collapse" && allLocked) {
        // A locked module shows as one entry leading to its no-access page, not as N identical ones.
        return {
          ...item,
          type: "item",
          url: children[0].url,
          exact: true,
          locked: true,
          badge: LOCK_BADGE,
          children: undefined,
        };
      }
      return { ...item, children };
    }
  }
}

function tidyDividers(items: ResolvedNavItem[]): ResolvedNavItem[] {
  const out: ResolvedNavItem[] = [];
  for (const item of items) {
    if (item.type === "divider" && (out.length === 0 || out[out.length - 1].type === "divider"))
      continue;
    out.push(item);
  }
  while (out.length && out[out.length - 1].type === "divider") out.pop();
  return out;
}

function resolveList(
  items: readonly NavItem[],
  claims: SessionClaims,
  trialAllowed: boolean,
): ResolvedNavItem[] {
  const resolved = items
    .map((item) => resolveItem(item, claims, trialAllowed))
    .filter((item): item is ResolvedNavItem => item !== null);
  return tidyDividers(resolved);
}

export function navigationFor(
  claims: SessionClaims,
  items: readonly NavItem[] = NAVIGATION,
): ResolvedNavItem[] {
  return resolveList(items, claims, false);
}
