// CMS files for the code set's import, made from the product's own release: its codes written
// as a CMS code order file (fixed columns, as CMS publishes it) for another year, alone or in a
// zip; and an upload of one from the admin console's side (presign, PUT, import).
import { zipSync } from 'fflate';
import { loadCodeSet } from '@clinicscribe/clinical-notes';
import { apiCall } from './api-call';
import type { Stack } from './stack';

/** The product's codes as a CMS order file. */
export function orderFileText(): string {
  return loadCodeSet()
    .all()
    .map(
      (c, i) => `${String(i + 1).padStart(5, '0')} ${c.code.padEnd(7)} ${c.billable ? 1 : 0} ${c.short.padEnd(60).slice(0, 60)} ${c.long}`,
    )
    .join('\n');
}

/** The order file of `year` in the zip CMS publishes it in. */
export function cmsZip(year: number): Uint8Array {
  return zipSync({ [`icd10cm-order-${year}.txt`]: new Uint8Array(Buffer.from(orderFileText(), 'utf8')) }, { level: 6 });
}

/** Uploads `bytes` as `fileName` the way the admin console does, then asks for its import; the import's answer. */
export async function uploadCodeSet(stack: Stack, token: string, fileName: string, bytes: Uint8Array) {
  const presign = await apiCall(stack, '/codes/release/upload', token, { fileName, size: bytes.length });
  if (presign.status !== 200) return presign;
  const put = await fetch(presign.body.url, { method: 'PUT', headers: presign.body.headers, body: new Uint8Array(bytes) });
  if (!put.ok) throw new Error(`The store answered ${put.status} to the upload`);
  return apiCall(stack, '/codes/release/import', token, { key: presign.body.key });
}
