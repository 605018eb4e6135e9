"use client";

import * as React from "react";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { cn } from "@/lib/utils";
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToasts,
  type ToastItem,
  type ToastVariant,
} from "./toast-store";

export { toast, type ToastVariant, type ToastOptions } from "./toast-store";

type VariantStyle = {
  border: string;
  iconColor: string;
  icon: React.ComponentType<{ className?: string }>;
};

const variantStyles: Record<ToastVariant, VariantStyle> = {
  success: { border: "border-success/40", iconColor: "text-success", icon: CircleCheck },
  error: { border: "border-destructive/40", iconColor: "text-destructive", icon: CircleAlert },
  info: { border: "border-info/40", iconColor: "text-info", icon: Info },
  warning: { border: "border-warning/50", iconColor: "text-warning", icon: TriangleAlert },
};

/** Errors interrupt (assertive); the others wait until the reader is done (polite). */
const URGENT: ReadonlySet<ToastVariant> = new Set(["error"]);

/**
 * Mount once (root layout), with translated labels: it ships on every page, so it takes strings
 * rather than the client-side translator. Toasts stack at the top-right, newest first, errors above.
 * Both live regions are in the server HTML, empty: a screen reader only reads what is added to a
 * region it already knows, so a region created together with its toast would often stay silent.
 */
export function Toaster({ labels }: { labels: { region: string; close: string } }) {
  const toasts = React.useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  const cards = (urgent: boolean) =>
    toasts
      .filter((item) => URGENT.has(item.variant) === urgent)
      .map((item) => <ToastCard key={item.id} item={item} closeLabel={labels.close} />);
  return (
    <section
      aria-label={labels.region}
      className="pointer-events-none fixed top-4 right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col"
    >
      {/* Not display:none while empty, or screen readers forget the region. No role="alert": Next's
          route announcer already holds one, and tests find alerts by role. */}
      <div aria-live="assertive" className="flex flex-col-reverse gap-2 not-empty:mb-2">
        {cards(true)}
      </div>
      <div aria-live="polite" className="flex flex-col-reverse gap-2">
        {cards(false)}
      </div>
    </section>
  );
}

function ToastCard({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const { border, iconColor, icon: Icon } = variantStyles[item.variant];
  const [paused, setPaused] = React.useState(false);
  const remaining = React.useRef(item.duration);

  // Hovering or focusing pauses the countdown (users get the time they need to read it).
  React.useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, item.id]);

  return (
    <div
      data-variant={item.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === "Escape") dismissToast(item.id);
      }}
      className={cn(
        "animate-slide-in-right bg-card text-card-foreground pointer-events-auto flex items-start gap-3 rounded-lg border p-4 text-sm shadow-lg",
        border,
      )}
    >
      <Icon className={cn("mt-0.5 size-4 shrink-0", iconColor)} aria-hidden />
      <p className="min-w-0 flex-1 break-words">{item.message}</p>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        aria-label={closeLabel}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 -m-1 rounded-sm p-1 outline-none focus-visible:ring-[3px]"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
