// Puts a drafted note's items under another template's headings (an edited built-in or a
// custom template) without losing any: each drafted section goes to the heading it
// resembles most (by its words and a few clinical synonyms), and what resembles none goes
// to the heading whose role is closest, else the last one.
import type { NoteSection } from '../../shared/notes';

/** Words that mark the role of a heading, by role. */
const ROLES: Record<string, string[]> = {
  history: [
    'subjective',
    'history',
    'complaint',
    'reason',
    'concern',
    'concerns',
    'presenting',
    'interval',
    'symptoms',
    'subjectif',
    'histoire',
    'motif',
    'anamnèse',
    'data',
    'données',
  ],
  exam: [
    'objective',
    'exam',
    'examination',
    'physical',
    'findings',
    'results',
    'vitals',
    'observation',
    'objectif',
    'examen',
    'résultats',
    'constatations',
    'behavior',
    'comportement',
  ],
  assessment: ['assessment', 'impression', 'diagnosis', 'diagnoses', 'problem', 'problems', 'évaluation', 'diagnostic', 'risk', 'progress'],
  plan: [
    'plan',
    'treatment',
    'management',
    'follow',
    'next',
    'steps',
    'recommendations',
    'goals',
    'intervention',
    'traitement',
    'suivi',
    'objectifs',
    'response',
    'home',
  ],
  medications: ['medications', 'medicines', 'medication', 'allergies', 'médicaments', 'allergies'],
};

const tokens = (heading: string) =>
  heading
    .toLowerCase()
    .split(/[^a-zà-ÿ]+/)
    .filter(Boolean);
const roleOf = (heading: string) => Object.entries(ROLES).find(([, words]) => tokens(heading).some((w) => words.includes(w)))?.[0] ?? null;

function score(from: string, to: string): number {
  const a = new Set(tokens(from));
  const shared = tokens(to).filter((w) => a.has(w)).length;
  return shared * 2 + (roleOf(from) !== null && roleOf(from) === roleOf(to) ? 1 : 0);
}

export function retarget(drafted: readonly NoteSection[], headings: readonly string[]): NoteSection[] {
  const out: NoteSection[] = headings.map((title) => ({ title, items: [] }));
  for (const section of drafted) {
    const real = section.items.filter((item) => !/^(not discussed|non abordé)\.?$/i.test(item.body.trim()));
    if (real.length === 0) continue;
    let best = out.length - 1;
    let bestScore = 0;
    headings.forEach((heading, i) => {
      const s = score(section.title, heading);
      if (s > bestScore) {
        best = i;
        bestScore = s;
      }
    });
    out[best].items.push(...real);
  }
  return out;
}
