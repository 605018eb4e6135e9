"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * The app's link: next/link that prefetches a page when the user reaches for it (pointer over it,
 * keyboard focus on it, a finger on it), not as soon as it is on screen. Every signed-in page is
 * rendered per request, so a viewport prefetch is a server render: the shell's navigation alone
 * made twenty of them on each page load, most for pages nobody opened. A link given
 * `prefetch={false}` never prefetches.
 */
export function Link({
  prefetch,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !reached ? false : (prefetch ?? null)}
      onPointerEnter={(event) => {
        reach();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        reach();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        reach();
        onTouchStart?.(event);
      }}
    />
  );
}
