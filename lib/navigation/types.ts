// Spec §3 "Navigation item": the menu is data; components only render it.
import type { SectionKey } from "@/lib/auth/sections";

export type NavItemType = "group" | "collapse" | "item" | "link" | "divider";

export type NavBadge = {
  /** Key in the `nav.badges` messages namespace. */
  title: string;
  bg: string;
  fg: string;
};

/** Icon names of lucide-react the navbar knows how to draw (see components/shell/nav-icon.tsx). */
export type NavIconName =
  | "home"
  | "settings"
  | "shield"
  | "store"
  | "database"
  | "megaphone"
  | "bell"
  | "trophy"
  | "target"
  | "folder"
  | "star"
  | "image"
  | "chart"
  | "message"
  | "help"
  | "list"
  | "lock";

export type NavItem = {
  id: string;
  type: NavItemType;
  /** Fallback title when no translation key applies (e.g. external links named by a brand). */
  title?: string;
  /** Key in the `nav.items` messages namespace. */
  translate?: string;
  url?: string;
  /** Active only on the exact path, not on its sub-paths. */
  exact?: boolean;
  icon?: NavIconName;
  customIcon?: string;
  badge?: NavBadge;
  /**
   * Roles allowed. Deliberately never set by hand: visibility comes from the route table of
   * lib/auth/permissions.ts through the item's url. Kept for spec fidelity and external links.
   */
  auth?: readonly string[];
  children?: NavItem[];
  /** For links: "_blank" (the default for type "link") or "_self". */
  target?: "_blank" | "_self";
  /**
   * Shown only to users who may open one of these sections as well as the url: a page listing
   * other sections' work (the jobs page) is no use to anyone else.
   */
  anyOfSections?: readonly SectionKey[];
  /** Shown to trial users as a lock leading to the module's no-access page (spec §2). */
  trial?: boolean;
};

/** A navigation item after filtering for a user: it may point to a no-access page instead. */
export type ResolvedNavItem = Omit<NavItem, "children"> & {
  children?: ResolvedNavItem[];
  /** True when a trial user sees the lock variant of the item. */
  locked?: boolean;
  /** Its module has no page yet: shown as "coming soon", never linked (see RouteDef.built). */
  comingSoon?: boolean;
};

/** A resolved item with its title already translated: what client components receive. */
export type LocalizedNavItem = Omit<ResolvedNavItem, "children" | "badge"> & {
  title: string;
  badge?: Omit<NavBadge, "title"> & { title: string };
  children?: LocalizedNavItem[];
};
