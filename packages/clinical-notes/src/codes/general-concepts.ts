// Concepts a more specific diagnosis implies (a viral URTI is a viral infection; type 2
// diabetes is diabetes), from codes/concept-map.json 'general': a code is given to the
// specific one only, and an impression names the specific one only.
import conceptMap from '../../codes/concept-map.json';

/** Each general concept, with the diagnoses that imply it ('*': any other). */
const GENERAL = conceptMap.general as Record<string, string[]>;

/** Whether `id` is a general concept one of the `stated` concepts implies. */
export function impliedByStated(id: string, stated: readonly string[]): boolean {
  const by = GENERAL[id];
  return by !== undefined && stated.some((other) => other !== id && (by.includes('*') || by.includes(other)));
}

/** Impressions without a general one a stated specific one implies ("diabetes" beside "type 2 diabetes"); differentials stay. */
export function withoutImplied<T extends { concept: { id: string }; differential: boolean; certainty: 'stated' | 'possible' }>(
  impressions: readonly T[],
): T[] {
  const stated = impressions.filter((i) => !i.differential && i.certainty === 'stated').map((i) => i.concept.id);
  return impressions.filter((i) => i.differential || !impliedByStated(i.concept.id, stated));
}
