// The FAQ's search: the questions whose question or answer holds every typed word (case and
// accents ignored), in their order.
export interface FaqEntry {
  id: string;
  q: string;
  a: string;
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function matchingFaq(entries: readonly FaqEntry[], search: string): FaqEntry[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = folded(`${entry.q} ${entry.a}`);
    return words.every((word) => text.includes(word));
  });
}
