// ESLint rules of the server (functions/src), each keeping a pattern that was fixed from
// growing back:
// - server/refusals: a refusal is a `Refusal` (functions/src/shared/refusal.ts), its text from
//   the error catalogue by key; `new ApiError(...)` is written only where the answer itself is
//   made, and in the few transport-level errors listed below, which have no text to translate.
// - server/config-once: the environment is read once, by functions/src/config.ts, whose schema
//   declares and parses every variable; other code takes config() (an adapter: its typed section
//   of it) or a provider built once in functions/src/providers.ts. Outside config.ts it refuses
//   process.env, a NodeJS.ProcessEnv, and a variable of the schema read by its name
//   (`env.SMTP_HOST`, `{ SMTP_PORT: port } = env`): an adapter that took the variables and
//   parsed them itself (trimmed, numbers, switches, defaults) had put 46 of them beyond the
//   schema while no process.env was in sight.
// - server/transcription-engine: a transcription engine is taken from transcriptionEngine
//   (functions/src/providers/transcription/engine.ts), which writes the local engine's words as
//   sentences; selectTranscriptionProvider alone would save them raw.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const rel = (absolute) => path.relative(repoRoot, absolute).split(path.sep).join('/');
const isTestFile = (file) => /(^|\/)(__tests__|test|tests)\//.test(file) || /\.test\.[jt]sx?$/.test(file);

/** Where an ApiError is built by design: the class, the Refusal, and the answer to any error. */
export const API_ERROR_MODULES = ['functions/src/shared/api-error.ts', 'functions/src/shared/refusal.ts', 'functions/src/api/errors.ts'];

/**
 * Transport-level errors that stay without a catalogue key (tests hold their exact answer):
 * nothing a clinician reads, no text to translate.
 */
export const KEYLESS_API_ERRORS = [
  'functions/src/api/middleware/body-limit.ts', // 413 "Request too large": the body is over the route's limit before it is read
  'functions/src/api/domain-refusals.ts', // 400 a note upload whose content is not base64 (the site always encodes it); 400 a stale webhook (the gateway reads it)
];

/** The variables config.ts's schemas declare (envSchema and realtimeSchema), read from its source. */
export function schemaVariables(source = readFileSync(path.join(repoRoot, 'functions/src/config.ts'), 'utf8')) {
  const names = new Set();
  for (const schema of ['envSchema', 'realtimeSchema']) {
    const start = source.indexOf(`const ${schema} = z.object({`);
    if (start < 0) continue;
    const body = source.slice(start, source.indexOf('\n});', start));
    for (const match of body.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)) names.add(match[1]);
  }
  return names;
}

let variables = null;

const inServer = (file) => file.startsWith('functions/src/') && !isTestFile(file);

const refusalsRule = {
  meta: { type: 'problem', docs: { description: 'A refusal is a Refusal with a catalogue key, not a new ApiError' }, schema: [] },
  create(context) {
    const file = rel(context.filename);
    if (!inServer(file) || API_ERROR_MODULES.includes(file) || KEYLESS_API_ERRORS.includes(file)) return {};
    return {
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'ApiError') {
          context.report({
            node,
            message:
              'refuse with new Refusal(status, catalogueKey, { values }) (functions/src/shared/refusal.ts): its text comes from the error catalogue',
          });
        }
      },
    };
  },
};

const configOnceRule = {
  meta: { type: 'problem', docs: { description: 'The environment is read once, in functions/src/config.ts' }, schema: [] },
  create(context) {
    const file = rel(context.filename);
    if (!inServer(file) || file === 'functions/src/config.ts') return {};
    return {
      MemberExpression(node) {
        if (
          node.object.type === 'Identifier' &&
          node.object.name === 'process' &&
          !node.computed &&
          node.property.type === 'Identifier' &&
          node.property.name === 'env'
        ) {
          context.report({
            node,
            message: 'read no process.env here: take config() (functions/src/config.ts) or a provider of functions/src/providers.ts',
          });
        }
      },
      TSQualifiedName(node) {
        if (node.left.type === 'Identifier' && node.left.name === 'NodeJS' && node.right.name === 'ProcessEnv') {
          context.report({
            node,
            message:
              "take your typed section of config() (functions/src/config.ts), not a whole NodeJS.ProcessEnv: declare and parse the variable in config.ts's schema",
          });
        }
      },
      'MemberExpression > Identifier.property, Property > Identifier.key'(node) {
        const parent = node.parent;
        if (parent.type === 'MemberExpression' && parent.computed) return;
        if (parent.type === 'Property' && (parent.computed || parent.parent.type !== 'ObjectPattern')) return;
        variables ??= schemaVariables();
        if (!variables.has(node.name)) return;
        context.report({
          node,
          message: `read ${node.name} through config() (functions/src/config.ts), parsed by its schema, not by its name here: give the adapter its typed section`,
        });
      },
    };
  },
};

/** The modules that may take the configured provider without its sentence step. */
export const RAW_TRANSCRIPTION_MODULES = [
  'functions/src/providers/transcription/engine.ts',
  'functions/src/providers/transcription/select.ts',
];

const transcriptionEngineRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Transcription engines come from transcriptionEngine, with the sentence step' },
    schema: [],
  },
  create(context) {
    const file = rel(context.filename);
    if (!inServer(file) || RAW_TRANSCRIPTION_MODULES.includes(file)) return {};
    return {
      ImportSpecifier(node) {
        if (node.imported.type === 'Identifier' && node.imported.name === 'selectTranscriptionProvider') {
          context.report({
            node,
            message:
              "take the engine from transcriptionEngine (providers/transcription/engine.ts): it writes the local engine's words as sentences",
          });
        }
      },
    };
  },
};

export const serverPlugin = {
  rules: { refusals: refusalsRule, 'config-once': configOnceRule, 'transcription-engine': transcriptionEngineRule },
};
