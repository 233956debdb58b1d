// Export to the clinic's systems: the EHR/EMR Integration screen and the export panel of the notes.
export { IntegrationsScreen } from './components/integrations-screen';
export { ExportPanel } from './components/export-panel';
export { FhirDownloadButton } from './fhir/fhir-download-button';
export { PracticeConnections } from './components/practice-connections';
