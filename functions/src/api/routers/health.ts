// GET /health: liveness of the API, used by the local stack runner before it reports ready.
import { Router } from 'express';

export function healthRouter(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  return router;
}
