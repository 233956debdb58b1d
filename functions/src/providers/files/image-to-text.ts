// An uploaded image (a photo or scan of a form, a prior note) → its text, offline, through
// Tesseract OCR (Debian: tesseract-ocr, tesseract-ocr-eng, tesseract-ocr-fra), run as
// `tesseract stdin stdout -l <languages>`. A vision model would do better when one is
// configured; none is yet.
//
// Languages: the session's language's data with English when Tesseract has it (e.g. 'fr' →
// fra+eng), else eng+fra (the data installed here). Types: PNG and JPEG, recognised from the
// content, and HEIC (iPhone photos), which neither Debian's Leptonica nor the bundled ffmpeg
// reads: it is decoded to PNG first (./heic-to-png.ts). Anything else, or a corrupt image,
// is a FileUnreadable. Bounded: a time limit (default 60 s) and at
// most 50 megapixels. Tesseract's messages are not passed on.
import { execFile, spawn } from 'node:child_process';
import { FileUnreadable, hasBytes } from './errors';
import { heicToPng, isHeic } from './heic-to-png';
import { childEnvironment, config } from '../../config';

export { FileUnreadable } from './errors';

export interface ImageToTextOptions {
  /** Tesseract is stopped after this long, in ms (default 60 s). */
  timeoutMs?: number;
  /** The tesseract executable (default TESSERACT_PATH, else `tesseract` on the PATH). */
  binary?: string;
}

const MAX_PIXELS = 50_000_000;

/** ISO 639-1 → Tesseract's traineddata names, for the languages it is likely to be given. */
const TESSERACT_LANGUAGES: Record<string, string> = {
  en: 'eng',
  fr: 'fra',
  es: 'spa',
  de: 'deu',
  it: 'ita',
  pt: 'por',
  nl: 'nld',
  pl: 'pol',
  ru: 'rus',
  uk: 'ukr',
  ar: 'ara',
  zh: 'chi_sim',
  ja: 'jpn',
  ko: 'kor',
  hi: 'hin',
  tr: 'tur',
  vi: 'vie',
  el: 'ell',
  he: 'heb',
  sv: 'swe',
  da: 'dan',
  fi: 'fin',
  no: 'nor',
  cs: 'ces',
  ro: 'ron',
  hu: 'hun',
  fa: 'fas',
  th: 'tha',
  id: 'ind',
};

let installed: Promise<Set<string>> | null = null;

/** The language data Tesseract has (`tesseract --list-langs`). */
function installedLanguages(binary: string): Promise<Set<string>> {
  installed ??= new Promise((resolve) => {
    execFile(binary, ['--list-langs'], { timeout: 10000 }, (error, stdout) => {
      if (error) installed = null; // try again next time (Tesseract missing: the OCR run says so)
      resolve(
        new Set(
          String(stdout ?? '')
            .split('\n')
            .slice(1)
            .map((line) => line.trim())
            .filter(Boolean),
        ),
      );
    });
  });
  return installed;
}

/** The `-l` argument for a session language. */
async function tesseractLanguages(language: string, binary: string): Promise<string> {
  const available = await installedLanguages(binary);
  const wanted = TESSERACT_LANGUAGES[language.toLowerCase()];
  if (wanted && wanted !== 'eng' && available.has(wanted)) return available.has('eng') ? `${wanted}+eng` : wanted;
  const fallback = ['eng', 'fra'].filter((code) => available.has(code));
  return fallback.length > 0 ? fallback.join('+') : 'eng';
}

/** The image's type and size, from its header. */
function inspect(bytes: Buffer): { type: 'png' | 'jpeg'; width: number; height: number } {
  if (hasBytes(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    if (bytes.length < 24 || !hasBytes(bytes, 12, 'IHDR')) throw new FileUnreadable('a corrupt PNG image');
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (hasBytes(bytes, 0, [0xff, 0xd8, 0xff])) {
    // The frame header (SOF0..SOF15 but DHT, JPG, DAC) gives the size.
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) throw new FileUnreadable('a corrupt JPEG image');
      const marker = bytes[at + 1];
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { type: 'jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      }
      at += 2 + bytes.readUInt16BE(at + 2);
    }
    throw new FileUnreadable('a corrupt JPEG image');
  }
  throw new FileUnreadable('not a PNG or JPEG image');
}

/** The text of `bytes` (a PNG or JPEG image), '' when none is found. */
export async function imageToText(image: Buffer, language: 'en' | 'fr' | string, options: ImageToTextOptions = {}): Promise<string> {
  if (image.length === 0) throw new FileUnreadable('the file is empty');
  const bytes = isHeic(image) ? await heicToPng(image) : image;
  const { width, height } = inspect(bytes);
  if (width === 0 || height === 0) throw new FileUnreadable('an image without pixels');
  if (width * height > MAX_PIXELS) throw new FileUnreadable(`the image is too large (${width}×${height}, more than 50 megapixels)`);
  const binary = options.binary ?? config().tesseractPath;
  const languages = await tesseractLanguages(language, binary);
  const timeoutMs = options.timeoutMs ?? 60000;

  return new Promise((resolve, reject) => {
    // One thread: OpenMP's thread pool makes Tesseract slower, not faster, on shared cores.
    const child = spawn(binary, ['stdin', 'stdout', '-l', languages, '--psm', '3'], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: childEnvironment({ OMP_THREAD_LIMIT: '1' }),
    });
    const out: Buffer[] = [];
    let stderr = '';
    let timedOut = false;
    let settled = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    const finish = (result: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      result();
    };
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 16384) stderr += chunk.toString('utf8');
    });
    child.once('error', (error) => finish(() => reject(new Error(`Tesseract OCR could not be started (${binary}): ${error.message}`))));
    child.once('close', (code) =>
      finish(() => {
        if (timedOut) reject(new FileUnreadable(`text recognition took longer than ${Math.round(timeoutMs / 1000)} s`));
        else if (code !== 0)
          reject(
            /Failed loading language|Error opening data file/i.test(stderr)
              ? new Error(`Tesseract has no data for ${languages}`)
              : new FileUnreadable('the image could not be decoded'),
          );
        else resolve(tidy(Buffer.concat(out).toString('utf8')));
      }),
    );
    child.stdin.on('error', () => undefined); // it may exit before reading a bad image
    child.stdin.end(bytes);
  });
}

/** Tesseract's output without form feeds, trailing spaces and runs of blank lines. */
function tidy(text: string): string {
  return text
    .replace(/\f/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
