// Rewrites what a speaker said into clinical third person. The patient's "I have had a
// headache" becomes "she has had a headache"; the clinician's "you" becomes the patient
// ("I want you to take" → "I want her to take"); the clinician's own "I" and "we" stay, as
// in a note the clinician signs. English is rewritten fully; French only for the patient's
// first person ("j'ai mal" → "elle a mal"), the most common case in a French transcript.
import type { Pronoun } from './types';
import { capital } from '../text/words';
import { unicodeWords } from '../text/word-boundary';

interface PronounForms {
  subj: string;
  obj: string;
  poss: string;
  possAbs: string;
  refl: string;
  plural: boolean;
}

const FORMS: Record<Pronoun, PronounForms> = {
  she: { subj: 'she', obj: 'her', poss: 'her', possAbs: 'hers', refl: 'herself', plural: false },
  he: { subj: 'he', obj: 'him', poss: 'his', possAbs: 'his', refl: 'himself', plural: false },
  they: { subj: 'they', obj: 'them', poss: 'their', possAbs: 'theirs', refl: 'themselves', plural: true },
};

const EXPANSIONS: Array<[RegExp, string]> = [
  [/\bi['’]m\b/gi, 'i am'],
  [/\bi['’]ve\b/gi, 'i have'],
  [/\bi['’]d\b/gi, 'i would'],
  [/\bi['’]ll\b/gi, 'i will'],
  [/\byou['’]re\b/gi, 'you are'],
  [/\byou['’]ve\b/gi, 'you have'],
  [/\byou['’]ll\b/gi, 'you will'],
  [/\byou['’]d\b/gi, 'you would'],
  [/\bwe['’]re\b/gi, 'we are'],
  [/\bwe['’]ll\b/gi, 'we will'],
  [/\bwe['’]ve\b/gi, 'we have'],
  [/\bcan['’]t\b/gi, 'cannot'],
  [/\bwon['’]t\b/gi, 'will not'],
  [/\b(do|does|did|is|are|was|were|has|have|had|could|would|should)n['’]t\b/gi, '$1 not'],
  [/\b(it|that|there|she|he|what)['’]s been\b/gi, '$1 has been'],
  [/\b(it|that|there|she|he|what)['’]s got\b/gi, '$1 has got'],
  [/\bit['’]s\b/gi, 'it is'],
  [/\bthat['’]s\b/gi, 'that is'],
  [/\bthere['’]s\b/gi, 'there is'],
];

/** Common verbs in their base form: after "she"/"he" they take -s. */
export const VERB_BASES: ReadonlySet<string> = new Set(
  `have do go take feel get think know want need try use like love work walk run play eat drink sleep wake smoke vape notice see hear say
  tell mean remember forget check monitor exercise live stay keep start stop wear bike swim hike travel drive lift bend sit stand lie
  cough sneeze vomit miss skip wonder guess believe hope worry seem come find avoid follow watch cook lose gain pee urinate sweat
  breathe wheeze struggle deal manage handle plan understand agree prefer enjoy hate mind wish care recall tend experience get wake
  ache bleed bruise itch burn throb tingle apply inject measure test weigh run jog dance garden clean carry push pull climb fall trip
  limp rest ice elevate stretch massage feel fall notice continue develop suffer complain report deny endorse describe rate wear change
  fill refill pick pay afford spend attend visit call text email write read teach cover own drink eat chew swallow taste smell snore
  snack binge purge count track log record believe want`
    .split(/\s+/)
    .filter(Boolean),
);
const VERBS = VERB_BASES;

const ADVERBS = new Set(
  'still also just really only usually always never sometimes often already actually definitely probably even currently typically normally generally mostly occasionally finally certainly mainly rarely kind sort pretty constantly regularly frequently barely hardly truly likely possibly'.split(
    ' ',
  ),
);

/** Words after which "you" is an object ("tell you", "for you"). */
const OBJECT_BEFORE = new Set(
  `to for with at from about give gave tell told see saw start started put send sent refer referred ask asked let help want get got make
  show call check examine keep thank bring take took prescribe prescribed place placed schedule follow advise advised encourage encouraged
  need like of on in by into onto against around behind upon than treat treated see seen hear heard remind reassure assure seeing
  love bother cause caused caution counsel counseled educate educated instruct instructed recommend have has had`
    .split(/\s+/)
    .filter(Boolean),
);

function thirdSingular(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'do') return 'does';
  if (verb === 'go') return 'goes';
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

/** Matches the case of a replacement to the word it replaces. */
function sameCase(original: string, replacement: string): string {
  return original[0] === original[0].toUpperCase() && original[0] !== original[0].toLowerCase() ? capital(replacement) : replacement;
}

/** Conjugates the verb after a new third-person subject, skipping adverbs and "not". */
function conjugateAfter(tokens: string[], from: number, forms: PronounForms): void {
  for (let k = from; k < tokens.length; k++) {
    const t = tokens[k];
    if (/^\s+$/.test(t)) continue;
    const w = t.toLowerCase();
    if (ADVERBS.has(w) || w === 'not' || w === 'of') continue;
    if (w === 'am' || w === 'are') tokens[k] = forms.plural ? 'are' : 'is';
    else if (w === 'was' || w === 'were') tokens[k] = forms.plural ? 'were' : 'was';
    else if (!forms.plural && VERBS.has(w)) tokens[k] = thirdSingular(w);
    return;
  }
}

/** After the patient's "you" became "I": "you are" → "I am", "you were" → "I was". */
function conjugateFirstAfter(tokens: string[], from: number): void {
  for (let k = from; k < tokens.length; k++) {
    const w = tokens[k].toLowerCase();
    if (/^\s+$/.test(tokens[k]) || ADVERBS.has(w) || w === 'not') continue;
    if (w === 'are') tokens[k] = 'am';
    else if (w === 'were') tokens[k] = 'was';
    return;
  }
}

/** A "you" that means anyone, after "when you ..." earlier in the same clause. */
function genericYou(tokens: string[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k > i - 12; k--) {
    const w = tokens[k].toLowerCase();
    if (/^[,.;:?!]$/.test(w)) return false;
    if (/^(when|whenever|if)$/.test(w)) return true;
  }
  return false;
}

function nextWord(tokens: string[], i: number): string {
  for (let k = i + 1; k < tokens.length; k++) if (!/^\s+$/.test(tokens[k])) return tokens[k].toLowerCase();
  return '';
}

function prevWord(tokens: string[], i: number): string {
  for (let k = i - 1; k >= 0; k--) if (!/^\s+$/.test(tokens[k])) return tokens[k].toLowerCase();
  return '';
}

const FINITE_AFTER_SUBJECT = new Set([
  'are',
  'were',
  'will',
  'would',
  'can',
  'could',
  'should',
  'might',
  'must',
  "aren't",
  "weren't",
  "don't",
  "didn't",
  "haven't",
  'do',
  'did',
  'had',
]);
const AUXILIARIES = new Set('do does did are is were was will would can could should shall may might must'.split(' '));
const HAVE = new Set(['have', 'has', 'had']);
const CONJUNCTIONS = new Set('than that because if when since and but so'.split(' '));
/** Words that follow an object "you" ("swab you for", "see you in", "have you here"). */
const AFTER_OBJECT = new Set(
  'for to in on at with about from into over up down out back off today tomorrow again here there a an the some this that now soon later next every once twice know'.split(
    ' ',
  ),
);

const PARTICIPLE = /^(?:been|got|gotten|had|done|seen|felt|heard|taken|gone|\w+ed)$/;

/** The `n`th word after tokens[i]. */
function wordAfter(tokens: string[], i: number, n: number): string {
  for (let k = i + 1; k < tokens.length; k++) if (!/^\s+$/.test(tokens[k]) && --n === 0) return tokens[k].toLowerCase();
  return '';
}

/** Whether "you" at tokens[i] is the subject of a clause ("did you fall") or an object ("see you"). */
function youIsSubject(tokens: string[], i: number): boolean {
  const prev = prevWord(tokens, i);
  const next = nextWord(tokens, i);
  if (AUXILIARIES.has(prev)) return true;
  if (HAVE.has(prev)) return /(?:ed|en|been|got|had|done|seen|felt|heard|tried|taken|gone|had)$/.test(next);
  // "think you are", "see you have": a verb right after "you" makes it the subject.
  if (FINITE_AFTER_SUBJECT.has(next)) return true;
  // "other than you have got", "that you have": after a conjunction, "you have" opens a clause.
  if (HAVE.has(next) && CONJUNCTIONS.has(prev)) return true;
  // "mentioned you have been", "said you had got": "you" before a perfect opens a clause.
  if (HAVE.has(next) && PARTICIPLE.test(wordAfter(tokens, i, 2))) return true;
  if (next === '' || /^[,.;:?!]$/.test(next) || AFTER_OBJECT.has(next)) return false;
  if (OBJECT_BEFORE.has(prev) || VERBS.has(prev) || /ed$/.test(prev)) return false;
  return true;
}

/** An English sentence in clinical third person. */
export function toThirdPersonEn(text: string, speaker: 'patient' | 'clinician', pronoun: Pronoun): string {
  const forms = FORMS[pronoun];
  let expanded = text;
  for (const [pattern, replacement] of EXPANSIONS) {
    expanded = expanded.replace(pattern, (m: string, g1?: string) =>
      sameCase(m, typeof g1 === 'string' ? replacement.replace('$1', g1) : replacement),
    );
  }
  const tokens = expanded.split(/(\s+|[,.;:?!"()])/).filter((t) => t !== '');
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const w = t.toLowerCase();
    if (speaker === 'patient') {
      if (w === 'i') {
        tokens[i] = forms.subj;
        conjugateAfter(tokens, i + 1, forms);
      } else if (w === 'me') tokens[i] = forms.obj;
      else if (w === 'my') tokens[i] = forms.poss;
      else if (w === 'mine') tokens[i] = forms.possAbs;
      else if (w === 'myself') tokens[i] = forms.refl;
      else if (w === 'you' || w === 'your') {
        // The patient's "you" is the clinician, who signs the note ("the tests you recommended"
        // → "the tests I recommended"), except the generic "when you bend over".
        const generic = /^(when|if|whenever|because|where|once|until|as)$/.test(prevWord(tokens, i)) || genericYou(tokens, i);
        if (w === 'your') tokens[i] = generic ? forms.poss : 'my';
        else if (generic) {
          tokens[i] = forms.subj;
          conjugateAfter(tokens, i + 1, forms);
        } else if (youIsSubject(tokens, i)) {
          tokens[i] = 'I';
          conjugateFirstAfter(tokens, i + 1);
        } else tokens[i] = 'me';
      } else if (w === 'yourself') tokens[i] = forms.refl;
    } else if (speaker === 'clinician') {
      if (w === 'you') {
        if (youIsSubject(tokens, i)) {
          tokens[i] = sameCase(t, forms.subj);
          conjugateAfter(tokens, i + 1, forms);
        } else tokens[i] = forms.obj;
      } else if (w === 'your') tokens[i] = sameCase(t, forms.poss);
      else if (w === 'yours') tokens[i] = forms.possAbs;
      else if (w === 'yourself' || w === 'yourselves') tokens[i] = forms.refl;
      else if (w === 'i') tokens[i] = 'I';
    }
  }
  let out = tokens.join('');
  if (speaker === 'clinician') {
    out = out
      .replace(/\b(I am|we are) going to go ahead and\b/gi, 'we will')
      .replace(/\b(I am|we are) going to\b/gi, 'we will')
      .replace(/\blet's go ahead and\b/gi, 'we will')
      .replace(/\blet's\b/gi, 'we will')
      .replace(/\bgo ahead and\b/gi, '')
      .replace(/\s+/g, ' ');
  } else {
    out = out.replace(/\b(she|he|they) (is|are) going to\b/gi, '$1 will');
  }
  return out;
}

const FR_SUBJECTS: Record<Pronoun, string> = { she: 'elle', he: 'il', they: 'la personne' };

/** A French verb after "je" in the third person singular ("prends" → "prend"). */
function frThirdSingular(verb: string): string {
  const irregular: Record<string, string> = { ai: 'a', suis: 'est', vais: 'va', peux: 'peut', veux: 'veut', vaux: 'vaut' };
  if (irregular[verb]) return irregular[verb];
  if (/ai$/.test(verb)) return `${verb.slice(0, -1)}`;
  if (/ais$/.test(verb)) return `${verb.slice(0, -1)}t`;
  if (/ds$/.test(verb)) return verb.slice(0, -1);
  if (/ts$/.test(verb)) return verb.slice(0, -1);
  if (/[^e]s$/.test(verb)) return `${verb.slice(0, -1)}t`;
  return verb;
}

/** The patient's first person in French: "j'en", "j'ai", "je ne me", "moi-même", "mon", "m'", "me", "moi". */
const FR_FIRST_PERSON = {
  doneTo: unicodeWords(/\bje lui (ai|avais)\b/giu),
  elidedWithPronoun: unicodeWords(/\bj['’](en|y) (\p{L}+)/giu),
  elided: unicodeWords(/\bj['’](\p{L}+)/giu),
  je: unicodeWords(/\bje (ne |n['’])?(me |m['’]|se |s['’])?(l['’]|le |la |les |lui |leur |en |y )?(\p{L}+)/giu),
  myself: unicodeWords(/\bmoi-même\b/giu),
  my: unicodeWords(/\b(mon|ma|mes)\b/giu),
  meElided: unicodeWords(/\bm['’](?=\p{L})/giu),
  me: unicodeWords(/\bme\b/giu),
  moi: unicodeWords(/\bmoi\b/giu),
};

/** A French sentence of the patient's in the third person (first person only). */
export function toThirdPersonFr(text: string, pronoun: Pronoun): string {
  const subj = FR_SUBJECTS[pronoun];
  return (
    text
      // What a parent or carer speaking did to the patient ("je lui ai donné du Doliprane"): done by nobody named.
      .replace(FR_FIRST_PERSON.doneTo, (_m, aux: string) => `on lui ${aux.toLowerCase() === 'ai' ? 'a' : 'avait'}`)
      // An object pronoun between the subject and its verb: "j'en ai besoin", "j'y vais", "je l'ai", "je les prends".
      .replace(
        FR_FIRST_PERSON.elidedWithPronoun,
        (_m, pro: string, verb: string) => `${subj} ${pro} ${frThirdSingular(verb.toLowerCase())}`,
      )
      .replace(FR_FIRST_PERSON.elided, (_m, verb: string) => `${subj} ${frThirdSingular(verb.toLowerCase())}`)
      .replace(FR_FIRST_PERSON.je, (_m, neg: string | undefined, refl: string | undefined, pro: string | undefined, verb: string) => {
        const r = refl ? (refl.startsWith('m') ? (refl.endsWith(' ') ? 'se ' : "s'") : refl) : '';
        return `${subj} ${neg ?? ''}${r}${pro ?? ''}${frThirdSingular(verb.toLowerCase())}`;
      })
      .replace(FR_FIRST_PERSON.myself, pronoun === 'she' ? 'elle-même' : 'lui-même')
      .replace(FR_FIRST_PERSON.my, (m) => ({ mon: 'son', ma: 'sa', mes: 'ses' })[m.toLowerCase()] ?? m)
      .replace(FR_FIRST_PERSON.meElided, 'lui ')
      .replace(FR_FIRST_PERSON.me, 'lui')
      .replace(FR_FIRST_PERSON.moi, pronoun === 'she' ? 'elle' : 'lui')
  );
}
