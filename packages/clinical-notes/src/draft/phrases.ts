// The fixed wording of an offline draft in English and French: how structured facts read
// (reported and denied symptoms, vitals, medications, allergies, follow-up), the opening
// sentence, and the notes that say where text came from. Free text is not translated.
import type { Lang } from '../language';
import type { Pronoun } from './types';

export type { Lang };

export type VitalName =
  'blood pressure' | 'heart rate' | 'respiratory rate' | 'temperature' | 'oxygen saturation' | 'weight' | 'height' | 'bmi';

const VITAL_NAMES: Record<VitalName, { en: string; fr: string; unit?: { en: string; fr: string } }> = {
  'blood pressure': { en: 'Blood pressure', fr: 'Tension artérielle', unit: { en: 'mm Hg', fr: 'mm Hg' } },
  'heart rate': { en: 'Heart rate', fr: 'Fréquence cardiaque', unit: { en: 'beats per minute', fr: 'battements par minute' } },
  'respiratory rate': {
    en: 'Respiratory rate',
    fr: 'Fréquence respiratoire',
    unit: { en: 'breaths per minute', fr: 'respirations par minute' },
  },
  temperature: { en: 'Temperature', fr: 'Température' },
  'oxygen saturation': { en: 'Oxygen saturation', fr: 'Saturation en oxygène' },
  weight: { en: 'Weight', fr: 'Poids' },
  height: { en: 'Height', fr: 'Taille' },
  bmi: { en: 'BMI', fr: 'IMC' },
};

/** Whether the note has a line for the vital sign (the exam rules' `key` of a sign). */
export const isVitalName = (key: string): key is VitalName => Object.hasOwn(VITAL_NAMES, key);

/** "Blood pressure: 132/80 mm Hg." */
export function vitalLine(name: VitalName, value: string, lang: Lang): { title: string; body: string } {
  const v = VITAL_NAMES[name];
  const unit = v.unit && /^\d+(?:\/\d+)?$/.test(value) ? ` ${v.unit[lang]}` : '';
  const percent = name === 'oxygen saturation' && !value.endsWith('%') ? '%' : '';
  return { title: v[lang], body: `${value}${percent}${unit}.` };
}

/** A list joined with "and" / "et" (or "or" / "ni" for denials). */
export function joinList(items: string[], lang: Lang, word: 'and' | 'or' = 'and'): string {
  const unique = [...new Set(items)];
  if (unique.length <= 1) return unique.join('');
  const last = lang === 'fr' ? (word === 'and' ? 'et' : 'ni') : word;
  return `${unique.slice(0, -1).join(', ')} ${last} ${unique[unique.length - 1]}`;
}

export function reportsLine(symptoms: string[], lang: Lang): string {
  return lang === 'fr' ? `Rapporte : ${joinList(symptoms, lang)}.` : `Reports ${joinList(symptoms, lang)}.`;
}

export function deniesLine(symptoms: string[], lang: Lang): string {
  return lang === 'fr' ? `Nie : ${symptoms.join(', ')}.` : `Denies ${joinList(symptoms, lang, 'or')}.`;
}

const ALLERGENS_FR: Record<string, string> = {
  peanuts: 'arachides',
  peanut: 'arachides',
  shellfish: 'fruits de mer',
  latex: 'latex',
  sulfa: 'sulfamidés',
  penicillin: 'pénicilline',
  bees: 'abeilles',
  pollen: 'pollen',
  dust: 'poussière',
  cats: 'chats',
  dogs: 'chiens',
  eggs: 'œufs',
  milk: 'lait',
  nuts: 'noix',
  codeine: 'codéine',
  morphine: 'morphine',
  iodine: 'iode',
  contrast: 'produit de contraste',
};
const REACTIONS_FR: Record<string, string> = {
  rash: 'éruption cutanée',
  rashes: 'éruption cutanée',
  hives: 'urticaire',
  swelling: 'enflure',
  'swell up': 'enflure',
  anaphylaxis: 'anaphylaxie',
  anaphylactic: 'anaphylaxie',
  itching: 'démangeaisons',
  itchy: 'démangeaisons',
  itch: 'démangeaisons',
  nausea: 'nausées',
  vomiting: 'vomissements',
  'trouble breathing': 'difficulté à respirer',
  'shortness of breath': 'essoufflement',
  'upset stomach': 'maux d’estomac',
  diarrhea: 'diarrhée',
};

/** A French name in English: the first English name a table gives it ("arachides" → "peanuts"). */
const inEnglish = (table: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(table)
      .reverse()
      .map(([en, fr]) => [fr, en]),
  );
const ALLERGENS_EN = inEnglish(ALLERGENS_FR);
const REACTIONS_EN = inEnglish(REACTIONS_FR);

/**
 * "penicillin (reaction: hives)" / "pénicilline (réaction : urticaire)"; an allergen said in the
 * other language is named in the note's where the tables know it.
 */
export function allergyPhrase(allergen: string, reaction: string | undefined, lang: Lang): string {
  if (lang === 'en') {
    const a = ALLERGENS_EN[allergen] ?? allergen;
    const r = reaction ? (REACTIONS_EN[reaction] ?? reaction) : undefined;
    return r ? `${a} (reaction: ${r})` : a;
  }
  const a = ALLERGENS_FR[allergen] ?? allergen;
  const r = reaction ? (REACTIONS_FR[reaction] ?? `« ${reaction} »`) : undefined;
  return r ? `${a} (réaction : ${r})` : a;
}

export const TEXT = {
  noAllergies: { en: 'No known drug allergies.', fr: 'Aucune allergie médicamenteuse connue.' },
  allergies: { en: 'Allergies', fr: 'Allergies' },
  medications: { en: 'Medications', fr: 'Médicaments' },
  newMedications: { en: 'Medications started or changed', fr: 'Médicaments débutés ou modifiés' },
  stoppedMedications: { en: 'Medications stopped', fr: 'Médicaments arrêtés' },
  vitals: { en: 'Vital signs', fr: 'Signes vitaux' },
  notDiscussed: { en: 'Not discussed.', fr: 'Non abordé.' },
  agreementTitle: { en: 'Patient Agreements', fr: 'Accord du patient' },
  ownNotes: { en: "(clinician's notes)", fr: '(notes du clinicien)' },
  context: { en: '(post-session context)', fr: '(contexte ajouté après la séance)' },
  files: { en: '(from the uploaded files)', fr: '(d’après les fichiers téléversés)' },
  scores: { en: 'Scores', fr: 'Scores' },
  pain: { en: 'Pain', fr: 'Douleur' },
  risk: { en: 'Risk', fr: 'Risque' },
  diagnoses: { en: 'Problems discussed', fr: 'Problèmes abordés' },
  problem: { en: 'Problem', fr: 'Problème' },
  pastHistory: { en: 'Past medical history', fr: 'Antécédents médicaux' },
  socialHistory: { en: 'Social history', fr: 'Habitudes de vie' },
  general: { en: 'General', fr: 'Général' },
  closing: { en: 'Kind regards.', fr: 'Veuillez agréer mes salutations distinguées.' },
  referralOpening: { en: 'Thank you for seeing this patient.', fr: 'Merci de bien vouloir recevoir ce patient.' },
  chiefComplaint: { en: 'Chief complaint', fr: 'Motif' },
  take: { en: 'Take', fr: 'À prendre' },
  stop: { en: 'Stop', fr: 'À arrêter' },
} as const;

/** The draft's sentences built around a value (a name, a list, a time), in each language. */
export const SENTENCES = {
  /** "The patient" / "La patiente": the patient as a sentence's subject, by the clinician's term. */
  patient: {
    en: (term: string) => `The ${term.toLowerCase()}`,
    fr: (term: string, pronoun: Pronoun) =>
      term === 'Client' ? (pronoun === 'she' ? 'La cliente' : 'Le client') : pronoun === 'she' ? 'La patiente' : 'Le patient',
  },
  /** The patient's agreement with the plan, of the patient as the draft names them ("La patiente comprend ..."). */
  agreement: {
    en: (subject: string) => `${subject} understands and agrees with the recommended medical treatment plan.`,
    fr: (subject: string) => `${subject} comprend et accepte le plan de traitement recommandé.`,
  },
  /** The chief complaint told to the patient. */
  cameFor: { en: (complaint: string) => `You came in for ${complaint}.`, fr: (complaint: string) => `Vous êtes venu pour : ${complaint}.` },
  /** A symptom the patient does not have. */
  absent: { en: (name: string) => `no ${name}`, fr: (name: string) => `pas de ${name}` },
  subjectReports: {
    en: (subject: string, symptoms: string[]) => `${subject} reports ${joinList(symptoms, 'en')}.`,
    fr: (subject: string, symptoms: string[]) => `${subject} rapporte : ${joinList(symptoms, 'fr')}.`,
  },
  subjectDenies: {
    en: (subject: string, symptoms: string[]) => `${subject} denies ${joinList(symptoms, 'en', 'or')}.`,
    fr: (subject: string, symptoms: string[]) => `${subject} nie : ${symptoms.join(', ')}.`,
  },
} as const;

/** The note's remark that quoted text stays in the transcript's language. */
export function quotedLanguageRemark(note: Lang, source: Lang): string {
  const names = { en: { en: 'English', fr: 'French' }, fr: { en: 'anglais', fr: 'français' } };
  return note === 'fr'
    ? `Les passages entre guillemets sont cités en ${names.fr[source]}, langue de la transcription.`
    : `Quoted passages are in ${names.en[source]}, the language of the transcript.`;
}

/** Whether a sentence is one a draft says of itself: a section with nothing said ("Not discussed."), the quoted-language remark. */
export function isNoteRemark(text: string): boolean {
  const said = text.trim();
  const langs: Lang[] = ['en', 'fr'];
  return (
    langs.some((lang) => TEXT.notDiscussed[lang] === said) ||
    langs.some((note) => langs.some((source) => note !== source && quotedLanguageRemark(note, source) === said))
  );
}

const SEX_WORD: Record<Pronoun, { en: string; fr: string }> = {
  she: { en: 'female', fr: 'femme' },
  he: { en: 'male', fr: 'homme' },
  they: { en: 'patient', fr: 'personne' },
};

/** "Martha is a 50-year-old female who presents for annual exam."; a review is what they come for ("presents today for a blood pressure review"). */
export function openingSentence(
  subject: string,
  age: string | undefined,
  pronoun: Pronoun,
  complaint: string | undefined,
  lang: Lang,
  review = false,
): string {
  if (lang === 'fr') {
    const who = age ? (pronoun === 'they' ? `${subject}, ${age} ans,` : `${subject}, ${SEX_WORD[pronoun].fr} de ${age} ans,`) : subject;
    return complaint ? `${who} consulte pour : ${complaint}.` : `${who} consulte aujourd'hui.`;
  }
  const who = !age
    ? `${subject} presents today`
    : pronoun === 'they'
      ? `${subject}, aged ${age}, presents today`
      : `${subject} is a ${age}-year-old ${SEX_WORD[pronoun].en} who presents today`;
  if (!complaint) return `${who}.`;
  if (!review) return `${who} for evaluation of ${complaint}.`;
  return `${who} for ${/^[aeiou]/i.test(complaint) ? 'an' : 'a'} ${complaint}.`;
}
