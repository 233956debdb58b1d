// The rewording of a statement for the patient: the clinician's words as said ("I" becomes
// "we"), the patient's own as "you". Only when the note is in the transcript's language.
import { asSentence } from '../../speech/written-speech';
import type { Statement } from '../draft-content';
import type { WriterContext } from './writer-context';

/** A statement in plain language for the patient: the clinician's words as said, the patient's as "you". */
export function plainText(statement: Statement, ctx: WriterContext): string {
  if (ctx.lang !== ctx.content.sourceLanguage) return statement.text;
  if (statement.utterance.role !== 'patient') {
    return asSentence(
      statement.utterance.clean
        .replace(/\bi(?:'m| am) going to\b/gi, 'we will')
        .replace(
          /\bi['’](m|d|ve|ll)\b/gi,
          (_m, v: string) => ({ m: 'we are', d: 'we would', ve: 'we have', ll: 'we will' })[v.toLowerCase()] ?? 'we',
        )
        .replace(/\bi\b/gi, 'we')
        .replace(/\bwe am\b/gi, 'we are')
        .replace(/\bwe was\b/gi, 'we were'),
    );
  }
  return asSentence(
    statement.utterance.clean
      .replace(/\bi am\b|\bi'm\b/gi, 'you are')
      .replace(/\bi was\b/gi, 'you were')
      .replace(/\bi\b/gi, 'you')
      .replace(/\bmy\b/gi, 'your')
      .replace(/\bme\b/gi, 'you')
      .replace(/\bmyself\b/gi, 'yourself'),
  );
}
