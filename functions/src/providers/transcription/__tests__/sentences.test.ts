// The local engine's words as sentences: boundaries at pauses (not after a word that cannot
// end a sentence), questions, casing, and paragraphs after a long pause.
import { opensQuestion, SentenceMaker, LOCAL_PARAGRAPH_PAUSE_MS } from '../sentences';

const seg = (text: string, startMs: number, endMs: number) => ({ text, startMs, endMs });

describe('SentenceMaker', () => {
  it('ends a final at a pause with a full stop or a question mark, with capitals', () => {
    const maker = new SentenceMaker();
    expect(maker.final(seg('what brings you in today', 0, 1500)).text).toBe('What brings you in today?');
    expect(maker.final(seg('i have had pain in my left knee since monday', 2000, 5000)).text).toBe(
      'I have had pain in my left knee since Monday.',
    );
    expect(maker.final(seg('have you taken anything for it', 5600, 7000)).text).toBe('Have you taken anything for it?');
    expect(maker.final(seg("i've been taking ibuprofen", 7500, 9000)).text).toBe("I've been taking ibuprofen.");
  });

  it('carries a sentence on after a pause that follows a word which cannot end one', () => {
    const maker = new SentenceMaker();
    expect(maker.final(seg('the pain is worse in the', 0, 1200)).text).toBe('The pain is worse in the');
    expect(maker.final(seg('morning and at night', 1600, 2600)).text).toBe('morning and at night.');
    expect(maker.final(seg('do you have any swelling in your', 3000, 4000)).text).toBe('Do you have any swelling in your');
    expect(maker.final(seg('ankles', 4400, 4900)).text).toBe('ankles?');
  });

  it('cuts a long final before a question and a first-person report', () => {
    const maker = new SentenceMaker();
    const { text } = maker.final(
      seg('okay so the knee has been swollen for two weeks how often do you take the ibuprofen i take it twice a day', 0, 9000),
    );
    expect(text).toBe('Okay so the knee has been swollen for two weeks. How often do you take the ibuprofen? I take it twice a day.');
  });

  it('starts a paragraph after a long pause only', () => {
    const maker = new SentenceMaker();
    expect(maker.final(seg('hello', 0, 500)).paragraph).toBeUndefined(); // the first: the consumer decides
    expect(maker.final(seg('how are you', 500 + LOCAL_PARAGRAPH_PAUSE_MS - 100, 3000)).paragraph).toBe(false);
    expect(maker.final(seg('fine thanks', 3000 + LOCAL_PARAGRAPH_PAUSE_MS, 6000)).paragraph).toBe(true);
  });

  it('cases the words being heard as they will be written', () => {
    const maker = new SentenceMaker();
    expect(maker.partial('i saw him on friday')).toBe('I saw him on Friday');
    maker.final(seg('we will start you on', 0, 1000));
    expect(maker.partial('lisinopril ten milligrams')).toBe('lisinopril ten milligrams');
    expect(maker.partial('')).toBe('');
  });
});

describe('opensQuestion', () => {
  it.each([
    ['do you have any chest pain', true],
    ['so how long has this been going on', true],
    ['is it worse at night', true],
    ['any fever or chills', true],
    ['when i bend my knee it hurts', false],
    ['when you bend it does it hurt', true],
    ['what we will do is get an x-ray', false],
    ['i think it is a sprain', false],
    ['the pain is sharp', false],
  ])('%s → %s', (text, question) => {
    expect(opensQuestion(text.split(' '))).toBe(question);
  });
});
