"use client";

import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * One option of a radio group drawn as a bordered card: a native radio (keyboard and screen
 * readers get a real radio group by `name`) and its label, which may hold a second line.
 */
export function ChoiceCard({
  name,
  checked,
  onSelect,
  disabled,
  children,
  className,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  disabled?: boolean;
  children: React.ReactNode;
  className?: string;
}) {
  const id = React.useId();
  return (
    <div
      className={cn(
        "flex items-start gap-2 rounded-md border p-2.5",
        checked && "border-primary bg-primary/5",
        disabled && "opacity-60",
        className,
      )}
    >
      <input
        id={id}
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="accent-primary mt-0.5 size-4 shrink-0"
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-col text-sm">
        {children}
      </label>
    </div>
  );
}
