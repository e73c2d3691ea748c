// All sessions of the skerry story, in chronological order.
import { SESSIONS_1 } from './sessions-1.mjs';
import { SESSIONS_2 } from './sessions-2.mjs';
import { SESSIONS_3 } from './sessions-3.mjs';

export const SESSIONS = [...SESSIONS_1, ...SESSIONS_2, ...SESSIONS_3];
