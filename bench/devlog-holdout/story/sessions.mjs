// All sessions in chronological order (split over four files by week).
import { SESSIONS_1 } from './sessions-1.mjs';
import { SESSIONS_2 } from './sessions-2.mjs';
import { SESSIONS_3 } from './sessions-3.mjs';
import { SESSIONS_4 } from './sessions-4.mjs';

export const SESSIONS = [...SESSIONS_1, ...SESSIONS_2, ...SESSIONS_3, ...SESSIONS_4];
