import { ERROR_CATALOGUE, errorText, isErrorKey } from '../error-catalogue';

// Every user-facing text that has fixed words, verbatim.
const SPEC_TEXTS = [
  'User not found',
  'Wrong password',
  'Missing password',
  'Invalid email',
  'Email already exists',
  'Missing email',
  'Error during registration',
  'No user found with this email.',
  'Wrong password.',
  'Missing email.',
  'Missing password.',
  'Invalid email.',
  'Password reset email sent successfully. Expect delay of a few minutes.',
  'User Not Found',
  'Invalid Email',
  'Missing Email',
  'Unknown Error',
  'Invalid verification code entered',
  'Phone number is already linked to another account',
  'Unsupported factor type',
  'Error signing in with MFA',
  'This email address is already in use by another account',
  'Invalid email address format',
  'Invalid email format',
  'The new email is the same as your current email',
  'No authenticated user found',
  'For security reasons, please log out and log back in before changing your email',
  'Too many requests. Please try again later',
  'Failed to initiate email change',
  'Verification email sent to your new email address. Please check your inbox and click the verification link to complete the email change.',
  'Failed to check email change status',
  'User document not found',
  'Error verifying referral code',
  'Error verifying promo code',
  'Error getting referral code',
  'Error sending welcome email',
  'Failed to send user to automation',
  'User does not exist in the database',
  'Review type is required',
  'Error sending email',
  'Language not found in user data. Defaulting to English.',
  'Loading Cliniko patient list...',
  'Cliniko patient list loaded!',
  'Error fetching patient list from Cliniko',
  'Exporting notes...',
  'Notes exported to Cliniko!',
  'Error exporting notes to Cliniko',
  'Loading Go HighLevel contacts...',
  'Go HighLevel contacts loaded!',
  'Error fetching contacts from Go HighLevel',
  'Exporting notes to Go HighLevel...',
  'Notes exported to Go HighLevel!',
  'Error exporting notes to Go HighLevel',
  'Issue generating summary. Please try again.',
  'You have reached your note limit. Please upgrade to start new sessions.',
  'You have reached your session time limit or note limit',
  'Please wait for all files to finish uploading before adding more files.',
  'Please wait for summaries to be generated.',
  "Please start a new session first using the 'Start New Session' button.",
  'Please allow popups to start a concurrent session.',
  'Error showing hidden notes',
  'Cannot delete, reset or hide the last visible note template',
  'Error processing payment',
  'Error initializing payment gateway',
  'Error initializing the payment provider',
  'Failed to connect to payment server',
  'Please enter a promo code',
  'No session data found for this user.',
];
// Texts with a placeholder: their fixed prefix.
const SPEC_PREFIXES = [
  'Error: ',
  'Error decrypting session: ',
  'Error deleting session: ',
  'Error fetching session data: ',
  'Error exporting notes: ',
];

describe('error catalogue', () => {
  const english = Object.values(ERROR_CATALOGUE).map((t) => t.en as string);

  it.each(SPEC_TEXTS)('has the product text "%s" verbatim', (text) => {
    expect(english).toContain(text);
  });

  it.each(SPEC_PREFIXES)('has a text starting "%s" followed by the message', (prefix) => {
    expect(english).toContain(`${prefix}{{message}}`);
  });

  it('has a French text for every key, translated (not the English copied)', () => {
    for (const [key, texts] of Object.entries(ERROR_CATALOGUE)) {
      expect(`${key}: ${texts.fr.trim().length > 0}`).toBe(`${key}: true`);
      expect(`${key}: ${(texts.fr as string) === texts.en}`).toBe(`${key}: false`);
    }
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const texts of Object.values(ERROR_CATALOGUE)) expect(placeholders(texts.fr)).toEqual(placeholders(texts.en));
  });

  it('keys every message by area', () => {
    const prefixes =
      /^(signUp|signIn|reset|phone|mfa|emailChange|fallback|referral|language|toast|ui|payment|session|transcription|notes|upload|promo|admin|contact|integration|virtual|rateLimit|proofOfWork|guest|auth|signOut|codes?|practice)[A-Z]/;
    for (const key of Object.keys(ERROR_CATALOGUE)) expect(key).toMatch(prefixes);
  });

  it('fills placeholders', () => {
    expect(errorText('toastExportError', 'en', { message: 'timeout' })).toBe('Error exporting notes: timeout');
    expect(errorText('signUpError', 'en', { message: 'boom' })).toBe('Error: boom');
    expect(errorText('fallbackDecryptSession', 'fr', { message: 'x' })).toBe('Erreur lors du déchiffrement de la séance : x');
    expect(errorText('signUpError', 'en')).toBe('Error: {{message}}');
  });

  it('picks the language, its base for a region, and English otherwise', () => {
    expect(errorText('signInWrongPassword', 'fr')).toBe('Mot de passe incorrect.');
    expect(errorText('signInWrongPassword', 'fr-CA')).toBe('Mot de passe incorrect.');
    expect(errorText('signInWrongPassword', 'de')).toBe('Wrong password.');
    expect(errorText('signInWrongPassword')).toBe('Wrong password.');
  });

  it('recognises its own keys only', () => {
    expect(isErrorKey('uiEmptyFile')).toBe(true);
    expect(isErrorKey('hasOwnProperty')).toBe(false);
    expect(isErrorKey('nope')).toBe(false);
  });
});
