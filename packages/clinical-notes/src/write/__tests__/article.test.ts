// A thing the patient has (a countable medication: the inhaler) is named with its article in
// English, in the draft and in what "Not in the note" offers; never twice, never before many.
import { extractVisit } from '../../visit/extract';
import { withArticle } from '../article';
import { visitFacts } from '../facts';
import { draftFromVisit } from '../draft';

describe('a countable medication named with its article', () => {
  it('takes "a" or "an" in English only, and none when said with its own or as many', () => {
    const countable = { countable: true };
    expect(withArticle('inhaler', countable, 'en')).toBe('an inhaler');
    expect(withArticle('puffer', countable, 'en')).toBe('a puffer');
    expect(withArticle('my inhaler', countable, 'en')).toBe('my inhaler');
    expect(withArticle('inhalers', countable, 'en')).toBe('inhalers');
    expect(withArticle('inhalateur', countable, 'fr')).toBe('inhalateur');
    expect(withArticle('paracetamol', {}, 'en')).toBe('paracetamol');
  });

  it('is offered by "Not in the note" as "Takes an inhaler."', () => {
    const visit = extractVisit(
      ['[doctor] Any medical problems?', '[patient] I have asthma and I use an inhaler.', '[doctor] Okay.'].join('\n'),
      'en',
    );
    expect(visitFacts(visit).map((f) => f.text)).toContain('Takes an inhaler.');
  });

  it('takes its article from the note\'s language: "la Ventoline" of a French visit is "an inhaler" in an English note', () => {
    const visit = extractVisit(
      ['[médecin] Vous avez des antécédents ?', "[patient] J'ai de l'asthme, j'utilise la Ventoline.", '[médecin] Très bien.'].join('\n'),
      'fr',
    );
    const items = draftFromVisit(visit, [{ id: 'history', parts: ['history', 'past-history', 'medications'] }], { language: 'en' });
    const text = (['history', 'past-history', 'medications'] as const).flatMap((part) => items.itemsOf('history', part)).map((i) => i.text);
    expect(text.join(' ')).toMatch(/taking an inhaler/);
  });
});
