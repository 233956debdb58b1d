// Notes in the clinician's own style: the My style screen, the offers shown beside the notes,
// and the call that tells the server notes were exported.
export { StyleScreen } from './components/style-screen';
export { StyleOffersBanner } from './components/style-offers-banner';
export { useNotesExportedMutation } from './api';
