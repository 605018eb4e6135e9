import "server-only";
import { appOrigin, getMapsConfig, SIMULATOR_PATH } from "@/lib/maps/config";

// Pub/Sub signs each push with an OIDC token of the subscription's service account (RS256, Google's
// keys); the simulator does the same with its own key, published at its certs URL.

type Env = Record<string, string | undefined>;

export const PUSH_PATH = "/api/pubsub/maps";
export const SIM_CERTS_PATH = "oauth2/v3/certs";
export const GOOGLE_CERTS_URL = "https://www.googleapis.com/oauth2/v3/certs";
const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];
export const SIM_PUSH_SERVICE_ACCOUNT = "maps-pubsub-push@storeplus-sim.iam.gserviceaccount.com";

export type PushAuthConfig = {
  certsUrl: string;
  issuers: string[];
  /** The push endpoint's URL unless the subscription set another. */
  audience: string;
  /** Null refuses every push. */
  serviceAccount: string | null;
};

export function pushEndpointUrl(env: Env = process.env): string {
  return env.PUBSUB_PUSH_ENDPOINT || `${appOrigin(env)}${PUSH_PATH}`;
}

export function pushAuthConfig(env: Env = process.env): PushAuthConfig {
  const maps = getMapsConfig(env);
  const audience = env.PUBSUB_PUSH_AUDIENCE || pushEndpointUrl(env);
  if (maps.mode === "simulator") {
    return {
      certsUrl: env.PUBSUB_CERTS_URL || `${appOrigin(env)}${SIMULATOR_PATH}/${SIM_CERTS_PATH}`,
      issuers: [maps.issuer],
      audience,
      serviceAccount: env.PUBSUB_PUSH_SERVICE_ACCOUNT || SIM_PUSH_SERVICE_ACCOUNT,
    };
  }
  return {
    certsUrl: env.PUBSUB_CERTS_URL || GOOGLE_CERTS_URL,
    issuers: GOOGLE_ISSUERS,
    audience,
    serviceAccount: env.PUBSUB_PUSH_SERVICE_ACCOUNT || null,
  };
}
