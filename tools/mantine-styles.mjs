// Mantine's component styles by use (issue 17.7): each module that imports
// components from @mantine/core gets the stylesheets of those components (and
// of the components they are built from), so a chunk brings the CSS of what it
// renders and the first page no longer carries Mantine's whole stylesheet
// (295 KB, of which the home page uses about a third). The layered copies
// (`@layer mantine`) are used, so the order in which chunks arrive never lets
// a Mantine rule win over the apps' own CSS modules; within the layer the
// stylesheets keep the order of Mantine's full file (dependencies first).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = join(import.meta.dirname, '..');

/** The stylesheets every page needs: the reset, the theme's variables, the global rules. */
export const MANTINE_BASE_STYLES = ['baseline', 'default-css-variables', 'global'];

/** Where @mantine/core is installed (the copy the UI package resolves). */
export function mantineCoreRoot() {
  const entry = createRequire(join(root, 'packages/ui/package.json')).resolve('@mantine/core');
  return resolve(dirname(entry), '..');
}

const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g;

/**
 * Reads @mantine/core's ES modules once: which module each export comes from,
 * the relative imports between modules, and for each component stylesheet its
 * place in the full styles.css. `stylesFor(names)` gives the stylesheets
 * (names of styles/<name>.css) that the exports `names` need, in that order.
 */
export function mantineStyleGraph(coreRoot = mantineCoreRoot()) {
  const esm = join(coreRoot, 'esm');
  const components = join(esm, 'components');
  const full = readFileSync(join(coreRoot, 'styles.css'), 'utf8');
  /** stylesheet name → its offset in the full file (the order Mantine wrote them in). */
  const order = new Map();
  for (const file of readdirSync(join(coreRoot, 'styles'))) {
    const name = /^(.+)\.css$/.exec(file)?.[1];
    if (!name || name.endsWith('.layer') || MANTINE_BASE_STYLES.includes(name)) continue;
    const text = readFileSync(join(coreRoot, 'styles', file), 'utf8').trim();
    const at = full.indexOf(text.slice(0, 300));
    if (at < 0) throw new Error(`@mantine/core/styles/${file} is not part of styles.css: its place in the order is unknown`);
    order.set(name, at);
  }

  /** export name → the module that defines it. */
  const exports = new Map();
  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  for (const [, specifiers, from] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const specifier of specifiers.split(',')) {
      const local = specifier.trim().split(/\s+as\s+/).pop();
      if (local) exports.set(local, resolve(esm, from));
    }
  }

  const importsOf = new Map();
  const depsOf = (file) => {
    let deps = importsOf.get(file);
    if (!deps) {
      deps = [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map((m) => resolve(dirname(file), m[1]));
      importsOf.set(file, deps);
    }
    return deps;
  };
  // A module under components/<A>/<B>/… belongs to each of A, B… that has a stylesheet.
  const ownStyles = (file) => relative(components, file).split(sep).slice(0, -1).filter((part) => order.has(part));

  const perExport = new Map();
  const stylesOfExport = (name) => {
    let styles = perExport.get(name);
    if (styles) return styles;
    styles = new Set();
    const start = exports.get(name);
    if (start) {
      const seen = new Set([start]);
      const stack = [start];
      while (stack.length > 0) {
        const file = stack.pop();
        for (const style of ownStyles(file)) styles.add(style);
        for (const dep of depsOf(file)) {
          if (!seen.has(dep)) {
            seen.add(dep);
            stack.push(dep);
          }
        }
      }
    }
    perExport.set(name, styles);
    return styles;
  };

  return {
    coreRoot,
    stylesFor(names) {
      const all = new Set();
      for (const name of names) for (const style of stylesOfExport(name)) all.add(style);
      return [...all].sort((a, b) => order.get(a) - order.get(b));
    },
  };
}

/** The value names a module imports (or re-exports) from '@mantine/core'; type-only imports are left out. */
export function mantineImports(code) {
  const names = new Set();
  for (const [, typeOnly, specifiers] of code.matchAll(/\b(?:import|export)\s*(type\s+)?\{([^}]*)\}\s*from\s*["']@mantine\/core["']/g)) {
    if (typeOnly) continue;
    for (const specifier of specifiers.split(',')) {
      const [name, ...rest] = specifier.trim().split(/\s+/);
      if (!name || (name === 'type' && rest.length > 0)) continue;
      names.add(name);
    }
  }
  return [...names];
}

/**
 * The Vite plugin: appends to each module that imports from @mantine/core the
 * imports of the layered stylesheets those exports need. Appended, not
 * prepended: import declarations are hoisted, the module's code does not move,
 * so its source map stays as it is (`map: null`).
 */
export function mantineStylesByUse() {
  let graph;
  return {
    name: 'notary:mantine-styles-by-use',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes(`${sep}@mantine${sep}core${sep}`) || !code.includes('@mantine/core')) return null;
      graph ??= mantineStyleGraph();
      const styles = graph.stylesFor(mantineImports(code));
      if (styles.length === 0) return null;
      const imports = styles.map((name) => `import ${JSON.stringify(join(graph.coreRoot, 'styles', `${name}.layer.css`))};`);
      return { code: `${code}\n${imports.join('\n')}\n`, map: null };
    },
  };
}
