// A PriMock57 GP's own note, split into sections by its shorthand headings so that the
// evidence check reads it as a sectioned note. A heading opens a line and ends with a colon
// or a spaced dash ("PMH:", "Pmhx:", "DH:", "FH - ...", "Imp:", "Plan:", "Pln:", "Ex:");
// what follows it on its line is the section's first item, the lines after it up to the next
// heading its other items. The text before the first heading is the history. Headings are
// written out in capitals as the note templates name them (PMH: PAST MEDICAL HISTORY, DH:
// MEDICATIONS AND ALLERGIES, Imp: ASSESSMENT, ...); the items are kept as the GP wrote them.
'use strict';

const HEADINGS = [
  [/^(?:hx|history|hpi)$/i, 'HISTORY OF PRESENT ILLNESS'],
  [/^(?:pmh|pmhx|psh|pshx|past medical history)$/i, 'PAST MEDICAL HISTORY'],
  [/^(?:dh|dhx|drug history|medications?|allergies|allergy)$/i, 'MEDICATIONS AND ALLERGIES'],
  [/^(?:sh|shx|social history)$/i, 'SOCIAL HISTORY'],
  [/^(?:fh|fhx|family history)$/i, 'FAMILY HISTORY'],
  [/^(?:ice)$/i, 'IDEAS CONCERNS AND EXPECTATIONS'],
  [/^(?:ex|o\/e|oe|exam|examination)$/i, 'PHYSICAL EXAMINATION'],
  [/^(?:risk factors)$/i, 'RISK FACTORS'],
  [/^(?:imp|impression|dx|ddx|diagnosis|assessment)$/i, 'ASSESSMENT'],
  [/^(?:plan|pln|mx|management)$/i, 'PLAN'],
];

const HEADING_LINE = /^\s*([A-Za-z][A-Za-z/ ]{0,24}?)\s*(?::|\s-\s)\s*(.*)$/;

/** The section title a shorthand heading stands for ('' when the words are not a heading). */
function headingTitle(words) {
  const found = HEADINGS.find(([re]) => re.test(words.trim()));
  return found ? found[1] : '';
}

/** The GP's note as sections: [{ title, lines }], empty lines dropped. */
function gpNoteSections(note) {
  const sections = [];
  let current = null;
  const open = (title) => {
    if (current && current.title === title) return;
    current = { title, lines: [] };
    sections.push(current);
  };
  for (const raw of String(note).replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\t/g, ' ').trim();
    if (line === '') continue;
    const m = HEADING_LINE.exec(line);
    const title = m ? headingTitle(m[1]) : '';
    if (title) {
      open(title);
      if (m[2].trim() !== '') current.lines.push(m[2].trim());
    } else {
      if (!current) open('HISTORY OF PRESENT ILLNESS');
      current.lines.push(line);
    }
  }
  return sections.filter((s) => s.lines.length > 0);
}

module.exports = { gpNoteSections, headingTitle };
