"use client";

// React hooks over requestGraphQL for forms and their pickers: the same endpoint, documents and
// errors as Apollo's hooks, without Apollo's client, cache and provider in the page's bundle.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useCallback, useEffect, useState } from "react";
import { requestGraphQL } from "./request-graphql";

/**
 * `[send, { loading }]`: `send(variables)` answers the mutation's data, or throws a
 * GraphQLRequestError (its code and issues as the server gave them) or the network's error.
 */
export function useGraphQLMutation<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
): [(variables: TVariables) => Promise<TData>, { loading: boolean }] {
  const [pending, setPending] = useState(0);
  const send = useCallback(
    async (variables: TVariables) => {
      setPending((n) => n + 1);
      try {
        return await requestGraphQL(document, variables);
      } finally {
        setPending((n) => n - 1);
      }
    },
    [document],
  );
  return [send, { loading: pending > 0 }];
}

type QueryOptions<TVariables> = {
  variables: TVariables;
  /** Nothing is asked while it holds, and the data is dropped. */
  skip?: boolean;
  /** Asked again this often (ms) until stopPolling(); startPolling(ms) starts it again. */
  pollInterval?: number;
};

/**
 * The query's latest answer for these variables, asked when they change (and every
 * `pollInterval` ms); an answer for variables since replaced is dropped.
 */
export function useGraphQLQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false, pollInterval }: QueryOptions<TVariables>,
) {
  const key = skip ? null : JSON.stringify(variables ?? null);
  const [answer, setAnswer] = useState<{ key: string; data?: TData; error?: unknown } | null>(null);
  const [polling, setPolling] = useState<number | null>(pollInterval ?? null);

  const ask = useCallback(
    (key: string, live: () => boolean) =>
      requestGraphQL(document, JSON.parse(key) as TVariables).then(
        (data) => live() && setAnswer({ key, data }),
        (error: unknown) => live() && setAnswer({ key, error }),
      ),
    [document],
  );
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void ask(key, () => live);
    return () => {
      live = false;
    };
  }, [ask, key]);
  useEffect(() => {
    if (key === null || !polling) return;
    let live = true;
    const timer = window.setInterval(() => void ask(key, () => live), polling);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [ask, key, polling]);

  const current = key !== null && answer?.key === key ? answer : null;
  // No state change when there is nothing to change: a caller may stop polling as it renders, and a
  // state update on every render would loop until React gives up (error #301).
  const stopPolling = useCallback(() => {
    if (polling !== null) setPolling(null);
  }, [polling]);
  const startPolling = useCallback(
    (ms: number) => {
      if (polling !== ms) setPolling(ms);
    },
    [polling],
  );
  return {
    data: current?.data,
    error: current?.error,
    loading: key !== null && current === null,
    stopPolling,
    startPolling,
  };
}
