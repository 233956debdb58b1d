// The instructions understood without a model, as phrases in English and French. Each pattern
// reads the whole instruction (lower case, quotes and apostrophes made plain, the closing
// full stop left out) and captures its parts: a section, a term, a text. Tried in this order:
// the first that matches is the instruction; none that matches, and it is not understood.
import type { Lang } from '../language';

export type NoteLayout = 'bullets' | 'numbered' | 'prose';

/** One instruction, read: what to do and to what. Sections are named as the clinician wrote them. */
export type Instruction =
  | { kind: 'shorten' }
  | { kind: 'layout'; layout: NoteLayout; section: string | null }
  | { kind: 'replace'; from: string; to: string }
  | { kind: 'remove-section'; sections: string[] }
  | { kind: 'rename-section'; section: string; to: string }
  | { kind: 'move'; sentence: string; section: string }
  | { kind: 'add'; section: string; text: string }
  | { kind: 'language'; language: Lang };

export type InstructionKind = Instruction['kind'];

/** The kinds, in the order the list beside the instruction box gives them. */
export const INSTRUCTION_KINDS: readonly InstructionKind[] = [
  'shorten',
  'layout',
  'replace',
  'remove-section',
  'rename-section',
  'move',
  'add',
  'language',
];

/** The captured groups of a pattern, turned into the instruction (null: the match means nothing after all). */
type Reader = (groups: string[]) => Instruction | null | 'everything';

interface Phrase {
  pattern: RegExp;
  read: Reader;
}

/** A quoted or bare term, its quotes left out. */
const Q = `["«']?`;
const QE = `["»']?`;
/** Verbs, as the patterns name them (the patterns stay short enough to read). */
const FR_WRITE = '(?:écris|écrire|écrivez|rédige|rédiger)';
const FR_TRANSLATE = '(?:traduis|traduire|traduisez|mets|mettre)';
const FR_PUT = '(?:mets|mettre|mettez|présente|présenter)';
const FR_USE = '(?:utilise|utiliser|utilisez|dis|dire|dites)';
const FR_INTO = "(?:vers|dans|au|à la|à l'|aux|en|sous)";
const ABOUT_EN = '(?:(?:about|on|mentioning|with|that says) )?';
const ABOUT_FR = '(?:(?:sur|concernant|qui parle de|avec|qui dit) )?';

const unquote = (text: string) => text.replace(/^["«'\s]+|["»'\s]+$/g, '').trim();

const LAYOUT_WORDS: Record<string, NoteLayout> = {
  'numbered list': 'numbered',
  'numbered points': 'numbered',
  'numbered items': 'numbered',
  numbers: 'numbered',
  bullets: 'bullets',
  bullet: 'bullets',
  'bullet points': 'bullets',
  'bulleted list': 'bullets',
  list: 'bullets',
  prose: 'prose',
  paragraph: 'prose',
  paragraphs: 'prose',
  'full sentences': 'prose',
  'liste numérotée': 'numbered',
  puces: 'bullets',
  'liste à puces': 'bullets',
  liste: 'bullets',
  paragraphe: 'prose',
  paragraphes: 'prose',
  'phrases complètes': 'prose',
};

/** Words that name the whole note rather than one section. */
const WHOLE_NOTE = new Set(['', 'it', 'this', 'note', 'the note', 'everything', 'all', 'la note', 'le tout', 'tout', 'tout le texte']);

const layout: Reader = ([section, words]) => {
  const chosen =
    LAYOUT_WORDS[
      words
        .toLowerCase()
        .trim()
        .replace(/^(?:an?|une?) /, '')
    ];
  if (!chosen) return null;
  const named = unquote(section ?? '').toLowerCase();
  return { kind: 'layout', layout: chosen, section: WHOLE_NOTE.has(named) ? null : named };
};

const EVERYTHING = new Set(['everything', 'all', 'all sections', 'all the sections', 'every section', 'tout', 'toutes les sections']);

/** "the plan and the assessment", "le plan et l'évaluation": each section named. */
function sectionList(text: string, joiners: RegExp, articles: RegExp): string[] {
  return text
    .split(joiners)
    .map((part) => unquote(part.replace(articles, '')).replace(/\s+sections?$/, ''))
    .filter(Boolean);
}

const removeEn: Reader = ([named]) =>
  EVERYTHING.has(named.trim().toLowerCase())
    ? 'everything'
    : { kind: 'remove-section', sections: sectionList(named, /\s*,\s*(?:and\s+)?|\s+and\s+/, /^(?:the|la|le)\s+/) };
const removeFr: Reader = ([named]) =>
  EVERYTHING.has(named.trim().toLowerCase())
    ? 'everything'
    : { kind: 'remove-section', sections: sectionList(named, /\s*,\s*(?:et\s+)?|\s+et\s+/, /^(?:la section|le|la|les|l')\s*/) };

const patientTerm: Reader = ([to]) => ({ kind: 'replace', from: 'patient', to: unquote(to) });

export const PHRASES: Record<Lang, readonly Phrase[]> = {
  en: [
    {
      pattern: /^(?:(?:write|translate|rewrite|put)(?: it| this| the note)? )?(?:in|into|to) (french|english)$/,
      read: ([l]) => ({ kind: 'language', language: l.toLowerCase() === 'french' ? 'fr' : 'en' }),
    },
    { pattern: /^(?:make (?:it|this|the note) )?(?:shorter|more concise|briefer)$/, read: () => ({ kind: 'shorten' }) },
    { pattern: /^(?:shorten(?: it| this| the note)?|(?:be )?(?:brief|concise))$/, read: () => ({ kind: 'shorten' }) },
    {
      pattern: /^(?:(?:write|put|make|format|turn|rewrite|show) )?(?:the )?(.*?) ?(?:as|in|into|to) (.+)$/,
      read: layout,
    },
    { pattern: /^use (numbers|bullets|bullet points|prose|paragraphs)$/, read: ([w]) => layout(['', w]) },
    { pattern: new RegExp(`^add (?:to|under|in) (?:the )?(.+?) ?: ?(.+)$`), read: ([s, t]) => ({ kind: 'add', section: s, text: t }) },
    {
      pattern: new RegExp(`^add ${Q}(.+?)${QE} (?:to|under|in) (?:the )?(.+?)(?: section)?$`),
      read: ([t, s]) => ({ kind: 'add', section: s, text: t }),
    },
    {
      pattern: new RegExp(`^move (?:the sentence )?${ABOUT_EN}${Q}(.+?)${QE} (?:to|into|under) (?:the )?(.+?)(?: section)?$`),
      read: ([t, s]) => ({ kind: 'move', sentence: unquote(t), section: s }),
    },
    {
      pattern: new RegExp(`^(?:rename|retitle) (?:the )?(.+?)(?: section| heading)? (?:to|as|into) ${Q}(.+?)${QE}$`),
      read: ([s, to]) => ({ kind: 'rename-section', section: unquote(s), to: unquote(to) }),
    },
    {
      pattern: new RegExp(`^call the (.+?) (?:section|heading) ${Q}(.+?)${QE}$`),
      read: ([s, to]) => ({ kind: 'rename-section', section: unquote(s), to: unquote(to) }),
    },
    { pattern: /^(?:remove|delete|drop|take out|cut|leave out)(?: the)? (.+?)(?: sections?)?$/, read: removeEn },
    {
      pattern: new RegExp(`^(?:replace|change) ${Q}(.+?)${QE} (?:with|by|to|into) ${Q}(.+?)${QE}(?: everywhere)?$`),
      read: ([from, to]) => ({ kind: 'replace', from: unquote(from), to: unquote(to) }),
    },
    {
      pattern: new RegExp(`^(?:use|write|say|put) ${Q}(.+?)${QE} (?:instead of|for|not|rather than|in place of) ${Q}(.+?)${QE}$`),
      read: ([to, from]) => ({ kind: 'replace', from: unquote(from), to: unquote(to) }),
    },
    { pattern: new RegExp(`^call (?:them|him|her|the patient|patients)(?: the| a| an)? ${Q}(.+?)${QE}$`), read: patientTerm },
  ],
  fr: [
    {
      pattern: new RegExp(`^(?:(?:${FR_WRITE}|${FR_TRANSLATE})(?: la note| la| le)? )?en (français|anglais)$`),
      read: ([l]) => ({ kind: 'language', language: l.toLowerCase() === 'français' ? 'fr' : 'en' }),
    },
    {
      pattern: /^(?:(?:rends|rendre|fais|faire)(?: la note| la| le)? )?plus (?:court|courte|concis|concise|bref|brève)$/,
      read: () => ({ kind: 'shorten' }),
    },
    { pattern: /^(?:raccourcis|raccourcir|raccourcissez|abrège|abréger|abrégez)(?: la note| la| le)?$/, read: () => ({ kind: 'shorten' }) },
    {
      pattern: new RegExp(`^(?:(?:${FR_WRITE}|${FR_PUT}) )?(?:le |la |les |l')?(.*?) ?(?:en|sous forme de) (.+)$`),
      read: layout,
    },
    {
      pattern: /^ajoute(?:r|z)? (?:au|à la|à l'|aux|dans|dans la|dans le|dans l'|sous) ?(.+?) ?: ?(.+)$/,
      read: ([s, t]) => ({ kind: 'add', section: s, text: t }),
    },
    {
      pattern: new RegExp(`^ajoute(?:r|z)? ${Q}(.+?)${QE} (?:au|à la|à l'|aux|dans la|dans le|dans l'|dans) ?(.+?)(?: section)?$`),
      read: ([t, s]) => ({ kind: 'add', section: s, text: t }),
    },
    {
      pattern: new RegExp(`^déplace(?:r|z)? (?:la phrase )?${ABOUT_FR}${Q}(.+?)${QE} ${FR_INTO} ?(?:la |le |l')?(.+?)$`),
      read: ([t, s]) => ({ kind: 'move', sentence: unquote(t), section: s }),
    },
    {
      pattern: new RegExp(`^renomme(?:r|z)? (?:la section |le titre |le |la |les |l')?(.+?) en ${Q}(.+?)${QE}$`),
      read: ([s, to]) => ({ kind: 'rename-section', section: unquote(s), to: unquote(to) }),
    },
    {
      pattern: /^(?:supprime|supprimer|supprimez|retire|retirer|retirez|enlève|enlever|enlevez|efface|effacer|effacez) (.+)$/,
      read: removeFr,
    },
    {
      pattern: new RegExp(`^remplace(?:r|z)? ${Q}(.+?)${QE} par ${Q}(.+?)${QE}(?: partout)?$`),
      read: ([from, to]) => ({ kind: 'replace', from: unquote(from), to: unquote(to) }),
    },
    {
      pattern: new RegExp(`^(?:${FR_WRITE}|${FR_USE}) ${Q}(.+?)${QE} (?:au lieu de|plutôt que|pour) ${Q}(.+?)${QE}$`),
      read: ([to, from]) => ({ kind: 'replace', from: unquote(from), to: unquote(to) }),
    },
    {
      pattern: new RegExp(`^appelle(?:r|z)?(?:-le|-la|-les| le patient| la patiente| les patients)(?: le| la| les| l')? ${Q}(.+?)${QE}$`),
      read: patientTerm,
    },
  ],
};
