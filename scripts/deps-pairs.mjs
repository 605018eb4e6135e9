// `npm run deps`: the folders of lib that import each other both ways, counted from the same graph
// `npm run lint` checks (.dependency-cruiser.cjs). A pair means neither folder can be read, moved
// or tested without the other; the aim is none.
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const options = await extractDepcruiseOptions("./.dependency-cruiser.cjs");
const { output } = await cruise(
  ["lib"],
  { ...options, outputType: "json" },
  {},
  { tsConfig: extractTSConfig(options.tsConfig.fileName) },
);
const { modules } = typeof output === "string" ? JSON.parse(output) : output;

const folderOf = (path) => path.match(/^lib\/([^/]+)\//)?.[1];
const edges = new Map();
for (const source of modules) {
  const from = folderOf(source.source);
  for (const dependency of source.dependencies) {
    const to = folderOf(dependency.resolved);
    if (!from || !to || from === to) continue;
    const key = `${from} -> ${to}`;
    edges.set(key, [...(edges.get(key) ?? []), `${source.source} -> ${dependency.resolved}`]);
  }
}

const pairs = [...edges.keys()]
  .map((key) => key.split(" -> "))
  .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
  .sort(([a], [b]) => a.localeCompare(b));

console.log(`Folder pairs of lib that import each other both ways: ${pairs.length}`);
for (const [a, b] of pairs) {
  console.log(`\n${a} <-> ${b}`);
  for (const line of [...edges.get(`${a} -> ${b}`), ...edges.get(`${b} -> ${a}`)])
    console.log(`  ${line}`);
}
