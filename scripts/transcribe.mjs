// Prints the transcript of an audio or video file, with the same code the app runs on an
// upload: the file decoded to 16 kHz mono PCM (audioToPcm: WAV, MP3 and every type uploads
// accept), transcribed by the engine the configuration selects for a session of that type
// (transcriptionEngine: a cloud service when its keys are set, else the local engine, whose
// output is written as sentences), long files in parts side by side. A file that cannot be read
// is refused with the words the app uses. The functions are built first only when their
// sources changed since the last build.
// Usage: npm run transcribe -- <audio file> [--json] [--lang <code>] [--type whisper|aws]
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { readCommandLine } from './lib/command-line.mjs';
import { ensureFunctionsBuilt } from './lib/functions-build.mjs';
import { functionsDir } from './lib/paths.mjs';

const USAGE = 'Usage: npm run transcribe -- <audio file> [--json] [--lang <code>] [--type whisper|aws]';
const { values: flags, positionals } = readCommandLine(USAGE, {
  json: { type: 'boolean', default: false },
  lang: { type: 'string', default: 'en' },
  type: { type: 'string', default: 'whisper' },
});
const [file, extra] = positionals;
if (!file || extra !== undefined) {
  console.error(extra === undefined ? USAGE : `Unknown argument: ${extra}\n${USAGE}`);
  process.exit(2);
}
if (!['whisper', 'aws'].includes(flags.type)) {
  console.error(`Unknown transcription type "${flags.type}"\n${USAGE}`);
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}

ensureFunctionsBuilt();
const lib = join(functionsDir, 'lib');
const require = createRequire(import.meta.url);
const { audioToPcm } = require(join(lib, 'file-processing', 'audio-to-pcm.js'));
const { transcribeFileSegments } = require(join(lib, 'file-processing', 'transcribe-file.js'));
const { refusalOf } = require(join(lib, 'api', 'domain-refusals.js'));
const { FileReadFailed } = require(join(lib, 'providers', 'files', 'errors.js'));
const { loadConfig } = require(join(lib, 'config.js'));
const { transcriptionEngine } = require(join(lib, 'providers', 'transcription', 'engine.js'));
const { closeTranscriptionProviders } = require(join(lib, 'providers', 'transcription', 'select.js'));
const { AUDIO_BYTES_PER_SECOND } = require(join(lib, 'shared', 'audio.js'));

const name = basename(file);
let status = 0;
try {
  const provider = transcriptionEngine(flags.type, loadConfig(process.env).transcription);
  const pcm = await audioToPcm(readFileSync(file), name);
  const { text, segments } = await transcribeFileSegments(pcm, flags.lang, provider);
  if (flags.json) {
    const seconds = Math.round((pcm.length / AUDIO_BYTES_PER_SECOND) * 10) / 10;
    console.log(JSON.stringify({ file: name, engine: provider.id, language: flags.lang, audioSeconds: seconds, text, segments }, null, 2));
  } else {
    console.log(text);
  }
} catch (error) {
  // The refusal the app answers for this file (its English text), or the failure itself.
  const answer = refusalOf(new FileReadFailed(name, error));
  console.error(answer instanceof Error ? answer.message : String(answer));
  status = 1;
} finally {
  await closeTranscriptionProviders();
}
process.exit(status);
