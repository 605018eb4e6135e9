"use client";

import { useEffect } from "react";
import { relaySimulatedPushes, SIM_SUBSCRIBED_EVENT } from "@/lib/push/browser";

const EVERY_MS = 1000;

/**
 * Demo mode: while the page is open, what the push simulator received for this browser goes to
 * its service worker, which shows it as a notification (lib/push/browser.ts).
 */
export function SimulatedPushRelay() {
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const go = await relaySimulatedPushes().catch(() => true);
      if (!stopped && go) timer = setTimeout(tick, EVERY_MS);
    };
    void tick();
    const restart = () => {
      clearTimeout(timer);
      void tick();
    };
    window.addEventListener(SIM_SUBSCRIBED_EVENT, restart);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener(SIM_SUBSCRIBED_EVENT, restart);
    };
  }, []);
  return null;
}
