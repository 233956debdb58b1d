// `npm run evidence`: the same code as the app, on a transcript file and an exported note.
// Needs the functions built (npm test does it).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(__dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'evidence-'));
const sources = join(dir, 'visit.txt');
const note = join(dir, 'note.txt');
writeFileSync(
  sources,
  '[doctor] what brings you in today?\n[patient] my left knee hurts. i take naproxen 500 mg twice a day.\n[doctor] any fever?\n[patient] no.\n[doctor] we will get an x-ray of the knee. see you in 2 weeks.\n',
);
writeFileSync(
  note,
  'HISTORY OF PRESENT ILLNESS\n\n- The patient reports left knee pain.\n- She denies fever.\n- She takes lisinopril 20 mg daily.\n\nASSESSMENT AND PLAN\n\n- X-ray of the left knee.\n',
);
const evidence = (args: string[]) =>
  run(process.execPath, [join(root, 'scripts', 'evidence.mjs'), ...args], { env: { PATH: process.env.PATH ?? '' }, timeout: 60000 });

interface Report {
  sentences: Array<{
    text: string;
    section: string;
    state: string;
    sources: Array<{ kind: string; start: number; end: number; text: string }>;
  }>;
  omissions: Array<{ text: string; kind: string; section: string; source: { kind: string; text: string } }>;
}

describe('npm run evidence', () => {
  it('prints each sentence with its state and sources, and what the note left out, as JSON', async () => {
    const { stdout } = await evidence([sources, note, '--json']);
    const report = JSON.parse(stdout) as Report;
    expect(Object.keys(report)).toEqual(['sentences', 'omissions']);
    const [knee, fever, lisinopril, xray] = report.sentences;
    expect(Object.keys(knee)).toEqual(['text', 'section', 'state', 'sources']);
    expect(knee).toMatchObject({ section: 'HISTORY OF PRESENT ILLNESS', state: 'supported' });
    expect(knee.sources[0]).toEqual({
      kind: 'transcript',
      start: expect.any(Number),
      end: expect.any(Number),
      text: 'my left knee hurts.',
    });
    const text = readFileSync(sources, 'utf8');
    expect(text.slice(knee.sources[0].start, knee.sources[0].end)).toBe('my left knee hurts.');
    expect(fever.state).toBe('supported');
    expect(lisinopril.state).toBe('unsupported');
    expect(xray.section).toBe('ASSESSMENT AND PLAN');
    expect(report.omissions).toContainEqual(
      expect.objectContaining({ kind: 'follow-up', text: 'Follow up in 2 weeks.', section: 'ASSESSMENT AND PLAN' }),
    );
    expect(report.omissions).toContainEqual(
      expect.objectContaining({ kind: 'medication', text: expect.stringContaining('naproxen 500 mg') }),
    );
  });

  it("takes the patient's name with --patient, as the app takes it from the session", async () => {
    const named = join(dir, 'named.txt');
    writeFileSync(named, 'HISTORY OF PRESENT ILLNESS\n\n- Jane Roe presents today.\n');
    const state = async (args: string[]) =>
      (JSON.parse((await evidence([sources, named, '--json', ...args])).stdout) as Report).sentences[0].state;
    expect(await state(['--patient', 'Jane Roe'])).toBe('supported');
    expect(await state([])).toBe('unsupported');
  });

  it('reports a sentence denying what the patient said as contradicted, with the passage it contradicts', async () => {
    const denied = join(dir, 'denied.txt');
    writeFileSync(denied, 'HISTORY OF PRESENT ILLNESS\n\n- The patient denies knee pain and fever.\n');
    const [sentence] = (JSON.parse((await evidence([sources, denied, '--json'])).stdout) as Report).sentences;
    expect(sentence.state).toBe('contradicted');
    expect(readFileSync(sources, 'utf8').slice(sentence.sources[0].start, sentence.sources[0].end)).toContain('knee hurts');
    const { stdout } = await evidence([sources, denied]);
    expect(stdout).toContain('[contradicted] The patient denies knee pain and fever.');
  });

  it('prints a readable report without --json, and refuses a missing file', async () => {
    const { stdout } = await evidence([sources, note]);
    expect(stdout).toContain('[unsupported ] She takes lisinopril 20 mg daily.');
    expect(stdout).toContain('Not in the note');
    await expect(evidence([sources])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run evidence') });
    await expect(evidence([sources, join(dir, 'none.txt')])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('No such file'),
    });
  });
});
