"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Reads the server page again every few seconds while `active` (a job still runs). */
export function AutoRefresh({ active, everyMs = 2000 }: { active: boolean; everyMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, router]);
  return null;
}
