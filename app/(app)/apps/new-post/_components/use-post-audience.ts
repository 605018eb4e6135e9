"use client";
import { useState } from "react";
import { useGraphQLQuery } from "@/lib/http/use-graphql";
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
  const { data } = useGraphQLQuery(PostFormAudienceQuery, {
    variables: input,
    skip: skip || none,
  });
  // While another target's count loads, the last count stays (no flash of "counting").
  const [previous, setPrevious] = useState(data);
  if (data && data !== previous) setPrevious(data);
  if (none) return { stores: 0, unverified: 0 };
  return (data ?? previous)?.postAudience ?? null;
}
