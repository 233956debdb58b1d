// Images → text (what /uploads/read-image does): a vision model through OpenAI's Chat Completions API
// when one is configured, else Tesseract OCR on this machine (../files/image-to-text.ts).
//
//   OPENAI_VISION_MODEL set, with OPENAI_API_KEY (or NOTES_MODEL_KEYLESS=1 and a base URL)
//                         → the model reads the image (e.g. gpt-4o-mini; llava on Ollama).
//   otherwise             → Tesseract (English and French data from Debian).
//   OPENAI_VISION_BASE_URL overrides OPENAI_BASE_URL for images only.
//
// The image goes as a data: URL in an image_url content part, never to a third place. The
// model is asked to transcribe, not to interpret; its answer is what the clinician sees and
// what note generation gets, marked as read from an image. Errors carry the HTTP status, not
// the server's message (which may quote the key).
import OpenAI, { APIConnectionError, APIError } from 'openai';
import { imageToText } from '../files/image-to-text';
import type { ImageReaderSettings } from '../../config';

export interface ImageReader {
  /** 'ocr' (Tesseract) or 'vision' (a model). */
  readonly kind: 'ocr' | 'vision';
  /** The text of a PNG or JPEG image; '' when it has none. */
  read(bytes: Buffer, contentType: string, language: string): Promise<string>;
}

const INSTRUCTION =
  'Transcribe all the text in this image exactly as written (a clinical form, letter or note), keeping its line breaks and the order of its fields. Do not summarise, interpret or add anything. If there is no text, answer with nothing.';

export class TesseractReader implements ImageReader {
  readonly kind = 'ocr' as const;
  read(bytes: Buffer, _contentType: string, language: string): Promise<string> {
    return imageToText(bytes, language);
  }
}

export class OpenAiVisionReader implements ImageReader {
  readonly kind = 'vision' as const;
  private readonly client: OpenAI;

  constructor(
    private readonly model: string,
    options: { apiKey?: string; baseURL?: string; timeoutMs?: number },
  ) {
    this.client = new OpenAI({
      apiKey: options.apiKey ?? 'none',
      defaultHeaders: options.apiKey ? undefined : { Authorization: null },
      // Never undefined: the SDK would then read OPENAI_BASE_URL from process.env, not from the settings selectImageReader was given.
      baseURL: options.baseURL ?? 'https://api.openai.com/v1',
      maxRetries: 2,
      timeout: options.timeoutMs ?? 120_000,
      logLevel: 'off',
    });
  }

  async read(bytes: Buffer, contentType: string, language: string): Promise<string> {
    const url = `data:${contentType};base64,${bytes.toString('base64')}`;
    try {
      const answer = await this.client.chat.completions.create({
        model: this.model,
        messages: [
          {
            role: 'system',
            content: `${INSTRUCTION} The text is probably in ${language === 'fr' ? 'French' : language === 'en' ? 'English' : `the language "${language}"`}.`,
          },
          { role: 'user', content: [{ type: 'image_url', image_url: { url, detail: 'high' } }] },
        ],
      });
      return (answer.choices[0]?.message?.content ?? '').trim();
    } catch (error) {
      // The SDK's connection errors (time-outs included) are APIErrors without a status: tell them apart first.
      if (error instanceof APIConnectionError) throw new Error(`The vision model (${this.model}) could not be reached`);
      if (error instanceof APIError)
        throw new Error(`The vision model (${this.model}) answered HTTP ${error.status ?? 'error'}${error.code ? ` (${error.code})` : ''}`);
      throw new Error(`The vision model (${this.model}) could not be reached`);
    }
  }
}

/** The image reader the configuration names (config().imageReader). */
export function selectImageReader({ model, apiKey, baseURL, keyless }: ImageReaderSettings): ImageReader {
  if (model && (apiKey || (baseURL && keyless))) return new OpenAiVisionReader(model, { apiKey, baseURL });
  return new TesseractReader();
}
