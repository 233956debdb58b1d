// The meeting-bot provider: Recall.ai's REST API (`Authorization: Token <key>`, a region base
// URL such as https://us-east-1.recall.ai). Create a bot for a meeting URL with its name, a
// real-time transcript delivered to our webhook, and our ids as metadata; read it; make it
// leave; pause and resume its recording; post in the meeting chat; and list the transcript
// after the call. 429 and 5xx answers are retried a few times (provider-http).
import { callProvider } from '../integrations/provider-http';

export interface RecallConfig {
  baseUrl: string;
  apiKey: string;
}

/** One utterance of Recall's transcript (real-time `transcript.data` and the final transcript share it). */
export interface RecallUtterance {
  participant: { id?: number | string; name?: string | null };
  words: Array<{ text: string; start_timestamp?: { relative?: number } }>;
}

export interface RecallBot {
  id: string;
  status_changes?: Array<{ code: string; sub_code?: string | null; message?: string | null; created_at?: string }>;
}

export class RecallBots {
  constructor(private readonly config: RecallConfig) {}

  private call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
    return callProvider<T>(`${this.config.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Token ${this.config.apiKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** Sends a bot to the meeting; its real-time transcript and participant events go to `webhookUrl`. */
  create(input: { meetingUrl: string; botName: string; webhookUrl: string; metadata: Record<string, string> }): Promise<RecallBot> {
    return this.call<RecallBot>('/bot/', 'POST', {
      meeting_url: input.meetingUrl,
      bot_name: input.botName,
      metadata: input.metadata,
      recording_config: {
        transcript: { provider: { meeting_captions: {} } },
        realtime_endpoints: [
          { type: 'webhook', url: input.webhookUrl, events: ['transcript.data', 'participant_events.join', 'participant_events.leave'] },
        ],
      },
    });
  }

  get(botId: string): Promise<RecallBot> {
    return this.call<RecallBot>(`/bot/${encodeURIComponent(botId)}/`);
  }

  leave(botId: string): Promise<unknown> {
    return this.call(`/bot/${encodeURIComponent(botId)}/leave_call/`, 'POST', {});
  }

  pause(botId: string): Promise<unknown> {
    return this.call(`/bot/${encodeURIComponent(botId)}/pause_recording/`, 'POST', {});
  }

  resume(botId: string): Promise<unknown> {
    return this.call(`/bot/${encodeURIComponent(botId)}/resume_recording/`, 'POST', {});
  }

  sendChat(botId: string, message: string): Promise<unknown> {
    return this.call(`/bot/${encodeURIComponent(botId)}/send_chat_message/`, 'POST', { message });
  }

  /** The whole transcript of the call so far (to complete what the webhooks delivered). */
  transcript(botId: string): Promise<RecallUtterance[]> {
    return this.call<RecallUtterance[]>(`/bot/${encodeURIComponent(botId)}/transcript/`);
  }
}
