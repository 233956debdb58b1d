// The authenticated request's type under its former path: the request guards live in
// security/auth.ts (below the domain folders, which use them too). A note-import test still
// names this path; this line goes once it imports security/auth.
export type { AuthedRequest } from '../../security/auth';
