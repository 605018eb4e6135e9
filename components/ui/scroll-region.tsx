"use client";

import { useEffect, useRef, useState, type ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A box that may scroll its content (a long table, a list). While its content overflows, keyboard
 * users need to reach it to scroll it with the arrow keys, so it becomes a tab stop, named for
 * screen readers when a label is given (WCAG 2.1.1; axe's scrollable-region-focusable). A box
 * whose content fits stays out of the tab order.
 */
export function ScrollRegion({
  label,
  className,
  ...props
}: ComponentProps<"div"> & { label?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(ref);
  return (
    <div
      ref={ref}
      role={overflows && label ? "region" : undefined}
      aria-label={overflows ? label : undefined}
      tabIndex={overflows ? 0 : undefined}
      className={cn("focus-visible:ring-ring outline-none focus-visible:ring-2", className)}
      {...props}
    />
  );
}

/** Whether the element's content is larger than its box, kept current as either resizes. */
function useOverflow(ref: React.RefObject<HTMLElement | null>) {
  // Until measured (the server's render), assume it scrolls: an extra tab stop for a moment is
  // harmless, a scrolling box out of reach is not.
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setOverflows(
        element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
