// The auth feature's state, for the store and other features: login state. (Its endpoints,
// ./api.ts, load with the code that calls them, not with the store.)
export { authReducer, loggedOut, loginCompleted, welcomeDismissed, selectWelcomePending, type AuthState } from './auth-slice';
