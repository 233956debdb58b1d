// `npm run note`: the same code as the app, the provider the configuration selects: the
// offline draft generator without a key, a language model (here the OpenAI-compatible
// stand-in, through the real SDK) with one. Needs the functions built (npm test does it).
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
// Each case starts the command once or twice (the engine and the functions loaded each time):
// beside the unit tests' two workers on a busy 2-core machine one start took over 30 s.
jest.setTimeout(180000);
const root = join(__dirname, '..', '..');
const file = join(mkdtempSync(join(tmpdir(), 'note-')), 'visit.txt');
writeFileSync(
  file,
  '[doctor] what brings you in today?\n[patient] my left knee hurts. i take naproxen 500 mg twice a day.\n[doctor] when did it start?\n[patient] it started after i fell off my bike last week and i have been limping since then.\n[doctor] we will get an x-ray and see you in 2 weeks.\n',
);
const note = (args: string[], env: Record<string, string> = {}) =>
  run(process.execPath, [join(root, 'scripts', 'note.mjs'), file, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: 90000,
  });

describe('npm run note', () => {
  it('prints an offline draft with the template’s headings and the facts said', async () => {
    const { stdout } = await note(['--template', 'visit-note', '--style', 'bullet']);
    expect(stdout.startsWith('Offline draft\n')).toBe(true);
    expect(stdout).toContain('CHIEF COMPLAINT');
    expect(stdout).toContain('ASSESSMENT AND PLAN');
    expect(stdout.toLowerCase()).toContain('naproxen 500 mg twice a day');
    const french = await note(['--lang', 'fr']);
    expect(french.stdout).toContain('Subjectif');
  });

  it('writes about the client by name and pronoun, and prints the sections and items as JSON', async () => {
    const { stdout } = await note(['--name', 'jane roe', '--pronoun', 'she']);
    expect(stdout).toContain('Jane Roe presents');
    expect(stdout).toMatch(/\bThe patient takes naproxen 500 mg twice a day\./);
    // The patient's "I" becomes the client's pronoun; the review said aloud is the plan's.
    expect(stdout).toMatch(/\bshe fell off her bike\b/);
    expect((await note(['--pronoun', 'he'])).stdout).toMatch(/\bhe fell off his bike\b/);
    expect(stdout).toMatch(/Plan\n(?:- .*\n)*- Follow-up: Review is planned in 2 weeks\./);
    const json = JSON.parse((await note(['--json', '--template', 'soap'])).stdout) as {
      label: string;
      template: string;
      sections: Array<{ title: string; items: Array<{ text: string }> }>;
    };
    expect(json).toMatchObject({ label: 'Offline draft', template: 'soap', language: 'en' });
    expect(json.sections.map((s) => s.title)).toEqual(['Subjective', 'Objective', 'Assessment', 'Plan']);
    expect(json.sections[0].items.some((i) => /naproxen 500 mg/i.test(i.text))).toBe(true);
    await expect(note(['--pronoun', 'it'])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--pronoun they|he|she') });
  });

  it('refuses an unknown template with the list of templates', async () => {
    await expect(note(['--template', 'nope'])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('soap, progress-note') });
  });

  it('refuses a name longer than the app takes, saying which flag', async () => {
    await expect(note(['--name', 'x'.repeat(121)])).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/^--name: .*120/) });
  });

  it('streams a language model’s note when one is configured', async () => {
    /* eslint-disable-next-line @typescript-eslint/no-require-imports */
    const { OpenAiChatStandIn } = require('../../functions/src/providers/notes/__tests__/stand-ins/openai-chat-stand-in');
    const standIn = new OpenAiChatStandIn({ answer: 'Subjective\n- Left knee pain.\nPlan\n- X-ray.', apiKey: 'cli-key' });
    const baseURL = await standIn.start();
    try {
      const { stdout } = await note(['--template', 'soap'], {
        OPENAI_API_KEY: 'cli-key',
        OPENAI_BASE_URL: baseURL,
        OPENAI_NOTES_MODEL: 'stand-in',
      });
      expect(stdout).toBe('stand-in\n\nSubjective\n- Left knee pain.\nPlan\n- X-ray.\n');
      expect(standIn.requests[0].body.messages[1].content).toContain('naproxen 500 mg');
    } finally {
      await standIn.stop();
    }
  });
});
