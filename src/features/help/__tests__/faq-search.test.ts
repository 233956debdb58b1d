import { matchingFaq } from '../faq-search';

const entries = [
  { id: 'a', q: 'How long are sessions kept?', a: 'At most 30 days with session storing on.' },
  { id: 'b', q: 'Qui peut lire mes séances ?', a: 'Vous seul.' },
  { id: 'c', q: 'Which languages can be transcribed?', a: 'English live; about 55 after the session.' },
];

describe('the FAQ search', () => {
  it('keeps every entry for an empty search', () => {
    expect(matchingFaq(entries, '  ').map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });
  it('matches every word in the question or the answer, ignoring case and accents', () => {
    expect(matchingFaq(entries, 'SESSION storing').map((e) => e.id)).toEqual(['a']);
    expect(matchingFaq(entries, 'seances').map((e) => e.id)).toEqual(['b']);
    expect(matchingFaq(entries, 'english 55').map((e) => e.id)).toEqual(['c']);
    expect(matchingFaq(entries, 'billing')).toEqual([]);
  });
});
