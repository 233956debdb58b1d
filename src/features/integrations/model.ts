// The integrations feature's calls, for other features.
export { integrationsApi, useIntegrationsQuery } from './api';
