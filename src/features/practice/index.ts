// Practices: the Practice page, an invitation's page, the Account page's practice card, and
// the caller's place in a practice (for the navigation and the tour).
export { PracticeScreen } from './components/practice-screen';
export { InvitationScreen } from './components/invitation-screen';
export { CreatePracticeCard } from './components/create-practice-card';
export { usePracticeMembership } from './use-practice';
