// How `npm test` runs the stack suites side by side against the one local stack. Every stack
// suite is named here once (test/cli/stack-groups.test.ts fails on a suite named nowhere):
//   independent  shares nothing with the others: its own accounts, ids and test address,
//                and it asserts only on what it made (any lane);
//   shared       suites that share one piece of state (a stand-in's `_received` log or its
//                `_fail` faults, the sweeper's pass over every session): one after another in
//                one lane, beside the other lanes;
//   afterLanes   after the lanes, in two lanes of their own (each list in turn in one):
//                suites that keep pace with audio or keep both cores busy (recordings, file
//                conversion, realtime instances): beside the busy lanes their waits (or their
//                neighbours') run out on a busy machine;
//   alone        last, one at a time, with no other stack suite beside them: suites that
//                change what every other suite relies on (a global counter, every token of a
//                stand-in, the stack's front under malformed requests). When the work beside
//                the lanes (checks, units) is still running as the lanes end, they run then,
//                before the afterLanes lists, which wait for that work.
// A suite named nowhere runs alone (the safe place) and the grouping test fails.
// CommonJS: scripts/run-tests.mjs imports it, and so does its test.

/** Suites that share nothing with any other. */
const independent = [
  'test/api/accounts.test.ts',
  'test/api/admin.test.ts',
  'test/api/api.test.ts',
  'test/api/codes.test.ts',
  'test/api/codes-model.test.ts',
  'test/api/note-evidence.test.ts',
  'test/api/note-instructions.test.ts',
  'test/api/note-style.test.ts',
  'test/api/notes.test.ts',
  'test/api/practice-templates.test.ts',
  'test/api/realtime.test.ts',
  'test/api/rate-limits.test.ts',
  'test/api/security-headers.test.ts',
  'test/api/sign-ins.test.ts',
  'test/api/uploads.test.ts',
  'test/e2e/accessibility.test.ts',
  'test/e2e/accounts.test.ts',
  'test/e2e/admin-console.test.ts',
  'test/e2e/app-shell.test.ts',
  'test/e2e/csp.test.ts',
  'test/e2e/first-load-budget.test.ts',
  'test/e2e/help.test.ts',
  'test/e2e/layouts.test.ts',
  'test/e2e/login-language.test.ts',
  'test/e2e/not-in-the-note-primock.test.ts',
  'test/e2e/note-instructions.test.ts',
  'test/e2e/note-style.test.ts',
  'test/e2e/note-library.test.ts',
  'test/e2e/notes.test.ts',
  'test/e2e/practice-templates.test.ts',
  'test/e2e/review.test.ts',
  'test/e2e/saved-sessions.test.ts',
  'test/e2e/security.test.ts',
  'test/e2e/session-screen.test.ts',
  'test/e2e/sign-in-history.test.ts',
  'test/e2e/tour.test.ts',
  'test/rules/firestore-users.test.ts',
  'test/rules/note-templates.test.ts',
  'test/rules/practices.test.ts',
  'test/rules/revocations.test.ts',
  'test/rules/security-events.test.ts',
  'test/rules/sign-ins.test.ts',
  'test/rules/note-style.test.ts',
  'test/rules/user-shapes.test.ts',
  'test/security/api-headers.test.ts',
  'test/security/fhir-internal-answer-reflected.test.ts',
  'test/security/fhir-ipv4-mapped-address.test.ts',
  'test/security/fhir-oversized-answer.test.ts',
  'test/security/fhir-redirect-to-internal.test.ts',
  'test/security/fhir-token-endpoint-elsewhere.test.ts',
  'test/security/forged-client-address.test.ts',
  'test/security/guest-creation.test.ts',
  'test/security/proof-of-work-flat-cost.test.ts',
  'test/security/rate-limit-window.test.ts',
  'test/security/revocation-reaches-firestore.test.ts',
  'test/security/revoked-accounts.test.ts',
  'test/security/revoked-admin-rules.test.ts',
  'test/security/s3-anonymous-and-forged-access.test.ts',
  'test/security/s3-expired-presigned-url.test.ts',
  'test/security/s3-presigned-put-tampering.test.ts',
  'test/security/sign-out-everywhere.test.ts',
];

/** Suites that share one piece of state, by what they share: each list runs in one lane, in turn. */
const shared = {
  // The FHIR server's and the EMR stand-ins' logs (counted before and after, the last entry
  // read) and their `_fail` faults (the next requests of anyone fail).
  outsideServices: [
    'test/api/fhir.test.ts',
    'test/security/fhir-practitioner-dot-segments.test.ts',
    'test/e2e/fhir-export.test.ts',
    'test/api/integrations.test.ts',
    'test/e2e/integrations.test.ts',
    'test/api/practice-connections.test.ts',
    'test/security/oauth-integration-weak-points.test.ts',
    'test/security/oauth-callback-binding.test.ts',
    'test/security/oauth-state-burned-by-another-account.test.ts',
  ],
  // The gateway stand-in's log (its last subscription, how many were made) and the suites
  // that make subscriptions.
  payments: [
    'test/api/payments.test.ts',
    'test/api/practice-seats.test.ts',
    'test/api/plans-and-referrals.test.ts',
    // Makes subscriptions (a member's own, a practice's) and reads the stand-in's log.
    'test/api/practices.test.ts',
    'test/security/referral-and-promo-code-oracles.test.ts',
    'test/security/promo-last-use.test.ts',
    'test/security/webhook-replay.test.ts',
    'test/e2e/billing.test.ts',
    'test/e2e/promo-journey.test.ts',
    'test/e2e/referrals-and-trials.test.ts',
    'test/e2e/practice.test.ts',
  ],
  // The meeting-bot stand-in's log and its `_fail` faults.
  meeting: ['test/api/virtual-sessions.test.ts', 'test/api/virtual-recovery.test.ts', 'test/e2e/virtual-session.test.ts'],
  // A sweeper's pass deletes every expired session and orphaned audio, anyone's: two at once
  // find each other's work done (a count of what one pass deleted would be 0).
  sweeper: [
    'test/api/sessions.test.ts',
    'test/api/saved-sessions.test.ts',
    'test/api/upload-sweeper.test.ts',
    'test/security/upload-presign-total.test.ts',
    'test/security/strangers-erase-audit-trail.test.ts',
  ],
};

/**
 * Suites run after the lanes and the work beside them, in two lanes of their own side by side
 * (each list in turn in one lane, taking the place of the lane that ends first, then of the
 * other), with nothing beside them but the other lane or list: the recordings keep pace with
 * audio and need a core's headroom, the others keep both cores busy or watch what the browser
 * loads. Measured on 2 cores under a load of about 8: one after another 506 s, the two lists
 * side by side 315 s, every case passing; on a quieter machine 264 s and 191 s.
 */
const afterLanes = {
  // First, as the longer list (212 s against 199 s, 223 s against 208 s in two fresh-clone
  // runs): it takes the place of the lane that ends first.
  // Both cores: speech, OCR and PDF reading of real files, the note engine, packing the
  // functions; realtime instances of their own with a sweeper of their own; what the browser
  // loads and when (page data failed on purpose, prefetching, chunks: beside the busy lanes its
  // first cases failed).
  files: [
    // Recordings too, put here to even the two lists (speech 264 s, files 191 s with the first in
    // speech; at a load of about 3, speech 237 s and files 177 s with the live transcription's
    // cases, 43 s, in speech and its faults', 85 s, in the same suite).
    'test/e2e/transcription.test.ts',
    'test/security/recording-buffer-at-rest.test.ts',
    'test/api/file-conversion.test.ts',
    'test/e2e/uploads.test.ts',
    'test/e2e/note-evidence.test.ts',
    'test/deploy/functions-package.test.ts',
    'test/api/realtime-scale.test.ts',
    'test/e2e/page-loading.test.ts',
  ],
  // Recordings that keep pace with audio (a fake microphone, the offline engine); realtime
  // instances of their own, one killed mid-recording.
  speech: [
    'test/e2e/transcription-nothing-lost.test.ts',
    'test/e2e/recording.test.ts',
    'test/e2e/realtime-failover.test.ts',
    'test/e2e/realtime-store-outage.test.ts',
    // Here to even the two lists (measured at a load of about 10: speech 352 s, files 398 s with
    // it in files, of which the scale-out suite's instances' time to live took 14 s since).
    'test/e2e/diagnosis-codes.test.ts',
  ],
};

/** Suites run last (or right after the lanes), one at a time, with no other stack suite beside them. */
const alone = [
  // The day's invitation count of all users together is set to its last one.
  'test/security/guest-mail-relay.test.ts',
  // Every token of the Zoho stand-in is expired, then its token requests are counted.
  'test/api/zoho.test.ts',
  // Malformed requests at the site's front and the stand-ins, then every service must answer.
  'test/security/malformed-request-crash.test.ts',
  // Every stand-in's log and stack.json's shape.
  'test/api/stack-services.test.ts',
  // The code set every server uses is replaced by another release for a while.
  'test/api/code-set-import.test.ts',
  'test/e2e/code-set-import.test.ts',
];

/**
 * Seconds a suite took in its lane, to balance the lanes: only their proportions count. A
 * suite not listed counts DEFAULT_SECONDS. The lanes' suites as measured in one fresh-clone
 * `npm test` on a quiet 2-core machine (`node scripts/lane-seconds.mjs` prints them from the
 * last run), where the lanes took 446 and 497 s by the seconds before; the others (run after
 * the lanes or alone) from earlier runs, for a suite moved into a lane.
 */
const SECONDS = {
  'test/api/accounts.test.ts': 3,
  'test/api/admin.test.ts': 5,
  'test/api/api.test.ts': 1,
  'test/api/code-set-import.test.ts': 14,
  'test/api/codes-model.test.ts': 6,
  'test/api/codes.test.ts': 4,
  'test/api/fhir.test.ts': 7,
  'test/api/integrations.test.ts': 12,
  'test/api/note-evidence.test.ts': 3,
  'test/api/note-instructions.test.ts': 3,
  'test/api/note-style.test.ts': 3,
  'test/api/notes.test.ts': 4,
  'test/api/payments.test.ts': 4,
  'test/api/plans-and-referrals.test.ts': 7,
  'test/api/practice-connections.test.ts': 3,
  'test/api/practice-seats.test.ts': 3,
  'test/api/practice-templates.test.ts': 7,
  'test/api/practices.test.ts': 16,
  'test/api/rate-limits.test.ts': 4,
  'test/api/realtime.test.ts': 1,
  'test/api/saved-sessions.test.ts': 10,
  'test/api/security-headers.test.ts': 1,
  'test/api/sessions.test.ts': 25,
  'test/api/sign-ins.test.ts': 5,
  'test/api/stack-services.test.ts': 1,
  'test/api/upload-sweeper.test.ts': 4,
  'test/api/uploads.test.ts': 5,
  'test/api/virtual-recovery.test.ts': 20,
  'test/api/virtual-sessions.test.ts': 40,
  'test/api/zoho.test.ts': 1,
  'test/e2e/accessibility.test.ts': 30,
  'test/e2e/accounts.test.ts': 31,
  'test/e2e/admin-console.test.ts': 14,
  'test/e2e/app-shell.test.ts': 24,
  'test/e2e/billing.test.ts': 12,
  'test/e2e/code-set-import.test.ts': 9,
  'test/e2e/csp.test.ts': 43,
  'test/e2e/fhir-export.test.ts': 10,
  'test/e2e/first-load-budget.test.ts': 3,
  'test/e2e/help.test.ts': 14,
  'test/e2e/integrations.test.ts': 33,
  'test/e2e/layouts.test.ts': 24,
  'test/e2e/login-language.test.ts': 2,
  'test/e2e/not-in-the-note-primock.test.ts': 8,
  'test/e2e/note-instructions.test.ts': 8,
  'test/e2e/note-library.test.ts': 66,
  'test/e2e/note-style.test.ts': 31,
  'test/e2e/notes.test.ts': 13,
  'test/e2e/practice-templates.test.ts': 10,
  'test/e2e/practice.test.ts': 40,
  'test/e2e/promo-journey.test.ts': 6,
  'test/e2e/referrals-and-trials.test.ts': 24,
  'test/e2e/review.test.ts': 7,
  'test/e2e/saved-sessions.test.ts': 17,
  'test/e2e/security.test.ts': 25,
  'test/e2e/session-screen.test.ts': 26,
  'test/e2e/sign-in-history.test.ts': 4,
  'test/e2e/tour.test.ts': 11,
  'test/e2e/virtual-session.test.ts': 19,
  'test/rules/firestore-users.test.ts': 16,
  'test/rules/note-style.test.ts': 1,
  'test/rules/note-templates.test.ts': 9,
  'test/rules/practices.test.ts': 18,
  'test/rules/revocations.test.ts': 5,
  'test/rules/security-events.test.ts': 1,
  'test/rules/sign-ins.test.ts': 1,
  'test/rules/user-shapes.test.ts': 16,
  'test/security/api-headers.test.ts': 1,
  'test/security/fhir-internal-answer-reflected.test.ts': 1,
  'test/security/fhir-ipv4-mapped-address.test.ts': 1,
  'test/security/fhir-oversized-answer.test.ts': 1,
  'test/security/fhir-practitioner-dot-segments.test.ts': 1,
  'test/security/fhir-redirect-to-internal.test.ts': 1,
  'test/security/fhir-token-endpoint-elsewhere.test.ts': 1,
  'test/security/forged-client-address.test.ts': 2,
  'test/security/guest-creation.test.ts': 11,
  'test/security/guest-mail-relay.test.ts': 9,
  'test/security/malformed-request-crash.test.ts': 1,
  'test/security/oauth-callback-binding.test.ts': 2,
  'test/security/oauth-integration-weak-points.test.ts': 1,
  'test/security/oauth-state-burned-by-another-account.test.ts': 1,
  'test/security/promo-last-use.test.ts': 8,
  'test/security/proof-of-work-flat-cost.test.ts': 2,
  'test/security/rate-limit-window.test.ts': 3,
  'test/security/referral-and-promo-code-oracles.test.ts': 2,
  'test/security/revocation-reaches-firestore.test.ts': 2,
  'test/security/revoked-accounts.test.ts': 7,
  'test/security/revoked-admin-rules.test.ts': 3,
  'test/security/s3-anonymous-and-forged-access.test.ts': 2,
  'test/security/s3-expired-presigned-url.test.ts': 1,
  'test/security/s3-presigned-put-tampering.test.ts': 4,
  'test/security/sign-out-everywhere.test.ts': 10,
  'test/security/strangers-erase-audit-trail.test.ts': 48,
  'test/security/upload-presign-total.test.ts': 3,
  'test/security/webhook-replay.test.ts': 2,
};
const DEFAULT_SECONDS = 20;

/**
 * The lanes, the lists run after them (`after`) and the suites run alone, for `suites`
 * (repository-relative paths of the stack suites jest finds) in `width` lanes: each shared list is one unit, each independent suite
 * another; units go longest first to the lane with the least work (`seconds`: measured times by
 * path). A suite named nowhere runs alone and is returned in `unnamed` too.
 */
function planLanes(suites, width, seconds = SECONDS) {
  const cost = (file) => seconds[file] ?? DEFAULT_SECONDS;
  const present = new Set(suites);
  const units = [
    ...Object.values(shared).map((list) => list.filter((file) => present.has(file))),
    ...independent.filter((file) => present.has(file)).map((file) => [file]),
  ].filter((unit) => unit.length > 0);
  const total = (unit) => unit.reduce((sum, file) => sum + cost(file), 0);
  units.sort((a, b) => total(b) - total(a) || a[0].localeCompare(b[0]));
  const lanes = Array.from({ length: Math.max(1, width) }, () => ({ files: [], seconds: 0 }));
  for (const unit of units) {
    const lane = lanes.reduce((least, next) => (next.seconds < least.seconds ? next : least));
    lane.files.push(...unit);
    lane.seconds += total(unit);
  }
  const named = new Set([...independent, ...Object.values(shared).flat(), ...Object.values(afterLanes).flat(), ...alone]);
  const unnamed = suites.filter((file) => !named.has(file));
  return {
    lanes: lanes.filter((lane) => lane.files.length > 0),
    after: Object.values(afterLanes)
      .map((list) => list.filter((file) => present.has(file)))
      .filter((list) => list.length > 0),
    alone: [...alone.filter((file) => present.has(file)), ...unnamed],
    unnamed,
  };
}

/**
 * The engines' suites (jest project engines: no stack) that keep pace with their audio: a file
 * paced against a small backlog limit, which beside the stack's lanes fell 10 s behind once.
 * They run last, with nothing beside them. The other engines' suites only compute (they decode
 * as fast as they can, against no clock and far below any backlog limit): they run beside the
 * stack's lanes, after the stack-free suites, as the unit tests do.
 */
const pacedEngines = ['test/engine/file-transcription.test.ts'];

/** More failed suites than this in one run is something broken, not a suite short of CPU once. */
const MAX_RERUN = 4;

/**
 * The stack suites to run once more after a run of lanes (`runs`: each jest's `failedSuites`,
 * file → failed cases, and whether it reported at all): every failed suite, unless a jest
 * crashed without a report or more than MAX_RERUN suites failed (then none).
 */
function suitesToRerun(runs, max = MAX_RERUN) {
  const failed = new Map(runs.flatMap((run) => [...run.failedSuites]));
  if (failed.size > max || runs.some((run) => !run.complete)) return new Map();
  return failed;
}

/** The suites of `rerun` (file → cases) that passed when run again (`again`: that jest's answer); none if it crashed. */
function flakySuites(rerun, again) {
  if (!again.complete) return [];
  return [...rerun.keys()].filter((file) => !again.failedSuites.has(file));
}

module.exports = { independent, shared, afterLanes, alone, pacedEngines, SECONDS, planLanes, suitesToRerun, flakySuites, MAX_RERUN };
