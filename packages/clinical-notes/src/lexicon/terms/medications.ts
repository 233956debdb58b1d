// Medication names (generic and common brand names, with supplements a note lists as
// medications), lower-case. Used to find medications in what was said and, by the
// faithfulness check, in what a note states. Not a formulary: a drug missing here is still
// kept in the note's free text, it is just not extracted as a structured fact.
import { memoByText } from './memo';

const NAMES = `
lisinopril enalapril ramipril benazepril quinapril captopril perindopril losartan valsartan irbesartan olmesartan candesartan telmisartan
cozaar diovan benicar avapro micardis amlodipine norvasc nifedipine procardia diltiazem cardizem verapamil metoprolol toprol lopressor
atenolol tenormin carvedilol coreg propranolol inderal bisoprolol labetalol nebivolol bystolic hydrochlorothiazide hctz chlorthalidone
furosemide lasix torsemide demadex bumetanide bumex spironolactone aldactone eplerenone hydralazine clonidine doxazosin cardura terazosin
prazosin isosorbide imdur nitroglycerin digoxin amiodarone entresto sacubitril ranolazine ranexa atorvastatin lipitor simvastatin zocor
rosuvastatin crestor pravastatin pravachol lovastatin ezetimibe zetia fenofibrate tricor gemfibrozil niacin repatha praluent warfarin
coumadin apixaban eliquis rivaroxaban xarelto dabigatran pradaxa edoxaban clopidogrel plavix ticagrelor brilinta prasugrel effient
aspirin heparin enoxaparin lovenox
metformin glucophage glipizide glucotrol glyburide glimepiride amaryl pioglitazone actos sitagliptin januvia janumet linagliptin tradjenta
empagliflozin jardiance dapagliflozin farxiga canagliflozin invokana liraglutide victoza saxenda semaglutide ozempic wegovy rybelsus
dulaglutide trulicity tirzepatide mounjaro zepbound exenatide byetta insulin lantus levemir basaglar tresiba toujeo humalog novolog
glargine lispro aspart humulin novolin
levothyroxine synthroid unithroid levoxyl euthyrox liothyronine cytomel methimazole tapazole propylthiouracil
omeprazole prilosec pantoprazole protonix esomeprazole nexium lansoprazole prevacid rabeprazole aciphex dexlansoprazole dexilant famotidine
pepcid ranitidine zantac sucralfate carafate ondansetron zofran metoclopramide reglan promethazine phenergan prochlorperazine compazine
loperamide imodium miralax docusate colace senna senokot bisacodyl dulcolax linaclotide linzess lubiprostone amitiza mesalamine lialda
asacol budesonide entocort dicyclomine bentyl hyoscyamine levsin simethicone tums maalox mylanta lactulose creon rifaximin xifaxan
ursodiol
ibuprofen advil motrin naproxen aleve naprosyn meloxicam mobic celecoxib celebrex diclofenac voltaren indomethacin indocin ketorolac toradol
nabumetone etodolac acetaminophen tylenol paracetamol tramadol ultram oxycodone oxycontin percocet hydrocodone norco vicodin morphine
codeine fentanyl hydromorphone dilaudid methadone buprenorphine suboxone naloxone narcan gabapentin neurontin pregabalin lyrica
cyclobenzaprine flexeril methocarbamol robaxin tizanidine zanaflex baclofen carisoprodol metaxalone skelaxin lidocaine lidoderm
prednisone prednisolone methylprednisolone medrol dexamethasone decadron hydrocortisone cortisone triamcinolone kenalog colchicine colcrys
allopurinol zyloprim febuxostat uloric sumatriptan imitrex rizatriptan maxalt zolmitriptan eletriptan relpax ubrelvy nurtec aimovig emgality
topiramate topamax butalbital fioricet excedrin
sertraline zoloft fluoxetine prozac citalopram celexa escitalopram lexapro paroxetine paxil venlafaxine effexor duloxetine cymbalta
desvenlafaxine pristiq bupropion wellbutrin mirtazapine remeron trazodone amitriptyline elavil nortriptyline pamelor buspirone buspar
lorazepam ativan alprazolam xanax clonazepam klonopin diazepam valium temazepam restoril zolpidem ambien eszopiclone lunesta hydroxyzine
atarax vistaril quetiapine seroquel aripiprazole abilify risperidone risperdal olanzapine zyprexa ziprasidone geodon lurasidone latuda
haloperidol haldol lithium lamotrigine lamictal valproate depakote divalproex carbamazepine tegretol oxcarbazepine trileptal levetiracetam
keppra phenytoin dilantin zonisamide methylphenidate ritalin concerta adderall amphetamine vyvanse lisdexamfetamine dexmethylphenidate
focalin atomoxetine strattera guanfacine intuniv naltrexone vivitrol disulfiram antabuse acamprosate varenicline chantix donepezil aricept
memantine namenda rivastigmine exelon prazosin modafinil provigil
albuterol ventolin proair xopenex levalbuterol fluticasone flonase flovent advair symbicort pulmicort montelukast singulair tiotropium
spiriva breo trelegy anoro incruse ipratropium atrovent duoneb combivent cetirizine zyrtec levocetirizine xyzal loratadine claritin
desloratadine clarinex fexofenadine allegra diphenhydramine benadryl chlorpheniramine pseudoephedrine sudafed phenylephrine guaifenesin
mucinex dextromethorphan robitussin delsym benzonatate tessalon epinephrine epipen azelastine astelin nasonex mometasone nasacort dymista
amoxicillin augmentin penicillin ampicillin dicloxacillin cephalexin keflex cefadroxil cefdinir omnicef ceftriaxone rocephin cefuroxime
ceftin cefpodoxime azithromycin zithromax zpack z-pack clarithromycin biaxin erythromycin doxycycline vibramycin minocycline tetracycline
ciprofloxacin cipro levofloxacin levaquin moxifloxacin avelox sulfamethoxazole trimethoprim bactrim septra nitrofurantoin macrobid
macrodantin metronidazole flagyl clindamycin cleocin vancomycin linezolid zyvox rifampin isoniazid fluconazole diflucan nystatin
terbinafine lamisil ketoconazole clotrimazole miconazole acyclovir zovirax valacyclovir valtrex famciclovir oseltamivir tamiflu paxlovid
remdesivir mupirocin bactroban bacitracin neosporin polysporin ivermectin hydroxychloroquine plaquenil biktarvy truvada descovy genvoya
triumeq
tamsulosin flomax alfuzosin uroxatral finasteride proscar propecia dutasteride avodart oxybutynin ditropan tolterodine detrol solifenacin
vesicare mirabegron myrbetriq sildenafil viagra revatio tadalafil cialis vardenafil testosterone androgel estradiol estrace premarin
progesterone prometrium medroxyprogesterone provera depo-provera norethindrone levonorgestrel microgestin yaz yasmin sprintec loestrin
nexplanon mirena clomiphene clomid letrozole femara tamoxifen anastrozole arimidex exemestane raloxifene evista alendronate fosamax
risedronate actonel ibandronate boniva denosumab prolia phexxi cabergoline
tretinoin retin-a adapalene differin epiduo isotretinoin accutane clobetasol betamethasone tacrolimus protopic pimecrolimus elidel
dupixent dupilumab permethrin elimite silvadene ketoconazole selsun benzoyl
methotrexate humira adalimumab enbrel etanercept remicade infliximab stelara ustekinumab cosentyx secukinumab skyrizi rituximab rituxan
prograf cellcept mycophenolate myfortic azathioprine imuran cyclosporine sirolimus everolimus keytruda pembrolizumab opdivo herceptin
xeljanz otezla sulfasalazine azulfidine leflunomide arava
latanoprost xalatan timolol brimonidine dorzolamide
potassium klor-con ferrous iron folic folate multivitamin melatonin biotin glucosamine turmeric probiotic probiotics magnesium calcium zinc
chromium cla epogen procrit
`;

/** Names of more than one word (matched before single words). */
const MULTIWORD = [
  'vitamin d', 'vitamin d3', 'vitamin b12', 'vitamin b', 'vitamin c', 'vitamin e', 'b12', 'fish oil', 'omega-3', 'baby aspirin',
  'benzoyl peroxide', 'potassium chloride', 'ferrous sulfate', 'folic acid', 'polyethylene glycol', 'armour thyroid',
  'nicotine patch', 'nicotine gum', 'hydrocortisone cream', 'triamcinolone cream', 'silver sulfadiazine', 'testosterone cypionate',
  'insulin glargine', 'insulin lispro', 'pepto-bismol', 'pepto bismol', 'amoxicillin-clavulanate', 'amoxicillin clavulanate',
];

const SINGLE = new Set(NAMES.split(/\s+/).filter(Boolean));
/** Words that are only a medication when another word follows ("benzoyl peroxide", "folic acid"). */
const NEEDS_COMPANION = new Set(['benzoyl', 'ferrous', 'folic', 'potassium', 'iron', 'calcium', 'magnesium', 'zinc']);

/** All medication names, longest first, for matching. */
export const MEDICATION_NAMES: readonly string[] = [...MULTIWORD, ...[...SINGLE].filter((n) => !NEEDS_COMPANION.has(n))].sort((a, b) => b.length - a.length);

/** Names by their first three letters, longest first: a text is read once, not once per name. */
const BY_START = new Map<string, string[]>();
for (const name of MEDICATION_NAMES) {
  const key = name.slice(0, 3);
  const list = BY_START.get(key);
  if (list) list.push(name);
  else BY_START.set(key, [name]);
}

const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isLetterOrDigit = (c: number) => isLetter(c) || (c >= 48 && c <= 57);
/** An ASCII capital lowered; other characters as they are (names are plain ASCII). */
const lowered = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/** Whether a name is written at text[at...], in any case, and ends there as a word. */
function nameAt(text: string, at: number, name: string): boolean {
  if (at + name.length > text.length) return false;
  for (let j = 0; j < name.length; j++) if (lowered(text.charCodeAt(at + j)) !== name.charCodeAt(j)) return false;
  const after = text.charCodeAt(at + name.length);
  // Not inside a longer word: "tylenol-like" or "aspirins" name nothing.
  return !isLetterOrDigit(after) && !(after === 45 && isLetter(text.charCodeAt(at + name.length + 1)));
}

/** Medication names in a text, with their positions: the longest name at each word start. */
function findMedicationsUncached(text: string): Array<{ name: string; index: number }> {
  const found: Array<{ name: string; index: number }> = [];
  for (let i = 0; i + 3 <= text.length; ) {
    const before = i > 0 ? text.charCodeAt(i - 1) : 32;
    const names = isLetterOrDigit(before) || before === 45 ? undefined : BY_START.get(String.fromCharCode(lowered(text.charCodeAt(i)), lowered(text.charCodeAt(i + 1)), lowered(text.charCodeAt(i + 2))));
    const name = names?.find((n) => nameAt(text, i, n));
    if (name) {
      found.push({ name, index: i });
      i += name.length;
    } else i++;
  }
  return found;
}

/** {@link findMedicationsUncached}, cached: results are shared, do not change them. */
export const findMedications = memoByText(findMedicationsUncached);
