// Diagnoses and problems a visit names, with their French wording. Used to title the
// problems of an assessment and plan and to list diagnoses as facts.
import { withBritishSpellings } from './british';
import { phraseFinder } from './first-letter';
import { memoByText } from './memo';

/** A condition: canonical wording in each language and how it is said. */
export interface ConditionTerm {
  en: string;
  fr: string;
  pattern: RegExp;
}

const TERMS: Array<[string, string, string]> = [
  ['type 2 diabetes', 'diabète de type 2', 'type (?:2|two|ii) diabetes|diab[èe]te de type (?:2|deux)'],
  ['type 1 diabetes', 'diabète de type 1', 'type (?:1|one|i) diabetes|diab[èe]te de type (?:1|un)'],
  ['diabetes', 'diabète', 'diabetes|diabetic|diab[èe]te|diab[ée]tique'],
  ['prediabetes', 'prédiabète', 'pre-?diabet(?:es|ic)|pr[ée]diab[èe]te'],
  [
    'hypertension',
    'hypertension',
    'hypertension|high blood pressure|elevated blood pressure|hypertension art[ée]rielle|tension [ée]lev[ée]e',
  ],
  ['hypotension', 'hypotension', 'hypotension|low blood pressure'],
  [
    'hyperlipidemia',
    'hyperlipidémie',
    'hyperlipidemia|high cholesterol|elevated cholesterol|dyslipidemia|hypercholesterolemia|cholest[ée]rol [ée]lev[ée]|hyperlipid[ée]mie|dyslipid[ée]mie',
  ],
  ['congestive heart failure', 'insuffisance cardiaque', 'congestive heart failure|heart failure|chf|insuffisance cardiaque'],
  ['coronary artery disease', 'maladie coronarienne', 'coronary artery disease|cad|maladie coronarienne'],
  ['myocardial infarction', 'infarctus du myocarde', 'myocardial infarction|heart attack|infarctus'],
  ['atrial fibrillation', 'fibrillation auriculaire', 'atrial fibrillation|a-?fib|fibrillation auriculaire'],
  ['stroke', 'AVC', 'stroke|cva|avc|accident vasculaire c[ée]r[ée]bral'],
  ['copd', 'MPOC', 'copd|chronic obstructive pulmonary disease|emphysema|mpoc|bpco'],
  ['asthma', 'asthme', 'asthma|asthme'],
  ['pneumonia', 'pneumonie', 'pneumonia|pneumonie'],
  ['bronchitis', 'bronchite', 'bronchitis|bronchite'],
  ['sinusitis', 'sinusite', 'sinusitis|sinus infection|sinusite'],
  ['strep throat', 'angine streptococcique', 'strep throat|strep|pharyngitis|angine'],
  [
    'upper respiratory infection',
    'infection des voies respiratoires supérieures',
    'upper respiratory (?:tract )?infection|uri|common cold|rhume',
  ],
  ['COVID', 'COVID', 'covid(?:-19| 19)?|coronavirus'],
  ['influenza', 'grippe', 'influenza|the flu|grippe'],
  ['urinary tract infection', 'infection urinaire', 'urinary tract infection|uti|bladder infection|infection urinaire'],
  ['kidney stones', 'calculs rénaux', 'kidney stones?|nephrolithiasis|calculs? r[ée]naux|calcul r[ée]nal'],
  ['chronic kidney disease', 'insuffisance rénale chronique', 'chronic kidney disease|ckd|insuffisance r[ée]nale'],
  ['kidney transplant', 'greffe rénale', 'kidney transplant|renal transplant|greffe (?:de rein|r[ée]nale)'],
  ['hypothyroidism', 'hypothyroïdie', 'hypothyroidism|underactive thyroid|hypothyro[ïi]die'],
  ['hyperthyroidism', 'hyperthyroïdie', 'hyperthyroidism|overactive thyroid|hyperthyro[ïi]die'],
  [
    'gastroesophageal reflux disease',
    'reflux gastro-œsophagien',
    'gastroesophageal reflux(?: disease)?|gerd|acid reflux|reflux gastro-(?:œ|oe)sophagien|rgo',
  ],
  ['osteoarthritis', 'arthrose', 'osteoarthritis|degenerative joint disease|arthrose'],
  ['rheumatoid arthritis', 'polyarthrite rhumatoïde', 'rheumatoid arthritis|polyarthrite rhumato[ïi]de'],
  ['arthritis', 'arthrite', 'arthritis|arthrite'],
  ['gout', 'goutte', 'gout|goutte'],
  ['migraine', 'migraine', 'migraines?'],
  ['depression', 'dépression', 'depression|major depressive disorder|d[ée]pression'],
  ['anxiety', 'anxiété', 'anxiety(?: disorder)?|generalized anxiety|anxi[ée]t[ée]'],
  ['bipolar disorder', 'trouble bipolaire', 'bipolar(?: disorder)?|trouble bipolaire'],
  ['post-traumatic stress disorder', 'trouble de stress post-traumatique', 'ptsd|post-?traumatic stress|tspt|stress post-traumatique'],
  ['adhd', 'TDAH', 'adhd|attention deficit|tdah'],
  ['insomnia', 'insomnie', 'insomnia|insomnie'],
  ['sleep apnea', 'apnée du sommeil', 'sleep apnea|apn[ée]e du sommeil'],
  ['obesity', 'obésité', 'obesity|obese|ob[ée]sit[ée]'],
  ['anemia', 'anémie', 'anemi[ac]|an[ée]mie'],
  ['vitamin d deficiency', 'carence en vitamine D', 'vitamin d deficiency|low vitamin d|carence en vitamine d'],
  ['osteoporosis', 'ostéoporose', 'osteoporosis|ost[ée]oporose'],
  ['fracture', 'fracture', 'fractured?|broken bone|fracture'],
  ['sprain', 'entorse', 'sprain(?:ed)?|entorse'],
  ['strain', 'élongation', 'strained|strain(?! (?:your|the|his|her|their|urine|pee)\\b)|[ée]longation'],
  ['tendinitis', 'tendinite', 'tendinitis|tendonitis|tendinopathy|tendinite'],
  ['carpal tunnel syndrome', 'syndrome du canal carpien', 'carpal tunnel(?: syndrome)?|canal carpien'],
  ['plantar fasciitis', 'fasciite plantaire', 'plantar fasciitis|fasciite plantaire'],
  ['sciatica', 'sciatique', 'sciatica|sciatique'],
  ['herniated disc', 'hernie discale', 'herniated dis[ck]|disc herniation|hernie discale'],
  ['rotator cuff tear', 'déchirure de la coiffe des rotateurs', 'rotator cuff(?: tear| injury)?|coiffe des rotateurs'],
  ['meniscus tear', 'déchirure méniscale', 'menisc(?:us|al) tear|torn meniscus|m[ée]nisque'],
  ['concussion', 'commotion cérébrale', 'concussion|commotion c[ée]r[ée]brale'],
  ['cellulitis', 'cellulite infectieuse', 'cellulitis'],
  ['eczema', 'eczéma', 'eczema|atopic dermatitis|ecz[ée]ma'],
  ['psoriasis', 'psoriasis', 'psoriasis'],
  ['acne', 'acné', 'acne(?: vulgaris)?|acn[ée]'],
  ['hirsutism', 'hirsutisme', 'hirsutism|hirsutisme'],
  ['irritable bowel syndrome', "syndrome de l'intestin irritable", 'irritable bowel(?: syndrome)?|ibs|intestin irritable'],
  ['crohn disease', 'maladie de Crohn', "crohn'?s(?: disease)?|maladie de crohn"],
  ['ulcerative colitis', 'colite ulcéreuse', 'ulcerative colitis|colite ulc[ée]reuse'],
  ['diverticulitis', 'diverticulite', 'diverticulitis|diverticulite'],
  ['pancreatitis', 'pancréatite', 'pancreatitis|pancr[ée]atite'],
  ['hepatitis', 'hépatite', 'hepatitis|h[ée]patite'],
  ['cirrhosis', 'cirrhose', 'cirrhosis|cirrhose'],
  ['abnormal liver enzymes', 'enzymes hépatiques anormales', '(?:abnormal|elevated) liver enzymes|enzymes h[ée]patiques'],
  ['celiac disease', 'maladie cœliaque', 'celiac(?: disease)?|c(?:œ|oe)liaque'],
  ['hiv', 'VIH', 'hiv|vih'],
  ['cancer', 'cancer', 'cancer|carcinoma|tumou?r'],
  [
    'benign prostatic hyperplasia',
    'hypertrophie bénigne de la prostate',
    'benign prostatic hyperplasia|bph|enlarged prostate|hypertrophie (?:b[ée]nigne )?de la prostate',
  ],
  ['erectile dysfunction', 'dysfonction érectile', 'erectile dysfunction|dysfonction [ée]rectile'],
  ['polycystic ovary syndrome', 'syndrome des ovaires polykystiques', 'polycystic ovar(?:y|ian) syndrome|pcos|ovaires polykystiques'],
  ['endometriosis', 'endométriose', 'endometriosis|endom[ée]triose'],
  ['dementia', 'démence', "dementia|alzheimer'?s|d[ée]mence"],
  ['parkinson disease', 'maladie de Parkinson', "parkinson'?s(?: disease)?|maladie de parkinson"],
  ['multiple sclerosis', 'sclérose en plaques', 'multiple sclerosis|scl[ée]rose en plaques'],
  ['epilepsy', 'épilepsie', 'epilepsy|seizure disorder|[ée]pilepsie'],
  ['lupus', 'lupus', 'lupus'],
  ['alcohol use disorder', "trouble lié à l'alcool", 'alcohol use disorder|alcoholism|alcoolisme'],
  ['substance use disorder', "trouble lié à l'usage de substances", 'substance use disorder|opioid use disorder|addiction'],
];

/** Each condition's variants, its British spellings included ("anaemia", "coeliac disease"). */
const SAID = TERMS.map(([en, fr, variants]) => [en, fr, withBritishSpellings([variants]).join('|')] as const);

export const CONDITIONS: readonly ConditionTerm[] = SAID.map(([en, fr, variants]) => ({
  en,
  fr,
  pattern: new RegExp(`^(?:${variants})$`, 'iu'),
}));

/** Every condition in one pattern, longest names first where they share a start. */
const anyCondition = phraseFinder(SAID.map(([, , v]) => v));

/** Conditions named in a text, with where they are. */
function findConditionsUncached(text: string): Array<{ term: ConditionTerm; index: number; length: number }> {
  const found: Array<{ term: ConditionTerm; index: number; length: number }> = [];
  for (const m of anyCondition(text)) {
    const term = CONDITIONS.find((t) => t.pattern.test(m.text));
    if (term) found.push({ term, index: m.index, length: m.text.length });
  }
  return found;
}

/** {@link findConditionsUncached}, cached: results are shared, do not change them. */
export const findConditions = memoByText(findConditionsUncached);
