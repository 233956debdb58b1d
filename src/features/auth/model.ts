// The auth feature's state, for the store and other features: login state and the
// signed-in user's record.
export { authReducer, loggedOut, loginCompleted, welcomeDismissed, selectWelcomePending, type AuthState } from './auth-slice';
export { authApi, useProfileQuery } from './api';
