// Whose connection a card or form changes: the clinician's own, or the practice's they manage.
// The hooks of both are called (React's rule), and the scope picks which one acts.
import { useDisconnectIntegrationMutation, useSaveIntegrationKeyMutation } from './api';
import { useConnectFhirMutation } from './fhir/api';
import { useConnectPracticeFhirMutation, useDisconnectPracticeMutation, useSavePracticeKeyMutation } from './practice-api';

export type ConnectionScope = 'own' | 'practice';

export function useKeyActions(scope: ConnectionScope) {
  const own = { save: useSaveIntegrationKeyMutation(), disconnect: useDisconnectIntegrationMutation() };
  const practice = { save: useSavePracticeKeyMutation(), disconnect: useDisconnectPracticeMutation() };
  return scope === 'own' ? own : practice;
}

export function useFhirConnect(scope: ConnectionScope) {
  const own = useConnectFhirMutation();
  const practice = useConnectPracticeFhirMutation();
  return scope === 'own' ? own : practice;
}
