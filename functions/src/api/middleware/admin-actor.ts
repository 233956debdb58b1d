// The admin behind a request, as the audit trail records them (behind requireAdmin).
import type { Request } from 'express';
import type { AdminActor } from '../../security/audit-trail';
import { clientIp, type AuthedRequest } from '../../security/auth';

export function adminActor(req: Request): AdminActor {
  const { user } = req as AuthedRequest;
  return { adminUid: user.uid, adminEmail: user.email ?? '', ip: clientIp(req) };
}
