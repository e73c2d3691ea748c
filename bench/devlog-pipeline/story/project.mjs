// velodados: a one-person data team's daily ETL for Porto's (fictional) Bicla bike-share trip data.
import { DEFAULT_BASH_DESCRIPTIONS } from '../../devlog-kit/dsl.mjs';

export default {
  name: 'velodados',
  description: 'A Python 3.12 / uv data pipeline that pulls the daily Bicla bike-share trip CSVs from Porto\'s open-data portal, cleans them (pandas, later polars), lands Parquet, builds marts with dbt-duckdb, publishes them to Postgres for a Metabase dashboard, first from cron and then from Prefect. One developer (Inês Carvalho, Porto, UTC+1), a reviewer (Tomás), six weeks in May-June 2026.',
  root: '/home/ines/velodados',
  seedKey: 'velodados-pipeline/v1',
  // Porto in May/June is WEST (UTC+1)
  utcOffsetHours: 1,
  calendar: { from: '2026-05-04', to: '2026-06-12', weekdaysOnly: true, workHours: [8, 19] },
  compactSlug: 'steady-cobalt-tram',
  bashDescriptions: [
    [/^(cd transform && )?uv run dbt|ssh etl-01 .*dbt (build|run)/, 'Run dbt'],
    [/^uv run pytest/, 'Run tests'],
    [/^uv run velodados|ssh etl-01 .*velodados (backfill|ingest|daily)/, 'Run the pipeline CLI'],
    [/^uv run prefect/, 'Prefect CLI'],
    [/^ssh etl-01/, 'Run on etl-01'],
    [/^uv run python/, 'Run a script'],
    [/^uv (add|remove|sync|init)/, 'Update Python dependencies'],
    ...DEFAULT_BASH_DESCRIPTIONS,
  ],
};
