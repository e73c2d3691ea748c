// All sessions in chronological order.
import { S01, S02, S03, S04, S05 } from './sessions-1.mjs';
import { S06, S07, S08, S09, S10 } from './sessions-2.mjs';
import { S11, S12, S13, S14, S15 } from './sessions-3.mjs';
import { S16, S17, S18, S19, S20 } from './sessions-4.mjs';

export const SESSIONS = [S01, S02, S03, S04, S05, S06, S07, S08, S09, S10, S11, S12, S13, S14, S15, S16, S17, S18, S19, S20];
