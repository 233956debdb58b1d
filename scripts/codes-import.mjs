// npm run codes:import -- <CMS code order file, or the CMS zip> [tabular list XML]
// Replaces the ICD-10-CM code set the product carries (packages/clinical-notes/codes) with the
// release in the files given: the order file (icd10cm-order-<year>.txt) or the zip CMS
// publishes, with the tabular list (icd10cm_tabular_<year>.xml) for inclusion terms and
// excludes notes. A .gz file is read uncompressed. A file of the wrong format or an incomplete
// release is refused with the reason, and the current set is kept.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ensureClinicalNotesBuilt } from './lib/clinical-notes-build.mjs';

const files = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (files.length === 0) {
  console.error('Usage: npm run codes:import -- <icd10cm-order-YEAR.txt or the CMS zip> [icd10cm_tabular_YEAR.xml]');
  process.exit(2);
}
await ensureClinicalNotesBuilt();
const { importCodeSet, CodeFileError } = await import('@clinicscribe/clinical-notes');
const sources = files.map((file) => {
  const bytes = readFileSync(file);
  return /\.gz$/i.test(file) ? { name: basename(file).replace(/\.gz$/i, ''), bytes: gunzipSync(bytes) } : { name: basename(file), bytes };
});
try {
  const release = importCodeSet(sources);
  console.log(`ICD-10-CM ${release.fiscalYear}: ${release.codes} codes (${release.billable} billable), from ${release.source}.`);
} catch (error) {
  if (!(error instanceof CodeFileError)) throw error;
  console.error(`Not imported: ${error.message} The current code set is kept.`);
  process.exit(1);
}
