import { retarget } from '../retarget';

describe('a draft under the clinician’s own headings', () => {
  const draft = [
    { title: 'Subjective', items: [{ title: '', body: 'Left knee pain for 3 weeks.' }] },
    { title: 'Objective', items: [{ title: 'Blood pressure', body: '128/82 mm Hg.' }] },
    { title: 'Assessment', items: [{ title: '', body: 'Not discussed.' }] },
    { title: 'Plan', items: [{ title: 'Follow-up', body: 'In 2 weeks.' }] },
  ];

  it('moves each item to the heading that plays the same role, and loses none', () => {
    const out = retarget(draft, ['History', 'Examination findings', 'Treatment and follow-up']);
    expect(out).toEqual([
      { title: 'History', items: [{ title: '', body: 'Left knee pain for 3 weeks.' }] },
      { title: 'Examination findings', items: [{ title: 'Blood pressure', body: '128/82 mm Hg.' }] },
      { title: 'Treatment and follow-up', items: [{ title: 'Follow-up', body: 'In 2 weeks.' }] },
    ]);
  });

  it('puts what matches no heading under the last one', () => {
    const out = retarget(draft, ['Summary', 'Letter']);
    expect(out[1].items.map((i) => i.body)).toEqual(['Left knee pain for 3 weeks.', '128/82 mm Hg.', 'In 2 weeks.']);
  });
});
