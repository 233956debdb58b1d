// Word lists the sentence checker reads a note sentence with, in English and French. They
// are the checker's own: it does not share a list with the note generator, so that the
// generator's cleaning cannot mark its own work.
'use strict';

const set = (text) => new Set(text.split(/\s+/).filter(Boolean));

/** First- and second-person pronouns (outside quotes a note has none). */
const PERSON = {
  en: set(
    "i i'm i've i'd i'll me my mine myself we we're we've we'll we'd us our ours ourselves you you're you've you'll you'd your yours yourself yourselves let's",
  ),
  fr: set("je j' me m' moi mon ma mes nous notre nos vous votre vos tu te t' toi ton ta tes moi-même nous-mêmes vous-même vous-mêmes"),
};

/** Spoken fillers, discourse markers and tags. */
const FILLER_WORDS = {
  en: set(
    'uh uhh um umm hmm mhm mm-hmm uh-huh er erm ah oh okay ok alright yeah yep yup nope nah gonna wanna gotta basically literally honestly anyway anyways',
  ),
  fr: set('euh heu hein ben bah genre voilà ouais ok okay'),
};
const FILLER_PHRASES = {
  en: [
    /\byou know\b/i,
    /\bi mean\b/i,
    /\ball right\b(?! (?:side|arm|leg|knee|hand|foot|ear|eye))/i,
    /\blet me\b/i,
    /\bi guess\b/i,
    /\bto be honest\b/i,
    /\bas i said\b/i,
  ],
  fr: [/\bd'accord\b/i, /\btu sais\b/i, /\bvous savez\b/i, /\ben fait\b/i, /\bbon ben\b/i],
};
/** Words that open a spoken sentence and add nothing ("So, ...", "Well, ..."). */
const SPOKEN_OPENERS = {
  en: /^(?:so|well|now|and|but|anyway|also|then)\b(?!\s+(?:far|that|much|many|long)\b)/i,
  fr: /^(?:alors|bon|donc|et|mais|bref)\b/i,
};

/** Bare answers: a sentence that opens with the answer to a question it does not state. */
const ANSWER_OPENERS = {
  en: /^(?:yes|yeah|yep|no|nope|nah|not yet|not really|not always|not at all|not that|nothing|none|sure|correct|right|exactly|absolutely|definitely|probably|maybe|sometimes|never|uh-huh|mm-hmm)\b(?=\s*(?:[,.!?]|$|but\b|and\b|i\b|we\b|they\b|she\b|he\b|it\b))/i,
  fr: /^(?:oui|non|ouais|pas encore|pas vraiment|pas du tout|rien|jamais|parfois|peut-être|exactement|absolument|d'accord)\b(?=\s*(?:[,.!?]|$|mais\b))/i,
};

/** Auxiliaries and modals: a finite verb on their own. */
const AUXILIARIES = {
  en: set(
    "am is are was were has have had does do did will would can could should shall may might must cannot isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't won't wouldn't can't couldn't shouldn't",
  ),
  fr: set(
    'est sont était étaient sera seront serait a ont avait avaient aura auront aurait fait font faisait va vont allait peut peuvent pourrait doit doivent devrait faut semble semblent reste restent',
  ),
};

/** Common verbs (base forms) of spoken and clinical English; -s and -ed forms are derived. */
const VERBS_EN = set(`
  ache add admit advise agree allow answer apply appear arrange ask assess attend avoid bend begin believe bleed breathe bring bruise burn call
  care carry cause change check chew climb come complain complete confirm consider continue cough count cover cramp cry cut dance deal decide
  decline decrease deny describe develop discuss discontinue drink drive drop eat elevate encourage endorse enjoy evaluate examine exercise
  experience explain fall feel fill find finish follow forget get give go happen hate have help hike hit hold hope hurt ice improve increase
  indicate initiate inject itch jog keep know lack last lead lift like limit limp live look lose love maintain manage measure mention miss
  monitor move need note notice obtain occur order pass pay perform persist pick place plan play prefer prescribe present prevent provide pull
  push put radiate rate reach read receive recommend record reduce refer refill relate relieve remain remember repeat replace report request
  require resolve rest restart resume return reveal review run schedule see seem send shoot show sit skip sleep smoke sneeze sound spread stand
  start state stay stop strain struggle suffer suggest suspect swallow sweat swell swim take talk tell tend test think throw tingle tolerate
  travel treat trip try turn undergo understand urinate use visit vomit wake walk want watch wear weigh wheeze wish work worry worsen write`);

/** Irregular past forms and participles. */
const IRREGULAR_PAST = set(`
  became began bent bit bled blew broke brought built bought caught chose came cut dealt did drank drove ate fell fed felt fought found flew
  forgot froze got gave went grew hung had heard hid hit held hurt kept knew laid led left lent let lay lost made meant met paid put quit ran
  rang rose said saw sought sold sent set shook shot showed shut sang sank sat slept slid spoke spent split spread stood stole stuck stung
  struck swore swept swam swung took taught tore told thought threw understood woke wore won wrote been done gone seen taken given known
  shown thrown written eaten fallen forgotten gotten begun broken chosen driven`);

/** French verb forms common in a note (the checker is lenient in French: these or a pronoun subject). */
const VERBS_FR = set(`
  rapporte rapportent signale signalent décrit décrivent nie nient présente présentent prend prennent ressent ressentent note notent
  consulte consultent souffre souffrent dort dorment mange mangent marche marchent travaille travaillent continue continuent commence
  commencent arrête arrêtent augmente diminue recommande recommandent prescrit prescrivent planifie revoit reverra reviendra montre
  montrent révèle révèlent indique indiquent demeure persiste persistent tousse respire vit habite utilise utilisent évite dit disent
  pense pensent croit sent sentent aime veut voudrait sait`);

/** Words after which a word ending in -ed or -s is a noun's modifier, not a verb. */
const DETERMINERS = set(
  'a an the this that these those his her their its our my your some any no each every of for with to in on at by from into',
);

/** Subject pronouns: the next word is the verb. */
const SUBJECTS = {
  en: set('she he they it there who which that'),
  fr: set('il elle ils elles on qui'),
};

/** Words a sentence cannot end on: it was cut. */
/**
 * A sentence started over: the words before a comma are a subject alone, or a subject and a verb
 * of being, having or doing, and a new subject follows ("The patient is, they feel", "It keeps
 * them, they keep"); a determiner left before a comma ("Their, father has"); two subjects in a row
 * ("They it is", "they, it catches").
 */
const RESTARTS = {
  en: [
    /(?:^|[,.;]\s+)(?:the patient|they|she|he|it|we|there)(?:\s+(?:is|are|was|were|has|have|had|does|do|did|can|cannot|will|would|not|been|keeps them|keeps her|keeps him))*\s*,\s+(?:they|she|he|it|the patient|we)\s+\w/i,
    /\b(?:their|his|her|its|the|a|an|my|your|our)\s*,/i,
    /\b(?:they|she|he|we)\s*,?\s+(?:it|they|she|he|we)\s+\w/i,
  ],
  fr: [/\b(?:leur|son|sa|ses|le|la|les|un|une|mon|ma|mes)\s*,/i],
};

const DANGLING_ENDS = {
  en: set(
    'and but or because that which the a an to of with for if when so as than like is are was were their his its my your our this these those on at from by about into sometimes also some any been be has have had will would can could should do does did',
  ),
  fr: set('et mais ou donc que qui le la les de du des un une à au aux pour avec si quand son sa ses leur'),
};

/** Subordinators: a sentence that opens with one needs a main clause after a comma. */
const SUBORDINATORS = {
  en: /^(?:because|since|although|though|if|unless|whereas|while|when|whenever|until)\b/i,
  fr: /^(?:parce que|puisque|bien que|si|quand|lorsque|alors que|tandis que)\b/i,
};

/** Agreement errors left by a speaker's person turned wrong ("them are", "she have"). */
const ROLE_ERRORS = {
  en: [
    /(?<!\b(?:let|lets|make|makes|made|help|helps|helped|watch|see|saw|have|has|had)\s|\bwhat\s+\w+\s)\b(?:them|him|me|us)\s+(?:is|are|was|were|has|have|do|does|will|would|can|feels?|thinks?|needs?)\b/i,
    /\b(?:she|he|it|the patient|the client)\s+(?:are|were|have|do|don't|feel|think|need|want)\b/i,
    /\bthey\s+(?:is|was|has|does|doesn't|feels|thinks|needs|wants)\b/i,
    /\b(?:we|i)\s+(?:is|has|does)\b/i,
  ],
  fr: [/\b(?:elle|il|on)\s+(?:suis|ai|sont|ont|avons|avez)\b/i, /\b(?:ils|elles)\s+(?:suis|est|a|ai)\b/i],
};

/** Openers of a verbless finding a note may write in prose ("No murmurs.", "Negative for ..."). */
const FINDING_OPENERS = {
  en: /^(?:no|negative for|positive for|normal|decreased|increased|mild|moderate|severe|full|limited|trace)\s+\w/i,
  fr: /^(?:pas de|pas d'|aucune?|absence de|négatif pour|positif pour)\s*\w/i,
};

module.exports = {
  PERSON,
  FILLER_WORDS,
  FILLER_PHRASES,
  SPOKEN_OPENERS,
  ANSWER_OPENERS,
  AUXILIARIES,
  VERBS_EN,
  VERBS_FR,
  IRREGULAR_PAST,
  DETERMINERS,
  SUBJECTS,
  DANGLING_ENDS,
  RESTARTS,
  SUBORDINATORS,
  ROLE_ERRORS,
  FINDING_OPENERS,
};
