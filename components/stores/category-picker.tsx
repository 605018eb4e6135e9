"use client";

import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { get, useFormContext, useFormState, useWatch } from "react-hook-form";
import { ArrowUp, Plus, X } from "lucide-react";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { STORE_MESSAGE_OPTIONS } from "@/components/forms/field-messages";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { STORE_LIMITS } from "@/lib/constants";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
import { STORE_SEARCH_MIN_LENGTH as MIN_SEARCH } from "@/lib/navigation/store-search";
import { NO_CATEGORIES, type CategoriesValue, type Category } from "./form-values";
import { ListError } from "@/components/forms/text-field";
import { StoreCategoriesQuery } from "@/lib/stores/operations";

/** Wait after the last key before asking, so typing a word sends one request. */
const DEBOUNCE_MS = 250;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The primary and additional categories (form field `categories`, as in the API), chosen from the
 * maps service's list with a search; STORE_LIMITS.categories at most in total.
 */
export function CategoryPicker({ regionCode }: { regionCode?: string }) {
  const t = useTranslations("stores.edit.category");
  const message = useApiErrorMessage("stores.validation", STORE_MESSAGE_OPTIONS);
  const searchId = useId();
  const { control, setValue, clearErrors } = useFormContext();
  const value: CategoriesValue = useWatch({ control, name: "categories" }) ?? NO_CATEGORIES;
  const { errors } = useFormState({ control, name: "categories" });
  const [search, setSearch] = useState("");
  const term = useDebounced(search.trim());
  const { data, loading } = useGraphQLQuery(StoreCategoriesQuery, {
    variables: { search: term, regionCode },
    skip: term.length < MIN_SEARCH,
  });

  const primary = value.primaryCategory.name ? value.primaryCategory : null;
  const chosen = primary ? [primary, ...value.additionalCategories] : value.additionalCategories;
  const full = chosen.length >= STORE_LIMITS.categories;
  const results = (data?.categories ?? []).filter((c) => !chosen.some((x) => x.name === c.name));
  const set = (next: Category[]) => {
    clearErrors("categories");
    const [first, ...rest] = next;
    setValue(
      "categories",
      { primaryCategory: first ?? NO_CATEGORIES.primaryCategory, additionalCategories: rest },
      { shouldDirty: true },
    );
  };
  const primaryError = message.key(
    (get(errors, "categories.primaryCategory.name") as { message?: string } | undefined)?.message,
  );

  return (
    <div className="flex flex-col gap-4">
      {chosen.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t("chosen")}>
          {chosen.map((category, i) => (
            <li key={category.name} className="flex items-center gap-2 rounded-md border px-3 py-2">
              <span className="min-w-0 flex-1 truncate text-sm">
                {category.displayName || category.name}
              </span>
              {i === 0 && primary ? <Badge variant="secondary">{t("primary")}</Badge> : null}
              {i > 0 || !primary ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t("makePrimary", { name: category.displayName || category.name })}
                  onClick={() => set([category, ...chosen.filter((c) => c !== category)])}
                >
                  <ArrowUp aria-hidden />
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("remove", { name: category.displayName || category.name })}
                onClick={() => set(chosen.filter((c) => c !== category))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">{t("none")}</p>
      )}
      {primaryError ? (
        <p role="alert" data-slot="field-error" className="text-destructive text-sm">
          {primaryError}
        </p>
      ) : null}
      <ListError name="categories.additionalCategories" />
      <div className="flex flex-col gap-2">
        <Label htmlFor={searchId}>{t("search")}</Label>
        <Input
          id={searchId}
          type="search"
          value={search}
          disabled={full}
          placeholder={t("searchPlaceholder")}
          onChange={(event) => setSearch(event.target.value)}
          // Enter while searching would send the whole form (a bulk job, even).
          onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
          autoComplete="off"
        />
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {full
            ? t("limit", { max: STORE_LIMITS.categories })
            : term.length >= MIN_SEARCH && !loading && results.length === 0
              ? t("noResults")
              : t("hint", { min: MIN_SEARCH, max: STORE_LIMITS.categories })}
        </p>
        {!full && term.length >= MIN_SEARCH && results.length > 0 ? (
          <ul
            className="flex max-h-64 flex-col overflow-y-auto rounded-md border"
            aria-label={t("results")}
          >
            {results.map((category) => (
              <li key={category.name}>
                <button
                  type="button"
                  className="hover:bg-accent focus-visible:bg-accent flex w-full items-center gap-2 px-3 py-2 text-left text-sm outline-none"
                  onClick={() => {
                    set([...chosen, category]);
                    setSearch("");
                  }}
                >
                  <Plus aria-hidden className="size-4 shrink-0" />
                  {category.displayName}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
