// The PocketSphinx C library through koffi (https://koffi.dev/): the few calls the local
// engine needs, declared against the Debian build (libpocketsphinx3 and libsphinxbase3,
// 0.8+5prealpha). Loaded only inside the engine's worker thread (./pocketsphinx-worker.ts);
// the main thread never touches koffi.
//
// Besides the decoder itself this declares a second front end (fe_*) and the live cepstral
// mean (cmn_live_*): the worker measures the mean of a stream's first utterance and sets
// it before decoding that utterance for good (see the worker's header for why).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as koffi from 'koffi';
import { CLINICAL_LM_WEIGHT, clinicalModelFiles, DEFAULT_LANGUAGE_MODEL, type LanguageModelChoice } from './language-models';

/** Where Debian's pocketsphinx-en-us puts the US English model. */
export const DEFAULT_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
export const INSTALL_HINT = 'apt-get install libpocketsphinx3 pocketsphinx-en-us';

/** The model files inside a model directory. */
export function modelFiles(modelDir: string) {
  return {
    hmm: join(modelDir, 'en-us'),
    lm: join(modelDir, 'en-us.lm.bin'),
    dict: join(modelDir, 'cmudict-en-us.dict'),
  };
}

/** Throws a clear Error when the model directory lacks a file the decoder needs. */
export function checkModel(modelDir: string): void {
  const files = modelFiles(modelDir);
  const missing = [join(files.hmm, 'mdef'), files.lm, files.dict].filter((f) => !existsSync(f));
  if (missing.length > 0) {
    throw new Error(
      `PocketSphinx model not found in ${modelDir} (missing ${missing.map((f) => f.slice(modelDir.length + 1)).join(', ')}): ` +
        `${INSTALL_HINT}, or set POCKETSPHINX_MODEL_DIR to a directory with en-us/, en-us.lm.bin and cmudict-en-us.dict`,
    );
  }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- koffi functions take and return loosely typed values */
type Fn = (...args: any[]) => any;

export interface PocketSphinxBinding {
  ps_args: Fn;
  cmd_ln_parse_r: Fn;
  cmd_ln_free_r: Fn;
  ps_init: Fn;
  ps_free: Fn;
  ps_get_config: Fn;
  ps_get_feat: Fn;
  ps_start_utt: Fn;
  ps_end_utt: Fn;
  ps_process_raw: Fn;
  ps_get_hyp: Fn;
  ps_get_in_speech: Fn;
  ps_get_n_frames: Fn;
  ps_seg_iter: Fn;
  ps_seg_next: Fn;
  ps_seg_word: Fn;
  ps_seg_frames: Fn;
  ps_add_word: Fn;
  ps_get_logmath: Fn;
  ps_set_lm: Fn;
  ps_set_search: Fn;
  ngram_model_read: Fn;
  ngram_model_set_init: Fn;
  ngram_model_free: Fn;
  fe_init_auto_r: Fn;
  fe_free: Fn;
  fe_start_utt: Fn;
  fe_process_utt: Fn;
  fe_free_2d: Fn;
  cmn_live_set: Fn;
  cmn_live_get: Fn;
  /** The cmn_t of a feat_t (the decoder's feature computation); null when the layout looks wrong. */
  cmnOf(feat: unknown): { cmn: unknown; veclen: number };
  /** Reads `count` floats at `pointer`. */
  floats(pointer: unknown, count: number): number[];
  /** Reads the first row pointer of a 2-D block from fe_process_utt (rows are contiguous). */
  firstRow(block: unknown): unknown;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

let loaded: PocketSphinxBinding | null = null;

/** Loads the libraries once per thread; throws "PocketSphinx is not installed: ..." when they are missing. */
export function loadPocketSphinx(): PocketSphinxBinding {
  if (loaded) return loaded;
  let ps: koffi.LibraryHandle;
  let sb: koffi.LibraryHandle;
  try {
    ps = koffi.load('libpocketsphinx.so.3');
    sb = koffi.load('libsphinxbase.so.3');
  } catch (error) {
    throw new Error(`PocketSphinx is not installed: ${INSTALL_HINT} (${(error as Error).message})`);
  }
  // The head of feat_t up to cmn_struct, and cmn_t, as in sphinxbase/feat.h and cmn.h.
  const featHead = koffi.struct({
    refcount: 'int',
    name: 'void *',
    cepsize: 'int32_t',
    n_stream: 'int32_t',
    stream_len: 'void *',
    window_size: 'int32_t',
    n_sv: 'int32_t',
    sv_len: 'void *',
    subvecs: 'void *',
    sv_buf: 'void *',
    sv_dim: 'int32_t',
    cmn: 'int',
    varnorm: 'int32_t',
    agc: 'int',
    compute_feat: 'void *',
    cmn_struct: 'void *',
  });
  const cmnT = koffi.struct({ cmn_mean: 'void *', cmn_var: 'void *', sum: 'void *', nframe: 'int32_t', veclen: 'int32_t' });
  loaded = {
    ps_args: ps.func('void *ps_args()'),
    cmd_ln_parse_r: sb.func('void *cmd_ln_parse_r(void *inout, void *defn, int argc, const char **argv, int strict)'),
    cmd_ln_free_r: sb.func('int cmd_ln_free_r(void *config)'),
    ps_init: ps.func('void *ps_init(void *config)'),
    ps_free: ps.func('int ps_free(void *ps)'),
    ps_get_config: ps.func('void *ps_get_config(void *ps)'),
    ps_get_feat: ps.func('void *ps_get_feat(void *ps)'),
    ps_start_utt: ps.func('int ps_start_utt(void *ps)'),
    ps_end_utt: ps.func('int ps_end_utt(void *ps)'),
    ps_process_raw: ps.func('int ps_process_raw(void *ps, const int16_t *data, size_t n, int no_search, int full_utt)'),
    ps_get_hyp: ps.func('const char *ps_get_hyp(void *ps, _Out_ int *score)'),
    ps_get_in_speech: ps.func('uint8_t ps_get_in_speech(void *ps)'),
    ps_get_n_frames: ps.func('int ps_get_n_frames(void *ps)'),
    ps_seg_iter: ps.func('void *ps_seg_iter(void *ps)'),
    ps_seg_next: ps.func('void *ps_seg_next(void *seg)'),
    ps_seg_word: ps.func('const char *ps_seg_word(void *seg)'),
    ps_seg_frames: ps.func('void ps_seg_frames(void *seg, _Out_ int *sf, _Out_ int *ef)'),
    ps_add_word: ps.func('int ps_add_word(void *ps, const char *word, const char *phones, int update)'),
    ps_get_logmath: ps.func('void *ps_get_logmath(void *ps)'),
    ps_set_lm: ps.func('int ps_set_lm(void *ps, const char *name, void *lm)'),
    ps_set_search: ps.func('int ps_set_search(void *ps, const char *name)'),
    ngram_model_read: sb.func('void *ngram_model_read(void *config, const char *file, int type, void *lmath)'),
    ngram_model_set_init: sb.func(
      'void *ngram_model_set_init(void *config, void **models, const char **names, const float *weights, int n)',
    ),
    ngram_model_free: sb.func('int ngram_model_free(void *model)'),
    fe_init_auto_r: sb.func('void *fe_init_auto_r(void *config)'),
    fe_free: sb.func('int fe_free(void *fe)'),
    fe_start_utt: sb.func('int fe_start_utt(void *fe)'),
    fe_process_utt: sb.func('int fe_process_utt(void *fe, const int16_t *spch, size_t n, _Out_ void **cep, _Out_ int *nframes)'),
    fe_free_2d: sb.func('void fe_free_2d(void *arr)'),
    cmn_live_set: sb.func('void cmn_live_set(void *cmn, const float *vec)'),
    cmn_live_get: sb.func('void cmn_live_get(void *cmn, _Out_ float *vec)'),
    cmnOf(feat) {
      if (!feat) return { cmn: null, veclen: 0 };
      const head = koffi.decode(feat, featHead);
      const cmn = head.cmn_struct;
      const veclen = cmn ? koffi.decode(cmn, cmnT).veclen : 0;
      // Both sides of the layout must agree (13 cepstra for en-us), or the mean is left alone.
      return veclen > 0 && veclen === head.cepsize && veclen <= 64 ? { cmn, veclen } : { cmn: null, veclen: 0 };
    },
    floats: (pointer, count) => koffi.decode(pointer, 'float', count),
    firstRow: (block) => koffi.decode(block, 'void *'),
  };
  return loaded;
}

/** Overrides for tuning the clinical model: another build of it, another interpolation weight. */
export interface ClinicalTuning {
  dir?: string;
  weight?: number;
}

/** A loaded decoder and its configuration; free both with freeDecoder. */
export interface LoadedDecoder {
  config: unknown;
  ps: unknown;
}

/**
 * Loads a decoder with the acoustic model and dictionary of `modelDir` and the chosen language
 * model, with extra command-line arguments. The clinical choice adds the clinical words'
 * pronunciations to the dictionary and decodes with the clinical and generic models
 * interpolated (sphinxbase's LM set), so clinical words and phrasing are likely without
 * everyday speech losing its generic statistics.
 */
export function createDecoder(
  b: PocketSphinxBinding,
  modelDir: string,
  languageModel: LanguageModelChoice,
  extraArgs: string[] = [],
  tuning: ClinicalTuning = {},
): LoadedDecoder {
  checkModel(modelDir);
  const files = modelFiles(modelDir);
  const clinical = languageModel === 'clinical';
  if (clinical) checkClinicalModel(tuning.dir);
  const argv = ['-hmm', files.hmm, ...(clinical ? [] : ['-lm', files.lm]), '-dict', files.dict, '-logfn', '/dev/null', ...extraArgs];
  const config = b.cmd_ln_parse_r(null, b.ps_args(), argv.length, argv, 1);
  if (!config) throw new Error(`PocketSphinx rejected its configuration for the model in ${modelDir}`);
  const ps = b.ps_init(config);
  if (!ps) {
    b.cmd_ln_free_r(config);
    throw new Error(`PocketSphinx could not load the model in ${modelDir} (is it the en-us model of pocketsphinx-en-us?)`);
  }
  try {
    if (clinical) loadClinicalModel(b, config, ps, files.lm, tuning);
  } catch (error) {
    freeDecoder(b, { config, ps });
    throw error;
  }
  return { config, ps };
}

export function freeDecoder(b: PocketSphinxBinding, decoder: LoadedDecoder): void {
  b.ps_free(decoder.ps);
  b.cmd_ln_free_r(decoder.config);
}

function checkClinicalModel(dir?: string): void {
  const missing = Object.values(clinicalModelFiles(dir)).filter((f) => !existsSync(f));
  if (missing.length > 0) throw new Error(`The clinical language model is missing (${missing.join(', ')}): npm run build:clinical-lm`);
}

/** Adds the clinical pronunciations, then searches with the clinical and generic models interpolated. */
function loadClinicalModel(b: PocketSphinxBinding, config: unknown, ps: unknown, genericLm: string, tuning: ClinicalTuning): void {
  const files = clinicalModelFiles(tuning.dir);
  const weight = tuning.weight ?? CLINICAL_LM_WEIGHT;
  const entries = readFileSync(files.dict, 'utf8')
    .split('\n')
    .map((line) => /^(\S+)\s+(.+)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null);
  // update = 0 until the last word: the search tables are rebuilt once.
  entries.forEach(([, word, phones], i) => b.ps_add_word(ps, word, phones, i === entries.length - 1 ? 1 : 0));
  const lmath = b.ps_get_logmath(ps);
  const NGRAM_AUTO = 0;
  const generic = b.ngram_model_read(config, genericLm, NGRAM_AUTO, lmath);
  const clinical = generic && b.ngram_model_read(config, files.lm, NGRAM_AUTO, lmath);
  if (!generic || !clinical) {
    if (generic) b.ngram_model_free(generic);
    throw new Error(`PocketSphinx could not read the language models ${genericLm} and ${files.lm}`);
  }
  // The set and the search hold their own references: ours are released once the search has it.
  const set = b.ngram_model_set_init(config, [generic, clinical], ['generic', 'clinical'], [1 - weight, weight], 2);
  b.ngram_model_free(generic);
  b.ngram_model_free(clinical);
  if (!set) throw new Error('PocketSphinx could not interpolate the clinical and generic language models');
  const ok = b.ps_set_lm(ps, 'clinical', set) >= 0 && b.ps_set_search(ps, 'clinical') >= 0;
  b.ngram_model_free(set);
  if (!ok) throw new Error('PocketSphinx could not search with the clinical language model');
}

/**
 * Decodes whole recordings the way pocketsphinx_batch does: each one a single utterance,
 * its cepstral mean taken over all of it. The yardstick of the engine tests and the
 * benchmark; it blocks the calling thread, so it is not for the server.
 */
export function decodeBatch(
  recordings: Int16Array[],
  modelDir: string = DEFAULT_MODEL_DIR,
  languageModel: LanguageModelChoice = DEFAULT_LANGUAGE_MODEL,
  extraArgs: string[] = [],
  tuning: ClinicalTuning = {},
): string[] {
  const b = loadPocketSphinx();
  const decoder = createDecoder(b, modelDir, languageModel, extraArgs, tuning);
  const { ps } = decoder;
  try {
    return recordings.map((pcm) => {
      b.ps_start_utt(ps);
      b.ps_process_raw(ps, pcm, pcm.length, 0, 1);
      b.ps_end_utt(ps);
      return String(b.ps_get_hyp(ps, [0]) ?? '').trim();
    });
  } finally {
    freeDecoder(b, decoder);
  }
}
