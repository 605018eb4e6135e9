// Spec §3 "Navigation item": the menu is data; components only render it.
import type { SectionKey } from "@/lib/auth/sections";

export type NavItemType = "group" | "collapse" | "item" | "link" | "divider";

export type NavBadge = {
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
  /** Only for external links: visibility comes from the route table through the url. */
  auth?: readonly string[];
  children?: NavItem[];
  /** "_blank" is the default for type "link". */
  target?: "_blank" | "_self";
  /** A page listing other sections' work (the jobs page) is no use to anyone else. */
  anyOfSections?: readonly SectionKey[];
  /** Shown to trial users as a lock leading to the module's no-access page (spec §2). */
  trial?: boolean;
};

export type ResolvedNavItem = Omit<NavItem, "children"> & {
  children?: ResolvedNavItem[];
  locked?: boolean;
  /** Its module has no page yet: shown as "coming soon", never linked (see RouteDef.built). */
  comingSoon?: boolean;
};

export type LocalizedNavItem = Omit<ResolvedNavItem, "children" | "badge"> & {
  title: string;
  badge?: Omit<NavBadge, "title"> & { title: string };
  children?: LocalizedNavItem[];
};
