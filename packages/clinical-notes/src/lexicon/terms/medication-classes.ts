// Classes of medications a note names for what was said by a drug's name ("avoid NSAIDs" for
// "stop the motrin", "a cortisone injection" for "a cc of betamethasone"). English and French.
import { memoByText } from './memo';

const CLASSES: Array<{ pattern: RegExp; members: string }> = [
  {
    pattern: /\b(?:nsaids?|anti-?inflammator(?:y|ies)|non-?steroidal(?: anti-?inflammator(?:y|ies))?|anti-?inflammatoires?|ains)\b/,
    members: 'ibuprofen advil motrin naproxen aleve naprosyn meloxicam mobic celecoxib celebrex diclofenac voltaren indomethacin indocin ketorolac toradol nabumetone etodolac',
  },
  {
    pattern: /\b(?:steroids?|corticosteroids?|cortisone|st[ée]ro[iï]des?|corticost[ée]ro[iï]des?|cortico[iï]des?)\b/,
    members: 'prednisone prednisolone methylprednisolone medrol dexamethasone decadron hydrocortisone cortisone triamcinolone kenalog betamethasone',
  },
  {
    pattern: /\b(?:antibiotics?|antibiotiques?)\b/,
    members:
      'amoxicillin augmentin penicillin ampicillin dicloxacillin cephalexin keflex cefadroxil cefdinir omnicef ceftriaxone rocephin cefuroxime ceftin cefpodoxime azithromycin zithromax zpack z-pack clarithromycin biaxin erythromycin doxycycline vibramycin minocycline tetracycline ciprofloxacin cipro levofloxacin levaquin moxifloxacin avelox sulfamethoxazole trimethoprim bactrim septra nitrofurantoin macrobid macrodantin metronidazole flagyl clindamycin cleocin vancomycin linezolid zyvox',
  },
  {
    pattern: /\b(?:diuretics?|water pills?|diur[ée]tiques?)\b/,
    members: 'hydrochlorothiazide hctz chlorthalidone furosemide lasix torsemide demadex bumetanide bumex spironolactone aldactone',
  },
];

/** The medications of every class a text names (lower case). */
export const classMembersNamed = memoByText((lower: string): string[] => CLASSES.filter((c) => c.pattern.test(lower)).flatMap((c) => c.members.split(' ')));
