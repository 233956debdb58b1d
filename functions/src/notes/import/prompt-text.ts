// The prompts of "upload a note to generate a prompt": the one written from the headings
// (no language model, or it failed), and the request that asks a language model to write one
// from the document's structure and style. The rules of faithfulness are those of the
// built-in templates (../shared/note-templates.ts), said again here in our own words.
import { NOTE_IMPORT_PROMPT_MAX_CHARS } from '../../shared/note-import';
import type { NoteStructure, NoteWritingStyle } from './headings';

/** At most this much of the document goes to the language model. */
export const MODEL_SOURCE_MAX_CHARS = 12_000;

const TEXTS = {
  en: {
    intro: (title: string) =>
      `Write a clinical note titled "${title}" with these sections, in this order, each under its own heading written exactly as here:`,
    eachSection:
      'For each section, write what the sources say that belongs under that heading, and put each piece of information in the one section where it belongs. Keep every heading, in this order, even when its section is empty.',
    style: {
      bullets: 'Write each section as short bullet points, as the original note does.',
      prose: 'Write each section in full sentences, as the original note does.',
      mixed: '',
      unknown: '',
    } satisfies Record<NoteWritingStyle, string>,
    rules:
      "Use only what the transcript, the clinician's own notes and the context added after the session say: never add or guess a medication, dose, number, finding or diagnosis that is not there. " +
      'Write in clinical third person. Keep medications with their dose, route, frequency and duration, allergies with their reactions, vital signs, scores, laterality and pertinent negatives. ' +
      'Leave out small talk. When nothing in the sources belongs in a section, write "Not discussed" under its heading.',
    sectionsLine: (sections: string) => `Use these section headings, in this order: ${sections}.`,
    languageName: 'English',
  },
  fr: {
    intro: (title: string) =>
      `Rédigez une note clinique intitulée « ${title} » avec ces sections, dans cet ordre, chacune sous son propre titre écrit exactement ainsi :`,
    eachSection:
      'Pour chaque section, écrivez ce que les sources disent qui relève de ce titre, et placez chaque information dans la seule section où elle a sa place. Gardez tous les titres, dans cet ordre, même quand leur section est vide.',
    style: {
      bullets: "Rédigez chaque section en courtes puces, comme la note d'origine.",
      prose: "Rédigez chaque section en phrases complètes, comme la note d'origine.",
      mixed: '',
      unknown: '',
    } satisfies Record<NoteWritingStyle, string>,
    rules:
      "N'utilisez que ce que disent la transcription, les notes du clinicien et le contexte ajouté après la séance : n'ajoutez ni ne devinez jamais un médicament, une dose, un nombre, une constatation ou un diagnostic qui n'y figure pas. " +
      'Rédigez à la troisième personne, dans un style clinique. Gardez les médicaments avec dose, voie, fréquence et durée, les allergies avec leurs réactions, les signes vitaux, les scores, la latéralité et les négatifs pertinents. ' +
      "Omettez les échanges sans portée clinique. Quand rien dans les sources ne relève d'une section, écrivez « Non abordé » sous son titre.",
    sectionsLine: (sections: string) => `Utilisez ces titres de section, dans cet ordre : ${sections}.`,
    languageName: 'French',
  },
} as const;

/** The prompt written from the headings alone. */
export function headingsPrompt(structure: NoteStructure): string {
  const texts = TEXTS[structure.language];
  const prompt = [
    texts.intro(structure.title),
    ...structure.sections.map((section, index) => `${index + 1}. ${section}`),
    [texts.eachSection, texts.style[structure.style]].filter(Boolean).join(' '),
    texts.rules,
  ].join('\n');
  return prompt.slice(0, NOTE_IMPORT_PROMPT_MAX_CHARS);
}

/** What the language model gets: instructions, and the document (cut to MODEL_SOURCE_MAX_CHARS). */
export function modelRequest(structure: NoteStructure, documentText: string): { system: string; user: string } {
  const texts = TEXTS[structure.language];
  const system = [
    'You write the instructions (the "prompt") that an AI medical scribe follows to turn the transcript of a consultation into a clinical note.',
    'The user gives you an example note or note template uploaded by a clinician. Write the prompt that makes the scribe produce notes with the same structure and style.',
    'The prompt must:',
    `- name the sections, in this order, with exactly these headings: ${structure.sections.join(' | ')};`,
    '- say briefly what belongs in each section, judging from the example;',
    '- describe the style of the example: bullet points or sentences, length, tone, abbreviations, recurring phrasing;',
    `- keep these rules of faithfulness, in substance: ${TEXTS.en.rules}`,
    'Never copy names, dates, identifiers or clinical facts of the example into the prompt: it will be used for other patients.',
    `Write the prompt in ${texts.languageName}, addressed to the scribe ("Write ..."). Answer with the prompt only: no preamble, no quotation marks, no code fence. At most 400 words.`,
  ].join('\n');
  const excerpt = documentText.length > MODEL_SOURCE_MAX_CHARS ? `${documentText.slice(0, MODEL_SOURCE_MAX_CHARS)}\n[...]` : documentText;
  const user = `Example note "${structure.title}":\n\n${excerpt}`;
  return { system, user };
}

/**
 * The model's answer as a prompt: without a wrapping code fence or quotes, cut to the limit,
 * and naming every section (a line listing them is added when one is missing). Empty when
 * the model answered nothing usable.
 */
export function tidyModelPrompt(answer: string, structure: NoteStructure): string {
  let prompt = answer.trim();
  const fenced = /^```[\w-]*\n([\s\S]*?)\n?```$/.exec(prompt);
  if (fenced) prompt = fenced[1].trim();
  if (/^(["“«])[\s\S]*(["”»])$/.test(prompt)) prompt = prompt.slice(1, -1).trim();
  if (!prompt) return '';
  const lower = prompt.toLowerCase();
  const missing = structure.sections.some((section) => !lower.includes(section.toLowerCase()));
  const line = missing ? `\n\n${TEXTS[structure.language].sectionsLine(structure.sections.join(' | '))}` : '';
  return `${prompt.slice(0, NOTE_IMPORT_PROMPT_MAX_CHARS - line.length).trim()}${line}`;
}
