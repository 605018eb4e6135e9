import type { LocalizedNavItem, ResolvedNavItem } from "./types";

export type NavTranslator = (key: string) => string;

/** On the server, so the client receives plain strings only. */
export function localizeNavigation(
  items: readonly ResolvedNavItem[],
  t: NavTranslator,
): LocalizedNavItem[] {
  return items.map((item) => ({
    ...item,
    title: item.translate ? t(`items.${item.translate}`) : (item.title ?? ""),
    badge: item.badge ? { ...item.badge, title: t(`badges.${item.badge.title}`) } : undefined,
    children: item.children ? localizeNavigation(item.children, t) : undefined,
  }));
}
