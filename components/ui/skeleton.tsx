import * as React from "react";
import { cn } from "@/lib/utils";

/** Placeholder block; decorative, so hidden from assistive tech (the surrounding region announces loading). */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("bg-muted animate-pulse rounded-md", className)}
      {...props}
    />
  );
}
