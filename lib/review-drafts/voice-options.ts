// The brand voice's choices, read by its form in the browser: kept apart from the draft rules,
// whose zod schemas the page does not load.

export const BRAND_TONES = ["WARM", "FRIENDLY", "PROFESSIONAL", "CONCISE"] as const;
export type BrandTone = (typeof BRAND_TONES)[number];
export const FORMALITIES = ["USTED", "TU"] as const;
export type Formality = (typeof FORMALITIES)[number];
