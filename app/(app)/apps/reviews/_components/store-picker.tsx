"use client";
import { useQuery } from "@apollo/client/react";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { graphql } from "@/lib/graphql/generated/client";
import { lengthIssue } from "@/lib/validation/length";

const ReviewStoreSearchQuery = graphql(`
  query ReviewStoreSearch($search: String, $workspaceId: ID) {
    reviewLocations(search: $search, workspaceId: $workspaceId, limit: 10) {
      id
      title
      locality
    }
  }
`);

/** Spec §5: a filter needs at least 2 characters. */
const SEARCH_LIMITS = { min: 2, max: 100 };
/** Wait after the last key before searching, so typing a name sends one request. */
const DEBOUNCE_MS = 250;

/**
 * The store facet's picker: the workspace's stores by name (the first ones before any search),
 * searched on the server as the user types, ticked on and off; the ticked ones listed on top.
 */
export function StorePicker({
  values,
  onChange,
  workspaceId,
  nameOf,
  onNames,
}: {
  values: readonly string[];
  onChange: (values: string[]) => void;
  workspaceId: string | null;
  nameOf: (id: string) => string;
  /** The names of stores seen in the results, so a picked store is named at once. */
  onNames: (names: Record<string, string>) => void;
}) {
  const t = useTranslations("reviews.storePicker");
  const lengthMessage = useLengthMessage();
  const hintId = useId();
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const text = draft.trim();
  const issue = text ? lengthIssue(text, SEARCH_LIMITS) : null;

  useEffect(() => {
    if (issue) return;
    const timer = window.setTimeout(() => setSearch(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, issue]);

  const { data, loading, error } = useQuery(ReviewStoreSearchQuery, {
    variables: { search: search || null, workspaceId },
  });
  const stores = data?.reviewLocations ?? [];
  const toggle = (id: string, title: string, on: boolean) => {
    onNames({ [id]: title });
    onChange(on ? [...values, id] : values.filter((value) => value !== id));
  };

  return (
    <div className="flex flex-col gap-2">
      <Input
        type="search"
        autoFocus
        aria-label={t("search")}
        aria-describedby={issue ? hintId : undefined}
        aria-invalid={issue ? true : undefined}
        placeholder={t("search")}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className="h-8"
      />
      {issue ? (
        <p id={hintId} className="text-destructive text-xs">
          {lengthMessage(issue, SEARCH_LIMITS)}
        </p>
      ) : null}
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label={t("selected")}>
          {values.map((id) => (
            <li
              key={id}
              className="bg-secondary flex max-w-full items-center gap-1 rounded-full py-0.5 pr-1 pl-2 text-xs"
            >
              <span className="truncate">{nameOf(id)}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-5 rounded-full"
                aria-label={t("remove", { name: nameOf(id) })}
                onClick={() => onChange(values.filter((value) => value !== id))}
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
        <ul className="-mx-1 flex max-h-64 flex-col overflow-y-auto" aria-label={t("results")}>
          {stores.map((store) => (
            <StoreOption
              key={store.id}
              store={store}
              checked={values.includes(store.id)}
              onToggle={(on) => toggle(store.id, store.title, on)}
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
