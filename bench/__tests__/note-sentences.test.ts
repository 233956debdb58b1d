// Offline drafts, English and French, read by the benchmark's sentence checker: every
// sentence of the note is one a clinician would write. Drafted by `npm run note` (the same
// code as the app; it builds the functions when their sources changed).
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
/* eslint-disable-next-line @typescript-eslint/no-require-imports */
const { noteSentences } = require('../lib/sentence-check.cjs') as typeof import('../lib/sentence-check.cjs');

const run = promisify(execFile);
const root = join(__dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'note-sentences-'));

type NoteJson = { language: 'en' | 'fr'; sections: Array<{ title: string; items: Array<{ title?: string; text: string }> }> };

async function draft(name: string, transcript: string, lang: 'en' | 'fr'): Promise<NoteJson> {
  const file = join(dir, name);
  writeFileSync(file, transcript);
  const { stdout } = await run(
    process.execPath,
    [join(root, 'scripts', 'note.mjs'), file, '--json', '--template', 'visit-note', '--style', 'long', '--lang', lang, '--pronoun', 'she'],
    {
      env: { PATH: process.env.PATH ?? '' },
      timeout: 120000,
    },
  );
  return JSON.parse(stdout) as NoteJson;
}

const checked = (note: NoteJson) =>
  noteSentences(
    note.sections.map((s) => ({ title: s.title, items: s.items.map((i) => ({ title: i.title ?? '', body: i.text })) })),
    { language: note.language },
  );

describe('offline drafts read by the sentence checker', () => {
  jest.setTimeout(180000);

  it('writes an English visit with fillers, false starts, asides and bare answers as clean sentences', async () => {
    const note = await draft(
      'visit-en.txt',
      [
        '[doctor] hi , what brings you in today ?',
        "[patient] um , so we were doing a bit of work out in the yard last week and , you know , i've had pain in my right knee since then .",
        '[doctor] okay . any fever or chills ?',
        '[patient] no .',
        '[doctor] have you taken anything for it ?',
        '[patient] not yet , but i feel like that is next .',
        '[patient] l , i really felt some tension around my knees , but .',
        '[doctor] i know that , you have endorsed , the swelling . let me take a look . i do appreciate some swelling of the right knee with tenderness along the medial joint line .',
        "[doctor] so for your right knee pain , i think you have a meniscus strain . i'm going to order an x-ray of your right knee and i want you to ice it twice a day .",
        '[patient] okay , sounds good .',
      ].join('\n'),
      'en',
    );
    const sentences = checked(note);
    expect(sentences.length).toBeGreaterThan(5);
    expect(sentences.filter((s) => s.defects.length > 0)).toEqual([]);
  });

  it('writes a French visit in the third person, with the same checks', async () => {
    const note = await draft(
      'visit-fr.txt',
      [
        "Médecin: Bonjour, qu'est-ce qui vous amène aujourd'hui?",
        "Patiente: Euh, j'ai mal au genou droit depuis deux semaines. Ça me fait mal quand je monte les escaliers.",
        'Médecin: Avez-vous de la fièvre?',
        'Patiente: Non.',
        "Patiente: Je prends de l'ibuprofène 400 mg trois fois par jour.",
        "Médecin: À l'examen, il y a un œdème du genou droit avec une douleur à la palpation de l'interligne médial.",
        'Médecin: Je vais vous prescrire du naproxène 500 mg deux fois par jour pendant dix jours.',
        'Patiente: Pas encore, mais bon.',
      ].join('\n'),
      'fr',
    );
    expect(note.language).toBe('fr');
    const sentences = checked(note);
    expect(sentences.length).toBeGreaterThan(5);
    expect(sentences.filter((s) => s.defects.length > 0)).toEqual([]);
  });
});
