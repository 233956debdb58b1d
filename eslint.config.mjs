import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundariesPlugin } from './scripts/eslint/boundaries.mjs';
import { userRecordPlugin } from './scripts/eslint/user-record.mjs';
import { featuresPlugin } from './scripts/eslint/feature-cycles.mjs';
import { userRecordAccessPlugin } from './scripts/eslint/user-record-access.mjs';
import { commentsPlugin } from './scripts/eslint/no-spec-citations.mjs';
import { serverPlugin } from './scripts/eslint/server-rules.mjs';
import { outboundPlugin } from './scripts/eslint/outbound-http.mjs';
import { serverLayersPlugin } from './scripts/eslint/server-layers.mjs';
import { storedDocumentsPlugin } from './scripts/eslint/stored-documents.mjs';
import { storedNotePlugin } from './scripts/eslint/stored-note-names.mjs';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'functions/node_modules/', 'functions/lib/', 'packages/*/dist/', 'public/', '.cache/', '.run/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Features, layers, shared code and tests stay apart (scripts/eslint/boundaries.mjs).
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts', 'gatsby-*.{ts,tsx}'],
    plugins: { boundaries: boundariesPlugin },
    rules: { 'boundaries/layers': 'error' },
  },
  {
    // The user record is reached through its repository only (scripts/eslint/user-record.mjs),
    // and on the site through its RTK Query endpoints (scripts/eslint/user-record-access.mjs).
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { 'user-record': { rules: { ...userRecordPlugin.rules, ...userRecordAccessPlugin.rules } } },
    rules: { 'user-record/paths': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'user-record/through-api': 'error' },
  },
  {
    // Every collection is read through its repository, which parses the stored shape: no cast of a
    // document's data anywhere in product code (scripts/eslint/stored-documents.mjs).
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { 'stored-documents': storedDocumentsPlugin },
    rules: { 'stored-documents/parse-stored': 'error' },
  },
  {
    // A note is named as the domain names it (sections, title, items, body): its stored names are
    // mapped in functions/src/shared/stored-note.ts only (scripts/eslint/stored-note-names.mjs),
    // in every file lint reads; the rule itself, which lists them, is left out.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['scripts/eslint/stored-note-names.mjs'],
    plugins: { 'stored-note': storedNotePlugin },
    rules: { 'stored-note/stored-names': 'error' },
  },
  {
    // Features form a graph without cycles (scripts/eslint/feature-cycles.mjs).
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { features: featuresPlugin },
    rules: { 'features/no-cycles': 'error' },
  },
  {
    // The server refuses with Refusal, reads its environment once and takes transcription engines
    // with their sentence step (scripts/eslint/server-rules.mjs); its HTTP calls leave through the
    // outbound client only (scripts/eslint/outbound-http.mjs).
    files: ['functions/src/**/*.ts'],
    plugins: { server: { rules: { ...serverPlugin.rules, ...outboundPlugin.rules } } },
    rules: {
      'server/refusals': 'error',
      'server/config-once': 'error',
      'server/transcription-engine': 'error',
      'server/outbound-http': 'error',
    },
  },
  {
    // The server's imports go one way, layer by layer (scripts/eslint/server-layers.mjs).
    files: ['functions/src/**/*.ts'],
    plugins: { 'server-layers': serverLayersPlugin },
    rules: { 'server-layers/order': 'error' },
  },
  {
    // Comments and test titles say why in their own words, citing neither the specification
    // document nor a tracker item (scripts/eslint/no-spec-citations.mjs): every file lint reads,
    // product code, the engine package, tests, scripts, benchmarks and configuration alike; only
    // the rule itself, whose comments list the forms it refuses, is left out.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['scripts/eslint/no-spec-citations.mjs'],
    plugins: { comments: commentsPlugin },
    rules: { 'comments/no-spec-citations': 'error' },
  },
  {
    // recoil (unmaintained) is imported by one module only, so replacing it means rewriting that module alone.
    files: ['src/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}'],
    ignores: ['src/app/local-ui-state.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'recoil', message: 'recoil is imported only by src/app/local-ui-state.ts' }] }],
    },
  },
  {
    // A component stays small: no .tsx file over 150 lines as the formatter writes it, without
    // exception; a longer one is split (its logic into hooks, its parts into sub-components).
    files: ['**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The site logs a failure through src/lib/report-error.ts, which leaves out cancelled
    // requests (an AbortError when the user leaves a page mid-request is not a failure).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/report-error.ts', 'src/**/__tests__/**'],
    rules: { 'no-console': ['error', { allow: ['warn'] }] },
  },
  {
    // Dates and numbers are written in the interface's language (i18n.language), not the browser's:
    // a toLocaleString(), toLocaleDateString() or toLocaleTimeString() needs its locale.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/][arguments.length=0]',
          message:
            "Pass the interface's language (i18n.language) to toLocale…String(): the browser's locale may not be the one the page is read in.",
        },
      ],
    },
  },
  {
    // The functions' logger writes its own text as an entry's "message": a detail given under that name is lost.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='logger'] > ObjectExpression > Property[key.name='message']",
          message: 'The logger writes its own message there and drops this one: name the detail otherwise (error: ...).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'functions/src/realtime/main.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read documents and API answers as loose JSON.
    files: ['test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Speed is measured by the benchmarks under bench/ and printed, never asserted in a test:
    // a timed assertion fails on a busy machine and says nothing about the code.
    files: ['test/**', '**/__tests__/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'performance', property: 'now', message: 'Measure speed in a benchmark under bench/, not in a test.' },
      ],
    },
  },
  {
    // A test waits for a state, never for a time: a long fixed sleep before an assertion fails on a busy machine.
    files: ['test/**', '**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "AwaitExpression > CallExpression[callee.name='sleep'] > Literal.arguments[value>=300]",
          message: 'Wait for the state the test needs (poll it with a bound), not for a fixed time.',
        },
      ],
    },
  },
  {
    // A record read back past the rules, from the one context every concurrent test shares, is read from the emulator: getDoc
    // may answer from that client's cache when it thinks itself offline on a busy machine, with the record as it was before.
    files: ['test/rules/**', 'test/security/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='getDoc'] > CallExpression.arguments[callee.name='doc'] > MemberExpression.arguments[property.name='db']",
          message: 'Read a record back past the rules with getDocFromServer: getDoc may answer from the cache under load.',
        },
      ],
    },
  },
  {
    // A browser response's body read in a listener can fail once the page closes: a read left without a rejection handler fails a whole suite at teardown.
    files: ['test/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='then'][arguments.length=1][callee.object.callee.property.name=/^(text|body|json)$/]",
          message:
            "Give a response body's .then() a rejection handler (as scriptResponses in page-loading.test.ts does): a body still arriving when the page closes cannot be read.",
        },
      ],
    },
  },
);
