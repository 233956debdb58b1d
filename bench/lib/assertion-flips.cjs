// Flips the assertion of a note sentence by one simple, stated transformation, for the
// contradiction benchmark: a sentence that said a finding was present now says it is absent,
// or the other way round. The first rule (in this order) that applies to the sentence is
// applied once, at its first place in the sentence; a sentence no rule applies to is not
// flipped (null).
//   denies        "denies (any) X"            -> "reports X"        (denied -> reported)
//   negative-for  "negative for X"            -> "positive for X"
//   doesnt-have   "does not / doesn't have X" -> "has X"            (did not have -> had)
//   is-not        "is not X"                  -> "is X"
//   no-removed    "no X"                      -> "X"                (not "no longer", "no one", ...)
//   reports       "reports X"                 -> "denies X"         (reported -> denied)
//   endorses      "endorses X"                -> "denies X"         (endorsed -> denied)
//   positive-for  "positive for X"            -> "negative for X"
//   has           "has X"                     -> "does not have X"  (X not a participle: "has been", "has seen" stay)
//   no-added      "X ..." at the start of the sentence (or after an item's "Title: "), X a
//                 finding of FINDINGS, optionally after a degree ("mild tenderness")
//                                             -> "No X ..."         (the degree dropped)
//   is            "is X", X a word of PREDICATES ("is intact", "is tender", "is noted")
//                                             -> "is not X"
'use strict';

/** Findings a note states present or absent (exam signs and symptoms), for "no" added. */
const FINDINGS =
  'pain tenderness swelling edema oedema erythema ecchymosis bruising effusion murmur murmurs rash fever fevers cough wheezing wheezes ' +
  'crackles rales rhonchi lymphadenopathy adenopathy nausea vomiting diarrhea diarrhoea numbness tingling weakness headache headaches ' +
  'dizziness fatigue laxity crepitus induration drainage discharge bleeding warmth redness deformity instability stiffness spasm ' +
  'spasms tremor chills syncope palpitations guarding rebound distension distention masses mass lesion lesions ulceration clubbing ' +
  'cyanosis jaundice hepatomegaly splenomegaly thyromegaly bruit bruits gallop gallops rubs jvd';
const FINDING_SET = new Set(FINDINGS.split(/\s+/));
const DEGREES = /^(?:mild|moderate|severe|significant|trace|slight|minimal|marked|some)$/i;

/** Words after "is" that state a finding (present, normal, tender...), for "is" -> "is not". */
const PREDICATES =
  'intact noted present positive negative tender swollen normal abnormal unremarkable clear stable elevated controlled improving ' +
  'improved worsening worse better painful seen appreciated palpable visible symmetric equal regular irregular reactive supple ' +
  'soft distended enlarged warm erythematous edematous diminished decreased increased limited full healed healing resolved';
const PREDICATE_SET = new Set(PREDICATES.split(/\s+/));

/** After "no": words that make no negation of a finding ("no longer", "no one"). */
const NOT_A_NEGATION = new Set(['longer', 'one', 'matter', 'doubt', 'way', 'more', 'further', 'need', 'sooner']);

/** After "has": words that make it an auxiliary or an obligation ("has been", "has to"). */
const AUXILIARY_NEXT = new Set([
  'been',
  'had',
  'not',
  'never',
  'no',
  'also',
  'already',
  'always',
  'just',
  'since',
  'to',
  'now',
  'recently',
  'still',
  'yet',
  'ever',
  'done',
  'gone',
  'seen',
  'taken',
  'given',
  'gotten',
  'begun',
  'shown',
  'known',
  'become',
]);

const capitalised = (replacement, original) =>
  /^[A-Z]/.test(original) ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;

/** A rule: a pattern and what to put for its match (a function of the match), or null when it does not apply. */
const RULES = [
  [
    'denies',
    /\b(denies|denied|deny)\b(\s+any\b)?/i,
    (m) => capitalised({ denies: 'reports', denied: 'reported', deny: 'report' }[m[1].toLowerCase()], m[1]),
  ],
  ['negative-for', /\bnegative for\b/i, (m) => capitalised('positive for', m[0])],
  [
    'doesnt-have',
    /\b(does not|doesn't|doesn’t|did not|didn't|didn’t) have\b/i,
    (m) => capitalised(/^did/i.test(m[1]) ? 'had' : 'has', m[0]),
  ],
  ['is-not', /\bis not\b/i, (m) => capitalised('is', m[0])],
  [
    'no-removed',
    /\b(no)\s+([A-Za-z]+)/i,
    (m) => (NOT_A_NEGATION.has(m[2].toLowerCase()) ? null : /^N/.test(m[1]) ? m[2][0].toUpperCase() + m[2].slice(1) : m[2]),
  ],
  ['reports', /\b(reports|reported)\b/i, (m) => capitalised(m[1].toLowerCase() === 'reports' ? 'denies' : 'denied', m[1])],
  ['endorses', /\b(endorses|endorsed)\b/i, (m) => capitalised(m[1].toLowerCase() === 'endorses' ? 'denies' : 'denied', m[1])],
  ['positive-for', /\bpositive for\b/i, (m) => capitalised('negative for', m[0])],
  [
    'has',
    /\b(has)\s+([A-Za-z]+)/i,
    (m) => (AUXILIARY_NEXT.has(m[2].toLowerCase()) || /(?:ed|en)$/i.test(m[2]) ? null : `${capitalised('does not have', m[1])} ${m[2]}`),
  ],
  [
    'no-added',
    /^((?:[A-Z][A-Za-z /&-]{0,40}:\s+)?)(?:([A-Za-z]+)\s+)?([A-Za-z]+)/,
    (m) => {
      const [, title, degree, finding] = m;
      if (degree !== undefined && !DEGREES.test(degree)) {
        // "Tenderness over ...": the first word is the finding, the second is not a degree's noun.
        return FINDING_SET.has(degree.toLowerCase()) ? `${title}No ${degree.toLowerCase()} ${finding}` : null;
      }
      return FINDING_SET.has(finding.toLowerCase()) ? `${title}No ${finding.toLowerCase()}` : null;
    },
  ],
  ['is', /\b(is)\s+([A-Za-z]+)/i, (m) => (PREDICATE_SET.has(m[2].toLowerCase()) ? `${m[1]} not ${m[2]}` : null)],
];

/** Every place a rule's pattern matches, in order (the patterns are matched one place at a time). */
function* places(sentence, pattern) {
  const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  for (const m of sentence.matchAll(global)) yield m;
}

/** The sentence with its assertion flipped: { text, rule }, or null when no rule applies. */
function flipAssertion(sentence) {
  for (const [rule, pattern, replace] of RULES) {
    for (const m of places(sentence, pattern)) {
      const replacement = replace(m);
      if (replacement === null) continue;
      return { text: sentence.slice(0, m.index) + replacement + sentence.slice(m.index + m[0].length), rule };
    }
  }
  return null;
}

/** The rules' names, in the order they are tried. */
const FLIP_RULES = RULES.map(([name]) => name);

module.exports = { flipAssertion, FLIP_RULES, FINDING_SET, PREDICATE_SET };
