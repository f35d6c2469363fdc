import { consentScript } from '../features/consent/consentScript';
import { chatOpenerScript } from './chatOpenerScript';
import { fontsScript } from './fontsScript';
import { pageBehavioursScript } from './pageBehaviours';

/** The inline scripts of every page's `<head>`, in order; the CSP allows each by its hash. */
export const headScripts = [consentScript, fontsScript, pageBehavioursScript, chatOpenerScript];
