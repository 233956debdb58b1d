// A plan item from what the clinician said, when the offline generator's sentence writer
// leaves the sentence out (a run-on, first person, a "?" a speech engine added): the
// clauses that say what will be done, as imperatives ("i wanna go ahead and order an
// echocardiogram and a lipid panel" → "Order an echocardiogram and a lipid panel."). English
// only; undefined when no clause is clean.
import { asSentence, HESITATION_WORDS, withoutHesitationCommas } from '../offline/clean-speech';
import { findMedications } from '@clinicscribe/clinical-notes';
import { contentStems } from './words';

const LEAD =
  /^(?:(?:so|okay|ok|alright|all right|and|but|then|now|um|uh|well|also|lastly|finally|first|next|at this point|at this time|in the meantime|for (?:that|this|now))[\s,]+)*(?:(?:i|we)(?:'m| am|'re| are)? ?(?:also |just |probably |really |definitely )?(?:going to|gonna|gon na)|(?:also )?(?:going to|gonna|gon na)|i (?:also )?(?:wanna|wan na)|i (?:also |really |just |do )?(?:want|would like|'d like|think we should)(?: you)? to|(?:please )?(?:be sure|remember) to|it(?:'s| is| would be) (?:very |really |so )?(?:important|best|a good idea)(?: that you| for you to| to| if you(?: could| can)?)|(?:my|the) (?:recommendation|treatment|plan|advice)(?: for [^,]{1,40}?)? (?:is|would be) (?:to |that you |that we )?|for (?:your|the) [^,]{1,40}? (?:is|would be) to |i (?:also )?think (?:we|you) (?:should|need to|will|can|could)|(?:we|you) (?:also )?need to|i'd (?:also )?like(?: you)? to|i want you to|i'd like you to|let's|we(?:'ll| will| can| could| should)|i(?:'ll| will)|i (?:would|'d) (?=(?:perform|do|order|start|refer|get|schedule|prescribe|place|put|inject|repair|remove|send|avoid|stop|hold)\b)|i(?:'m| am)? (?:would |'d |might |also )*(?:recommend(?:ed)?|suggest(?:ed)?) (?:that )?(?:you )?|you (?:should|need to|have to|can|will|'ll)|you (?:would|'d) (?:need|have) to|you(?:'ll| will)(?: also)?(?: need to| have to)?|i (?:would |'d )?(?:encourage|advise) you to|(?:we|you) (?:might|may)(?: (?:need|have|want) to)?(?= (?:do|try|get|order|start|consider|need|refer|schedule|use|take|put|give|send|increase|decrease|stop|change|adjust|add|switch)\b)|(?:try|make sure) (?:to|that you|you)|(?:you )?might (?=try\b)|(?:you're|you are) (?:going to|gonna|gon na)|(?=have (?:you|him|her|them)\s))\b\s*(?:(?:go ahead and|just|also|probably|definitely|tentatively|likely|possibly|still|kinda|kind of|be able to|able to|be|need to|have to)\s+)*(?:(?:have|get|make sure|need) (?:you|him|her|them)(?: to)?\s+)?/i;
const VERB =
  /^(?:complete|undergo|eliminate|minimize|quit|lose|protect|arrange|reach out|recommend|plan|suggest|order|get|start|stop|increase|decrease|repeat|continue|refer|schedule|check|have|do|obtain|try|put|give|prescribe|send|see|follow|monitor|record|keep|take|avoid|use|switch|change|add|hold|consider|talk|discuss|recheck|draw|perform|inject|apply|ice|rest|elevate|wear|limit|watch|call|return|come|weigh|push|swallow|write|brace|cut|lower|reduce|eat|drink|walk|exercise|attend|contact|notify|reach|set|book|place|remove|replace|fill|refill|taper|wean|restart|resume|discontinue|adjust|titrate|measure|log|bring|go)\b/i;
const PERSON = /\b(?:i|i'm|me|my|we|we're|us|our|you|you're|your)\b/i;
/** Where a clause ends: the next thing said, a condition, or a courtesy. */
const CUT =
  /,?\s+(?:and\s+)?(?:let me know|call me|give (?:me|us) a call|if you have any|okay|alright|you know|and (?:then )?i|and we|because|so that you|just to make sure|to make sure|just so|which|in case|that way|any other questions|to help|(?:in order )?to prevent|so we can|so that|(?:and )?based on|where (?:it|they|we|you|i)|and (?:these|those) (?:things|tests|results)|and (?:he|she|they|it)(?:'s| is| was| has| had| should| will| would| may| might| can)|that's (?:going to|gonna|gon na)|(?:that|this) (?:will|should|would|is going to)|(?:the|this|which|it) (?:\w+ )?(?:will|would|should|can|is going to) (?:help|allow|let|make|give|reduce|decrease|prevent|improve))\b.*$/i;
/**
 * Where run-on speech (a speech engine's turn without punctuation) starts a new clause: a
 * subject saying what will be done or what is thought ("... your lower back i do n't think
 * you need an x-ray").
 */
const CLAUSE_START =
  /(?<!\b(?:best|important|idea))\s+(?=(?:(?:and|so|but|then|now|also|alright|okay|um|uh)\s+)*(?:i|we|i'm|we're|i'll|we'll|i've|we've|i'd|let's|let me|why do n't we|you'll|you're (?:going to|gonna|gon na)|you need to|you (?:would|'d) (?:need|have) to|you should|you can|any other questions|it would be best|it's (?:very |really )?important|if you|if it|if that|if your|(?:also )?(?:going to|gonna|gon na) (?=(?:order|get|start|stop|refer|schedule|send|prescribe|give|check|put|do|have|repeat|increase|decrease)\b))\b)/gi;
/** "... off you have you check the weights daily": a new clause, unless a lead comes before ("we'll have you"). */
const HAVE_YOU =
  /(?<!(?:'ll|will|na|to|let's|would|'d|and|so|then))\s+(?=have (?:you|him|her|them) (?!had|been|ever|noticed|seen|tried|taken|heard|felt|gotten|got)\w)/gi;
/** Words a clause cut short must not end on. */
const TRAILING =
  /(?:[,\s]+(?:and|or|but|so|that(?<!\b(?:use|wear|apply|bring|increase|decrease|stop|continue|take|start) that)|the|a|an|to|for|of|with|as|then|um|uh|just|on|in|at|your|some|if|when|while|until|before|after|since|where|what|which))+$/i;
/** "... and order an echocardiogram": a second thing to do that is an item of its own whatever comes before. */
const AND_ORDER = /^(?:also\s+)?(?:order|refer|schedule|prescribe|start|stop|increase|decrease)\b/i;
/** "... and continue to ice the ankle": a second thing to do, joined by "and". */
const AND_VERB =
  /(?<!\bgo ahead|\btry),?\s+and\s+(?=(?:(?:also|just)\s+)?(?:continue|start|stop|keep|take|use|avoid|ice|elevate|weigh|wear|apply|limit|cut|drink|eat|walk|exercise|schedule|order|check|increase|decrease|refer|follow)\b)/i;
/** "..., but otherwise continue ...": what is done besides. */
const BUT_BESIDES = /,?\s+but\s+(?:otherwise|also|then|in the meantime)\s+/i;
/** "scheduled for", "referred to", "started on": a plan said as what will be done to the patient. */
const PARTICIPLES: Record<string, string> = {
  scheduled: 'schedule',
  referred: 'refer',
  started: 'start',
  booked: 'book',
  'set up': 'set up',
  'signed up': 'sign up',
};
const DONE_TO = /^(scheduled|referred|started|booked|set up|signed up)(?: (?:for|on|with))?\b/i;
const GERUNDS: Record<string, string> = {
  ordering: 'order',
  scheduling: 'schedule',
  referring: 'refer',
  prescribing: 'prescribe',
  sending: 'send',
  checking: 'check',
  giving: 'give',
  putting: 'put',
  taking: 'take',
  using: 'use',
  starting: 'start',
  getting: 'get',
  doing: 'do',
  trying: 'try',
  keeping: 'keep',
  continuing: 'continue',
  stopping: 'stop',
  adding: 'add',
  increasing: 'increase',
  decreasing: 'decrease',
  avoiding: 'avoid',
  limiting: 'limit',
  icing: 'ice',
  wearing: 'wear',
};
const GERUND = new RegExp(`^(?:${Object.keys(GERUNDS).join('|')})\\b`, 'i');
/** Hesitations a speech engine writes down ("order another, uh, cbc"). */
const FILLER = new RegExp(`,?\\s*\\b(?:${HESITATION_WORDS})\\b,?`, 'gi');

/** The patient as the object of a plan ("start you on", "prescribe you", "check some labs on you"), which an item leaves out. */
const OBJECT =
  /\b((?:start|continue|keep|put|get|place)\w*) (?:you|him|her|them) (on|off|in|into)\b|\b((?:refer|send|prescribe|give|order|schedule|get|set|see|brace|write|recommend)\w*) (?:you|him|her|them)\b|\s+(?:on|for) (?:you|him|her|them)\b(?= *(?:,|$| to| today| as| for| and))/gi;
/** Clauses that say what will not be done, or what was only thought: no item. */
const NO_ITEM = /^(?:not|n't|do n't|don't|no)\b/i;
/** "i do n't think we need to adjust any of those medications", "no need for an x-ray": what will not be done is no item. */
const NOT_NEEDED =
  /\b(?:(?:i|we) (?:do n't|don't|do not|did n't|didn't) (?:think|believe|feel)(?: that)? (?:we|you|i|he|she|they)(?:'ll| will| would| really| even)? (?:need|have|want|should|must)|(?:there's |there is )?no (?:need|reason) (?:to|for))\b(?:(?!\s*,|\s+but\b)[^.?!;])*/gi;
/** A clause of this many words or more, unpunctuated, is run-on speech. */
const RUN_ON_WORDS = 15;
/**
 * Where run-on speech goes on to the next thing to do with no subject ("... two milligrams
 * once daily continue to watch your diet ... also weigh yourself daily"): an imperative
 * after a word that cannot lead into it.
 */
const BARE_IMPERATIVE =
  /(?<!\b(?:a|an|the|to|and|or|will|'ll|you|i|we|not|n't|can|could|should|must|please|then|also|just|might|may|would|'d|let's|me|let|go|na|want|need|be|i'm|we're|you're))\s+(?=(?:(?:also|definitely|please)\s+)?(?:continue|avoid|weigh|call|keep|stop|start|take|ice|elevate|wear|limit|watch|monitor|use|apply|rest|drink|eat|walk|exercise|might try|schedule|follow up|reach out|make sure|be sure|stay on)\b)/gi;
/** "for your knee pain just ice it": the problem a thing to do is for, before it. */
const FOR_PROBLEM = new RegExp(`^for (?:your|the|her|his|their) (?:[\\w'-]+\\s+){1,7}?(?:just\\s+)?(?=${VERB.source.slice(1)})`, 'i');
/** A clause longer than this is cut at its last word within it. */
const MAX_CLAUSE_WORDS = 16;

/**
 * When the patient is to call or come back ("call me if your weight starts to go up",
 * "contact me should he continue to have dyspnea", "come back or give us a call if the
 * headaches become more severe"): the condition, with the patient as "they".
 */
const WHEN_TO_CALL =
  /\b(?:(call|contact|notify|phone|reach out to)(?: (?:me|us|the office|the clinic|your doctor))?|give (?:me|us) a call|(come back|come in|return)(?: (?:in|here|to see me|to the clinic))?(?: or (?:call|give (?:me|us) a call))?)(?: right away| immediately| straight away)?,? (?:if|should) ((?:(?!\s*,?\s*(?:okay|ok|alright|all right|right|and then|and i|and we|but|because|so that)\b)[^.?!;,])+)/gi;
/** ... said condition first ("if your symptoms worsen, just give me a call", "if it gets worse please don't hesitate to call me"). */
const IF_THEN_CALL =
  /\bif ((?:(?!\bif\b)[^.?!;,])+?),? (?:(?:just|please|then|definitely|you can|you should)\s+)*(?:give (?:me|us) a call|call (?:me|us|the office|the clinic)|reach out(?: to)?|(?:do n't|don't|do not) hesitate to call|(?<=(?:,|just|please|then) )(come back|come in|return)(?: in| sooner)?)\b(?:\s+((?:within|in) (?:a|an|one|two|three|\d+|the next(?: \w+)?) (?:days?|weeks?|months?)))?(?!,? (?:if|should)\b)/gi;
/** What every patient may call for: no item ("call me if you have any questions", "if you need anything"). */
const ANY_REASON = new Set(
  contentStems('questions question concerns concern issues issue problems problem need needs anything else happens help'),
);
/** A condition longer than this is run-on speech, not what to call for. */
const MAX_CONDITION_WORDS = 16;
/** The clinician in a condition ("if i put you out of work", "if you want me to explain"): what the clinician does, not what to call for. */
const CLINICIAN = /\b(?:i|i'm|i'll|me|we|we're|we'll|us)\b/i;
/** The patient, as a note's item speaks of them. */
const AS_THEY: Record<string, string> = {
  you: 'they',
  "you're": "they're",
  "you've": "they've",
  "you'll": "they'll",
  your: 'their',
  yourself: 'themselves',
  he: 'they',
  she: 'they',
  his: 'their',
  her: 'their',
  "he's": "they're",
  "she's": "they're",
};

/** An item whenToCall writes, whatever it is for ("Call if their symptoms worsen.", "Call within a month if ..."). */
export const WHEN_TO_CALL_ITEM = /^(?:call|return)(?: within [^.]*?)? if\b/i;

/** What the patient is to call or come back for, as items ("Call if their weight starts to go up."). */
export function whenToCall(clean: string): string[] {
  const items: string[] = [];
  const said = [...clean.matchAll(WHEN_TO_CALL)].map((m) => ({ at: m.index ?? 0, back: m[2] !== undefined, condition: m[3], within: '' }));
  for (const m of clean.matchAll(IF_THEN_CALL))
    said.push({ at: m.index ?? 0, back: m[2] !== undefined, condition: m[1], within: m[3] ? `${m[3]} ` : '' });
  for (const { back, condition, within } of said.sort((a, b) => a.at - b.at)) {
    const told = condition
      .trim()
      .replace(/\b(?:you're|you've|you'll|you|your|yourself|he's|she's|he|she|his|her)\b/gi, (w) => AS_THEY[w.toLowerCase()] ?? w)
      .replace(/\b(\w+)(?: \1\b)+/gi, '$1')
      // Run-on speech going on to the next problem ("... in 2 days for the hypertension that we've been treating").
      .replace(/\s+for (?:the|their) [\w\s'-]+? that (?:we|i)\b.*$/i, '')
      .replace(TRAILING, '');
    if (CLINICIAN.test(told) || told.split(/\s+/).length > MAX_CONDITION_WORDS) continue;
    if (!contentStems(told).some((w) => !w.includes("'") && !ANY_REASON.has(w))) continue;
    items.push(asSentence(`${back ? 'return' : 'call'} ${within}if ${told}`));
  }
  return items;
}

/**
 * What the clinician decides is not needed ("i don't think we need to adjust any of those
 * medications", "no need for further a1c today"): a decision a note records as such.
 */
const NO_NEED =
  /\b(?:(?:i|we) (?:do n't|don't|do not) (?:think|believe|feel)(?: that)? (?:we|you|he|she|they)(?: really| even)? (?:need|have)|(?:there's |there is )?no (?:need|reason))( to| for)?\s+((?:(?!\s*,|\s+(?:but|and|so|because|which|why|since|as|it|that's|it's|i|we|you|he|she|they)\b)[^.?!;])+)/gi;
/** A decision longer than this is run-on speech. */
const MAX_DECISION_WORDS = 12;

/** What is not needed, as items ("No need to adjust any of those medications."). */
export function notNeeded(clean: string): string[] {
  const items: string[] = [];
  for (const m of clean.replace(FILLER, ' ').matchAll(NO_NEED)) {
    const what = m[2]
      .replace(/\b(\w+)-?(?: \1\b)+/gi, '$1')
      .replace(/\byour\b/gi, 'the')
      .replace(TRAILING, '')
      .trim();
    const words = what.split(/\s+/);
    if (words.length < 2 || words.length > MAX_DECISION_WORDS || PERSON.test(what)) continue;
    items.push(asSentence(`no need ${m[1] ? m[1].trim() : /^(?:to|for)\b/i.test(what) ? '' : 'for'} ${what}`.replace(/\s+/g, ' ')));
  }
  return items;
}

/** The clauses of a clinician's plan sentence as imperative plan items, or undefined. */
export function planItem(clean: string): string | undefined {
  const items = planItems(clean);
  return items.length > 0 ? items.join(' ') : undefined;
}

/** The clauses of a clinician's plan sentence, each as an imperative plan item ([] when none is clean). */
export function planItems(clean: string): string[] {
  const items: string[] = [];
  const calls = [...notNeeded(clean), ...whenToCall(clean)];
  // A comma left where a hesitation was, after a word that cannot end a clause ("order just, an echocardiogram").
  const parts = withoutHesitationCommas(clean.replace(FILLER, ' '))
    // A speech engine's "your" for "you" ("i want your to take your blood pressure").
    .replace(/\b(want|like|need) your to\b/gi, '$1 you to')
    // "... a cat scan of your lungs which will help confirm the diagnosis as well a pulmonary function test": a second thing to get.
    .replace(
      /(\b(?:order\w*|get|getting|check\w*|schedul\w*|send\w*|repeat\w*)\b[^.?!;]{0,120}?)\s+as well(?: as)?\s+(?=(?:an?|the|another)\s)/gi,
      '$1. also get ',
    )
    // A speaker starting over ("order a you get another urine collection").
    .replace(/\b(order|get|do|schedule|start)(?: an?| the)? (?:you|we) (?:get|do|have)\b/gi, '$1')
    // A hedge ("you can ice it let's say five times a day", "like i said just continue").
    .replace(/\b(?:let's say|(?:like|as) i (?:said|mentioned))\b,?\s*/gi, '')
    // A word a speaker broke off ("go ahead and- and refer you to physical therapy-").
    .replace(/\b(\w+)-(?=\s|$)/g, '$1')
    .replace(NOT_NEEDED, '')
    // "order a study it's called an emg": the name is the item.
    .replace(
      /\b(?:(?:an?|the)\s+)+(?:\w+\s+)?(?:test|study|procedure|scan|medication|medicine|exam|treatment),?\s+(?:(?:it's|that's|which is|that is|it is)\s+)?(?:called|known as)\s+/gi,
      '',
    )
    // "order what we call a basic metabolic panel": the name is the item.
    .replace(/\bwhat (?:we|they|i|you|doctors) (?:call|refer to as)\s+/gi, '')
    // "try not to take any ibuprofen": what to avoid.
    .replace(/\b(?:try|make sure) not to (?:take|use|have|eat|drink|do)(?: any)?\b/gi, 'avoid')
    // "you're not going to be playing basketball": what to avoid.
    .replace(
      /\b(?:you're|you are|you'll|you will) not (?:(?:going to|gonna|gon na) )?be (?=\w+ing\b)(?!(?:needing|feeling|getting|having|seeing|hearing|noticing|experiencing|going|coming|waiting|staying|requiring)\b)/gi,
      'you should avoid ',
    )
    // "what i want you to do is continue your bumex", "what i'd like to do is increase ...": what is to be done.
    .replace(
      /\b(?:what )?(?:i|we)(?: want| would like|'d like| need| wanna| wan na)(?: you)? to do (?:is|would be)\s+(?:to\s+)?/gi,
      'i want you to ',
    )
    // "what i would recommend what we try is a cortisone injection": what is recommended.
    .replace(/\bwhat (?:i|we)(?: would|'d)? recommend(?:,? what we (?:try|do))? (?:is|would be)\s+/gi, 'i recommend ')
    // "let me talk a little bit about you trying to lower your salt intake": what the patient is to do.
    .replace(
      /\b(?:let me |let's |i want to |we (?:can |should )?)?talk (?:a little(?: bit)? |a bit )?(?:also |more )?about (?:you |your )?(?=(?:trying|taking|using|starting|stopping|getting|doing|keeping|cutting|lowering|limiting|avoiding|increasing|decreasing)\b)/gi,
      'i want you to ',
    )
    // "i'll help you set up those appointments": what is done.
    .replace(/\b(i'll|i will|we'll|we will|we can|i can)(?: actually| also| just)? help (?:you|him|her|them)(?: to)? (?=\w)/gi, '$1 ')
    // "first order will be a renal artery ultrasound": what is ordered first.
    .replace(
      /\b(?:the )?(?:first|next|second|other) (?:order|test)(?: i'll put in| we'll do)? (?:will be|is|would be) (?=(?:an?|the|some)\b)/gi,
      "i'll order ",
    )
    .replace(/\s{2,}/g, ' ')
    .replace(/[?.!]+\s*$/, '')
    .split(
      /[.?!;]\s+|,\s*(?:and\s+)?(?=(?:so|and|then|i|we|let's|you)\b)|\s+and then\s+|,\s*(?=(?:avoid|continue|stop|start|keep|limit|cut|ice|elevate|rest|wear|apply|schedule)\b)/i,
    )
    .flatMap((p) => p.split(CLAUSE_START))
    .flatMap((p) => p.split(HAVE_YOU))
    .flatMap((p) => p.split(BUT_BESIDES))
    .flatMap((p) => (p.split(/\s+/).length >= RUN_ON_WORDS ? p.split(BARE_IMPERATIVE) : [p]))
    // ... only where the clause would be cut at a person before it ("keep the leg elevated when you're sitting and continue to ice"), or where either names a medication ("continue the omeprazole and continue with those dietary modifications", "order a hemoglobin a1c and continue you on the metformin").
    .flatMap((p) => {
      const [first, ...more] = p.split(AND_VERB);
      return more.length > 0 &&
        (PERSON.test(first.replace(LEAD, '')) ||
          more.every((m) => AND_ORDER.test(m)) ||
          [first, ...more].some((x) => findMedications(x.toLowerCase()).length > 0))
        ? [first, ...more]
        : [p];
    });
  for (const piece of parts) {
    // A clause left with the comma a hesitation stood by (", at this point, my recommendation ...").
    const part = piece.replace(/^[\s,]+/, '');
    // "i recommend an ultrasound", "i've ordered a cbc": what is recommended or ordered, as an imperative.
    const named =
      /^(?:(?:so|and|also|now|um|uh)[\s,]+)*(?:i|we)(?: have|'ve)? (recommend(?:ed)?|suggest(?:ed)?|order(?:ed)?) (?=(?:an?|the|some|another)\b)/i.exec(
        part.trim(),
      );
    let rest = named ? `${named[1].replace(/ed$/, '')} ${part.trim().slice(named[0].length)}` : part.trim().replace(LEAD, '');
    const led = named !== null || rest !== part.trim();
    // "we'll get you your mri": what is got, when no verb follows the person.
    if (
      !named &&
      /\bget (?:you|him|her|them)\s+$/i.test(part.trim().slice(0, part.trim().length - rest.length)) &&
      !VERB.test(rest) &&
      !DONE_TO.test(rest)
    )
      rest = `get ${rest}`;
    // A bare imperative after a connective ("also weigh yourself daily") or the problem it is for ("again for your diabetes just continue to watch those blood sugars").
    if (!led) {
      rest = rest.replace(
        /^(?:(?:so|and|also|then|now|again|please|go ahead and|okay|ok|alright|all right|understood|great|good|sure|that's (?:good|great|fine))[\s,]+)+/i,
        '',
      );
      const forProblem = FOR_PROBLEM.exec(rest);
      if (forProblem) rest = rest.slice(forProblem[0].length);
      rest = rest.replace(/^just\s+(?=\w)/i, (j) => (VERB.test(rest.slice(j.length)) ? '' : j));
    }
    if (!led && !VERB.test(rest)) continue;
    // When to call or come back is read whole by whenToCall.
    if (/^(?:call|contact|notify|phone|give|come|return)\b/i.test(rest) && whenToCall(rest).length > 0) continue;
    // "get you scheduled for a liver ultrasound": what is done, as its verb.
    rest = rest.replace(DONE_TO, (_, verb: string) => PARTICIPLES[verb.toLowerCase()] ?? verb);
    // "i might recommend putting you on magnesium": the thing to do, as its verb.
    rest = rest.replace(GERUND, (g: string) => GERUNDS[g.toLowerCase()] ?? g);
    // "i would recommend not skiing": what to avoid.
    rest = rest.replace(/^not (?=\w+ing\b)/i, 'avoid ');
    if (NO_ITEM.test(rest)) continue;
    let clause = rest
      // A speech engine's stutter ("refer you to for for physical therapy").
      .replace(/\b(\w+)(?: \1\b)+/gi, '$1')
      .replace(CUT, '')
      .replace(OBJECT, (_, verb?: string, on?: string, sent?: string) =>
        verb
          ? on === 'off' || /^(?:put|plac)/i.test(verb)
            ? `${verb} ${on}`
            : on === 'in' || on === 'into'
              ? `${verb} ${on}`
              : verb
          : (sent ?? ''),
      )
      // "ice your knee" → "ice the knee": the item is written for the record, not to the patient.
      .replace(/\byour\b/gi, 'the');
    // What follows a person in the clause is what was said around the item ("order crutches so you can ...").
    const person = PERSON.exec(clause);
    // ... unless the item ends on the person ("keep the appointment with me"): it is about the visit, not an item.
    if (person && /\b(?:with|to|for|off|from|at)\s+$/i.test(clause.slice(0, person.index))) continue;
    if (person) clause = clause.slice(0, person.index);
    const words = clause.split(/\s+/);
    if (words.length > MAX_CLAUSE_WORDS) clause = words.slice(0, MAX_CLAUSE_WORDS).join(' ');
    clause = clause.replace(/[,\s]+$/, '').replace(TRAILING, '');
    if (!VERB.test(clause) || clause.split(/\s+/).length < 2) continue;
    items.push(asSentence(clause));
  }
  return [...items, ...calls];
}

/** "Increase it ...", "stop that one", "continue to use that": the thing acted on, said by a pronoun. */
const PRONOUN_OBJECT = /^((?:continue (?:to )?|keep )?\w+) (?:it|that|this|that one|this one)\b/i;
/** Verbs whose "it" is a thing the patient has, not a medication or a part of the body ("continue to use that", "wear it"). */
const USING = /\b(?:use|using|wear|wearing|apply|bring)$/i;
/** Things a patient is given to use. */
const THINGS =
  /\b(strainer|brace|sling|splint|cast|boot|crutches|inhaler|nebulizer|cream|ointment|gel|patch|drops|spray|scale|cane|walker|orthotics?|insoles?|wrap|cuff|monitor|machine|mask)\b/gi;

/**
 * An item that acts on "it" names the medication said just before ("we talked about
 * increasing your prozac, we'll increase it to 40 mg" → "Increase prozac to 40 mg."), or the
 * thing to use ("you already have a strainer, so continue to use that" → "Continue to use the
 * strainer."): the last one `before` names, when the item names none itself.
 */
export function namingWhat(item: string, before: string): string {
  const m = PRONOUN_OBJECT.exec(item);
  if (!m || findMedications(item.toLowerCase()).length > 0) return item;
  const lower = before.toLowerCase();
  const named = findMedications(lower);
  const medication = named.length > 0 ? named[named.length - 1].name : undefined;
  const things = USING.test(m[1]) ? [...lower.matchAll(THINGS)] : [];
  const thing = things.length > 0 ? things[things.length - 1] : undefined;
  // Whichever was named last.
  if (thing && (!medication || (thing.index ?? 0) > lower.lastIndexOf(medication.toLowerCase())))
    return `${m[1]} the ${thing[1]}${item.slice(m[0].length)}`;
  return medication ? `${m[1]} ${medication}${item.slice(m[0].length)}` : item;
}
