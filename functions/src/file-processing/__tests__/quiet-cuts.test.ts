// Cutting a long recording into parts decoded side by side: each cut falls in the quietest
// moment near its share of the audio, never inside the sound.
import { AUDIO_BYTES_PER_SECOND } from '../../shared/audio';
import { cutPoints } from '../quiet-cuts';

/** `seconds` of a loud tone, or of silence. */
function stretch(seconds: number, loud: boolean): Buffer {
  const pcm = Buffer.alloc(Math.round(seconds * AUDIO_BYTES_PER_SECOND));
  if (loud) for (let i = 0; i < pcm.length; i += 2) pcm.writeInt16LE(Math.round(8000 * Math.sin(i / 10)), i);
  return pcm;
}

describe('cutPoints', () => {
  it('cuts in the pause nearest each share, on a sample boundary', () => {
    // 0–57 s sound, 57–58 s silence, 58–120 s sound: the middle cut goes into the pause.
    const pcm = Buffer.concat([stretch(57, true), stretch(1, false), stretch(62, true)]);
    const [cut, ...more] = cutPoints(pcm, 2);
    expect(more).toEqual([]);
    expect(cut % 2).toBe(0);
    expect(cut / AUDIO_BYTES_PER_SECOND).toBeGreaterThanOrEqual(57);
    expect(cut / AUDIO_BYTES_PER_SECOND).toBeLessThanOrEqual(58);
  });

  it('gives parts − 1 increasing cuts, and none for one part', () => {
    const pcm = Buffer.concat([stretch(30, true), stretch(0.5, false), stretch(30, true), stretch(0.5, false), stretch(30, true)]);
    const cuts = cutPoints(pcm, 3);
    expect(cuts).toHaveLength(2);
    expect(cuts[0]).toBeLessThan(cuts[1]);
    expect(cuts.map((c) => Math.round(c / AUDIO_BYTES_PER_SECOND))).toEqual([30, 61]);
    expect(cutPoints(pcm, 1)).toEqual([]);
  });
});
