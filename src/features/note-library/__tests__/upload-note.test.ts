import { ApiError } from '@shared/api-error';
import { apiCall } from '../../../lib/api/client';
import { fileAsBase64, promptFromNote, uploadRefusal } from '../upload-note';

// The API client pulls in the Firebase SDK (for the ID token): the call itself is what matters here.
jest.mock('../../../lib/api/client', () => ({ ApiError: jest.requireActual('@shared/api-error').ApiError, apiCall: jest.fn() }));
const mockedCall = apiCall as jest.MockedFunction<typeof apiCall>;

describe('uploadRefusal', () => {
  it.each([
    ['visit.txt', 10, null],
    ['visit.DOCX', 10, null],
    ['scan.png', 10, 'uiInvalidFileType'],
    ['empty.pdf', 0, 'uiEmptyFile'],
    ['big.doc', 10 * 1024 * 1024, 'uiFileTooLarge'],
  ])('%s of %d bytes → %s', (name, size, key) => {
    const refusal = uploadRefusal({ name, size });
    expect(refusal?.key ?? null).toBe(key);
    if (refusal) expect(refusal.params).toEqual({ types: '.txt, .doc, .docx, .pdf', limitMb: 10 });
  });
});

describe('fileAsBase64', () => {
  it('gives the bytes in plain base64, without the data: prefix', async () => {
    const text = 'Plan: review in 4 weeks — à revoir';
    expect(await fileAsBase64(new Blob([text], { type: 'text/plain' }))).toBe(Buffer.from(text).toString('base64'));
  });
});

describe('promptFromNote', () => {
  const file = new File(['Plan: rest'], 'visit.txt', { type: 'text/plain' });
  const answer = { title: 'Visit', sections: ['Plan'], prompt: 'Write it.', source: 'headings', text: 'Plan: rest' };

  it('posts the file name and its base64 bytes, and returns the answer', async () => {
    mockedCall.mockResolvedValueOnce(answer);
    expect(await promptFromNote(file)).toEqual(answer);
    expect(mockedCall).toHaveBeenCalledWith('/customize-notes/generate-prompt-from-note', {
      fileName: 'visit.txt',
      contentBase64: Buffer.from('Plan: rest').toString('base64'),
    });
  });

  it('refuses an answer of another shape', async () => {
    mockedCall.mockResolvedValueOnce({ ...answer, sections: [] });
    await expect(promptFromNote(file)).rejects.toMatchObject({ code: 'bad-answer' });
  });

  it('passes the server’s refusal on, with its catalogue key', async () => {
    mockedCall.mockRejectedValueOnce(new ApiError(422, 'unreadable', 'm', 'notesUnreadableFile'));
    await expect(promptFromNote(file)).rejects.toMatchObject({ status: 422, key: 'notesUnreadableFile' });
  });
});
