// Content words of a sentence for matching a note against what was said: lower case,
// accents kept apart, function words and the note's own vocabulary ("patient", "reports",
// "presents") left out, and a light suffix cut so "hurting" meets "hurts" and "douleurs"
// meets "douleur". English and French. Words of one meaning a note and speech word apart
// ("unremarkable" / "looks fine") are data (rules/en/same-words.json), each class with its example.
import sameWords from '../../rules/en/same-words.json';
import { unicodeWords } from '../text/word-boundary';

const FUNCTION_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by can
  could did do does doing down during each few for from further had has have having he her here hers herself him himself his how
  i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours out over own
  same she should so some such than that the their theirs them themselves then there these they this those through to too under
  until up very was we were what when where which while who whom why will with would you your yours yourself also um uh okay ok
  yeah yes oh well like really just kind sort lot little bit gonna going get got go goes went thing things something anything
  let let's know think see say said says tell told mean want wanted right alright sure um-hum mm-hmm hmm going gonna
  au aux avec ce ces cet cette dans de des du elle elles en et eux il ils je la le les leur leurs lui ma mais me mes moi mon
  ne nos notre nous on ou où par pas pour qu que qui sa se ses son sur ta te tes toi ton tu un une vos votre vous y été être
  avoir a ai as avons avez ont est sont était etait fait faire plus très tres bien alors donc aussi comme si oui non ça ca cela`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words a note uses to frame what was said: never evidence of anything by themselves. */
const NOTE_WORDS = new Set(
  `patient patients client presents presented presenting reports reported reporting states stated notes noted denies denied
  endorses endorsed describes described today visit evaluation follow-up history also additionally further currently recently
  mr mrs ms miss year-old old female male woman man gentleman lady complains complaint continues continue well per follow
  discuss discussed discussion discussions believe believes suspect advised advise encouraged encourage recommend recommended
  recommendation recommendations understands understand agrees agree agreement agreements questions asked answered reviewed arranged
  reviewing review findings examination exam options regards utilizing utilize however quite lengthy detail nature point
  concerns concern satisfaction agreed diagnosis treatment plan clinical current regimen patient's medical verbalizes
  verbalized understanding invited regarding regard pleasant clinic office symptoms management radiographic radiological rates rated
  cote cotée
  clinique cabinet symptômes
  patiente cliente présente rapporte rapportée signale nie aujourd'hui consultation visite évaluation réévaluation suivi antécédents homme femme ans consulte
  conseillé conseillée conseillés conseillées utilisation`
    .split(/\s+/)
    .filter(Boolean),
);

/** Word-forming characters: letters, digits, and an inner hyphen or apostrophe. */
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

const SUFFIXES = [
  'ations',
  'ation',
  // A state a note names and speech says as its adjective: "numbness" / "numb", "shortness of breath" / "short of breath".
  'ness',
  'ements',
  'ement',
  'ments',
  'ment',
  'ingly',
  'ings',
  'ing',
  'edly',
  'ies',
  'ied',
  'ed',
  'es',
  'ly',
  'ful',
  'euses',
  'euse',
  'eux',
  'ées',
  'ée',
  'és',
  'é',
  's',
  'x',
  'e',
];

/** Words a note and speech use for one thing ("pain" / "hurts", "daily" / "a day"): compared as one. */
const SAME_AS: Record<string, string> = {
  hurt: 'pain',
  hurts: 'pain',
  hurting: 'pain',
  ache: 'pain',
  aches: 'pain',
  aching: 'pain',
  sore: 'pain',
  soreness: 'pain',
  painful: 'pain',
  pains: 'pain',
  discomfort: 'pain',
  douleur: 'pain',
  douleurs: 'pain',
  mal: 'pain',
  daily: 'day',
  day: 'day',
  jour: 'day',
  quotidien: 'day',
  worse: 'worsen',
  worsens: 'worsen',
  worsened: 'worsen',
  worsening: 'worsen',
  obtain: 'get',
  order: 'get',
  ordering: 'get',
  ordered: 'get',
  check: 'get',
  x: 'xray',
  'x-ray': 'xray',
  'x-rays': 'xray',
  xray: 'xray',
  radiographie: 'xray',
  medication: 'medic',
  medications: 'medic',
  medicine: 'medic',
  medicines: 'medic',
  meds: 'medic',
  médicament: 'medic',
  médicaments: 'medic',
  prescribe: 'start',
  prescribed: 'start',
  prescription: 'start',
  initiate: 'start',
  begin: 'start',
  starting: 'start',
  started: 'start',
  weigh: 'weight',
  weighs: 'weight',
  weights: 'weight',
  weighing: 'weight',
  sodium: 'salt',
  poids: 'weight',
  sel: 'salt',
  hep: 'hepatit',
  aircast: 'cast',
  iv: 'intraven',
  intravenous: 'intraven',
  intravenously: 'intraven',
  intraveineuse: 'intraven',
  referral: 'refer',
  referrals: 'refer',
  referred: 'refer',
  referring: 'refer',
  surgical: 'surgery',
  surgically: 'surgery',
  surgeries: 'surgery',
  discontinue: 'stop',
  discontinued: 'stop',
  stopping: 'stop',
  stopped: 'stop',
  cease: 'stop',
  contact: 'call',
  contacted: 'call',
  notify: 'call',
  notified: 'call',
  phone: 'call',
  calls: 'call',
  called: 'call',
  calling: 'call',
  appeler: 'call',
  decreased: 'decrease',
  reduce: 'decrease',
  reduced: 'decrease',
  lower: 'decrease',
  increased: 'increase',
  raise: 'increase',
  ...Object.fromEntries(sameWords.classes.flatMap((c) => c.words.map((w) => [w, c.as]))),
};

/** A word without accents, case or common endings ("Douleurs" → "douleur", "hurting" → "hurt"). */
export function stem(word: string): string {
  let w = word
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^(?:l|d|j|m|n|s|t|c|qu)'/, '');
  const same = SAME_AS[w];
  if (same) return same;
  w = w.normalize('NFD').replace(/\p{M}/gu, '');
  if (/^\d/.test(w)) return w;
  for (const suffix of SUFFIXES) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // A short plural or third person ("runs", "legs") meets its base word; "less", "plus", "axis" keep theirs.
  if (w.length === 4 && /[^sui]s$/.test(w)) w = w.slice(0, -1);
  return w.slice(0, 7);
}

/** A word of a text with where it is. */
export interface Word {
  text: string;
  stem: string;
  index: number;
}

/** Every word of a text with its stem. */
export function words(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], stem: stem(m[0]), index: m.index ?? 0 }));
}

/** Whether a word carries content (not a function word, not the note's framing, not a lone letter). */
export function isContentWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/’/g, "'");
  if (FUNCTION_WORDS.has(lower) || NOTE_WORDS.has(lower)) return false;
  const bare = lower.replace(/^(?:l|d|j|m|n|s|t|c|qu)'/, '');
  if (FUNCTION_WORDS.has(bare) || NOTE_WORDS.has(bare)) return false;
  // A short word said for a longer one ("iv", "x" of "x-ray") carries content.
  return bare.length > 2 || /^\d+$/.test(bare) || SAME_AS[bare] !== undefined;
}

/**
 * Phrases a note frames what was said with, whose words alone can carry content ("over the past week", "a planned trip"),
 * and the note's mark of a past condition over ("asthma (resolved)").
 */
const NOTE_PHRASES = unicodeWords(
  /\b(?:past (?:medical |surgical )?history|is planned|est prévue?|antécédents chirurgicaux|advised to use)\b/giu,
);
const NOTE_MARKS = /\((?:resolved|résolu)\)/giu;

/** The content words of a text, the words of the note's framing phrases left out. */
export function contentWords(text: string): Word[] {
  const framed = [...text.matchAll(NOTE_PHRASES), ...text.matchAll(NOTE_MARKS)].map(
    (m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const,
  );
  return words(text).filter(
    (w) => isContentWord(w.text) && !/^\d/.test(w.text) && !framed.some(([from, to]) => w.index >= from && w.index < to),
  );
}

/** The stems of the content words of a text (for retrieval). */
export function contentStems(text: string): string[] {
  return contentWords(text).map((w) => w.stem);
}
