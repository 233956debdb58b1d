// The built-in note templates: stable kebab-case ids, a title, the sections in order and
// the prompt a language model gets, in English and French. The offline draft generator
// (packages/clinical-notes/src/draft) fills the same sections without a model; custom templates
// written by users live with the notes feature, not here.
import type { NoteSectionHeading, NoteSectionId } from '@clinicscribe/clinical-notes';

/** Ids of the built-in note templates. Default: soap. */
export const NOTE_TEMPLATE_IDS = [
  'soap',
  'progress-note',
  'dap',
  'birp',
  'visit-note',
  'referral-letter',
  'patient-summary',
  'psychotherapy-note',
  'physiotherapy-note',
  'dictation-letter',
] as const;

export type NoteTemplateId = (typeof NOTE_TEMPLATE_IDS)[number];
export const DEFAULT_NOTE_TEMPLATE: NoteTemplateId = 'soap';

/** Note styles (settings.noteStyle): '1' bullet points, '2' short, '3' long. */
export const NOTE_STYLES = { '1': 'bullet', '2': 'short', '3': 'long' } as const;
export type NoteStyle = (typeof NOTE_STYLES)[keyof typeof NOTE_STYLES];

/** Languages the built-in templates are written in (headings, prompts). */
export const NOTE_TEMPLATE_LANGUAGES = ['en', 'fr'] as const;
export type NoteTemplateLanguage = (typeof NOTE_TEMPLATE_LANGUAGES)[number];

/** A text in each template language. */
export type LocalizedText = Record<NoteTemplateLanguage, string>;

/** Ids of the sections the built-in templates use: the note engine's (one id, one kind of content). */
export type { NoteSectionId };

/** A section of a template: its id and its heading (the shape the note engine fills). */
export type NoteSectionDefinition = NoteSectionHeading;

/** A built-in note template. */
export interface NoteTemplateDefinition {
  id: NoteTemplateId;
  title: LocalizedText;
  /** Who reads the note: a clinician (clinical third person) or the patient (plain language, "you"). */
  audience: 'clinician' | 'patient';
  sections: readonly NoteSectionDefinition[];
  /** The instruction a language model gets, before the session's transcript. */
  prompt: LocalizedText;
}

const SECTION_TITLES: Record<NoteSectionId, LocalizedText> = {
  'chief-complaint': { en: 'CHIEF COMPLAINT', fr: 'MOTIF DE CONSULTATION' },
  'history-of-present-illness': { en: 'HISTORY OF PRESENT ILLNESS', fr: 'HISTOIRE DE LA MALADIE ACTUELLE' },
  'review-of-systems': { en: 'REVIEW OF SYSTEMS', fr: 'REVUE DES SYSTÈMES' },
  'physical-examination': { en: 'PHYSICAL EXAMINATION', fr: 'EXAMEN PHYSIQUE' },
  results: { en: 'RESULTS', fr: 'RÉSULTATS' },
  'assessment-and-plan': { en: 'ASSESSMENT AND PLAN', fr: 'ÉVALUATION ET PLAN' },
  subjective: { en: 'Subjective', fr: 'Subjectif' },
  objective: { en: 'Objective', fr: 'Objectif' },
  assessment: { en: 'Assessment', fr: 'Évaluation' },
  plan: { en: 'Plan', fr: 'Plan' },
  'reason-for-visit': { en: 'Reason for visit', fr: 'Motif de la visite' },
  'interval-history': { en: 'Interval history', fr: 'Évolution depuis la dernière visite' },
  'medications-and-allergies': { en: 'Medications and allergies', fr: 'Médicaments et allergies' },
  'examination-and-results': { en: 'Examination and results', fr: 'Examen et résultats' },
  data: { en: 'Data', fr: 'Données' },
  behavior: { en: 'Behavior', fr: 'Comportement' },
  intervention: { en: 'Intervention', fr: 'Intervention' },
  response: { en: 'Response', fr: 'Réponse' },
  'reason-for-referral': { en: 'Reason for referral', fr: 'Motif de la demande' },
  'relevant-history': { en: 'Relevant history', fr: 'Antécédents pertinents' },
  findings: { en: 'Findings', fr: 'Constatations' },
  'current-management': { en: 'Current management', fr: 'Prise en charge actuelle' },
  request: { en: 'Request', fr: 'Demande' },
  'visit-reason-plain': { en: 'Why you came in', fr: 'Pourquoi vous êtes venu' },
  'findings-plain': { en: 'What we found', fr: 'Ce que nous avons constaté' },
  'medicines-plain': { en: 'Your medicines', fr: 'Vos médicaments' },
  'next-steps-plain': { en: 'What happens next', fr: 'Les prochaines étapes' },
  'presenting-concerns': { en: 'Presenting concerns', fr: 'Préoccupations exprimées' },
  'session-content': { en: 'Session content', fr: 'Contenu de la séance' },
  'risk-assessment': { en: 'Risk assessment', fr: 'Évaluation du risque' },
  progress: { en: 'Progress', fr: 'Évolution' },
  'treatment-provided': { en: 'Treatment provided', fr: 'Traitement effectué' },
  'home-program': { en: 'Home exercise program', fr: "Programme d'exercices à domicile" },
  goals: { en: 'Goals', fr: 'Objectifs' },
  'letter-opening': { en: 'Opening', fr: 'Introduction' },
  'letter-body': { en: 'Letter', fr: 'Lettre' },
  'letter-closing': { en: 'Closing', fr: 'Conclusion' },
};

const sections = (...ids: NoteSectionId[]): NoteSectionDefinition[] => ids.map((id) => ({ id, title: SECTION_TITLES[id] }));

/** What every clinical prompt asks for, whatever the template. */
const COMMON_RULES: LocalizedText = {
  en:
    "Write only what the transcript, the clinician's notes and the post-session context state; never add a medication, dose, number, finding or diagnosis that is not there. " +
    'Write in clinical third person. Keep medications with dose, route, frequency and duration, allergies with reactions, vital signs, scores, laterality and pertinent negatives. ' +
    'Leave out small talk. If a section has nothing in the sources, write "Not discussed".',
  fr:
    "N'écrivez que ce que disent la transcription, les notes du clinicien et le contexte ajouté après la séance ; n'ajoutez jamais un médicament, une dose, un nombre, une constatation ou un diagnostic qui n'y figure pas. " +
    'Rédigez à la troisième personne, dans un style clinique. Gardez les médicaments avec dose, voie, fréquence et durée, les allergies avec leurs réactions, les signes vitaux, les scores, la latéralité et les négatifs pertinents. ' +
    "Omettez les échanges sans portée clinique. Si une section n'a rien dans les sources, écrivez « Non abordé ».",
};

const prompt = (en: string, fr: string): LocalizedText => ({ en: `${en} ${COMMON_RULES.en}`, fr: `${fr} ${COMMON_RULES.fr}` });

/** The built-in templates, in the order of NOTE_TEMPLATE_IDS. */
export const NOTE_TEMPLATES: readonly NoteTemplateDefinition[] = [
  {
    id: 'soap',
    title: { en: 'SOAP note', fr: 'Note SOAP' },
    audience: 'clinician',
    sections: sections('subjective', 'objective', 'assessment', 'plan'),
    prompt: prompt(
      'Write a SOAP note from this consultation. Subjective: the reason for the visit, the history of the complaint, symptoms reported and denied, medications, allergies and relevant history. Objective: vital signs, examination findings and results. Assessment: the diagnoses or problems the clinician named. Plan: treatments, orders, referrals, education and follow-up.',
      "Rédigez une note SOAP à partir de cette consultation. Subjectif : le motif de la visite, l'histoire de la plainte, les symptômes rapportés et niés, les médicaments, les allergies et les antécédents pertinents. Objectif : signes vitaux, examen et résultats. Évaluation : les diagnostics ou problèmes nommés par le clinicien. Plan : traitements, examens demandés, références, conseils et suivi.",
    ),
  },
  {
    id: 'progress-note',
    title: { en: 'Progress note', fr: 'Note de suivi' },
    audience: 'clinician',
    sections: sections(
      'reason-for-visit',
      'interval-history',
      'medications-and-allergies',
      'examination-and-results',
      'assessment',
      'plan',
    ),
    prompt: prompt(
      'Write a progress note for this follow-up visit: the reason for the visit, what changed since the last visit, current medications and allergies, examination and results, the assessment of each problem and the plan.',
      "Rédigez une note de suivi pour cette visite : le motif, ce qui a changé depuis la dernière visite, les médicaments et allergies actuels, l'examen et les résultats, l'évaluation de chaque problème et le plan.",
    ),
  },
  {
    id: 'dap',
    title: { en: 'DAP note', fr: 'Note DAP' },
    audience: 'clinician',
    sections: sections('data', 'assessment', 'plan'),
    prompt: prompt(
      "Write a DAP note. Data: what the client reported and what the clinician observed. Assessment: the clinician's interpretation and progress toward goals. Plan: next steps, homework and the next session.",
      "Rédigez une note DAP. Données : ce que le client a rapporté et ce que le clinicien a observé. Évaluation : l'interprétation du clinicien et les progrès vers les objectifs. Plan : prochaines étapes, exercices et prochaine séance.",
    ),
  },
  {
    id: 'birp',
    title: { en: 'BIRP note', fr: 'Note BIRP' },
    audience: 'clinician',
    sections: sections('behavior', 'intervention', 'response', 'plan'),
    prompt: prompt(
      "Write a BIRP note. Behavior: the client's presentation and what they reported. Intervention: what the clinician did or proposed. Response: how the client responded. Plan: next steps and the next session.",
      "Rédigez une note BIRP. Comportement : la présentation du client et ce qu'il a rapporté. Intervention : ce que le clinicien a fait ou proposé. Réponse : la réaction du client. Plan : prochaines étapes et prochaine séance.",
    ),
  },
  {
    id: 'visit-note',
    title: { en: 'Visit note', fr: 'Note de visite' },
    audience: 'clinician',
    sections: sections(
      'chief-complaint',
      'history-of-present-illness',
      'review-of-systems',
      'physical-examination',
      'results',
      'assessment-and-plan',
    ),
    prompt: prompt(
      'Write a clinical visit note with the sections CHIEF COMPLAINT, HISTORY OF PRESENT ILLNESS, REVIEW OF SYSTEMS, PHYSICAL EXAMINATION, RESULTS and ASSESSMENT AND PLAN. Group the assessment and plan by problem.',
      "Rédigez une note de visite avec les sections MOTIF DE CONSULTATION, HISTOIRE DE LA MALADIE ACTUELLE, REVUE DES SYSTÈMES, EXAMEN PHYSIQUE, RÉSULTATS et ÉVALUATION ET PLAN. Regroupez l'évaluation et le plan par problème.",
    ),
  },
  {
    id: 'referral-letter',
    title: { en: 'Referral letter', fr: 'Lettre de référence' },
    audience: 'clinician',
    sections: sections('reason-for-referral', 'relevant-history', 'medications-and-allergies', 'findings', 'current-management', 'request'),
    prompt: prompt(
      'Write a referral letter to a colleague: the reason for referral, the relevant history, current medications and allergies, findings and results, the management so far and what is asked of the consultant.',
      'Rédigez une lettre de référence à un confrère : le motif de la demande, les antécédents pertinents, les médicaments et allergies, les constatations et résultats, la prise en charge à ce jour et ce qui est demandé au consultant.',
    ),
  },
  {
    id: 'patient-summary',
    title: { en: 'Patient summary', fr: 'Résumé pour le patient' },
    audience: 'patient',
    sections: sections('visit-reason-plain', 'findings-plain', 'medicines-plain', 'next-steps-plain'),
    prompt: {
      en: 'Write a short summary of this visit for the patient, in plain language and addressed to them as "you": why they came, what was found, their medicines (name, dose and when to take them), and what happens next. Avoid jargon. Write only what the transcript states; never add a medicine, dose or number that is not there.',
      fr: "Rédigez un court résumé de cette visite pour le patient, en langage simple et en le vouvoyant : pourquoi il est venu, ce qui a été constaté, ses médicaments (nom, dose et moment de la prise) et les prochaines étapes. Évitez le jargon. N'écrivez que ce que dit la transcription ; n'ajoutez jamais un médicament, une dose ou un nombre qui n'y figure pas.",
    },
  },
  {
    id: 'psychotherapy-note',
    title: { en: 'Psychotherapy note', fr: 'Note de psychothérapie' },
    audience: 'clinician',
    sections: sections('presenting-concerns', 'session-content', 'risk-assessment', 'intervention', 'progress', 'plan'),
    prompt: prompt(
      "Write a psychotherapy session note: the client's presenting concerns, the content of the session, risk (suicidal or homicidal ideation, self-harm) as stated, the therapeutic interventions used, progress and the plan for the next session.",
      "Rédigez une note de séance de psychothérapie : les préoccupations du client, le contenu de la séance, le risque (idées suicidaires ou homicides, automutilation) tel qu'exprimé, les interventions thérapeutiques, l'évolution et le plan pour la prochaine séance.",
    ),
  },
  {
    id: 'physiotherapy-note',
    title: { en: 'Physiotherapy note', fr: 'Note de physiothérapie' },
    audience: 'clinician',
    sections: sections('subjective', 'objective', 'assessment', 'treatment-provided', 'home-program', 'goals'),
    prompt: prompt(
      'Write a physiotherapy note: subjective report (pain, its location, side and score, function), objective findings (range of motion, strength, special tests), assessment, treatment provided, the home exercise program and goals.',
      "Rédigez une note de physiothérapie : plainte subjective (douleur, localisation, côté et score, fonction), constatations objectives (amplitude, force, tests spécifiques), évaluation, traitement effectué, programme d'exercices à domicile et objectifs.",
    ),
  },
  {
    id: 'dictation-letter',
    title: { en: 'Dictation letter', fr: 'Lettre dictée' },
    audience: 'clinician',
    sections: sections('letter-opening', 'letter-body', 'letter-closing'),
    prompt: prompt(
      'Turn this dictation into a letter: an opening that says whom the letter is about and why, the body in clear paragraphs, and a closing with the plan and follow-up. Keep the dictated content; remove dictation commands and fillers.',
      "Transformez cette dictée en lettre : une introduction qui dit de qui et de quoi il s'agit, le corps en paragraphes clairs, et une conclusion avec le plan et le suivi. Gardez le contenu dicté ; retirez les commandes de dictée et les hésitations.",
    ),
  },
];

/** The built-in template with this id. */
export function noteTemplate(id: NoteTemplateId): NoteTemplateDefinition {
  const found = NOTE_TEMPLATES.find((t) => t.id === id);
  if (!found) throw new Error(`Unknown note template: ${id}`);
  return found;
}

/** Whether a string is the id of a built-in template. */
export function isNoteTemplateId(id: string): id is NoteTemplateId {
  return (NOTE_TEMPLATE_IDS as readonly string[]).includes(id);
}
