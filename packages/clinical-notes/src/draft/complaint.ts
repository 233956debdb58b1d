// The chief complaint: what the visit is for, from the first clinical mention ("pain in my
// right knee", "I hurt my left ankle", "here for high blood pressure"), with the side the
// conversation gives the body part when the first mention leaves it out.
import { findConditions } from '../lexicon/terms/conditions';
import { bodyPartIn, findSymptoms, type BodyPart } from '../lexicon/terms/symptoms';
import { INTRO_REASON } from '../write/introduction';
import type { Conversation } from './analyse';
import type { DraftContent } from './draft-content';

const FEMININE_FR = new Set(['jambe', 'main', 'hanche', 'épaule', 'cheville', 'cuisse', 'oreille', 'côte', 'mâchoire', 'aine']);

interface PainSite {
  at: number;
  side: string;
  part: BodyPart;
}

/** "right knee pain" / "douleur au genou droit". */
function painText({ side, part }: Pick<PainSite, 'side' | 'part'>): { en: string; fr: string } {
  const sideFr =
    side === 'left'
      ? ' gauche'
      : side === 'right'
        ? FEMININE_FR.has(part.fr)
          ? ' droite'
          : ' droit'
        : side === 'bilateral'
          ? ' (bilatérale)'
          : '';
  const of = part.frOf.endsWith("'") ? part.frOf : `${part.frOf} `;
  return { en: `${side ? side + ' ' : ''}${part.en} pain`, fr: `douleur ${of}${part.fr}${sideFr}` };
}

const PART = '((?:left|right|bilateral)\\s+)?((?:lower |upper |middle |index |ring |little |big |great )?[a-z]+)';
const OWNER = '(?:my|your|the|her|his|their)';
const PAIN_PATTERNS = [
  new RegExp(`\\b${PART}\\s+(?:pain|hurts|hurting|ache|aches|injury)\\b`, 'g'),
  new RegExp(`\\b(?:pain|hurting|hurts|ache)\\s+(?:in|on|at) (?:the (?:end|tip|back|front|side|top|bottom) of )?${OWNER} ${PART}`, 'g'),
  // An injury: "I hurt my left ankle", "you injured your right foot".
  new RegExp(`\\b(?:hurt|injured|injure|sprained|twisted|broke|rolled|banged|jammed|going on with) ${OWNER} ${PART}`, 'g'),
];

/** The first painful or injured body part a text names ("pain in my right knee", "my right knee hurts", "I hurt my knee"). */
function painIn(text: string): PainSite | undefined {
  let best: PainSite | undefined;
  for (const pattern of PAIN_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const part = bodyPartIn(m[2]);
      if (!part || (best && best.at <= (m.index ?? 0))) continue;
      best = { at: m.index ?? 0, side: (m[1] ?? '').trim(), part };
    }
  }
  return best;
}

/** The side the conversation most often gives a body part ("right knee" said more than "left knee"), if one. */
function sideInConversation(conv: Conversation, part: BodyPart): string {
  const count = { left: 0, right: 0 };
  for (const u of conv.utterances) {
    for (const m of u.lower.matchAll(/\b(left|right) ((?:lower |upper |middle |index |ring |little |big |great )?[a-z]+)/g)) {
      if (bodyPartIn(m[2]) === part) count[m[1] as 'left' | 'right']++;
    }
  }
  return count.left > count.right ? 'left' : count.right > count.left ? 'right' : '';
}

const NOT_A_REASON = /\b(?:i|me|my|you|your|we|us|our|a lot|some|this|that|it|things?|stuff)\b/;

/** The reason for the visit as the clinician introduces the patient, if said that way (English only). */
function introReason(conv: Conversation, fr?: string): DraftContent['complaint'] {
  if (conv.language !== 'en') return undefined;
  for (const u of conv.utterances) {
    if (u.source.origin !== 'transcript' || u.position >= 0.3 || u.role === 'patient') continue;
    const m = INTRO_REASON.exec(u.lower);
    const reason = m?.[1].trim();
    if (!reason || NOT_A_REASON.test(reason) || reason.split(' ').length > 8) continue;
    return { en: reason, fr: fr ?? `« ${reason} »`, utterance: u };
  }
  return undefined;
}

/** The complaint: how the clinician's introduction names it, or the first clinical mention. */
export function findComplaint(conv: Conversation): DraftContent['complaint'] {
  const mentioned = firstMention(conv);
  return introReason(conv, mentioned?.fr) ?? mentioned;
}

/** The complaint from the first clinical mention. */
function firstMention(conv: Conversation): DraftContent['complaint'] {
  const early = conv.utterances.filter((u) => u.source.origin === 'transcript' && u.position < 0.35 && u.clean !== '');
  const presents = early.find(
    (u) =>
      /\b(?:presents?|here|in|coming in) (?:today )?(?:for|with)\b/.test(u.lower) &&
      (findConditions(u.lower).length > 0 || findSymptoms(u.lower).length > 0),
  );
  const firsts = presents ? [presents] : early.filter((u) => !u.isQuestion || u.role === 'clinician');
  for (const u of firsts) {
    const denied = new Set(conv.symptoms.filter((s) => !s.present && s.question?.id === u.id).map((s) => s.term.en));
    let from = 0;
    if (presents) from = Math.max(0, u.lower.search(/\b(?:presents?|here|in|coming in) (?:today )?(?:for|with)\b/));
    const tail = u.lower.slice(from);
    const notComplaint = (at: number, length: number) =>
      /^\s*(?:vaccines?|shots?|tests?|testing|swabs?|boosters?|screening)\b/.test(tail.slice(at + length));
    const symptom = findSymptoms(tail).find((s) => !denied.has(s.term.en) && !notComplaint(s.index, s.length));
    const condition = findConditions(tail).find((c) => !notComplaint(c.index, c.length));
    const pain = painIn(tail);
    if (pain) return { ...painText({ side: pain.side || sideInConversation(conv, pain.part), part: pain.part }), utterance: u };
    const pick1 = [
      symptom && { at: symptom.index, en: symptom.term.en, fr: symptom.term.fr },
      condition && { at: condition.index, en: condition.term.en, fr: condition.term.fr },
    ]
      .filter((x): x is { at: number; en: string; fr: string } => !!x)
      .sort((a, b) => a.at - b.at)[0];
    if (pick1) return { en: pick1.en, fr: pick1.fr, utterance: u };
  }
  const visit = early.find((u) => /\b(annual (?:exam|physical|visit)|follow[- ]up|check[- ]?up|physical)\b/.test(u.lower));
  if (visit) {
    const m = /\b(annual (?:exam|physical|visit)|follow[- ]up|check[- ]?up|physical)\b/.exec(visit.lower) as RegExpExecArray;
    const fr: Record<string, string> = {
      'annual exam': 'examen annuel',
      'annual physical': 'examen annuel',
      'annual visit': 'visite annuelle',
      physical: 'examen physique',
    };
    return { en: m[1], fr: fr[m[1]] ?? 'suivi', utterance: visit };
  }
  return undefined;
}
