type Env = Record<string, string | undefined>;
export type MapsServiceMode = "google" | "simulator" | "off";
export function mapsServiceMode(env?: Env): MapsServiceMode;
export function productionStartProblem(env?: Env): string | null;
