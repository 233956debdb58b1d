// The local engine's language models, without koffi (the main thread reads these; only the
// engine's worker thread loads the PocketSphinx binding).
//   clinical  the clinical model (functions/models/clinical-en-us, built by
//             scripts/build-clinical-lm.mjs from ACI-BENCH train dialogues and the notes'
//             lexicons) interpolated with the generic en-us model, with pronunciations for
//             the clinical words the en-us dictionary lacks. The default.
//   generic   Debian's en-us model alone.
import { join } from 'node:path';

// The choice is a setting (POCKETSPHINX_LM), so its names and default are config.ts's.
export { DEFAULT_LANGUAGE_MODEL, LANGUAGE_MODELS, type LanguageModelChoice } from '../../config';

/** functions/models/clinical-en-us, from src/ and from lib/ alike. */
export const CLINICAL_MODEL_DIR = join(__dirname, '..', '..', '..', 'models', 'clinical-en-us');

/** The clinical model's files: the trigram model (Sphinx binary) and the extra pronunciations. */
export const clinicalModelFiles = (dir: string = CLINICAL_MODEL_DIR) => ({
  lm: join(dir, 'clinical.lm.bin'),
  dict: join(dir, 'clinical.dict'),
});

/**
 * Share of the clinical model in the interpolation (the generic one has the rest): the
 * largest of 0.5, 0.7 and 0.85 that leaves read English (the librivox clips) no worse than
 * the generic model alone (0.85 made it 4 points worse). Chosen without the valid dialogues
 * the benchmark measures the clinical model on.
 */
export const CLINICAL_LM_WEIGHT = 0.7;
