import * as React from "react";
import { cn } from "@/lib/utils";

/** The StorePlus "S+" mark. Decorative: callers give the accessible name. */
export function BrandMark({
  className,
  animated = false,
}: {
  className?: string;
  animated?: boolean;
}) {
  // Unique per instance: two marks on one page must not share a gradient id.
  const gradientId = `storeplus-mark-${React.useId().replace(/[^\w-]/g, "")}`;
  return (
    <svg viewBox="0 0 64 64" aria-hidden focusable="false" className={cn("size-12", className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-primary)" />
          <stop
            offset="1"
            stopColor="color-mix(in oklab, var(--color-primary) 65%, var(--color-info))"
          />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="60" height="60" rx="16" fill={`url(#${gradientId})`} />
      {/* Storefront awning */}
      <path d="M14 22h30l-3-7H17z" fill="var(--color-primary-foreground)" opacity="0.9" />
      <path
        d="M40 30c-2-3-6-4-10-4-5 0-9 2-9 6 0 8 19 4 19 12 0 4-4 6-9 6-4 0-8-1-11-4"
        fill="none"
        stroke="var(--color-primary-foreground)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeDasharray={animated ? 120 : undefined}
        className={animated ? "animate-splash-draw" : undefined}
      />
      <path
        d="M49 34v12M43 40h12"
        stroke="var(--color-primary-foreground)"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
