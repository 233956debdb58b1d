// The signed-in pages' navbar: links, referral invitations, logout and the end of a trial.
export { SignedInNav } from './components/signed-in-nav';
