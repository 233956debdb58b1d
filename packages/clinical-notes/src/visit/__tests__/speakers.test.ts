// A transcript with no speaker tags still yields the visit: who asks the questions and gives
// the plan is the clinician.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { visitFacts } from '../../write/facts';
import { extractVisit } from '../extract';
import { consultation, primockAvailable } from './primock57';

const UNTAGGED = [
  'Hello, how can I help you today?',
  "I've had diarrhoea for the last three days and some tummy pain.",
  'Have you had any blood in your stool?',
  'No.',
  'Do you smoke at all?',
  "No, I don't.",
  "I think this is gastroenteritis. Make sure you drink plenty of fluids, and come back and see me if it's not better in a week.",
  'Okay, thank you.',
].join('\n');

describe('speakers inferred where the transcript names none', () => {
  const visit = extractVisit(UNTAGGED, 'en');

  it('takes the side that asks and plans for the clinician, and reads the visit', () => {
    expect(visit.speakersKnown).toBe(true);
    expect(visit.complaint?.concepts.map((c) => c.id)).toContain('diarrhea');
    expect(visit.complaint?.evidence.role).toBe('patient');
    expect(visit.impressions.map((i) => i.concept.id)).toContain('gastroenteritis');
    expect([...visit.symptoms].find((f) => f.concept.id === 'blood-in-the-stool')?.assertion).toBe('absent');
    expect(visit.social.map((f) => f.text)).toContain('Does not smoke.');
    expect(visit.plan.some((p) => p.kind === 'follow-up')).toBe(true);
  });

  it('infers nothing from a text of a few lines, nor from a tagged transcript', () => {
    expect(extractVisit('I have had a cough.\nAny fever?', 'en').speakersKnown).toBe(false);
    const tagged = extractVisit(
      '[patient] I have a cough.\n[doctor] Any fever?\n[patient] No.\n[patient] Do you think it is a chest infection?',
      'en',
    );
    expect(tagged.symptoms.find((f) => f.concept.id === 'fever')).toMatchObject({ assertion: 'absent', basis: 'answered' });
  });

  (primockAvailable ? it : it.skip)('gives the same facts for a PriMock57 consultation with its speaker tags taken off', () => {
    // One line a turn, as a transcript without tags is written: a speaker's lines in a row make one.
    const lines = consultation('day1_consultation01').transcript.split('\n');
    const turns = lines.reduce<string[]>((out, line, i) => {
      const same = i > 0 && line.slice(0, line.indexOf(']')) === lines[i - 1].slice(0, lines[i - 1].indexOf(']'));
      if (same) out[out.length - 1] += ` ${line.replace(/^\[[a-z]+\] /, '')}`;
      else out.push(line);
      return out;
    }, []);
    const tagged = turns.join('\n');
    const untagged = tagged.replace(/^\[[a-z]+\] /gm, '');
    expect(visitFacts(extractVisit(untagged, 'en')).map((f) => f.text)).toEqual(visitFacts(extractVisit(tagged, 'en')).map((f) => f.text));
  });
});

describe('speakers read sentence by sentence in a live transcript (no tags, a paragraph at each long pause)', () => {
  // A live transcript: no speaker tags, a paragraph at each long pause.
  const LIVE = readFileSync(join(__dirname, 'consultations', 'live-tonsillitis.txt'), 'utf8');

  it('takes each sentence as its words speak, where a paragraph holds a question and its answer', () => {
    const visit = extractVisit(LIVE, 'en');
    expect(visit.speakersKnown).toBe(true);
    expect(visit.complaint?.evidence.role).toBe('patient');
    expect(visit.impressions.map((i) => i.concept.id)).toEqual(['tonsillitis']);
    expect(visit.symptoms.find((f) => f.concept.id === 'cough')?.assertion).toBe('absent');
    expect(visit.medications.map((m) => m.concept.id)).toEqual(expect.arrayContaining(['paracetamol', 'penicillin']));
    expect(visit.plan.some((p) => p.kind === 'safety-net')).toBe(true);
  });

  it('reads a French live transcript the same way ("Je pense que c\'est une angine." is the clinician\'s)', () => {
    const visit = extractVisit(readFileSync(join(__dirname, 'consultations', 'live-angine-fr.txt'), 'utf8'), 'fr');
    expect(visit.complaint?.evidence.role).toBe('patient');
    expect(visit.impressions.map((i) => i.concept.id)).toEqual(['tonsillitis']);
    expect(visit.symptoms.find((f) => f.concept.id === 'cough')?.assertion).toBe('absent');
    expect(visit.medications.map((m) => m.concept.id)).toEqual(expect.arrayContaining(['paracetamol', 'amoxicillin']));
    expect(visit.examination.map((f) => f.text)).toEqual(['Les amygdales sont rouges et gonflées.']);
  });

  (primockAvailable ? it : it.skip)('reads PriMock57 day1_consultation01 without its tags, four turns a paragraph', () => {
    const lines = consultation('day1_consultation01')
      .transcript.split('\n')
      .map((l) => l.replace(/^\[[a-z]+\] /, ''));
    const paragraphs = lines.reduce<string[]>(
      (out, line, i) => (i % 4 === 0 ? [...out, line] : [...out.slice(0, -1), `${out[out.length - 1]} ${line}`]),
      [],
    );
    const visit = extractVisit(paragraphs.join('\n\n'), 'en');
    const facts = visitFacts(visit).map((f) => f.text);
    expect(visit.impressions.map((i) => i.concept.id)).toContain('gastroenteritis');
    expect(facts).toEqual(expect.arrayContaining(['Takes an inhaler.', 'Drink plenty of fluids.']));
    expect(visit.symptoms.find((f) => f.concept.id === 'diarrhea')?.assertion).toBe('present');
  });
});

describe('speaker labels the wrong way round', () => {
  const swapped = [
    '[patient] Hi, how are you doing today? What brings you in?',
    "[doctor] I've had pain in my big toe for a few months. My toe is stiff.",
    '[patient] Does it hurt when you walk? Have you tried any medication for it?',
    "[doctor] I've taken ibuprofen but it doesn't help much.",
    '[patient] So taking a look at your x-ray, you have a large spur on the top of your big toe joint. You have osteoarthritis of the toe.',
    '[doctor] Oh, okay.',
  ].join('\n');

  it('reads the side that asks, examines and plans as the clinician, and says so', () => {
    const visit = extractVisit(swapped, 'en');
    expect(visit.labelsSwapped).toBe(true);
    expect(visit.impressions.map((i) => i.concept.id)).toContain('osteoarthritis');
    expect(visit.impressions[0].evidence.role).toBe('clinician');
  });

  it('leaves labels the right way round as they are', () => {
    const right = swapped
      .replace(/^\[patient\]/gm, '[x]')
      .replace(/^\[doctor\]/gm, '[patient]')
      .replace(/^\[x\]/gm, '[doctor]');
    const visit = extractVisit(right, 'en');
    expect(visit.labelsSwapped).toBeUndefined();
    expect(visit.impressions.map((i) => i.concept.id)).toContain('osteoarthritis');
  });
});
