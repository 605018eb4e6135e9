import * as React from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * The browser's own select, drawn like SelectTrigger. For short fixed choices on first-load
 * screens (rows per page, sort order): it needs no script to work, hydrates as plain markup, and a
 * phone opens its native picker. Pickers that search, group or show more than text use Select.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div data-slot="native-select" className="relative w-fit">
      <select
        className={cn(
          "border-input bg-card focus-visible:border-ring focus-visible:ring-ring/40 aria-invalid:border-destructive h-9 w-full cursor-pointer appearance-none rounded-md border py-1 pr-8 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50",
          className,
        )}
        {...props}
      />
      <ChevronDown
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2"
        aria-hidden
      />
    </div>
  );
}
