// ESLint (flat config): TypeScript, the React hooks rules and jsx-a11y on the site's code, every package imported
// declared in package.json (import-x); formatting is Prettier's (eslint-config-prettier turns the overlapping rules
// off). Run with `npm run lint`.
import js from '@eslint/js';
import importX, {createNodeResolver} from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * Files that run only on a developer's machine or in CI: tests, tools and generators, the linters' and test
 * runners' configs. Not the build's own scripts (`npm run build` runs them: search-index, build-mcp; render-diagrams
 * needs Chromium, playwright-core and mermaid only when a committed diagram is out of date, a developer's step),
 * nor src/, plugins/, openapi/*.ts, docusaurus.config.ts and the sidebars (the build and the site run them).
 */
export const DEV_FILES = [
  'tests/**',
  'scripts/!(search-index|build-mcp).mjs',
  'scripts/{bench,lib}/**',
  'eslint.config.mjs',
  'vitest.*.ts',
];
export const DOCUSAURUS_ALIASES =
  /^(@site|@theme|@theme-original|@theme-init|@generated)\/|^@docusaurus\/(?:[A-Z]\w*|use\w+|router|constants|isInternalUrl|renderRoutes)$/;

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'bench-results/', 'static/', 'docs/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrollable code blocks and wide diagrams must be reachable by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre', 'figure'], roles: ['tabpanel']}],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every package a file imports is declared in package.json (nothing works by hoisting): `dependencies` for what
    // the build and the served or published files run, `devDependencies` only where DEV_FILES allows them.
    // Type-only imports are erased, so they are not checked (their packages are devDependencies).
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: {'import-x': importX},
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json', '.node'],
          conditionNames: ['node', 'import', 'require', 'default'],
        }),
      ],
      // Modules that no package provides: Docusaurus' aliases (@site, @theme, @generated, the client API
      // @docusaurus/Link, @docusaurus/router, useDocusaurusContext... declared by @docusaurus/module-type-aliases).
      'import-x/internal-regex': DOCUSAURUS_ALIASES.source,
    },
    rules: {
      'import-x/no-extraneous-dependencies': ['error', {devDependencies: DEV_FILES, includeTypes: false}],
      // The rule above passes over a package it cannot resolve: an import of one fails here instead.
      'import-x/no-unresolved': ['error', {ignore: ['^\\.', DOCUSAURUS_ALIASES.source]}],
    },
  },
  {
    // src/shared runs in the reader's browser too (the search box's planner, the sandbox in the page), where Node's
    // globals do not exist: a `process.env` switch left in the planner broke every query in the box, not the Node
    // tests that measure it (2026-12-02).
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', '__dirname', '__filename', 'global'].map((name) => ({
          name,
          message: 'src/shared runs in the browser too: no Node global here.',
        })),
      ],
    },
  },
  {
    // The sandbox's layers (src/sandbox/README.md): the engine imports no resource (resources and their order come
    // in through a preset), and nothing in src/sandbox imports from plugins/ (the compiler); what both read lives
    // in src/shared. Presets are where resources are put together, so they may import them. The engine is
    // src/sandbox/*.ts and every folder but resources/, presets/ and scenarios/: engine/ (createSandbox's parts),
    // kit/, pages/, lifecycles/, webhook-check/, seed/.
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'import-x': importX},
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/sandbox',
              from: './plugins',
              message: 'The sandbox imports nothing from plugins/: move what both read to src/shared.',
            },
            {
              target: './src/sandbox/!(resources|presets|scenarios)/**/*',
              from: './src/sandbox/resources',
              message:
                'The engine imports no resource: give it a hook in ResourceModule (types.ts), passed in by a preset.',
            },
            {
              target: './src/sandbox/*.ts',
              from: './src/sandbox/resources',
              message:
                'The engine imports no resource: give it a hook in ResourceModule (types.ts), passed in by a preset.',
            },
            {
              target: [
                './src/!(sandbox)/**/*',
                './src/sandbox/!(resources)/**/*',
                './src/sandbox/*.ts',
                './src/sandbox/resources/!(provider)/**/*',
                './src/sandbox/resources/*.ts',
              ],
              from: './src/sandbox/resources/provider/generated',
              message:
                "The provider's generated types are the provider modules' own: a public module types its records with src/sandbox/generated.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
