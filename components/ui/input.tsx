import * as React from "react";
import { cn } from "@/lib/utils";

export const inputClassName =
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 py-1 text-sm shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/25 read-only:bg-muted file:border-0 file:bg-transparent file:text-sm file:font-medium";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input data-slot="input" type={type} className={cn(inputClassName, className)} {...props} />
  );
}
