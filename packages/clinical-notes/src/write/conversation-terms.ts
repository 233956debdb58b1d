// Word classes the offline writer reads a conversation by: what a sentence is about
// (examination, results, plan), the phase cues of a visit, questions (one inside unpunctuated
// speech too), instructions to the patient, answers and small talk.
// The words are data (rules/en/conversation.json), one list per class; each class is one
// expression built from its list.
import conversation from '../../rules/en/conversation.json';

const any = (words: readonly string[]) => words.join('|');

/** What the clinician examined and found. */
export const EXAM_TERMS = new RegExp(`\\b(${any(conversation.EXAM_TERMS.words)})\\b`, 'i');

/** A sentence explaining how an illness works ("it causes swelling around the voice box"): teaching, not a finding. */
export const EXPLANATION = new RegExp(`\\b(${any(conversation.EXPLANATION.words)})\\b`, 'i');

/** What a test or its result is. */
export const RESULT_TERMS = new RegExp(`\\b(${any(conversation.RESULT_TERMS.words)})\\b`, 'i');

/** Words of an examination finding (not of the examination being announced). */
export const EXAM_FINDINGS = new RegExp(`\\b(${any(conversation.EXAM_FINDINGS.words)})\\b`, 'i');

/** Words that say what a result showed. */
export const RESULT_FINDINGS = new RegExp(`\\b(${any(conversation.RESULT_FINDINGS.words)})\\b`, 'i');

/** Words that say what a result was. */
export const RESULT_VERBS = new RegExp(`\\b(${any(conversation.RESULT_VERBS.words)})\\b`, 'i');

/** What the plan does. */
export const PLAN_TERMS = new RegExp(`\\b(${any(conversation.PLAN_TERMS.words)})\\b`, 'i');

/** The clinician starts examining. */
export const EXAM_CUE = new RegExp(`\\b(${any(conversation.EXAM_CUE.words)})\\b`, 'i');

/** The clinician moves to the assessment and plan. */
export const PLAN_CUE = new RegExp(`\\b(${any(conversation.PLAN_CUE.words)})\\b`, 'i');

/** The clinician says the assessment and plan start. */
export const STRONG_PLAN_CUE = new RegExp(`\\b(${any(conversation.STRONG_PLAN_CUE.words)})\\b`, 'i');

/** The clinician asks something ("what i think we're dealing with is ..." says something). */
const QUESTION_OPENERS = '(?:(?:so|and|okay|ok|alright|now|but|um|uh|well|also)[\\s,]+)*';
/** A topic said before the question ("in terms of your ears, any ..."). */
const QUESTION_FRAME = `(?:(?:${any(conversation.QUESTION_START.frames)})\\s[^,?]{1,40},\\s*)?`;
export const QUESTION_START = new RegExp(`^${QUESTION_OPENERS}${QUESTION_FRAME}(?:${any(conversation.QUESTION_START.words)})\\b`, 'i');

/** "..., okay?": a statement the speech engine heard as a question ("right?" only after a comma). */
export const TAG_QUESTION = new RegExp(`(?:\\b(?:${any(conversation.TAG_QUESTION.words)})|,\\s*right)\\s*[?.]?\\s*$`, 'i');

/** An answer that says no. */
export const NEGATIVE_ANSWER = new RegExp(`^(?:(?:um|uh|oh|well|hmm)[\\s,]+)*(?:${any(conversation.NEGATIVE_ANSWER.words)})`, 'i');

/** An answer that says yes. */
export const POSITIVE_ANSWER = new RegExp(`^(?:(?:um|uh|oh|well|hmm)[\\s,]+)*(?:${any(conversation.POSITIVE_ANSWER.words)})`, 'i');

/** The clinician says they will ask something ("a couple of other questions we need to ask"): no plan. */
export const ANNOUNCED_QUESTIONS = new RegExp(`\\b(${any(conversation.ANNOUNCED_QUESTIONS.words)})\\b`, 'i');
/** The clinician checks who the patient is ("your date of birth", "first line of your address"). */
export const IDENTITY_CHECK = new RegExp(`\\b(${any(conversation.IDENTITY_CHECK.words)})\\b`, 'i');
/** Greetings and courtesies: never in a note. */
export const GREETINGS = new RegExp(`\\b(${any(conversation.GREETINGS.words)})\\b`, 'i');

/** Talk about the weather or the weekend: left out unless the conversation is vague. */
export const CHIT_CHAT = new RegExp(`\\b(${any(conversation.CHIT_CHAT.words)})\\b`, 'i');

const embedded = conversation.EMBEDDED_QUESTION;
/** A question inside a sentence of unpunctuated speech ("that's okay are you taking ..."), not after "if", "i'll", .... */
export const EMBEDDED_QUESTION = new RegExp(`(?<!\\b(?:${any(embedded.notAfter)})\\s)\\b(?:${any(embedded.words)}) you\\b`, 'i');

/** A sentence that tells the patient what to do ("call me if your weight starts to go up?"). */
export const INSTRUCTION = new RegExp(
  `^(?:(?:${any(conversation.INSTRUCTION.openers)})[\\s,]+)*(?:${any(conversation.INSTRUCTION.words)})\\b`,
  'i',
);
