// A prescription said over several sentences, as GPs say them: named, then dosed in the next sentence or after the
// patient's question; an option named, then decided against; the dose with an aside in it; and sent to the pharmacy.
import { extractVisit } from '../../visit/extract';
import { draftFromVisit, DRAFT_PARTS } from '../draft';
import { DOSING_RULES } from '../../visit/plan';
import { LANGUAGES } from '../../language';

/** The plan of an English draft, long style. */
function plan(transcript: string, lang: 'en' | 'fr' = 'en'): string {
  const sections = [{ id: 'plan', parts: [...DRAFT_PARTS] }];
  const draft = draftFromVisit(extractVisit(transcript, lang), sections, { style: 'long', transcript, language: lang });
  return draft
    .itemsOf('plan', 'plan')
    .map((i) => i.text)
    .join('\n');
}

const OPENING = '[patient] My big toe is really painful and swollen since yesterday.\n[doctor] I think this is gout.\n';

describe('a prescription said over several sentences', () => {
  it('takes its dose from the next sentence when that opens with it ("Prednisolone. Forty milligrams, ...")', () => {
    const text = plan(
      `${OPENING}[doctor] What will help is a short course of steroid tablets. Prednisolone. Forty milligrams, that's eight of the little five milligram tablets, once a day in the morning with breakfast, for five days.\n[patient] Okay.`,
    );
    // The aside between commas is passed over; how often follows it.
    expect(text).toMatch(/Prednisolone forty milligrams, once a day in the morning/i);
    expect(text).not.toMatch(/eight of the little/);
  });

  it('takes its dose from the clinician\'s next turn, past the patient\'s question ("Does it work?" "It\'s five hundred micrograms, ...")', () => {
    const text = plan(
      `${OPENING}[doctor] I'm going to prescribe colchicine.\n[patient] Never heard of it. Does it work?\n[doctor] It works well if you start it early. It's five hundred micrograms, one tablet two to three times a day until the pain settles.\n[patient] Okay.`,
    );
    expect(text).toMatch(/colchicine five hundred micrograms, one tablet two to three times a day/i);
    expect(text).not.toMatch(/advised to take colchicine\./);
  });

  it('writes an option decided against as not needed, not as advice ("One\'s naproxen. ... I\'d rather not use naproxen")', () => {
    const text = plan(
      `${OPENING}[doctor] There's two main options. One's an anti-inflammatory called naproxen. The other is colchicine. Because of your heartburn, I'd rather not use naproxen. So I'll go with colchicine.\n[patient] Okay.`,
    );
    expect(text).toMatch(/no need for naproxen/i);
    expect(text).not.toMatch(/advised to take naproxen/);
  });

  it('writes an amount said again otherwise in the same unit once, as corrected ("two tablets, uh, one tablet twice a day")', () => {
    const text = plan(
      `${OPENING}[doctor] I'll start the antibiotics today, something called trimethoprim. Um, you can take two tablets, uh, one tablet twice a day for three days.\n[patient] Okay.`,
    );
    expect(text).toMatch(/trimethoprim one tablet twice a day for three days/i);
    expect(text).not.toMatch(/two tablets/);
  });

  it('writes a medication swapped to as prescribed with its dose, the one sold over the counter beside it as over the counter', () => {
    const sections = [{ id: 'plan', parts: [...DRAFT_PARTS] }];
    const transcript = `${OPENING}[doctor] For the pain, I'd like you to stop the ibuprofen and swap to naproxen instead. Five hundred milligrams, twice a day with food, for two weeks.\n[patient] Okay.`;
    const draft = draftFromVisit(extractVisit(transcript, 'en'), sections, { style: 'long', transcript });
    const items = draft.itemsOf('plan', 'plan');
    const naproxen = items.findIndex((i) => /naproxen five hundred milligrams/i.test(i.text));
    expect(naproxen).toBeGreaterThanOrEqual(0);
    // Under the prescriptions, not the over-the-counter heading.
    const heading = items
      .slice(0, naproxen + 1)
      .reverse()
      .find((i) => i.title);
    expect(heading?.title).toMatch(/medical treatment/i);
  });

  it('stops the medication "it" stands for across the patient\'s reply, and starts the one named after ("stop it and switch to ...")', () => {
    const text = plan(
      "[patient] I get migraines with zigzag lines first.\n[doctor] Because you get aura, the combined pill, the Microgynon, isn't safe for you anymore. It raises the risk of stroke.\n[patient] Oh. I didn't know that.\n[doctor] So I'd like you to stop it and switch to a progestogen-only pill, desogestrel, seventy-five micrograms, one every day.\n[patient] Okay.",
    );
    expect(text).toMatch(/advised to stop Microgynon/);
    expect(text).toMatch(/desogestrel seventy-five micrograms, one every day/i);
  });

  it('takes no time to come back from a safety net\'s condition counted in hours ("an aura lasting more than an hour")', () => {
    const visit = extractVisit(
      `${OPENING}[doctor] If you get an aura lasting more than an hour, ring 999. Let's speak again in six weeks.\n[patient] Okay.`,
      'en',
    );
    expect(visit.plan.filter((p) => p.timing).map((p) => [p.kind, p.timing])).toEqual([['follow-up', 'in six weeks']]);
  });

  it('reads a prescription sent to the pharmacy as prescribed, not bought over the counter', () => {
    const visit = extractVisit(
      `${OPENING}[doctor] I'll send both to the pharmacy, the prednisolone and the brown inhaler.\n[patient] Thanks.`,
      'en',
    );
    const kinds = visit.plan.filter((p) => p.concepts.some((c) => c.id === 'prednisolone')).map((p) => p.kind);
    expect(kinds).toEqual(['prescription']);
  });
});

describe.each(LANGUAGES)('how long a course lasts (%s)', (lang) => {
  const { example, expect: expected } = DOSING_RULES[lang].course;
  it(`is written with its dosing, past a comma: "${example}"`, () => {
    expect(plan(example, lang).toLowerCase()).toContain(expected);
  });
});
