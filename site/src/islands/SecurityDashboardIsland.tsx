import { SecurityDashboard } from '../views/security/SecurityDashboard';
import { island } from './island';

/** The live part of the security status demonstration. */
export const SecurityDashboardIsland = island(SecurityDashboard);
