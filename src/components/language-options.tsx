// The options of a language select: the common languages first, then the others, each
// group under its label.
import React from 'react';
import { LANGUAGES } from '@shared/languages';

const GROUPS = [
  ['common', 'Common Languages'],
  ['other', 'Other Languages'],
] as const;

/** `groupLabel` names a group in the interface language. */
export function LanguageOptions({ groupLabel }: { groupLabel: (group: 'common' | 'other') => string }) {
  return (
    <>
      {GROUPS.map(([group, category]) => (
        <optgroup key={group} label={groupLabel(group)}>
          {LANGUAGES.filter((l) => l.category === category).map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
