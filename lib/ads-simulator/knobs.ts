// The simulator's clock knobs, read on every request so a test or a demo can change them.

type Env = Record<string, string | undefined>;

const DEFAULT_REVIEW_MS = 60_000;
const DEFAULT_ACCEPT_MS = 10_000;

function ms(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** How long a sent ad stays under review (ADS_SIM_REVIEW_MS). */
export const reviewMs = (env: Env = process.env) => ms(env.ADS_SIM_REVIEW_MS, DEFAULT_REVIEW_MS);

/** How long a client takes to accept the manager's invitation (ADS_SIM_ACCEPT_MS; 0: at once). */
export const acceptMs = (env: Env = process.env) => ms(env.ADS_SIM_ACCEPT_MS, DEFAULT_ACCEPT_MS);
