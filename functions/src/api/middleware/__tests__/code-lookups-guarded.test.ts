// Referral, special-link and promo codes are looked up only behind the code-check limit and
// (but for a checkout, which verifies a card first) a proof of work. Registration and the
// checkout once told a real code from an unknown one beside the code checks: this test names
// every module that looks a code up, so a new one fails here until its guard is said and tested.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { namesCode, needsProof } from '../../../shared/proof-of-work';
import { rulesFor } from '../../../security/rate-limit';

const src = join(__dirname, '..', '..', '..');
const LOOKUP = /\b(referrerOf|usablePromoCode|reservePromoUse|checkPromoCode|readSpecialLink|checkSpecialLink)\(/;

/** The modules that look a code up (definitions included), and why each is guarded. */
const GUARDED: Record<string, string> = {
  'users/referral-codes.ts': 'defines referrerOf',
  'billing/promo-check.ts': 'defines usablePromoCode',
  'shared/promo-codes.ts': 'defines checkPromoCode',
  'shared/admin.ts': 'defines checkSpecialLink',
  'users/special-links.ts': 'defines readSpecialLink',
  'api/routers/referral.ts': '/referral/check: a proof route, under the codeCheck rule',
  'api/routers/payments.ts': '/promo/verify: a proof route, under the codeCheck rule',
  'users/registration.ts': '/account/register: codeCheckInBody for referredBy and link',
  'billing/subscribe.ts': '/payment/subscribe: codeCheckInBody for promoCode, the card verified first',
  'practices/seats.ts': '/practices/seats: codeCheckInBody for promoCode, the card verified first',
  'admin/promo-mail.ts': '/send-promo-mail: admins only, under the mail rule',
};

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== '__tests__') yield* sources(path);
    } else if (entry.endsWith('.ts')) yield path;
  }
}

describe('code look-ups', () => {
  it('happen only in the modules named here', () => {
    const found = [...sources(src)]
      .filter((path) => LOOKUP.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path).split('\\').join('/'));
    expect(found.sort()).toEqual(Object.keys(GUARDED).sort());
  });

  it('are behind the code-check limit and a proof of work on their routes', () => {
    for (const path of ['/referral/check', '/promo/verify', '/backend/promo/verify']) {
      expect(needsProof('POST', path)).toBe(true);
      expect(rulesFor(path)).toContain('codeCheck');
    }
    expect(
      namesCode('POST', '/account/register', { referredBy: 'AB12CD' }) && needsProof('POST', '/account/register', { referredBy: 'AB12CD' }),
    ).toBe(true);
    expect(namesCode('POST', '/account/register', { link: 'SPRING' }) && needsProof('POST', '/account/register', { link: 'SPRING' })).toBe(
      true,
    );
    expect(namesCode('POST', '/payment/subscribe', { promoCode: 'WELCOME20' })).toBe(true);
    expect(namesCode('POST', '/payment/upgrade-plan', { promoCode: 'WELCOME20' })).toBe(true);
    expect(namesCode('POST', '/practices/seats', { promoCode: 'WELCOME20' })).toBe(true);
  });

  it('on routes whose body names the code, go through codeCheckInBody', () => {
    const route = (file: string, path: string) => {
      const text = readFileSync(join(src, 'api', 'routers', file), 'utf8');
      const start = text.indexOf(path);
      return text.slice(start, text.indexOf('handle(', start));
    };
    expect(route('account.ts', "'/register'")).toContain('codeCheckInBody(registrationSchema)');
    expect(route('payments.ts', "['/subscribe', '/upgrade-plan']")).toContain('codeCheckInBody(subscribeSchema)');
    expect(route('practice-seats.ts', "router.post(\n    '/'")).toContain('codeCheckInBody(practiceSeatsSchema)');
  });
});
