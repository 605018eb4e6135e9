"use client";

// React hooks over requestGraphQL for forms and their pickers: the same endpoint, documents and
// errors as Apollo's hooks, without Apollo's client, cache and provider in the page's bundle.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { requestGraphQL } from "./request-graphql";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDocument = TypedDocumentNode<any, any>;

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

/** The last answers of each query, by variables: a picker opened again shows them at once. */
const answers = new WeakMap<AnyDocument, Map<string, unknown>>();
const ANSWERS_KEPT = 20;

function remembered(document: AnyDocument, key: string): unknown {
  return answers.get(document)?.get(key);
}

function remember(document: AnyDocument, key: string, data: unknown) {
  let byKey = answers.get(document);
  if (!byKey) answers.set(document, (byKey = new Map()));
  byKey.delete(key);
  byKey.set(key, data);
  if (byKey.size > ANSWERS_KEPT) byKey.delete(byKey.keys().next().value!);
}

/** The mounted queries of each document, so a write elsewhere on the page can ask them again. */
const mounted = new Map<AnyDocument, Set<() => void>>();

/**
 * Asks every mounted query of these documents again (after a mutation that changes their
 * answers), and forgets their remembered answers for the variables no one shows.
 */
export function refetchGraphQLQueries(...documents: AnyDocument[]) {
  for (const document of documents) {
    answers.delete(document);
    for (const ask of mounted.get(document) ?? []) ask();
  }
}

type QueryOptions<TVariables> = {
  variables: TVariables;
  /** Nothing is asked while it holds, and the data is dropped. */
  skip?: boolean;
  /** Asked again this often (ms) until stopPolling(); startPolling(ms) starts it again. */
  pollInterval?: number;
};

type Answer<TData> = { key: string; data?: TData; error?: unknown };

/**
 * The query's latest answer for these variables, asked when they change (and every
 * `pollInterval` ms, never while the previous ask is still out); an answer for variables since
 * replaced is dropped. Until the first answer for new variables, the last one remembered for them
 * (in this page) shows, with `loading` still true.
 */
export function useGraphQLQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false, pollInterval }: QueryOptions<TVariables>,
) {
  const key = skip ? null : JSON.stringify(variables ?? null);
  const [answer, setAnswer] = useState<Answer<TData> | null>(null);
  const [polling, setPolling] = useState<number | null>(pollInterval ?? null);
  const inFlight = useRef(0);
  const [asked, setAsked] = useState(0);

  const ask = useCallback(
    (key: string, live: () => boolean) => {
      inFlight.current += 1;
      return requestGraphQL(document, JSON.parse(key) as TVariables)
        .then(
          (data) => {
            remember(document, key, data);
            if (live()) setAnswer({ key, data });
          },
          (error: unknown) => live() && setAnswer({ key, error }),
        )
        .finally(() => {
          inFlight.current -= 1;
        });
    },
    [document],
  );
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void ask(key, () => live);
    return () => {
      live = false;
    };
  }, [ask, key, asked]);
  useEffect(() => {
    if (key === null || !polling) return;
    let live = true;
    const timer = window.setInterval(() => {
      if (inFlight.current === 0) void ask(key, () => live);
    }, polling);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [ask, key, polling]);

  const refetch = useCallback(() => setAsked((n) => n + 1), []);
  useEffect(() => {
    let asks = mounted.get(document);
    if (!asks) mounted.set(document, (asks = new Set()));
    asks.add(refetch);
    return () => {
      asks.delete(refetch);
      if (asks.size === 0) mounted.delete(document);
    };
  }, [document, refetch]);

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

  const current = key !== null && answer?.key === key ? answer : null;
  const earlier =
    key !== null && !current ? (remembered(document, key) as TData | undefined) : undefined;
  return {
    data: current?.data ?? earlier,
    error: current?.error,
    loading: key !== null && current === null,
    refetch,
    stopPolling,
    startPolling,
  };
}
