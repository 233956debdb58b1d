// Every id put into a FHIR path or reference is a FHIR id first: a patient id from the export
// request or an id a server gave, '..' or a slash never becomes a path segment.
import { Refusal } from '../../../shared/refusal';
import { resourcePath } from '../fhir-client';

describe('resourcePath', () => {
  test('a FHIR id makes Type/id', () => {
    expect(resourcePath('Patient', '1001')).toBe('Patient/1001');
    expect(resourcePath('Practitioner', 'demo-clinician')).toBe('Practitioner/demo-clinician');
  });

  test.each([['..'], ['.'], ['...'], [''], ['1001/_history'], ['../metadata'], ['a?b'], ['x'.repeat(65)]])(
    '%s is refused before any call',
    (id) => {
      let thrown: unknown;
      try {
        resourcePath('Patient', id);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Refusal);
      expect(thrown).toMatchObject({ status: 400, key: 'integrationFhirInvalidId' });
    },
  );
});
