"use client";
import {
  cloneElement,
  useEffect,
  useId,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from "react";

type Use = { kind: "pointer" } | { kind: "key"; key: string } | { kind: "click" };

/** The keys that open a menu from its button (WAI-ARIA menu button). */
const MENU_KEYS = ["Enter", " ", "ArrowDown"];

/**
 * A menu or popover whose Radix root mounts on first use. Until then only its button is drawn, with
 * the state a screen reader reads (has a popup, collapsed): a page with many of them (a list's
 * facets, each row's menu) hydrates buttons, not roots. The first press (a menu's pointer down or
 * opening key, a popover's click) mounts the root `children` draws around the trigger it is given,
 * and hands that same press to the trigger, so it opens as Radix opens it, focus included.
 */
export function MountOnUse({
  trigger,
  popup,
  children,
}: {
  /** The button that opens it. */
  trigger: ReactElement<Record<string, unknown>>;
  /** "menu" for a dropdown menu (opens on pointer down and keys), "dialog" for a popover (click). */
  popup: "menu" | "dialog";
  /** The root, with the button it is given as its trigger's child (`asChild`). */
  children: (trigger: ReactElement) => ReactNode;
}) {
  const mark = useId();
  // The press that mounted the root (none yet: not mounted), handed to its trigger once drawn.
  const [use, setUse] = useState<Use | null>(null);

  useEffect(() => {
    if (!use) return;
    const button = document.querySelector<HTMLElement>(`[data-mount-on-use="${CSS.escape(mark)}"]`);
    if (!button) return;
    // The pressed button was drawn anew: a key's focus goes on with the press, as Radix would keep it.
    if (use.kind !== "pointer") button.focus({ preventScroll: true });
    if (use.kind === "click") button.click();
    else if (use.kind === "key")
      button.dispatchEvent(
        new globalThis.KeyboardEvent("keydown", { key: use.key, bubbles: true }),
      );
    else
      button.dispatchEvent(
        new globalThis.PointerEvent("pointerdown", {
          bubbles: true,
          button: 0,
          pointerType: "mouse",
        }),
      );
  }, [use, mark]);

  const marked = cloneElement(trigger, { "data-mount-on-use": mark });
  if (use) return children(marked);

  const handlers =
    popup === "menu"
      ? {
          onPointerDown: (event: PointerEvent) => {
            if (event.button !== 0 || event.ctrlKey) return;
            event.preventDefault();
            setUse({ kind: "pointer" });
          },
          onKeyDown: (event: KeyboardEvent) => {
            if (!MENU_KEYS.includes(event.key)) return;
            event.preventDefault();
            setUse({ kind: "key", key: event.key });
          },
        }
      : { onClick: () => setUse({ kind: "click" }) };
  return cloneElement(marked, {
    "aria-haspopup": popup,
    "aria-expanded": false,
    "data-state": "closed",
    ...handlers,
  });
}
