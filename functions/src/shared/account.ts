/** The answer of POST /account/login-complete (what the server settles at each login). */
export interface LoginCompletion {
  uid: string;
  isAdmin: boolean;
  isGuest: boolean;
  firstTime: boolean;
  /** The user has not chosen a role yet (a new social or phone account): finish registration first. */
  needsRegistration: boolean;
  role: string;
  language: string | null;
  displayProductTour: boolean;
}
