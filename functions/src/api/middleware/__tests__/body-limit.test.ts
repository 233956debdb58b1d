// Body size limits per route: checked on the body as received, also where the platform
// (Cloud Functions) parsed it before the app runs; the first limit mounted on a path wins.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { sendError } from '../../errors';
import { jsonBody } from '../body-limit';

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  // Like Cloud Functions: the body is read and parsed first, and kept as rawBody.
  app.use('/platform', express.raw({ type: '*/*', limit: '10mb' }), (req: Request, _res: Response, next: NextFunction) => {
    const raw = req.body as Buffer;
    Object.assign(req, { rawBody: raw, body: JSON.parse(raw.toString('utf8')), _body: true });
    next();
  });
  app.use(['/platform/big', '/big'], jsonBody(1000));
  app.use(jsonBody(100));
  app.post('*', (req, res) => void res.json({ size: JSON.stringify(req.body).length }));
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => sendError(res, error));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (path: string, size: number) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'x'.repeat(size) }),
  });

describe('jsonBody', () => {
  it('refuses a body over the route’s limit with 413, parsed by the app or already by the platform', async () => {
    for (const prefix of ['', '/platform']) {
      expect((await post(`${prefix}/small`, 50)).status).toBe(200);
      const refused = await post(`${prefix}/small`, 200);
      expect(refused.status).toBe(413);
      expect(await refused.json()).toEqual({ error: { code: 'invalid-argument', message: 'Request too large' } });
    }
  });

  it('lets a route with a larger limit take more, and no more', async () => {
    for (const prefix of ['', '/platform']) {
      expect(await (await post(`${prefix}/big`, 500)).json()).toEqual({ size: 511 });
      expect((await post(`${prefix}/big`, 2000)).status).toBe(413);
    }
  });
});
