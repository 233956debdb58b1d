// The product's one icon set (Bootstrap Icons as React SVG components). Each icon is its own
// module, so a page's bundle holds only the icons it draws. Import icons from here, never
// from the package, so the set stays one and easy to see.
export {
  BoxArrowRight as LogoutIcon,
  ChevronDown as ChevronIcon,
  ClipboardPulse as BrandIcon,
  Clock as SavedSessionsIcon,
  CreditCard as BillingIcon,
  Gear as SettingsIcon,
  Grid1x2 as DashboardIcon,
  Journals as LibraryIcon,
  MicFill as MicIcon,
  PauseFill as PauseIcon,
  Pen as StyleIcon,
  People as PracticeIcon,
  PersonCircle as AccountIcon,
  PersonPlus as InviteIcon,
  PlayFill as ResumeIcon,
  PlugFill as IntegrationsIcon,
  QuestionCircle as HelpIcon,
  StopFill as StopIcon,
} from 'react-bootstrap-icons';
export type { Icon } from 'react-bootstrap-icons';
