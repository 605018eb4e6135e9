"use client";
import { useState } from "react";

/**
 * Ticked rows, kept across pages: either a set of ids, or "every row matching the filters"
 * minus the ones unticked since. `scope` names what the rows match (the filters, a workspace):
 * when it changes the selection no longer means anything and is emptied.
 */
export type SelectionState =
  | { mode: "ids"; ids: ReadonlySet<string> }
  | { mode: "allMatching"; excluded: ReadonlySet<string> };

const EMPTY: SelectionState = { mode: "ids", ids: new Set() };

function toggled(set: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const next = new Set(set);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

export function useSelection(scope: string, total: number) {
  const [state, setState] = useState({ scope, selection: EMPTY });
  // Reset during render, not in an effect, so no frame shows a stale selection.
  if (state.scope !== scope) setState({ scope, selection: EMPTY });
  const selection = state.scope === scope ? state.selection : EMPTY;
  const update = (next: SelectionState) => setState({ scope, selection: next });

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
