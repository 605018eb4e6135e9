"use client";
import { useEffect, useSyncExternalStore } from "react";

/**
 * Ticked rows, kept across pages: either a set of ids, or "every row matching the filters"
 * minus the ones unticked since. `scope` names what the rows match (the filters, a workspace):
 * when it changes the selection no longer means anything and is emptied.
 */
export type SelectionState =
  | { mode: "ids"; ids: ReadonlySet<string> }
  | { mode: "allMatching"; excluded: ReadonlySet<string> };

const EMPTY: SelectionState = { mode: "ids", ids: new Set() };

// Held outside the table: Next mounts a page afresh when its search params change, so state kept
// in the table would be lost on every change of page, size or sort. One entry per table (its
// path); it lives while a table of that path is on screen.
type Stored = { scope: string; selection: SelectionState };
const stored = new Map<string, Stored>();
const mounted = new Map<string, number>();
const listeners = new Set<() => void>();

function write(key: string, value: Stored | undefined) {
  if (value) stored.set(key, value);
  else stored.delete(key);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function toggled(set: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const next = new Set(set);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The selection of the table at `key` (its path) for rows matching `scope`. */
export function useSelection(key: string, scope: string, total: number) {
  const current = useSyncExternalStore(
    subscribe,
    () => stored.get(key),
    () => undefined,
  );
  const selection = current?.scope === scope ? current.selection : EMPTY;

  // Another scope's selection is dropped, so coming back to that scope starts empty too.
  useEffect(() => {
    if (current && current.scope !== scope) write(key, undefined);
  }, [key, scope, current]);

  // Kept across the remount of a page change, which keeps the path (the new table may mount well
  // after the old one went: its rows stream in); dropped once no table of the path is left and the
  // address is another page's, i.e. the user went elsewhere.
  useEffect(() => {
    mounted.set(key, (mounted.get(key) ?? 0) + 1);
    return () => {
      mounted.set(key, (mounted.get(key) ?? 1) - 1);
      setTimeout(() => {
        if (!mounted.get(key) && window.location.pathname !== key) write(key, undefined);
      }, 0);
    };
  }, [key]);

  const update = (next: SelectionState) => write(key, { scope, selection: next });

  const isSelected = (id: string) =>
    selection.mode === "ids" ? selection.ids.has(id) : !selection.excluded.has(id);

  /** Ticks or unticks `ids` (one row, or the page's rows). */
  const setRows = (ids: readonly string[], on: boolean) =>
    update(
      selection.mode === "ids"
        ? { mode: "ids", ids: toggled(selection.ids, ids, on) }
        : { mode: "allMatching", excluded: toggled(selection.excluded, ids, !on) },
    );

  const count =
    selection.mode === "ids" ? selection.ids.size : Math.max(0, total - selection.excluded.size);

  return {
    selection,
    count,
    isSelected,
    setRows,
    selectAllMatching: () => update({ mode: "allMatching", excluded: new Set() }),
    clear: () => update(EMPTY),
  };
}

export type SelectionControls = ReturnType<typeof useSelection>;
