import { S01, S02, S03, S04 } from './s01-s04.mjs';
import { S05, S06, S07, S08 } from './s05-s08.mjs';
import { S09, S10, S11, S12 } from './s09-s12.mjs';
import { S13, S14, S15, S16 } from './s13-s16.mjs';
import { S17, S18, S19, S20 } from './s17-s20.mjs';
export const SESSIONS = [S01, S02, S03, S04, S05, S06, S07, S08, S09, S10, S11, S12, S13, S14, S15, S16, S17, S18, S19, S20];
