// Cliniko (API key): HTTP Basic with the key as user name; the shard is the key's suffix
// (…-au1 → api.au1.cliniko.com); a User-Agent with a contact e-mail on every call. Patients are
// searched by first or last name, 50 a page; a note becomes a treatment note, its sections as
// the note's content, draft or final.
import type { PatientPage } from '../../shared/integrations';
import { callProvider, IntegrationError } from './provider-http';
import { patient, userAgent, type ExportedAt, type KeyAdapter, type KeyCredentials, type OutgoingNote } from './adapter';
import { config } from '../../config';

const PER_PAGE = 50;

/** The shard a key belongs to (its suffix after the last dash), or null for a malformed key. */
export function clinikoShard(apiKey: string): string | null {
  const match = /-([a-z]{2}\d+)$/.exec(apiKey.trim());
  return match ? match[1] : null;
}

function baseUrl(apiKey: string): string {
  const shard = clinikoShard(apiKey);
  if (!shard) throw new IntegrationError('This is not a Cliniko API key (it ends with its region, e.g. -au1).', 400);
  return config().integrations.clinikoBaseUrl.replace('{shard}', shard).replace(/\/$/, '');
}

const headers = (apiKey: string) => ({
  authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
  accept: 'application/json',
  'content-type': 'application/json',
  'user-agent': userAgent(),
});

interface ClinikoPatient {
  id: string;
  first_name: string;
  last_name: string;
  date_of_birth?: string | null;
  email?: string | null;
}

export const cliniko: KeyAdapter = {
  auth: 'key',

  async verify(apiKey) {
    const user = await callProvider<{ first_name?: string; last_name?: string; email?: string }>(`${baseUrl(apiKey)}/user`, {
      headers: headers(apiKey),
    });
    return { account: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email || 'Cliniko' };
  },

  async searchPatients(credentials: KeyCredentials, search: string, page: number): Promise<PatientPage> {
    const words = search.trim().split(/\s+/).filter(Boolean);
    const params = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) });
    // One word: first or last name; two or more: the first is the first name, the rest the last name.
    if (words.length === 1) params.append('q[]', `last_name:~${words[0]}`);
    if (words.length > 1) {
      params.append('q[]', `first_name:~${words[0]}`);
      params.append('q[]', `last_name:~${words.slice(1).join(' ')}`);
    }
    const answer = await callProvider<{ patients: ClinikoPatient[]; links?: { next?: string } }>(
      `${baseUrl(credentials.apiKey)}/patients?${params}`,
      { headers: headers(credentials.apiKey) },
    );
    let patients = answer.patients;
    // A single word may be a first name too.
    if (words.length === 1 && page === 1) {
      const byFirst = new URLSearchParams({ page: '1', per_page: String(PER_PAGE) });
      byFirst.append('q[]', `first_name:~${words[0]}`);
      const more = await callProvider<{ patients: ClinikoPatient[] }>(`${baseUrl(credentials.apiKey)}/patients?${byFirst}`, {
        headers: headers(credentials.apiKey),
      });
      patients = [...patients, ...more.patients.filter((p) => !patients.some((q) => q.id === p.id))];
    }
    return {
      patients: patients.map((p) => patient(p.id, p.first_name, p.last_name, [p.date_of_birth, p.email].filter(Boolean).join(' · '))),
      nextPage: answer.links?.next ? page + 1 : null,
    };
  },

  async exportNote(credentials: KeyCredentials, patientId: string, note: OutgoingNote): Promise<ExportedAt> {
    const created = await callProvider<{ id: string; links?: { self?: string } }>(`${baseUrl(credentials.apiKey)}/treatment_notes`, {
      method: 'POST',
      headers: headers(credentials.apiKey),
      body: JSON.stringify({
        patient_id: patientId,
        title: note.title,
        draft: note.draft,
        content: {
          sections: note.sections.map((section) => ({
            name: section.name,
            questions: [{ name: section.name, type: 'paragraph', answer: section.text }],
          })),
        },
      }),
    });
    return { externalId: String(created.id), url: created.links?.self ?? null };
  },
};
