// Part "devlog-val": the devlog part (./devlog.mjs, same measures and table) on the validation story
// bench/devlog-val/data, a second invented project that must never be tuned on (bench/devlog-val/README.md).
//
//   npm run build && npm run bench -- devlog-val [--reuse] [--keep]
//
// Same as `npm run bench -- devlog --devlog-data bench/devlog-val/data`, with its own result file
// (bench/results/devlog-val.json) so the dev and validation numbers sit side by side; --devlog-data does not
// apply to this part (it always scores the validation set).
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { run as runDevlog } from './devlog.mjs';

export const VALIDATION_DATASET = path.join(ROOT, 'bench', 'devlog-val', 'data');

export function run(opts) {
  return runDevlog({ ...opts, devlogData: VALIDATION_DATASET });
}
