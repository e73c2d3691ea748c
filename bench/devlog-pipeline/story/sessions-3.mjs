// Weeks 3-4: late re-uploads missed by the incremental filter (revert to a full rebuild), retries, incremental
// again with a lookback, schema drift, the hourly "nightly" CI and the flaky freshness test, a PR review, the
// merge-rule change.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import { pytest, dbt, box, psql, uv } from './helpers.mjs';
import * as X from './files.mjs';
import { TEST_CLEAN_V3 } from './sessions-2.mjs';

const PORTAL = 'https://dados.porto.example/api/3/datasets/bicla-viagens';
const ENV = 'set -a && . /etc/velodados/env && set +a';
const BOX = (cmd) => `ssh etl-01 '${cmd}'`;
const DUCK = (sql) => `ssh etl-01 "cd /opt/velodados && ${ENV} && uv run python -m velodados.duck \\"${sql}\\""`;
const SHIP = (branch, msg) => `git add -A && git commit -qm "${msg}" && git push -q -u origin ${branch} && ${BOX(`cd /opt/velodados && git fetch -q && git checkout -q ${branch} && git pull -q && uv sync --frozen -q`)}`;
const PREFECT_UI = 'https://app.prefect.cloud/account/4b1d8e02-6c3a-4f55-9e0b-7a2d51c93f18/workspace/e07c9a3b-2d41-4c8e-a5f6-18b0d3e7c264';
const RUN = (name, uuid, ok = true, ago = 60) => d`
  Creating flow run for deployment 'daily-trips/prod'...
  Created flow run '${name}'.
  └── UUID: ${uuid}
  └── Parameters: {}
  └── Job Variables: {}
  └── Scheduled start time: {{hms:-${ago}}} WEST (now)
  └── URL: ${PREFECT_UI}/runs/flow-run/${uuid}
  Watching flow run '${name}'...
  ${ok ? "Flow run finished successfully in 'Completed'." : "Flow run finished in state 'Failed'."}
`;
const RAW_0520 = 's3://velodados-raw/trips/dt=2026-05-20';

// ---------------------------------------------------------------- s11
export const S11 = session({
  key: 's11', start: '2026-05-22T08:50:19.431Z', branch: 'fix/late-trips',
  title: 'Late re-upload of the 20th missed by the incremental filter: fct_trips back to a full rebuild; retries 6 x 30 min',
  turns: [
    T("two things from Carla. Wednesday the 20th shows 8,902 trips on the dashboard but the portal's own stats page says 9,377. and yesterday the 20th's file was late: the 06:30 run failed once its 3 retries were used up, the file only came up at 11:40 and I reran daily-trips by hand at 11:45",
      S(null,
        B(DUCK(`select _source_file, count(*) as trips, min(_ingested_at) as ingested from read_parquet('${RAW_0520}/*.parquet') group by all order by 1`),
          box(['_source_file', 'trips', 'ingested'], ['varchar', 'int64', 'timestamp with time zone'], [['viagens_2026-05-20.csv', 8902, '2026-05-21 10:45:12.301+00'], ['viagens_2026-05-20_r1.csv', 9377, '2026-05-22 05:31:08.774+00']], { num: [1] }), { ms: 4200 }),
        B(DUCK(`with late as (select r.* from read_parquet('${RAW_0520}/viagens_2026-05-20_r1.parquet') r anti join fct_trips f using (trip_id)) select count(*) as missing, min(started_at) as first_start, max(started_at) as last_start, count(distinct start_station_id) as stations, min(start_station_id) as station from late`),
          box(['missing', 'first_start', 'last_start', 'stations', 'station'], ['int64', 'timestamp with time zone', 'timestamp with time zone', 'int64', 'int32'], [[475, '2026-05-20 06:02:41+00', '2026-05-20 21:48:10+00', 1, 131]], { num: [0, 3, 4] }), { ms: 5100 }),
        R('transform/models/marts/fct_trips.sql')),
      F(d`
        Both files for the 20th are in the bucket: the original (8,902 trips, landed by your 11:45 rerun) and a corrected \`viagens_2026-05-20_r1.csv\` with **9,377**, landed by this morning's run. The 475 extra trips all start at station 131 and spread over the whole day; looks like its dock controller was offline and uploaded late.

        They never reached \`fct_trips\` because of the incremental filter I wrote on Wednesday:
        \`where started_at > (select max(started_at) from {{ this }})\`
        After your rerun the table already held trips up to 22:5x UTC on the 20th, so this morning only rows newer than that got in: the 21st's file, yes; the 475 late trips of the 20th, all earlier, no. The dedupe in staging sees them, the incremental filter throws them away. The incremental model as written only ever catches rows newer than the newest trip, and a late re-upload is exactly the opposite.
      `)),
    T("ugh. put fct_trips back to a full rebuild for now, correctness first. we'll make incremental work properly next week",
      S(null, W('transform/models/marts/fct_trips.sql', X.FCT_V3)),
      S(null, B(`${SHIP('fix/late-trips', 'dbt: fct_trips back to a full rebuild (late re-uploads were skipped)')} && uv run prefect deployment run 'daily-trips/prod' --watch >/dev/null && ${BOX('journalctl -u prefect-worker --since "-15 min" --no-pager | grep -E "main.fct_trips .*OK|Finished running"')}`, d`
        May 22 {{hms:-12}} etl-01 prefect[61842]: {{hms:-13}}  6 of 7 OK created sql table model main.fct_trips .............................. [OK in 641.77s]
        May 22 {{hms:-3}} etl-01 prefect[61842]: {{hms:-3}}  Finished running 2 view models, 2 table models, 3 data tests in 0 hours 11 minutes and 17.04 seconds (677.04s).
      `, { ms: 703000, timeout: 900000 })),
      S(null, B(DUCK("select service_date, count(*) as trips from fct_trips where service_date between date '2026-05-19' and date '2026-05-21' group by all order by 1"),
        box(['service_date', 'trips'], ['date', 'int64'], [['2026-05-19', 9441], ['2026-05-20', 9377], ['2026-05-21', 9268]], { num: [1] }), { ms: 3900 })),
      F("`fct_trips` is `materialized='table'` again, rebuilt from every file each run (11m17s this time), and the 20th shows **9,377**. The comment at the top of the model says why, so nobody flips it back without fixing the filter.")),
    T("and the retries: 3 tries 10 minutes apart is useless when a file is 5 hours late. make it 6 tries half an hour apart",
      S(null, R('src/velodados/flows.py')),
      S(null, E('src/velodados/flows.py', X.RETRY_OLD, X.RETRY_NEW)),
      S(null, B(SHIP('fix/late-trips', 'flows: retry the file list 6 times, 30 minutes apart'), '', { ms: 6100 })),
      F(d`
        \`fetch_file_list\` now has \`retries=6, retry_delay_seconds=1800\`: from 06:30 it keeps looking until about 09:30. A file later than that (like Thursday's 11:40) fails the run and pages #velodados-alerts, and the next morning's run still picks it up through the 3-day revision window, so nothing is lost, only a day late. No redeploy needed: the worker imports the flow code from \`/opt/velodados\`.
      `)),
    T('merge it, squash',
      S(null, B('gh pr create --fill --base main && gh pr merge --squash --delete-branch', d`
        https://github.com/velodados/velodados/pull/23
        ✓ Squashed and merged pull request velodados/velodados#23 (fix/late-trips)
        ✓ Deleted local branch fix/late-trips and switched to branch main
        ✓ Deleted remote branch fix/late-trips
      `, { ms: 5200 })),
      F('#23 squash-merged: full rebuild of `fct_trips` and the longer retry schedule are on main. Remember to `git checkout main` on etl-01 when you next deploy.')),
  ],
});

// ---------------------------------------------------------------- s12
export const FCT_TRIPS_YML = d`
  version: 2

  models:
    - name: fct_trips
      description: One row per trip, the newest copy from the portal; incremental with a lookback_days window
      columns:
        - name: trip_id
          data_tests:
            - unique
            - not_null
        - name: service_date
          data_tests:
            - not_null
`;
const STG_YML_OLD = d`
        - name: trip_id
          data_tests:
            - unique
            - not_null
`.replace(/^(?=.)/gm, '      ');
const STG_YML_NEW = d`
        - name: trip_id
          data_tests:
            - not_null
`.replace(/^(?=.)/gm, '      ');
const DBT_VARS_OLD = '      +materialized: table\n';
const DBT_VARS_NEW = '      +materialized: table\n\nvars:\n  # the portal re-uploads corrected days within 3 days; the incremental fct_trips re-reads that many days\n  lookback_days: 3\n';

export const S12 = session({
  key: 's12', start: '2026-05-26T09:20:40.007Z', branch: 'feat/incremental-lookback',
  title: 'Incremental fct_trips again, with a 3-day lookback on service_date and the dedupe after the filter; tests move to fct_trips',
  turns: [
    T("the full rebuild is 11+ minutes and the box crawls the whole time; Carla got Metabase timeouts around 06:45 again. let's do incremental properly this time: late re-uploads have to make it into fct_trips",
      S(null, R('transform/models/marts/fct_trips.sql'), R('transform/models/staging/stg_trips.sql')),
      F(d`
        The way to make late re-uploads land is to stop asking "what is newer than what I have" and ask "which days could have changed":
        1. **Lookback on \`service_date\`**: every incremental run re-selects the last \`lookback_days\` = 3 service days (the same window in which the portal re-uploads corrected days and \`fetch_file_list\` looks for them), and \`delete+insert\` on \`trip_id\` replaces those days' rows, so a re-upload's trips win.
        2. **Dedupe after the filter**: today \`stg_trips\` dedupes with \`row_number() over (partition by trip_id …)\`. A \`service_date\` filter can't be pushed down through a window partitioned by \`trip_id\`, so DuckDB would still open every Parquet file in the bucket just to throw most rows away. Moving the \`qualify\` into \`fct_trips\`, after the lookback filter, lets the filter reach the \`dt=\` partitions and only a few days' files get read.

        Staging goes back to plain renames.
      `)),
    T('do it',
      S(null, R('transform/dbt_project.yml')),
      S(null,
        W('transform/models/marts/fct_trips.sql', X.FCT_V4),
        E('transform/models/staging/stg_trips.sql', X.QUALIFY_BLOCK, 'select * from renamed\n'),
        E('transform/dbt_project.yml', DBT_VARS_OLD, DBT_VARS_NEW)),
      F(d`
        - \`fct_trips\`: \`materialized='incremental'\`, \`unique_key='trip_id'\`, \`delete+insert\`; on incremental runs \`where service_date >= (select max(service_date) from {{ this }}) - interval {{ var('lookback_days') }} day\`, then \`qualify row_number() over (partition by trip_id order by _ingested_at desc) = 1\`.
        - \`stg_trips\`: renames only again.
        - \`dbt_project.yml\`: \`vars: lookback_days: 3\`.
      `)),
    T('run it',
      S(null, B(`${SHIP('feat/incremental-lookback', 'dbt: incremental fct_trips with a 3-day lookback')} && uv run prefect deployment run 'daily-trips/prod' --watch`, RUN('keen-plover', '3e8a5b21-9c4d-4f60-b7e2-1a0d6c9f5e83', false, 95), { code: 1, ms: 98200 })),
      S(null, B(BOX('journalctl -u prefect-worker --since "-5 min" --no-pager | grep -E "FAIL|Got [0-9]+ results"'), d`
        May 26 {{hms:-31}} etl-01 prefect[61842]: {{hms:-31}}  3 of 7 FAIL 83214 unique_stg_trips_trip_id .................................... [FAIL 83214 in 9.84s]
        May 26 {{hms:-30}} etl-01 prefect[61842]: {{hms:-30}}  Failure in test unique_stg_trips_trip_id (models/staging/stg_trips.yml)
        May 26 {{hms:-30}} etl-01 prefect[61842]: {{hms:-30}}    Got 83214 results, configured to fail if != 0
      `)),
      F("My miss: `stg_trips` isn't deduplicated any more, but `stg_trips.yml` still has `unique` on `trip_id`, and every trip of a re-uploaded day is there twice: 83,214 repeated ids. The uniqueness guarantee now belongs on `fct_trips`.")),
    T('right, move the tests then',
      S(null, R('transform/models/staging/stg_trips.yml')),
      S(null,
        E('transform/models/staging/stg_trips.yml', STG_YML_OLD, STG_YML_NEW),
        W('transform/models/marts/fct_trips.yml', FCT_TRIPS_YML)),
      S(null, B(`${SHIP('feat/incremental-lookback', 'dbt: uniqueness is tested on fct_trips')} && uv run prefect deployment run 'daily-trips/prod' --watch >/dev/null && ${BOX('journalctl -u prefect-worker --since "-3 min" --no-pager | grep -E "main.fct_trips .*OK|Finished running"')}`, d`
        May 26 {{hms:-8}} etl-01 prefect[61842]: {{hms:-9}}  4 of 8 OK created sql incremental model main.fct_trips ........................ [OK in 24.80s]
        May 26 {{hms:-2}} etl-01 prefect[61842]: {{hms:-2}}  Finished running 2 view models, 1 incremental model, 1 table model, 4 data tests in 0 hours 0 minutes and 52.07 seconds (52.07s).
      `, { ms: 104000 })),
      F("Green: `stg_trips.yml` keeps only `not_null` on `trip_id`, and the new `fct_trips.yml` has `unique` + `not_null` on `trip_id` and `not_null` on `service_date`. The dbt build is **52 s** again, `fct_trips` 25 s.")),
    T("prove it with the 20th, and show me it really only reads the last few days' files",
      S(null, B(DUCK("select service_date, count(*) as trips from fct_trips where service_date between date '2026-05-20' and date '2026-05-25' group by all order by 1"),
        box(['service_date', 'trips'], ['date', 'int64'], [['2026-05-20', 9377], ['2026-05-21', 9268], ['2026-05-22', 9530], ['2026-05-23', 8122], ['2026-05-24', 7603], ['2026-05-25', 9489]], { num: [1] }), { ms: 3800 })),
      S(null, B(`${DUCK("explain analyze select count(*) from stg_trips where service_date >= date '2026-05-22'")} | grep -E "Total Time|Total Files Read" && ${DUCK("explain analyze select count(*) from (select * from stg_trips qualify row_number() over (partition by trip_id order by _ingested_at desc) = 1) where service_date >= date '2026-05-22'")} | grep -E "Total Time|Total Files Read"`, d`
        ││              Total Time: 0.412s              ││
        │   Total Files Read: 5     │
        ││              Total Time: 38.91s              ││
        │   Total Files Read: 247   │
      `, { ms: 47300 })),
      F(d`
        - The 20th keeps its 9,377 trips (the full rebuild put them there, and the lookback now keeps any later correction coming).
        - Filter straight on the staging view: DuckDB prunes the \`dt=\` partitions and opens **5 files** (four days plus one \`_r1\`), 0.4 s. The same filter on top of the old window: **247 files**, 39 s. That is why the \`qualify\` moved below the filter.
      `)),
    T('squash-merge',
      S(null, B('gh pr create --fill --base main && gh pr merge --squash --delete-branch', d`
        https://github.com/velodados/velodados/pull/26
        ✓ Squashed and merged pull request velodados/velodados#26 (feat/incremental-lookback)
        ✓ Deleted local branch feat/incremental-lookback and switched to branch main
        ✓ Deleted remote branch feat/incremental-lookback
      `, { ms: 5000 })),
      F('#26 is squash-merged: `fct_trips` is incremental with the 3-day lookback on `service_date`, on main.')),
  ],
});

// ---------------------------------------------------------------- s13
export const FIXTURE_0526 = d`
  trip_id,started_at,ended_at,start_station_id,end_station_id,bike_id,vehicle_type,distance_m,duration_sec,user_type
  T2605260007,2026-05-26 06:41:03,2026-05-26 06:58:20,104,117,B3318,mechanical,2870,1037,member
  T2605260015,2026-05-26 06:52:44,2026-05-26 07:10:02,131,104,B2290,ebike,4310,1038,member
  T2605260031,2026-05-26 07:03:18,2026-05-26 07:03:29,117,117,B0871,mechanical,0,11,casual
`;
export const TEST_CLEAN_V4 = TEST_CLEAN_V3
  .replace('import polars as pl\n\nfrom velodados.clean import clean_trips\n', 'import polars as pl\nimport pytest\n\nfrom velodados.clean import UnexpectedColumns, clean_trips\n') + d`


  def test_renamed_vehicle_type_maps_back_to_bike_type():
      df = clean_trips(load("viagens_2026-05-26_sample.csv"))
      assert df["bike_type"].to_list() == ["classic", "electric"]  # the 11 s trip is dropped
      assert df["distance_m"].to_list() == [2870, 4310]


  def test_files_before_the_rename_get_a_null_distance():
      df = clean_trips(load("viagens_2026-05-03_sample.csv"))
      assert df["distance_m"].null_count() == df.height


  def test_an_unknown_column_fails_instead_of_guessing():
      raw = load("viagens_2026-05-26_sample.csv").replace(b"user_type", b"rider_type", 1)
      with pytest.raises(UnexpectedColumns):
          clean_trips(raw)
`;
const BINDER = 'Binder Error: Referenced column "distance_m" not found in FROM clause!';

export const S13 = session({
  key: 's13', start: '2026-05-27T08:05:33.219Z', branch: 'fix/schema-drift',
  title: 'Schema drift: the portal renamed bike_type to vehicle_type and added distance_m; alias map, loud failure on unknown columns, union_by_name',
  turns: [
    T("slack alert this morning: daily-trips failed at 06:31. something about bike_type",
      S(null,
        B('uv run prefect flow-run ls --flow-name daily-trips --limit 3', d`
                                                Flow Runs
          ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
          ┃                                   ID ┃ Flow        ┃ Name            ┃ State     ┃ When                       ┃
          ┡━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━┩
          │ 0c61f8a2-4d7e-4b19-a3c5-8e2f0b6d9174 │ daily-trips │ brisk-gannet    │ FAILED    │ 2026-05-27 06:30:00 WEST   │
          │ 8f2d6a13-b0c4-4e57-9d81-3a6c5e7f0b29 │ daily-trips │ fuzzy-sanderling│ COMPLETED │ 2026-05-26 10:42:02 WEST   │
          │ 5c0e9b74-1f3a-4d26-8b59-e7a4c2d1f063 │ daily-trips │ amber-sandpiper │ COMPLETED │ 2026-05-26 06:30:00 WEST   │
          └──────────────────────────────────────┴─────────────┴─────────────────┴───────────┴────────────────────────────┘
        `, { ms: 2300 }),
        B('uv run prefect flow-run logs 0c61f8a2-4d7e-4b19-a3c5-8e2f0b6d9174 | grep -E "ERROR" | head -n 2', d`
          06:31:12.448 | ERROR   | Task run 'ingest-3a1' - Task run failed with exception: ColumnNotFoundError('unable to find column "bike_type"; valid columns: ["trip_id", "started_at", "ended_at", "start_station_id", "end_station_id", "bike_id", "vehicle_type", "distance_m", "duration_sec", "user_type"]') - Retries are exhausted
          06:31:12.611 | ERROR   | Flow run 'brisk-gannet' - Finished in state Failed('Flow run encountered an exception: ColumnNotFoundError: unable to find column "bike_type"; valid columns: ["trip_id", "started_at", "ended_at", "start_station_id", "end_station_id", "bike_id", "vehicle_type", "distance_m", "duration_sec", "user_type"]')
        `, { ms: 2600 })),
      F("The file list came through fine; \`ingest\` failed on \`viagens_2026-05-26.csv\`: polars can't find \`bike_type\`. The file has \`vehicle_type\` and a new \`distance_m\` column instead. The portal changed its layout.")),
    T("did they really change the file? compare the header of the 26th with the 25th",
      S(null, B(`for d in 2026-05-25 2026-05-26; do curl -s ${PORTAL}/files/viagens_$d.csv | head -n 3; echo; done`, d`
        trip_id,started_at,ended_at,start_station_id,end_station_id,bike_id,bike_type,duration_sec,user_type
        T2605250001,2026-05-25 00:02:17,2026-05-25 00:19:40,142,108,B2290,electric,1043,member
        T2605250002,2026-05-25 00:04:51,2026-05-25 00:13:02,104,117,B1207,classic,491,casual

        trip_id,started_at,ended_at,start_station_id,end_station_id,bike_id,vehicle_type,distance_m,duration_sec,user_type
        T2605260001,2026-05-26 00:01:09,2026-05-26 00:14:55,117,131,B1502,ebike,3120,826,member
        T2605260002,2026-05-26 00:03:30,2026-05-26 00:21:12,108,142,B4410,mechanical,2675,1062,casual
      `, { ms: 2900 })),
      F(d`
        Yes, from the 26th on, with no announcement:
        - \`bike_type\` is now \`vehicle_type\`, and the values changed too: \`classic\` → \`mechanical\`, \`electric\` → \`ebike\`;
        - a new \`distance_m\` column (metres, apparently from the e-bike GPS; 0 for a false undock).

        Everything else is the same, in the same order.
      `)),
    T("map it back: vehicle_type → bike_type with our old values, and keep distance_m (null for older days). anything else we don't know should fail loudly with a clear message, no guessing",
      S(null, R('src/velodados/clean.py')),
      S(null, W('src/velodados/clean.py', X.CLEAN_V5)),
      F(d`
        \`clean.py\` now conforms every file before cleaning (\`_conform\`):
        - \`COLUMN_ALIASES = {"vehicle_type": "bike_type"}\` renames known new names back to ours, and \`VALUE_ALIASES\` maps \`mechanical\`/\`ebike\` back to \`classic\`/\`electric\`, so nothing downstream changes;
        - \`OPTIONAL_COLUMNS = {"distance_m": pl.Int32}\`: kept when present, added as null for files before 26 May;
        - any other unknown or missing column raises \`UnexpectedColumns\` with both lists in the message, so the next layout change fails the run with a readable error instead of a \`ColumnNotFoundError\` deep in polars.
      `)),
    T('tests for that',
      S(null,
        R('tests/test_clean.py'),
        W('tests/fixtures/viagens_2026-05-26_sample.csv', FIXTURE_0526)),
      S(null,
        W('tests/test_clean.py', TEST_CLEAN_V4),
        B('uv run pytest -q', pytest({ files: [['tests/test_clean.py', '........'], ['tests/test_freshness.py', '.']], summary: '9 passed', secs: 0.81 }))),
      F('9 passed: three new tests use three rows cut from the 26 May file (renamed column and values, `distance_m` null for older files, an unknown column raising `UnexpectedColumns`).')),
    T("<private>fyi Carla's on sick leave until 8 June; her deputy Rui Sousa signs off dashboard changes until then</private> ok, carry distance_m through staging and rerun this morning's flow",
      S(null, R('transform/models/staging/stg_trips.sql')),
      S(null, E('transform/models/staging/stg_trips.sql', '        , bike_type\n        , duration_sec\n', '        , bike_type\n        , distance_m\n        , duration_sec\n')),
      S(null, B(`${SHIP('fix/schema-drift', 'clean: map the portal column rename back; distance_m')} && uv run prefect deployment run 'daily-trips/prod' --watch; ${BOX('journalctl -u prefect-worker --since "-3 min" --no-pager | grep -A1 "Runtime Error"')}`, RUN('quiet-tern', 'a2c94e17-5b3d-4f08-9e6a-0d7b1c8f3e52', false, 70) + '\n' + d`
        May 27 {{hms:-22}} etl-01 prefect[61842]: {{hms:-22}}    Runtime Error in model stg_trips (models/staging/stg_trips.sql)
        May 27 {{hms:-22}} etl-01 prefect[61842]:   ${BINDER}
      `, { ms: 74800 })),
      F(d`
        The 26th ingested fine this time, but dbt stopped in \`stg_trips\`: \`${BINDER}\`

        \`read_parquet\` over a glob takes its schema from the **first** file it opens, \`dt=2025-10-01\`, which has no \`distance_m\`. Files with extra columns are read with the first file's columns only. \`union_by_name = true\` makes DuckDB unify the columns of all files by name and fill the missing ones with nulls.
      `)),
    T('do that',
      S(null, R('transform/models/sources.yml')),
      S(null, E('transform/models/sources.yml', 'hive_partitioning = true)', 'hive_partitioning = true, union_by_name = true)')),
      S(null, B(`${SHIP('fix/schema-drift', 'dbt: read raw trips with union_by_name')} && uv run prefect deployment run 'daily-trips/prod' --watch`, RUN('calm-avocet', '6d1f0a38-2e9b-4c74-a5d3-b8e7f2c06d91', true, 66), { ms: 69500 })),
      S(null, B(DUCK("select bike_type, count(*) as trips, count(distance_m) as with_distance from stg_trips where service_date = date '2026-05-26' group by all order by 1"),
        box(['bike_type', 'trips', 'with_distance'], ['varchar', 'int64', 'int64'], [['classic', 5102, 5102], ['electric', 4296, 4296]], { num: [1, 2] }), { ms: 4100 })),
      F("Completed (`calm-avocet`). The 26th has 9,398 trips, 5,102 classic and 4,296 electric after the value mapping, all with a distance; older days read `distance_m` as null. `fct_trips` doesn't select `distance_m` yet; it's a one-line change whenever the mobility office wants a distance card.")),
    T("PR + squash-merge. obrigada!",
      S(null, B('gh pr create --fill --base main && gh pr merge --squash --delete-branch', d`
        https://github.com/velodados/velodados/pull/28
        ✓ Squashed and merged pull request velodados/velodados#28 (fix/schema-drift)
        ✓ Deleted local branch fix/schema-drift and switched to branch main
        ✓ Deleted remote branch fix/schema-drift
      `, { ms: 4800 })),
      F('#28 is merged. De nada!')),
  ],
});

// ---------------------------------------------------------------- s14
const RUNS = Array.from({ length: 12 }, (_, i) => {
  const h = i + 1; const failed = h === 11;
  const ids = ['15302214587', '15301190342', '15300177204', '15299163851', '15298140766', '15297125093', '15296113478', '15295098210', '15294072645', '15293061197', '15292050833', '15291034418'];
  return `${failed ? 'X' : '✓'}       ci     ci        main    schedule  ${ids[i]}  5m${String(36 + ((i * 7) % 17)).padStart(2, '0')}s    about ${h} hour${h > 1 ? 's' : ''} ago`;
});
export const S14 = session({
  key: 's14', start: '2026-05-29T10:30:52.846Z', branch: 'fix/nightly-ci',
  title: 'GitHub Actions minutes nearly used up: the "nightly" cron ran hourly; the flaky freshness test fails only at 23:30 UTC',
  turns: [
    T("two annoying things. 1) Tomás got a GitHub billing email: the org has used 2,731 of its 3,000 included Actions minutes, and it's only the 29th. 2) the nightly keeps failing at random, something in test_freshness, and a rerun always passes. related?",
      S(null, B('gh run list --workflow ci.yml --event schedule --limit 12', 'STATUS  TITLE  WORKFLOW  BRANCH  EVENT     ID           ELAPSED  AGE\n' + RUNS.join('\n'), { ms: 1900 })),
      S(null, R('.github/workflows/ci.yml')),
      F(d`
        Related, and both are mine. The schedule says \`cron: "30 * * * *"\` with a comment saying 02:30 UTC: that expression means **minute 30 of every hour**, so the "nightly" has run 24 times a day since the 20th. Each run is two matrix jobs (3.12 and 3.13) of ~6 billed minutes, about 290 minutes a day, which together with the PR runs is where the 2,731 minutes went.

        And the red run in that list is the one from about 11 hours ago, i.e. the **23:30 UTC** run. If it's always that slot, the flaky test depends on the time of day.
      `)),
    T('fix the schedule first. 02:30 UTC, as intended',
      S(null, E('.github/workflows/ci.yml', '    - cron: "30 * * * *"  # nightly, 02:30 UTC\n', '    - cron: "30 2 * * *"  # nightly, 02:30 UTC\n')),
      S(null, B('uv run python -c "import datetime as dt; from croniter import croniter; it = croniter(\'30 2 * * *\', dt.datetime(2026, 5, 29, 10, 35)); print(*[it.get_next(dt.datetime) for _ in range(3)], sep=\'\\n\')"', '2026-05-30 02:30:00\n2026-05-31 02:30:00\n2026-06-01 02:30:00')),
      F("`cron: \"30 2 * * *\"`: once a day at 02:30 UTC, checked with croniter. That's ~12 minutes a day instead of ~290; the org stays well inside its 3,000 minutes from now on.")),
    T('and the flaky one?',
      S(null, B("gh run view 15292050833 --log-failed | grep -E \"FAILED|AssertionError\" | head -n 3", d`
        test (3.12)	Run uv run pytest	2026-05-28T23:36:14.8832150Z E       AssertionError: assert datetime.date(2026, 5, 28) == datetime.date(2026, 5, 27)
        test (3.12)	Run uv run pytest	2026-05-28T23:36:14.8843915Z FAILED tests/test_freshness.py::test_expected_partition_is_yesterday - AssertionError: assert datetime.date(2026, 5, 28) == datetime.date(2026, 5, 27)
        test (3.13)	Run uv run pytest	2026-05-28T23:36:21.1276640Z FAILED tests/test_freshness.py::test_expected_partition_is_yesterday - AssertionError: assert datetime.date(2026, 5, 28) == datetime.date(2026, 5, 27)
      `, { ms: 3300 })),
      S(null, R('src/velodados/freshness.py'), R('tests/test_freshness.py')),
      F(d`
        Time zones again. At 23:36 UTC on the 28th it was already 00:36 on the **29th** in Porto:
        - \`expected_partition()\` uses \`dt.date.today()\`, which follows the process time zone, and CI sets \`TZ: Europe/Lisbon\`: today = 29th, so it returns the 28th;
        - the test computes "yesterday" from \`datetime.now(dt.UTC)\`: today = 28th, yesterday the 27th.

        They disagree only between 23:00 and 00:00 UTC (midnight to 01:00 in Porto in summer), which only the accidental hourly schedule ever hit. With the schedule fixed at 02:30 the test would go quiet, but the bug would stay: on etl-01 a retry running after midnight would compute a different "yesterday" than the run it retries. The day we mean is Porto's yesterday, since the portal's service days are Porto days.
      `)),
    T("fix it for real: yesterday means Porto's yesterday",
      S(null, B('uv add --dev time-machine', '', { err: uv({ resolved: 119, prepared: 1, secsResolve: 0.58, secsPrepare: 0.4, added: ['time-machine==2.16.0'] }), ms: 2600,
        fx: [{ edit: ['pyproject.toml', '    "ruff>=0.11.8",\n]', '    "ruff>=0.11.8",\n    "time-machine>=2.16.0",\n]'] }] })),
      S(null,
        W('src/velodados/freshness.py', X.FRESHNESS_V2),
        W('tests/test_freshness.py', X.TEST_FRESHNESS_V2)),
      S(null, B('uv run pytest -q', pytest({ plugins: 'anyio-4.9.0, time-machine-2.16.0', files: [['tests/test_clean.py', '........'], ['tests/test_freshness.py', '..']], summary: '10 passed', secs: 0.86 }))),
      F(d`
        - \`expected_partition()\` now takes the date in Porto explicitly: \`dt.datetime.now(LISBON).date() - 1 day\`, whatever the process time zone is.
        - \`test_freshness.py\` pins the clock with time-machine: at 23:30 UTC on the 28th (00:30 on the 29th in Porto) the answer is the 28th; at midday UTC it's the 27th. Those two would have caught this on day one.
        10 passed.
      `)),
    T('PR it, Tomás reviews',
      S(null, B('git add -A && git commit -qm "CI: nightly really nightly; freshness uses the Porto calendar" && git push -q -u origin fix/nightly-ci && gh pr create --fill --base main --reviewer tomas-ribeiro', 'https://github.com/velodados/velodados/pull/31', { ms: 4400 })),
      F('PR #31 is open for Tomás: the schedule fix and the Porto-calendar freshness with its two clock-pinned tests.')),
  ],
});

// ---------------------------------------------------------------- s15
export const S15 = session({
  key: 's15', start: '2026-06-01T08:20:11.590Z', branch: 'fix/nightly-ci',
  title: "PR #31 review: no clock in expected_partition, the flow passes its scheduled date; time-machine dropped; merges are rebase from now on",
  turns: [
    T("bom dia! review from Tomás on #31: \"time-machine works, but the real problem is expected_partition() reading a clock at all. a retry at 09:30 or a late run on Monday should still be about the day it was scheduled for. pass the run's logical date in from the flow (prefect gives you the scheduled start time), make expected_partition a pure function of it, and drop time-machine.\"",
      S(null, R('src/velodados/freshness.py'), R('src/velodados/flows.py'), R('tests/test_freshness.py')),
      F(d`
        Agreed, and it's a better fix than mine: with the clock inside \`expected_partition()\`, a Late run that starts after midnight, or a retry, still asks "what time is it now" instead of "which day is this run for". Plan:
        - \`freshness.expected_partition(run_date)\`: no clock, just \`run_date - 1 day\`;
        - \`flows.scheduled_run_date()\`: the flow run's \`scheduled_start_time\` as a Porto date, used when no \`run_date\` parameter is given; \`fetch_file_list\` passes \`run_date\` on;
        - plain tests without time-machine, and the dev dependency goes.
      `)),
    T('go ahead',
      S(null,
        W('src/velodados/freshness.py', X.FRESHNESS_V3),
        W('src/velodados/flows.py', X.FLOWS_V5),
        W('tests/test_freshness.py', X.TEST_FRESHNESS_V3),
        B('uv remove --dev time-machine', '', { err: uv({ resolved: 118, secsResolve: 0.51, removed: ['time-machine==2.16.0'] }), ms: 1900,
          fx: [{ edit: ['pyproject.toml', '    "time-machine>=2.16.0",\n', ''] }] })),
      F(d`
        - \`expected_partition(run_date)\` is pure now.
        - \`flows.py\`: \`scheduled_run_date()\` returns \`flow_run.scheduled_start_time\` in Europe/Lisbon as a date; \`daily_trips\` uses it when \`run_date\` isn't passed, and \`fetch_file_list\` calls \`expected_partition(run_date)\`.
        - \`tests/test_freshness.py\`: two plain tests (the day before, across a month end); time-machine is removed from the dev group.
      `)),
    T('tests',
      S(null, B('uv run pytest -q', pytest({ files: [['tests/test_clean.py', '........'], ['tests/test_freshness.py', '..']], summary: '10 passed', secs: 0.79 }))),
      F('10 passed, no clock involved anywhere in the tests.')),
    T("good. and forget what I said about squash merges. Tomás lost an hour bisecting the May 20 incremental regression inside one squashed commit. from now on we rebase-merge, with small commits that each make sense on their own",
      S(null, B('git add -A && git commit -qm "freshness: take the run date instead of reading the clock" && git push -q && gh pr merge 31 --rebase --delete-branch', d`
        ✓ Rebased and merged pull request velodados/velodados#31 (CI: nightly really nightly; freshness uses the Porto calendar)
        ✓ Deleted local branch fix/nightly-ci and switched to branch main
        ✓ Deleted remote branch fix/nightly-ci
      `, { ms: 5600 })),
      S(null, B('gh repo edit velodados/velodados --enable-squash-merge=false --enable-merge-commit=false --enable-rebase-merge', '✓ Edited repository velodados/velodados', { ms: 1800 })),
      F(d`
        #31 is rebase-merged, so its two commits (the Porto-calendar fix and Tomás's run-date change) sit on main individually.

        New rule noted: rebase-merge, no more squash. I also turned squash and merge commits off in the repository settings, so the merge button only offers "Rebase and merge". The flip side is that each commit has to stand on its own: no "wip" or "fix typo" commits left in a branch before merging.
      `)),
  ],
});
