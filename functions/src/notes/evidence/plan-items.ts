// A plan item from what the clinician said, when the offline generator's sentence writer
// leaves the sentence out (a run-on, first person, a "?" a speech engine added): the
// clauses that say what will be done, as imperatives ("i wanna go ahead and order an
// echocardiogram and a lipid panel" → "Order an echocardiogram and a lipid panel."). English
// only; undefined when no clause is clean.
import { asSentence } from '../offline/clean-speech';

const LEAD =
  /^(?:(?:so|okay|ok|alright|all right|and|but|then|now|um|uh|well|also|at this point|for (?:that|this|now))[\s,]+)*(?:(?:i|we)(?:'m| am|'re| are)? ?(?:going to|gonna|gon na)|going to|i (?:wanna|wan na)|i (?:want|would like|'d like|think we should)(?: you)? to|i want you to|i'd like you to|let's|we(?:'ll| will| can| could| should)|i(?:'ll| will)|i (?:recommend(?:ed)?|suggest(?:ed)?) (?:that )?(?:you )?|you (?:should|need to|can))\s+(?:(?:go ahead and|just|also|probably|definitely)\s+)*/i;
const VERB = /^(?:recommend|suggest|order|get|start|stop|increase|decrease|repeat|continue|refer|schedule|check|have|do|obtain|try|put|give|prescribe|send|see|follow|monitor|record|keep|take|avoid|use|switch|change|add|hold|consider|talk|discuss|recheck|draw|perform|inject|apply|ice|rest|elevate|wear|limit|watch|call|return|come)\b/i;
const PERSON = /\b(?:i|i'm|me|my|we|we're|us|our|you|you're|your)\b/i;
/** Where a clause ends: the next thing said, a condition, or a courtesy. */
const CUT = /,?\s+(?:and\s+)?(?:let me know|call me|if you have any|okay|alright|you know|and (?:then )?i|and we|because|so that you)\b.*$/i;

/** The patient as the object of a plan ("start you on", "prescribe you", "check some labs on you"), which an item leaves out. */
const OBJECT = /\b((?:start|continue|keep|put|get|place)\w*) (?:you|him|her|them) (on|off)\b|\b((?:refer|send|prescribe|give|order|schedule)\w*) (?:you|him|her|them)\b|\s+(?:on|for) (?:you|him|her|them)\b(?= *(?:,|$| to| today| as| for| and))/gi;

/** The clauses of a clinician's plan sentence as imperative plan items, or undefined. */
export function planItem(clean: string): string | undefined {
  const items = planItems(clean);
  return items.length > 0 ? items.join(' ') : undefined;
}

/** The clauses of a clinician's plan sentence, each as an imperative plan item ([] when none is clean). */
export function planItems(clean: string): string[] {
  const items: string[] = [];
  for (const part of clean.replace(/[?.!]+\s*$/, '').split(/,\s*(?:and\s+)?(?=(?:so|and|then|i|we|let's|you)\b)|\s+and then\s+/i)) {
    // "i recommend an ultrasound", "i've ordered a cbc": what is recommended or ordered, as an imperative.
    const named = /^(?:(?:so|and|also|now|um|uh)[\s,]+)*(?:i|we)(?: have|'ve)? (recommend(?:ed)?|suggest(?:ed)?|order(?:ed)?) (?=(?:an?|the|some|another)\b)/i.exec(part.trim());
    const rest = named ? `${named[1].replace(/ed$/, '')} ${part.trim().slice(named[0].length)}` : part.trim().replace(LEAD, '');
    if (rest === part.trim() && !VERB.test(rest)) continue;
    const clause = rest
      .replace(CUT, '')
      .replace(OBJECT, (_, verb?: string, on?: string, sent?: string) => (verb ? (on === 'off' ? `${verb} off` : verb) : (sent ?? '')))
      .replace(/[,\s]+$/, '')
      // "ice your knee" → "ice the knee": the item is written for the record, not to the patient.
      .replace(/\byour\b/gi, 'the');
    if (!VERB.test(clause) || PERSON.test(clause) || clause.split(/\s+/).length < 2) continue;
    items.push(asSentence(clause));
  }
  return items;
}
