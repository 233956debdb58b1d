// The visit model as sentences a note states, one fact each, with where in a note it goes,
// what kind of fact it is, and the passage it comes from. "Not in the note" lists those the
// note does not state; the draft is to be written from the same sentences.
import type { Lang } from '../language';
import type { Concept } from '../lexicon/lexicon';
import type { Evidence, Medication, PlanItem, VisitModel } from '../visit/model';
import { durationPhrase } from '../visit/durations';
import { planRules } from '../visit/plan-rules';
import { vitalMarkers } from '../visit/examination';
import { socialMarkers } from '../visit/social';
import { fold } from '../text/fold';
import { templateOf, write, type TemplateId } from './templates';

export type FactKind = 'symptom' | 'diagnosis' | 'medication' | 'allergy' | 'social' | 'exam' | 'vital' | 'result' | 'plan' | 'referral' | 'follow-up';
/** The same destinations as the evidence check's sections (functions/src/notes/evidence/sections.ts). */
export type Destination = 'history' | 'medications' | 'exam' | 'results' | 'assessment' | 'plan';

export interface Fact {
  kind: FactKind;
  destination: Destination;
  text: string;
  /** The concept the fact is about: a note naming it states the fact. */
  concept?: Concept;
  /** Otherwise, words any one of which a note states it with ("review", "follow up"). */
  markers?: string[];
  evidence: Evidence;
}

/** A concept as a note names it: with the abbreviation a clinician writes it with ("urinary tract infection (UTI)"). */
const nameOf = (concept: Concept) => (concept.abbreviation ? `${concept.name} (${concept.abbreviation})` : concept.name);

const planKind = (item: PlanItem): FactKind => (item.kind === 'referral' ? 'referral' : item.kind === 'follow-up' || item.kind === 'safety-net' ? 'follow-up' : 'plan');

/** A plan item as a note writes it, with the words that state it; null for what is written elsewhere. */
function planText(lang: Lang, item: PlanItem, rules: ReturnType<typeof writeRules>): { text: string; markers?: string[]; concept?: Concept } | null {
  if (item.write) return { text: item.write, markers: rules.literalsOf(item.write) };
  // Advice the clinician gave in their own words is stated by a note saying most of them.
  // A safety net said with its condition too: a note saying "worse" does not say what to call for.
  if (item.instruction) return { text: item.instruction };
  const timing = item.timing;
  const written = (id: TemplateId, values: Parameters<typeof write>[2] = {}) => ({ text: write(lang, id, values), markers: templateOf(lang, id).markers });
  switch (item.kind) {
    case 'time-off':
      return written(timing ? 'time-off-timing' : 'time-off', { timing });
    case 'follow-up':
    case 'safety-net':
      // A condition with a time ("if it's not better in three to four days") is a review; without one, a safety net.
      if (timing) return written(item.conditional ? 'follow-up-condition' : 'follow-up-timing', { timing });
      return written(item.kind === 'follow-up' ? 'follow-up' : 'safety-net');
    case 'test': {
      const test = item.concepts.find((c) => c.kind === 'test');
      if (test && item.notNeeded) return { text: write(lang, 'not-needed', { name: test.name }), concept: test };
      return test ? { ...written(item.conditional ? 'test-condition' : 'test', { name: test.name }), concept: test } : null;
    }
    case 'referral':
      return written('referral');
    default:
      // Medications are written from the medication list; advice with no sentence of its own is left to the draft.
      return null;
  }
}

/** The plan rules' literals by the sentence they write: any of them in a note states that sentence. */
function writeRules(lang: Lang) {
  const byText = new Map<string, string[]>();
  for (const rule of planRules(lang)) if (rule.write) byText.set(rule.write, [...(byText.get(rule.write) ?? []), rule.literal]);
  return { literalsOf: (text: string) => byText.get(text) ?? [] };
}

/** The sentence of a medication the plan starts, continues, changes or stops. */
function planMedication(status: Medication['status'], action: Medication['action'], dosed: boolean): TemplateId {
  if (status === 'stopped') return 'stop-medication';
  if (action === 'continue' || action === 'increase' || action === 'decrease') return `${action}-medication${dosed ? '-dosing' : ''}`;
  return dosed ? 'advised-medication-dosing' : 'advised-medication';
}

/** Every fact of the visit, as a note would state it. */
export function visitFacts(visit: VisitModel): Fact[] {
  if (!visit.speakersKnown) return [];
  const lang = visit.language;
  const facts: Fact[] = [];
  const seen = new Set<string>();
  const add = (fact: Fact) => {
    const key = fact.concept ? `${fact.destination}:${fact.concept.id}` : `${fact.destination}:${fact.text}`;
    if (seen.has(key)) return;
    seen.add(key);
    facts.push(fact);
  };
  for (const impression of [...visit.impressions].sort((a, b) => Number(a.differential) - Number(b.differential) || Number(a.certainty === 'possible') - Number(b.certainty === 'possible'))) {
    const id: TemplateId = impression.differential ? 'differential' : impression.certainty === 'possible' ? 'possible-impression' : 'impression';
    add({ kind: 'diagnosis', destination: 'assessment', text: write(lang, id, { name: nameOf(impression.concept) }), concept: impression.concept, evidence: impression.evidence });
  }
  for (const finding of visit.symptoms) {
    // Told or answered, present, and not "pain" with no site (it says too little to write).
    if (finding.assertion !== 'present' || finding.basis === 'stated' || finding.concept.sited) continue;
    const { duration, character } = finding.attributes;
    // "throbbing headache", "watery diarrhea": how it feels, before its name.
    const name = character ? `${character} ${finding.concept.name}` : finding.concept.name;
    add({ kind: 'symptom', destination: 'history', text: write(lang, duration ? 'symptom-duration' : 'symptom', { name, duration: duration && durationPhrase(duration, lang) }), concept: finding.concept, evidence: finding.evidence[0] });
  }
  for (const finding of visit.history) {
    if (finding.basis === 'stated') continue;
    add({ kind: 'diagnosis', destination: 'history', text: write(lang, 'history', { name: nameOf(finding.concept) }), concept: finding.concept, evidence: finding.evidence[0] });
  }
  for (const finding of visit.family) {
    // Who in the family has it, where the visit said ("Has a family history of migraine (mother and sister).").
    const relatives = finding.attributes.relatives ?? [];
    const clause = relatives.length > 1 ? `${relatives.slice(0, -1).join(', ')} ${lang === 'fr' ? 'et' : 'and'} ${relatives[relatives.length - 1]}` : relatives[0];
    add({ kind: 'diagnosis', destination: 'history', text: write(lang, clause ? 'family-relatives' : 'family', { name: nameOf(finding.concept), clause }), concept: finding.concept, evidence: finding.evidence[0] });
  }
  // Social history: smoking, alcohol, work, home ... each stated in a note by any of its topic's words.
  for (const social of visit.social) add({ kind: 'social', destination: 'history', text: social.text, markers: socialMarkers(lang, social.topic), evidence: social.evidence });
  // Examination, vital signs and results, as the clinician said them: a note states one by most of its words.
  for (const finding of visit.examination) {
    // A note naming a vital sign ("Tension 150/90", "BP 130/80") states its reading.
    const markers = finding.sign ? vitalMarkers(lang, finding.sign) : [];
    add({ kind: finding.kind, destination: finding.kind === 'result' ? 'results' : 'exam', text: finding.text, ...(markers.length > 0 ? { markers } : {}), evidence: finding.evidence });
  }
  for (const allergy of visit.allergies) {
    const text = write(lang, allergy.reaction ? 'allergy-reaction' : 'allergy', { name: allergy.said, clause: allergy.reaction });
    add({ kind: 'allergy', destination: 'medications', text, concept: allergy.concept, evidence: allergy.evidence });
  }
  for (const medication of visit.medications) {
    // A medication is written as it was said ("Tylenol" stays Tylenol): a note never names one the visit did not.
    // Said several ways ("the pill, Microgynon"), its own name goes before a common one.
    const sayings = visit.medications.filter((m) => m.concept.id === medication.concept.id && m.status === medication.status).map((m) => m.said);
    const name = sayings.find((said) => /^\p{Lu}/u.test(said) && fold(said) !== fold(medication.concept.name)) ?? medication.said;
    const dosing = medication.dosing;
    if (medication.status === 'current') add({ kind: 'medication', destination: 'medications', text: write(lang, dosing ? 'current-medication-dosing' : 'current-medication', { name, dosing }), concept: medication.concept, evidence: medication.evidence });
    else if (medication.status === 'not-needed') add({ kind: 'plan', destination: 'plan', text: write(lang, 'not-needed', { name }), concept: medication.concept, evidence: medication.evidence });
    else add({ kind: 'medication', destination: 'plan', text: write(lang, planMedication(medication.status, medication.action, Boolean(dosing)), { name, dosing }), concept: medication.concept, evidence: medication.evidence });
  }
  const rules = writeRules(lang);
  for (const item of visit.plan) {
    const written = planText(lang, item, rules);
    if (written) add({ kind: planKind(item), destination: 'plan', ...written, evidence: item.evidence });
  }
  return facts;
}
