// Prints a note drafted from a transcript file, with the same code the app runs.
// Usage: npm run note -- <transcript-file> [--template <id>] [--lang en|fr] [--style bullet|short|long]
//                        [--name <client name>] [--pronoun they|he|she] [--json]
// The note comes from the provider the configuration selects: a language model when
// OPENAI_API_KEY (or a keyless compatible server) is set, streamed to stdout; otherwise the
// offline draft generator (with --json: its sections and items as JSON). The functions are
// built first only when their sources changed since the last build.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { readCommandLine } from './lib/command-line.mjs';
import { ensureFunctionsBuilt } from './lib/functions-build.mjs';
import { functionsDir } from './lib/paths.mjs';

const USAGE =
  'Usage: npm run note -- <transcript-file> [--template <id>] [--lang en|fr] [--style bullet|short|long] [--name <client name>] [--pronoun they|he|she] [--json]';
const lib = join(functionsDir, 'lib', 'notes');
ensureFunctionsBuilt();
const require = createRequire(import.meta.url);
const { draftNote } = require('@clinicscribe/clinical-notes');
const { DEFAULT_NOTE_TEMPLATE, NOTE_TEMPLATE_IDS, noteTemplate } = require(join(functionsDir, 'lib', 'shared', 'note-templates.js'));
const { noteText } = require(join(functionsDir, 'lib', 'shared', 'note-text.js'));

const { values: flags, positionals } = readCommandLine(USAGE, {
  template: { type: 'string', default: DEFAULT_NOTE_TEMPLATE },
  lang: { type: 'string', default: 'en' },
  style: { type: 'string', default: 'bullet' },
  name: { type: 'string', default: '' },
  pronoun: { type: 'string', default: 'they' },
  json: { type: 'boolean', default: false },
});
const [file, extra] = positionals;
if (extra !== undefined) {
  console.error(`Unknown argument: ${extra}\n${USAGE}`);
  process.exit(2);
}
if (!file) {
  console.error(USAGE);
  process.exit(2);
}
if (!NOTE_TEMPLATE_IDS.includes(flags.template)) {
  console.error(`Unknown template "${flags.template}". Templates: ${NOTE_TEMPLATE_IDS.join(', ')}`);
  process.exit(2);
}
if (
  !['en', 'fr'].includes(flags.lang) ||
  !['bullet', 'short', 'long'].includes(flags.style) ||
  !['they', 'he', 'she'].includes(flags.pronoun)
) {
  console.error(USAGE);
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}

// The options as the app validates them (a name over its length is refused, as the API refuses it).
const { noteOptionsSchema } = require(join(lib, 'offline', 'types.js'));
const options = noteOptionsSchema.safeParse({
  templateId: flags.template,
  language: flags.lang,
  style: flags.style,
  patientName: flags.name,
  pronoun: flags.pronoun,
});
if (!options.success) {
  console.error(
    `${options.error.issues.map((issue) => `--${{ patientName: 'name' }[issue.path[0]] ?? issue.path[0]}: ${issue.message}`).join('\n')}\n${USAGE}`,
  );
  process.exit(2);
}
const transcript = readFileSync(file, 'utf8');
const { loadConfig } = require(join(functionsDir, 'lib', 'config.js'));
const { selectNoteModel } = require(join(functionsDir, 'lib', 'providers', 'notes', 'select-model.js'));
const model = selectNoteModel(loadConfig(process.env).noteModel);
if (model) {
  const { buildNotePrompt } = require(join(lib, 'model', 'prompt.js'));
  const { resolveLibrary } = require(join(functionsDir, 'lib', 'shared', 'note-library.js'));
  const template = resolveLibrary([], flags.lang).find((t) => t.id === flags.template);
  const request = {
    sessionId: 'command-line',
    templateIds: [flags.template],
    style: flags.style,
    language: flags.lang,
    vague: false,
    longSummary: false,
    localDate: '',
  };
  const sources = {
    transcript,
    ownNotes: '',
    context: '',
    files: [],
    participants: [],
    patientName: flags.name,
    pronoun: flags.pronoun,
    patientTerm: 'Patient',
    writingStyle: '',
  };
  console.log(`${model.label}\n`);
  try {
    await model.generate(buildNotePrompt(template, request, sources), (piece) => process.stdout.write(piece));
    process.stdout.write('\n');
  } catch (error) {
    console.error(`\nThe model failed: ${error.message}`);
    process.exit(1);
  }
} else {
  const { templateId, language, style, patientName, pronoun } = options.data;
  const note = draftNote(transcript, noteTemplate(templateId), { language, style, patientName, pronoun });
  if (flags.json) {
    const sections = note.sections.map((s) => ({
      title: s.title,
      items: s.items.map((c) => (c.title ? { title: c.title, text: c.body } : { text: c.body })),
    }));
    console.log(JSON.stringify({ label: note.label, template: flags.template, language: note.language, sections }, null, 2));
  } else {
    console.log(`${note.label}\n`);
    process.stdout.write(noteText(note.sections, { bullets: flags.style === 'bullet', language: note.language }));
  }
}
