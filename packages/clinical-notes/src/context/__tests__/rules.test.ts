// Every ConText rule names the sentence it serves: its cue is found there, and the concept it
// is about gets the assertion the rule says.
import { LANGUAGES } from '../../language';
import { readTranscript } from '../../visit/read-sentences';
import { contextRules } from '../rules';

describe.each(LANGUAGES)('ConText rules (%s)', (lang) => {
  const rules = contextRules(lang);

  it('has rules, each with an example, a target and an expected assertion', () => {
    expect(rules.length).toBeGreaterThan(lang === 'en' ? 60 : 10);
    for (const rule of rules) {
      expect(rule.example.trim()).not.toBe('');
      expect(rule.target.trim()).not.toBe('');
      expect(['present', 'absent', 'possible', 'historical', 'family', 'hypothetical']).toContain(rule.expect);
    }
  });

  it.each(rules.map((rule) => [rule.literal, rule.example, rule] as const))('"%s" serves "%s"', (_literal, example, rule) => {
    const [sentence, ...rest] = readTranscript(example, lang).sentences;
    expect(rest).toHaveLength(0);
    // The rule's own cue is read in its sentence (pseudo and terminate cues, which modify nothing, included).
    const cues = sentence.modifiers.map((m) => m.rule);
    if (rule.direction !== 'pseudo' && rule.direction !== 'terminate') expect(cues).toContain(rule);
    const mention = sentence.mentions.find((m) => m.concept.id === rule.target);
    expect(mention?.assertion).toBe(rule.expect);
  });

  const ended = rules.filter((rule) => rule.terminatedBy).map((rule) => [rule.literal, rule.terminatedExample?.example, rule] as const);
  if (ended.length > 0)
    it.each(ended)('"%s" ends where a later cue of another category is said, in "%s"', (_literal, example, rule) => {
      const [sentence] = readTranscript(example as string, lang).sentences;
      expect(sentence.mentions.find((m) => m.concept.id === rule.terminatedExample?.target)?.assertion).toBe('present');
    });
});
