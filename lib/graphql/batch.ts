import "server-only";

// Per-request batching for field resolvers: every key asked for in the same tick is loaded by one
// call, so a page of 50 stores reads their details with one query, not 50.

type Loader<K, V> = (key: K) => Promise<V | undefined>;
const loaders = new WeakMap<object, Map<string, Loader<unknown, unknown>>>();

export function batchLoader<K, V>(
  ctx: object,
  name: string,
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
): Loader<K, V> {
  let byName = loaders.get(ctx);
  if (!byName) loaders.set(ctx, (byName = new Map()));
  const existing = byName.get(name);
  if (existing) return existing as Loader<K, V>;

  const cache = new Map<K, Promise<V | undefined>>();
  let pending: { key: K; resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    loadMany([...new Set(batch.map((p) => p.key))]).then(
      (values) => batch.forEach((p) => p.resolve(values.get(p.key))),
      (error) => batch.forEach((p) => p.reject(error)),
    );
  };
  const loader: Loader<K, V> = (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V | undefined>((resolve, reject) => {
      if (pending.length === 0) queueMicrotask(flush);
      pending.push({ key, resolve, reject });
    });
    cache.set(key, promise);
    return promise;
  };
  byName.set(name, loader as Loader<unknown, unknown>);
  return loader;
}
