// Weeks 2-3: the backfill (pandas OOM, polars for the trips path, DST, DuckDB memory), cron -> Prefect,
// raw files into object storage, fct_trips incremental, CI.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import { pytest, dbt, box, psql, uv } from './helpers.mjs';
import * as X from './files.mjs';

const PORTAL = 'https://dados.porto.example/api/3/datasets/bicla-viagens';
const ENV = 'set -a && . /etc/velodados/env && set +a';
const ON_BRANCH = (branch, cmd, msg) => `${msg ? `git add -A && git commit -qm "${msg}" && ` : ''}git push -q -u origin ${branch} && ssh etl-01 'cd /opt/velodados && git fetch -q && git checkout -q ${branch} && git pull -q && uv sync --frozen -q && ${ENV} && ${cmd}'`;
const BOX = (cmd) => `ssh etl-01 '${cmd}'`;

export const TEST_CLEAN_V2 = d`
  import datetime as dt
  from pathlib import Path

  import polars as pl

  from velodados.clean import clean_trips

  FIXTURES = Path(__file__).parent / "fixtures"
  UTC = dt.timezone.utc


  def load(name: str) -> bytes:
      return (FIXTURES / name).read_bytes()


  def by_id(df: pl.DataFrame, trip_id: str) -> dict:
      return df.filter(pl.col("trip_id") == trip_id).row(0, named=True)


  def test_drops_false_undocks_and_forgotten_bikes():
      df = clean_trips(load("viagens_2026-05-03_sample.csv"))
      assert "T2605030433" not in df["trip_id"]  # 11 s: false undock
      assert "T2605032871" not in df["trip_id"]  # 8.4 h: never closed
      assert df.height == 6


  def test_missing_end_station_is_kept_as_null():
      df = clean_trips(load("viagens_2026-05-03_sample.csv"))
      assert by_id(df, "T2605033590")["end_station_id"] is None


  def test_timestamps_are_utc():
      df = clean_trips(load("viagens_2026-05-03_sample.csv"))
      assert df.schema["started_at"] == pl.Datetime("us", "UTC")


  def test_portal_times_are_porto_wall_clock():
      df = clean_trips(load("viagens_2026-05-03_sample.csv"))
      # 07:58:12 in Porto (WEST, UTC+1) is 06:58:12 UTC
      assert by_id(df, "T2605030412")["started_at"] == dt.datetime(2026, 5, 3, 6, 58, 12, tzinfo=UTC)
`;
const TEST_DST_OLD = d`
      # 07:58:12 in Porto (WEST, UTC+1) is 06:58:12 UTC
      assert by_id(df, "T2605030412")["started_at"] == dt.datetime(2026, 5, 3, 6, 58, 12, tzinfo=UTC)
`.replace(/^(?=.)/gm, '    ');
export const TEST_DST_ADD = d`


  DST_FALLBACK = b"""\
  trip_id,started_at,ended_at,start_station_id,end_station_id,bike_id,bike_type,duration_sec,user_type
  T2510260061,2025-10-26 01:17:00,2025-10-26 01:31:45,104,117,B3318,classic,885,member
  T2510260102,2025-10-26 02:05:10,2025-10-26 02:20:40,117,104,B1207,electric,930,casual
  """


  def test_repeated_october_hour_takes_summer_time_and_is_flagged():
      df = clean_trips(DST_FALLBACK)
      first = by_id(df, "T2510260061")
      # 01:17 happened twice in Porto that night; we take the first one, still WEST (UTC+1)
      assert first["started_at"] == dt.datetime(2025, 10, 26, 0, 17, tzinfo=UTC)
      assert first["started_at_ambiguous"] is True
      assert by_id(df, "T2510260102")["started_at_ambiguous"] is False
`;
export const TEST_CLEAN_V3 = TEST_CLEAN_V2 + TEST_DST_ADD;

const MONTHS = [['2025-10', 301227], ['2025-11', 241880], ['2025-12', 198415], ['2026-01', 187002], ['2026-02', 214539], ['2026-03', 289116], ['2026-04', 331425]];

// ---------------------------------------------------------------- s06
export const S06 = session({
  key: 's06', start: '2026-05-13T08:30:14.552Z', branch: 'feat/backfill',
  title: 'Backfill Oct 2025-Apr 2026: pandas OOM-killed, trips path to polars (streaming), DST fall-back hour, DuckDB memory_limit 3GB; compacted',
  turns: [
    T("big one today: Carla wants history back to October 2025 so her team can compare with last autumn. the portal only keeps daily files for about 60 days; older months are monthly archives, viagens_YYYY-MM.csv, ~1.9 GB each. add a backfill command and try October on etl-01",
      S(null, R('src/velodados/cli.py'), R('src/velodados/extract.py')),
      S("A first version reusing the daily path: download the archive, clean it, land one file per service day.",
        W('src/velodados/cli.py', X.CLI_V4A)),
      S(null, B(ON_BRANCH('feat/backfill', 'uv run velodados backfill --month 2025-10', 'backfill: land monthly archives (first cut)'), '', {
        err: d`
          2026-05-13 {{hmsms:-38.2}} INFO httpx HTTP Request: GET ${PORTAL}/files/viagens_2025-10.csv "HTTP/1.1 200 OK"
          2026-05-13 {{hmsms:-21.7}} INFO velodados.extract downloaded ${PORTAL}/files/viagens_2025-10.csv (1974337810 bytes)
          bash: line 1: 48213 Killed                  uv run velodados backfill --month 2025-10
        `, code: 137, ms: 52400 })),
      F("It died: exit code 137, `Killed`, about 15 seconds after the download finished, while pandas was parsing. That is the kernel's OOM killer, not a Python exception. Checking the kernel log to be sure.")),
    T('wat',
      S(null,
        B(BOX('sudo dmesg -T | grep -i "out of memory" | tail -n 1'), '[Wed May 13 {{hms:-532}} 2026] Out of memory: Killed process 48213 (python) total-vm:5386212kB, anon-rss:3702116kB, file-rss:2304kB, shmem-rss:0kB, UID:1000 pgtables:7420kB oom_score_adj:0'),
        B(BOX('free -h && docker stats --no-stream --format "table {{.Name}}\\t{{.MemUsage}}"'), d`
                         total        used        free      shared  buff/cache   available
          Mem:           3.7Gi       1.5Gi       1.3Gi        61Mi       1.2Gi       2.2Gi
          Swap:             0B          0B          0B
          NAME       MEM USAGE / LIMIT
          metabase   1.071GiB / 3.73GiB
        `)),
      F(d`
        Confirmed: the OOM killer took our Python process at **3.7 GB resident** (\`anon-rss:3702116kB\`).

        etl-01 is a 4 GB box (3.7 GiB usable, no swap) that also runs Metabase (~1.1 GiB) and Postgres. The daily path does everything in memory, which is fine for a 1.1 MB file but not for a month: the 1.9 GB download sits in memory as bytes, pandas builds a frame from it with object columns for the strings, and then the timestamp conversions make copies.

        Options:
        1. **pandas in chunks** (\`read_csv(chunksize=…)\`): works, but the per-day split and the time zone handling get fiddly across chunk boundaries.
        2. **polars, lazily**: stream the download to a temp file, \`scan_csv\` it, and \`sink_parquet\` straight into the \`dt=\` folders. The month is never in memory as a whole.
        3. A bigger box.

        I'd go with 2 for the trips path.
      `)),
    T("let's try polars for the trips cleaner then. only the trips path for now: stations, publish and the pandera checks stay pandas, one thing at a time",
      S(null,
        B('uv add polars', '', { err: uv({ resolved: 73, prepared: 1, secsResolve: 0.74, secsPrepare: 2.3, added: ['polars==1.29.0'] }), ms: 4100,
          fx: [{ edit: ['pyproject.toml', '    "pandera>=0.23.1",\n', '    "pandera>=0.23.1",\n    "polars>=1.29.0",\n'] }] }),
        R('src/velodados/clean.py'),
        R('tests/test_clean.py')),
      S(null, W('src/velodados/clean.py', X.CLEAN_V3)),
      F(d`
        \`clean.py\` is polars now, one query for both paths:
        - \`clean_trips(raw)\` for daily files: \`read_csv\` → \`_transform\` → collect. pandera still validates, on a pandas copy (\`df.to_pandas()\`), until we move the schema over.
        - \`clean_trips_lazy(path)\` for archives: the same \`_transform\` on \`scan_csv\`, so nothing is read until it's sunk.
        - Timestamps: \`str.to_datetime\` → \`replace_time_zone("Europe/Lisbon")\` → \`convert_time_zone("UTC")\`, same rule as before.

        The tests use pandas idioms (\`set_index\`, \`pd.isna\`) and will need the polars equivalents, and \`load.py\` still expects a pandas frame.
      `)),
    T('update the tests, and the landing',
      S(null,
        R('src/velodados/load.py'),
        W('tests/test_clean.py', TEST_CLEAN_V2)),
      S(null,
        W('src/velodados/load.py', X.LOAD_V2),
        B('uv run pytest -q', pytest({ files: [['tests/test_clean.py', '....']], summary: '4 passed', secs: 0.58 }))),
      F(d`
        4 passed.
        - \`load.land_trips\` takes a polars frame, adds \`_source_file\`/\`_ingested_at\` and sinks to the same \`dt=<day>/<file stem>.parquet\` path as before.
        - New \`load.land_month(lf, …)\`: computes the Porto service day of each trip and sinks with \`pl.PartitionByKey(..., by="dt")\`, so an archive ends up in the same \`dt=\` layout as the daily files.
      `)),
    T('now the backfill command itself, streaming',
      S(null,
        W('src/velodados/extract.py', X.EXTRACT_V3),
        W('src/velodados/cli.py', X.CLI_V4B)),
      S(null, B(ON_BRANCH('feat/backfill', 'VELODADOS_TMP=/var/tmp uv run velodados backfill --month 2025-10', 'backfill: stream archives through polars'), '', {
        err: d`
          2026-05-13 {{hmsms:-41.6}} INFO httpx HTTP Request: GET ${PORTAL}/files/viagens_2025-10.csv "HTTP/1.1 200 OK"
          2026-05-13 {{hmsms:-9.4}} INFO velodados.extract downloaded ${PORTAL}/files/viagens_2025-10.csv to /var/tmp/tmpk2j9x1c4/viagens_2025-10.csv (1974337810 bytes)
          Traceback (most recent call last):
            File "/opt/velodados/.venv/bin/velodados", line 10, in <module>
              sys.exit(main())
                       ^^^^^^
            File "/opt/velodados/src/velodados/cli.py", line 101, in main
              backfill_month(settings, args.month)
            File "/opt/velodados/src/velodados/cli.py", line 67, in backfill_month
              out = land_month(clean_trips_lazy(path), settings, source_file=name)
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
            File "/opt/velodados/src/velodados/load.py", line 36, in land_month
              _with_lineage(lf.with_columns(service_day), source_file).sink_parquet(
            File "/opt/velodados/.venv/lib/python3.12/site-packages/polars/lazyframe/frame.py", line 2468, in sink_parquet
              return lf.collect(engine=engine)
                     ^^^^^^^^^^^^^^^^^^^^^^^^^
          polars.exceptions.ComputeError: datetime '2025-10-26 01:17:00' is ambiguous in time zone 'Europe/Lisbon'. Please use \`ambiguous\` to tell how it should be localized.
        `, code: 1, ms: 47900 })),
      S('Memory is fine this time; it stopped on a time zone question. Counting how many trips are affected:',
        B(`uv run python -c "import duckdb; print(duckdb.sql(\\"select count(*) as trips from read_csv('${PORTAL}/files/viagens_2025-10.csv') where started_at >= '2025-10-26 01:00:00' and started_at < '2025-10-26 02:00:00'\\"))"`,
          box(['trips'], ['int64'], [[37]], { num: [0] }), { ms: 58200 })),
      F(d`
        Streaming works (no memory trouble at all), but the run stopped at **26 October 2025**: that night Porto went from summer time back to winter time at 02:00 WEST, so 01:00-01:59 happened twice. The CSV has no offset, so \`01:17:00\` could be 00:17 UTC or 01:17 UTC and polars refuses to guess. Monday's \`ambiguous="raise"\` doing its job.

        37 trips start in that hour. Options: take the first occurrence (\`earliest\`, WEST), the second (\`latest\`), or null them. There's no column in the file that could break the tie. I'd take \`earliest\` and add a \`started_at_ambiguous\` flag so they can be excluded from hourly charts if anyone cares.
      `)),
    T("earliest + a flag is fine, it's 37 trips out of 300k",
      S(null,
        E('src/velodados/clean.py', X.DST_OLD, X.DST_NEW),
        E('tests/test_clean.py', TEST_DST_OLD, TEST_DST_OLD + TEST_DST_ADD)),
      S(null, B('uv run pytest -q', pytest({ files: [['tests/test_clean.py', '.....']], summary: '5 passed', secs: 0.63 }))),
      S(null, B(ON_BRANCH('feat/backfill', 'VELODADOS_TMP=/var/tmp command time -f "peak %M KB, %e s" uv run velodados backfill --month 2025-10', 'clean: repeated October hour takes summer time, flagged'), '', {
        err: d`
          2026-05-13 {{hmsms:-94.0}} INFO httpx HTTP Request: GET ${PORTAL}/files/viagens_2025-10.csv "HTTP/1.1 200 OK"
          2026-05-13 {{hmsms:-61.2}} INFO velodados.extract downloaded ${PORTAL}/files/viagens_2025-10.csv to /var/tmp/tmp8w3n0r5e/viagens_2025-10.csv (1974337810 bytes)
          2026-05-13 {{hmsms:-0.4}} INFO velodados landed viagens_2025-10.csv into /var/lib/velodados/raw/trips
          peak 552960 KB, 94.31 s
        `, ms: 96800 })),
      F(d`
        October 2025 is landed: 31 \`dt=\` folders under \`/var/lib/velodados/raw/trips\`, in 94 s, peaking at about 540 MB of memory instead of being killed at 3.7 GB.
        - \`_local_to_utc\` uses \`ambiguous="earliest"\`; \`_is_ambiguous\` adds \`started_at_ambiguous\` (true for the 37 trips in the repeated hour, computed by localizing both ways and comparing).
        - New test with two rows around the fall-back; 5 passed.
      `),
      O({ compactAfter: d`
        1. Primary Request and Intent:
           The user (Inês) wants the warehouse to hold trip history back to October 2025, for Carla's team at the mobility office. The portal keeps daily files for about 60 days; older months only exist as monthly archives viagens_YYYY-MM.csv (~1.9 GB each). Her instruction for the backfill: run it one month per invocation, oldest month first, so a failure only ever costs one month. She chose to move only the trips path to polars for now; stations, publish and the pandera checks stay on pandas.

        2. Key Technical Concepts:
           - etl-01: Hetzner CX22, 4 GB RAM (3.7 GiB usable), no swap; also runs Metabase (~1.1 GiB) and Postgres.
           - pandas read of a 1.9 GB CSV -> kernel OOM kill (exit 137).
           - polars LazyFrame: scan_csv + sink_parquet with PartitionByKey on the Porto service day; archive downloaded to a temp dir first (VELODADOS_TMP=/var/tmp).
           - DST fall-back 2025-10-26: 01:00-01:59 Porto time occurs twice; the CSV has no UTC offset.

        3. Files and Code Sections:
           - src/velodados/clean.py: polars; clean_trips(bytes) for daily files (pandera validates a pandas copy), clean_trips_lazy(path) for archives; replace_time_zone(LISBON, ambiguous="earliest") and a started_at_ambiguous flag.
           - src/velodados/load.py: polars; land_trips and land_month.
           - src/velodados/extract.py: download_to streams a file to disk.
           - src/velodados/cli.py: \`velodados backfill --month YYYY-MM\`.
           - tests/test_clean.py: polars idioms plus the DST test (5 passed).

        4. Errors and fixes:
           - "Killed", exit 137; dmesg "Out of memory: Killed process 48213 (python) ... anon-rss:3702116kB": the pandas version held the whole month in memory. Fixed by streaming with polars.
           - polars ComputeError "datetime '2025-10-26 01:17:00' is ambiguous in time zone 'Europe/Lisbon'": fixed with ambiguous="earliest" + flag; 37 trips affected.

        5. Pending Tasks:
           - Backfill 2025-11 through 2026-04 (one month per run, oldest first), then rebuild prod with dbt.

        6. Current Work:
           October 2025 is landed on etl-01 in 94 s with a peak of about 540 MB resident.
      ` })),
    T('ok, the rest: November to April, then rebuild prod',
      S(null, B(ON_BRANCH('feat/backfill', 'for m in 2025-11 2025-12 2026-01 2026-02 2026-03 2026-04; do VELODADOS_TMP=/var/tmp uv run velodados backfill --month $m || break; done 2>&1 | grep landed'),
        MONTHS.slice(1).map(([m], i) => `2026-05-13 {{hmsms:-${(6 - i) * 88 - 40}.${i}}} INFO velodados landed viagens_${m}.csv into /var/lib/velodados/raw/trips`).join('\n'), { ms: 541000, timeout: 900000 })),
      S(null, B(BOX(`cd /opt/velodados && ${ENV} && cd transform && uv run dbt build --target prod`), dbt({ target: 'prod', threads: 2, found: 'Found 4 models, 3 data tests, 2 sources, 437 macros', secs: 96.4, nodes: [
        { name: 'stg_stations', kind: 'view', status: 'OK', secs: 0.1 }, { name: 'stg_trips', kind: 'view', status: 'OK', secs: 0.1 },
        { name: 'not_null_stg_trips_service_date', kind: 'test', status: 'PASS', secs: 6.2 }, { name: 'not_null_stg_trips_trip_id', kind: 'test', status: 'PASS', secs: 6.0 }, { name: 'unique_stg_trips_trip_id', kind: 'test', status: 'PASS', secs: 19.8 },
        { name: 'fct_trips', kind: 'table', status: 'ERROR', secs: 61.4 }, { name: 'mart_daily_trips', kind: 'table', status: 'SKIP' }],
        errors: [['Runtime Error in model fct_trips (models/marts/fct_trips.sql)', '  Out of Memory Error: could not allocate block of size 256.0 KiB (953.6 MiB/953.6 MiB used)']] }), { code: 1, ms: 99800 })),
      F(d`
        All six months landed, one run each, oldest first. The prod build then failed in \`fct_trips\`:

        \`Out of Memory Error: could not allocate block of size 256.0 KiB (953.6 MiB/953.6 MiB used)\`

        That's DuckDB hitting its own cap, \`memory_limit: "1GB"\` in the prod profile (953.6 MiB), not the kernel. With 1.76 M trips, the \`row_number()\` window in \`stg_trips\` sorts everything at once and doesn't fit.
      `)),
    T('give it 3GB then, the box has 4',
      S(null, R('transform/profiles.yml')),
      S(null, E('transform/profiles.yml', X.MEM_3GB_OLD, X.MEM_3GB_NEW)),
      S(null, B(`git commit -qam "dbt: prod memory_limit 3GB for the backfill" && ${BOX(`cd /opt/velodados && git pull -q && ${ENV} && cd transform && uv run dbt build --target prod`)}`, dbt({ target: 'prod', threads: 2, found: 'Found 4 models, 3 data tests, 2 sources, 437 macros', secs: 252.3, nodes: [
        { name: 'stg_stations', kind: 'view', status: 'OK', secs: 0.1 }, { name: 'stg_trips', kind: 'view', status: 'OK', secs: 0.1 },
        { name: 'not_null_stg_trips_service_date', kind: 'test', status: 'PASS', secs: 5.1 }, { name: 'not_null_stg_trips_trip_id', kind: 'test', status: 'PASS', secs: 5.0 }, { name: 'unique_stg_trips_trip_id', kind: 'test', status: 'PASS', secs: 14.7 },
        { name: 'fct_trips', kind: 'table', status: 'OK', secs: 221.6 }, { name: 'mart_daily_trips', kind: 'table', status: 'OK', secs: 3.9 }] }), { ms: 256100 })),
      F("With `memory_limit: \"3GB\"` the prod build goes through: 4m12s, `fct_trips` alone 3m42s. Keep an eye on the box though: 3 GB for DuckDB plus Metabase and Postgres is more than 3.7 GiB if they all peak at once.")),
  ],
});

// ---------------------------------------------------------------- s07
export const S07 = session({
  key: 's07', start: '2026-05-15T09:10:36.027Z', branch: 'feat/backfill',
  title: 'Metabase OOM-killed during the 06:30 build: memory_limit 2GB with disk spill; bigger VM rejected; backfill totals',
  turns: [
    T("Metabase was down when Carla opened it this morning, and postgres restarted overnight. the 3GB thing?",
      S(null,
        B(BOX('journalctl -k --since "2026-05-15 06:00" --until "2026-05-15 07:00" | grep -E "invoked oom-killer|Out of memory"'), d`
          May 15 06:41:07 etl-01 kernel: python invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=0
          May 15 06:41:07 etl-01 kernel: Out of memory: Killed process 1187 (java) total-vm:4211840kB, anon-rss:1132544kB, file-rss:0kB, shmem-rss:0kB, UID:2000 pgtables:2844kB oom_score_adj:0
          May 15 06:41:52 etl-01 kernel: Out of memory: Killed process 2290 (postgres) total-vm:412316kB, anon-rss:187204kB, file-rss:10240kB, shmem-rss:96512kB, UID:114 pgtables:604kB oom_score_adj:0
        `),
        B(BOX('journalctl -u postgresql@16-main --since "2026-05-15 06:40" --until "2026-05-15 06:45" --no-pager | tail -n 3'), d`
          May 15 06:41:52 etl-01 postgresql@16-main[902]: 2026-05-15 06:41:52.611 WEST [902] LOG:  server process (PID 2290) was terminated by signal 9: Killed
          May 15 06:41:52 etl-01 postgresql@16-main[902]: 2026-05-15 06:41:52.611 WEST [902] LOG:  terminating any other active server processes
          May 15 06:41:53 etl-01 postgresql@16-main[902]: 2026-05-15 06:41:53.020 WEST [902] LOG:  all server processes terminated; reinitializing
        `)),
      F(d`
        Yes, the 3GB thing. At 06:41 the 06:30 run's \`dbt build\` (DuckDB allowed to take 3 GB) pushed the box over 3.7 GiB and the kernel's OOM killer picked the biggest process it could: **Metabase's JVM** (\`Killed process 1187 (java)\`, 1.1 GB). 45 s later it also killed a Postgres backend, and Postgres restarted all its connections. Metabase's container isn't set to restart, so it stayed down.

        DuckDB's \`memory_limit\` only caps DuckDB's own buffers; 3 GB + Metabase ~1.1 GB + Postgres ~0.4 GB + the OS doesn't fit in 4 GB. Options:
        1. \`memory_limit: "2GB"\` and let DuckDB **spill to disk** (\`temp_directory\`) for big sorts and joins; \`preserve_insertion_order: false\` lowers memory further. Slower builds, nothing gets killed.
        2. A bigger box: CX32 (8 GB) is about €7/month more.
        3. Run dbt when nobody uses Metabase: doesn't help Postgres, and 06:30 is already the quiet time.

        I'd do 1, and \`docker update --restart unless-stopped metabase\` either way.
      `)),
    T("2GB, and let it spill. no bigger box, the budget is what it is. and yes to the restart policy",
      S(null, R('transform/profiles.yml')),
      S(null,
        E('transform/profiles.yml', X.MEM_2GB_OLD, X.MEM_2GB_NEW),
        B(`git commit -qam "dbt: prod memory_limit 2GB, spill to /var/tmp/duckdb_spill" && ${BOX('cd /opt/velodados && git pull -q && sudo install -d -o deploy -m 700 /var/tmp/duckdb_spill && docker update --restart unless-stopped metabase')}`, 'metabase')),
      F(d`
        - Prod profile: \`memory_limit: "2GB"\`, \`temp_directory: /var/tmp/duckdb_spill\` (created on etl-01, owned by \`deploy\`), \`preserve_insertion_order: false\`.
        - Metabase's container now has \`--restart unless-stopped\`, so an OOM kill or a reboot brings it back.

        The bigger VM is off the table, as you said.
      `)),
    T('rerun the prod build while I watch metabase',
      S(null, B(BOX(`cd /opt/velodados && ${ENV} && cd transform && uv run dbt build --target prod`), dbt({ target: 'prod', threads: 2, found: 'Found 4 models, 3 data tests, 2 sources, 437 macros', secs: 401.2, nodes: [
        { name: 'stg_stations', kind: 'view', status: 'OK', secs: 0.1 }, { name: 'stg_trips', kind: 'view', status: 'OK', secs: 0.1 },
        { name: 'not_null_stg_trips_service_date', kind: 'test', status: 'PASS', secs: 5.8 }, { name: 'not_null_stg_trips_trip_id', kind: 'test', status: 'PASS', secs: 5.6 }, { name: 'unique_stg_trips_trip_id', kind: 'test', status: 'PASS', secs: 27.9 },
        { name: 'fct_trips', kind: 'table', status: 'OK', secs: 352.0 }, { name: 'mart_daily_trips', kind: 'table', status: 'OK', secs: 5.3 }] }), { ms: 405000 })),
      S(null, B(BOX('journalctl -k --since "-10 min" | grep -c "Out of memory"; free -h | head -n 2'), d`
        0
                       total        used        free      shared  buff/cache   available
        Mem:           3.7Gi       1.6Gi       0.9Gi        61Mi       1.4Gi       2.1Gi
      `)),
      F("6m41s instead of 4m12s (the spill costs time), no OOM kills in the kernel log, and Metabase stayed up. The daily run only adds a day at a time, so this is the worst case.")),
    T('numbers for Carla: trips per month, October to April',
      S(null, B(`ssh etl-01 "cd /opt/velodados && uv run python -c \\"import duckdb; print(duckdb.connect('/var/lib/velodados/warehouse.duckdb', read_only=True).sql('''select strftime(service_date, '%Y-%m') as month, count(*) as trips from fct_trips where service_date < date '2026-05-01' group by all order by 1'''))\\""`,
        box(['month', 'trips'], ['varchar', 'int64'], MONTHS, { num: [1] }), { ms: 3100 })),
      F(d`
        | month | trips |
        |---|---|
        | 2025-10 | 301,227 |
        | 2025-11 | 241,880 |
        | 2025-12 | 198,415 |
        | 2026-01 | 187,002 |
        | 2026-02 | 214,539 |
        | 2026-03 | 289,116 |
        | 2026-04 | 331,425 |

        **1,763,604 trips** from October to April. One gap to know about: the \`started_at_ambiguous\` flag for October's 37 repeated-hour trips is in the raw files, but \`stg_trips\` doesn't carry it through yet.
      `)),
    T("open the PR, Tomás reviews it. bom fim de semana!",
      S(null, B('git push -q && gh pr create --fill --base main --reviewer tomas-ribeiro', 'https://github.com/velodados/velodados/pull/17', { ms: 3600 })),
      F("PR #17 is open for Tomás: backfill command, polars trips path, DST handling, memory settings. Bom fim de semana!")),
  ],
});

// ---------------------------------------------------------------- s08
const PREFECT_UI = 'https://app.prefect.cloud/account/4b1d8e02-6c3a-4f55-9e0b-7a2d51c93f18/workspace/e07c9a3b-2d41-4c8e-a5f6-18b0d3e7c264';
export const S08 = session({
  key: 's08', start: '2026-05-18T08:15:48.730Z', branch: 'chore/prefect',
  title: 'Three silent cron failures (portal 503s): off cron onto Prefect Cloud + a worker on etl-01; Airflow and Dagster considered',
  turns: [
    T("the dashboard still shows Wednesday the 13th as the newest day. Carla noticed, not me, which is the worst part 😬",
      S(null,
        B(BOX('grep -E "bicla-viagens\\"|HTTPStatusError" /var/log/velodados/daily.log | tail -n 8'), d`
          2026-05-15 06:30:04.090 INFO httpx HTTP Request: GET ${PORTAL} "HTTP/1.1 503 Service Unavailable"
          httpx.HTTPStatusError: Server error '503 Service Unavailable' for url '${PORTAL}'
          2026-05-16 06:30:03.551 INFO httpx HTTP Request: GET ${PORTAL} "HTTP/1.1 503 Service Unavailable"
          httpx.HTTPStatusError: Server error '503 Service Unavailable' for url '${PORTAL}'
          2026-05-17 06:30:03.902 INFO httpx HTTP Request: GET ${PORTAL} "HTTP/1.1 503 Service Unavailable"
          httpx.HTTPStatusError: Server error '503 Service Unavailable' for url '${PORTAL}'
          2026-05-18 06:30:04.215 INFO httpx HTTP Request: GET ${PORTAL} "HTTP/1.1 503 Service Unavailable"
          httpx.HTTPStatusError: Server error '503 Service Unavailable' for url '${PORTAL}'
        `),
        B('curl -s https://dados.porto.example/api/3/action/status_show | python3 -m json.tool | grep -E "site_title|notice"', d`
              "site_title": "Porto Aberto",
              "notice": "Manuten\\u00e7\\u00e3o programada: 15 a 18 de maio, 06:00-08:00.",
        `)),
      S("The portal is up now, so I'll run today's job by hand to catch up before anything falls out of the 3-day window:",
        B(BOX(`cd /opt/velodados && ${ENV} && uv run velodados daily 2>&1 | grep -E "landed|published"`), d`
          2026-05-18 {{hmsms:-71.2}} INFO velodados landed 9352 trips from viagens_2026-05-14.csv at /var/lib/velodados/raw/trips/dt=2026-05-14/viagens_2026-05-14.parquet
          2026-05-18 {{hmsms:-69.0}} INFO velodados landed 9107 trips from viagens_2026-05-15.csv at /var/lib/velodados/raw/trips/dt=2026-05-15/viagens_2026-05-15.parquet
          2026-05-18 {{hmsms:-66.9}} INFO velodados landed 8211 trips from viagens_2026-05-16.csv at /var/lib/velodados/raw/trips/dt=2026-05-16/viagens_2026-05-16.parquet
          2026-05-18 {{hmsms:-64.8}} INFO velodados landed 7760 trips from viagens_2026-05-17.csv at /var/lib/velodados/raw/trips/dt=2026-05-17/viagens_2026-05-17.parquet
          2026-05-18 {{hmsms:-0.8}} INFO velodados published marts to analytics
        `, { ms: 73400 })),
      F(d`
        The portal had scheduled maintenance from 15 to 18 May, 06:00-08:00, and answered **503 Service Unavailable** to the file list. Cron ran the job once at 06:30 each of those four mornings, it crashed, and nothing retried; the only trace was \`/var/log/velodados/daily.log\`, which nobody reads. So nobody noticed for four days until Carla did.

        Caught up now: the 14th to the 17th are landed and published. Today's run also looked only 3 days back, so one more day of this and the 14th would have slipped out of the revision window for good.
      `)),
    T("ok, that settles it: let's move off cron onto a real orchestrator. I've used Prefect before, Tomás likes Dagster, and Airflow feels like a lot for one 4GB box. thoughts?",
      S("Let me check what's left on the box for an orchestrator:",
        B(BOX('free -h | head -n 2 && docker stats --no-stream --format "{{.Name}} {{.MemUsage}}" && ps -o rss= -C postgres | awk \'{s+=$1} END {printf "postgres %.0f MiB\\n", s/1024}\''), d`
                         total        used        free      shared  buff/cache   available
          Mem:           3.7Gi       1.6Gi       0.8Gi        61Mi       1.3Gi       2.1Gi
          metabase 1.094GiB / 3.73GiB
          postgres 391 MiB
        `)),
      F(d`
        About 2 GiB available when DuckDB isn't running, and DuckDB wants up to 2 GB at 06:30. That decides a lot:
        - **Airflow**: scheduler, webserver, triggerer and a metadata database on the box, easily 1.5 GB before running anything. Too heavy for etl-01 next to Postgres, Metabase and DuckDB.
        - **Dagster**: the asset model suits dbt very well (dagster-dbt), but dagster-webserver and the daemon also live on the box, a few hundred MB permanently, plus its own storage.
        - **Prefect**: with **Prefect Cloud** (the free tier is enough for a couple of deployments) the UI, the scheduler and the run history are hosted; only the worker runs on etl-01, a single process of ~150 MB that sleeps between runs. Retries, schedules with a time zone, and notifications are built in, and the flows are plain Python around what \`velodados daily\` already does.

        I'd go Prefect + Prefect Cloud. If the box ever grows, Dagster is the one I'd reconsider, not Airflow.
      `)),
    T("Prefect + Prefect Cloud it is, only the worker runs on etl-01. retries on the portal step: 3 tries, 10 minutes apart",
      S(null,
        B('uv add prefect', '', { err: uv({ resolved: 118, prepared: 41, secsResolve: 2.87, secsPrepare: 7.9, added: ['prefect==3.4.1', 'apprise==1.9.3', 'asgi-lifespan==2.1.0', 'cloudpickle==3.1.1', 'croniter==6.0.0', 'fastapi==0.115.12', 'griffe==1.7.3', 'pendulum==3.1.0', 'sqlalchemy==2.0.40', 'uvicorn==0.34.2', 'websockets==15.0.1'] }), ms: 12100,
          fx: [{ edit: ['pyproject.toml', '    "polars>=1.29.0",\n', '    "polars>=1.29.0",\n    "prefect>=3.4.1",\n'] }] }),
        R('src/velodados/cli.py')),
      S(null,
        W('src/velodados/flows.py', X.FLOWS_V1),
        W('prefect.yaml', X.PREFECT_YAML_V1)),
      F(d`
        - \`src/velodados/flows.py\`: flow \`daily-trips\` with the same steps as \`velodados daily\`, as tasks: \`refresh_stations\`, \`fetch_file_list\` (with \`retries=3, retry_delay_seconds=600\`: it raises \`NotPublishedYet\` until yesterday's file is listed, and a 503 raises too), \`ingest\` per file, \`build_warehouse\` (dbt build --target prod), \`publish_marts\`. And \`backfill-trips\` for a month of history.
        - \`prefect.yaml\`: deployments \`daily-trips/prod\` (cron \`30 6 * * *\`, time zone Europe/Lisbon) and \`backfill-trips/prod\` (no schedule, run by hand), both on the work pool **etl-01-process**; the worker runs the code checked out in \`/opt/velodados\`.

        For Slack: create an Automation in Prefect Cloud (flow run enters Failed or Crashed → send a notification through a Slack webhook block). That part is UI-only.
      `)),
    T("one rule for this repo: no credentials in prefect.yaml or anywhere else in git. they live in Prefect Secret blocks: velodados-pg-dsn is there now, more later. (I made the slack automation too, it posts to #velodados-alerts.) also give the flow a small freshness helper that says which day should be complete by now",
      S(null,
        W('src/velodados/flows.py', X.FLOWS_V2),
        W('src/velodados/freshness.py', X.FRESHNESS_V1),
        W('tests/test_freshness.py', X.TEST_FRESHNESS_V1)),
      S(null, B('uv run prefect block ls', d`
                                     Blocks
        ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
        ┃ ID                                   ┃ Type           ┃ Name                 ┃ Slug                            ┃
        ┡━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┩
        │ 6f3a2c1e-8d4b-4f7a-9e21-0c5b7d93a1f4 │ Slack Webhook  │ velodados-alerts     │ slack-webhook/velodados-alerts  │
        │ 9b0e4d7c-31a6-4c2f-b8d5-e6f1a2c3d4b5 │ Secret         │ velodados-pg-dsn     │ secret/velodados-pg-dsn         │
        └──────────────────────────────────────┴────────────────┴──────────────────────┴─────────────────────────────────┘
      `, { ms: 2100 })),
      F(d`
        - Credentials: \`flows.py\` has \`SECRET_BLOCKS\` mapping env var → Secret block (\`VELODADOS_PG_DSN\` → \`velodados-pg-dsn\`), and both flows call \`load_secrets()\` first, so \`cli.publish_marts\` finds the DSN as before. Nothing secret in \`prefect.yaml\` or the repo, per the rule.
        - \`freshness.expected_partition()\` returns the day that should be complete (yesterday); \`fetch_file_list\` keeps retrying until that day's file is listed. Test in \`tests/test_freshness.py\`.
        - \`prefect block ls\` shows your Slack webhook block \`velodados-alerts\` and the Secret \`velodados-pg-dsn\`.
      `)),
    T('deploy it. the crontab goes away once the first prefect run is green',
      S(null, W('deploy/systemd/prefect-worker.service', X.WORKER_UNIT_V1)),
      S(null, B("scp -q deploy/systemd/prefect-worker.service etl-01:/tmp/ && ssh etl-01 'sudo mv /tmp/prefect-worker.service /etc/systemd/system/ && sudo systemctl daemon-reload && sudo systemctl start prefect-worker && systemctl status prefect-worker --no-pager | head -n 5'", d`
        ● prefect-worker.service - Prefect worker for velodados (work pool etl-01-process)
             Loaded: loaded (/etc/systemd/system/prefect-worker.service; disabled; preset: enabled)
             Active: active (running) since Mon 2026-05-18 {{hms:-3}} WEST; 2s ago
           Main PID: 61842 (prefect)
              Tasks: 9 (limit: 4558)
      `, { ms: 4800 })),
      S(null, B('git add -A && git commit -qm "Prefect flows, deployments and the worker unit" && git push -q -u origin chore/prefect && ssh etl-01 "cd /opt/velodados && git fetch -q && git checkout -q chore/prefect && uv sync --frozen -q" && uv run prefect deploy --all', d`
        Deployment 'daily-trips/prod' successfully created with id '0b6f0c1e-5b1e-4d0a-9a57-6c3f3b2d8e41'.
        Deployment 'backfill-trips/prod' successfully created with id '7d2e9a44-1f0c-4c8e-b3a1-2a9e5f7c0d13'.

        View Deployment in UI: ${PREFECT_UI}/deployments/deployment/0b6f0c1e-5b1e-4d0a-9a57-6c3f3b2d8e41

        To execute flow runs from these deployments, start a worker in a separate terminal that pulls work from the 'etl-01-process' work pool:

                $ prefect worker start --pool 'etl-01-process'
      `, { ms: 14200 })),
      S(null, B("uv run prefect deployment run 'daily-trips/prod' --watch && ssh etl-01 'crontab -r' && git rm -q deploy/crontab && git commit -qm \"Run the daily pipeline from Prefect; drop the crontab\"", d`
        Creating flow run for deployment 'daily-trips/prod'...
        Created flow run 'emerald-kestrel'.
        └── UUID: 5a9d1f02-7c3e-4b8a-a1d6-93e0f4c2b718
        └── Parameters: {}
        └── Job Variables: {}
        └── Scheduled start time: 2026-05-18 {{hms:-62}} WEST (now)
        └── URL: ${PREFECT_UI}/runs/flow-run/5a9d1f02-7c3e-4b8a-a1d6-93e0f4c2b718
        Watching flow run 'emerald-kestrel'...
        Flow run finished successfully in 'Completed'.
      `, { ms: 64100, fx: [{ rm: 'deploy/crontab' }] })),
      F(d`
        Live:
        - The worker runs on etl-01 as \`prefect-worker.service\` (\`deploy/systemd/prefect-worker.service\`, user \`deploy\`, Prefect Cloud credentials in \`/etc/velodados/prefect.env\`), pulling from **etl-01-process**.
        - \`daily-trips/prod\` is scheduled at 06:30 Europe/Lisbon; a manual run (\`emerald-kestrel\`) just completed.
        - The crontab is removed from etl-01 and \`deploy/crontab\` is deleted from the repo. Failures now page #velodados-alerts through your automation.
      `)),
  ],
});

// ---------------------------------------------------------------- s09
export const COMPOSE = d`
  # Local stand-ins for what etl-01 talks to: MinIO for the raw bucket, Postgres for the published marts.
  # Throwaway credentials; they only exist inside these containers.
  services:
    minio:
      image: minio/minio:RELEASE.2025-04-22T22-12-26Z
      command: server /data --console-address ":9001"
      ports: ["9000:9000", "9001:9001"]
      environment:
        MINIO_ROOT_USER: velodados
        MINIO_ROOT_PASSWORD: velodados-dev-only
      volumes: [minio-data:/data]

    minio-init:
      image: minio/mc:RELEASE.2025-04-16T18-13-26Z
      depends_on: [minio]
      entrypoint: >
        sh -c "mc alias set local http://minio:9000 velodados velodados-dev-only &&
               mc mb --ignore-existing local/dev-velodados-raw"

    postgres:
      image: postgres:16
      ports: ["5432:5432"]
      environment:
        POSTGRES_USER: velodados
        POSTGRES_DB: velodados
        POSTGRES_HOST_AUTH_METHOD: trust
      volumes: [pg-data:/var/lib/postgresql/data]

  volumes:
    minio-data:
    pg-data:
`;
export const DUCK_PY = d`
  """Ad-hoc queries on etl-01 against the warehouse (read-only) and the raw bucket.

      uv run python -m velodados.duck "select count(*) from read_parquet('s3://velodados-raw/trips/dt=2026-05-20/*.parquet')"

  Credentials come from the Prefect Secret blocks, like the flows.
  """
  from __future__ import annotations

  import os
  import sys

  import duckdb

  from velodados.config import load_settings
  from velodados.flows import load_secrets


  def connect() -> duckdb.DuckDBPyConnection:
      load_secrets()
      settings = load_settings()
      con = duckdb.connect(settings.warehouse, read_only=True)
      con.execute("install httpfs; load httpfs;")
      endpoint = settings.s3_endpoint.removeprefix("https://").removeprefix("http://")
      con.execute(
          "create secret raw (type s3, key_id '{}', secret '{}', endpoint '{}', region 'fsn1', url_style 'path')".format(
              os.environ["S3_ACCESS_KEY_ID"], os.environ["S3_SECRET_ACCESS_KEY"], endpoint
          )
      )
      return con


  if __name__ == "__main__":
      print(connect().sql(sys.argv[1]))
`;
export const S09 = session({
  key: 's09', start: '2026-05-19T12:30:05.118Z', branch: 'chore/object-storage',
  title: 'Raw Parquet into the Hetzner bucket velodados-raw (MinIO locally); the local raw folder on etl-01 is gone',
  turns: [
    T("next: the raw parquet only exists on etl-01's disk, and the portal deletes daily files after ~60 days, so that folder is the only copy of history. we got a Hetzner object storage bucket: velodados-raw in fsn1. land the raw there. for dev and tests, run minio in docker compose. <private>access key HZ0QW8R2KD5M3TPV1XNE, secret kJ7vR2mQ9wX4tL8zN1pB6sF3hG5yD0aC</private> I already put both into Secret blocks: velodados-s3-key-id and velodados-s3-secret",
      S(null, W('docker-compose.yml', COMPOSE)),
      S(null, R('src/velodados/config.py'), R('src/velodados/load.py'), R('src/velodados/stations.py')),
      F(d`
        \`docker-compose.yml\` has MinIO (API on :9000, console on :9001) with a \`minio-init\` job that creates the bucket **dev-velodados-raw**, plus Postgres 16 for \`analytics_dev\`. The keys you pasted stay out of everything I write; the code will read \`S3_ACCESS_KEY_ID\`/\`S3_SECRET_ACCESS_KEY\` from the environment, which on etl-01 the flows fill from those two Secret blocks.

        Plan: \`Settings\` gets \`raw_url\` (\`s3://velodados-raw\` in prod, \`s3://dev-velodados-raw\` locally) and \`s3_endpoint\`; \`load.py\` and \`stations.py\` write with polars' \`storage_options\`; dbt reads through httpfs.
      `)),
    T('go',
      S(null,
        W('src/velodados/config.py', X.CONFIG_V2),
        W('src/velodados/load.py', X.LOAD_V3),
        E('src/velodados/stations.py', X.STATIONS_LAND_OLD, X.STATIONS_LAND_NEW)),
      S(null, E('src/velodados/stations.py', 'import datetime as dt\nfrom pathlib import Path\n\nimport httpx\nimport pandas as pd\n', 'import datetime as dt\n\nimport httpx\nimport pandas as pd\nimport polars as pl\n')),
      F(d`
        - \`config.py\`: \`raw_url\` from \`VELODADOS_RAW_URL\` (default \`s3://dev-velodados-raw\`), \`s3_endpoint\` from \`S3_ENDPOINT\` (default the local MinIO), and \`storage_options()\` building polars' options from the two key variables.
        - \`load.py\`: objects at \`<raw_url>/trips/dt=YYYY-MM-DD/<portal file stem>.parquet\`, same layout as before; \`land_month\` sinks straight into the bucket.
        - \`stations.py\`: fetching stays pandas; landing converts to polars for the upload (\`pl.from_pandas\`), until stations get their own polars turn.
      `)),
    T('the dbt side',
      S(null, R('transform/models/sources.yml'), R('transform/profiles.yml')),
      S(null,
        E('transform/models/sources.yml', "{{ env_var('VELODADOS_RAW', '../data/raw') }}", "{{ env_var('VELODADOS_RAW_URL', 's3://dev-velodados-raw') }}"),
        W('transform/profiles.yml', X.PROFILES_V4)),
      F(d`
        - \`sources.yml\`: \`read_parquet('<VELODADOS_RAW_URL>/{name}/dt=*/*.parquet', hive_partitioning = true)\`.
        - \`profiles.yml\`: both targets load \`httpfs\` and define an S3 secret from the same two environment variables; dev points at \`localhost:9000\` without TLS, prod at \`fsn1.your-objectstorage.com\` (region \`fsn1\`, path-style URLs). The prod memory settings are unchanged.
      `)),
    T("and the secrets in the flows. plus something to run ad-hoc queries against the bucket on the box without copying keys around",
      S(null, R('src/velodados/flows.py')),
      S(null,
        E('src/velodados/flows.py', X.SECRETS_OLD, X.SECRETS_NEW),
        W('src/velodados/duck.py', DUCK_PY)),
      S(null, B('docker compose up -d --wait && uv run pytest -q', pytest({ files: [['tests/test_clean.py', '.....'], ['tests/test_freshness.py', '.']], summary: '6 passed', secs: 0.77 }), {
        err: ' Container velodados-minio-1  Healthy\n Container velodados-postgres-1  Healthy\n Container velodados-minio-init-1  Exited', ms: 16800 })),
      F(d`
        - \`flows.SECRET_BLOCKS\` now also maps \`S3_ACCESS_KEY_ID\` → \`velodados-s3-key-id\` and \`S3_SECRET_ACCESS_KEY\` → \`velodados-s3-secret\`.
        - \`python -m velodados.duck "<sql>"\`: opens the warehouse read-only, loads the secrets the same way the flows do, and registers an S3 secret for the bucket, so \`read_parquet('s3://velodados-raw/…')\` works on etl-01 with nothing copied around.
        - Compose is up locally, tests pass (6).
      `)),
    T("copy what's on etl-01 into the bucket and check the pipeline reads it from there",
      S(null, B(BOX('aws --profile hetzner --endpoint-url https://fsn1.your-objectstorage.com s3 sync --only-show-errors /var/lib/velodados/raw s3://velodados-raw && aws --profile hetzner --endpoint-url https://fsn1.your-objectstorage.com s3 ls s3://velodados-raw --recursive --summarize | tail -n 2'), d`
        Total Objects: 262
           Total Size: 103204117
      `, { ms: 21800 })),
      S(null, B(`git add -A && git commit -qm "Land raw Parquet in object storage; MinIO for dev" && git push -q -u origin chore/object-storage && ${BOX(`cd /opt/velodados && git fetch -q && git checkout -q chore/object-storage && uv sync --frozen -q && echo "VELODADOS_RAW_URL=s3://velodados-raw" | sudo tee -a /etc/velodados/env >/dev/null && echo "S3_ENDPOINT=https://fsn1.your-objectstorage.com" | sudo tee -a /etc/velodados/env >/dev/null && sudo systemctl restart prefect-worker`)} && uv run prefect deployment run 'daily-trips/prod' --watch`, d`
        Creating flow run for deployment 'daily-trips/prod'...
        Created flow run 'mellow-heron'.
        └── UUID: 1f7b3c90-4e2d-4a6b-8c15-d9e0a7f3b642
        └── Parameters: {}
        └── Job Variables: {}
        └── Scheduled start time: 2026-05-19 {{hms:-540}} WEST (now)
        └── URL: ${PREFECT_UI}/runs/flow-run/1f7b3c90-4e2d-4a6b-8c15-d9e0a7f3b642
        Watching flow run 'mellow-heron'...
        Flow run finished successfully in 'Completed'.
      `, { ms: 547000, timeout: 900000 })),
      F("262 objects (103 MB: every trips partition since October plus the station snapshots) are in `s3://velodados-raw`. etl-01's env has `VELODADOS_RAW_URL` and `S3_ENDPOINT`, the worker was restarted, and a full `daily-trips` run (`mellow-heron`) landed today's files into the bucket and built the warehouse from it.")),
    T("good. delete the raw folder on the box. from today nothing reads or writes local raw files: everything goes through s3://velodados-raw, and data/raw is gone on my laptop too",
      S(null, B(BOX("rm -rf /var/lib/velodados/raw && sudo sed -i '/^VELODADOS_RAW=/d' /etc/velodados/env && ls /var/lib/velodados"), 'warehouse.duckdb\nwarehouse.duckdb.wal', { fx: [] })),
      S(null, G('raw_root|VELODADOS_RAW\\b|data/raw', [], { path: '.', glob: '!{.venv,warehouse}/**' })),
      F(d`
        Done:
        - \`/var/lib/velodados/raw\` is deleted and \`VELODADOS_RAW\` is out of \`/etc/velodados/env\`; only the warehouse file is left in \`/var/lib/velodados\`.
        - Nothing in the repo refers to \`raw_root\`, \`VELODADOS_RAW\` or \`data/raw\` any more.

        Raw trips and stations now live only in \`s3://velodados-raw\` (and \`s3://dev-velodados-raw\` on your MinIO).
      `)),
  ],
});

// ---------------------------------------------------------------- s10
export const S10 = session({
  key: 's10', start: '2026-05-20T09:00:27.664Z', branch: 'feat/incremental-fct',
  title: 'fct_trips incremental on max(started_at): 11m04s to 48s; CI workflow with a nightly schedule',
  turns: [
    T("this morning's daily-trips took 11 minutes, and as far as I can tell it's almost all fct_trips rebuilding 1.8M rows from the bucket. make it incremental",
      S(null,
        B(BOX('journalctl -u prefect-worker --since "today 06:30" --no-pager | grep -E "main.fct_trips .*OK|Finished running"'), d`
          May 20 06:41:18 etl-01 prefect[61842]: 06:41:17  6 of 7 OK created sql table model main.fct_trips .............................. [OK in 612.40s]
          May 20 06:41:27 etl-01 prefect[61842]: 06:41:27  Finished running 2 view models, 2 table models, 3 data tests in 0 hours 11 minutes and 4.31 seconds (664.31s).
        `),
        R('transform/models/marts/fct_trips.sql')),
      F(d`
        Confirmed: 612 s of the 664 s build is \`fct_trips\` (a table rebuilt from every raw file in the bucket each morning); everything else is seconds.

        Plan: \`materialized='incremental'\` with \`unique_key='trip_id'\` and \`delete+insert\`; on incremental runs only trips newer than the newest one already in the table get selected.
      `)),
    T('do it',
      S(null, W('transform/models/marts/fct_trips.sql', X.FCT_V2)),
      S(null, B(`git commit -qam "dbt: fct_trips incremental" && git push -q -u origin feat/incremental-fct && ${BOX('cd /opt/velodados && git fetch -q && git checkout -q feat/incremental-fct')} && uv run prefect deployment run 'daily-trips/prod' --watch >/dev/null && ${BOX('journalctl -u prefect-worker --since "-5 min" --no-pager | grep -E "main.fct_trips .*OK|Finished running"')}`, d`
        May 20 {{hms:-4}} etl-01 prefect[61842]: {{hms:-5}}  6 of 7 OK created sql incremental model main.fct_trips ........................ [OK in 21.30s]
        May 20 {{hms:-2}} etl-01 prefect[61842]: {{hms:-2}}  Finished running 2 view models, 1 incremental model, 1 table model, 3 data tests in 0 hours 0 minutes and 48.12 seconds (48.12s).
      `, { ms: 118000 })),
      F(d`
        \`fct_trips\` is incremental now:
        \`\`\`sql
        {{ config(materialized='incremental', unique_key='trip_id', incremental_strategy='delete+insert') }}
        …
        {% if is_incremental() %}
        where started_at > (select max(started_at) from {{ this }})
        {% endif %}
        \`\`\`
        The same run went from **11m04s to 48s** for the whole dbt build, with \`fct_trips\` at 21 s. A \`--full-refresh\` rebuilds it from scratch when needed.
      `)),
    T("nice. CI while we're at it: ruff + pytest on every PR, plus a nightly run of everything. nightly means 02:30 UTC, nobody's using anything then. run the tests with TZ=Europe/Lisbon like the box, on 3.12 and 3.13",
      S(null, W('.github/workflows/ci.yml', X.CI_V1)),
      S(null, B('uv run ruff check && TZ=Europe/Lisbon uv run pytest -q', 'All checks passed!\n' + pytest({ files: [['tests/test_clean.py', '.....'], ['tests/test_freshness.py', '.']], summary: '6 passed', secs: 0.74 }))),
      F(d`
        \`.github/workflows/ci.yml\`: on pull requests, pushes to main, a schedule and manual dispatch; a matrix over Python 3.12 and 3.13; \`TZ: Europe/Lisbon\` for the whole job like etl-01; a MinIO service container with the \`dev-velodados-raw\` bucket; steps \`uv sync --frozen\`, \`ruff check\`, \`pytest\` and \`dbt parse\`. Ruff and the tests pass locally.
      `)),
    T('commit + PR, squash as usual',
      S(null, B('git add -A && git commit -qm "CI: ruff, pytest and dbt parse on PRs and nightly" && git push -q && gh pr create --fill --base main --reviewer tomas-ribeiro', 'https://github.com/velodados/velodados/pull/21', { ms: 4100 })),
      F('PR #21 is open (incremental `fct_trips` + CI). Squash-merge once Tomás approves; etl-01 is already running the branch.')),
  ],
});
