import { signWebhook, verifyWebhook } from '../webhook-signature';

const secret = `whsec_${Buffer.from('a test secret of some length').toString('base64')}`;
const body = JSON.stringify({ event: 'bot.done', data: { bot: { id: 'bot_1' } } });
const now = 1_800_000_000;

describe('Standard Webhooks signatures', () => {
  it('accepts a delivery signed with the secret, among other signatures', () => {
    const signature = signWebhook(secret, 'msg_1', now, body);
    expect(verifyWebhook(secret, { id: 'msg_1', timestamp: String(now), signature }, body, now)).toBe(true);
    expect(verifyWebhook(secret, { id: 'msg_1', timestamp: String(now), signature: `v1,AAAA ${signature}` }, body, now + 60)).toBe(true);
  });

  it('refuses a changed body, id or timestamp, another secret, a missing header and an old delivery', () => {
    const signature = signWebhook(secret, 'msg_1', now, body);
    const headers = { id: 'msg_1', timestamp: String(now), signature };
    expect(verifyWebhook(secret, headers, body.replace('done', 'fatal'), now)).toBe(false);
    expect(verifyWebhook(secret, { ...headers, id: 'msg_2' }, body, now)).toBe(false);
    expect(verifyWebhook(secret, { ...headers, timestamp: String(now + 1) }, body, now)).toBe(false);
    expect(verifyWebhook(`whsec_${Buffer.from('another').toString('base64')}`, headers, body, now)).toBe(false);
    expect(verifyWebhook(secret, { ...headers, signature: undefined }, body, now)).toBe(false);
    expect(verifyWebhook('', headers, body, now)).toBe(false);
    expect(verifyWebhook(secret, headers, body, now + 301)).toBe(false);
    expect(verifyWebhook(secret, { ...headers, signature: signature.replace('v1,', 'v2,') }, body, now)).toBe(false);
  });
});
