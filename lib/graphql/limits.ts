import type { GraphQLArmorConfig } from "@escape.tech/graphql-armor-types";

/** The largest screen query is depth 4 and under 300 tokens, so these leave room while stopping
 * abuse. List sizes are capped by the zod schemas (MAX_PAGE_SIZE). */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 20,
  maxCost: 5000,
  /** Request body, in bytes. Larger bodies get HTTP 413 before any parsing. */
  maxBodyBytes: 100 * 1024,
  /** Issues listed in one BAD_USER_INPUT answer for bad variables (a list of 1000 bad ids). */
  maxInputIssues: 20,
} as const;

// Each rule throws on the first breach (armor's default): with the Envelop plugin, turning
// propagation off only calls onReject handlers and lets the operation run.
const report = { exposeLimits: true } as const;

export const armorConfig: GraphQLArmorConfig = {
  maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ...report },
  maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...report },
  maxTokens: { n: GRAPHQL_LIMITS.maxTokens, exposeLimits: true },
  maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...report },
  costLimit: {
    maxCost: GRAPHQL_LIMITS.maxCost,
    objectCost: 2,
    scalarCost: 1,
    depthCostFactor: 1.5,
    ...report,
  },
  // Armor's rule only covers field hints, not enum values; production drops every "Did you mean"
  // hint instead (hideSuggestionsPlugin in plugins/security.ts).
  blockFieldSuggestion: { enabled: false },
};
