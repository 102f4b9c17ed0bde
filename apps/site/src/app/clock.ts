import { createContext } from 'react';

/**
 * The moment the site's time rules are judged at (when a call may start): unset, each component reads the device's
 * clock; page stories fix it so the fixtures' day and times hold.
 */
export const ClockContext = createContext<Date | undefined>(undefined);
