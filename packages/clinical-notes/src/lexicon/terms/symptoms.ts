// Symptoms a review of systems names, with their body system and French wording, and
// body parts for pain and laterality ("right knee pain", "douleur au genou gauche").
// Patterns match speech in English or French; the note uses the canonical wording.
import { withBritishSpellings } from './british';
import { phraseFinder } from './first-letter';
import { memoByText } from './memo';

export const BODY_SYSTEMS = [
  'constitutional',
  'eyes',
  'ent',
  'cardiovascular',
  'respiratory',
  'gastrointestinal',
  'genitourinary',
  'musculoskeletal',
  'skin',
  'neurological',
  'psychiatric',
  'endocrine',
  'hematologic',
] as const;
export type BodySystem = (typeof BODY_SYSTEMS)[number];

export const BODY_SYSTEM_TITLES: Record<BodySystem, { en: string; fr: string }> = {
  constitutional: { en: 'Constitutional', fr: 'Général' },
  eyes: { en: 'Eyes', fr: 'Yeux' },
  ent: { en: 'Ears, Nose, Mouth and Throat', fr: 'ORL' },
  cardiovascular: { en: 'Cardiovascular', fr: 'Cardiovasculaire' },
  respiratory: { en: 'Respiratory', fr: 'Respiratoire' },
  gastrointestinal: { en: 'Gastrointestinal', fr: 'Gastro-intestinal' },
  genitourinary: { en: 'Genitourinary', fr: 'Génito-urinaire' },
  musculoskeletal: { en: 'Musculoskeletal', fr: 'Musculosquelettique' },
  skin: { en: 'Skin', fr: 'Peau' },
  neurological: { en: 'Neurological', fr: 'Neurologique' },
  psychiatric: { en: 'Psychiatric', fr: 'Psychiatrique' },
  endocrine: { en: 'Endocrine', fr: 'Endocrinien' },
  hematologic: { en: 'Hematologic/Lymphatic', fr: 'Hématologique' },
};

/** A symptom: canonical wording in each language, its system and how it is said. */
export interface SymptomTerm {
  en: string;
  fr: string;
  system: BodySystem;
  pattern: RegExp;
}

const POSS = '(?:my|your|her|his|their|the|mon|ma|mes|votre|vos|son|sa|ses|le|la|les)';

/** [canonical en, canonical fr, system, spoken variants (regex fragments, en and fr)] */
const TERMS: Array<[string, string, BodySystem, string[]]> = [
  ['fever', 'fièvre', 'constitutional', ['fevers?', 'febrile', 'fi[èe]vre', 'f[ée]brile']],
  ['chills', 'frissons', 'constitutional', ['chills', 'chilly', 'frissons?']],
  ['night sweats', 'sueurs nocturnes', 'constitutional', ['night sweats?', 'sueurs nocturnes']],
  ['sweating', 'transpiration', 'constitutional', ['sweats', 'sweating', 'sweaty', 'sueurs?', 'transpir(?:e|ation)']],
  [
    'fatigue',
    'fatigue',
    'constitutional',
    ['fatigue', 'fatigued', 'tired(?:ness)?', 'exhausted', 'exhaustion', 'low energy', 'fatigu[ée]e?s?'],
  ],
  [
    'weight loss',
    'perte de poids',
    'constitutional',
    ['weight loss', 'lost (?:some |a lot of )?weight', 'losing weight', 'perte de poids', 'perdu du poids'],
  ],
  [
    'weight gain',
    'prise de poids',
    'constitutional',
    ['weight gain', 'gained (?:some |a lot of )?weight', 'gaining weight', 'prise de poids', 'pris du poids'],
  ],
  [
    'decreased appetite',
    "perte d'appétit",
    'constitutional',
    ['(?:loss of|decreased|poor|no) appetite', "perte d'app[ée]tit", "pas d'app[ée]tit"],
  ],
  ['body aches', 'courbatures', 'constitutional', ['body aches?', 'achy', 'achiness', 'courbatures?']],
  [
    'blurred vision',
    'vision floue',
    'eyes',
    ['blurr(?:y|ed) vision', 'vision changes?', 'changes? in ' + POSS + ' vision', 'vision floue', 'trouble de la vision'],
  ],
  ['double vision', 'vision double', 'eyes', ['double vision', 'vision double']],
  [
    'eye pain',
    'douleur oculaire',
    'eyes',
    ['eye pain', 'pain in ' + POSS + ' eyes?', 'douleur (?:à l.|aux )?(?:œ|oe)il', 'douleur oculaire'],
  ],
  ['sore throat', 'mal de gorge', 'ent', ['sore throat', 'throat (?:pain|hurts?|hurting)', 'mal (?:à|a) la gorge', 'mal de gorge']],
  [
    'nasal congestion',
    'congestion nasale',
    'ent',
    ['(?:nasal |sinus )?congestion', 'congested', 'stuffy nose', 'stuffed up', 'congestion nasale', 'nez bouch[ée]'],
  ],
  ['runny nose', 'écoulement nasal', 'ent', ['runny nose', 'nez qui coule', '[ée]coulement nasal']],
  [
    'ear pain',
    "douleur à l'oreille",
    'ent',
    ['ear pain', 'earache', 'ear ache', 'pain in ' + POSS + ' ears?', 'mal (?:à|a) l.oreille', 'otalgie'],
  ],
  [
    'difficulty hearing',
    'perte auditive',
    'ent',
    ['hearing loss', 'trouble hearing', 'difficulty hearing', "can't hear", 'perte auditive', 'baisse de l.audition'],
  ],
  ['sinus pain', 'douleur sinusale', 'ent', ['sinus (?:pain|pressure)', 'douleur sinusale']],
  [
    'difficulty swallowing',
    'dysphagie',
    'ent',
    ['(?:difficulty|trouble|hard to) swallow(?:ing)?', 'dysphagia', 'dysphagie', 'difficult[ée] (?:à|a) avaler'],
  ],
  [
    'painful swallowing',
    'douleur à la déglutition',
    'ent',
    [
      '(?:pain (?:with|on|when)|painful) swallow(?:ing)?',
      'hurts to swallow',
      'odynophagi[ae]',
      'douleurs? (?:à|a) la d[ée]glutition',
      'mal (?:à|a) avaler',
    ],
  ],
  ['hoarseness', 'enrouement', 'ent', ['hoarse(?:ness)?', 'enrou[ée]e?', 'enrouement']],
  ['sneezing', 'éternuements', 'ent', ['sneez(?:e|es|ing)', '[ée]ternuements?']],
  [
    'chest pain',
    'douleur thoracique',
    'cardiovascular',
    [
      'chest pains?',
      'chest (?:tightness|pressure|discomfort)',
      'pain in ' + POSS + ' chest',
      'douleurs? (?:thoracique|(?:à|a) la poitrine|dans la poitrine)',
      'mal (?:à|a) la poitrine',
    ],
  ],
  [
    'palpitations',
    'palpitations',
    'cardiovascular',
    ['palpitations?', 'heart racing', 'racing heart', 'heart (?:is )?(?:pounding|fluttering)', 'c(?:œ|oe)ur qui bat vite'],
  ],
  [
    'leg swelling',
    'œdème des jambes',
    'cardiovascular',
    [
      'swelling (?:in|of) ' + POSS + ' (?:legs?|ankles?|feet|lower extremities)',
      '(?:leg|ankle|feet|foot) swelling',
      'swollen (?:legs?|ankles?|feet)',
      '(?:legs?|ankles?|feet) (?:are |is )?swollen',
      '(?:œ|oe)d[èe]me',
      'jambes enfl[ée]es',
    ],
  ],
  ['lightheadedness', 'sensation de tête légère', 'cardiovascular', ['light ?headed(?:ness)?', 't[êe]te l[ée]g[èe]re']],
  [
    'shortness of breath',
    'essoufflement',
    'respiratory',
    [
      'shortness of breath',
      'short of breath',
      '(?:trouble|difficulty) breathing',
      'hard to breathe',
      'breathless(?:ness)?',
      'dyspnea',
      'winded',
      'essouffl[ée]e?(?:ment)?',
      'dyspn[ée]e',
      'mal (?:à|a) respirer',
    ],
  ],
  ['cough', 'toux', 'respiratory', ['cough(?:s|ing)?', 'toux', 'tousse']],
  ['wheezing', 'sifflements', 'respiratory', ['wheez(?:e|es|ing|y)', 'sifflements?']],
  ['sputum', 'expectorations', 'respiratory', ['sputum', 'phlegm', 'mucus', 'expectorations?', 'crachats?']],
  ['nausea', 'nausées', 'gastrointestinal', ['nause(?:a|ous|ated)', 'sick to ' + POSS + ' stomach', 'naus[ée]es?', 'mal au c(?:œ|oe)ur']],
  ['vomiting', 'vomissements', 'gastrointestinal', ['vomit(?:ing|ed|s)?', 'throw(?:ing)? up', 'threw up', 'vomissements?', 'vomi']],
  ['diarrhea', 'diarrhée', 'gastrointestinal', ['diarrh(?:e|o)a', 'loose stools?', 'diarrh[ée]e']],
  ['constipation', 'constipation', 'gastrointestinal', ['constipat(?:ion|ed)', 'constip[ée]e?']],
  [
    'abdominal pain',
    'douleur abdominale',
    'gastrointestinal',
    [
      'abdominal (?:pain|discomfort|cramps?|cramping)',
      '(?:stomach|belly|tummy) (?:pain|ache|aches|cramps?|hurts?)',
      'stomach ?ache',
      'pain in ' + POSS + ' (?:stomach|belly|abdomen)',
      'douleurs? abdominales?',
      'mal au ventre',
      'maux de ventre',
    ],
  ],
  ['heartburn', "brûlures d'estomac", 'gastrointestinal', ['heartburn', 'acid reflux', 'indigestion', 'br[ûu]lures? d.estomac']],
  [
    'blood in the stool',
    'sang dans les selles',
    'gastrointestinal',
    [
      'blood in ' + POSS + ' (?:stools?|bowel movements?)',
      'bloody stools?',
      'black(?:,)? (?:tarry )?stools?',
      'rectal bleeding',
      'sang dans les selles',
    ],
  ],
  ['bloating', 'ballonnements', 'gastrointestinal', ['bloat(?:ing|ed)', 'ballonnements?', 'ballonn[ée]']],
  [
    'painful urination',
    'brûlures mictionnelles',
    'genitourinary',
    [
      '(?:burning|pain) (?:with|when|on) (?:urination|urinating|i pee|peeing)',
      'painful urination',
      'dysuria',
      'br[ûu]lures? (?:mictionnelles?|en urinant)',
    ],
  ],
  [
    'urinary frequency',
    'pollakiurie',
    'genitourinary',
    ['urinary frequency', 'urinating (?:more|a lot|frequently)', 'peeing (?:more|a lot)', 'pollakiurie', 'uriner souvent'],
  ],
  [
    'blood in the urine',
    'hématurie',
    'genitourinary',
    ['blood in ' + POSS + ' urine', 'hematuria', 'h[ée]maturie', 'sang dans les urines'],
  ],
  ['incontinence', 'incontinence', 'genitourinary', ['incontinen(?:ce|t)', 'leaking urine', 'incontinence']],
  ['joint pain', 'douleurs articulaires', 'musculoskeletal', ['joint (?:pain|aches?)', 'arthralgias?', 'douleurs? articulaires?']],
  ['muscle pain', 'douleurs musculaires', 'musculoskeletal', ['muscle (?:pain|aches?)', 'myalgias?', 'douleurs? musculaires?']],
  ['stiffness', 'raideur', 'musculoskeletal', ['stiff(?:ness)?', 'raideurs?']],
  ['rash', 'éruption cutanée', 'skin', ['rash(?:es)?', '[ée]ruptions? cutan[ée]es?', 'plaques rouges']],
  ['itching', 'démangeaisons', 'skin', ['itch(?:ing|y|es)?', 'pruritus', 'd[ée]mangeaisons?', 'prurit']],
  ['hives', 'urticaire', 'skin', ['hives', 'urticaria', 'urticaire']],
  ['bruising', 'ecchymoses', 'skin', ['bruis(?:ing|es|ed)', 'ecchymos[ie]s?', 'bleus']],
  [
    'headache',
    'céphalées',
    'neurological',
    ['headaches?', 'head (?:hurts?|pain)', 'migraines?', 'maux de t[êe]te', 'mal (?:à|a) la t[êe]te', 'c[ée]phal[ée]es?'],
  ],
  ['dizziness', 'étourdissements', 'neurological', ['dizz(?:y|iness)', 'vertigo', '[ée]tourdissements?', 'vertiges?', '[ée]tourdi(?:e)?']],
  ['numbness', 'engourdissement', 'neurological', ['numb(?:ness)?', 'engourdi(?:ssements?|e)?']],
  ['tingling', 'picotements', 'neurological', ['tingl(?:ing|y|es)', 'pins and needles', 'picotements?', 'fourmillements?']],
  ['weakness', 'faiblesse', 'neurological', ['weak(?:ness)?', 'faiblesse', 'faible']],
  ['seizures', 'convulsions', 'neurological', ['seizures?', 'convulsions?', 'crises? d.[ée]pilepsie']],
  [
    'syncope',
    'syncope',
    'neurological',
    ['syncope', 'faint(?:ed|ing)?', 'pass(?:ed|ing) out', 'blacked out', 'perte de connaissance', 'évanoui(?:e|ssement)?'],
  ],
  [
    'memory loss',
    'troubles de mémoire',
    'neurological',
    ['memory (?:loss|problems?|issues?)', 'forgetful(?:ness)?', 'troubles? de (?:la )?m[ée]moire'],
  ],
  ['tremor', 'tremblements', 'neurological', ['tremors?', 'shak(?:y|iness)', 'tremblements?']],
  ['depression', 'humeur dépressive', 'psychiatric', ['depress(?:ion|ed)', 'feeling down', 'low mood', 'd[ée]prim[ée]e?', 'd[ée]pression']],
  ['anxiety', 'anxiété', 'psychiatric', ['anxi(?:ety|ous)', 'nervous(?:ness)?', 'worried', 'anxi[ée]t[ée]', 'anxieu(?:x|se)', 'angoisse']],
  [
    'suicidal ideation',
    'idées suicidaires',
    'psychiatric',
    [
      'suicidal (?:ideation|thoughts?)',
      'thoughts? of (?:hurting|harming|killing) ' + '(?:yourself|myself|herself|himself|themselves)',
      '(?:hurt|harm|kill) (?:yourself|myself|herself|himself|themselves)',
      'id[ée]es? (?:suicidaires?|noires)',
      'envie de mourir',
    ],
  ],
  [
    'homicidal ideation',
    'idées homicides',
    'psychiatric',
    ['homicidal', '(?:hurt|harm)(?:ing)? (?:others|anyone else|other people)', 'id[ée]es? homicides?'],
  ],
  [
    'insomnia',
    'insomnie',
    'psychiatric',
    [
      'insomnia',
      '(?:trouble|difficulty|problems?) (?:sleeping|falling asleep|staying asleep)',
      'not sleeping (?:well|much)',
      'poor sleep',
      "can't sleep",
      'ca n.t sleep',
      'insomnie',
      'mal (?:à|a) dormir',
      'dors mal',
    ],
  ],
  ['panic attacks', 'attaques de panique', 'psychiatric', ['panic attacks?', 'attaques? de panique', 'crises? de panique']],
  ['increased thirst', 'soif excessive', 'endocrine', ['(?:increased|excessive|a lot of) thirst', 'thirsty', 'polydipsia', 'soif']],
  [
    'heat or cold intolerance',
    'intolérance au chaud ou au froid',
    'endocrine',
    ['(?:heat|cold) intolerance', 'intol[ée]rance au (?:chaud|froid)'],
  ],
  [
    'swollen lymph nodes',
    'ganglions enflés',
    'hematologic',
    ['swollen (?:glands|lymph nodes)', 'lymphadenopathy', 'ganglions? (?:enfl[ée]s|gonfl[ée]s)'],
  ],
];

const compile = (variants: string[]) => new RegExp(`^(?:${variants.join('|')})$`, 'iu');

/** Each symptom's variants, its British spellings included ("diarrhoea", "oedema"). */
const SAID = TERMS.map(([en, fr, system, variants]) => [en, fr, system, withBritishSpellings(variants)] as const);

export const SYMPTOMS: readonly SymptomTerm[] = SAID.map(([en, fr, system, variants]) => ({ en, fr, system, pattern: compile(variants) }));

/** Every variant of every symptom in one pattern: one pass over a sentence finds them all. */
const anySymptom = phraseFinder(SAID.flatMap(([, , , v]) => v));

/** A body part that can hurt, with its French name and system. */
export interface BodyPart {
  en: string;
  fr: string;
  /** French preposition + article for "douleur au genou" ("au", "à l'", "à la", "aux"). */
  frOf: string;
  system: BodySystem;
  pattern: RegExp;
}

const PARTS: Array<[string, string, string, BodySystem, string]> = [
  ['lower back', 'bas du dos', 'au', 'musculoskeletal', 'lower back|low back|bas du dos'],
  ['back', 'dos', 'au', 'musculoskeletal', 'back|dos'],
  ['neck', 'cou', 'au', 'musculoskeletal', 'neck|cou|nuque'],
  ['shoulder', 'épaule', "à l'", 'musculoskeletal', 'shoulders?|[ée]paules?'],
  ['elbow', 'coude', 'au', 'musculoskeletal', 'elbows?|coudes?'],
  ['wrist', 'poignet', 'au', 'musculoskeletal', 'wrists?|poignets?'],
  ['hand', 'main', 'à la', 'musculoskeletal', 'hands?|mains?'],
  ['finger', 'doigt', 'au', 'musculoskeletal', 'fingers?|thumbs?|doigts?|pouces?'],
  ['hip', 'hanche', 'à la', 'musculoskeletal', 'hips?|hanches?'],
  ['groin', 'aine', "à l'", 'musculoskeletal', 'groin|aine'],
  ['thigh', 'cuisse', 'à la', 'musculoskeletal', 'thighs?|cuisses?|hamstrings?'],
  ['knee', 'genou', 'au', 'musculoskeletal', 'knees?|genoux?'],
  ['calf', 'mollet', 'au', 'musculoskeletal', 'calf|calves|mollets?'],
  ['leg', 'jambe', 'à la', 'musculoskeletal', 'legs?|jambes?'],
  ['arm', 'bras', 'au', 'musculoskeletal', 'arms?|bras'],
  ['ankle', 'cheville', 'à la', 'musculoskeletal', 'ankles?|chevilles?'],
  ['foot', 'pied', 'au', 'musculoskeletal', 'foot|feet|pieds?'],
  ['heel', 'talon', 'au', 'musculoskeletal', 'heels?|talons?'],
  ['toe', 'orteil', "à l'", 'musculoskeletal', 'toes?|orteils?'],
  ['flank', 'flanc', 'au', 'genitourinary', 'flank|side|flanc'],
  ['jaw', 'mâchoire', 'à la', 'musculoskeletal', 'jaw|m[âa]choire'],
  ['rib', 'côte', 'à la', 'musculoskeletal', 'ribs?|c[ôo]tes?'],
  ['eye', 'œil', "à l'", 'eyes', 'eyes?|yeux|(?:œ|oe)il'],
  ['ear', 'oreille', "à l'", 'ent', 'ears?|oreilles?'],
  ['breast', 'sein', 'au', 'skin', 'breasts?|seins?'],
];

export const BODY_PARTS: readonly BodyPart[] = PARTS.map(([en, fr, frOf, system, variants]) => ({
  en,
  fr,
  frOf,
  system,
  pattern: new RegExp(`(?<![\\p{L}])(?:${variants})(?![\\p{L}])`, 'iu'),
}));

/** The body part a phrase names, if any (first in list order: "lower back" before "back"). */
export function bodyPartIn(text: string): BodyPart | undefined {
  return BODY_PARTS.find((p) => p.pattern.test(text));
}

/** Symptoms named in a text, with where they are. */
function findSymptomsUncached(text: string): Array<{ term: SymptomTerm; index: number; length: number }> {
  const found: Array<{ term: SymptomTerm; index: number; length: number }> = [];
  for (const m of anySymptom(text)) {
    const term = SYMPTOMS.find((t) => t.pattern.test(m.text));
    if (term) found.push({ term, index: m.index, length: m.text.length });
  }
  return found;
}

/** {@link findSymptomsUncached}, cached: results are shared, do not change them. */
export const findSymptoms = memoByText(findSymptomsUncached);

/** The side a body part is on. */
export type Side = 'left' | 'right' | 'bilateral';
