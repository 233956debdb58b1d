// Moved into the note engine package; this re-export stays until the offline writer and the evidence check import the package.
export { splitRawSpeech } from '@clinicscribe/clinical-notes';
