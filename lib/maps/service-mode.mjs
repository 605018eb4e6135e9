// Which maps service the app talks to. Plain .mjs so next.config.mjs can check it when a
// production server starts, before any request is served.

/** @typedef {Record<string, string | undefined>} Env */

/**
 * "google" and "simulator" only when asked for by name. Unset, development and tests get the
 * simulator, but a production server gets none: the simulator's consent screen signs anyone in
 * without a password, so it must never be on by accident.
 * @param {Env} env
 * @returns {"google" | "simulator" | "off"}
 */
export function mapsServiceMode(env = process.env) {
  if (env.MAPS_SERVICE === "google") return "google";
  if (env.MAPS_SERVICE === "simulator") return "simulator";
  if (env.MAPS_SERVICE) return "off";
  return env.NODE_ENV === "production" ? "off" : "simulator";
}

/**
 * Why a production server must not start with this environment, or null when it may.
 * @param {Env} env
 * @returns {string | null}
 */
export function productionStartProblem(env = process.env) {
  const value = env.MAPS_SERVICE;
  if (value && value !== "google" && value !== "simulator") {
    return `MAPS_SERVICE=${value} is not known: use "google" or "simulator".`;
  }
  if (!value) {
    return (
      "No maps service is configured. Set MAPS_SERVICE=google with MAPS_OAUTH_CLIENT_ID and " +
      "MAPS_OAUTH_CLIENT_SECRET, or MAPS_SERVICE=simulator for a demo (then anyone can sign in " +
      "through the built-in simulator without a password; `npm run demo` does this)."
    );
  }
  // MAPS_PROJECTS names each project's client instead (lib/maps/projects.ts checks it).
  const oneClient = !env.MAPS_PROJECTS?.trim();
  if (
    value === "google" &&
    oneClient &&
    (!env.MAPS_OAUTH_CLIENT_ID || !env.MAPS_OAUTH_CLIENT_SECRET)
  ) {
    return (
      "MAPS_SERVICE=google needs MAPS_OAUTH_CLIENT_ID and MAPS_OAUTH_CLIENT_SECRET " +
      "(or MAPS_PROJECTS)."
    );
  }
  return null;
}
