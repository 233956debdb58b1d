// A reopened session's files (after a reload): what storage holds for it, each with what
// the server read from it; a stored file not read yet is shown as failed, with a retry
// that reads it (the bytes are not sent again).
import { canonicalContentType, parseUploadKey, type ConvertedFile } from '@shared/uploads';
import type { UploadEntry } from './uploads-slice';

export async function restoredUploads(sessionId: string, converted: readonly ConvertedFile[], notReadYet: string): Promise<UploadEntry[]> {
  const { listUploads } = await import('../../lib/api/uploads');
  const { files } = await listUploads(sessionId);
  return files.flatMap((file): UploadEntry[] => {
    const parsed = parseUploadKey(file.key);
    if (!parsed) return [];
    const read = converted.find((c) => c.key === file.key);
    const base = {
      id: parsed.fileId,
      sessionId,
      category: file.category,
      name: file.name,
      size: file.size,
      contentType: canonicalContentType(file.category, file.name) ?? '',
      sent: file.size,
      key: file.key,
      stored: true,
    };
    return [read ? { ...base, status: 'done', kind: read.kind, text: read.text } : { ...base, status: 'failed', error: notReadYet }];
  });
}
