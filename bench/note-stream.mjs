// Note generation as the clinician sees it: how soon the first words of a note appear, and
// how long the whole note takes, through the real adapter (OpenAiChatModel and the openai
// SDK) against the local OpenAI-compatible stand-in paced like a hosted model: 300 ms to the
// first token, then 30 ms per token, a 400-token note. The stand-in's own pace is the floor;
// what comes on top (adapter, SDK, timers) is printed beside.
// Usage: npm run build:functions, then: node bench/note-stream.mjs
// Env: BENCH_RUNS (default 3), FUNCTIONS_LIB (default functions/lib: another build's output).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { functionsDir } from '../scripts/lib/paths.mjs';
import { loadTs } from './lib/load-ts.mjs';
import { recordRun } from './lib/record.mjs';

const recording = recordRun('bench:note-stream');

const TARGET_FIRST_MS = 2000;
const TOKENS = 400;
const FIRST_TOKEN_MS = 300;
const TOKEN_MS = 30;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);

const lib = join(process.env.FUNCTIONS_LIB ?? join(functionsDir, 'lib'), 'providers', 'notes');
if (!existsSync(join(lib, 'openai-chat.js'))) {
  console.error(`No compiled note model in ${lib}. Build the functions first: npm run build:functions`);
  process.exit(1);
}
const require = createRequire(import.meta.url);
const { OpenAiChatModel } = require(join(lib, 'openai-chat.js'));
// The stand-in is test code, not built into lib/: loaded from its source.
const { OpenAiChatStandIn, tokenize } = loadTs(
  join(functionsDir, 'src', 'providers', 'notes', '__tests__', 'stand-ins', 'openai-chat-stand-in.ts'),
);

// A 400-token progress note (a token: a word and the space before it).
const WORDS = (
  'Subjective: client reports improved sleep and fewer intrusive thoughts this week, ' +
  'Objective: calm affect, engaged, good eye contact, speech normal in rate and tone, ' +
  'Assessment: steady progress toward treatment goals with reduced anxiety symptoms, ' +
  'Plan: continue weekly sessions, practise grounding exercises, review sleep diary next visit.'
).split(' ');
const note = Array.from({ length: TOKENS }, (_, i) => WORDS[i % WORDS.length]).join(' ');
if (tokenize(note).length !== TOKENS) throw new Error('the note is not 400 tokens');

const standIn = new OpenAiChatStandIn({ answer: note, firstTokenDelayMs: FIRST_TOKEN_MS, tokenDelayMs: TOKEN_MS, apiKey: 'sk-bench' });
const baseURL = await standIn.start();
const model = new OpenAiChatModel({ apiKey: 'sk-bench', baseURL, model: 'gpt-4o-mini' });
const floorMs = FIRST_TOKEN_MS + (TOKENS - 1) * TOKEN_MS;
const ms = (x) => `${Math.round(x)} ms`;
const line = (label, value) => console.log(`${label.padEnd(26)} ${value}`);

console.log(
  `stand-in: ${TOKENS} tokens, ${FIRST_TOKEN_MS} ms to the first, then ${TOKEN_MS} ms each (floor ${ms(floorMs)}); ${RUNS} run(s)`,
);
const firsts = [];
const totals = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    let pieces = 0;
    let first = null;
    const t0 = performance.now();
    const text = await model.generate({ system: 'You write progress notes.', user: 'Transcript: ...', maxTokens: 1000 }, () => {
      pieces += 1;
      first ??= performance.now() - t0;
    });
    const total = performance.now() - t0;
    if (text !== note) throw new Error(`run ${run}: the note came back different`);
    firsts.push(first);
    totals.push(total);
    line(`run ${run}:`, `first text ${ms(first)}, whole note ${ms(total)} (${pieces} pieces, ${text.length} characters)`);
  }
} finally {
  await standIn.stop();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const firstMs = median(firsts);
const totalMs = median(totals);
line(
  'time to first text:',
  `${ms(firstMs)} (median; target ≤ ${TARGET_FIRST_MS} ms: ${firstMs <= TARGET_FIRST_MS ? 'met' : 'NOT met'}; stand-in ${FIRST_TOKEN_MS} ms, ${ms(firstMs - FIRST_TOKEN_MS)} above it)`,
);
line(
  'total time:',
  `${ms(totalMs)} (median; stand-in floor ${ms(floorMs)}, ${ms(totalMs - floorMs)} above it: adapter and timer drift; product limit 300 000 ms)`,
);
recording.measured();
if (firstMs > TARGET_FIRST_MS) process.exitCode = 1;
