// Types of headers.mjs (plain JavaScript so next.config.mjs can import it).
export function contentSecurityPolicy(
  production: boolean,
  mapsService: string | undefined,
  nonce?: string,
): string;
export function securityHeaders(
  production: boolean,
  mapsService?: string,
): { key: string; value: string }[];
