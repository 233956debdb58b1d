// Asking for a review: once, after the clinician's third note.
export { ReviewPrompt } from './components/review-prompt';
