import { findConditions } from '../conditions';
import { classMembersNamed } from '../medication-classes';

const named = (text: string) => findConditions(text).map((c) => c.term.en);

describe('conditions named in speech', () => {
  it('finds a strain, and not straining urine through a strainer', () => {
    expect(named('you have a muscle strain in the lower back')).toEqual(['strain']);
    expect(named('you strained that ligament')).toEqual(['strain']);
    expect(named('you can strain your urine to see if the stone passes')).toEqual([]);
  });
});

describe('classes of medications', () => {
  it('names the members of a class a note names, in English and French', () => {
    expect(classMembersNamed('avoid nsaids for now')).toEqual(expect.arrayContaining(['ibuprofen', 'motrin', 'naproxen']));
    expect(classMembersNamed('a steroid injection')).toEqual(expect.arrayContaining(['betamethasone', 'kenalog']));
    expect(classMembersNamed('éviter les anti-inflammatoires')).toEqual(expect.arrayContaining(['ibuprofen']));
    expect(classMembersNamed('continue lisinopril')).toEqual([]);
  });
});
