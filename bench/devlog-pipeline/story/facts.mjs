// Every planted fact: session, turn (from 1; a compact summary belongs to the turn marked compactAfter), and
// needles that must occur there. supersedes / superseded_by link replaced decisions; why says what forced it.
export const FACTS = [
  // ---- s01 scaffold
  { id: 'F01', kind: 'preference', session: 's01', turn: 1, fact: 'uv for everything: uv add / uv run, never pip install, never activate a venv by hand', needles: ['never pip install', 'never activating a venv by hand'] },
  { id: 'F02', kind: 'decision', session: 's01', turn: 1, fact: 'Initial dataframe library: pandas 2.2.3', needles: ['pandas==2.2.3'], superseded_by: 'F29' },
  { id: 'F03', kind: 'number', session: 's01', turn: 2, fact: 'Portal HTTP timeout 30 s (Settings.http_timeout_s)', needles: ['http_timeout_s: float = 30.0'], superseded_by: 'F75' },
  { id: 'F04', kind: 'decision', session: 's01', turn: 2, fact: 'A 404 from the portal raises NotPublishedYet', needles: ['NotPublishedYet'] },
  { id: 'F05', kind: 'decision', session: 's01', turn: 3, fact: 'Cleaning keeps trips between 60 s (false undocks below) and 6 h (never-closed bikes above)', needles: ['MIN_DURATION_SEC = 60', 'MAX_DURATION_SEC = 6 * 60 * 60', 'false undocks'] },
  { id: 'F06', kind: 'decision', session: 's01', turn: 3, fact: 'Portal timestamps read as UTC (an assumption)', needles: ['tz_localize("UTC")', "I've read them as UTC for now"], superseded_by: 'F19' },
  { id: 'F07', kind: 'where', session: 's01', turn: 3, fact: 'Raw Parquet landed locally under data/raw/trips/dt=YYYY-MM-DD/<portal file stem>.parquet', needles: ['data/raw/trips/dt=YYYY-MM-DD/'], superseded_by: 'F48' },
  { id: 'F08', kind: 'number', session: 's01', turn: 4, fact: '3 May 2026: 8,904 trips landed (tool output)', needles: ['landed 8904 trips'] },
  { id: 'F09', kind: 'preference', session: 's01', turn: 5, fact: 'Tests never download from the portal; fixtures cut from real files into tests/fixtures/', needles: ['tests never download anything from the portal', 'tests/fixtures/'] },
  { id: 'F10', kind: 'preference', session: 's01', turn: 6, fact: 'Nothing under data/ and no .duckdb file is ever committed', needles: ['nothing under data/ and no .duckdb file ever gets committed', '*.duckdb'] },
  // ---- s02 dbt + publish
  { id: 'F11', kind: 'decision', session: 's02', turn: 1, fact: 'dbt-duckdb for transformations; SQLMesh (Tomás\'s suggestion) rejected', needles: ['dbt-duckdb', 'SQLMesh is out for now'] },
  { id: 'F12', kind: 'number', session: 's02', turn: 1, fact: 'Prod dbt profile: DuckDB memory_limit 1GB', needles: ['memory_limit: "1GB"'], superseded_by: 'F34' },
  { id: 'F13', kind: 'where', session: 's02', turn: 1, fact: 'Prod warehouse file /var/lib/velodados/warehouse.duckdb', needles: ['/var/lib/velodados/warehouse.duckdb'] },
  { id: 'F14', kind: 'preference', session: 's02', turn: 2, fact: 'SQL style: lowercase keywords, leading commas, one named CTE per step (prompt only)', needles: ['lowercase keywords, leading commas, one CTE per step'] },
  { id: 'F15', kind: 'bug', session: 's02', turn: 3, fact: 'First dbt build: "No files found" because the source path resolves from transform/; default became ../data/raw', needles: ['No files found that match the pattern', '../data/raw'] },
  { id: 'F16', kind: 'number', session: 's02', turn: 4, fact: 'GBFS station_information lists 118 stations', needles: ['118 stations'] },
  { id: 'P1', kind: 'private', session: 's02', turn: 5, fact: 'Prod Postgres password of the velodados_etl role (private)', needles: ['Tr1p-Gr4ph!Porto-88'] },
  { id: 'F17', kind: 'decision', session: 's02', turn: 5, fact: 'Marts copied to Postgres with DuckDB\'s postgres extension (attach ... (type postgres)), schema analytics in prod, analytics_dev locally', needles: ['(type postgres)', 'analytics_dev', 'analytics.fct_trips'] },
  // ---- s03 time zones, cron
  { id: 'F18', kind: 'bug', session: 's03', turn: 1, fact: 'Hourly peak an hour late: portal times are Porto wall-clock but were localized as UTC', needles: ['wall-clock', 'one hour late'] },
  { id: 'F19', kind: 'decision', session: 's03', turn: 2, fact: 'Timestamps localized as Europe/Lisbon, converted to UTC', needles: ['tz_localize(LISBON, ambiguous="raise", nonexistent="raise")'], supersedes: 'F06', why: 'the dashboard showed the commute peaks one hour late' },
  { id: 'F20', kind: 'preference', session: 's03', turn: 2, fact: 'UTC in storage, Lisbon only in the dashboard; zoneinfo, never pytz', needles: ['converted to Lisbon only in the dashboard', 'never pytz'] },
  { id: 'F21', kind: 'decision', session: 's03', turn: 4, fact: 'Daily command takes every file changed in a 3-day revision window', needles: ['REVISION_WINDOW_DAYS = 3'] },
  { id: 'F22', kind: 'decision', session: 's03', turn: 5, fact: 'Scheduler: cron on etl-01 at 06:30', needles: ['30 6 * * *', 'crontab'], superseded_by: 'F42' },
  // ---- s04/s05 duplicates
  { id: 'F23', kind: 'bug', session: 's04', turn: 1, fact: '8 May counted twice (18,412): the corrected re-upload viagens_2026-05-08_r1.csv landed next to the original', needles: ['viagens_2026-05-08_r1.csv', '18,412'] },
  { id: 'F24', kind: 'decision', session: 's04', turn: 2, fact: 'Dedupe with select distinct in stg_trips: 9,247', needles: ['select distinct', '9,247'], superseded_by: 'F27' },
  { id: 'F25', kind: 'why', session: 's04', turn: 3, fact: '41 trips corrected in _r1 (38 end station, 9 duration) survive select distinct', needles: ['Those 41 are the trips', '38 got a different end station'] },
  { id: 'F26', kind: 'preference', session: 's04', turn: 4, fact: 'Squash-merge every PR (one commit per PR on main)', needles: ['squash-merge every PR'], superseded_by: 'F68' },
  { id: 'F27', kind: 'decision', session: 's05', turn: 1, fact: 'PR #14 review (Tomás): dedupe by trip_id keeping the newest _ingested_at with qualify row_number(); unique test', needles: ['qualify row_number() over (partition by trip_id order by _ingested_at desc) = 1', 'different end station'], supersedes: 'F24', why: 'a corrected trip differs from the original, so distinct keeps both' },
  { id: 'F28', kind: 'number', session: 's05', turn: 2, fact: 'Friday 8 May: 9,206 trips', needles: ['9,206'] },
  // ---- s06 backfill
  { id: 'F29', kind: 'decision', session: 's06', turn: 3, fact: 'polars for the trips path only; stations, publish and pandera stay pandas for now', needles: ['uv add polars', 'only the trips path for now'], supersedes: 'F02', why: 'pandas was OOM-killed on the 1.9 GB monthly archive' },
  { id: 'F30', kind: 'bug', session: 's06', turn: 2, fact: 'Backfill with pandas: OOM killer, exit 137, 3.7 GB resident', needles: ['anon-rss:3702116kB', 'OOM killer'] },
  { id: 'F31', kind: 'bug', session: 's06', turn: 5, fact: 'polars ComputeError: 2025-10-26 01:17 is ambiguous in Europe/Lisbon; 37 trips in the repeated hour', needles: ["is ambiguous in time zone 'Europe/Lisbon'", '37 trips'] },
  { id: 'F32', kind: 'decision', session: 's06', turn: 6, fact: 'Ambiguous October hour: ambiguous="earliest" plus a started_at_ambiguous flag', needles: ['ambiguous="earliest"', 'started_at_ambiguous'] },
  { id: 'F33', kind: 'decision', session: 's06', turn: 6, fact: 'Backfill runs one month per invocation, oldest first (stated only in the compact summary)', needles: ['one month per invocation, oldest month first'] },
  { id: 'F34', kind: 'number', session: 's06', turn: 8, fact: 'memory_limit raised to 3GB', needles: ['memory_limit: "3GB"'], supersedes: 'F12', superseded_by: 'F36', why: 'fct_trips build failed with Out of Memory Error (953.6 MiB/953.6 MiB used)' },
  { id: 'F35', kind: 'bug', session: 's06', turn: 7, fact: 'DuckDB Out of Memory Error at the 1GB cap', needles: ['953.6 MiB/953.6 MiB used'] },
  // ---- s07
  { id: 'F36', kind: 'number', session: 's07', turn: 2, fact: 'memory_limit lowered to 2GB, spill to /var/tmp/duckdb_spill, preserve_insertion_order false', needles: ['memory_limit: "2GB"', '/var/tmp/duckdb_spill'], supersedes: 'F34', why: 'with 3GB the kernel OOM-killed Metabase (java) and a Postgres backend' },
  { id: 'F37', kind: 'why', session: 's07', turn: 1, fact: 'OOM killer took Metabase\'s JVM (Killed process 1187 (java))', needles: ['Killed process 1187 (java)'] },
  { id: 'F38', kind: 'decision', session: 's07', turn: 2, fact: 'Bigger VM (CX32) rejected: budget', needles: ['no bigger box, the budget is what it is'] },
  { id: 'F39', kind: 'number', session: 's07', turn: 4, fact: 'History Oct 2025-Apr 2026: 1,763,604 trips', needles: ['1,763,604'] },
  // ---- s08 prefect
  { id: 'F40', kind: 'bug', session: 's08', turn: 1, fact: 'Cron failed silently 15-18 May: portal maintenance returned 503, no retry, nobody noticed', needles: ['503 Service Unavailable', 'nobody noticed'] },
  { id: 'F41', kind: 'why', session: 's08', turn: 2, fact: 'Airflow too heavy for the 4 GB box; Dagster considered; Prefect Cloud keeps only a worker on etl-01', needles: ['Too heavy for etl-01', 'Prefect Cloud'] },
  { id: 'F42', kind: 'decision', session: 's08', turn: 3, fact: 'Prefect deployments daily-trips/prod (06:30 Europe/Lisbon) on work pool etl-01-process', needles: ['daily-trips/prod', 'etl-01-process'], supersedes: 'F22', why: 'cron failed silently for four days' },
  { id: 'F43', kind: 'number', session: 's08', turn: 3, fact: 'fetch_file_list retries=3, 600 s apart', needles: ['retries=3, retry_delay_seconds=600'], superseded_by: 'F54' },
  { id: 'F44', kind: 'preference', session: 's08', turn: 4, fact: 'No credentials in prefect.yaml or the repo: Prefect Secret blocks only; alerts to #velodados-alerts', needles: ['no credentials in prefect.yaml', 'Secret blocks', '#velodados-alerts'] },
  { id: 'F45', kind: 'bug', session: 's08', turn: 5, fact: 'Worker unit started but not enabled (disabled in systemctl status)', needles: ['sudo systemctl start prefect-worker', 'disabled; preset: enabled'] },
  // ---- s09 object storage
  { id: 'P2', kind: 'private', session: 's09', turn: 1, fact: 'Object storage access key and secret (private)', needles: ['HZ0QW8R2KD5M3TPV1XNE', 'kJ7vR2mQ9wX4tL8zN1pB6sF3hG5yD0aC'] },
  { id: 'F46', kind: 'where', session: 's09', turn: 1, fact: 'Local MinIO bucket dev-velodados-raw in docker compose', needles: ['dev-velodados-raw'] },
  { id: 'F47', kind: 'where', session: 's09', turn: 3, fact: 'Prod S3 endpoint fsn1.your-objectstorage.com', needles: ['fsn1.your-objectstorage.com'] },
  { id: 'F48', kind: 'where', session: 's09', turn: 6, fact: 'Raw files only in s3://velodados-raw; the local raw folder is gone (worded without switch/replace)', needles: ['everything goes through s3://velodados-raw'], supersedes: 'F07', why: 'the portal deletes daily files after ~60 days, so the box held the only copy' },
  { id: 'F49', kind: 'number', session: 's09', turn: 5, fact: '262 objects, 103 MB uploaded', needles: ['Total Objects: 262'] },
  // ---- s10 incremental, CI
  { id: 'F50', kind: 'number', session: 's10', turn: 1, fact: 'Full dbt build 11m04s, fct_trips 612 s', needles: ['11 minutes and 4.31 seconds'] },
  { id: 'F51', kind: 'decision', session: 's10', turn: 2, fact: 'fct_trips incremental on started_at > max(started_at): 11m04s to 48s', needles: ['where started_at > (select max(started_at) from {{ this }})', '11m04s to 48s'], superseded_by: 'F53' },
  { id: 'F52', kind: 'decision', session: 's10', turn: 3, fact: 'CI: schedule cron "30 * * * *" (meant 02:30 UTC), TZ Europe/Lisbon, Python 3.12 and 3.13', needles: ['cron: "30 * * * *"', 'TZ: Europe/Lisbon'], superseded_by: 'F64' },
  // ---- s11 revert
  { id: 'F53', kind: 'decision', session: 's11', turn: 2, fact: 'fct_trips back to materialized=\'table\' (full rebuild)', needles: ["materialized='table'"], supersedes: 'F51', superseded_by: 'F55', why: '475 late trips of viagens_2026-05-20_r1.csv were older than max(started_at)' },
  { id: 'F54', kind: 'number', session: 's11', turn: 3, fact: 'fetch_file_list retries=6, 1800 s apart', needles: ['retries=6, retry_delay_seconds=1800'], supersedes: 'F43', why: 'the 20 May file appeared at 11:40, long after 3 x 10 min' },
  { id: 'F56', kind: 'why', session: 's11', turn: 1, fact: '475 late trips from station 131 skipped by the max(started_at) filter', needles: ['475', 'station 131'] },
  // ---- s12 lookback
  { id: 'F55', kind: 'decision', session: 's12', turn: 2, fact: 'fct_trips incremental again: 3-day lookback on service_date (var lookback_days), dedupe after the filter', needles: ["interval {{ var('lookback_days') }} day", 'lookback_days: 3'], supersedes: 'F53', why: 'the full rebuild took 11+ minutes and caused Metabase timeouts; the lookback catches late re-uploads' },
  { id: 'F57', kind: 'bug', session: 's12', turn: 3, fact: 'unique test on stg_trips failed (83,214) once staging stopped deduplicating', needles: ['FAIL 83214'] },
  { id: 'F58', kind: 'why', session: 's12', turn: 5, fact: 'Partition pruning: 5 files read vs 247 through the window', needles: ['Total Files Read: 5', 'Total Files Read: 247'] },
  // ---- s13 drift
  { id: 'F59', kind: 'bug', session: 's13', turn: 1, fact: 'ingest failed: unable to find column "bike_type"', needles: ['unable to find column "bike_type"'] },
  { id: 'F60', kind: 'bug', session: 's13', turn: 2, fact: 'Portal renamed bike_type to vehicle_type (mechanical/ebike) and added distance_m from 26 May', needles: ['vehicle_type', 'mechanical', 'distance_m'] },
  { id: 'F61', kind: 'decision', session: 's13', turn: 3, fact: 'COLUMN_ALIASES / VALUE_ALIASES map renames back; UnexpectedColumns for anything unknown', needles: ['COLUMN_ALIASES', 'UnexpectedColumns'] },
  { id: 'P3', kind: 'private', session: 's13', turn: 5, fact: 'Carla on sick leave; deputy Rui Sousa approves dashboard changes (private)', needles: ['sick leave', 'Rui Sousa'] },
  { id: 'F62', kind: 'bug', session: 's13', turn: 5, fact: 'Binder Error: distance_m not found (schema from the first file)', needles: ['Referenced column "distance_m" not found'] },
  { id: 'F63', kind: 'decision', session: 's13', turn: 6, fact: 'read_parquet with union_by_name = true', needles: ['union_by_name = true'] },
  // ---- s14/s15 CI, flaky test, review, merge rule
  { id: 'F64', kind: 'decision', session: 's14', turn: 2, fact: 'CI schedule fixed to cron "30 2 * * *"', needles: ['cron: "30 2 * * *"'], supersedes: 'F52', why: 'the hourly schedule burned 2,731 of 3,000 Actions minutes' },
  { id: 'F65', kind: 'number', session: 's14', turn: 1, fact: 'GitHub Actions: 2,731 of 3,000 included minutes used by 29 May', needles: ['2,731', 'minute 30 of every hour'] },
  { id: 'F66', kind: 'bug', session: 's14', turn: 3, fact: 'Flaky freshness test: date.today() under TZ=Europe/Lisbon vs UTC in the test, between 23:00 and 00:00 UTC', needles: ['dt.date.today()', '23:00 and 00:00 UTC'] },
  { id: 'F67', kind: 'decision', session: 's14', turn: 4, fact: 'First fix: now(LISBON) in expected_partition, time-machine in tests', needles: ['dt.datetime.now(LISBON).date()', 'time_machine'], superseded_by: 'F69' },
  { id: 'F69', kind: 'decision', session: 's15', turn: 2, fact: 'PR #31 review (Tomás): expected_partition(run_date) pure; the flow passes scheduled_start_time as a Porto date; time-machine dropped', needles: ['scheduled_start_time', 'expected_partition(run_date)'], supersedes: 'F67', why: 'retries and late runs must stay about the scheduled day, not the wall clock' },
  { id: 'F68', kind: 'preference', session: 's15', turn: 4, fact: 'Rebase-merge from now on, small self-contained commits; squash disabled in repo settings', needles: ['from now on we rebase-merge', 'gh pr merge 31 --rebase', 'bisecting'], supersedes: 'F26', why: 'Tomás lost an hour bisecting inside a squashed commit' },
  // ---- s16 slow card
  { id: 'F70', kind: 'bug', session: 's16', turn: 1, fact: 'Card 42 at 14.2 s: parallel seq scan of fct_trips, sort spilling to disk', needles: ['Execution Time: 14213.482 ms', 'Parallel Seq Scan on fct_trips'] },
  { id: 'F71', kind: 'decision', session: 's16', turn: 2, fact: 'mart_station_hourly pre-aggregated in dbt, indexed (station_id, started_hour) after publish', needles: ['mart_station_hourly', 'INDEXES'] },
  { id: 'F72', kind: 'number', session: 's16', turn: 3, fact: 'Card query on the mart: 86 ms', needles: ['Execution Time: 86.114 ms'] },
  { id: 'F73', kind: 'where', session: 's16', turn: 4, fact: 'Card 42 definition versioned in metabase/card-42.json', needles: ['metabase/card-42.json'] },
  // ---- s17 polars everywhere
  { id: 'F74', kind: 'decision', session: 's17', turn: 3, fact: 'pandas removed from the dependencies (still transitively via pandera); stations and pandera on polars', needles: ['uv remove pandas', 'pandera v0.23.1'], supersedes: 'F29', why: 'finish the gradual move: last pandas code was stations.py and the to_pandas() validation' },
  { id: 'F75', kind: 'number', session: 's17', turn: 4, fact: 'Portal timeout 120 s (no switch/replace wording)', needles: ['http_timeout_s: float = 120.0'], supersedes: 'F03', why: 'the portal is slow on Mondays; 30 s kept timing out' },
  // ---- s18 gbfs
  { id: 'F76', kind: 'decision', session: 's18', turn: 2, fact: 'gbfs-status/prod: separate deployment, every 300 s; a failed Edit first', needles: ['interval: 300', 'String to replace not found'] },
  { id: 'P4', kind: 'private', session: 's18', turn: 4, fact: 'Interview at another company (private)', needles: ['Lumen Analytics'] },
  { id: 'F77', kind: 'decision', session: 's18', turn: 4, fact: 'gbfs alerts only after 3 failures within 15 minutes', needles: ['threshold: 3', 'within: 900'] },
  // ---- s19 worker
  { id: 'F78', kind: 'bug', session: 's19', turn: 1, fact: 'After the reboot the worker stayed dead: it had never been enabled; runs stayed Late, no alert', needles: ['inactive (dead)', 'but never **enabled** it'] },
  { id: 'F79', kind: 'decision', session: 's19', turn: 2, fact: '392 stale gbfs polls cancelled; work pool concurrency limit 2', needles: ['392 late runs cancelled', 'set-concurrency-limit etl-01-process 2'] },
  { id: 'F80', kind: 'decision', session: 's19', turn: 3, fact: 'Worker unit: Restart=always, enabled with systemctl enable --now', needles: ['Restart=always', 'systemctl enable --now prefect-worker'] },
  { id: 'F81', kind: 'decision', session: 's19', turn: 4, fact: 'Alert when daily-trips is Late for 30 minutes', needles: ['within: 1800'] },
  // ---- s20 runbook
  { id: 'F82', kind: 'preference', session: 's20', turn: 3, fact: 'Ops docs: imperative steps, copy-pasteable commands, paragraphs of at most three lines', needles: ['imperative steps, every command copy-pasteable as is'] },
  { id: 'F83', kind: 'where', session: 's20', turn: 3, fact: 'Metabase admin login in the Bitwarden collection velodados-ops (only in the compact summary)', needles: ['velodados-ops'] },
  { id: 'F84', kind: 'decision', session: 's20', turn: 4, fact: 'dbt docs generated but not served from etl-01', needles: ['Catalog written to'] },
];
