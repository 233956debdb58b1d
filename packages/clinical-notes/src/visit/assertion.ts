// A concept's assertion from the ConText categories that reach it.
import type { Category } from '../context/rules';

export const ASSERTIONS = ['present', 'absent', 'possible', 'historical', 'family', 'hypothetical'] as const;
export type Assertion = (typeof ASSERTIONS)[number];

/** Who it is about first (family; someone else), then whether it happened (hypothetical or only intended, negated, possible), then when. */
export function assertionOf(categories: ReadonlySet<Category>): Assertion {
  if (categories.has('family')) return 'family';
  // Said of someone else ("babies who haven't had chickenpox"), it is not so of the patient: as a supposition, nothing held.
  if (categories.has('hypothetical') || categories.has('intended') || categories.has('other')) return 'hypothetical';
  if (categories.has('negated') || categories.has('doubted')) return 'absent';
  if (categories.has('possible') || categories.has('differential') || categories.has('guess')) return 'possible';
  if (categories.has('historical')) return 'historical';
  return 'present';
}
