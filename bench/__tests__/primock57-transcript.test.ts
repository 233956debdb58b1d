// The PriMock57 reader: Praat TextGrid files (long and short text formats), the
// transcribers' tags, the two speakers merged by start time into [doctor]/[patient] lines,
// the GP's note split by its shorthand headings, and one real consultation.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
/* eslint-disable @typescript-eslint/no-require-imports */
const { parseTextGrid } = require('../lib/textgrid.cjs') as typeof import('../lib/textgrid.cjs');
const { cleanUtterance, utterancesOf, mergeSpeakers, taggedTranscript, liveTranscript, readConsultation } =
  require('../lib/primock57-transcript.cjs') as typeof import('../lib/primock57-transcript.cjs');
const { gpNoteSections } = require('../lib/gp-note.cjs') as typeof import('../lib/gp-note.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const LONG = [
  'File type = "ooTextFile"',
  'Object class = "TextGrid"',
  '',
  'xmin = 0 ',
  'xmax = 4.5 ',
  'tiers? <exists> ',
  'size = 1 ',
  'item []: ',
  '    item [1]:',
  '        class = "IntervalTier" ',
  '        name = "Doctor" ',
  '        xmin = 0 ',
  '        xmax = 4.5 ',
  '        intervals: size = 3 ',
  '        intervals [1]:',
  '            xmin = 0 ',
  '            xmax = 1.25 ',
  '            text = "" ',
  '        intervals [2]:',
  '            xmin = 1.25 ',
  '            xmax = 3 ',
  '            text = "She said ""hello"" to me." ',
  '        intervals [3]:',
  '            xmin = 3 ',
  '            xmax = 4.5 ',
  '            text = "two',
  'lines" ',
].join('\r\n');

describe('TextGrid reader', () => {
  it('reads the long format: tiers, intervals, doubled quotes and a string over two lines', () => {
    const grid = parseTextGrid(LONG);
    expect(grid.xmin).toBe(0);
    expect(grid.xmax).toBe(4.5);
    expect(grid.tiers).toHaveLength(1);
    expect(grid.tiers[0]).toMatchObject({ kind: 'IntervalTier', name: 'Doctor', xmin: 0, xmax: 4.5 });
    expect(grid.tiers[0].intervals).toEqual([
      { xmin: 0, xmax: 1.25, text: '' },
      { xmin: 1.25, xmax: 3, text: 'She said "hello" to me.' },
      { xmin: 3, xmax: 4.5, text: 'two\r\nlines' },
    ]);
  });

  it('reads the short format, a comment, a point tier and two tiers alike', () => {
    const short = [
      'File type = "ooTextFile"',
      'Object class = "TextGrid"',
      '0 2.5 <exists> 2',
      '"IntervalTier" "Patient" 0 2.5 2',
      '0 1e0 "" ! silence first',
      '1 2.5 "I feel sick"',
      '"TextTier" "events" 0 2.5 1',
      '0.5 "cough"',
    ].join('\n');
    const grid = parseTextGrid(short);
    expect(grid.tiers.map((t) => [t.kind, t.name])).toEqual([
      ['IntervalTier', 'Patient'],
      ['TextTier', 'events'],
    ]);
    expect(grid.tiers[0].intervals[1]).toEqual({ xmin: 1, xmax: 2.5, text: 'I feel sick' });
    expect(grid.tiers[1].intervals).toEqual([{ xmin: 0.5, xmax: 0.5, text: 'cough' }]);
  });

  it('reads a file saved as UTF-16 with its byte-order mark', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(LONG.replace('to me', 'à moi'), 'utf16le')]);
    expect(parseTextGrid(bytes).tiers[0].intervals[1].text).toBe('She said "hello" à moi.');
  });

  it('reads a grid without tiers, and refuses what is not a TextGrid', () => {
    expect(parseTextGrid('File type = "ooTextFile"\nObject class = "TextGrid"\n0 1 <absent>').tiers).toEqual([]);
    expect(() => parseTextGrid('File type = "ooTextFile"\nObject class = "Sound"\n0 1')).toThrow(/not a TextGrid/);
    expect(() => parseTextGrid('hello')).toThrow(/expected the file type/);
    expect(() => parseTextGrid(LONG.replace('lines" ', 'lines '))).toThrow(/not closed/);
    expect(() => parseTextGrid(LONG.replace('size = 3', 'size = 4'))).toThrow(/expected xmin/);
  });
});

describe("transcribers' tags", () => {
  it('keeps the words of <UNSURE> and drops <UNIN/> and <INAUDIBLE_SPEECH/>', () => {
    expect(cleanUtterance('<UNSURE>Hello how</UNSURE> um. Good morning')).toBe('Hello how um. Good morning');
    expect(cleanUtterance('<UNIN/> Sorry to hear that.')).toBe('Sorry to hear that.');
    expect(cleanUtterance('And you <UNIN/> mention it <INAUDIBLE_SPEECH/>, mainly watery.')).toBe('And you mention it, mainly watery.');
  });

  it('leaves nothing of an interval without words', () => {
    expect(cleanUtterance('')).toBe('');
    expect(cleanUtterance('<UNIN/>')).toBe('');
    expect(cleanUtterance(' <UNIN/> . <INAUDIBLE_SPEECH/> ')).toBe('');
  });
});

describe('speaker merge', () => {
  const tier = (intervals: Array<[number, number, string]>) => ({
    intervals: intervals.map(([xmin, xmax, text]) => ({ xmin, xmax, text })),
  });

  it("orders both speakers by start time, drops empty intervals and joins a speaker's consecutive intervals", () => {
    const doctor = utterancesOf(
      tier([
        [0, 1, ''],
        [1, 3, 'How can I help?'],
        [6, 7, 'Any fever?'],
        [7.5, 8, '<UNIN/>'],
        [8, 9, 'Any vomiting?'],
      ]),
      'doctor',
    );
    const patient = utterancesOf(
      tier([
        [0, 3.2, ''],
        [3.2, 5, 'I have <UNSURE>diarrhoea</UNSURE>.'],
        [9.5, 10, 'No.'],
      ]),
      'patient',
    );
    const turns = mergeSpeakers({ doctor, patient });
    expect(turns.map((t) => [t.speaker, t.text, t.start])).toEqual([
      ['doctor', 'How can I help?', 1],
      ['patient', 'I have diarrhoea.', 3.2],
      ['doctor', 'Any fever? Any vomiting?', 6],
      ['patient', 'No.', 9.5],
    ]);
    expect(taggedTranscript(turns)).toBe(
      '[doctor] How can I help?\n[patient] I have diarrhoea.\n[doctor] Any fever? Any vomiting?\n[patient] No.',
    );
  });

  it('writes the turns as a live transcript: no tags, a paragraph after a pause of 1.5 s or more', () => {
    const turns = [
      { speaker: 'doctor', start: 0, end: 2, text: 'Any fever?' },
      { speaker: 'patient', start: 2.4, end: 3, text: 'No.' },
      { speaker: 'doctor', start: 4.5, end: 6, text: 'Let me have a look.' },
      { speaker: 'patient', start: 7, end: 8, text: 'Okay.' },
    ];
    expect(liveTranscript(turns)).toBe('Any fever? No.\n\nLet me have a look. Okay.');
  });

  it('puts an interrupting speaker where they started, and a tie in the order the speakers are given', () => {
    const doctor = utterancesOf(
      tier([
        [0, 10, 'A long question'],
        [10, 12, 'and more'],
      ]),
      'doctor',
    );
    const patient = utterancesOf(
      tier([
        [0, 1, 'Hi'],
        [5, 6, 'Mm-hmm'],
      ]),
      'patient',
    );
    expect(mergeSpeakers({ doctor, patient }).map((t) => `${t.speaker}: ${t.text}`)).toEqual([
      'doctor: A long question',
      'patient: Hi Mm-hmm',
      'doctor: and more',
    ]);
  });
});

describe('GP note sections', () => {
  it('splits by shorthand headings and keeps the text before them as the history', () => {
    const note =
      '3/7 hx of diarrhea.\nNo blood.\n\nPMH: Asthma\nDHx: Nil regular\nNKDA\nFH - father MI\nSH: lives alone\nEx-smoker\nImp: gastroenteritis \n\nPlan:\n1.\tPush fluids\nPln: review';
    expect(gpNoteSections(note)).toEqual([
      { title: 'HISTORY OF PRESENT ILLNESS', lines: ['3/7 hx of diarrhea.', 'No blood.'] },
      { title: 'PAST MEDICAL HISTORY', lines: ['Asthma'] },
      { title: 'MEDICATIONS AND ALLERGIES', lines: ['Nil regular', 'NKDA'] },
      { title: 'FAMILY HISTORY', lines: ['father MI'] },
      { title: 'SOCIAL HISTORY', lines: ['lives alone', 'Ex-smoker'] },
      { title: 'ASSESSMENT', lines: ['gastroenteritis'] },
      { title: 'PLAN', lines: ['1. Push fluids', 'review'] },
    ]);
  });

  it('does not take a line with a colon for a heading unless its words are one', () => {
    expect(gpNoteSections('Hx: cough\nRisk factors: smoker\nTemp: 38')).toEqual([
      { title: 'HISTORY OF PRESENT ILLNESS', lines: ['cough'] },
      { title: 'RISK FACTORS', lines: ['smoker', 'Temp: 38'] },
    ]);
  });
});

const dataDir = process.env.PRIMOCK57_DIR ?? join(__dirname, '..', '..', '..', 'shared', 'data', 'primock57-dev');
const withData = existsSync(join(dataDir, 'day1_consultation01.json')) ? it : it.skip;

describe('a real consultation (PriMock57 day1_consultation01)', () => {
  withData('reads into a tagged transcript that starts with the doctor greeting and names the diagnosis', () => {
    const c = readConsultation(dataDir, 'day1_consultation01');
    const lines = c.transcript.split('\n');
    expect(lines[0]).toMatch(/^\[doctor\] Hello\? Hi\. .*Good morning sir, how can I help you this morning\?$/);
    expect(lines[1]).toMatch(/^\[patient\] .*diarrhea for the last three days/);
    expect(lines.every((l) => /^\[(doctor|patient)\] \S/.test(l))).toBe(true);
    expect(lines.some((l, i) => i > 0 && l.slice(0, 9) === lines[i - 1].slice(0, 9))).toBe(false);
    expect(c.transcript).toContain('gastroenteritis');
    expect(c.transcript).not.toMatch(/<\/?[A-Z_]+\/?>/);
    const starts = c.turns.map((t) => t.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(c.presentingComplaint).toBe("I've been having really bad diarrhea for the last 3 days");
    expect(c.highlights).toEqual(['3/7 hx of diarrhea', 'LLQ pain', 'Fever', 'gastroenteritis', 'Conservative management']);
    expect(c.note).toMatch(/^3\/7 hx of diarrhea/);
  });
});
