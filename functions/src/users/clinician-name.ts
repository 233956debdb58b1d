// The name a clinician's work is signed with where another system records it (a FHIR note's
// author, a note sent through their practice's shared connection): their display name, else
// first and last name, else their e-mail.
import type { UserInfo } from '../shared/user-doc';

export const clinicianName = (info: Partial<Pick<UserInfo, 'displayName' | 'firstName' | 'lastName' | 'email'>> | undefined): string =>
  info?.displayName || [info?.firstName, info?.lastName].filter(Boolean).join(' ') || info?.email || 'Clinician';
