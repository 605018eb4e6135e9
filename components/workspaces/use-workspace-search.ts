"use client";
import { useEffect, useState } from "react";
import { PAGE_LIMIT } from "@/lib/constants";
import { WorkspaceSearchQuery } from "@/lib/workspaces/operations";
import { toWorkspaceOption, type WorkspaceOption } from "@/lib/workspaces/options";
import { requestGraphQL } from "@/lib/http/request-graphql";

/** Wait after the last key before searching, so typing a name sends one request. */
const DEBOUNCE_MS = 300;

/**
 * The tenant's workspaces whose name contains `term` (the first PAGE_LIMIT), searched on the
 * server: the selector holds only the first page of a tenant with many workspaces. Null without a
 * term and while the answer for the current term is on its way.
 */
export function useWorkspaceSearch(term: string): WorkspaceOption[] | null {
  const search = term.trim();
  const [answer, setAnswer] = useState<{ search: string; results: WorkspaceOption[] } | null>(null);
  useEffect(() => {
    if (!search) return;
    let live = true;
    const timer = window.setTimeout(() => {
      requestGraphQL(WorkspaceSearchQuery, { search, limit: PAGE_LIMIT })
        .then((data) => {
          if (live) setAnswer({ search, results: data.workspaces.map(toWorkspaceOption) });
        })
        .catch((error: unknown) => {
          // Spec §8: failures of workspace calls are console-only.
          console.error("Searching workspaces failed", error);
          if (live) setAnswer({ search, results: [] });
        });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [search]);
  return search && answer?.search === search ? answer.results : null;
}
