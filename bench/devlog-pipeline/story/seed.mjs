// The repository before the first session: an empty repo with a README.
import { d } from '../../devlog-kit/dsl.mjs';

export const SEED_FILES = {
  'README.md': d`
    # velodados

    Daily trips of Porto's Bicla bike-share, from the city's open-data portal to the mobility office dashboard.
  `,
};
