// Codes a language model proposed for a visit, checked before a clinician sees them. Against
// the code set: a code that does not exist is read as the nearest code above it that does (or
// set apart when none does); a category becomes the billable code under it that the visit's
// words allow, or asks the detail it needs. Against the visit model's facts: a code is
// supported when a fact the visit holds as said (the clinician's stated impression, a condition
// of the history that is there, a symptom that is there) maps to its category, by the mapping
// the suggestions use or by the code set's own words for the fact. An uncertain impression or a
// differential supports no diagnosis code. A proposal no fact supports is returned apart, as
// unsupported: it is never to be accepted by default.
import { lexiconEntries } from '../lexicon/lexicon';
import type { VisitModel } from '../visit/model';
import type { CodeSet, IcdCode } from './code-set';
import { type CodedFact, type CodeReason, type CodeSuggestion, finalCode, reasonsText, suggestionFor } from './suggest';

/** A proposed code no fact of the visit supports (or that the code set does not hold). */
export interface UnsupportedCode {
  /** With its dot, as the code set writes it (as proposed when the set does not hold it). */
  code: string;
  /** Empty when the code set does not hold it. */
  description: string;
  billable: boolean;
  reasons: CodeReason[];
}

export interface ProposedCodes {
  /** Each supported proposal as a suggestion, its evidence the fact that supports it. */
  supported: CodeSuggestion[];
  unsupported: UnsupportedCode[];
}

/** Search hits taken per name or term of a fact: their categories are what the code set says the fact is. */
const HITS_PER_NAME = 4;
/** Terms of a lexicon concept searched besides its name. */
const TERMS_PER_CONCEPT = 6;
/** At most this many proposals are read. */
export const MAX_PROPOSED = 12;

interface Fact {
  fact: CodedFact;
  /** Said as there (a stated impression, a condition or symptom present), not a guess or a differential. */
  certain: boolean;
}

/** The visit's facts a code can stand for: the impressions (stated first), then the conditions of the history and the symptoms that are there. */
function factsOf(visit: VisitModel): Fact[] {
  const impressions = [...visit.impressions].sort((a, b) => Number(b.certainty === 'stated') - Number(a.certainty === 'stated'));
  return [
    ...impressions.map((i) => ({
      fact: { concept: i.concept, evidence: i.evidence, basis: 'diagnosis' as const },
      certain: i.certainty === 'stated' && !i.differential,
    })),
    ...visit.history
      .filter((h) => h.assertion === 'present' && h.concept.kind === 'condition')
      .map((h) => ({
        fact: { concept: h.concept, evidence: h.evidence[0], basis: 'history' as const, side: h.attributes.side },
        certain: true,
      })),
    ...visit.symptoms
      .filter((s) => s.assertion === 'present')
      .map((s) => ({
        fact: { concept: s.concept, evidence: s.evidence[0], basis: 'symptom' as const, side: s.attributes.side },
        certain: true,
      })),
  ];
}

const categoryOf = (code: string) => code.replace('.', '').slice(0, 3).toUpperCase();

interface Reading {
  /** The fact's own suggestion, when its concept maps to a code. */
  suggestion: CodeSuggestion | null;
  categories: Set<string>;
}

/** The categories a fact can be coded in: its suggestion's (and its answers'), and those the code set's words give for its name and terms. */
function readFact(f: Fact, visit: VisitModel, codes: CodeSet, transcript: string): Reading {
  const found = new Set<string>();
  const suggestion = suggestionFor(f.fact, visit, codes, transcript);
  for (const code of [suggestion?.code, ...(suggestion?.question?.options.map((o) => o.code) ?? [])]) if (code) found.add(categoryOf(code));
  const entry = lexiconEntries('en', f.fact.concept.kind).find((e) => e.id === f.fact.concept.id);
  const said = transcript.slice(f.fact.evidence.start, f.fact.evidence.end);
  const names = [...new Set([f.fact.concept.name, said, ...(entry?.terms.slice(0, TERMS_PER_CONCEPT) ?? [])].filter((n) => n.trim()))];
  for (const name of names) for (const hit of codes.search(name, { limit: HITS_PER_NAME })) found.add(categoryOf(hit.code.code));
  return { suggestion, categories: found };
}

/**
 * The billable code for a proposed code the fact supports: itself when billable; under a
 * category, the fact's own suggestion when it lies there (the visit's words chose it), else the
 * code the details said allow (or the question).
 */
function chosen(
  held: IcdCode,
  own: CodeSuggestion | null,
  codes: CodeSet,
  fact: CodedFact,
): Pick<CodeSuggestion, 'question'> & { code: IcdCode; why: CodeReason[] } {
  const ownCode = own ? codes.get(own.code) : undefined;
  if (!held.billable && own && ownCode && ownCode.code.startsWith(held.code))
    return { code: ownCode, why: own.reasons, ...(own.question ? { question: own.question } : {}) };
  return finalCode(held, codes, fact.side);
}

/** The code as the set holds it, else the nearest code above it that it holds, with the reason; null when it holds none. */
function inCodeSet(typed: string, codes: CodeSet): { code: IcdCode; reasons: CodeReason[] } | null {
  const exact = codes.get(typed);
  if (exact) return { code: exact, reasons: [] };
  const bare = typed.replace('.', '').trim().toUpperCase();
  for (let length = bare.length - 1; length >= 3; length--) {
    const above = codes.get(bare.slice(0, length));
    if (above) return { code: above, reasons: [{ key: 'modelNearest', values: { code: typed, nearest: above.display } }] };
  }
  return null;
}

/**
 * The proposals of a model (`model` names it), checked against the code set and the visit's
 * facts: supported ones as suggestions (evidence: the fact that supports them), the others apart.
 */
export function checkProposedCodes(
  proposed: readonly string[],
  visit: VisitModel,
  codes: CodeSet,
  transcript: string,
  model: string,
): ProposedCodes {
  const facts = factsOf(visit);
  const readings = new Map<Fact, Reading>();
  const reading = (f: Fact) => readings.get(f) ?? readings.set(f, readFact(f, visit, codes, transcript)).get(f)!;
  const supported: CodeSuggestion[] = [];
  const unsupported: UnsupportedCode[] = [];
  const seen = new Set<string>();
  for (const typed of proposed.slice(0, MAX_PROPOSED)) {
    const held = inCodeSet(typed, codes);
    const key = held?.code.code ?? typed.toUpperCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const from: CodeReason = { key: 'modelProposed', values: { model, code: typed } };
    if (!held) {
      unsupported.push({
        code: typed.toUpperCase(),
        description: '',
        billable: false,
        reasons: [from, { key: 'modelUnknown', values: { code: typed } }],
      });
      continue;
    }
    const category = categoryOf(held.code.code);
    const matching = facts.filter((f) => reading(f).categories.has(category));
    const support = matching.find((f) => f.certain);
    if (!support) {
      const guess = matching[0];
      const why: CodeReason = guess
        ? { key: 'modelUncertain', values: { concept: guess.fact.concept.name } }
        : { key: 'modelUnsupported', values: {} };
      const reasons = [from, ...held.reasons, why];
      unsupported.push({ code: held.code.display, description: held.code.long, billable: held.code.billable, reasons });
      continue;
    }
    const final = chosen(held.code, reading(support).suggestion, codes, support.fact);
    if (supported.some((s) => s.code === final.code.display)) continue;
    const reasons: CodeReason[] = [
      from,
      ...held.reasons,
      { key: 'modelSupported', values: { concept: support.fact.concept.name } },
      ...final.why,
    ];
    supported.push({
      code: final.code.display,
      description: final.code.long,
      billable: final.code.billable && !final.question,
      unspecified: /\bunspecified\b/i.test(final.code.long),
      basis: support.fact.basis,
      concept: { id: support.fact.concept.id, name: support.fact.concept.name },
      evidence: support.fact.evidence,
      why: reasonsText(reasons),
      reasons,
      ...(final.question ? { question: final.question } : {}),
      excludes: [],
    });
  }
  return { supported, unsupported };
}
