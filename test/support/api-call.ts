// One call to our HTTP API with a user's ID token: GET without a body, POST with one, or `method`.
import type { Stack } from './stack';

export interface ApiAnswer {
  status: number;
  body: Record<string, any>;
}

export async function apiCall(stack: Stack, path: string, token: string, body?: unknown, method?: 'DELETE' | 'PATCH'): Promise<ApiAnswer> {
  const response = await fetch(`${stack.api}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
}
