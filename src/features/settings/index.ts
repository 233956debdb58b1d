// The Settings feature as pages use it: the settings form.
export { SettingsForm } from './components/settings-form';
