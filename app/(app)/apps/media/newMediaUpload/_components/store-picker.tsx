"use client";
import { useQuery } from "@apollo/client/react";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { MediaLocationsQuery } from "@/lib/media/operations";

/** Stores a search shows: the most the server answers at once. */
const SHOWN = 20;
/** Wait after the last key before searching, so typing a name sends one request. */
const DEBOUNCE_MS = 250;

export type StoreName = { id: string; title: string };

/**
 * The chosen stores of a package: the workspace's stores by name (the first ones before any
 * search), searched on the server, ticked one by one or all those shown at once.
 */
export function StorePicker({
  value,
  onChange,
  workspaceId,
}: {
  value: StoreName[];
  onChange: (stores: StoreName[]) => void;
  workspaceId: string | null;
}) {
  const t = useTranslations("media.stores");
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(draft.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  const { data, loading, error } = useQuery(MediaLocationsQuery, {
    variables: { search: search.length >= 2 ? search : null, workspaceId, limit: SHOWN },
  });
  const stores = data?.mediaLocations ?? [];
  const chosen = new Set(value.map((store) => store.id));
  const unchosen = stores.filter((store) => !chosen.has(store.id));

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Input
        type="search"
        aria-label={t("search")}
        placeholder={t("search")}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="h-9"
      />
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm" aria-live="polite">
          {t("count", { count: value.length })}
        </span>
        {unchosen.length > 0 ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              onChange([...value, ...unchosen.map(({ id, title }) => ({ id, title }))])
            }
          >
            {t("selectShown", { count: stores.length })}
          </Button>
        ) : null}
        {value.length > 0 ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange([])}>
            {t("clear")}
          </Button>
        ) : null}
      </div>
      {value.length > 0 ? (
        <ul className="flex max-h-28 flex-wrap gap-1 overflow-y-auto" aria-label={t("selected")}>
          {value.map((store) => (
            <li
              key={store.id}
              className="bg-secondary flex max-w-full items-center gap-1 rounded-full py-0.5 pr-1 pl-2 text-xs"
            >
              <span className="truncate">{store.title}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-5 rounded-full"
                aria-label={t("remove", { name: store.title })}
                onClick={() => onChange(value.filter((s) => s.id !== store.id))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {t("error")}
        </p>
      ) : loading && stores.length === 0 ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t("loading")}
        </p>
      ) : stores.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("none")}</p>
      ) : (
        <ul
          className="-mx-1 flex max-h-64 flex-col overflow-y-auto rounded-md border p-1"
          aria-label={t("results")}
        >
          {stores.map((store) => (
            <StoreOption
              key={store.id}
              store={store}
              checked={chosen.has(store.id)}
              onToggle={(on) =>
                onChange(
                  on
                    ? [...value, { id: store.id, title: store.title }]
                    : value.filter((s) => s.id !== store.id),
                )
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function StoreOption({
  store,
  checked,
  onToggle,
}: {
  store: { id: string; title: string; locality?: string | null };
  checked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="hover:bg-accent flex items-center gap-2 rounded-sm px-1 py-1.5">
      <Checkbox id={id} checked={checked} onCheckedChange={(on) => onToggle(on === true)} />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-col text-sm">
        <span className="truncate">{store.title}</span>
        {store.locality ? (
          <span className="text-muted-foreground truncate text-xs">{store.locality}</span>
        ) : null}
      </label>
    </li>
  );
}
