// The auth feature's screens and hooks: sign-in and registration forms, the guard of
// signed-in pages (with the user and record), the welcome modal.
export { RequireAuth, useAuth, type AuthContextValue } from './components/require-auth';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { WelcomeModal } from './components/welcome-modal';
export { useRealtimeStatus, type RealtimeStatus } from './use-realtime-status';
export { emailChangeErrorKey, phoneErrorKey } from './security-errors';
export * from './model';
export { useLogOut } from './use-log-out';
export { useSignedInUser } from './use-signed-in-user';
export { signInPath } from './return-path';
