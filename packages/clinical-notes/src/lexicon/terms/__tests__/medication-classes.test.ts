import { classMembersNamed } from '../medication-classes';

describe('classes of medications', () => {
  it('names the members of a class a note names, in English and French', () => {
    expect(classMembersNamed('avoid nsaids for now')).toEqual(expect.arrayContaining(['ibuprofen', 'motrin', 'naproxen']));
    expect(classMembersNamed('a steroid injection')).toEqual(expect.arrayContaining(['betamethasone', 'kenalog']));
    expect(classMembersNamed('éviter les anti-inflammatoires')).toEqual(expect.arrayContaining(['ibuprofen']));
    expect(classMembersNamed('continue lisinopril')).toEqual([]);
  });
});
