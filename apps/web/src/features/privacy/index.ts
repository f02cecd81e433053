// What other features use of privacy: the Settings section (download my data, close account, the
// notice and terms to accept), and the version sign-up accepts.
export { PrivacySettings } from './privacy-settings';
export { LEGAL_VERSION } from './legal-texts';
