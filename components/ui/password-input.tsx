"use client";

import * as React from "react";
import { Eye, EyeOff } from "lucide-react";
import { cn } from "@/lib/utils";
import { Input } from "./input";

/** Text input with a show/hide toggle (spec §5: login password has a show/hide toggle). */
export function PasswordInput({
  className,
  toggleLabels,
  ...props
}: Omit<React.ComponentProps<"input">, "type"> & {
  /** Translated names of the toggle (the sign-in page passes strings, not a translator). */
  toggleLabels: { show: string; hide: string };
}) {
  const [visible, setVisible] = React.useState(false);
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className={cn("pr-10", className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? toggleLabels.hide : toggleLabels.show}
        aria-pressed={visible}
        disabled={props.disabled}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/40 absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md outline-none focus-visible:ring-[3px] disabled:opacity-50"
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden />
        ) : (
          <Eye className="size-4" aria-hidden />
        )}
      </button>
    </div>
  );
}
