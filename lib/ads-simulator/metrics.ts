// Simulated delivery: impressions, clicks, cost and conversions that grow steadily with the time a
// campaign has served (enabled, approved, within its dates), from rates fixed by its id, so the
// same moment always reads the same numbers. Paused time adds nothing.

export type ServingWindow = {
  campaignId: string;
  /** [from, to] in ms while ENABLED; `to` null while it still is. */
  enabled: [number, number | null][];
  /** When its last part was approved; null while in review or when refused. */
  approvedAt: number | null;
  /** YYYY-MM-DD, UTC days. */
  startDate: string;
  endDate: string | null;
  budgetMicros: number;
};

export type Metrics = {
  costMicros: number;
  impressions: number;
  clicks: number;
  conversions: number;
};

const DAY_MS = 86_400_000;

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export function servedMs(w: ServingWindow, now: number): number {
  if (w.approvedAt === null) return 0;
  const start = Math.max(Date.parse(`${w.startDate}T00:00:00Z`) || 0, w.approvedAt);
  const end = Math.min(w.endDate ? Date.parse(`${w.endDate}T00:00:00Z`) + DAY_MS : Infinity, now);
  return w.enabled.reduce((sum, [from, to]) => {
    const overlap = Math.min(to ?? now, end) - Math.max(from, start);
    return sum + Math.max(0, overlap);
  }, 0);
}

export function campaignMetrics(w: ServingWindow, now: number): Metrics {
  const ms = servedMs(w, now);
  if (ms <= 0) return { costMicros: 0, impressions: 0, clicks: 0, conversions: 0 };
  const h = hash(w.campaignId);
  const perHour = 60 + (h % 90);
  const ctr = 0.03 + ((h >>> 8) % 40) / 1000;
  const cpcMicros = Math.round((300_000 + ((h >>> 12) % 900_000)) / 10_000) * 10_000;
  const conversionRate = 0.05 + ((h >>> 20) % 10) / 100;
  const impressions = Math.floor((ms / 3_600_000) * perHour);
  const clicks = Math.floor(impressions * ctr);
  const budgetSoFar = Math.floor((w.budgetMicros * ms) / DAY_MS);
  return {
    impressions,
    clicks,
    costMicros: Math.min(clicks * cpcMicros, budgetSoFar),
    conversions: Math.round(clicks * conversionRate * 100) / 100,
  };
}
