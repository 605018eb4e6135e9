"use client";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { StatusChip } from "@/components/common/status-chip";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { focusChipAfterRemoval } from "@/components/ui/focus-fallback";
import { Input } from "@/components/ui/input";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { cn } from "@/lib/utils";
import { lengthIssue } from "@/lib/validation/length";

/** Spec §5: a filter needs at least 2 characters. */
const SEARCH_LIMITS = { min: 2, max: 100 };
/** Wait after the last key before searching, so typing a name sends one request. */
const DEBOUNCE_MS = 250;

export type StoreOptionData = {
  id: string;
  title: string;
  locality?: string | null;
  /** Asked for by choosers of work the maps service refuses for unverified stores (posts). */
  verified?: string | null;
};

/**
 * The search a store chooser sends: what was typed, once it has been left alone for a moment and
 * meets spec §5's length ("" before anything is typed), and the typed text's length issue.
 */
export function useStoreChoiceSearch() {
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const text = draft.trim();
  const issue = text ? lengthIssue(text, SEARCH_LIMITS) : null;
  useEffect(() => {
    if (issue) return;
    const timer = window.setTimeout(() => setSearch(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, issue]);
  return { draft, setDraft, search, issue };
}

/**
 * Choosing stores by searching them (the reviews inbox's store facet, a media package's stores):
 * the search field, the chosen stores as removable chips, and the results to tick on and off.
 * The caller runs the search (`useStoreChoiceSearch`) against its own query.
 */
export function StoreChoice({
  search,
  chosen,
  onToggle,
  results,
  loading,
  error,
  actions,
  autoFocus,
  searchRef,
  className,
}: {
  search: ReturnType<typeof useStoreChoiceSearch>;
  chosen: readonly { id: string; title: string }[];
  onToggle: (store: StoreOptionData, on: boolean) => void;
  results: readonly StoreOptionData[];
  loading: boolean;
  error: boolean;
  /** Buttons between the field and the chips (e.g. choose all shown). */
  actions?: React.ReactNode;
  autoFocus?: boolean;
  /** The search field, for the caller's buttons that leave once used to give it the focus. */
  searchRef?: RefObject<HTMLInputElement | null>;
  className?: string;
}) {
  const t = useTranslations("storeChoice");
  const chips = useRef<HTMLUListElement>(null);
  const ownField = useRef<HTMLInputElement>(null);
  const field = searchRef ?? ownField;
  const removeChip = (store: { id: string; title: string }, index: number) => {
    onToggle(store, false);
    focusChipAfterRemoval(chips.current, index, () => field.current);
  };
  const lengthMessage = useLengthMessage();
  const hintId = useId();
  const picked = new Set(chosen.map((store) => store.id));

  return (
    <div className={cn("flex min-w-0 flex-col gap-2", className)}>
      <Input
        ref={field}
        type="search"
        autoFocus={autoFocus}
        aria-label={t("search")}
        aria-describedby={search.issue ? hintId : undefined}
        aria-invalid={search.issue ? true : undefined}
        placeholder={t("search")}
        value={search.draft}
        onChange={(event) => search.setDraft(event.target.value)}
        className="h-9"
      />
      {search.issue ? (
        <p id={hintId} role="alert" className="text-destructive text-xs">
          {lengthMessage(search.issue, SEARCH_LIMITS)}
        </p>
      ) : null}
      {actions}
      {chosen.length > 0 ? (
        <ul
          ref={chips}
          className="flex max-h-28 flex-wrap gap-1 overflow-y-auto"
          aria-label={t("selected")}
        >
          {chosen.map((store, index) => (
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
                onClick={() => removeChip(store, index)}
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
      ) : loading && results.length === 0 ? (
        <p role="status" className="text-muted-foreground text-sm">
          {t("loading")}
        </p>
      ) : results.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("none")}</p>
      ) : (
        <ul className="-mx-1 flex max-h-64 flex-col overflow-y-auto" aria-label={t("results")}>
          {results.map((store) => (
            <StoreOption
              key={store.id}
              store={store}
              checked={picked.has(store.id)}
              onToggle={(on) => onToggle(store, on)}
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
  store: StoreOptionData;
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
      {store.verified !== undefined ? <VerificationChip verified={store.verified} /> : null}
    </li>
  );
}

/** A store's verification as the stores list shows it (never verified reads "Not verified"). */
function VerificationChip({ verified }: { verified: string | null }) {
  const t = useTranslations("stores.verification");
  const state = (verified ?? "NONE") as "COMPLETED" | "PENDING" | "FAILED" | "NONE";
  return (
    <StatusChip status={state} className="shrink-0">
      {t(state)}
    </StatusChip>
  );
}
