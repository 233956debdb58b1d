// /account: the caller's own account as the server sees it.
import { Router, type Request, type Response, type NextFunction } from 'express';
import { getFirestore } from 'firebase-admin/firestore';
import { requireUser, type AuthedRequest } from '../middleware/auth';

export function accountRouter(): Router {
  const router = Router();
  /** GET /account/check: whether the caller has a user record, their role and admin claim. */
  router.get('/check', requireUser, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { uid, admin } = (req as AuthedRequest).user;
      const snapshot = await getFirestore().doc(`users/${uid}`).get();
      const role = snapshot.get('userInfo.role');
      res.json({ uid, exists: snapshot.exists, role: typeof role === 'string' ? role : null, isAdmin: admin === true });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
