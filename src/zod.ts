// Configures zod/mini once, before any schema is built; import this module first, for its side effect. Hooks parse
// each schema once per process, so compiling a fast path for it (zod's default, with `new Function`) costs more than
// it saves. (Re-exporting the `z` namespace from here would defeat tree shaking and pull in every zod locale.)
import { config } from 'zod/mini';

config({ jitless: true });
