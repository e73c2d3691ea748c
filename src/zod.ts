// zod/mini, configured once. Hooks parse each schema once per process, so compiling a fast path for it (zod's
// default, with `new Function`) costs more than it saves.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
