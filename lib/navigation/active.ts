import { normalizePath } from "@/lib/auth/permissions";

type Matchable = { url?: string; exact?: boolean; children?: Matchable[]; type?: string };

export function isNavItemActive(item: Matchable, pathname: string): boolean {
  if (!item.url || item.type === "link") return false;
  const path = normalizePath(pathname);
  const url = normalizePath(item.url);
  if (path === url) return true;
  return !item.exact && path.startsWith(`${url}/`);
}

export function hasActiveDescendant(item: Matchable, pathname: string): boolean {
  return (item.children ?? []).some(
    (child) => isNavItemActive(child, pathname) || hasActiveDescendant(child, pathname),
  );
}
