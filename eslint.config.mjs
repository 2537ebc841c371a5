/**
 * The project's lint: TypeScript's recommended rules, and the architecture's layers as import
 * boundaries. This file is where the layers are written down (the README points here); a
 * boundary error is fixed in the code, never by loosening a zone.
 *
 * Layers, top to bottom; a layer imports only the ones below it:
 *   app (routes)            -> admin, blocks, features, integrations, model, lib
 *   admin (back-office screens, src/admin: loaded by Payload's import map, by path)
 *                           -> features, integrations, model, lib; never a block or a route
 *   blocks (CMS modules)    -> features, model, lib; a block folder never imports another block folder:
 *                              only the registry (src/blocks/configs.ts, registry.ts, RenderBlocks.tsx)
 *                              imports them all. A block's config.ts is read by the model, so it
 *                              imports no feature either (src/payload-config-closure.test.ts walks the rest).
 *   features (domain rules) -> integrations, model, lib; never another feature, a block or a route
 *   integrations (ports)    -> lib; they know no feature
 *   model (collections, globals, payload.config, its option files) -> lib, and of the integrations
 *                              only the adapters Payload's options take (e-mail, upload storage); never a feature
 *   lib (shared code)       -> nothing above it (the generated payload-types.ts is a leaf it may read)
 * Staff actions are routes (src/app/(staff)/api, docs/decisions/039): a feature's service never
 * hangs off the model as a Payload endpoint or hook.
 * The seed (src/seed) and scripts/ are tooling beside the app: they may read any layer but routes.
 */
import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
const features = folders('src/features')
const blocks = folders('src/blocks')

const ROUTES = './src/app'
const BLOCKS = './src/blocks'
const FEATURES = './src/features'
const INTEGRATIONS = './src/integrations'
const LIB = './src/lib'
const ADMIN = './src/admin'
/** The Payload model: collections, globals, migrations, the config, and src/model (option files, the client). */
const MODEL = ['./src/collections', './src/globals', './src/migrations', './src/model', './src/payload.config.ts']

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) })

const zones = [
  // Nothing imports a route.
  zone(['./src/!(app)/**', './src/*.ts'], ROUTES, 'Routes are the top layer: nothing imports them.'),
  // lib imports nothing above it.
  zone(LIB, [ROUTES, ADMIN, BLOCKS, FEATURES, INTEGRATIONS, ...MODEL, './src/proxy.ts'], 'src/lib is the bottom layer: it imports only other lib code.'),
  // Integrations know no feature, block or model.
  zone(INTEGRATIONS, [ADMIN, BLOCKS, FEATURES, ...MODEL], 'Integrations are ports onto vendors: they know no feature, block or collection.'),
  // The model (collections, globals, config) imports no feature and no back-office screen (Payload loads those by path); blocks only by their configs.
  zone(MODEL, [FEATURES, ADMIN], 'The model imports no feature: move the enum, validator or mask into a model-owned file (src/model/) that the feature imports; a service staff call is a staff route (src/app/(staff)/api).'),
  // Of the integrations, the model takes only the adapters it hands to Payload: its `email` option,
  // and the upload storage its `plugins` take (docs/decisions/069).
  zone(MODEL, INTEGRATIONS, 'The model reaches no port: the e-mail a record causes is sent by the feature that writes the record.', ['./email/payload-adapter.ts', './storage/payload-adapter.ts']),
  // Blocks: no other block folder (what two share lives in the model, lib or a feature), and a config no feature.
  ...blocks.map((name) =>
    zone(
      `${BLOCKS}/${name}`,
      blocks.filter((other) => other !== name).map((other) => `${BLOCKS}/${other}`),
      `Block "${name}" imports another block: move the shared part into src/model/, src/lib/ or the feature it belongs to.`,
    ),
  ),
  zone(`${BLOCKS}/*/config.ts`, FEATURES, 'A block config is part of the model (the Pages collection reads it), which imports no feature: move what it needs into src/model/ or src/lib/.'),
  // Back-office screens: no block.
  zone(ADMIN, BLOCKS, 'Back-office screens import no block: call the feature the block calls.'),
  // Features: no block, no back-office screen, and no other feature.
  zone(FEATURES, [BLOCKS, ADMIN], 'Features never import blocks or back-office screens: blocks and screens call features.'),
  ...features.map((name) =>
    zone(`${FEATURES}/${name}`, FEATURES, `Feature "${name}" imports another feature: move the shared part into src/lib/ or the model.`, [`./${name}`]),
  ),
]

export default tseslint.config(
  {
    // Generated: Payload's routes, types and migrations.
    ignores: ['.next*/**', 'dist/**', 'node_modules/**', 'data/**', '.tmp-*/**', 'src/app/(payload)/**', 'src/payload-types.ts', 'src/lib/api-client/schema.gen.ts', 'src/migrations/**', 'next-env.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without these the import graph skips TypeScript files, and no-cycle sees nothing.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Stripping control characters is deliberate here (header and calendar-line injection).
      'no-control-regex': 'off',
      // Unused names are errors, except the deliberate `_name` (an argument a signature needs).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // One form kit (src/lib/forms/README.md): a form reaches react-hook-form only through the kit's useSchemaForm.
    ignores: ['src/lib/forms/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-hook-form', 'react-hook-form/*', '@hookform/*'],
              message: 'Build the form with the form kit (src/lib/forms/useSchemaForm.ts or useActionForm.ts), not react-hook-form itself.',
            },
          ],
        },
      ],
    },
  },
)
