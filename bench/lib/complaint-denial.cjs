// Whether a drafted note denies the visit's own presenting complaint. The complaint's main
// symptom words are its content words (highlight-words.cjs: stop words dropped, spelling
// normalised) less numbers and the words of NOT_SYMPTOM (sides and places such as "right"
// or "lower", visit words such as "follow-up" or "annual", and the patient's own framing such
// as "really bad", "for the last 3 days", "I feel"). A sentence of the draft denies the
// complaint when, after a negation cue (denies, denied, deny, no, not, n't, negative for,
// without), the rest of its clause holds every main symptom word. The clause ends at . ; : ! ?,
// at but, although, though, however, except, whereas, and where a new clause starts with
// its subject (he, she, they, it, I, we, the patient: "no water, they get headaches"), so
// "denies that she has diarrhea" is not read as a denial. A negation whose clause names an
// examination manoeuvre (palpation, percussion, flexion, extension, range of motion, "on
// exam") reports a finding on examination, not the patient's symptom: "No pain to palpation of
// the lateral aspect of the right knee" is what the clinicians' own reference notes write in
// knee-pain visits (ACI-BENCH D2N017, D2N037, D2N061 under the rule without this). A complaint left without main
// symptom words ("Follow-up of chronic problems"), or one that is itself said with a negation
// ("I can't move my left arm"), is not counted.
'use strict';

const { contentWords, normaliseWord, textWords } = require('./highlight-words.cjs');

const NOT_SYMPTOM = new Set(
  // sides and places
  (
    'right left bilateral sided side both worse than upper lower ' +
    // visit words
    'follow followup annual exam visit evaluation routine new patient check checkup history chronic problem condition medical ' +
    'emergency department room hospital after screening consult ' +
    // the patient's framing: time, degree, feeling
    'last past day week month year few couple really bad terrible blinding pouring strange very bit little lot ' +
    'having feel feeling felt well used get got keep'
  )
    .split(/\s+/)
    .map(normaliseWord),
);

const NEGATION_CUE = /\b(?:denies|denied|deny|no|not|negative for|without)\b|n['’]t\b/gi;
const EXAM_MANOEUVRE = /\b(?:palpat\w*|percussion|flexion|extension|range of motion|on exam(?:ination)?)\b/i;
const CLAUSE_END = /[.;:!?]|\b(?:but|although|though|however|except|whereas|he|she|they|it|i|we|the patient)\b/i;

/** The main symptom words of a complaint (normalised). */
function complaintWords(complaint) {
  return contentWords(complaint).filter((w) => !/^\d+$/.test(w) && !NOT_SYMPTOM.has(w));
}

/** The sentences of a note's text: its lines, split after . ! or ?. */
function textSentences(text) {
  return String(text)
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The stretches of a sentence from each negation cue to the end of its clause. */
function negationScopes(sentence) {
  const scopes = [];
  for (const m of sentence.matchAll(NEGATION_CUE)) {
    const rest = sentence.slice(m.index + m[0].length);
    const end = CLAUSE_END.exec(rest);
    scopes.push(end ? rest.slice(0, end.index) : rest);
  }
  return scopes;
}

/** Whether a sentence denies every one of `words` within one negation scope. */
function deniesWords(sentence, words) {
  if (words.length === 0) return false;
  return negationScopes(sentence).some((scope) => {
    if (EXAM_MANOEUVRE.test(scope)) return false;
    const said = new Set(textWords(scope));
    return words.every((w) => said.has(w));
  });
}

/** Whether a complaint can be denied: it has main symptom words and does not itself negate them. */
const deniable = (complaint) => complaintWords(complaint).length > 0 && !deniesWords(complaint, complaintWords(complaint));

/** The draft's sentences that deny the complaint (none when the complaint is not deniable). */
function complaintDenials(draftText, complaint) {
  if (!deniable(complaint)) return [];
  const words = complaintWords(complaint);
  return textSentences(draftText).filter((s) => deniesWords(s, words));
}

module.exports = { complaintWords, deniable, negationScopes, deniesWords, complaintDenials, textSentences, NOT_SYMPTOM };
