import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import es from "@/messages/es.json";

/**
 * What the browser translates, read from the source: which files each route reaches through its
 * imports, which of them run on the client (a "use client" file and all it imports), and which
 * message namespaces those use. The guard test in client-messages.test.ts compares that with what
 * the route's ClientMessages providers send.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const TOP_LEVEL = new Set(Object.keys(es));
const EXTENSIONS = [".tsx", ".ts", "/index.tsx", "/index.ts"];
/** Next's files a route segment renders (route handlers render nothing). */
const SEGMENT_FILES = ["layout", "template", "error", "loading", "not-found", "page", "default"];

export type SourceFacts = {
  imports: string[];
  client: boolean;
  /** A "use server" file: the browser only holds references to its actions. */
  serverActions: boolean;
  /** Message paths the file translates on the client ("posts.status", "jobs"). */
  namespaces: string[];
  /** The area of a ClientMessages provider the file renders around what it imports. */
  area: string | null;
  /** The file renders a NextIntlClientProvider with messages of its own. */
  ownProvider: boolean;
};

const cache = new Map<string, SourceFacts>();

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (/\.(tsx?)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** A literal string's static dotted path under a top-level namespace: "jobs.kinds" of `jobs.kinds.${x}`. */
function messagePath(text: string): string | null {
  const match = /^([A-Za-z]+)((?:\.[A-Za-z_]\w*)*)(?:\.|$)/.exec(text);
  if (!match || !TOP_LEVEL.has(match[1])) return null;
  // A form field's name ("profile.description") is no key: the catalogue must know its first key.
  const [namespace, key] = (match[1] + match[2]).split(".");
  if (key !== undefined && !(key in (es as Record<string, object>)[namespace])) return null;
  return match[1] + match[2];
}

function stringsOf(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(stringsOf);
  return [];
}

export function sourceFacts(file: string): SourceFacts {
  const known = cache.get(file);
  if (known) return known;
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const directive = (name: string) =>
    source.statements.some(
      (statement) =>
        ts.isExpressionStatement(statement) &&
        ts.isStringLiteral(statement.expression) &&
        statement.expression.text === name,
    );
  const facts: SourceFacts = {
    imports: [],
    client: directive("use client"),
    serverActions: directive("use server"),
    namespaces: [],
    area: null,
    ownProvider: false,
  };
  const addImport = (specifier: string) => {
    const resolved = resolveImport(file, specifier);
    if (resolved) facts.imports.push(resolved);
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly
        : node.isTypeOnly;
      if (!typeOnly) addImport(node.moduleSpecifier.text);
      if (
        node.moduleSpecifier.text === "next-intl" &&
        /\bNextIntlClientProvider\b/.test(node.getText())
      )
        facts.ownProvider = true;
      return;
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      const [first] = node.arguments;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && first)
        stringsOf(first).forEach(addImport);
      // A namespace without a dot ("stores") is no key of its own: count it where a hook names it.
      if ((callee === "useTranslations" || callee === "useApiErrorMessage") && first)
        facts.namespaces.push(...stringsOf(first));
    }
    if (ts.isJsxOpeningLikeElement(node) && node.tagName.getText() === "ClientMessages") {
      for (const attribute of node.attributes.properties)
        if (
          ts.isJsxAttribute(attribute) &&
          attribute.name.getText() === "area" &&
          attribute.initializer &&
          ts.isStringLiteral(attribute.initializer)
        )
          facts.area = attribute.initializer.text;
    }
    // Keys built for a translator with no namespace (t(`posts.status.${s}`)), or handed to one
    // (useApiErrorMessage's namespaces and fallbacks): any literal that starts with a namespace.
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const found = node.text.includes(".") ? messagePath(node.text) : null;
      if (found) facts.namespaces.push(found);
    }
    if (ts.isTemplateExpression(node)) {
      const found = node.head.text.includes(".") ? messagePath(node.head.text) : null;
      if (found) facts.namespaces.push(found);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  cache.set(file, facts);
  return facts;
}

/** Every route segment folder under app/ with the Next files it renders. */
export function segmentFolders(): { folder: string; files: string[] }[] {
  const found: { folder: string; files: string[] }[] = [];
  const walk = (folder: string) => {
    const entries = fs.readdirSync(folder, { withFileTypes: true });
    const files = SEGMENT_FILES.flatMap((name) =>
      [".tsx", ".ts"].map((ext) => path.join(folder, name + ext)).filter((f) => fs.existsSync(f)),
    );
    if (files.length) found.push({ folder, files });
    for (const entry of entries)
      if (entry.isDirectory() && !entry.name.startsWith("_") && !entry.name.startsWith("."))
        walk(path.join(folder, entry.name));
  };
  walk(path.join(ROOT, "app"));
  if (fs.existsSync(path.join(ROOT, "app/global-error.tsx")))
    found.push({
      folder: path.join(ROOT, "app"),
      files: [path.join(ROOT, "app/global-error.tsx")],
    });
  return found;
}

/** The area of the nearest layout (the folder's own or above) that renders ClientMessages. */
export function areaOf(folder: string): string | null {
  for (let current = folder; current.startsWith(path.join(ROOT, "app"));) {
    for (const ext of [".tsx", ".ts"]) {
      const layout = path.join(current, "layout" + ext);
      if (fs.existsSync(layout)) {
        const { area } = sourceFacts(layout);
        if (area) return area;
      }
    }
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return null;
}

export type ClientUse = { file: string; area: string | null; namespace: string };

/**
 * Every message path a client file translates, with the area whose provider it renders under,
 * starting from `entry` under `area`. A file that renders ClientMessages puts what it imports under
 * its own area; one with a provider of its own (the error page's) is not followed.
 */
export function clientUses(entry: string, area: string | null): ClientUse[] {
  const uses: ClientUse[] = [];
  const seen = new Set<string>();
  const walk = (file: string, current: string | null, client: boolean) => {
    const facts = sourceFacts(file);
    if (facts.serverActions) return;
    if (facts.ownProvider && !file.endsWith(path.join("components/common/client-messages.tsx")))
      return;
    const under = facts.area ?? current;
    const onClient = client || facts.client;
    const key = `${file}|${under}|${onClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (onClient)
      for (const namespace of facts.namespaces) uses.push({ file, area: under, namespace });
    for (const imported of facts.imports) walk(imported, under, onClient);
  };
  walk(entry, area, false);
  return uses;
}

/** Every TypeScript file under app/ and components/. */
export function appSources(): string[] {
  return ["app", "components"].flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(ROOT, folder, name)),
  );
}

export function relative(file: string): string {
  return path.relative(ROOT, file);
}
