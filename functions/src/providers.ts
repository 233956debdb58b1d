// The outside services, each built once from the configuration, the first time it is used:
// payments, mail, the note model and the CRM automation. Routers and services take them
// from here; none of them chooses an adapter on its own or on each request.
import { config } from './config';
import { automationProvider, type AutomationProvider } from './providers/automation/automation-provider';
import { mailProvider, type MailProvider } from './providers/mail';
import { selectNoteModel } from './providers/notes/select-model';
import type { NoteModel } from './providers/notes/types';
import { braintreeGateway } from './providers/payments/braintree-gateway';
import type { PaymentGateway } from './providers/payments/payment-gateway';

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
  noteModel: once<NoteModel | null>(() => selectNoteModel(process.env)),
  automation: once<AutomationProvider>(automationProvider),
};
