// The draft checked and completed against the visit model (the note engine package): a
// sentence that denies the presenting complaint is dropped (a draft never denies it), and each fact of the visit the draft does not state is written into
// the template's section for it (the clinician's impression, past history, medications, the
// plan said aloud).
import { contradictionsAmong } from '../check/contradictions';
import { factsNotInNote } from '../check/omissions';
import { statementsBySentence, type Statement } from '../check/note-statements';
import type { VisitModel } from '../visit/model';
import type { NoteSection } from './types';
import type { NoteSectionId } from './types';
import { sectionFor } from '../evidence/sections';

const SENTENCE_END = /(?<=[.!?])\s+(?=\S)/;

/**
 * Checks and completes the draft's sections (their ids in `sectionIds`, in order) from the
 * visit model, read in the language the note is written in.
 */
export function completeFromVisit(sections: NoteSection[], sectionIds: readonly NoteSectionId[], visit: VisitModel): void {
  const language = visit.language;
  // A sentence that denies the presenting complaint goes. Other contradictions are left for the
  // evidence check to show in red: a sentence dropped whole would take what else it says with it.
  const complaint = new Set(visit.complaint?.concepts.map((c) => c.id));
  const items = sections.flatMap((section) => section.items.map((item) => ({ item, sentences: item.body.split(SENTENCE_END) })));
  // The titles are read with the sentences, in one reading: what they name is stated too ("Diabetes review").
  const titles = [...sections.map((s) => s.title), ...sections.flatMap((s) => s.items.map((i) => i.title))].filter((t) => t.trim() !== '');
  const said = statementsBySentence([...items.flatMap((i) => i.sentences), ...titles], language);
  let at = 0;
  // What the kept sentences state, read once: the facts the draft leaves out are found from it.
  const stated: Statement[] = [];
  const kept = new Map(
    items.map(({ item, sentences }) => {
      const keep = sentences.filter(() => {
        const statements = said[at++];
        const denies = contradictionsAmong(visit, statements).some((c) => c.said === 'absent' && complaint.has(c.concept.id));
        if (!denies) stated.push(...statements);
        return !denies;
      });
      return [item, keep.join(' ')] as const;
    }),
  );
  for (const section of sections) {
    // An item left with no sentence goes; one that had none (a heading of its own) stays.
    section.items = section.items.flatMap((item) => {
      if (item.body.trim() === '') return [item];
      const body = kept.get(item) ?? item.body;
      return body.trim() === '' ? [] : [{ ...item, body }];
    });
  }
  stated.push(...said.slice(at).flat());
  const headings = sections.map((s, i) => ({ title: s.title, sectionId: sectionIds[i] ?? ('' as const) }));
  const draftText = sections.map((s) => [s.title, ...s.items.map((c) => `${c.title} ${c.body}`)].join('\n')).join('\n');
  // What the visit states in the clinician's own words (a plan item as said) is left to "Not in the note" to offer: the draft writes its own sentences.
  for (const fact of factsNotInNote(visit, draftText, stated).filter((f) => !f.said)) {
    const title = sectionFor(fact.destination, headings);
    const target = sections.find((s) => s.title === title);
    target?.items.push({ title: '', body: fact.text });
  }
}
