// The GraphQL calls bench:fairness makes as each tenant's user would, with a bearer token.

type Answer = Record<string, { id?: string; jobId?: string }>;

/** The app's GraphQL requests the bench sends to the server at `origin`. */
export function fairnessCalls(origin: string) {
  const graphql = async (token: string, query: string, variables = {}): Promise<Answer> => {
    const response = await fetch(`${origin}/api/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Answer; errors?: unknown };
    if (body.errors || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  return {
    /** A bulk edit of a workspace's stores; its job's id. */
    bulkEdit: async (token: string, workspaceId: string, website: string) =>
      (
        await graphql(
          token,
          `
            mutation ($workspaceId: ID, $patch: LocationPatchInput!) {
              bulkUpdateLocations(workspaceId: $workspaceId, patch: $patch) {
                id
              }
            }
          `,
          { workspaceId, patch: { websiteUri: website } },
        )
      ).bulkUpdateLocations!.id!,
    /** A review sync of every store of the token's tenant; its job's id. */
    syncReviews: async (token: string) =>
      (
        await graphql(
          token,
          `
            mutation {
              syncReviews {
                jobId
              }
            }
          `,
        )
      ).syncReviews!.jobId!,
    /** A single edit of one store's website; its job's id. */
    editWebsite: async (token: string, id: string, website: string) =>
      (
        await graphql(
          token,
          `
            mutation ($id: ID!, $patch: LocationPatchInput!) {
              updateLocation(id: $id, patch: $patch) {
                jobId
              }
            }
          `,
          { id, patch: { websiteUri: website } },
        )
      ).updateLocation!.jobId!,
  };
}
