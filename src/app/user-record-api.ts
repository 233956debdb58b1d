// The signed-in user's record (users/{uid}) as RTK Query endpoints: the profile, live (the
// first snapshot answers, later changes to plan, notes left or settings update every screen
// that reads it), and the owner's writes (settings with the display language, profile fields,
// SMS consent, review, tour seen). Screens read a write's state (isLoading, isError) from its
// hook, never from a flag of their own. The record's Firestore module loads on first use:
// it brings the Firestore SDK. Each screen says in place (or by its own toast) what failed.
import type { ProfileFields, UserProfile } from '../lib/firebase/user-record';
import type { UserReview } from '@shared/user-doc';
import { api, snapshotEndpoint, toApiFailure, type ApiFailure } from './api';
import { showErrorsInline } from './api-errors';

const loadRecord = () => import('../lib/firebase/user-record');

/** Runs a write as a queryFn: null as data, a failure as an ApiFailure. */
async function write(
  call: (record: Awaited<ReturnType<typeof loadRecord>>) => Promise<void>,
): Promise<{ data: null } | { error: ApiFailure }> {
  try {
    await call(await loadRecord());
    return { data: null };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
}

export const userRecordApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<UserProfile | null, string>({
      ...snapshotEndpoint<string, UserProfile | null>(async (uid, onData, onError) =>
        (await loadRecord()).watchProfile(uid, onData, onError),
      ),
      providesTags: ['Profile'],
    }),
    /** The settings (each given key written, no other), then the interface language. */
    saveSettings: build.mutation<null, { uid: string; settings: Record<string, unknown>; language: string }>({
      queryFn: ({ uid, settings, language }) =>
        write(async (record) => {
          await record.saveSettings(uid, settings);
          await record.saveLanguage(uid, language);
        }),
    }),
    saveProfile: build.mutation<null, { uid: string; profile: ProfileFields }>({
      queryFn: ({ uid, profile }) => write((record) => record.saveProfile(uid, profile)),
    }),
    saveSmsConsent: build.mutation<null, { uid: string; consent: boolean }>({
      queryFn: ({ uid, consent }) => write((record) => record.saveSmsConsent(uid, consent)),
    }),
    saveReview: build.mutation<null, { uid: string; review: UserReview }>({
      queryFn: ({ uid, review }) => write((record) => record.saveReview(uid, review)),
    }),
    /** The product tour was finished or skipped: it is not shown again. */
    tourSeen: build.mutation<null, string>({
      queryFn: (uid) => write((record) => record.saveTourSeen(uid)),
    }),
  }),
});

showErrorsInline('saveSettings', 'saveProfile', 'saveSmsConsent', 'saveReview', 'tourSeen');

/**
 * Login completion's client step: a default note template kept in this browser moves to the
 * record if it has none; a pending SMS consent is applied. A failure rejects as Firestore's
 * error (the sign-in form says what failed).
 */
export const applyBrowserLeftovers = async (uid: string): Promise<void> => (await loadRecord()).applyBrowserLeftovers(uid);

export const {
  useProfileQuery,
  useSaveSettingsMutation,
  useSaveProfileMutation,
  useSaveSmsConsentMutation,
  useSaveReviewMutation,
  useTourSeenMutation,
} = userRecordApi;
export type { ProfileFields, UserProfile };
