// The `server-only` package throws under plain Node (it is empty only under Next.js's react-server
// condition); redirecting that one specifier lets scripts reuse the server modules.
import { register } from "node:module";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import path from "node:path";

let enabled = false;

/** Call before dynamically importing any module that starts with `import "server-only"`. */
export function enableServerModules(): void {
  if (enabled) return;
  enabled = true;
  const require = createRequire(import.meta.url);
  const emptyModule = path.join(path.dirname(require.resolve("server-only")), "empty.js");
  const target = JSON.stringify(pathToFileURL(emptyModule).href);
  const hook = `export async function resolve(specifier, context, next) {
    if (specifier === "server-only") return { url: ${target}, shortCircuit: true };
    return next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}
