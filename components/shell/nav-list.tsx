"use client";

import { useState } from "react";
import { Link } from "@/components/ui/link";
import { ChevronDown, ExternalLink, Lock } from "lucide-react";
import { LAYOUT } from "@/lib/constants";
import { hasActiveDescendant, isNavItemActive } from "@/lib/navigation/active";
import type { LocalizedNavItem } from "@/lib/navigation/types";
import { cn } from "@/lib/utils";
import { COMING_SOON_ROW, NavBadge } from "./nav-badge";
import { NavIcon } from "./nav-icon";

type NavListProps = {
  items: LocalizedNavItem[];
  pathname: string;
  /** Icons only (a folded navbar that is not hovered). */
  iconsOnly?: boolean;
  dense?: boolean;
  /** Called after any item is chosen (the narrow-screen drawer closes). */
  onNavigate?: () => void;
};

/** Spec §9: indentation 24 px plus 16 px per level, at most 80. */
function indent(level: number): number {
  return Math.min(24 + 16 * level, 80);
}

export function NavList(props: NavListProps) {
  return (
    <ul className="flex flex-col gap-0.5 px-2 py-2">
      {props.items.map((item) => (
        <NavNode key={item.id} item={item} level={0} {...props} />
      ))}
    </ul>
  );
}

function NavNode({
  item,
  level,
  ...props
}: NavListProps & { item: LocalizedNavItem; level: number }) {
  const { iconsOnly } = props;
  // A list may hold only list items: the divider is a drawn line, hidden from screen readers.
  if (item.type === "divider") return <li aria-hidden="true" className="bg-border my-2 h-px" />;
  if (item.type === "group") {
    return (
      <li className="mt-2 first:mt-0">
        <p
          className={cn(
            "text-muted-foreground px-3 py-2 text-xs font-semibold tracking-wide uppercase",
            iconsOnly && "sr-only",
          )}
        >
          {item.title}
        </p>
        <ul className="flex flex-col gap-0.5">
          {item.children?.map((child) => (
            <NavNode key={child.id} item={child} level={level} {...props} />
          ))}
        </ul>
      </li>
    );
  }
  if (item.type === "collapse") return <NavCollapse item={item} level={level} {...props} />;
  return <NavLeaf item={item} level={level} {...props} />;
}

function NavCollapse({
  item,
  level,
  ...props
}: NavListProps & { item: LocalizedNavItem; level: number }) {
  const childActive = hasActiveDescendant(item, props.pathname);
  const [open, setOpen] = useState(childActive);
  // The collapse also opens when navigation elsewhere lands on one of its children.
  const [seenActive, setSeenActive] = useState(childActive);
  if (childActive !== seenActive) {
    setSeenActive(childActive);
    if (childActive) setOpen(true);
  }
  const id = `nav-collapse-${item.id}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        title={props.iconsOnly ? item.title : undefined}
        onClick={() => setOpen((value) => !value)}
        className={cn(rowClass(childActive && !open, props.dense), "w-full")}
        style={{ paddingInlineStart: props.iconsOnly ? undefined : indent(level) - 12 }}
      >
        <NavIcon name={item.icon} />
        <span className={cn("flex-1 truncate text-start", props.iconsOnly && "sr-only")}>
          {item.title}
        </span>
        {!props.iconsOnly && (
          <ChevronDown
            aria-hidden
            className={cn("size-4 transition-transform", open && "rotate-180")}
          />
        )}
      </button>
      {open && !props.iconsOnly ? (
        <ul id={id} className="flex flex-col gap-0.5 pt-0.5">
          {item.children?.map((child) => (
            <NavNode key={child.id} item={child} level={level + 1} {...props} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function rowClass(active: boolean, dense?: boolean): string {
  return cn(
    "flex items-center gap-3 rounded-md px-3 text-sm font-medium outline-none transition-colors",
    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
    active && "bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground",
    dense ? "h-8" : "h-10",
  );
}

function NavLeaf({
  item,
  level,
  ...props
}: NavListProps & { item: LocalizedNavItem; level: number }) {
  const active = isNavItemActive(item, props.pathname);
  const height = props.dense ? LAYOUT.menuItemHeightDense : LAYOUT.menuItemHeight;
  const content = (
    <>
      <NavIcon name={item.locked ? "lock" : item.icon} />
      <span className={cn("flex-1 truncate", props.iconsOnly && "sr-only")}>{item.title}</span>
      {item.badge && (!props.iconsOnly || item.comingSoon) ? (
        <NavBadge badge={item.badge} className={cn(props.iconsOnly && "sr-only")} />
      ) : null}
      {item.locked && props.iconsOnly ? <Lock aria-hidden className="sr-only" /> : null}
      {item.type === "link" && !props.iconsOnly ? (
        <ExternalLink aria-hidden className="size-3.5" />
      ) : null}
    </>
  );
  const style = { height, paddingInlineStart: props.iconsOnly ? undefined : indent(level) - 12 };
  const common = {
    className: rowClass(active, props.dense),
    style,
    title: props.iconsOnly ? item.title : undefined,
    onClick: props.onNavigate,
  };
  return (
    <li>
      {item.comingSoon ? (
        // A disabled link: no href, so nothing is prefetched or opened; the badge says why.
        <span
          role="link"
          aria-disabled="true"
          className={cn(common.className, COMING_SOON_ROW)}
          style={style}
          title={props.iconsOnly ? `${item.title} · ${item.badge?.title}` : item.badge?.title}
        >
          {content}
        </span>
      ) : item.type === "link" ? (
        <a href={item.url} target={item.target ?? "_blank"} rel="noopener noreferrer" {...common}>
          {content}
        </a>
      ) : (
        <Link href={item.url ?? "/"} aria-current={active ? "page" : undefined} {...common}>
          {content}
        </Link>
      )}
    </li>
  );
}
