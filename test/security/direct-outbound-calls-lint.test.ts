// The way around the outbound client, closed by lint (scripts/eslint/outbound-http.mjs,
// server/outbound-http): a fetch() or a direct http(s)/undici request in functions/src skipped
// the address vetting, the byte cap and the time limits (the FHIR token endpoint and every
// resource call did, until they went through callProvider and the outbound client). These
// cases lint source text as if it stood at a path of the repository.
import { lint } from '../support/lint';

jest.setTimeout(180000);

const RULE = 'server/outbound-http';

describe('lint: HTTP calls leave through the outbound client only', () => {
  it('fails on fetch(), http(s) requests and undici in a provider, each where it is written', async () => {
    const lines = [
      "import https from 'node:https';",
      "import * as http from 'http';",
      "import { request as nodeRequest } from 'node:http';",
      "import { request as undiciRequest } from 'undici';",
      "export const a = () => fetch('https://fhir.example.org/metadata');",
      "export const b = () => globalThis.fetch('https://fhir.example.org/metadata');",
      "export const c = () => https.request('https://fhir.example.org/metadata');",
      "export const d = () => http.get('http://10.0.0.5/');",
      "export const e = () => nodeRequest('http://10.0.0.5/');",
      "export const f = () => undiciRequest('https://fhir.example.org/metadata');",
      "export const g = () => require('undici');",
      "export const h = () => import('undici');",
    ];
    const result = await lint('functions/src/providers/integrations/probe.ts', `${lines.join('\n')}\n`);
    expect(result.code).toBe(1);
    expect(result.output).toContain('call remote addresses through the outbound client');
    const reported = new Set([...result.output.matchAll(/^\s+(\d+):\d+\s+error\s.*server\/outbound-http$/gm)].map((m) => Number(m[1])));
    // The named request import (line 3), undici (line 4), and every call but the one made with undici's own import (line 10, already reported at its import).
    expect([...reported].sort((x, y) => x - y)).toEqual([3, 4, 5, 6, 7, 8, 11, 12]);
  });

  it('passes the outbound client and callProvider, a server of our own, and the client module itself', async () => {
    const client = await lint(
      'functions/src/providers/integrations/probe.ts',
      "import { outbound } from '../../security/outbound-http';\nimport { callProvider } from './provider-http';\nexport const a = () => outbound().request('https://fhir.example.org/metadata');\nexport const b = () => callProvider('https://fhir.example.org/metadata');\n",
    );
    expect(client.output).not.toContain(RULE);
    expect(client.code).toBe(0);
    const server = await lint(
      'functions/src/realtime/probe.ts',
      "import { createServer } from 'node:http';\nexport const probe = () => createServer();\n",
    );
    expect(server.output).not.toContain(RULE);
    expect(server.code).toBe(0);
    const types = await lint(
      'functions/src/providers/integrations/probe.ts',
      "import type { Dispatcher } from 'undici';\nexport type Probe = Dispatcher.ResponseData;\n",
    );
    expect(types.output).not.toContain(RULE);
    const module = await lint(
      'functions/src/security/outbound-http.ts',
      "import { request } from 'undici';\nexport const probe = () => request('https://fhir.example.org/');\n",
    );
    expect(module.output).not.toContain(RULE);
  });

  it('lets the tests call their stand-ins directly', async () => {
    const result = await lint(
      'functions/src/providers/integrations/__tests__/probe.test.ts',
      "export const probe = () => fetch('http://127.0.0.1:4650/_received');\n",
    );
    expect(result.output).not.toContain(RULE);
  });
});
