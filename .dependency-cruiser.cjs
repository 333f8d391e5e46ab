// The dependency rules of shared/DESIGN.md, enforced by `npm test` (lint
// stage, tools/check-boundaries.mjs): which part may import which, no import
// cycles, and every npm import listed in the manifest of its package.
// Workspace packages resolve to their sources (the `source` condition), so a
// rule sees `packages/ui/src/…`, `services/api/src/…` whether the import is a
// package name or a relative path.

// Tests, test helpers and test configuration: they may use the test tools.
const TEST_FILE = '[.](?:test|spec|e2e[.]test)[.](?:ts|tsx|mts|js|mjs)$|/testing/|/test-helpers?/|/vitest[.]config[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-valibot',
      comment: 'packages/domain is the shared core: it imports no workspace package and no npm package but valibot (its tests may use their test tools).',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: TEST_FILE },
      to: {
        pathNot: ['^packages/domain/', 'node_modules/[.]pnpm/valibot@', '(?:^|/)node_modules/valibot/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'domain-imports-no-workspace-package',
      comment: 'packages/domain, tests included, imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(?:apps|services|packages|e2e|tools)/', pathNot: '^packages/domain/' },
    },
    {
      name: 'app-not-to-other-app-or-service',
      comment: 'An app imports packages only: never another app, never a service (services are reached over HTTP).',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^(?:apps/|services/)', pathNot: '^apps/$1/' },
    },
    {
      name: 'ui-not-to-service-or-app',
      comment: 'packages/ui is shared by the apps: it imports no app and no service.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^(?:apps|services)/' },
    },
    {
      name: 'package-not-to-app-or-service',
      comment: 'A package is below the apps and the services: it imports neither.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(?:apps|services)/' },
    },
    {
      name: 'service-not-to-other-service-or-app',
      comment: 'Services meet over HTTP: a service imports packages only, never another service or an app.',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^(?:apps/|services/|packages/ui/)', pathNot: '^services/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles (types included): split the shared part out, or invert the dependency.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-non-package-json',
      comment: "An npm package imported but not listed in the manifest of the importing file's package: add it there.",
      severity: 'error',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'not-to-dev-dep',
      comment: "Shipped code imports a package from the manifest's devDependencies: list it in dependencies (tests and build tooling may use devDependencies).",
      severity: 'error',
      from: {
        path: '^(?:apps|packages|services)/[^/]+/src/',
        pathNot: [TEST_FILE, '/vite[.]config[.]ts$', '/vitest[.]config[.]ts$', '^services/[^/]+/src/(?:database/seeders?|testing)/'],
      },
      // A package in the file's own manifest's dependencies is shipped, even if the root lists it for its tools too.
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only', 'npm-peer', 'npm'], pathNot: 'node_modules/@types/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Build output and caches of the workspace (not an npm package's own dist/, which imports resolve to).
    exclude: {
      path: ['^apps/[^/]+/(?:dist|sourcemaps|coverage)/', '^(?:packages|services)/[^/]+/(?:dist|coverage)/', '^e2e/artifacts/', '^bench/out/', '^[.](?:turbo|data|cache)/'],
    },
    tsPreCompilationDeps: true,
    // A file may import what its package's manifest lists, and the root's shared dev tools (vitest, vite).
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
