/**
 * The project's own lint rules: the import rules of docs/decisions/0028.
 *
 * - `layers`: a module imports only the layers below its own. Every project import (relative, or `~/`) is resolved
 *   to the file it names and checked against the table `LAYERS`.
 * - `node-loadable-imports`: every file that a script npm runs with Node (`node scripts/….ts` in package.json) loads,
 *   directly or not, imports other project files with relative paths ending in `.ts`, as Node's own TypeScript
 *   support needs. The set of files is the import graph from those scripts, walked here once; type-only imports
 *   (`import type …`) are erased before Node runs, so they neither count nor are followed.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.dirname(new URL(import.meta.url).pathname);
const APP = path.join(ROOT, "app");

/**
 * The layers, from the top down, with their folders (relative to the project): each may import its own layer and
 * those below it. `lib`, at the bottom, knows nothing of the app.
 */
const LAYERS = [
  { name: "routes", folders: ["app/routes", "app/root.tsx", "app/entry.server.tsx", "app/routes.ts"] },
  { name: "components", folders: ["app/components", "app/hooks"] },
  {
    name: "features",
    folders: [
      "app/backup",
      "app/booking",
      "app/catalog",
      "app/health",
      "app/metrics",
      "app/owner",
      "app/outbox",
      "app/payments",
      "app/photos",
    ],
  },
  // the storage stores the booking feature's types: `import type` from app/booking/model.ts is allowed
  { name: "storage", folders: ["app/storage"], types: ["app/booking/model"] },
  { name: "utils", folders: ["app/utils", "app/seo"] },
  { name: "domain", folders: ["app/domain"] },
  { name: "content", folders: ["app/content"] },
  { name: "lib", folders: ["app/lib"] },
];
/** Outside the app: may use anything but its routes. */
const OUTSIDE = ["server", "scripts"];

const under = (file, folder) => file === path.join(ROOT, folder) || file.startsWith(path.join(ROOT, folder) + path.sep);
const layerOf = (file) => LAYERS.findIndex((layer) => layer.folders.some((folder) => under(file, folder)));

/** The file a project import names (without its extension), or null for a package. */
function resolveImport(importer, source) {
  if (source.startsWith("~/")) return path.join(APP, source.slice(2));
  if (source.startsWith(".")) return path.resolve(path.dirname(importer), source);
  return null;
}

/** Why `importer` may not import `target` at run time, or null. */
function layerViolation(importer, target, typeOnly) {
  const outside = OUTSIDE.some((folder) => under(importer, folder));
  const to = layerOf(target);
  if (to === -1) return null;
  if (outside) return to === 0 ? `${OUTSIDE.join("/")} may not import the app's routes` : null;
  const from = layerOf(importer);
  if (from === -1 || to >= from) return null;
  const layer = LAYERS[from];
  if (typeOnly && layer.types?.some((file) => target.replace(/\.tsx?$/, "") === path.join(ROOT, file))) return null;
  return `${layer.name} may not import ${LAYERS[to].name}, a layer above it`;
}

const layers = {
  meta: {
    type: "problem",
    docs: { description: "A module imports only the layers below its own (docs/decisions/0028)." },
    messages: { above: "{{why}} (docs/decisions/0028)." },
    schema: [],
  },
  create(context) {
    const check = (node, source, typeOnly) => {
      if (typeof source !== "string") return;
      const target = resolveImport(context.filename, source);
      const why = target && layerViolation(context.filename, target, typeOnly);
      if (why) context.report({ node, messageId: "above", data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === "type"),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === "type"),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === "type"),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value, false),
    };
  },
};

/** The project files Node loads when npm runs a script with it. */
function nodeLoadedFiles() {
  const scripts = Object.values(JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts ?? {});
  const entries = scripts.flatMap((command) => [...command.matchAll(/\bnode ([\w./-]+\.ts)\b/g)].map((m) => m[1]));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const source of runtimeImports(readFileSync(file, "utf8")))
      if (source.startsWith(".")) visit(path.resolve(path.dirname(file), source));
  };
  for (const entry of entries) visit(path.resolve(ROOT, entry));
  return seen;
}

/** The specifiers a module imports at run time (static and dynamic imports, re-exports), not `import type`. */
function runtimeImports(text) {
  const statements = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/g;
  const dynamic = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
  return [
    ...[...text.matchAll(statements)].filter((m) => !m[1]).map((m) => m[2]),
    ...[...text.matchAll(dynamic)].map((m) => m[1]),
  ];
}

let loaded;
const isNodeLoaded = (file) => (loaded ??= nodeLoadedFiles()).has(file);

const nodeLoadableImports = {
  meta: {
    type: "problem",
    docs: { description: "Files `npm start` (or another Node script) loads import with relative `.ts` paths." },
    messages: {
      relative:
        "This file is loaded by Node (npm start or another script): import project files with a relative path " +
        "ending in .ts, not {{source}} (docs/decisions/0028).",
    },
    schema: [],
  },
  create(context) {
    if (!isNodeLoaded(context.filename)) return {};
    const check = (node, source, typeOnly) => {
      if (typeOnly || typeof source !== "string") return;
      const projectFile = source.startsWith(".") || source.startsWith("~/");
      if (projectFile && !(source.startsWith(".") && source.endsWith(".ts")))
        context.report({ node, messageId: "relative", data: { source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === "type"),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === "type"),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === "type"),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value, false),
    };
  },
};

export const localPlugin = { rules: { layers, "node-loadable-imports": nodeLoadableImports } };
