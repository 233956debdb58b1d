// The Account feature as pages use it: the account screen.
export { AccountScreen } from './components/account-screen';
