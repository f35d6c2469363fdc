export { Alert, alertLiveModes, alertTones } from './Alert';
export type { AlertLive, AlertProps, AlertTone } from './Alert';
