// The social profiles as the form holds them (one address per network) and as the API takes them.
import { SOCIAL_NETWORKS } from "@/lib/stores/field-options";

export type Network = (typeof SOCIAL_NETWORKS)[number];
export type Links = Record<Network, string>;

export const attributeName = (network: Network) => `attributes/${network}`;

/** One URL attribute per network; an emptied field sends the attribute without a value. */
export function toAttributes(links: Links, { filledOnly = false } = {}) {
  return SOCIAL_NETWORKS.filter((network) => !filledOnly || links[network].trim()).map(
    (network) => ({
      name: attributeName(network),
      uriValues: links[network].trim() ? [{ uri: links[network].trim() }] : [],
    }),
  );
}
