import * as React from "react";
import { cn } from "@/lib/utils";

const FLAGS: Record<string, () => React.ReactElement> = { us: UsFlag, es: EsFlag };

/**
 * Small inline flags (no image requests, crisp at any size); decorative next to the language name.
 * `code` is the flag id of lib/i18n/config.ts `localeMeta`; an unknown one shows a neutral tile.
 */
export function Flag({ code, className }: { code: string; className?: string }) {
  const Art = FLAGS[code];
  return (
    <svg
      viewBox="0 0 24 16"
      aria-hidden
      focusable="false"
      className={cn(
        "h-4 w-6 shrink-0 overflow-hidden rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.08)]",
        className,
      )}
    >
      {Art ? <Art /> : <rect width="24" height="16" fill="var(--color-muted)" />}
    </svg>
  );
}

function UsFlag() {
  const stripes = Array.from({ length: 7 }, (_, i) => i * 2);
  return (
    <>
      <rect width="24" height="16" fill="#fff" />
      {stripes.map((row) => (
        <rect key={row} y={(row * 16) / 13} width="24" height={16 / 13} fill="#b22234" />
      ))}
      <rect width="10.4" height={(16 / 13) * 7} fill="#3c3b6e" />
      {[1.4, 3.6, 5.8].map((y) =>
        [1.3, 3.5, 5.7, 7.9].map((x) => (
          <circle key={`${x}-${y}`} cx={x} cy={y + 0.3} r="0.45" fill="#fff" />
        )),
      )}
    </>
  );
}

function EsFlag() {
  return (
    <>
      <rect width="24" height="16" fill="#aa151b" />
      <rect y="4" width="24" height="8" fill="#f1bf00" />
    </>
  );
}
