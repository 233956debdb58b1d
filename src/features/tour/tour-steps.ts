// The product tour's 20 steps (21 for a practice's owner), in the order a new clinician meets the dashboard: each names the element it points at
// (a data-testid on the dashboard); an element not on the page (a panel that appears with
// a session) falls back to the dashboard card, so every step shows.
export const TOUR_STEPS = [
  { id: 'welcome', target: 'dashboard' },
  { id: 'skip', target: 'dashboard' },
  { id: 'profile', target: 'nav-account' },
  { id: 'reminders', target: 'plan-summary' },
  { id: 'recordingOptions', target: 'recording-panel' },
  { id: 'recordingLanguage', target: 'new-session' },
  { id: 'noteLanguage', target: 'notes-panel' },
  { id: 'uploadAudio', target: 'upload-panel' },
  { id: 'uploadForm', target: 'upload-panel' },
  { id: 'uploadImage', target: 'upload-panel' },
  { id: 'customizeNotes', target: 'nav-note-library' },
  { id: 'vagueToggle', target: 'notes-panel' },
  { id: 'longSummaryToggle', target: 'notes-panel' },
  { id: 'notesSelection', target: 'notes-panel' },
  { id: 'startConversation', target: 'new-session' },
  { id: 'transcript', target: 'transcript-panel' },
  { id: 'summary', target: 'notes-panel' },
  { id: 'download', target: 'notes-panel' },
  { id: 'newConversation', target: 'new-session' },
  { id: 'help', target: 'nav-help' },
] as const;

/** The step an owner of a practice sees before help: the Practice page (seats, invitations, members and usage). */
export const PRACTICE_STEP = { id: 'practice', target: 'nav-practice' } as const;

export type TourStep = (typeof TOUR_STEPS)[number] | typeof PRACTICE_STEP;
export type TourStepId = TourStep['id'];

/** The steps a user sees: the 20, and the Practice page's before the last for a practice's owner. */
export function tourSteps(practiceOwner: boolean): readonly TourStep[] {
  return practiceOwner ? [...TOUR_STEPS.slice(0, -1), PRACTICE_STEP, TOUR_STEPS[TOUR_STEPS.length - 1]] : TOUR_STEPS;
}

/** Tour popover width in pixels: room for a step's longest text on two or three lines. */
export const TOUR_WIDTH = 600;

/** The element a step points at, or the dashboard card when it is not on the page. */
export function stepTarget(target: string, root: ParentNode = document): Element | null {
  return root.querySelector(`[data-testid="${target}"]`) ?? root.querySelector('[data-testid="dashboard"]');
}

/** Who sees the tour: a signed-in, non-admin, non-guest user with a role and the flag on. */
export function showsTour(user: { role: string; displayProductTour: boolean; isGuest: boolean } | null, isAdmin: boolean): boolean {
  return Boolean(user && !isAdmin && !user.isGuest && user.role !== 'null' && user.role !== 'admin' && user.displayProductTour);
}
