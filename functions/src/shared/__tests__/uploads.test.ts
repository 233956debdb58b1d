import { errorText } from '../error-catalogue';
import { UPLOAD_TOTAL_LIMIT_BYTES } from '../limits';
import {
  canonicalContentType,
  extensionOf,
  parseUploadKey,
  presignUploadRequestSchema,
  safeFileName,
  UPLOAD_CATEGORIES,
  uploadExtensions,
  uploadKey,
  uploadRefusal,
} from '../uploads';

const MB = 1024 * 1024;

describe('upload categories and types', () => {
  it('has the four upload categories with their extensions', () => {
    expect(UPLOAD_CATEGORIES).toEqual(['avFile', 'previsitForm', 'imageFile', 'importedNotes']);
    expect(uploadExtensions('avFile')).toEqual(['.mp3', '.m4a', '.wav', '.webm', '.ogg', '.mp4', '.mov']);
    expect(uploadExtensions('previsitForm')).toEqual(['.pdf', '.docx', '.doc', '.txt']);
    expect(uploadExtensions('importedNotes')).toEqual(['.pdf', '.docx', '.doc', '.txt']);
    expect(uploadExtensions('imageFile')).toEqual(['.png', '.jpeg', '.jpg', '.heic']);
  });

  it('accepts each extension with its MIME types, case-insensitively', () => {
    expect(uploadRefusal('avFile', 'visit.MP3', 'audio/mpeg', 10, 0)).toBeNull();
    expect(uploadRefusal('avFile', 'visit.m4a', 'audio/x-m4a', 10, 0)).toBeNull();
    expect(uploadRefusal('avFile', 'visit.wav', 'audio/wav', 10, 0)).toBeNull();
    expect(uploadRefusal('avFile', 'visit.webm', 'audio/webm;codecs=opus', 10, 0)).toBeNull();
    expect(uploadRefusal('avFile', 'visit.mov', 'video/quicktime', 10, 0)).toBeNull();
    expect(
      uploadRefusal('previsitForm', 'form.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 10, 0),
    ).toBeNull();
    expect(uploadRefusal('importedNotes', 'old.pdf', 'application/pdf', 10, 0)).toBeNull();
    expect(uploadRefusal('imageFile', 'scan.heic', 'image/heic', 10, 0)).toBeNull();
    expect(uploadRefusal('imageFile', 'scan.JPG', 'IMAGE/JPEG', 10, 0)).toBeNull();
  });

  it('refuses a type the category does not take, naming the allowed ones', () => {
    const refusal = uploadRefusal('imageFile', 'notes.pdf', 'application/pdf', 10, 0);
    expect(refusal).toEqual({ key: 'uiInvalidFileType', values: { types: '.png, .jpeg, .jpg, .heic' } });
    expect(errorText(refusal!.key, 'en', refusal!.values)).toBe('Invalid file type. Allowed types: .png, .jpeg, .jpg, .heic');
    expect(uploadRefusal('avFile', 'visit.exe', 'audio/mpeg', 10, 0)?.key).toBe('uiInvalidFileType');
    expect(uploadRefusal('avFile', 'visit', 'audio/mpeg', 10, 0)?.key).toBe('uiInvalidFileType');
  });

  it('refuses an extension and a MIME type that do not go together', () => {
    expect(uploadRefusal('avFile', 'visit.mp3', 'video/quicktime', 10, 0)?.key).toBe('uiInvalidFileType');
    expect(uploadRefusal('previsitForm', 'form.pdf', 'text/plain', 10, 0)?.key).toBe('uiInvalidFileType');
    expect(uploadRefusal('imageFile', 'scan.png', '', 10, 0)?.key).toBe('uiInvalidFileType');
  });

  it('gives the canonical type for a browser that reports none', () => {
    expect(canonicalContentType('imageFile', 'IMG_0001.HEIC')).toBe('image/heic');
    expect(canonicalContentType('avFile', 'a.m4a')).toBe('audio/mp4');
    expect(canonicalContentType('avFile', 'a.pdf')).toBeNull();
  });
});

describe('upload sizes', () => {
  it('refuses an empty file', () => {
    expect(uploadRefusal('previsitForm', 'form.txt', 'text/plain', 0, 0)).toEqual({ key: 'uiEmptyFile', values: {} });
  });

  it('keeps a session’s files within 15 MB in total, naming the limit', () => {
    expect(UPLOAD_TOTAL_LIMIT_BYTES).toBe(15 * MB);
    expect(uploadRefusal('avFile', 'a.mp3', 'audio/mpeg', 15 * MB, 0)).toBeNull();
    expect(uploadRefusal('avFile', 'a.mp3', 'audio/mpeg', 5 * MB, 10 * MB)).toBeNull();
    const refusal = uploadRefusal('avFile', 'a.mp3', 'audio/mpeg', 6 * MB, 10 * MB);
    expect(refusal).toEqual({ key: 'uiSessionUploadLimit', values: { limit: '15 MB' } });
    expect(errorText(refusal!.key, 'en', refusal!.values)).toBe('File too large. The files of a session may take 15 MB in total.');
    expect(uploadRefusal('avFile', 'a.mp3', 'audio/mpeg', 15 * MB + 1, 0)?.key).toBe('uiSessionUploadLimit');
    expect(uploadRefusal('avFile', 'a.mp3', 'audio/mpeg', 1, 15 * MB)?.key).toBe('uiSessionUploadLimit');
  });
});

describe('object keys', () => {
  it('puts a file under its owner, session and category, with its upload id', () => {
    expect(uploadKey('uid1', 'session01', 'avFile', 'upload-01', 'Visit 1.mp3')).toBe(
      'users/uid1/sessions/session01/avFile/upload_01-Visit_1.mp3',
    );
  });

  it('is the same for a retry of the same upload', () => {
    expect(uploadKey('u', 'session01', 'avFile', 'retry-me-1', 'a.mp3')).toBe(uploadKey('u', 'session01', 'avFile', 'retry-me-1', 'a.mp3'));
  });

  it('makes names safe: no directories, no traversal, no odd characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('..\\..\\windows\\evil.pdf')).toBe('evil.pdf');
    expect(safeFileName('...hidden.txt')).toBe('hidden.txt');
    expect(safeFileName('Évaluation préalable (v2).docx')).toBe('Evaluation_prealable_v2_.docx');
    expect(safeFileName('a..b.pdf')).toBe('a.b.pdf');
    expect(safeFileName('?.pdf')).toBe('file.pdf');
    const long = safeFileName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(100);
    expect(long.endsWith('.pdf')).toBe(true);
    const key = uploadKey('u', 'session01', 'previsitForm', 'upload-01', '../../other/sessions/x/form.pdf');
    expect(key).toBe('users/u/sessions/session01/previsitForm/upload_01-form.pdf');
    expect(key.split('/')).toHaveLength(6);
  });

  it('parses its keys back and refuses anything else', () => {
    expect(parseUploadKey(uploadKey('u', 'session01', 'imageFile', 'a1b2-c3d4-e5', 'my-scan.png'))).toEqual({
      uid: 'u',
      sessionId: 'session01',
      category: 'imageFile',
      fileId: 'a1b2_c3d4_e5',
      name: 'my-scan.png',
    });
    expect(parseUploadKey('users/u/sessions/session01/other/upload-01-scan.png')).toBeNull();
    expect(parseUploadKey('users/u/sessions/session01/imageFile/x/upload-01-scan.png')).toBeNull();
    expect(parseUploadKey('users/u/profile.png')).toBeNull();
  });

  it('extracts extensions', () => {
    expect(extensionOf('a.B.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('dir.x/file')).toBe('');
  });
});

describe('the request schema', () => {
  const valid = {
    sessionId: 'session01',
    category: 'avFile',
    uploadId: 'upload-01',
    fileName: 'a.mp3',
    contentType: 'audio/mpeg',
    size: 3,
  };
  it('takes a well-formed request', () => {
    expect(presignUploadRequestSchema.parse(valid)).toEqual(valid);
  });
  it('refuses bad ids, categories and sizes', () => {
    expect(presignUploadRequestSchema.safeParse({ ...valid, uploadId: 'short' }).success).toBe(false);
    expect(presignUploadRequestSchema.safeParse({ ...valid, uploadId: '../../../x' }).success).toBe(false);
    expect(presignUploadRequestSchema.safeParse({ ...valid, sessionId: '../other' }).success).toBe(false);
    expect(presignUploadRequestSchema.safeParse({ ...valid, category: 'exe' }).success).toBe(false);
    expect(presignUploadRequestSchema.safeParse({ ...valid, size: -1 }).success).toBe(false);
    expect(presignUploadRequestSchema.safeParse({ ...valid, size: 1.5 }).success).toBe(false);
  });
});
