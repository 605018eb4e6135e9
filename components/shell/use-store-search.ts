"use client";
import { useEffect, useState } from "react";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { NAV_SEARCH_MAX_SUGGESTIONS } from "@/lib/constants";
import type { StoreHit } from "@/lib/navigation/search";
import { ShellStoreSearchQuery, toStoreHits } from "@/lib/navigation/store-search";

/** Wait after the last key before asking the server, so typing a name sends one request. */
const DEBOUNCE_MS = 250;

/**
 * The tenant's stores matching `term` (at most the search's whole list, best match first), asked
 * once typing pauses. Null without a term and while the answer for the current term is on its way.
 */
export function useStoreSearch(term: string): StoreHit[] | null {
  const [answer, setAnswer] = useState<{ term: string; stores: StoreHit[] } | null>(null);
  useEffect(() => {
    if (!term) return;
    let live = true;
    const timer = window.setTimeout(() => {
      requestGraphQL(ShellStoreSearchQuery, { search: term, limit: NAV_SEARCH_MAX_SUGGESTIONS })
        .then((data) => {
          if (live) setAnswer({ term, stores: toStoreHits(data) });
        })
        .catch((error: unknown) => {
          // The menu half of the search still works; a failed store search only logs.
          console.error("Searching stores failed", error);
          if (live) setAnswer({ term, stores: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [term]);
  return term && answer?.term === term ? answer.stores : null;
}
