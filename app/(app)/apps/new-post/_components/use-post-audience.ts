"use client";
import { useQuery } from "@apollo/client/react";
import { PostFormAudienceQuery } from "@/lib/posts/operations";
import { storesInput, type PostFormValues } from "./post-form-values";

/**
 * How many stores the post goes to and how many of them are not verified, as the server counts
 * them (a workspace's stores included); null until a target is chosen or while it loads.
 */
export function usePostAudience(
  values: Pick<PostFormValues, "target" | "stores">,
  workspaceId: string | null,
  { skip = false } = {},
) {
  const input = storesInput(values, workspaceId);
  const none = values.target === null || ("locationIds" in input && !input.locationIds.length);
  const { data, previousData } = useQuery(PostFormAudienceQuery, {
    variables: input,
    skip: skip || none,
  });
  if (none) return { stores: 0, unverified: 0 };
  return (data ?? previousData)?.postAudience ?? null;
}
