// HEIC/HEIF images (iPhone photos, by default) → PNG, so that OCR and vision models can read
// them: heic-convert decodes with libheif compiled to WebAssembly (libheif-js, shipped in the
// npm package: nothing to install). The first image of the file is used (a burst or live
// photo holds several). A file that libheif cannot decode is a FileUnreadable.
import { FileUnreadable, hasBytes } from './errors';

const HEIF_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'];

/** True when `bytes` is an ISO-BMFF file of a HEIF brand (.heic, .heif). */
export function isHeic(bytes: Buffer): boolean {
  return hasBytes(bytes, 4, 'ftyp') && HEIF_BRANDS.some((brand) => hasBytes(bytes, 8, brand));
}

/** The first image of a HEIC file, as PNG. */
export async function heicToPng(bytes: Buffer): Promise<Buffer> {
  const { default: convert } = await import('heic-convert');
  try {
    return Buffer.from(await convert({ buffer: bytes, format: 'PNG' }));
  } catch {
    throw new FileUnreadable('a HEIC image that could not be decoded; export the photo as JPEG or PNG');
  }
}
