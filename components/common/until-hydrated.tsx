"use client";

import type { ComponentType } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Wraps a piece a page loads later (next/dynamic) whose server HTML shows its controls: until
 * the piece's own code has loaded and hydrated, its buttons and fields are disabled, so a click or
 * keystroke cannot go to controls that do nothing yet (a button would open no dialog, a form
 * would be submitted by the browser itself). Apply it inside the import, so the wrapper hydrates
 * with the piece: `dynamic(() => import("./x").then((m) => untilHydrated(m.X)))`.
 */
export function untilHydrated<Props extends object>(Component: ComponentType<Props>) {
  function UntilHydrated(props: Props) {
    const hydrated = useHydrated();
    return (
      <fieldset disabled={!hydrated} className="contents">
        <Component {...props} />
      </fieldset>
    );
  }
  UntilHydrated.displayName = `untilHydrated(${Component.displayName ?? Component.name})`;
  return UntilHydrated;
}
