import { USER_INFO_TEXT_MAX } from '@shared/user-settings';

// The hook's module also holds the form's pure parts; what the hook itself needs stays out.
jest.mock('../../../lib/i18n/i18n', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
jest.mock('../../auth', () => ({ useAuth: jest.fn() }));
import { PROFILE_FIELD_MAX, profileFormFields } from '../use-profile-form';

const empty = { displayName: '', firstName: '', lastName: '', specialty: '', organization: '', location: '' };

describe('profile form', () => {
  it('bounds every field as the rules do (the shared userInfo bounds)', () => {
    for (const [name, max] of Object.entries(PROFILE_FIELD_MAX)) {
      expect(max).toBe(USER_INFO_TEXT_MAX[name as keyof typeof USER_INFO_TEXT_MAX]);
    }
    expect(PROFILE_FIELD_MAX.firstName).toBe(100);
    expect(PROFILE_FIELD_MAX.lastName).toBe(100);
  });

  it('starts from the stored names, or splits the display name when they were never stored apart', () => {
    expect(profileFormFields({ ...empty, displayName: 'Ann Marie Smith', specialty: 'Psychology' })).toEqual({
      ...profileFormFields(empty),
      firstName: 'Ann',
      lastName: 'Marie Smith',
      specialty: 'Psychology',
    });
    expect(profileFormFields({ ...empty, displayName: 'Ann Smith', firstName: 'Anne', lastName: 'Smyth' })).toMatchObject({
      firstName: 'Anne',
      lastName: 'Smyth',
    });
  });

  it('starts each field within its bound, so saving unchanged values is accepted', () => {
    const fields = profileFormFields({ ...empty, displayName: `A ${'b'.repeat(199)}`, location: 'c'.repeat(150) });
    expect(fields.lastName).toHaveLength(PROFILE_FIELD_MAX.lastName);
    expect(fields.location).toHaveLength(PROFILE_FIELD_MAX.location);
  });
});
