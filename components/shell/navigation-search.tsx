"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import {
  rankSuggestions,
  type NavSearchScope,
  type SearchSuggestion,
} from "@/lib/navigation/search";
import { STORE_SEARCH_MIN_LENGTH } from "@/lib/navigation/store-search";
import { cn } from "@/lib/utils";
import { COMING_SOON_BADGE } from "@/lib/navigation/items";
import { NavBadge } from "./nav-badge";
import { NavIcon } from "./nav-icon";
import { useStoreSearch } from "./use-store-search";

/**
 * Navigation search (spec §2): up to 10 suggestions among the menu items the user may open and, for
 * users of the stores section, the tenant's stores by name, code or city; none for blank text,
 * "No results.." otherwise. Entries of modules not built yet are listed as "coming soon" and open
 * nothing. A WAI-ARIA combobox: arrows move, Enter opens, Escape clears.
 */
export function NavigationSearch({
  scope,
  className,
  onNavigate,
}: {
  scope: NavSearchScope;
  className?: string;
  /** Called after a suggestion is chosen (the narrow-screen drawer closes). */
  onNavigate?: () => void;
}) {
  const t = useTranslations("nav");
  const router = useRouter();
  const listId = useId();
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const term = text.trim();
  const stores = useStoreSearch(scope.stores && term.length >= STORE_SEARCH_MIN_LENGTH ? term : "");
  const searching = scope.stores && term.length >= STORE_SEARCH_MIN_LENGTH && stores === null;
  const suggestions = rankSuggestions(text, scope.entries, stores ?? []);
  const current = Math.min(active, Math.max(suggestions.length - 1, 0));
  const showList = open && term !== "";

  function choose(suggestion: SearchSuggestion) {
    // A module without pages yet: the row says so; opening it would only be a 404.
    if (suggestion.comingSoon) return;
    setText("");
    setOpen(false);
    onNavigate?.();
    if (suggestion.target === "_blank")
      window.open(suggestion.url, "_blank", "noopener,noreferrer");
    else router.push(suggestion.url);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (!suggestions.length) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && showList && suggestions[current]) {
      event.preventDefault();
      choose(suggestions[current]);
    } else if (event.key === "Escape") {
      if (showList) setOpen(false);
      else setText("");
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  const comingSoon = { ...COMING_SOON_BADGE, title: t("badges.comingSoon") };
  return (
    <div className={cn("relative w-full max-w-xs", className)}>
      <Search
        aria-hidden
        className="text-muted-foreground pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2"
      />
      <input
        type="search"
        role="combobox"
        aria-label={scope.stores ? t("search.labelWithStores") : t("search.label")}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && suggestions.length ? optionId(current) : undefined}
        placeholder={t("search.placeholder")}
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
          aria-label={t("search.suggestions")}
          aria-busy={searching}
          className="bg-popover text-popover-foreground absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-md border p-1 shadow-lg"
        >
          {suggestions.length === 0 ? (
            <li role="presentation" className="text-muted-foreground px-3 py-2 text-sm">
              {searching ? t("search.searching") : t("search.noResults")}
            </li>
          ) : (
            suggestions.map((suggestion, index) => (
              <li
                key={suggestion.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === current}
                aria-disabled={suggestion.comingSoon || undefined}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(suggestion);
                }}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-sm px-3 py-2 text-sm",
                  index === current && "bg-accent text-accent-foreground",
                  suggestion.comingSoon && "text-muted-foreground cursor-not-allowed",
                )}
              >
                <NavIcon name={suggestion.icon} className="size-4 shrink-0" />
                <span className="flex-1 truncate">{suggestion.title}</span>
                {suggestion.detail.length ? (
                  <span className="text-muted-foreground truncate text-xs">
                    {suggestion.detail.join(suggestion.kind === "store" ? " · " : " › ")}
                  </span>
                ) : null}
                {suggestion.comingSoon ? <NavBadge badge={comingSoon} /> : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
