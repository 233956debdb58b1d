import { findConditions } from '../conditions';

const named = (text: string) => findConditions(text).map((c) => c.term.en);

describe('conditions named in speech', () => {
  it('finds a strain, and not straining urine through a strainer', () => {
    expect(named('you have a muscle strain in the lower back')).toEqual(['strain']);
    expect(named('you strained that ligament')).toEqual(['strain']);
    expect(named('you can strain your urine to see if the stone passes')).toEqual([]);
  });
});
