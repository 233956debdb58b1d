// Polarity: whether a note sentence and the passages of the transcript it stands on say its
// words the same way round. A passage that states something says it itself ("no numbness",
// "it doesn't hurt"); a question says nothing by itself and takes the polarity of its answer
// ("any fever?" "no" denies fever; "yeah" affirms it). A sentence whose words at stake (the
// ones negated on either side) the passages say only the other way round is contradicted;
// words said as there on both sides ("since her last visit") are context, not agreement.
import { LANGUAGES, type Lang } from '../language';
import { NAMING_POS } from '../nlp/tokens';
import type { Polarity } from '../visit/answers';
import type { AssertedWord } from './note-statements';
import adviceEn from '../../rules/en/advice.json';
import adviceFr from '../../rules/fr/advice.json';
import askingEn from '../../rules/en/asking.json';
import askingFr from '../../rules/fr/asking.json';
import oppositeSidesEn from '../../rules/en/opposite-sides.json';
import oppositeSidesFr from '../../rules/fr/opposite-sides.json';
import spokenNegationEn from '../../rules/en/spoken-negation.json';
import spokenNegationFr from '../../rules/fr/spoken-negation.json';

/** A word as a text asserts it: said as there, or negated. */
export interface PolarWord {
  text: string;
  negated: boolean;
  /** Its universal part of speech, where known. */
  pos?: string;
  /** A negated word: how many words from its negation cue (1: the next word, "is not elevated"). */
  reach?: number;
  /** A negated word: how many words that carry content from its cue (AssertedWord.near). */
  near?: number;
  /** Says where or when a finding is (a body part, a side, a time), not the finding: a negation does not deny it. */
  setting?: boolean;
  /** Said by a question its answer denies or affirms: every word it asks, none of them singled out. */
  asked?: boolean;
}

/** Parts of speech that name what a written negation denies, after which a pronoun opens another clause ("has not been great, and he thinks"). */
const WRITTEN_NAMING_POS = new Set(['NOUN', 'PROPN', 'ADJ']);
/** Parts of speech of the verb after a clause's subject. */
const CLAUSE_VERB_POS = new Set(['VERB', 'AUX']);

/** Parts of speech that name what is there or not (a finding, a state): "since", "ever" or "further" said the other way round contradict nothing. */
const STATING_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB']);

/**
 * Endings of clinical terms built from Greek and Latin parts ("hepatosplenomegaly",
 * "thyromegaly", "lymphadenopathy", "dysuria", "splénomégalie"): each names a finding,
 * whatever part of speech a general tagger gives a word it does not know (it reads
 * "hepatosplenomegaly" as an adverb).
 */
const CLINICAL_ENDINGS = [
  'megaly',
  'mégalie',
  'opathy',
  'pathie',
  'itis',
  'osis',
  'algia',
  'algie',
  'emia',
  'émie',
  'uria',
  'urie',
  'rrhea',
  'rrhoea',
  'rrhée',
  'pnea',
  'pnoea',
  'pnée',
];

/** Nouns that name what kind of thing the next word is ("any type of injury", "une sorte de brûlure"): the finding is the next word. */
const CLASSIFIERS = new Set(['type', 'types', 'kind', 'kinds', 'sort', 'sorts', 'genre', 'sorte', 'sortes']);

/** Whether a word states a finding or a state, by its part of speech or its clinical ending. */
export const isStating = (word: string, pos: string) =>
  !CLASSIFIERS.has(word.toLowerCase()) &&
  (pos === '' || STATING_POS.has(pos) || CLINICAL_ENDINGS.some((e) => word.length > e.length + 2 && word.toLowerCase().endsWith(e)));

/** An utterance as the question-and-answer pairing sees it. */
export interface Exchange {
  role: string;
  turn: number;
  isQuestion: boolean;
  /** Words it says. */
  words: number;
  /** Its text in lower case, where given: a clinician's turn may ask without a question's form ("and any other symptoms like a cough or dizziness"). */
  lower?: string;
}

/**
 * What asks without a question's form, per language (rules/<lang>/asking.json): a word that
 * asks for what may be there ("any"), and the words that make it no question (a negation, a
 * condition: "i don't feel the need to start you on any medications").
 */
interface AskingRules {
  cues: Array<{ words: string; example: string }>;
  notAsking: string[];
  notAskingExample: string;
  /** Asking for the patient's questions asks of nothing said ("... continue taking those nsaids, any other questions"). */
  questionsExample: string;
  /** Pronouns that are a clause's subject: an auxiliary after one is a statement's ("you have a scale"), not a question's opening. */
  subjects: string[];
  /** Words that open what a question asks something for: an answer's yes or no is not about it ("have you taken anything for pain" "no"). */
  purposes: string[];
  purposeExample: string;
  /** The note sentence the purpose rule serves. */
  purposeSentence: string;
  /** The speaker's own subject opening an answer said on in the question's turn, as an unpunctuated transcript runs two speakers together. */
  answerSubjects: string[];
  answerSubjectsExample: string;
  /**
   * A "no" said on in a question's turn, another answer word said at once after it: the question
   * answered in its own turn, its words denied ("any chest pain or shortness of breath ... no no yeah no").
   */
  inTurnDenials?: { denials: string[]; then: string[]; example: string; sentence: string };
}
export const ASKING_RULES: Record<Lang, AskingRules> = { en: askingEn, fr: askingFr };
const ASKING_CUES = LANGUAGES.flatMap((lang) => ASKING_RULES[lang].cues.map((c) => c.words.split(' ')));
const NOT_ASKING = new Set(LANGUAGES.flatMap((lang) => ASKING_RULES[lang].notAsking));
const SUBJECTS = new Set(LANGUAGES.flatMap((lang) => ASKING_RULES[lang].subjects));
const PURPOSES = new Set(LANGUAGES.flatMap((lang) => ASKING_RULES[lang].purposes));
const ANSWER_SUBJECTS = new Set(LANGUAGES.flatMap((lang) => ASKING_RULES[lang].answerSubjects));
/** Parts of speech before a subject that make it the question's own clause ("anything else that i might have missed", "what i did is, i gave you"). */
const BINDING_POS = new Set(['PRON', 'SCONJ', 'DET', 'AUX']);
const IN_TURN_DENIALS = new Set(LANGUAGES.flatMap((lang) => ASKING_RULES[lang].inTurnDenials?.denials ?? []));
const IN_TURN_THEN = new Set(LANGUAGES.flatMap((lang) => ASKING_RULES[lang].inTurnDenials?.then ?? []));
/** Words a question says at least before an answer said on in its turn may open. */
const ASKED_BEFORE_ANSWER = 3;

/**
 * What a question's turn goes on to state in the first person (rules/<lang>/asking.json
 * answerSubjects): a transcript without punctuation or with its speakers run together holds the
 * question and the answer in one sentence ("do you have any nausea vomiting any fever chills i
 * feel nauseated but i'm not vomiting"); the answer's words are said as it says them.
 */
export function statedAfterAsking(words: readonly AssertedWord[]): PolarWord[] {
  // Where no tagger gives parts of speech (French), the subject's word alone.
  const subject = (w: AssertedWord) => (w.pos === 'PRON' || !w.pos) && ANSWER_SUBJECTS.has(w.text.toLowerCase());
  const at = words.findIndex((w, i) => i >= ASKED_BEFORE_ANSWER && subject(w) && !BINDING_POS.has(words[i - 1].pos ?? ''));
  return at < 0 ? [] : spokenWords(words.slice(at), false);
}

/**
 * What a turn that asks and is answered "no" in the same turn asserts (asking.json
 * inTurnDenials): the words from its asking cue to the "no" denied, what follows said as it is
 * said ("any chest pain or shortness of breath or anything like that no no yeah no"); null when
 * the turn holds no such answer, or denies anything itself before it.
 */
export function deniedInTurn(words: readonly AssertedWord[]): PolarWord[] | null {
  const lower = words.map((w) => w.text.toLowerCase());
  const cue = lower.findIndex((_, i) => ASKING_CUES.some((c) => c.every((x, k) => lower[i + k] === x)));
  if (cue < 0) return null;
  const at = lower.findIndex((w, i) => i > cue + 1 && IN_TURN_DENIALS.has(w) && IN_TURN_THEN.has(lower[i + 1] ?? ''));
  if (at < 0 || words.slice(cue, at).some((w) => w.negated)) return null;
  const denied = words
    .slice(cue, at)
    .map((w): PolarWord => ({ text: w.text, negated: true, asked: true, ...(w.pos ? { pos: w.pos } : {}) }));
  return [...denied, ...spokenWords(words.slice(at), false)];
}

const WORDS = /[\p{L}'’]+/gu;
/** Words a statement that asks may say before its asking word, whatever its length. */
const OPENING_WORDS = 4;

/**
 * Whether a statement asks without a question's form: an asking word, and no negation or
 * condition ("any other symptoms like a cough or dizziness"). Its answer is about the words
 * from the asking word on, so the words an answer is read of (the last ASKED_WORDS) must all
 * come after it (a few opening words aside): "continue to watch those foods that will exacerbate your uric acid levels any
 * other questions" asks of nothing said before.
 */
export function asksUnmarked(lower: string): boolean {
  const words = (lower.match(WORDS) ?? []).map((w) => w.replace(/’/g, "'"));
  if (words.some((w) => NOT_ASKING.has(w) || w.endsWith("n't"))) return false;
  // A short one may open with a few words before it ("and you take anything for the pain").
  const from = Math.max(OPENING_WORDS, words.length - ASKED_WORDS);
  return words.some((_, i) => i <= from && ASKING_CUES.some((cue) => cue.every((c, k) => words[i + k] === c)));
}

/** Where a clinician's question is answered: the patient's next turn. */
export interface QuestionAnswer {
  /** The utterance that answers it. */
  answer: number;
  /** The last question before the answer ("any fever?" "no"); else one of a run of questions ("chest pain? shortness of breath?" "no"). */
  direct: boolean;
  /** Said without a question's form, a few words that end the clinician's turn ("shortness of breath" "no shortness of breath"): a question if the answer opens with a yes or a no. */
  elliptical?: boolean;
}

/** Words a remark between a question and its answer says at most ("any allergies? I didn't ask." "no"). */
const ASIDE_WORDS = 5;
/** Words a clinician's turn that asks without a question's form says at most ("shortness of breath" "no"). */
const ELLIPTICAL_WORDS = 4;
/** Words an answer says at most for its "yes" to be said of the question's words ("Yeah, a bit."): a longer one says its own. */
export const SHORT_AFFIRM_WORDS = 4;
/** Words an answer says at most for its "no" to deny the question's words ("No, not that I've noticed."). */
export const SHORT_DENIAL_WORDS = 8;

/**
 * The answer of each clinician's question: the first utterance of the patient's next turn,
 * when nothing but other questions and short asides come between (a run of questions is
 * answered at once: "chest pain? shortness of breath? abdominal pain?" "no"); and of a few
 * words, or a statement with an asking word (asksUnmarked), that end the clinician's turn,
 * which may ask without a question's form.
 */
export function pairQuestions(utterances: readonly Exchange[]): Map<number, QuestionAnswer> {
  const out = new Map<number, QuestionAnswer>();
  utterances.forEach((u, i) => {
    if (u.role !== 'clinician') return;
    const next = utterances[i + 1];
    if (!u.isQuestion) {
      // The end of the clinician's turn: a few words, or a statement that asks ("and any other symptoms like a cough or dizziness" "no").
      const asking = (u.words > 0 && u.words <= ELLIPTICAL_WORDS) || (u.lower !== undefined && asksUnmarked(u.lower));
      if (asking && next && next.role === 'patient' && next.turn !== u.turn) out.set(i, { answer: i + 1, direct: true, elliptical: true });
      return;
    }
    let j = i + 1;
    let direct = true;
    while (j < utterances.length && utterances[j].turn === u.turn && utterances[j].role === u.role) {
      if (utterances[j].isQuestion) direct = false;
      else if (utterances[j].words > ASIDE_WORDS) return;
      j += 1;
    }
    const answer = utterances[j];
    if (answer && answer.role === 'patient' && answer.turn !== u.turn) out.set(i, { answer: j, direct });
  });
  return out;
}

/**
 * What a question asserts by its answer: every word denied by a short "no" (to a whole run of
 * questions too); by a short "yes", the words it asks as there (only the question just before
 * the answer: "any fever? any cough?" "yes, a cough" does not affirm the fever). An answer
 * that says more than that says its own words, and the question nothing.
 */
export function answeredWords(
  question: readonly AssertedWord[],
  answer: { polarity: Polarity | null; words: number; direct: boolean },
): PolarWord[] {
  // A question's opening said further back than its last words asks all it says from there ("have you ever had any issues where you had what we call urinary retention where you couldn't pee").
  const asked = beforePurpose(lastQuestion(questionOpening(question) >= 0 ? question : question.slice(-ASKED_WORDS)));
  const word = (w: AssertedWord, negated: boolean): PolarWord => ({ text: w.text, negated, asked: true, ...(w.pos ? { pos: w.pos } : {}) });
  if (answer.polarity === 'deny' && answer.words <= SHORT_DENIAL_WORDS) return asked.map((w) => word(w, true));
  if (answer.polarity === 'affirm' && answer.direct && answer.words <= SHORT_AFFIRM_WORDS)
    return asked.filter((w) => !w.negated).map((w) => word(w, false));
  return [];
}

/** Parts of speech that open a yes-or-no question after its auxiliary: "do you", "does the pain", "is there". */
const QUESTION_SUBJECT_POS = new Set(['PRON', 'DET']);

/**
 * The words of the last question a spoken turn asks, from its auxiliary on ("awesome weigh
 * yourself daily do you have a scale at home": "do you have a scale at home"), without the
 * subject it asks about ("does the pain extend anywhere" "no" denies that it extends, not the
 * pain). A turn with no such opening is asked whole ("any nausea or vomiting").
 */
function lastQuestion(words: readonly AssertedWord[]): readonly AssertedWord[] {
  const at = questionOpening(words);
  if (at < 0) return words;
  // The subject: a determiner and the nouns after it, when a verb follows them.
  let verb = at + 1;
  if (words[verb].pos === 'DET') while (verb + 1 < words.length && words[verb + 1].pos === 'NOUN') verb += 1;
  const subjectEnds = words[verb + 1]?.pos === 'VERB' ? verb + 1 : at + 1;
  return [words[at], ...words.slice(subjectEnds)];
}

/** What a question asks, without what it asks it for ("have you taken anything for pain" "no" denies taking anything, not the pain). */
function beforePurpose(words: readonly AssertedWord[]): readonly AssertedWord[] {
  const at = words.findIndex((w, i) => i > 0 && PURPOSES.has(w.text.toLowerCase()));
  return at < 0 ? words : words.slice(0, at);
}

/** Where the last yes-or-no question of a turn opens: its auxiliary before a pronoun or a determiner ("do you", "does the pain"); -1 when none does. */
function questionOpening(words: readonly AssertedWord[]): number {
  for (let i = words.length - 2; i >= 0; i--)
    if (words[i].pos === 'AUX' && QUESTION_SUBJECT_POS.has(words[i + 1].pos ?? '') && !SUBJECTS.has(words[i - 1]?.text.toLowerCase() ?? ''))
      return i;
  return -1;
}

/**
 * Words at the end of a question its answer is about: a long spoken question runs on from what
 * it says to what it asks ("your symptoms are consistent with a sprain have you sprained your
 * ankle before?" "no": the answer is about spraining it before, not the symptoms).
 */
export const ASKED_WORDS = 12;

/** How far a negation cue of speech reaches, in words: a spoken sentence runs on ("no rebound your lungs sound clear"). */
export const SPOKEN_NEGATION_REACH = 4;

/**
 * How far a spoken negation reaches and where it ends, per language (rules/<lang>/spoken-negation.json):
 * the words that open what it denies ("i don't feel any type of bony tenderness"), words with a
 * polarity of their own ("negative homans sign"), a negator said after what it denies ("invasion
 * not identified"), words that open what is there ("no fever some chills"), and a "no" said as a
 * reply ("no okay so your belly is soft").
 */
export const SPOKEN_NEGATION: Record<
  Lang,
  {
    objectOpeners: string[];
    example: string;
    denied: string;
    ownPolarity: string[];
    ownPolarityExample: string;
    postNegators: string[];
    postNegationExample: string;
    presenceOpeners: string[];
    presenceExample: string;
    replyNegators: string[];
    replyWords: string[];
    replyExample: string;
  }
> = {
  en: spokenNegationEn,
  fr: spokenNegationFr,
};
const OBJECT_OPENERS = new Set(LANGUAGES.flatMap((lang) => SPOKEN_NEGATION[lang].objectOpeners));

/**
 * How far each negated word of a spoken passage is from its cue, counted on from the last word
 * within reach that opens what the negation denies ("i don't feel any type of bony tenderness
 * to palpation": "tenderness" is 4 words on from "any"); a word said as there counts 0.
 */
function reachFromObject(words: readonly AssertedWord[]): number[] {
  let last = 0;
  let from = 0;
  return words.map((w) => {
    if (!w.negated) {
      last = 0;
      from = 0;
      return 0;
    }
    const reach = w.reach ?? 0;
    // A count that does not go on from the last word's is another cue's.
    if (reach <= last) from = 0;
    last = reach;
    const counted = reach - from;
    if (OBJECT_OPENERS.has(w.text.toLowerCase()) && counted <= SPOKEN_NEGATION_REACH) from = reach;
    return counted;
  });
}

/**
 * The words a spoken passage asserts itself: a negation said far from its cue is left out; so
 * is what an answer's opening "no" seems to negate ("No, I've been sleeping like a log": the
 * "no" answers the question), unless the question asked of that word ("any numbness?" "no, no
 * numbness"): then the answer denies it either way.
 */
export function spokenWords(
  words: readonly AssertedWord[],
  answering: boolean,
  asked: (word: string) => boolean = () => false,
): PolarWord[] {
  const scoped = spokenScope(words);
  const reach = reachFromObject(scoped);
  return scoped
    .filter((w, i) => !w.negated || (reach[i] <= SPOKEN_NEGATION_REACH && !(answering && w.byOpening && !asked(w.text))))
    .map((w) => ({
      text: w.text,
      negated: w.negated,
      ...(w.pos ? { pos: w.pos } : {}),
      ...(w.negated && w.reach !== undefined ? { reach: w.reach } : {}),
      ...(w.negated && w.near !== undefined ? { near: w.near } : {}),
    }));
}

/**
 * Words that say one finding (a result within normal limits, a value above them) in the ways a
 * note and a speaker say it: "X-ray of the chest is unremarkable", "this looks like a normal
 * x-ray"; "hemoglobin A1c is elevated at 8", "your a1c has been a little high at 8"; being sure
 * of a cause: "he is not sure if it is due to the change in the seasons", "i don't know if it's
 * the change in the seasons". Compared as the first word of their group.
 */
const SAME_FINDING: ReadonlyArray<readonly string[]> = [
  ['normal', 'normally', 'unremarkable', 'intact', 'fine', 'good', 'normale', 'normaux', 'normales', 'bon', 'bonne'],
  ['elevated', 'high', 'raised', 'élevé', 'élevée', 'élevés', 'élevées'],
  ['certain', 'sure', 'know', 'certaine', 'sûr', 'sûre', 'sais', 'sait'],
  ['pronation', 'pronate', 'pronates', 'pronating', 'pronated'],
  ['supination', 'supinate', 'supinates', 'supinating', 'supinated'],
];
const SAME = new Map(SAME_FINDING.flatMap((group) => group.map((w) => [w, group[0]] as const)));
/** A word as compared: the first word of its group of words for one finding, else itself. */
export const findingWord = (word: string) => SAME.get(word.toLowerCase()) ?? word;

/**
 * A spoken negation ends where a pronoun opens the next clause after the finding it denies: "no
 * gallop your lungs are clear", "I don't appreciate any murmurs that's kind of those extra
 * sounds". The words after it are left out, neither denied nor said.
 */
function spokenScope(words: readonly AssertedWord[]): AssertedWord[] {
  const out: AssertedWord[] = [];
  let named = false;
  let ended = false;
  let present = false;
  let last = 0;
  words.forEach((w, i) => {
    if (!w.negated) {
      named = false;
      ended = false;
      present = false;
      out.push(w);
      return;
    }
    // A negation cue's scope counts on from 1; a smaller count is another cue's.
    if ((w.reach ?? 0) <= last) {
      named = false;
      ended = false;
      present = false;
    }
    last = w.reach ?? 0;
    // A word that says a finding is there, after the one denied, opens what is there ("no fever some chills").
    // Where no tagger gives parts of speech, a word denied before it is taken for the finding.
    if (!ended && (named || (!w.pos && (w.reach ?? 0) > 1)) && PRESENCE_OPENERS.has(w.text.toLowerCase())) present = true;
    // A "no" said as a reply, a discourse word after it, denies nothing after it ("no okay so your belly is soft").
    if (w.reach === 1 && REPLY_WORDS.has(w.text.toLowerCase()) && REPLY_NEGATORS.has(words[i - 1]?.text.toLowerCase() ?? ''))
      present = true;
    if (present) {
      const { reach: _reach, near: _near, byOpening: _byOpening, ...said } = w;
      out.push({ ...said, negated: false });
      return;
    }
    if (!ended && named && w.pos === 'PRON') ended = true;
    // A word that says its own polarity, after the finding denied, opens another finding ("no calf tenderness negative homans sign").
    if (named && OWN_POLARITY.has(w.text.toLowerCase())) ended = true;
    if (ended) return;
    if (w.pos === 'NOUN' || w.pos === 'PROPN') named = true;
    out.push(w);
    // A negation said after what it denies ends with its participle ("lymphatic invasion not identified, perineural invasion not identified").
    if (w.reach === 1 && w.pos === 'VERB' && PARTICIPLE.test(w.text) && saidAfter(words, i)) ended = true;
  });
  return out;
}

/** Words that say a finding is there (rules/<lang>/spoken-negation.json: "no fever some chills"). */
const PRESENCE_OPENERS = new Set(LANGUAGES.flatMap((lang) => SPOKEN_NEGATION[lang].presenceOpeners));
/** A negator said as a reply and the discourse words after which it is one (rules/<lang>/spoken-negation.json: "no okay so your belly is soft"). */
const REPLY_NEGATORS = new Set(LANGUAGES.flatMap((lang) => SPOKEN_NEGATION[lang].replyNegators));
const REPLY_WORDS = new Set(LANGUAGES.flatMap((lang) => SPOKEN_NEGATION[lang].replyWords));
/** Words that say their own polarity (rules/<lang>/spoken-negation.json: "negative homans sign"). */
const OWN_POLARITY = new Set(LANGUAGES.flatMap((lang) => SPOKEN_NEGATION[lang].ownPolarity));
/** Whether the negator just before word i follows what it denies, a finding, not an auxiliary or a subject ("invasion not identified", not "i have not noticed"). */
function saidAfter(words: readonly AssertedWord[], i: number): boolean {
  const cue = words[i - 1];
  const before = words[i - 2];
  return (
    cue !== undefined &&
    POST_NEGATORS.has(cue.text.toLowerCase()) &&
    before !== undefined &&
    (before.pos === 'NOUN' || before.pos === 'PROPN' || before.pos === 'ADJ')
  );
}
const POST_NEGATORS = new Set(LANGUAGES.flatMap((lang) => SPOKEN_NEGATION[lang].postNegators));

/**
 * A written negation ends where a clause joined by "and" or "but" opens with its own subject
 * after what it denies: "his diet has not been great, and he thinks he needs to eat clean". The
 * words of that clause are said as there. A clause that says when or if ("denies
 * nausea when he is sitting in the back of the car") stays in the negation's scope.
 */
function writtenScope(words: readonly PolarWord[]): PolarWord[] {
  let named = false;
  let ended = false;
  let last = 0;
  return words.map((w, i) => {
    if (!w.negated) {
      named = false;
      ended = false;
      return w;
    }
    if ((w.reach ?? 0) <= last) {
      named = false;
      ended = false;
    }
    last = w.reach ?? 0;
    // The pronoun opens a clause as its subject: a verb follows ("and he thinks", not "and her arteries").
    if (!ended && named && w.pos === 'PRON' && words[i - 1]?.pos === 'CCONJ' && CLAUSE_VERB_POS.has(words[i + 1]?.pos ?? '')) ended = true;
    if (WRITTEN_NAMING_POS.has(w.pos ?? '')) named = true;
    if (!ended) return w;
    const { reach: _reach, near: _near, ...said } = w;
    return { ...said, negated: false };
  });
}

/**
 * What a note advises is not said to be there or not (rules/<lang>/advice.json: the words that
 * open advice, with the sentence they serve): "I advised him to purchase a scale to weigh himself
 * daily" says nothing of a scale against "do you have a scale at home?" "no". The words from the
 * first cue that opens advice ("advised him to", "recommended that we") on are left out.
 */
export const ADVICE: Record<
  Lang,
  { cues: string[]; openers: string[]; recommending: string[]; clauseOpeners: string[]; example: string; passage: string }
> = { en: adviceEn, fr: adviceFr };
const ADVICE_CUES = new Set(LANGUAGES.flatMap((lang) => ADVICE[lang].cues));
function beforeAdvice(words: readonly PolarWord[]): readonly PolarWord[] {
  // Advice to do something ("advised him to", "recommended that we"), not an order's purpose ("recommended a cardiac catheterization to make sure that he has any blockages").
  const opens = (i: number) =>
    words
      .slice(i + 1, i + 1 + ADVICE_REACH)
      .some(
        (w) =>
          ADVICE_OPENERS.has(w.text.toLowerCase()) ||
          (RECOMMENDING.has(words[i].text.toLowerCase()) && CLAUSE_OPENERS.has(w.text.toLowerCase())),
      );
  const at = words.findIndex((w, i) => !w.negated && ADVICE_CUES.has(w.text.toLowerCase()) && opens(i));
  return at < 0 ? words : words.slice(0, at);
}
/** Words the advice opens with, within ADVICE_REACH words of its cue. */
const ADVICE_OPENERS = new Set(LANGUAGES.flatMap((lang) => ADVICE[lang].openers));
/** Cues whose clause after them is advice too ("recommended that we consult"); after the others it is what was told ("advised him that the ulcer does not appear to be healing"). */
const RECOMMENDING = new Set(LANGUAGES.flatMap((lang) => ADVICE[lang].recommending));
const CLAUSE_OPENERS = new Set(LANGUAGES.flatMap((lang) => ADVICE[lang].clauseOpeners));
const ADVICE_REACH = 2;

/**
 * Whether a sentence's word is an action someone does: a verb after a person who does it ("she
 * tried filling", "we need to do"), or after an auxiliary, not as a passive ("he is taking", "she
 * will need"; not "treatment changes are needed"). A list of findings a tagger reads as verbs
 * ("Murmurs, gallops, or rubs.") names no one.
 */
function actedAt(words: readonly PolarWord[], i: number): boolean {
  const w = words[i];
  if (w.pos !== 'VERB') return false;
  if (words[i - 1]?.pos === 'AUX') return !PARTICIPLE.test(w.text);
  return words.slice(0, i).some((x) => x.pos === 'PRON' && !EXPLETIVES.has(x.text.toLowerCase()));
}
/** A past participle's ending: after an auxiliary, a passive ("are needed", "was seen"). */
const PARTICIPLE = /(?:ed|en|é|ée|és|ées)$/i;
/** Pronouns that name no one ("there were concerning symptoms"). */
const EXPLETIVES = new Set(['there', 'it', 'this', 'that', 'which', 'what']);

/** Where a sentence and its passages agree and disagree on the words they share. */
export interface WordPolarity {
  /** Keys said the same way where it is at stake: negated on both sides, or negated by one passage and said as there by another. */
  agree: string[];
  /** Keys said as there on both sides and negated by none: context, not agreement on polarity. */
  context: string[];
  /** Words of the sentence that the passages state only the other way, with the passages that do. */
  disagree: Array<{
    text: string;
    passages: number[];
    direct?: boolean;
    action?: boolean;
    opposite?: boolean;
    cue?: number;
    naming?: boolean;
  }>;
  /** Agreeing keys said that way only by questions their answer denies or affirms, a run of words none singled out. */
  agreeAsked?: string[];
  /** The negation cues of the sentence (counted from 0, in order) whose words are among the agreeing ones. */
  agreeCues?: number[];
}

/**
 * Compares what a sentence asserts of each of its words with what passages assert of the same
 * words (compared by `key`, a word's stem; null leaves a word out): "She denies that she is
 * staying active" against "I've been staying active" disagrees on "staying" and "active". A
 * word said both ways on one side is left out.
 */
export function comparePolarity(
  sentence: readonly PolarWord[],
  passages: ReadonlyArray<readonly PolarWord[]>,
  key: (word: string) => string | null,
): WordPolarity {
  const polarity = (list: readonly PolarWord[]) => {
    const out = new Map<string, { text: string; negated: boolean | null; pos: string; asked: boolean; reach?: number }>();
    // How near its cue a negated word is said: the content words between, else every word.
    const nearness = (w: PolarWord) => w.near ?? w.reach;
    for (const w of list) {
      const k = key(findingWord(w.text));
      if (k === null) continue;
      const held = out.get(k);
      out.set(k, {
        text: held?.text ?? w.text,
        negated: held && held.negated !== w.negated ? null : w.negated,
        pos: held?.pos ?? w.pos ?? '',
        asked: (held?.asked ?? true) && w.asked === true,
        ...(w.negated && nearness(w) !== undefined ? { reach: Math.min(nearness(w) ?? 0, held?.reach ?? nearness(w) ?? 0) } : {}),
      });
    }
    return out;
  };
  const scoped = writtenScope(beforeAdvice(sentence));
  const mine = polarity(scoped);
  const cues = cuesOf(scoped, key);
  const acts = new Set(
    sentence.flatMap((w, i) => (actedAt(sentence, i) ? [key(findingWord(w.text))] : [])).filter((k): k is string => k !== null),
  );
  // Where or when the sentence places a finding (a body part, a side, a time) is not what it asserts or denies ("cannot hear out of her left ear").
  const settings = new Set(sentence.filter((w) => w.setting).map((w) => key(findingWord(w.text))));
  const theirs = passages.map(polarity);
  // A passage that negates a word the sentence negates says the same negation, whatever its scope: "your lower extremities have no edema" for "no edema in the lower extremities".
  // Of the same cue: "Abdomen is not soft and without tenderness." against "your belly is soft there is no tenderness" shares the denial of the tenderness, not of the softness.
  const sharedCues = theirs.map(
    (p) => new Set([...mine].filter(([k, w]) => w.negated === true && p.get(k)?.negated === true).map(([k]) => cues.get(k))),
  );
  const sharesNegation = (i: number, k: string) => sharedCues[i].has(cues.get(k));
  const result: WordPolarity = { agree: [], context: [], disagree: [] };
  for (const [k, { text, negated, pos, reach }] of mine) {
    if (negated === null || !isStating(text, pos)) continue;
    const saying = theirs
      .map((p, i) => ({ i, negated: p.get(k)?.negated, reach: p.get(k)?.reach, pos: p.get(k)?.pos, asked: p.get(k)?.asked }))
      .filter((p) => p.negated !== undefined && !(negated && p.negated === false && sharesNegation(p.i, k)));
    if (saying.length === 0) continue;
    const said = saying.filter((p) => p.negated !== null);
    const stake = negated || saying.some((p) => p.negated !== false);
    if (said.some((p) => p.negated === negated)) {
      (stake ? result.agree : result.context).push(k);
      if (stake && said.filter((p) => p.negated === negated).every((p) => p.asked)) result.agreeAsked = [...(result.agreeAsked ?? []), k];
      if (stake && cues.has(k)) result.agreeCues = [...new Set([...(result.agreeCues ?? []), cues.get(k) ?? 0])];
    } else if (said.length > 0)
      result.disagree.push({
        text,
        passages: said.map((p) => p.i),
        ...(negated && cues.has(k) ? { cue: cues.get(k) } : {}),
        ...(NAMING_POS.has(pos) ? { naming: true } : {}),
        // An action where both sides say it as one, the sentence with someone doing it (a tagger reads a bare "Murmurs." as a verb).
        ...(acts.has(k) && said.every((p) => p.pos === 'VERB') ? { action: true } : {}),
        // What the sentence negates just after its cue, or says is there where a passage negates it just after its own ("no other abnormalities are noted").
        ...((negated && reach !== undefined && reach <= DIRECT_REACH) || (!negated && said.some((p) => directDenial(p, pos)))
          ? { direct: true }
          : {}),
      });
  }
  // A finding placed at one side that the passages place only at the opposite one: "pain to palpation of the lateral aspect" against "pain to palpation of the medial aspect".
  for (const [k, { text, negated }] of mine) {
    const other = OPPOSITE.get(findingWord(text));
    const otherKey = other === undefined ? null : key(other);
    if (negated !== false || otherKey === null || theirs.some((p) => p.has(k))) continue;
    const at = theirs.flatMap((p, i) => (p.get(otherKey)?.negated === false ? [i] : []));
    if (at.length > 0) result.disagree.push({ text, passages: at, direct: true, opposite: true });
  }
  // Said the other way round only where or when, the finding itself is not: "she cannot hear out of her left ear" against "difficulty hearing in your left ear".
  if (result.disagree.every((w) => w.opposite || settings.has(key(findingWord(w.text)))))
    result.disagree = result.disagree.filter((w) => w.opposite);
  return result;
}

/** Words for opposite sides or movements of a part, each to the other (rules/<lang>/opposite-sides.json). */
export const OPPOSITE_SIDES: Record<Lang, { pairs: Array<{ words: string[]; example: string; passage: string }> }> = {
  en: oppositeSidesEn,
  fr: oppositeSidesFr,
};
const OPPOSITE = new Map(
  LANGUAGES.flatMap((lang) =>
    OPPOSITE_SIDES[lang].pairs.flatMap(({ words: [a, b] }) => [
      [a, b],
      [b, a],
    ]),
  ),
);

/** Whether a word names a side or a movement of a part (left, right, medial, ...: opposite-sides.json). */
export const isSideWord = (word: string): boolean => OPPOSITE.has(word.toLowerCase());

/**
 * Whether a passage places what a sentence says only at the opposite side, aspect or movement:
 * it names the opposite of each such word of the sentence and none of them ("you do have pain to
 * palpation of the medial aspect" for "No pain to palpation of the lateral aspect.").
 */
export function placedOpposite(sentence: string, passage: string): boolean {
  const { sides, said } = sidesIn(sentence, passage);
  return sides.length > 0 && sides.every((w) => !said.has(sideRoot(w)) && said.has(sideRoot(OPPOSITE.get(w) as string)));
}

/** Whether a passage names a side, aspect or movement word of a sentence ("medial" for "... of the medial aspect."). */
export function namesSideOf(sentence: string, passage: string): boolean {
  const { sides, said } = sidesIn(sentence, passage);
  return sides.some((w) => said.has(sideRoot(w)));
}

const lowerWords = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** The words of a text naming a side, an aspect or a movement of a part, once each, in lower case ("lateral"). */
export const sideWordsOf = (text: string): string[] => [...new Set(lowerWords(text))].filter(isSideWord);

/** The side words of a sentence, and the roots of a passage's words. */
function sidesIn(sentence: string, passage: string) {
  return { sides: sideWordsOf(sentence), said: new Set(lowerWords(passage).map(sideRoot)) };
}

/** A side word compared by its first letters: "pronate" is said of "pronation", "medially" of "medial". */
const sideRoot = (w: string) => w.slice(0, SIDE_ROOT);

/** How many first letters of a side or movement word tell it ("pronat", "supina", "medial"). */
const SIDE_ROOT = 6;

/** The negation cue of each negated word of a sentence, by key, counted from 0 in order: a count of words from a cue that does not go on from the last word's is another cue's ("is not decreased ... without pain": two cues). */
function cuesOf(words: readonly PolarWord[], key: (word: string) => string | null): Map<string, number> {
  const out = new Map<string, number>();
  let cue = -1;
  let last = Infinity;
  for (const w of words) {
    if (!w.negated) {
      last = Infinity;
      continue;
    }
    const reach = w.reach ?? 0;
    if (last === Infinity || reach <= last) cue += 1;
    last = reach;
    const k = key(findingWord(w.text));
    if (k !== null && !out.has(k)) out.set(k, cue);
  }
  return out;
}

/**
 * Whether a passage denies a word as what its negation is about: a finding it names just after
 * its cue ("no other abnormalities are noted"), or one a normal finding implies absent ("regular
 * rate and rhythm": no murmurs). A question's words denied by its answer are said in a run, none
 * singled out; a state or an action just after a cue ("not able", "not experiencing") is left to
 * the other words.
 */
function directDenial(p: { reach?: number; pos?: string; asked?: boolean }, sentencePos: string): boolean {
  if (p.asked) return false;
  if (p.reach === undefined) return true;
  return p.reach <= DIRECT_REACH && (NAMING_POS.has(sentencePos) || NAMING_POS.has(p.pos ?? ''));
}

/** How many words of context one word said the other way round outweighs: "her flares are well controlled on allopurinol" against "no further flare-ups?" "no" is not contradicted. */
const CONTEXT_PER_DISAGREEMENT = 2;

/** How near its cue a word the note negates is what the negation is about: "is not elevated", "denies nausea", "no further tests". */
export const DIRECT_REACH = 2;

/**
 * The verdict on a sentence's words: contradicted when the passages say more of its words at
 * stake the other way round than the same way, and those words are not outweighed by the
 * context; a word the sentence negates itself, just after its cue, that the passages say is
 * there is what the sentence is about, whatever the context ("the straight leg raise test is
 * not negative" against "your straight leg raise test is negative"). As many words said the
 * other way round as the same way contradict it when one of them is such a word of a denial the
 * passages agree nothing of, a finding placed only at the opposite side, or a finding said the
 * other way round where only a question's run of words agrees. Only actions (verbs) said the
 * other way round, none just after a cue, are not enough. Partly supported when some are said
 * the other way round; else nothing to say.
 */
export function polarityVerdict(words: WordPolarity): 'contradicted' | 'partial' | null {
  const n = words.disagree.length;
  if (n === 0) return null;
  const direct = words.disagree.some((w) => w.direct);
  // An action said the other way round, away from any cue, says too little alone: "he is taking his blood pressure at home" against "you haven't been taking it that much on the weekends".
  if (!direct && words.disagree.every((w) => w.action)) return 'partial';
  // A denial the passages say the other way round just after its cue is not outweighed by another denial of the sentence they agree with: "Range of motion is not decreased in extension and lateral flexion without pain." against "range of motion is decreased" and "without pain".
  const agreeCues = new Set(words.agreeCues ?? []);
  if (n >= words.agree.length && words.disagree.some((w) => w.direct && w.cue !== undefined && !agreeCues.has(w.cue)))
    return 'contradicted';
  // A finding the passages place only at the opposite side is not outweighed by as many words said the same way ("Tenderness over the proximal phalanx." against "tenderness over your distal phalanx" and "i don't feel any tenderness over your proximal joint").
  if (n >= words.agree.length && words.disagree.some((w) => w.opposite)) return 'contradicted';
  // Agreement said only by a question's run of words weighs less than a word said the other way round just after a cue: "She does not have pain with movement." against "does it hurt here" "no" and "movement".
  if (
    n >= words.agree.length &&
    words.disagree.some((w) => w.direct && w.naming) &&
    words.agree.every((k) => words.agreeAsked?.includes(k))
  )
    return 'contradicted';
  return n > words.agree.length && (direct || n * CONTEXT_PER_DISAGREEMENT >= words.context.length) ? 'contradicted' : 'partial';
}
