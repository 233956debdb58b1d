import { retarget } from '../retarget';

describe('a draft under the clinician’s own headings', () => {
  const draft = [
    { subheadingTitle: 'Subjective', content: [{ stringTitle: '', stringBody: 'Left knee pain for 3 weeks.' }] },
    { subheadingTitle: 'Objective', content: [{ stringTitle: 'Blood pressure', stringBody: '128/82 mm Hg.' }] },
    { subheadingTitle: 'Assessment', content: [{ stringTitle: '', stringBody: 'Not discussed.' }] },
    { subheadingTitle: 'Plan', content: [{ stringTitle: 'Follow-up', stringBody: 'In 2 weeks.' }] },
  ];

  it('moves each item to the heading that plays the same role, and loses none', () => {
    const out = retarget(draft, ['History', 'Examination findings', 'Treatment and follow-up']);
    expect(out).toEqual([
      { subheadingTitle: 'History', content: [{ stringTitle: '', stringBody: 'Left knee pain for 3 weeks.' }] },
      { subheadingTitle: 'Examination findings', content: [{ stringTitle: 'Blood pressure', stringBody: '128/82 mm Hg.' }] },
      { subheadingTitle: 'Treatment and follow-up', content: [{ stringTitle: 'Follow-up', stringBody: 'In 2 weeks.' }] },
    ]);
  });

  it('puts what matches no heading under the last one', () => {
    const out = retarget(draft, ['Summary', 'Letter']);
    expect(out[1].content.map((i) => i.stringBody)).toEqual(['Left knee pain for 3 weeks.', '128/82 mm Hg.', 'In 2 weeks.']);
  });
});
