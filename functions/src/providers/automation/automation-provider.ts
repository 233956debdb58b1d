// The CRM automation behind the admin's "send to automation" and the sign-up sync: one small
// interface, Zoho CRM as the real adapter (./zoho-crm.ts), configured by environment. With no
// Zoho configured, calls are refused with a message saying so (nothing is sent anywhere).
import { ZohoCrm, type ZohoConfig } from './zoho-crm';
import { config } from '../../config';

/** What is sent about a user: profile fields only, never session contents. */
export interface AutomationProfile {
  uid: string;
  email: string;
  displayName: string;
  role: string;
  country: string;
  plan: string;
  leadSource: string;
}

export interface AutomationProvider {
  readonly id: string;
  /** Creates or updates the user's CRM record (on the e-mail address). */
  upsertUser(profile: AutomationProfile): Promise<{ id: string }>;
  /** Puts the user into the automation (their record, tagged). */
  addToAutomation(profile: AutomationProfile): Promise<void>;
}

class NotConfigured implements AutomationProvider {
  readonly id = 'none';
  private refuse(): never {
    throw Object.assign(new Error('No automation service is configured (set the ZOHO_* variables)'), { status: 503 });
  }
  upsertUser(): Promise<{ id: string }> {
    return Promise.resolve().then(() => this.refuse());
  }
  addToAutomation(): Promise<void> {
    return Promise.resolve().then(() => this.refuse());
  }
}

/** The provider the configuration names (config().crm; null: not configured). */
export function selectAutomationProvider(settings: ZohoConfig | null = config().crm): AutomationProvider {
  return settings ? new ZohoCrm(settings) : new NotConfigured();
}

let shared: AutomationProvider | null = null;
/** One provider per process (its access token is reused until it expires). */
export function automationProvider(): AutomationProvider {
  shared ??= selectAutomationProvider();
  return shared;
}
