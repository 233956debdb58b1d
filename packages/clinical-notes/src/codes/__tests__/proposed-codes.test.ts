// Codes a language model proposed, checked against the code set and the visit's facts: a code a
// stated impression supports is kept with that fact's evidence; a category becomes its billable
// code (or asks the side); a code the set does not hold is read as the nearest code above it; a
// code no fact supports, or only a differential does, is set apart as unsupported.
import { extractVisit } from '../../visit/extract';
import { loadCodeSet } from '../code-set';
import { checkProposedCodes } from '../proposed-codes';
import { reasonsText } from '../suggest';

const codes = loadCodeSet();
const TRANSCRIPT = [
  '[doctor] What brings you in today?',
  "[patient] I've had diarrhoea for three days, and some tummy cramps. I have asthma, I use an inhaler.",
  '[doctor] Your temperature is normal.',
  '[doctor] It seems like you have gastroenteritis. It could be food poisoning. Drink plenty of fluids.',
].join('\n');
const check = (proposed: string[], transcript = TRANSCRIPT) =>
  checkProposedCodes(proposed, extractVisit(transcript, 'en'), codes, transcript, 'stand-in-model');

test("a code the clinician's stated impression supports is kept, with the words that say it", () => {
  const { supported, unsupported } = check(['A09', 'J45.909']);
  expect(supported.map((s) => [s.code, s.basis, s.concept.id])).toEqual([
    ['A09', 'diagnosis', 'gastroenteritis'],
    ['J45.909', 'history', 'asthma'],
  ]);
  expect(TRANSCRIPT.slice(supported[0].evidence.start, supported[0].evidence.end).toLowerCase()).toBe('gastroenteritis');
  expect(supported[0].reasons.map((r) => r.key)).toEqual(['modelProposed', 'modelSupported', 'billable']);
  expect(supported[0].billable).toBe(true);
  expect(unsupported).toEqual([]);
});

test('a code no fact of the visit supports is set apart as unsupported, with its description', () => {
  const { supported, unsupported } = check(['I10', 'K52.9']);
  expect(supported.map((s) => s.code)).toEqual(['K52.9']);
  expect(unsupported).toEqual([expect.objectContaining({ code: 'I10', description: 'Essential (primary) hypertension', billable: true })]);
  expect(unsupported[0].reasons.map((r) => r.key)).toEqual(['modelProposed', 'modelUnsupported']);
  expect(reasonsText(unsupported[0].reasons)).toMatch(/no fact of the visit supports it/);
});

test('a differential supports no diagnosis code', () => {
  const transcript = [
    '[doctor] What brings you in today?',
    "[patient] I've had a cough and a fever for five days.",
    '[doctor] It could be pneumonia, we will get a chest x-ray to rule out pneumonia.',
  ].join('\n');
  const { supported, unsupported } = check(['J18.9', 'R05'], transcript);
  expect(unsupported.map((u) => [u.code, u.reasons.at(-1)?.key])).toEqual([['J18.9', 'modelUncertain']]);
  expect(supported.map((s) => [s.code, s.basis])).toEqual([['R05', 'symptom']]);
});

test('a category becomes its billable code, a code the set does not hold its nearest code above, and an unknown code is set apart', () => {
  const { supported, unsupported } = check(['K52', 'K52.99', 'Q99.99', 'J45']);
  expect(supported[0]).toMatchObject({ code: 'K52.9', billable: true });
  // The category's code is the one the visit's words chose under it.
  expect(supported[0].reasons.map((r) => r.key)).toEqual(['modelProposed', 'modelSupported', 'conceptMap', 'billable']);
  // K52.99 is not a code: K52.9 above it is, and it was proposed already.
  expect(supported.filter((s) => s.code === 'K52.9')).toHaveLength(1);
  expect(supported.find((s) => s.concept.id === 'asthma')?.code).toBe('J45.909');
  expect(unsupported.find((u) => u.code === 'Q99.99')).toBeUndefined();
  const unknown = check(['U99.9', 'Z99Z']).unsupported;
  expect(unknown.map((u) => [u.code, u.description, u.reasons.at(-1)?.key])).toEqual([
    ['U99.9', '', 'modelUnknown'],
    ['Z99', 'Dependence on enabling machines and devices, not elsewhere classified', 'modelUnsupported'],
  ]);
});

test('a proposed code that needs a side the visit did not say asks it', () => {
  const transcript = [
    '[doctor] What brings you in today?',
    '[patient] My knee has been hurting for three weeks after I twisted it playing football.',
    '[doctor] On examination the knee is swollen. I think this is a sprain of the knee.',
  ].join('\n');
  const { supported } = check(['S83.9'], transcript);
  expect(supported[0]).toMatchObject({ code: 'S83.9', billable: false, question: { detail: 'side' } });
});
