// Zoho CRM, the automation provider: OAuth with a refresh token (the access token is kept
// until a minute before it expires), then the CRM REST API: a user becomes a Lead (upsert
// on the e-mail address), and "send to automation" adds the configured tag to that Lead, on
// which a Zoho workflow rule runs the automation. Base URLs are configurable (the local
// stack points them at its stand-in; production at Zoho's data centre). The calls go through
// the outbound client (../../security/outbound-http.ts): vetted address, capped answer, time
// limits, no redirects; Zoho's words in an error are a short, sanitised excerpt.
import { config } from '../../config';
import { isLocalStackHost } from '../../security/outbound-address';
import { OutboundClient, outbound, remoteExcerpt, type OutboundResponse } from '../../security/outbound-http';
import type { AutomationProvider, AutomationProfile } from './automation-provider';

export interface ZohoConfig {
  accountsUrl: string;
  apiDomain: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  module: string;
  automationTag: string;
  apiVersion: string;
}

const CALL_MS = 15_000;

/** An error from Zoho, with its message (shown to the admin). */
export class ZohoError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The answer's JSON, or {} when it is none. */
function jsonOf(response: OutboundResponse): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(response.text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const excerpt = (text: unknown) => (typeof text === 'string' ? remoteExcerpt(text) : '');

/**
 * The client for `config`'s addresses: the process's own, or, when both addresses are the
 * local stand-in's (http on one of the local stack's literal hosts), the same policy with the
 * local stack's exception. These addresses come from the operator's environment, never from a
 * user or a remote server, and a Zoho call follows no redirect.
 */
function clientFor(zoho: ZohoConfig): OutboundClient {
  const local = [zoho.accountsUrl, zoho.apiDomain].every((url) => URL.canParse(url) && isLocalStackHost(new URL(url).hostname));
  return local && !config().emulator ? new OutboundClient({ localStack: true }) : outbound();
}

export class ZohoCrm implements AutomationProvider {
  readonly id = 'zoho';
  private token: { value: string; until: number } | null = null;
  private client: OutboundClient | null = null;

  constructor(private readonly config: ZohoConfig) {}

  private post(url: string, headers: Record<string, string>, body: string): Promise<OutboundResponse> {
    this.client ??= clientFor(this.config);
    return this.client.request(url, { method: 'POST', headers, body, timeoutMs: CALL_MS, maxRedirects: 0 });
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const params = new URLSearchParams({
      refresh_token: this.config.refreshToken,
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
      grant_type: 'refresh_token',
    });
    const response = await this.post(
      `${this.config.accountsUrl}/oauth/v2/token`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      params.toString(),
    );
    const body = jsonOf(response) as { access_token?: string; expires_in?: number; error?: string };
    const ok = response.status >= 200 && response.status < 300;
    if (!ok || typeof body.access_token !== 'string' || !body.access_token)
      throw new ZohoError(`Zoho refused the credentials (${excerpt(body.error) || response.status})`, response.status || 502);
    const lifetime = typeof body.expires_in === 'number' && Number.isFinite(body.expires_in) ? body.expires_in : 3600;
    this.token = { value: body.access_token, until: Date.now() + Math.max(60, lifetime - 60) * 1000 };
    return body.access_token;
  }

  /** A CRM call; a token Zoho no longer accepts is renewed once. */
  private async crm(path: string, body: unknown, retried = false): Promise<Record<string, unknown>> {
    const response = await this.post(
      `${this.config.apiDomain}/crm/${this.config.apiVersion}/${path}`,
      { authorization: `Zoho-oauthtoken ${await this.accessToken()}`, 'content-type': 'application/json' },
      JSON.stringify(body),
    );
    const answer = jsonOf(response) as Record<string, unknown> & {
      code?: string;
      message?: string;
      data?: Array<{ status?: string; message?: string; code?: string }>;
    };
    if (response.status === 401 && answer.code === 'INVALID_TOKEN' && !retried) {
      this.token = null;
      return this.crm(path, body, true);
    }
    const failed = Array.isArray(answer.data) ? answer.data.find((item) => item?.status === 'error') : undefined;
    const ok = response.status >= 200 && response.status < 300;
    if (!ok || failed)
      throw new ZohoError(excerpt(failed?.message) || excerpt(answer.message) || `Zoho answered ${response.status}`, response.status);
    return answer;
  }

  async upsertUser(profile: AutomationProfile): Promise<{ id: string }> {
    const [first, ...rest] = profile.displayName.trim().split(/\s+/);
    const answer = await this.crm(`${this.config.module}/upsert`, {
      data: [
        {
          Email: profile.email,
          First_Name: rest.length > 0 ? first : '',
          Last_Name: (rest.length > 0 ? rest.join(' ') : first) || profile.email,
          Country: profile.country,
          Designation: profile.role,
          Lead_Source: profile.leadSource || 'ClinicScribe sign-up',
          Description: `Plan: ${profile.plan}; user id: ${profile.uid}`,
        },
      ],
      duplicate_check_fields: ['Email'],
    });
    const id = (answer.data as Array<{ details?: { id?: string } }> | undefined)?.[0]?.details?.id;
    if (!id) throw new ZohoError('Zoho did not return the record id', 502);
    return { id };
  }

  async addToAutomation(profile: AutomationProfile): Promise<void> {
    const { id } = await this.upsertUser(profile);
    await this.crm(`${this.config.module}/${id}/actions/add_tags`, { tags: [{ name: this.config.automationTag }] });
  }
}
