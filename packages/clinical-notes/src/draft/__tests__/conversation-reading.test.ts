// How a conversation's sentences are read before any fact: spoken words cleaned, questions
// told from statements, examination sentences found.
import { writtenSpeech as cleanSpeech } from '../../speech/written-speech';
import { parseTranscript } from '../../transcript/parse';
import { readConversation } from '../analyse';
import { QUESTION_START, TAG_QUESTION } from '../../write/conversation-terms';

describe('cleanSpeech', () => {
  it('drops the comma a hesitation left after a word that leads into more, and keeps a list of letters', () => {
    expect(cleanSpeech("i'll also order another, uh, cbc on you.")).toBe("i'll also order another CBC on you.");
    expect(cleanSpeech('take a, um, tylenol')).toBe('take a Tylenol');
    expect(cleanSpeech('vitamin a, d and e')).toBe('vitamin a, d and e');
    expect(cleanSpeech('for the knee, ice it')).toBe('for the knee, ice it');
    expect(cleanSpeech('hep a, b and c')).toBe('hep a, b and c');
    expect(cleanSpeech('what did you come in for, and how long has it hurt?')).toBe('what did you come in for, and how long has it hurt?');
  });
});

describe('questions and statements', () => {
  it('takes "..., okay?" as a statement, and "on the left or on the right?" as a question', () => {
    expect(TAG_QUESTION.test('i really want you to watch your salt intake , okay ?')).toBe(true);
    expect(TAG_QUESTION.test('is the pain on the left or on the right?')).toBe(false);
    expect(TAG_QUESTION.test("you've been taking it, right?")).toBe(true);
  });

  it('takes an instruction a speech engine ended with "?" as said', () => {
    const asked = (line: string) => readConversation(parseTranscript(`[doctor] ${line}`)).utterances[0].isQuestion;
    expect(asked('call me if your weight starts to go up?')).toBe(false);
    expect(asked('keep your leg elevated?')).toBe(false);
    expect(asked('do you keep your leg elevated?')).toBe(true);
  });

  it('takes "what i think we are dealing with is ..." as said, and "what i want to know is ..." as asked', () => {
    expect(QUESTION_START.test("what i think we're dealing with is a sprain.")).toBe(false);
    expect(QUESTION_START.test('what i want to know is whether you have had any fever')).toBe(true);
    expect(QUESTION_START.test('what we need to ask is how long it lasts')).toBe(true);
  });
});

describe('examination sentences', () => {
  it('takes a finding said of the exam as one, and none said in a condition ("However, if the elbow was to become very red ...")', () => {
    const isExam = (line: string) => readConversation(parseTranscript(`[doctor] ${line}`)).utterances[0].isExam;
    expect(isExam('On exam the elbow is very red and swollen.')).toBe(true);
    expect(isExam('However, if your elbow was to become very red and swollen, call us.')).toBe(false);
    expect(isExam('Et si le coude devient très rouge et gonflé, rappelez-nous.')).toBe(false);
  });

  it('takes none in an explanation of the illness ("it causes swelling around the voice box")', () => {
    const isExam = (line: string) => readConversation(parseTranscript(`[doctor] ${line}`)).utterances[0].isExam;
    expect(isExam("It's a virus, it causes swelling around the voice box and the windpipe.")).toBe(false);
    expect(isExam('There is some swelling around the voice box.')).toBe(true);
  });
});
