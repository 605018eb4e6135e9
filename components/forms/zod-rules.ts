"use client";

// A form's zod rules and react-hook-form resolver, loaded after the page: zod (about 31 kB gzip)
// and the resolver stay out of the form's first load. The form starts loading them as it mounts
// and cannot be sent before they are here (its send button waits on `schema`).
import { useEffect, useState } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

type Loaded<S> = { schema: S; resolver: Resolver<FieldValues, unknown, FieldValues> };

/**
 * `load` answers the form's schema (typically `() => import("./x-rules").then((m) => m.rules)`);
 * it is called once, as the form mounts. `resolver` goes to useForm and validates once the rules
 * are here; `schema` is null until then.
 */
export function useZodRules<S extends z.ZodType<unknown, object>>(
  load: () => Promise<S>,
  /** zodResolver's own: `{ raw: true }` hands the form's values on as typed, not as parsed. */
  resolverOptions?: { raw?: boolean },
) {
  const [rules] = useState(() => {
    let loading: Promise<Loaded<S>> | undefined;
    const get = () =>
      (loading ??= Promise.all([import("@hookform/resolvers/zod"), load()]).then(
        ([{ zodResolver }, schema]) => ({
          schema,
          resolver: zodResolver(
            schema as never,
            undefined,
            resolverOptions as never,
          ) as unknown as Loaded<S>["resolver"],
        }),
      ));
    const resolver: Loaded<S>["resolver"] = (values, context, options) =>
      get().then((loaded) => loaded.resolver(values, context, options));
    return { get, resolver };
  });
  const [schema, setSchema] = useState<S | null>(null);
  useEffect(() => {
    let live = true;
    rules.get().then(
      (loaded) => live && setSchema(() => loaded.schema),
      (error: unknown) => console.error("Loading the form's rules failed", error),
    );
    return () => {
      live = false;
    };
  }, [rules]);
  return { resolver: rules.resolver, schema };
}
