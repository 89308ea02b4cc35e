/** The chunk of the gate screens (gateScreens.tsx): both screens, their forms and their sheet. */
export { UnlockScreen } from './UnlockScreen';
export { CertScreen } from './CertScreen';
