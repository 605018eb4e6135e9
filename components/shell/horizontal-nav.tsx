"use client";

import { useEffect, useRef, useState } from "react";
import { Link } from "@/components/ui/link";
import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { LAYOUT } from "@/lib/constants";
import { hasActiveDescendant, isNavItemActive } from "@/lib/navigation/active";
import type { LocalizedNavItem } from "@/lib/navigation/types";
import { cn } from "@/lib/utils";
import { COMING_SOON_ROW, NavBadge } from "./nav-badge";
import { NavIcon } from "./nav-icon";
import { NavList } from "./nav-list";

/** Top-level entries of the horizontal layout: groups and collapses open their submenu on hover. */
export function HorizontalNav({
  items,
  pathname,
}: {
  items: LocalizedNavItem[];
  pathname: string;
}) {
  const t = useTranslations("shell");
  // Groups are flattened one level: their children become top-level entries of the bar.
  const entries = items.flatMap((item) =>
    item.type === "group" ? (item.children ?? []) : item.type === "divider" ? [] : [item],
  );
  return (
    <nav
      aria-label={t("navigation")}
      className="bg-card text-card-foreground hidden border-b lg:block"
      data-testid="horizontal-nav"
    >
      <ul className="flex flex-wrap items-center gap-1 px-4 py-1">
        {entries.map((item) =>
          item.type === "divider" ? null : item.children?.length ? (
            <HorizontalMenu key={item.id} item={item} pathname={pathname} />
          ) : (
            <li key={item.id}>
              <TopLink item={item} active={isNavItemActive(item, pathname)} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

const topClass = (active: boolean) =>
  cn(
    "flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
    active && "bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground",
  );

function TopLink({ item, active }: { item: LocalizedNavItem; active: boolean }) {
  if (item.comingSoon)
    // A disabled link, as in the vertical navbar: no href, nothing prefetched.
    return (
      <span
        role="link"
        aria-disabled="true"
        title={item.badge?.title}
        className={cn(topClass(false), COMING_SOON_ROW)}
      >
        <NavIcon name={item.icon} className="size-4" />
        {item.title}
        {item.badge ? <NavBadge badge={item.badge} /> : null}
      </span>
    );
  if (item.type === "link")
    return (
      <a
        href={item.url}
        target={item.target ?? "_blank"}
        rel="noopener noreferrer"
        className={topClass(false)}
      >
        <NavIcon name={item.icon} className="size-4" />
        {item.title}
      </a>
    );
  return (
    <Link
      href={item.url ?? "/"}
      aria-current={active ? "page" : undefined}
      className={topClass(active)}
    >
      <NavIcon name={item.locked ? "lock" : item.icon} className="size-4" />
      {item.title}
    </Link>
  );
}

/** Opens LAYOUT.hoverDebounceMs after the pointer arrives, closes when it leaves (spec §2). */
function HorizontalMenu({ item, pathname }: { item: LocalizedNavItem; pathname: string }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);
  // Leaving a page closes any open submenu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }
  const id = `hnav-${item.id}`;
  return (
    <li
      className="relative"
      onMouseEnter={() => {
        clear();
        timer.current = setTimeout(() => setOpen(true), LAYOUT.hoverDebounceMs);
      }}
      onMouseLeave={() => {
        clear();
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className={topClass(hasActiveDescendant(item, pathname))}
      >
        <NavIcon name={item.icon} className="size-4" />
        {item.title}
        <ChevronDown aria-hidden className="size-3.5" />
      </button>
      {open ? (
        <div
          id={id}
          className="bg-popover text-popover-foreground absolute start-0 top-full z-40 min-w-56 rounded-md border shadow-lg"
          data-testid="horizontal-submenu"
        >
          <NavList items={item.children ?? []} pathname={pathname} dense />
        </div>
      ) : null}
    </li>
  );
}
