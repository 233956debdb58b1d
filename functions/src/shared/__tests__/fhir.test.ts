// FHIR ids in the connect request: FHIR's own pattern, and never dots only ('.', '..' and '...'
// are path segments: `Practitioner/..` would read the server's base and end up in the Bundle).
import { fhirConnectSchema, isFhirId } from '../fhir';

const connect = (practitionerId: string) =>
  fhirConnectSchema.safeParse({ baseUrl: 'https://fhir.example.org/r4', auth: 'bearer', bearerToken: 'token', practitionerId });

describe('FHIR ids', () => {
  test.each([['demo-clinician'], ['123'], ['a.b-C9'], ['.hidden'], ['x'.repeat(64)]])('%s is a FHIR id', (id) => {
    expect(isFhirId(id)).toBe(true);
    expect(connect(id)).toMatchObject({ success: true, data: { practitionerId: id } });
  });

  test.each([['.'], ['..'], ['...'], ['a/b'], ['../Patient'], ['a b'], ['é'], ['a%2F..'], ['x'.repeat(65)], ['id?x=1'], ['id#x']])(
    '%s is refused',
    (id) => {
      expect(isFhirId(id)).toBe(false);
      const parsed = connect(id);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0].path).toEqual(['practitionerId']);
    },
  );

  test('no practitioner is still allowed (the clinician’s name is the author)', () => {
    expect(connect('')).toMatchObject({ success: true, data: { practitionerId: '' } });
    expect(fhirConnectSchema.safeParse({ baseUrl: 'https://fhir.example.org/r4', auth: 'bearer', bearerToken: 'token' })).toMatchObject({
      success: true,
      data: { practitionerId: '' },
    });
    expect(connect('  demo-clinician  ')).toMatchObject({ success: true, data: { practitionerId: 'demo-clinician' } });
  });
});
