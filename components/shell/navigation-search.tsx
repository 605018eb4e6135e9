"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { searchNavigation, type NavSearchEntry } from "@/lib/navigation/search";
import { cn } from "@/lib/utils";
import { NavIcon } from "./nav-icon";

/**
 * Navigation search (spec §2): up to 10 suggestions among the items the user may open, none for
 * blank text, "No results.." otherwise. A WAI-ARIA combobox: arrows move, Enter opens, Escape clears.
 */
export function NavigationSearch({
  entries,
  className,
  onNavigate,
}: {
  entries: NavSearchEntry[];
  className?: string;
  /** Called after a suggestion is chosen (the narrow-screen drawer closes). */
  onNavigate?: () => void;
}) {
  const t = useTranslations("nav.search");
  const router = useRouter();
  const listId = useId();
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const suggestions = searchNavigation(entries, text);
  const showList = open && text.trim() !== "";

  function choose(entry: NavSearchEntry) {
    setText("");
    setOpen(false);
    onNavigate?.();
    if (entry.target === "_blank") window.open(entry.url, "_blank", "noopener,noreferrer");
    else router.push(entry.url);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (!suggestions.length) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && showList && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === "Escape") {
      if (showList) setOpen(false);
      else setText("");
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className={cn("relative w-full max-w-xs", className)}>
      <Search
        aria-hidden
        className="text-muted-foreground pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2"
      />
      <input
        type="search"
        role="combobox"
        aria-label={t("label")}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && suggestions.length ? optionId(active) : undefined}
        placeholder={t("placeholder")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="border-input bg-background focus-visible:ring-ring/50 h-9 w-full rounded-md border ps-8 pe-3 text-sm outline-none focus-visible:ring-[3px]"
      />
      {showList ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t("suggestions")}
          className="bg-popover text-popover-foreground absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-md border p-1 shadow-lg"
        >
          {suggestions.length === 0 ? (
            <li role="presentation" className="text-muted-foreground px-3 py-2 text-sm">
              {t("noResults")}
            </li>
          ) : (
            suggestions.map((entry, index) => (
              <li
                key={entry.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(entry);
                }}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-sm",
                  index === active && "bg-accent text-accent-foreground",
                )}
              >
                <NavIcon name={entry.icon} className="size-4" />
                <span className="flex-1 truncate">{entry.title}</span>
                {entry.path.length ? (
                  <span className="text-muted-foreground truncate text-xs">
                    {entry.path.join(" › ")}
                  </span>
                ) : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
