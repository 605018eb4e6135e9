import { useRef } from "react";

/**
 * Where the focus goes as a Radix dialog or sheet opens and closes. Radix gives it back only to a
 * <DialogTrigger>; most of our dialogs open from state (a button, a menu item) and focus then fell
 * to the document, the next Tab starting over at the top of the page. The element focused when the
 * dialog opened gets it back; if that element left meanwhile (a row, or a button the dialog's action
 * replaced), the page's main content does (the shell's <main id="main" tabIndex={-1}>).
 * A field marked `data-autofocus` takes the focus on opening instead of the first control (React's
 * autoFocus would move it before the opener is known).
 */
export function useDialogFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
      if (event.defaultPrevented || !(event.target instanceof HTMLElement)) return;
      const field = event.target.querySelector<HTMLElement>("[data-autofocus]");
      if (!field) return;
      event.preventDefault();
      field.focus();
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
      keepFocusInPage();
    },
  };
}

/** Once the page has settled, focus that fell to the document goes to the main content. */
function keepFocusInPage() {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById("main")?.focus({ preventScroll: true });
  });
}

/**
 * A removable chip's button leaves with its chip: once the list has been drawn again, the button
 * now at `index` (the next chip's), else the last one, else `fallback` takes the focus.
 */
export function focusChipAfterRemoval(
  list: HTMLElement | null,
  index: number,
  fallback: () => HTMLElement | null | undefined,
) {
  requestAnimationFrame(() => {
    const buttons = list?.isConnected ? list.querySelectorAll<HTMLElement>("button") : [];
    const next = buttons[Math.min(index, buttons.length - 1)];
    (next ?? fallback())?.focus();
  });
}
