"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

/** Spec §2: the countdown widget defaults to 15 days from now. */
export const COUNTDOWN_DEFAULT_DAYS = 15;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Time left until `end` in whole units; all zero once it has passed. */
export function countdownParts(end: number, now: number): CountdownParts {
  const left = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** Counts down to `endDate` (default: 15 days after mount), ticking each second. */
export function Countdown({ endDate, className }: { endDate?: Date | string; className?: string }) {
  const t = useTranslations("shell.countdown");
  const [end] = useState(() =>
    endDate ? new Date(endDate).getTime() : Date.now() + COUNTDOWN_DEFAULT_DAYS * DAY_MS,
  );
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    // The clock starts after hydration so the server and the first client render agree.
    const tick = () => setNow(Date.now());
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, []);
  const parts = now === null ? null : countdownParts(end, now);
  const units = ["days", "hours", "minutes", "seconds"] as const;
  return (
    <div role="timer" aria-live="off" className={cn("flex gap-3", className)}>
      {units.map((unit) => (
        <div
          key={unit}
          className="flex min-w-14 flex-col items-center rounded-md border px-2 py-1.5"
        >
          <span className="text-xl font-semibold tabular-nums">
            {parts ? String(parts[unit]).padStart(2, "0") : "--"}
          </span>
          <span className="text-muted-foreground text-[11px] uppercase">{t(unit)}</span>
        </div>
      ))}
    </div>
  );
}
