import { mapsServiceMode } from "@/lib/maps/service-mode.mjs";
import { QANDA_RETIRED_ON } from "./rules";

type Env = Record<string, string | undefined>;

export type QandaService = {
  /** Questions can be answered and FAQs posted: the maps service still offers Q&A. */
  available: boolean;
  /** When the provider retired Q&A, for the notice; null when it has not. */
  retiredOn: string | null;
};

/**
 * The one place that decides whether questions can be answered. Google retired the Q&A API on
 * 2025-11-03 (decisions.md): against Google, and with no maps service at all, the stored history
 * is read-only and nothing is sent. The simulator still serves the API's shapes.
 */
export function qandaService(env: Env = process.env): QandaService {
  const mode = mapsServiceMode(env);
  if (mode === "simulator") return { available: true, retiredOn: null };
  return { available: false, retiredOn: mode === "google" ? QANDA_RETIRED_ON : null };
}
