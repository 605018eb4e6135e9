// Plain .mjs so next.config.mjs can import it without a TypeScript loader; middleware.ts reads the
// same policy through lib/security/csp.ts.
/**
 * Only scripts carrying the nonce run, and what they load ('strict-dynamic'). Without a nonce (API
 * routes, files, the simulator's consent screen) no inline script runs at all.
 * @param {boolean} production
 * @param {string | undefined} mapsService "google" when sign-in goes to Google's consent screen
 * @param {string} [nonce]
 */
export function contentSecurityPolicy(production, mapsService, nonce) {
  // The maps sign-in form posts to Auth.js, which redirects to the consent screen: form-action
  // covers that redirect, so Google's origin must be listed when the simulator is off.
  const formAction = mapsService === "google" ? "'self' https://accounts.google.com" : "'self'";
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self'";
  return [
    "default-src 'self'",
    // Dev additionally needs eval for HMR.
    `script-src ${scripts}${production ? "" : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The push service worker (public/push-sw.js); 'strict-dynamic' would not cover it.
    "worker-src 'self'",
    "frame-ancestors 'none'",
    `form-action ${formAction}`,
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * @param {boolean} production
 * @param {string | undefined} mapsService "google" when sign-in goes to Google's consent screen
 */
export function securityHeaders(production, mapsService = process.env.MAPS_SERVICE) {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(production, mapsService) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self)" },
  ];
  if (production) {
    headers.push({
      key: "Strict-Transport-Security",
      value: "max-age=63072000; includeSubDomains",
    });
  }
  return headers;
}
