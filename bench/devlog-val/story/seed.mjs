// The repository before the first session: an empty git repo with a README and a .gitignore.
import { d } from '../../devlog-kit/dsl.mjs';

export const SEED_FILES = {
  'README.md': d`
    # skerry

    Vessel positions for the Bergen harbour office, from the AIS receiver on the roof.
  `,
  'notebooks/occupancy.sql': d`
    -- berth occupancy per day, from the CSV exports
    SELECT mmsi, date_trunc('day', ts) AS day, count(*) AS reports
    FROM read_csv('exports/positions-*.csv')
    GROUP BY ALL;
  `,
  '.gitignore': d`
    /target
    /captures/*.nmea
    .env
  `,
};
