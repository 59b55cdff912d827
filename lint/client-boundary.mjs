// ESLint rule `healthhub/client-boundary`: a client module ('use client') must not import, directly
// or through other modules of the project, anything that runs only in Node: a Node built-in
// (node:fs, path...) or a module that imports one (lib/content's loader, the build, the CLIs).
// Browser-safe parts of lib/ (lib/content/queries.ts, lib/search/engine.ts, lib/format.ts...) stay
// importable. Type-only imports are erased and always allowed.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const ROOT = process.cwd();
const NODE_BUILTINS = new Set(builtinModules);
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The specifiers a file imports for their values (not `import type`/`export type`). */
function valueImports(text) {
  const specifiers = [];
  const pattern = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const [, typeOnly, specifier] of text.matchAll(pattern))
    if (!typeOnly) specifiers.push(specifier);
  for (const [, specifier] of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g))
    specifiers.push(specifier);
  return specifiers;
}

const isBuiltin = (specifier) =>
  specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]);

/** The project file a specifier names, or null for a package. */
function resolve(specifier, fromFile) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

const nodeOnlyCache = new Map();

/** The chain of imports from `file` to a Node built-in, or null when there is none. */
function nodeOnlyChain(file, seen = new Set()) {
  if (nodeOnlyCache.has(file)) return nodeOnlyCache.get(file);
  if (seen.has(file)) return null;
  seen.add(file);
  let chain = null;
  for (const specifier of valueImports(fs.readFileSync(file, 'utf8'))) {
    if (isBuiltin(specifier) || specifier === 'server-only') {
      chain = [specifier];
      break;
    }
    const target = resolve(specifier, file);
    const further = target && nodeOnlyChain(target, seen);
    if (further) {
      chain = [path.relative(ROOT, target), ...further];
      break;
    }
  }
  nodeOnlyCache.set(file, chain);
  return chain;
}

const isClientModule = (program) =>
  program.body.some(
    (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
  );

export const clientBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'Client modules must not import code that runs only in Node.' },
    schema: [],
    messages: {
      nodeOnly:
        "A client module cannot import '{{specifier}}': it reaches {{chain}}, which runs only in Node (it reads files). Pass the data in as props from a server component instead.",
    },
  },
  create(context) {
    let client = false;
    const check = (node) => {
      if (!client || node.importKind === 'type' || node.exportKind === 'type' || !node.source)
        return;
      const specifier = node.source.value;
      const target = resolve(specifier, context.filename);
      const chain = isBuiltin(specifier) ? [] : target && nodeOnlyChain(target);
      if (chain)
        context.report({
          node,
          messageId: 'nodeOnly',
          data: { specifier, chain: [specifier, ...chain].join(' -> ') },
        });
    };
    return {
      Program(program) {
        client = isClientModule(program);
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const plugin = { rules: { 'client-boundary': clientBoundary } };
