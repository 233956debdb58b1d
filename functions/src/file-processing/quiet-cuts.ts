// Where to cut a recording into parts decoded side by side: near each equal share of the
// audio, at the quietest 200 ms (in 20 ms steps) within 10 s either side, so a cut falls
// in a pause rather than inside a word.
import { AUDIO_BYTES_PER_SECOND } from '../shared/audio';

const STEP_BYTES = AUDIO_BYTES_PER_SECOND / 50;
const WINDOW_STEPS = 10;
const SEARCH_BYTES = 10 * AUDIO_BYTES_PER_SECOND;

/** Mean absolute amplitude of the 16-bit samples of pcm[from, to). */
function level(pcm: Buffer, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i + 1 < to; i += 2) sum += Math.abs(pcm.readInt16LE(i));
  return sum / Math.max(1, (to - from) / 2);
}

/** Byte offsets (even, increasing) that cut `pcm` (16 kHz mono s16le) into `parts` parts. */
export function cutPoints(pcm: Buffer, parts: number): number[] {
  const cuts: number[] = [];
  const share = pcm.length / parts;
  for (let k = 1; k < parts; k++) {
    const ideal = Math.floor((share * k) / STEP_BYTES) * STEP_BYTES;
    const from = Math.max(cuts[cuts.length - 1] ?? 0, ideal - SEARCH_BYTES);
    const to = Math.min(pcm.length - WINDOW_STEPS * STEP_BYTES, ideal + SEARCH_BYTES);
    const steps: number[] = [];
    for (let at = from; at + STEP_BYTES <= to + WINDOW_STEPS * STEP_BYTES; at += STEP_BYTES) steps.push(level(pcm, at, at + STEP_BYTES));
    let best = ideal;
    let bestLevel = Infinity;
    let windowSum = 0;
    for (let s = 0; s < steps.length; s++) {
      windowSum += steps[s] - (s >= WINDOW_STEPS ? steps[s - WINDOW_STEPS] : 0);
      if (s + 1 >= WINDOW_STEPS && windowSum < bestLevel) {
        bestLevel = windowSum;
        // The middle of the quietest window.
        best = from + (s + 1 - WINDOW_STEPS / 2) * STEP_BYTES;
      }
    }
    if (best > (cuts[cuts.length - 1] ?? 0) && best < pcm.length) cuts.push(best);
  }
  return cuts;
}
