// A rule said in the interface's words, and the instruction the edit box starts with: read
// again by the note engine, that instruction is the same rule (so saving it unchanged changes
// nothing).
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { parseInstruction } from '@clinicscribe/clinical-notes';
import type { StyleEditData } from '@shared/note-style';
import { ruleInstruction, ruleText } from '../rule-text';

const EDITS: StyleEditData[] = [
  { kind: 'replace', from: 'the patient', to: 'Pt' },
  { kind: 'remove-section', sections: ['Objective'] },
  { kind: 'rename-section', section: 'Plan', to: 'Management' },
  { kind: 'layout', layout: 'prose', section: 'Subjective' },
  { kind: 'layout', layout: 'numbered', section: 'Plan' },
  { kind: 'layout', layout: 'bullets', section: null },
  { kind: 'add', section: 'Plan', text: 'Seen by Dr Lee' },
];
const load = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'locales', lang, 'style.json'), 'utf8'));

describe('rule text', () => {
  it.each(['en', 'fr'])('starts the edit box with an instruction in %s the engine reads back as the same rule', (language) => {
    for (const edit of EDITS) {
      const parsed = parseInstruction(ruleInstruction(edit, language));
      expect(parsed.ok && parsed.instruction).toMatchObject({
        ...edit,
        ...('section' in edit && edit.section ? { section: expect.stringMatching(new RegExp(`^${edit.section}$`, 'i')) } : {}),
      });
    }
  });

  it('says each rule in English and French', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { en: { style: load('en') }, fr: { style: load('fr') } },
      interpolation: { escapeValue: false },
    });
    expect(EDITS.map((edit) => ruleText(i18n.t, edit))).toEqual([
      'Always write “Pt” for “the patient”',
      'Always remove the Objective section',
      'Always call the Plan section “Management”',
      'Always write Subjective as prose',
      'Always write Plan as a numbered list',
      'Always write the whole note as a bulleted list',
      'Always end the Plan section with “Seen by Dr Lee”',
    ]);
    await i18n.changeLanguage('fr');
    expect(ruleText(i18n.t, EDITS[0])).toBe('Toujours écrire « Pt » au lieu de « the patient »');
  });

  it("writes the edit box's instruction in the interface's language", () => {
    expect(EDITS.map((edit) => ruleInstruction(edit, 'fr'))).toEqual([
      'remplace « the patient » par « Pt »',
      'supprime la section Objective',
      'renomme la section Plan en « Management »',
      'écris Subjective en paragraphes',
      'écris Plan en liste numérotée',
      'écris la note en liste à puces',
      'ajoute dans Plan : Seen by Dr Lee',
    ]);
    expect(ruleInstruction(EDITS[0], 'en')).toBe('replace "the patient" with "Pt"');
  });
});
