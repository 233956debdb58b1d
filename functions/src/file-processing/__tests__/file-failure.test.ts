// What the clinician is told when a stored file cannot be read (the API's one translation of
// FileReadFailed, api/domain-refusals.ts): each failure of the file or the request has its
// status, catalogue key and placeholder values; a failing service is a 502 saying the file is
// stored; validation errors and our own ApiErrors pass through.
import { z } from 'zod';
import { refusalOf } from '../../api/domain-refusals';
import { ApiError } from '../../shared/api-error';
import { FileReadFailed, FileUnreadable } from '../../providers/files/errors';
import { fileNotStored, notYourFile, recordingTooLong, sessionFilesTooLarge, sessionGone } from '../file-failure';
import { UnsupportedTranscriptionLanguage } from '../transcribe-file';

const answer = (error: unknown) => {
  const mapped = refusalOf(new FileReadFailed('intake.pdf', error)) as ApiError;
  return { status: mapped.status, key: mapped.key, values: mapped.values, message: mapped.message };
};

describe('the answer to a file that could not be read', () => {
  it('gives each failure of the file or the request its status and message', () => {
    expect(answer(new FileUnreadable('the file has no text'))).toEqual({
      status: 422,
      key: 'uploadUnreadable',
      values: { name: 'intake.pdf', reason: 'the file has no text' },
      message:
        'Could not read intake.pdf: the file has no text. The session’s other files are not affected; remove it and upload a readable copy.',
    });
    expect(answer(notYourFile())).toMatchObject({ status: 403 });
    expect(answer(sessionGone())).toMatchObject({ status: 404, key: 'sessionNotFound' });
    expect(answer(fileNotStored())).toMatchObject({ status: 404, key: 'uploadMissing' });
    expect(answer(new UnsupportedTranscriptionLanguage('fr', 'pocketsphinx'))).toMatchObject({
      status: 422,
      key: 'uploadLanguageUnavailable',
      values: { name: 'intake.pdf' },
    });
    expect(answer(sessionFilesTooLarge())).toMatchObject({ status: 413, key: 'uiSessionUploadLimit', values: { limit: '15 MB' } });
    expect(answer(recordingTooLong('intake.pdf', 3700, 3600))).toMatchObject({
      status: 413,
      key: 'uploadRecordingTooLong',
      values: { minutes: '62', limit: '60' },
    });
  });

  it('a failing service is a 502 that keeps the file and names the failure', () => {
    expect(answer(new Error('Tesseract OCR could not be started (tesseract): spawn tesseract ENOENT.'))).toEqual({
      status: 502,
      key: 'uploadProcessingFailed',
      values: { name: 'intake.pdf', message: 'Tesseract OCR could not be started (tesseract): spawn tesseract ENOENT' },
      message:
        'intake.pdf was stored but could not be processed: Tesseract OCR could not be started (tesseract): spawn tesseract ENOENT. Try again.',
    });
  });

  it('passes validation errors, API errors and non-errors through', () => {
    const zod = z.object({ a: z.string() }).safeParse({}).error;
    expect(refusalOf(new FileReadFailed('x', zod))).toBe(zod);
    const api = new ApiError(400, 'invalid-argument', 'This call reads images only');
    expect(refusalOf(new FileReadFailed('x', api))).toBe(api);
    expect(refusalOf(new FileReadFailed('x', 'boom'))).toBe('boom');
  });
});
