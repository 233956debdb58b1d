// A clinician's note is written in shorthand ("3/7 hx of SOB", "PMH: HTN", "Imp: viral URTI",
// "Review in 1/52"): read as the words it stands for, so the note states what it names.
// Used to read a note only; the note shown keeps its own words.
import type { Lang } from '../language';

/** Shorthand written in capitals, matched as written ("MI", not "mi"). */
const CAPITALS: Record<Lang, Record<string, string>> = {
  en: {
    SOB: 'shortness of breath',
    SOBOE: 'shortness of breath on exertion',
    HTN: 'hypertension',
    T2DM: 'type 2 diabetes',
    T1DM: 'type 1 diabetes',
    DM: 'diabetes',
    MI: 'myocardial infarction',
    ROM: 'range of motion',
    IHD: 'ischaemic heart disease',
    AF: 'atrial fibrillation',
    HF: 'heart failure',
    URTI: 'upper respiratory tract infection',
    LRTI: 'lower respiratory tract infection',
    URI: 'upper respiratory infection',
    UTI: 'urinary tract infection',
    IBS: 'irritable bowel syndrome',
    GORD: 'gastro-oesophageal reflux disease',
    GERD: 'gastroesophageal reflux disease',
    CP: 'chest pain',
    HA: 'headache',
    FBC: 'full blood count',
    CBC: 'complete blood count',
    BP: 'blood pressure',
    PMH: 'past medical history',
    PSH: 'past surgical history',
    DH: 'drug history',
    FH: 'family history',
    SH: 'social history',
    NKDA: 'no known drug allergies',
    INB: 'if no better',
    OCP: 'oral contraceptive pill',
    BD: 'twice a day',
    TDS: 'three times a day',
    QDS: 'four times a day',
    OD: 'once a day',
  },
  fr: {
    HTA: 'hypertension artérielle',
    ATCD: 'antécédents',
    ATCDs: 'antécédents',
    TTT: 'traitement',
    DT2: 'diabète de type 2',
    IDM: 'infarctus du myocarde',
    AINS: 'anti-inflammatoires',
    NFS: 'numération formule sanguine',
    TA: 'tension artérielle',
  },
};

/** Shorthand in any case ("sx", "Abx", "Imp"). */
const ANY_CASE: Record<Lang, Record<string, string>> = {
  en: {
    sx: 'symptoms',
    hx: 'history',
    mx: 'management',
    rx: 'treatment',
    dx: 'diagnosis',
    abx: 'antibiotics',
    abdo: 'abdominal',
    etoh: 'alcohol',
    imp: 'impression',
    pt: 'patient',
    'n/v': 'nausea and vomiting',
    'd/v': 'diarrhoea and vomiting',
    'f/u': 'follow up',
    'r/v': 'review',
    jvd: 'jugular venous distention',
    rrr: 'regular rate and rhythm',
  },
  fr: { ttt: 'traitement', atcd: 'antécédents', 'n/v': 'nausées et vomissements' },
};

/** "3/7", "2/52", "6/12": days, weeks and months as a clinician writes them. */
const PERIODS: Record<Lang, Record<string, string>> = {
  en: { '7': 'days', '52': 'weeks', '12': 'months', '24': 'hours' },
  fr: { '7': 'jours', '52': 'semaines', '12': 'mois', '24': 'heures' },
};
const PERIOD = /\b(\d{1,2})\/(7|52|12|24)\b/g;
/** A time written with its unit's letter after the number ("3-5d", "1w", "2wks", "48hrs"). */
const UNITS: Record<Lang, Record<string, string>> = {
  en: { d: 'days', w: 'weeks', wk: 'weeks', wks: 'weeks', h: 'hours', hr: 'hours', hrs: 'hours' },
  fr: { j: 'jours', sem: 'semaines', h: 'heures' },
};
const UNIT = /\b(\d{1,3})(d|w|wks?|hrs?|h|j|sem)\b/g;
const TOKEN = /[\p{L}\p{N}]+(?:\/[\p{L}]+)?/gu;

/** What one word of a note stands for, when it is shorthand ("JVD": "jugular venous distention"); null otherwise. */
export function shorthandOf(word: string, lang: Lang): string | null {
  return CAPITALS[lang][word] ?? ANY_CASE[lang][word.toLowerCase()] ?? null;
}

/** The note's text with its shorthand written out. */
export function expandShorthand(text: string, lang: Lang): string {
  return text
    .replace(PERIOD, (m, n: string, unit: string) => `${n} ${PERIODS[lang][unit] ?? m}`)
    .replace(UNIT, (m, n: string, unit: string) => (UNITS[lang][unit] ? `${n} ${UNITS[lang][unit]}` : m))
    .replace(TOKEN, (token) => {
      const one = (word: string) => shorthandOf(word, lang);
      // "SOB/chest pain": each side of the slash is a word of its own, unless the whole is one ("N/V").
      return (
        one(token) ??
        token
          .split('/')
          .map((word) => one(word) ?? word)
          .join('/')
      );
    });
}
