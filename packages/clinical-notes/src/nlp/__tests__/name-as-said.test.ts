// A name is written as it was said, without the capital a sentence's start gave it.
import { readTranscript } from '../../visit/read-sentences';
import { nameAsSaid } from '../tokens';

const nameIn = (said: string, name: string) => {
  const [sentence] = readTranscript(`[patient] ${said}`, 'en').sentences;
  const at = sentence.tokens.findIndex((t) => t.text.toLowerCase() === name);
  return nameAsSaid(sentence, at, at + 1);
};

describe('a name as said', () => {
  it('loses the capital it has only for opening the sentence ("Ibuprofen, four hundred, ...")', () => {
    expect(nameIn('Ibuprofen, four hundred, three times a day.', 'ibuprofen')).toBe('ibuprofen');
  });

  it('keeps one said inside the sentence ("some Dioralyte") and the written case of a brand ("Tylenol")', () => {
    expect(nameIn('I bought some Dioralyte yesterday.', 'dioralyte')).toBe('Dioralyte');
    expect(nameIn('Tylenol helps a bit.', 'tylenol')).toBe('Tylenol');
  });
});
