// What a plan does to a medication: start it, raise or lower its dose, stop it, or keep it.
// A note names a medication in its history too ("She takes Prozac 20 mg."); only a sentence
// that says the same action, or the new dose, says the plan ("Increase Prozac to 40 mg.").

export type MedicationAction = 'start' | 'increase' | 'decrease' | 'stop' | 'continue';

const ACTIONS: Array<[MedicationAction, RegExp]> = [
  ['increase', /\b(?:increas\w*|rais\w*|higher|up(?:ped|ping)? (?:the|her|his|their)? ?dose|uptitrat\w*|doubl\w*|augment\w*|hausse)\b/i],
  ['decrease', /\b(?:decreas\w*|lower\w*|reduc\w*|cut\w* (?:back|down)|taper\w*|wean\w*|diminu\w*|baiss\w*)\b/i],
  ['stop', /\b(?:stop\w*|discontinu\w*|hold\w*|quit\w*|off|cease\w*|avoid\w*|arr[êe]t\w*|suspend\w*|[ée]vit\w*)\b/i],
  [
    'start',
    /\b(?:start\w*|begin\w*|began|initiat\w*|prescrib\w*|add\w*|put\w* (?:\w+ )?on|trial of|d[ée]but\w*|commenc\w*|instaur\w*|prescri\w*)\b/i,
  ],
  ['continue', /\b(?:continu\w*|keep\w*|remain\w*|stay\w*|refill\w*|renew\w*|same dose|poursuiv\w*|maint\w*)\b/i],
];

/** The action a plan item opens with ("Increase prozac ..." → increase), if it is one of them. */
export function actionOf(item: string): MedicationAction | undefined {
  const verb = /^\s*(\S+(?:\s+\S+){0,1})/.exec(item)?.[1] ?? '';
  return ACTIONS.find(([, pattern]) => pattern.test(verb))?.[0];
}

/** Whether a sentence says an action of this kind. */
export function saysAction(sentence: string, action: MedicationAction): boolean {
  return ACTIONS.some(([a, pattern]) => a === action && pattern.test(sentence));
}
