// Zoho CRM, the automation provider: OAuth with a refresh token (the access token is kept
// until a minute before it expires), then the CRM REST API: a user becomes a Lead (upsert
// on the e-mail address), and "send to automation" adds the configured tag to that Lead, on
// which a Zoho workflow rule runs the automation. Base URLs are configurable (the local
// stack points them at its stand-in; production at Zoho's data centre).
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
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export class ZohoCrm implements AutomationProvider {
  readonly id = 'zoho';
  private token: { value: string; until: number } | null = null;

  constructor(private readonly config: ZohoConfig) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const params = new URLSearchParams({
      refresh_token: this.config.refreshToken,
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
      grant_type: 'refresh_token',
    });
    const response = await fetch(`${this.config.accountsUrl}/oauth/v2/token`, { method: 'POST', body: params, signal: AbortSignal.timeout(CALL_MS) });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!response.ok || !body.access_token) throw new ZohoError(`Zoho refused the credentials (${body.error ?? response.status})`, response.status || 502);
    this.token = { value: body.access_token, until: Date.now() + Math.max(60, (body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }

  /** A CRM call; a token Zoho no longer accepts is renewed once. */
  private async crm(path: string, body: unknown, retried = false): Promise<Record<string, unknown>> {
    const response = await fetch(`${this.config.apiDomain}/crm/${this.config.apiVersion}/${path}`, {
      method: 'POST',
      headers: { authorization: `Zoho-oauthtoken ${await this.accessToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_MS),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown> & { code?: string; message?: string; data?: Array<{ status?: string; message?: string; code?: string }> };
    if (response.status === 401 && answer.code === 'INVALID_TOKEN' && !retried) {
      this.token = null;
      return this.crm(path, body, true);
    }
    const failed = answer.data?.find((item) => item.status === 'error');
    if (!response.ok || failed) throw new ZohoError(failed?.message ?? answer.message ?? `Zoho answered ${response.status}`, response.status);
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
