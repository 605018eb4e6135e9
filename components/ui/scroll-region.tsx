import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A box that scrolls its content (a long table, a list). Keyboard users scroll it with the arrow
 * keys once it has focus, so it is a tab stop, named for screen readers (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  ...props
}: ComponentProps<"div"> & { label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "focus-visible:ring-ring rounded-md outline-none focus-visible:ring-2",
        className,
      )}
      {...props}
    />
  );
}
