// Reads the text of an uploaded note (.txt, .doc, .docx, .pdf) as a list of blocks
// (paragraphs or lines) with what the file says about their look: Word heading styles and
// bold paragraphs (.docx, through mammoth's HTML), font size (.pdf, through pdf.js by way of
// unpdf). .doc (Word 97-2003) goes through word-extractor, which gives plain text only.
//
// The content decides how a Word file is read (a .doc that is really a .docx, or the reverse,
// is read all the same, as Word does); otherwise it must be what the extension says. Anything
// that cannot be read (corrupt, password-protected, a scanned PDF without text, a .pdf that
// is not a PDF, a binary .txt) is an UnreadableFile.
//
// The libraries run in a worker thread with a time and memory limit: a crafted file (a zip
// bomb in a .docx, a pathological PDF) stops the worker, not the API. unpdf is an ES module;
// the worker is plain Node, so it loads it where tsc's CommonJS output and Jest could not.
// Nothing here logs or returns the document's text except as the result.
import { Worker } from 'node:worker_threads';
import { MAX_DOCUMENT_CHARS, pdfLinesToBlocks, textToBlocks, type TextBlock } from './blocks';
import { docxHtmlToBlocks } from './docx-html';

export type { TextBlock } from './blocks';

export type NoteFileFormat = 'txt' | 'doc' | 'docx' | 'pdf';

export interface ExtractedDocument {
  /** How it was read. */
  format: NoteFileFormat;
  blocks: TextBlock[];
  /** The text: the blocks, one per line. */
  text: string;
}

/** The file cannot be read; `reason` is for tests and logs (never the document's text). */
export class UnreadableFile extends Error {
  override readonly name = 'UnreadableFile';
  constructor(readonly reason: string) {
    super(`Unreadable file: ${reason}`);
  }
}

/** The file holds no text at all (a .txt of blank lines, a Word file without words). */
export class NoTextInFile extends Error {
  override readonly name = 'NoTextInFile';
  constructor() {
    super('The file has no text');
  }
}

export interface ExtractOptions {
  /** The worker is stopped after this long (default 20 s). */
  timeoutMs?: number;
  /** The worker's heap limit (default 256 MB; text extraction of a 10MB file needs far less). */
  maxHeapMb?: number;
}

/** PDF pages read at most (the rest is ignored). */
const PDF_MAX_PAGES = 200;

const MAGIC = {
  zip: [0x50, 0x4b, 0x03, 0x04],
  ole: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);
}

/** PDF readers accept the header anywhere in the first 1024 bytes. */
function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

/** The format of `fileName` (an accepted extension) as its content shows it. */
export function sniffFormat(fileName: string, bytes: Uint8Array): NoteFileFormat {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const zip = startsWith(bytes, MAGIC.zip);
  const ole = startsWith(bytes, MAGIC.ole);
  switch (extension) {
    case 'pdf':
      if (isPdf(bytes)) return 'pdf';
      throw new UnreadableFile('a .pdf that is not a PDF');
    case 'docx':
    case 'doc':
      if (zip) return 'docx';
      // An OLE file named .docx is either a Word 97 file or a password-protected .docx
      // (an encrypted package): word-extractor reads the first and refuses the second.
      if (ole) return 'doc';
      throw new UnreadableFile(`a .${extension} that is not a Word document`);
    case 'txt':
      if (zip || ole || isPdf(bytes)) throw new UnreadableFile('a .txt that is a binary document');
      return 'txt';
    default:
      throw new UnreadableFile(`unsupported extension .${extension}`);
  }
}

/** Decodes a text file: UTF-8 (BOM or not), UTF-16 with a BOM, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.includes(0)) throw new UnreadableFile('a .txt with binary content');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  // Control characters other than tab, line feed, carriage return and form feed: not text.
  const control = text.match(/(?![\t\n\r\f])\p{Cc}/gu)?.length ?? 0;
  if (control > Math.max(8, text.length * 0.02)) throw new UnreadableFile('a .txt with binary content');
  return text;
}

/** Reads `bytes` (the content of `fileName`, an accepted type). */
export async function extractDocument(fileName: string, bytes: Uint8Array, options: ExtractOptions = {}): Promise<ExtractedDocument> {
  const format = sniffFormat(fileName, bytes);
  let blocks: TextBlock[];
  if (format === 'txt') {
    blocks = textToBlocks(decodeText(bytes));
  } else {
    const output = await runWorker(format, bytes, options);
    if (format === 'docx') blocks = docxHtmlToBlocks(stringField(output, 'html').slice(0, MAX_DOCUMENT_CHARS * 4));
    else if (format === 'doc') blocks = textToBlocks(stringField(output, 'text'));
    else blocks = pdfLinesToBlocks(pdfLines(output));
  }
  if (blocks.length === 0) {
    // A PDF with pages but no text is most often a scan: it cannot be read, rather than empty.
    if (format === 'pdf') throw new UnreadableFile('a PDF without text (scanned?)');
    throw new NoTextInFile();
  }
  return { format, blocks, text: blocks.map((block) => block.text).join('\n') };
}

function stringField(output: Record<string, unknown>, field: string): string {
  const value = output[field];
  if (typeof value !== 'string') throw new UnreadableFile('the reader gave no text');
  return value;
}

function pdfLines(output: Record<string, unknown>): Array<{ text: string; size: number }> {
  const lines = output.lines;
  if (!Array.isArray(lines)) throw new UnreadableFile('the reader gave no text');
  return lines
    .filter((line): line is { text: string; size: number } => typeof line?.text === 'string' && typeof line?.size === 'number')
    .map((line) => ({ text: line.text, size: line.size }));
}

/** The libraries' entry points, resolved here (in the app's or Jest's module resolution) for the worker. */
function modulePaths(): Record<'mammoth' | 'wordExtractor' | 'unpdf', string> {
  return { mammoth: require.resolve('mammoth'), wordExtractor: require.resolve('word-extractor'), unpdf: require.resolve('unpdf') };
}

/**
 * The worker: loads one library, reads the file, posts {ok: true, ...} or {ok: false, error}
 * (the error's name only: messages may quote the file). Plain JavaScript, run with eval: the
 * same code serves the compiled app and the tests (compiled by swc).
 */
const WORKER_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { format, bytes, modules, maxPages, maxChars } = workerData;
const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function readDocx() {
  const mammoth = require(modules.mammoth);
  const result = await mammoth.convertToHtml({ buffer }, {
    // The Title style marks the title; images are left out unread.
    styleMap: ["p[style-name='Title'] => h1.doc-title:fresh", "p[style-name='Subtitle'] => p:fresh"],
    convertImage: mammoth.images.imgElement(() => ({ src: '' })),
  });
  return { html: result.value };
}

async function readDoc() {
  const WordExtractor = require(modules.wordExtractor);
  const document = await new WordExtractor().extract(buffer);
  return { text: document.getBody() };
}

async function readPdf() {
  const { getDocumentProxy } = require(modules.unpdf);
  const pdf = await getDocumentProxy(new Uint8Array(buffer), { verbosity: 0, isEvalSupported: false, disableFontFace: true });
  const lines = [];
  let chars = 0;
  try {
    for (let number = 1; number <= Math.min(pdf.numPages, maxPages) && chars < maxChars; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let line = { text: '', size: 0 };
      let lastY = null;
      const end = () => {
        if (line.text.trim()) {
          lines.push(line);
          chars += line.text.length;
        }
        line = { text: '', size: 0 };
        lastY = null;
      };
      for (const item of content.items) {
        if (typeof item.str !== 'string') continue;
        const y = item.transform[5];
        const size = Math.hypot(item.transform[2], item.transform[3]) || item.height || 0;
        if (lastY !== null && item.str.trim() && Math.abs(y - lastY) > Math.max(size, 1) * 0.6) end();
        line.text += item.str;
        if (item.str.trim()) {
          line.size = Math.max(line.size, size);
          lastY = y;
        }
        if (item.hasEOL) end();
      }
      end();
      page.cleanup();
    }
  } finally {
    await pdf.destroy();
  }
  return { lines };
}

const readers = { docx: readDocx, doc: readDoc, pdf: readPdf };
readers[format]().then(
  (result) => parentPort.postMessage({ ok: true, ...result }),
  (error) => parentPort.postMessage({ ok: false, error: String((error && error.name) || 'Error').slice(0, 60) }),
);
`;

function runWorker(format: Exclude<NoteFileFormat, 'txt'>, bytes: Uint8Array, options: ExtractOptions): Promise<Record<string, unknown>> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { format, bytes, modules: modulePaths(), maxPages: PDF_MAX_PAGES, maxChars: MAX_DOCUMENT_CHARS },
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 256 },
      // The worker's own output (a library's warnings) stays out of the logs: they may quote the file.
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new UnreadableFile(`reading took over ${timeoutMs} ms`))), timeoutMs);
    worker.stdout.resume();
    worker.stderr.resume();
    worker.once('message', (message: unknown) => {
      const output = (typeof message === 'object' && message !== null ? message : {}) as Record<string, unknown>;
      if (output.ok === true) finish(() => resolve(output));
      else finish(() => reject(new UnreadableFile(`${format} reader failed (${String(output.error ?? 'no answer')})`)));
    });
    worker.once('error', (error: Error & { code?: string }) => {
      finish(() => reject(new UnreadableFile(`${format} reader stopped (${error.code ?? error.name})`)));
    });
    worker.once('exit', (code) => finish(() => reject(new UnreadableFile(`${format} reader exited (${code})`))));
  });
}
