// The outside services, each built once from the configuration, the first time it is used:
// payments, mail, the note model, the CRM automation, transcription, the image reader and
// the meeting bots. Routers and services take them from here; none of them chooses an
// adapter on its own or on each request.
import { config } from './config';
import { automationProvider, type AutomationProvider } from './providers/automation/automation-provider';
import { mailProvider, type MailProvider } from './providers/mail';
import { RecallBots } from './providers/meeting/recall';
import { selectNoteModel } from './providers/notes/select-model';
import type { NoteModel } from './providers/notes/types';
import { braintreeGateway } from './providers/payments/braintree-gateway';
import type { PaymentGateway } from './providers/payments/payment-gateway';
import { transcriptionEngine } from './providers/transcription/engine';
import type { TranscriptionProvider } from './providers/transcription/types';
import type { TranscriptType } from './shared/user-settings';
import { selectImageReader, type ImageReader } from './providers/vision/image-reader';

/** `build`, run on the first call only; later calls answer the same value. */
function once<T>(build: () => T): () => T {
  let value: { built: T } | null = null;
  return () => (value ??= { built: build() }).built;
}

export const providers = {
  /** The payment gateway, or null when no merchant is configured. */
  payments: once<PaymentGateway | null>(() => {
    const { braintree } = config();
    return braintree ? braintreeGateway(braintree) : null;
  }),
  mail: once<MailProvider>(mailProvider),
  /** The language model that writes notes, or null: the built-in offline drafts then. */
  noteModel: once<NoteModel | null>(() => selectNoteModel(config().noteModel)),
  automation: once<AutomationProvider>(automationProvider),
  /** The transcription engine a session's choice gets (each engine is built once, see select.ts; the local one writes sentences). */
  transcription: (type: TranscriptType): TranscriptionProvider => transcriptionEngine(type, config().transcription),
  /** What reads an uploaded image: a vision model when one is configured, else OCR. */
  imageReader: once<ImageReader>(() => selectImageReader(config().imageReader)),
  /** The meeting bot provider, or null when none is configured (virtual sessions then answer 503). */
  meetingBots: once<RecallBots | null>(() => {
    const { recall } = config();
    return recall ? new RecallBots(recall) : null;
  }),
};
