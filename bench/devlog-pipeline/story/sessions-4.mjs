// Weeks 5-6: a slow Metabase card, the rest of the polars move, the GBFS poller, the worker that wasn't
// enabled, the runbook.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import { pytest, dbt, box, psql, uv } from './helpers.mjs';
import * as X from './files.mjs';
import { TEST_CLEAN_V4 } from './sessions-3.mjs';

const ENV = 'set -a && . /etc/velodados/env && set +a';
const BOX = (cmd) => `ssh etl-01 '${cmd}'`;
const SHIP = (branch, msg) => `git add -A && git commit -qm "${msg}" && git push -q -u origin ${branch} && ${BOX(`cd /opt/velodados && git fetch -q && git checkout -q ${branch} && git pull -q && uv sync --frozen -q`)}`;
const PREFECT_UI = 'https://app.prefect.cloud/account/4b1d8e02-6c3a-4f55-9e0b-7a2d51c93f18/workspace/e07c9a3b-2d41-4c8e-a5f6-18b0d3e7c264';
const RUN = (name, uuid, ago = 60) => d`
  Creating flow run for deployment 'daily-trips/prod'...
  Created flow run '${name}'.
  └── UUID: ${uuid}
  └── Parameters: {}
  └── Job Variables: {}
  └── Scheduled start time: {{hms:-${ago}}} WEST (now)
  └── URL: ${PREFECT_UI}/runs/flow-run/${uuid}
  Watching flow run '${name}'...
  Flow run finished successfully in 'Completed'.
`;
// "path:line:text" lines of a file's content that match re (for Grep in content mode)
const grepLines = (path, content, re) => content.split('\n').map((l, i) => [l, i + 1]).filter(([l]) => re.test(l)).map(([l, n]) => `${path}:${n}:${l}`);

// ---------------------------------------------------------------- s16
const CARD_SQL = d`
  select start_station_id as station
      , date_trunc('hour', started_at at time zone 'Europe/Lisbon') as hour
      , count(*) as trips
  from analytics.fct_trips
  where started_at >= {{from}}
  group by 1, 2
  order by 1, 2
`;
export const MART_STATION_HOURLY = d`
  -- trips started per station and hour, for the "trips by station and hour" Metabase card.
  -- Hours stay in UTC like everything else in the warehouse; Metabase shows them in Europe/Lisbon.
  with trips as (
      select
          start_station_id
          , started_hour
      from {{ ref('fct_trips') }}
  )

  , hourly as (
      select
          start_station_id as station_id
          , started_hour
          , count(*) as trips
      from trips
      group by all
  )

  select * from hourly
`;
const CARD_JSON = d`
  {
    "name": "Trips by station and hour",
    "dataset_query": {
      "type": "native",
      "database": 2,
      "native": {
        "query": "select station_id as station, started_hour as hour, trips from analytics.mart_station_hourly where started_hour >= {{from}} order by 1, 2",
        "template-tags": {
          "from": { "id": "4c1f0e2a-7b3d-4e59-a816-2d90c5f7b314", "name": "from", "display-name": "From", "type": "date", "required": true, "default": "2026-03-01" }
        }
      }
    }
  }
`;
const PLAN_SLOW = d`
                                                                          QUERY PLAN
  --------------------------------------------------------------------------------------------------------------------------------------------------------------
   Finalize GroupAggregate  (cost=389214.51..412988.27 rows=85224 width=20) (actual time=13502.118..14187.902 rows=61204 loops=1)
     Group Key: start_station_id, (date_trunc('hour'::text, (started_at AT TIME ZONE 'Europe/Lisbon'::text)))
     ->  Gather Merge  (cost=389214.51..410857.67 rows=170448 width=20) (actual time=13502.090..14098.331 rows=103877 loops=1)
           Workers Planned: 2
           Workers Launched: 1
           ->  Sort  (cost=388214.49..388427.55 rows=85224 width=20) (actual time=13410.774..13468.201 rows=51939 loops=2)
                 Sort Key: start_station_id, (date_trunc('hour'::text, (started_at AT TIME ZONE 'Europe/Lisbon'::text)))
                 Sort Method: external merge  Disk: 31240kB
                 ->  Partial HashAggregate  (cost=371802.22..380211.43 rows=85224 width=20) (actual time=11893.412..13287.059 rows=51939 loops=2)
                       Group Key: start_station_id, date_trunc('hour'::text, (started_at AT TIME ZONE 'Europe/Lisbon'::text))
                       Batches: 5  Memory Usage: 4145kB  Disk Usage: 58712kB
                       ->  Parallel Seq Scan on fct_trips  (cost=0.00..61244.13 rows=823651 width=12) (actual time=0.412..2210.554 rows=501942 loops=2)
                             Filter: (started_at >= '2026-03-01 00:00:00+00'::timestamp with time zone)
                             Rows Removed by Filter: 491311
   Planning Time: 0.611 ms
   Execution Time: 14213.482 ms
  (16 rows)
`;
const PLAN_FAST = d`
                                                                QUERY PLAN
  ----------------------------------------------------------------------------------------------------------------------------------------
   Sort  (cost=5872.31..6025.32 rows=61204 width=20) (actual time=71.902..79.114 rows=61204 loops=1)
     Sort Key: station_id, started_hour
     Sort Method: quicksort  Memory: 4301kB
     ->  Seq Scan on mart_station_hourly  (cost=0.00..1012.05 rows=61204 width=20) (actual time=0.018..18.640 rows=61204 loops=1)
           Filter: (started_hour >= '2026-03-01 00:00:00+00'::timestamp with time zone)
           Rows Removed by Filter: 40127
   Planning Time: 0.203 ms
   Execution Time: 86.114 ms
  (8 rows)
`;
export const S16 = session({
  key: 's16', start: '2026-06-02T09:40:26.381Z', branch: 'perf/station-hourly',
  title: 'The "trips by station and hour" card takes 14 s: pre-aggregated mart_station_hourly in dbt, indexed in Postgres; 86 ms',
  turns: [
    T("the mobility office says the 'trips by station and hour' dashboard takes forever, about 14 seconds per card. it's a native query on analytics.fct_trips (card 42)",
      S(null, B(`curl -s http://etl-01:3000/api/card/42 -H "X-Metabase-Session: $MB_SESSION" | jq -r '.dataset_query.native.query'`, CARD_SQL, { ms: 900 })),
      S(null, B(`ssh etl-01 psql -d velodados <<'SQL'\nexplain analyze select start_station_id as station, date_trunc('hour', started_at at time zone 'Europe/Lisbon') as hour, count(*) as trips from analytics.fct_trips where started_at >= '2026-03-01' group by 1, 2 order by 1, 2;\nSQL`, PLAN_SLOW, { ms: 15900 })),
      F(d`
        **14.2 s** (\`Execution Time: 14213.482 ms\`), and the plan shows why:
        - a \`Parallel Seq Scan on fct_trips\`: every load reads about a million trips since March and groups them;
        - the sort and the hash aggregate spill to disk (\`external merge  Disk: 31240kB\`) because Postgres' default \`work_mem\` is 4 MB;
        - there's no index to help, and there can't easily be one: \`publish\` drops and recreates \`analytics.fct_trips\` every morning.

        The card only ever needs counts per station and hour, so I'd compute exactly that in dbt (\`mart_station_hourly\`, tens of thousands of rows instead of millions), publish it next to the other marts, index it, and point the card at it.
      `)),
    T('yes, pre-aggregate it in dbt',
      S(null,
        W('transform/models/marts/mart_station_hourly.sql', MART_STATION_HOURLY),
        R('src/velodados/publish.py')),
      S(null,
        E('src/velodados/publish.py', 'MARTS = ("fct_trips", "mart_daily_trips")\n', 'MARTS = ("fct_trips", "mart_daily_trips", "mart_station_hourly")\n# Postgres indexes per mart, created again after every publish (the tables are dropped and rebuilt)\nINDEXES = {"mart_station_hourly": "(station_id, started_hour)"}\n'),
        E('src/velodados/publish.py', '            con.execute(f"create table pg.{schema}.{mart} as select * from main.{mart}")\n', '            con.execute(f"create table pg.{schema}.{mart} as select * from main.{mart}")\n            if mart in INDEXES:\n                con.execute(f"call postgres_execute(\'pg\', \'create index on {schema}.{mart} {INDEXES[mart]}\')")\n')),
      F(d`
        - \`marts/mart_station_hourly.sql\`: trips per \`station_id\` and \`started_hour\` from \`fct_trips\`. Hours stay UTC (the house rule); Metabase converts them to Porto time.
        - \`publish.py\`: \`mart_station_hourly\` is published with the others, and \`INDEXES\` recreates \`(station_id, started_hour)\` on it after each publish, through \`postgres_execute\` on the attached database, inside the same transaction.
      `)),
    T("run it on prod and check the card's query against it",
      S(null, B(`${SHIP('perf/station-hourly', 'dbt: mart_station_hourly for the station/hour card')} && uv run prefect deployment run 'daily-trips/prod' --watch`, RUN('gentle-lapwing', '9e4b2d71-0c6a-4f38-b5e1-7d2a8c3f6b90', 61), { ms: 64800 })),
      S(null, B(`ssh etl-01 psql -d velodados <<'SQL'\nexplain analyze select station_id as station, started_hour as hour, trips from analytics.mart_station_hourly where started_hour >= '2026-03-01' order by 1, 2;\nSQL`, PLAN_FAST, { ms: 1300 })),
      F("The same question against `analytics.mart_station_hourly`: **86 ms** instead of 14.2 s. 61,204 rows since March instead of a million trips, sorted in memory. The index earns its keep when the card is filtered to one station.")),
    T("point card 42 at the mart. then merge it, rebase per the new rule",
      S(null, W('metabase/card-42.json', CARD_JSON)),
      S(null, B(`curl -s -X PUT http://etl-01:3000/api/card/42 -H "X-Metabase-Session: $MB_SESSION" -H "Content-Type: application/json" -d @metabase/card-42.json | jq '{id, name, updated_at}'`, d`
        {
          "id": 42,
          "name": "Trips by station and hour",
          "updated_at": "2026-06-02T09:52:40.118942Z"
        }
      `, { ms: 1100 })),
      S(null, B('git add -A && git commit -qm "metabase: card 42 reads mart_station_hourly" && git push -q && gh pr create --fill --base main && gh pr merge --rebase --delete-branch', d`
        https://github.com/velodados/velodados/pull/33
        ✓ Rebased and merged pull request velodados/velodados#33 (dbt: mart_station_hourly for the station/hour card)
        ✓ Deleted local branch perf/station-hourly and switched to branch main
        ✓ Deleted remote branch perf/station-hourly
      `, { ms: 5900 })),
      F("Card 42 now queries `analytics.mart_station_hourly`; its definition is versioned in `metabase/card-42.json`. #33 is rebase-merged, two commits on main.")),
  ],
});

// ---------------------------------------------------------------- s17
const GREP_PANDAS = [
  ...grepLines('src/velodados/clean.py', X.CLEAN_V5, /to_pandas|import pandas/),
  ...grepLines('src/velodados/stations.py', X.STATIONS_V2, /import pandas|from_pandas|pd\./),
].join('\n');
export const S17 = session({
  key: 's17', start: '2026-06-03T09:10:02.754Z', branch: 'refactor/polars-everywhere',
  title: 'The last pandas code (stations, pandera checks) to polars; pandas out of the dependencies; 2-minute download timeout',
  turns: [
    T("let's finish the polars move: stations.py is still pandas and the pandera check goes through to_pandas(). after this pandas should be out of our dependencies",
      S(null, G('import pandas|to_pandas|from_pandas|pd\\.', GREP_PANDAS, { path: 'src', mode: 'content' })),
      S(null, R('src/velodados/stations.py'), R('src/velodados/schemas.py')),
      F("pandas is left in exactly two places: `stations.py` (fetching into a pandas frame, then `pl.from_pandas` for the upload) and the `TripsSchema.validate(df.to_pandas())` line in `clean.py`, because `schemas.py` uses pandera's pandas API. pandera has a polars backend (`pandera.polars`) with the same `DataFrameSchema`/`Column`/`Check` shape.")),
    T('go',
      S(null,
        W('src/velodados/stations.py', X.STATIONS_V3),
        W('src/velodados/schemas.py', X.SCHEMAS_V2),
        R('src/velodados/clean.py')),
      S(null, E('src/velodados/clean.py', '    TripsSchema.validate(df.to_pandas())  # pandera still checks a pandas copy for now\n', '    TripsSchema.validate(df)\n')),
      F(d`
        - \`stations.py\`: builds a polars frame straight from the GBFS JSON (\`station_id\` Int32, \`capacity\` Int16) and writes it with \`write_parquet\`.
        - \`schemas.py\`: \`import pandera.polars as pa\`, polars dtypes, and the columns that appeared since (\`started_at_ambiguous\`, nullable \`distance_m\`).
        - \`clean.py\`: validates the polars frame directly.
      `)),
    T('now drop pandas',
      S(null, B('uv remove pandas && uv add "pandera[polars]"', '', { err: [uv({ resolved: 118, secsResolve: 1.12, audited: 116 }), uv({ resolved: 118, secsResolve: 0.93, audited: 116 })].join('\n'), ms: 4700,
        fx: [{ edit: ['pyproject.toml', '    "pandas>=2.2.3",\n', ''] }, { edit: ['pyproject.toml', '"pandera>=0.23.1"', '"pandera[polars]>=0.23.1"'] }] })),
      S('uv removed the dependency but uninstalled nothing, so something else still needs pandas:',
        B('uv tree --invert --package pandas', 'pandas v2.2.3\n└── pandera v0.23.1\n    └── velodados v0.1.0')),
      S(null, B('uv run pytest -q', pytest({ files: [['tests/test_clean.py', '........'], ['tests/test_freshness.py', '..']], summary: '10 passed', secs: 0.74 }))),
      F(d`
        pandas is no longer one of our dependencies, and nothing in \`src/\` or \`tests/\` imports it; pandera is declared as \`pandera[polars]\`. It stays in \`uv.lock\` only because pandera itself still requires it (\`uv tree --invert\` shows pandera as its only dependent), so it remains installed but unused by our code. pytz goes with it for the same reason. 10 passed.
      `)),
    T("while you're in there: the portal has been crawling lately and the 30 second download timeout keeps tripping on the Monday files. give it 2 minutes",
      S(null, R('src/velodados/config.py')),
      S(null, E('src/velodados/config.py', '    http_timeout_s: float = 30.0\n', '    http_timeout_s: float = 120.0  # the portal is slow on Mondays; 30 s kept timing out\n')),
      S(null, B('uv run pytest -q', pytest({ files: [['tests/test_clean.py', '........'], ['tests/test_freshness.py', '..']], summary: '10 passed', secs: 0.71 }))),
      F('`Settings.http_timeout_s` is 120 s now (it applies to every portal request: the file list, daily files and the archive stream). The GBFS fetch has its own 30 s default and is untouched.')),
    T('PR + rebase-merge',
      S(null, B('git add -A && git commit -qm "config: 2-minute portal timeout" && git push -q -u origin refactor/polars-everywhere && gh pr create --fill --base main && gh pr merge --rebase --delete-branch', d`
        https://github.com/velodados/velodados/pull/34
        ✓ Rebased and merged pull request velodados/velodados#34 (refactor/polars-everywhere)
        ✓ Deleted local branch refactor/polars-everywhere and switched to branch main
        ✓ Deleted remote branch refactor/polars-everywhere
      `, { ms: 5300 })),
      F('#34 rebase-merged: stations and validation on polars, pandas out of our dependency list, 2-minute portal timeout.')),
  ],
});

// ---------------------------------------------------------------- s18
export const GBFS_PY = d`
  """Dock availability from the Bicla GBFS feed, polled every 5 minutes by the gbfs-status deployment."""
  from __future__ import annotations

  import datetime as dt

  import httpx
  import polars as pl

  from velodados.config import Settings

  GBFS_STATION_STATUS = "https://gbfs.bicla.example/gbfs/2.3/en/station_status.json"


  def fetch_status(client: httpx.Client | None = None) -> pl.DataFrame:
      """One snapshot: bikes and free docks per station, stamped with the feed's last_updated (UTC)."""
      client = client or httpx.Client(timeout=10.0)
      resp = client.get(GBFS_STATION_STATUS)
      resp.raise_for_status()
      body = resp.json()
      polled_at = dt.datetime.fromtimestamp(body["last_updated"], dt.UTC)
      return pl.DataFrame(body["data"]["stations"]).select(
          pl.col("station_id").cast(pl.Int32),
          pl.col("num_bikes_available").cast(pl.Int16),
          pl.col("num_docks_available").cast(pl.Int16),
          pl.col("is_renting").cast(pl.Boolean),
          pl.col("is_returning").cast(pl.Boolean),
          pl.lit(polled_at).alias("polled_at"),
      )


  def land_status(df: pl.DataFrame, settings: Settings) -> str:
      polled_at = df["polled_at"][0]
      url = f"{settings.raw_url}/station_status/dt={polled_at:%Y-%m-%d}/{polled_at:%H%M%S}.parquet"
      df.write_parquet(url, storage_options=settings.storage_options())
      return url
`;
const TEST_GBFS = d`
  import datetime as dt

  import httpx

  from velodados.gbfs import fetch_status

  STATUS = {
      "last_updated": 1780661100,
      "ttl": 60,
      "version": "2.3",
      "data": {
          "stations": [
              {"station_id": "104", "num_bikes_available": 7, "num_docks_available": 9, "is_installed": 1, "is_renting": 1, "is_returning": 1},
              {"station_id": "131", "num_bikes_available": 0, "num_docks_available": 16, "is_installed": 1, "is_renting": 0, "is_returning": 1},
          ]
      },
  }


  def fetch(payload: dict):
      transport = httpx.MockTransport(lambda request: httpx.Response(200, json=payload))
      with httpx.Client(transport=transport) as client:
          return fetch_status(client)


  def test_snapshot_is_typed_and_stamped_in_utc():
      df = fetch(STATUS)
      assert df["station_id"].to_list() == [104, 131]
      assert df["polled_at"][0] == dt.datetime(2026, 6, 5, 12, 5, tzinfo=dt.UTC)


  def test_a_station_that_stopped_renting_is_kept():
      df = fetch(STATUS)
      assert df.filter(~df["is_renting"])["station_id"].to_list() == [131]
`;
const GBFS_FLOW = d`
  @flow(name="gbfs-status")
  def gbfs_status() -> None:
      """One snapshot of bikes and docks per station into the raw bucket. No retries: the next poll is five
      minutes away anyway, and one missing snapshot is harmless."""
      load_secrets()
      df = gbfs.fetch_status()
      get_run_logger().info("%d stations -> %s", df.height, gbfs.land_status(df, load_settings()))


`;
const YAML_BACKFILL = '  - name: prod\n    entrypoint: src/velodados/flows.py:backfill_trips\n    work_pool:\n      name: etl-01-process\n';
const YAML_GBFS = '\n  - name: prod\n    entrypoint: src/velodados/flows.py:gbfs_status\n    work_pool:\n      name: etl-01-process\n    schedules:\n      - interval: 300\n';
export const GBFS_AUTOMATION = d`
  # prefect automation create --from-file deploy/automations/gbfs-status-failures.yaml
  # The poller runs every 5 minutes, so one failed poll is noise: page #velodados-alerts after 3 in 15 minutes.
  name: gbfs-status failing
  description: Three failed gbfs-status polls within 15 minutes
  trigger:
    type: event
    posture: Reactive
    match:
      prefect.resource.id: prefect.flow-run.*
    match_related:
      prefect.resource.role: flow
      prefect.resource.name: gbfs-status
    expect:
      - prefect.flow-run.Failed
      - prefect.flow-run.Crashed
    threshold: 3
    within: 900
  actions:
    - type: send-notification
      block_document_id: 6f3a2c1e-8d4b-4f7a-9e21-0c5b7d93a1f4
      subject: gbfs-status is failing
      body: "3 failed polls in 15 minutes; last one: {{ event.resource.name }}"
`;
export const S18 = session({
  key: 's18', start: '2026-06-05T13:10:44.902Z', branch: 'feat/gbfs-status',
  title: 'GBFS station_status poller every 5 minutes as its own deployment (gbfs-status/prod); a failed Edit; quiet alerting',
  turns: [
    T("new feature for the mobility office: live-ish dock availability. poll the GBFS station_status feed every 5 minutes into the bucket; a mart of empty/full minutes per station comes later. separate deployment from daily-trips, it must not share its retries or its alerts",
      S(null, B('curl -s https://gbfs.bicla.example/gbfs/2.3/en/station_status.json | python3 -c "import json, sys; b = json.load(sys.stdin); print(b[\'last_updated\'], b[\'ttl\'], len(b[\'data\'][\'stations\']), \'stations\'); print(json.dumps(b[\'data\'][\'stations\'][0]))"',
        '1780665300 60 118 stations\n{"station_id": "104", "num_bikes_available": 5, "num_ebikes_available": 2, "num_docks_available": 11, "is_installed": 1, "is_renting": 1, "is_returning": 1, "last_reported": 1780665241}')),
      S(null, W('src/velodados/gbfs.py', GBFS_PY)),
      F(d`
        The feed refreshes every 60 s (\`ttl\`) and lists 118 stations, the same ones as \`station_information\`.

        \`src/velodados/gbfs.py\`: \`fetch_status()\` returns one snapshot (bikes and free docks per station, renting/returning flags, \`polled_at\` = the feed's \`last_updated\` in UTC), and \`land_status()\` writes it to \`<raw_url>/station_status/dt=YYYY-MM-DD/HHMMSS.parquet\`. The client can be injected, so tests never touch the real feed.
      `)),
    T('flow + deployment',
      S(null, R('src/velodados/flows.py'), R('prefect.yaml')),
      S(null, E('prefect.yaml', '- name: prod\n  entrypoint: src/velodados/flows.py:backfill_trips\n', '- name: prod\n  entrypoint: src/velodados/flows.py:backfill_trips\n' + YAML_GBFS, { fail: true })),
      S('Wrong indentation in my old string; the deployments are nested two spaces deeper. Again with the exact block:',
        E('prefect.yaml', YAML_BACKFILL, YAML_BACKFILL + YAML_GBFS)),
      F("`prefect.yaml` has a third deployment: `gbfs_status` as `gbfs-status/prod` on the same pool, `interval: 300`. Its own flow, so it has its own failures and none of `daily-trips`'s retries.")),
    T('the flow itself, and tests',
      S(null,
        E('src/velodados/flows.py', 'from velodados import cli\n', 'from velodados import cli, gbfs\n'),
        E('src/velodados/flows.py', '@flow(name="backfill-trips")\n', GBFS_FLOW + '@flow(name="backfill-trips")\n')),
      S(null,
        W('tests/test_gbfs.py', TEST_GBFS),
        B('uv run pytest -q', pytest({ files: [['tests/test_clean.py', '........'], ['tests/test_freshness.py', '..'], ['tests/test_gbfs.py', '..']], summary: '12 passed', secs: 0.88 }))),
      F('`flows.gbfs_status`: load secrets, fetch, land, log the object URL; deliberately no retries. `tests/test_gbfs.py` serves a two-station payload through `httpx.MockTransport`. 12 passed.')),
    T("<private>heads up: I'm interviewing at Lumen Analytics next Thursday afternoon, so I'll be offline then. not a word to Tomás</private> anyway. the poller must not spam slack every time the feed blips: alert only after 3 failures in a row",
      S(null, W('deploy/automations/gbfs-status-failures.yaml', GBFS_AUTOMATION)),
      S(null, B(`${SHIP('feat/gbfs-status', 'gbfs: poll station_status every 5 minutes')} && uv run prefect deploy --all && uv run prefect automation create --from-file deploy/automations/gbfs-status-failures.yaml`, d`
        Deployment 'daily-trips/prod' successfully updated with id '0b6f0c1e-5b1e-4d0a-9a57-6c3f3b2d8e41'.
        Deployment 'backfill-trips/prod' successfully updated with id '7d2e9a44-1f0c-4c8e-b3a1-2a9e5f7c0d13'.
        Deployment 'gbfs-status/prod' successfully created with id 'c4a71e09-3d8b-4b52-9f16-e0d2a5b7c831'.

        View Deployment in UI: ${PREFECT_UI}/deployments/deployment/c4a71e09-3d8b-4b52-9f16-e0d2a5b7c831
        Created automation 'gbfs-status failing' with id 2b9f6c40-8e1a-4d73-a05c-71d3e8b2f946
      `, { ms: 16400 })),
      F(d`
        - \`gbfs-status/prod\` is live next to \`daily-trips/prod\` and \`backfill-trips/prod\`, all on \`etl-01-process\`.
        - Alerting: the existing "any failure" automation would page for every blip, so \`deploy/automations/gbfs-status-failures.yaml\` (created in Prefect Cloud) sends to the same Slack block only after **3 failed or crashed polls within 15 minutes**, i.e. three in a row at a 5-minute interval. You may want to exclude \`gbfs-status\` from the general automation in the UI so it stays quiet below that.
      `)),
    T('rebase-merge and I\'m done for the week. bom fim de semana!',
      S(null, B('gh pr create --fill --base main && gh pr merge --rebase --delete-branch', d`
        https://github.com/velodados/velodados/pull/36
        ✓ Rebased and merged pull request velodados/velodados#36 (feat/gbfs-status)
        ✓ Deleted local branch feat/gbfs-status and switched to branch main
        ✓ Deleted remote branch feat/gbfs-status
      `, { ms: 4700 })),
      F('#36 is merged. Bom fim de semana!')),
  ],
});

// ---------------------------------------------------------------- s19
const LATE_AUTOMATION = d`
  # prefect automation create --from-file deploy/automations/daily-trips-late.yaml
  # A run that is still Late 30 minutes after its scheduled start means no worker is picking work up (see the
  # 7-8 June reboot). Late runs never fail, so the failure automation can't catch this.
  name: daily-trips late
  description: daily-trips has been Late for 30 minutes
  trigger:
    type: event
    posture: Proactive
    match:
      prefect.resource.id: prefect.flow-run.*
    match_related:
      prefect.resource.role: flow
      prefect.resource.name: daily-trips
    after:
      - prefect.flow-run.Late
    expect:
      - prefect.flow-run.Pending
      - prefect.flow-run.Running
      - prefect.flow-run.Cancelled
    for_each:
      - prefect.resource.id
    within: 1800
  actions:
    - type: send-notification
      block_document_id: 6f3a2c1e-8d4b-4f7a-9e21-0c5b7d93a1f4
      subject: daily-trips stuck in Late
      body: "{{ flow_run.name }} has been Late for 30 minutes: is prefect-worker running on etl-01?"
`;
export const S19 = session({
  key: 's19', start: '2026-06-08T08:45:37.213Z', branch: 'fix/worker-restart',
  title: 'After a host reboot every run sat in Late: the worker unit was started but never enabled; backlog, Restart=always, a Late alert',
  turns: [
    T("weekend disaster-lite: Hetzner did host maintenance in the night to Sunday, etl-01 rebooted, and since then every flow run is sitting in Late. slack only alerts on failures, so nothing fired. Carla's deputy noticed the empty Sunday",
      S(null, B('uv run prefect flow-run ls --state Late --limit 5', d`
                                                Flow Runs
        ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━┳━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
        ┃                                   ID ┃ Flow        ┃ Name             ┃ State ┃ When                       ┃
        ┡━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━╇━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━┩
        │ e81c4f20-6a9d-4b37-8e05-1c2f7b9d3a64 │ gbfs-status │ hopeful-grebe    │ LATE  │ 2026-06-08 09:45:00 WEST   │
        │ 47d2b0e9-3f18-4c6a-a9b4-5e0c8d1f7a32 │ gbfs-status │ rustic-shearwater│ LATE  │ 2026-06-08 09:40:00 WEST   │
        │ b5903e6c-0d4a-4f71-9c28-6a1e3b7d2f05 │ gbfs-status │ lively-dunlin    │ LATE  │ 2026-06-08 09:35:00 WEST   │
        │ 1a6f8d3b-7c2e-4095-b1d4-8e3a0c5f9b67 │ daily-trips │ silver-curlew    │ LATE  │ 2026-06-08 06:30:00 WEST   │
        │ 9c3e5a17-2b8f-4d60-a7c1-0f4d6e2b8a93 │ daily-trips │ misty-whimbrel   │ LATE  │ 2026-06-07 06:30:00 WEST   │
        └──────────────────────────────────────┴─────────────┴──────────────────┴───────┴────────────────────────────┘
      `, { ms: 2400 })),
      S(null, B(BOX('uptime && systemctl status prefect-worker --no-pager | head -n 3 && systemctl is-enabled prefect-worker postgresql docker'), d`
         {{hms:-1}} up 1 day,  8:39,  1 user,  load average: 0.08, 0.05, 0.01
        ○ prefect-worker.service - Prefect worker for velodados (work pool etl-01-process)
             Loaded: loaded (/etc/systemd/system/prefect-worker.service; disabled; preset: enabled)
             Active: inactive (dead)
        disabled
        enabled
        enabled
      `)),
      F(d`
        Found it, and it goes back to the day we set Prefect up: on 18 May I **started** \`prefect-worker.service\` but never **enabled** it (the status said \`disabled\` even then). It ran fine for three weeks, until the reboot just after 01:00 on Sunday: systemd brought back Postgres and Docker (so Metabase, thanks to its restart policy) but not the worker. Without a worker nobody picks up scheduled runs, so they turn **Late** and stay there. Late isn't Failed, which is why #velodados-alerts stayed silent.

        Stuck: \`daily-trips\` for Sunday and today, and every \`gbfs-status\` poll since 01:10 on Sunday.
      `)),
    T("before bringing it back: the backlog. if the worker starts now it'll try to run all of those at once, no?",
      S('Yes: a worker runs Late runs as soon as it can. Counting and cancelling the stale polls, and keeping the two daily runs:',
        B("uv run python - <<'PY'\nimport asyncio\nfrom prefect.client.orchestration import get_client\nfrom prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterStateName\nfrom prefect.states import Cancelled\n\nasync def main():\n    async with get_client() as client:\n        late = await client.read_flow_runs(flow_run_filter=FlowRunFilter(state=dict(name=FlowRunFilterStateName(any_=['Late']))), limit=1000)\n        flows = {r.flow_id: (await client.read_flow(r.flow_id)).name for r in late}\n        gbfs = [r for r in late if flows[r.flow_id] == 'gbfs-status']\n        for r in gbfs:\n            await client.set_flow_run_state(r.id, Cancelled(message='stale poll after the 7 June reboot'), force=True)\n        print(f'gbfs-status: {len(gbfs)} late runs cancelled')\n        print(f'daily-trips: {len(late) - len(gbfs)} late runs kept')\n\nasyncio.run(main())\nPY",
          'gbfs-status: 392 late runs cancelled\ndaily-trips: 2 late runs kept', { ms: 48200 }),
        B('uv run prefect work-pool set-concurrency-limit etl-01-process 2', "Set concurrency limit for work pool 'etl-01-process' to 2")),
      F(d`
        - 392 stale \`gbfs-status\` polls are cancelled: a snapshot from Sunday taken now would just be today's feed with Sunday's name, so there's nothing to recover for the dock data; those 32 hours are a gap.
        - The two \`daily-trips\` runs (7 and 8 June) stay Late on purpose: they will run when the worker is back.
        - The pool has a concurrency limit of 2, so a backlog can never again start dozens of runs on a 4 GB box at once.
      `)),
    T('ok, fix the unit properly and bring it back',
      S(null, R('deploy/systemd/prefect-worker.service')),
      S(null, E('deploy/systemd/prefect-worker.service', 'ExecStart=/opt/velodados/.venv/bin/prefect worker start --pool etl-01-process --type process\n', 'ExecStart=/opt/velodados/.venv/bin/prefect worker start --pool etl-01-process --type process\nRestart=always\nRestartSec=30\n')),
      S(null, B("scp -q deploy/systemd/prefect-worker.service etl-01:/tmp/ && ssh etl-01 'sudo mv /tmp/prefect-worker.service /etc/systemd/system/ && sudo systemctl daemon-reload && sudo systemctl enable --now prefect-worker && systemctl is-enabled prefect-worker && systemctl is-active prefect-worker'",
        'enabled\nactive', { err: 'Created symlink /etc/systemd/system/multi-user.target.wants/prefect-worker.service → /etc/systemd/system/prefect-worker.service.', ms: 5100 })),
      S(null, B("sleep 240 && uv run prefect flow-run ls --flow-name daily-trips --limit 3 && uv run prefect flow-run logs 9c3e5a17-2b8f-4d60-a7c1-0f4d6e2b8a93 | grep -E \"viagens_2026\"", d`
                                                Flow Runs
        ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━┳━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓
        ┃                                   ID ┃ Flow        ┃ Name           ┃ State     ┃ When                       ┃
        ┡━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━╇━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━┩
        │ 1a6f8d3b-7c2e-4095-b1d4-8e3a0c5f9b67 │ daily-trips │ silver-curlew  │ COMPLETED │ 2026-06-08 06:30:00 WEST   │
        │ 9c3e5a17-2b8f-4d60-a7c1-0f4d6e2b8a93 │ daily-trips │ misty-whimbrel │ COMPLETED │ 2026-06-07 06:30:00 WEST   │
        │ 3d7b1e59-8a04-4c2f-b6e3-2f9c0d5a7e18 │ daily-trips │ bold-redshank  │ COMPLETED │ 2026-06-06 06:30:00 WEST   │
        └──────────────────────────────────────┴─────────────┴────────────────┴───────────┴────────────────────────────┘
        10:5{{hms:-200}} | INFO    | Flow run 'misty-whimbrel' - viagens_2026-06-06.csv: 8815 trips
      `.replace('10:5{{hms:-200}}', '{{hmsms:-200}}'), { ms: 246000, timeout: 300000 })),
      F(d`
        The worker is **enabled** now (symlinked into \`multi-user.target\`) and active, and the unit has \`Restart=always\` with \`RestartSec=30\`, so a reboot or a crash brings it back.

        Both Late runs completed one after the other. Note that Sunday's run (\`misty-whimbrel\`, started today) still processed the right day, \`viagens_2026-06-06.csv\`: its date comes from the scheduled start time since Tomás's review on #31, not from the clock. With the old \`date.today()\` it would have asked for yesterday's file twice.
      `)),
    T("and an alert for this: tell me when a daily-trips run has been Late for more than 30 minutes. failures alone didn't catch it. thanks!",
      S(null, W('deploy/automations/daily-trips-late.yaml', LATE_AUTOMATION)),
      S(null, B(`git add -A && git commit -qm "worker: enable + Restart=always; alert on Late daily runs" && git push -q -u origin fix/worker-restart && uv run prefect automation create --from-file deploy/automations/daily-trips-late.yaml && gh pr create --fill --base main && gh pr merge --rebase --delete-branch`, d`
        Created automation 'daily-trips late' with id 5e0a3f91-c72b-4d18-9b46-d83f1a6e0c27
        https://github.com/velodados/velodados/pull/38
        ✓ Rebased and merged pull request velodados/velodados#38 (fix/worker-restart)
        ✓ Deleted local branch fix/worker-restart and switched to branch main
        ✓ Deleted remote branch fix/worker-restart
      `, { ms: 7200 })),
      F("`deploy/automations/daily-trips-late.yaml` is live in Prefect Cloud: a `daily-trips` run that enters Late and doesn't move on to Pending, Running or Cancelled within 30 minutes pages #velodados-alerts. #38 is rebase-merged. De nada!")),
  ],
});

// ---------------------------------------------------------------- s20
export const RUNBOOK_WHEN_OLD = d`
  ## When it breaks

  Most failures are the portal. If the daily run failed after its retries, the file was probably late; the next
  morning's run will pick it up on its own because it always looks three days back, but if the dashboard can't wait
  you can start the deployment by hand from the Prefect UI or with the CLI once the file is up. If the worker is not
  running (runs pile up in Late), restart it with systemd. If the portal changed its file layout the run fails with
  UnexpectedColumns, and the fix is a code change in clean.py, not a rerun. If the box ran out of memory, look at the
  kernel log before anything else.
`;
export const RUNBOOK_WHEN_NEW = d`
  ## When it breaks

  ### daily-trips failed after its retries (file late)
  1. Check the file is up: \`curl -sI https://dados.porto.example/api/3/datasets/bicla-viagens/files/viagens_YYYY-MM-DD.csv\`
  2. Rerun: \`uv run prefect deployment run 'daily-trips/prod' --watch\`
  3. Can it wait? Do nothing: tomorrow's run picks the file up (3-day window).

  ### Runs pile up in Late
  1. Check the worker: \`ssh etl-01 'systemctl status prefect-worker --no-pager'\`
  2. Start it: \`ssh etl-01 'sudo systemctl enable --now prefect-worker'\`

  ### UnexpectedColumns in ingest
  1. Read the message: it lists the unknown and the missing columns.
  2. Map the new names in \`COLUMN_ALIASES\` / \`VALUE_ALIASES\` in \`src/velodados/clean.py\`, with a fixture and a test.
  3. Do not rerun before that: it fails the same way.

  ### Killed / out of memory
  1. Check the kernel log: \`ssh etl-01 'journalctl -k --since today | grep "Out of memory"'\`
  2. Check what else was running: \`ssh etl-01 'docker stats --no-stream'\`
`;
export const RUNBOOK = d`
  # velodados runbook

  What runs where, and what to do when it breaks. Times are Porto time (Europe/Lisbon).

  ## The daily run

  \`daily-trips/prod\` runs at 06:30 on the Prefect worker on etl-01 (work pool \`etl-01-process\`): station list →
  trip files the portal added or corrected in the last 3 days → \`s3://velodados-raw\` → \`dbt build --target prod\` →
  marts copied into Postgres (schema \`analytics\`), where Metabase reads them.

  If yesterday's file isn't up yet, \`fetch_file_list\` retries 6 times, 30 minutes apart, then the run fails and
  #velodados-alerts gets a message. A run stuck in Late for 30 minutes also alerts.

  \`gbfs-status/prod\` polls dock availability every 5 minutes; it alerts after 3 failures within 15 minutes.

  ## Where things live

  | what | where |
  |---|---|
  | code on the box | \`/opt/velodados\` (user \`deploy\`) |
  | worker | \`prefect-worker.service\`, from \`deploy/systemd/prefect-worker.service\` |
  | settings, Prefect Cloud key | \`/etc/velodados/env\`, \`/etc/velodados/prefect.env\` |
  | credentials | Prefect Secret blocks \`velodados-pg-dsn\`, \`velodados-s3-key-id\`, \`velodados-s3-secret\` |
  | raw files | \`s3://velodados-raw\` (Hetzner object storage, fsn1) |
  | warehouse | \`/var/lib/velodados/warehouse.duckdb\` |
  | marts for Metabase | Postgres \`velodados\`, schema \`analytics\` |
  | alerts | Slack #velodados-alerts, automations in \`deploy/automations/\` |

` + RUNBOOK_WHEN_OLD;

export const S20 = session({
  key: 's20', start: '2026-06-10T10:00:08.336Z', branch: 'docs/runbook',
  title: 'RUNBOOK.md for whoever covers; runbook style rule; compacted; dbt docs considered and dropped',
  turns: [
    T("morning! quiet day, so let's write a RUNBOOK.md for whoever covers when I'm away: how the daily run works, where things live, what to do when it breaks",
      S(null, GL('transform/models/**/*.sql', ['transform/models/marts/fct_trips.sql', 'transform/models/marts/mart_daily_trips.sql', 'transform/models/marts/mart_station_hourly.sql', 'transform/models/staging/stg_stations.sql', 'transform/models/staging/stg_trips.sql'])),
      S(null, R('prefect.yaml'), R('deploy/systemd/prefect-worker.service')),
      F('Five models, three deployments, one worker unit; I have what I need for a first draft.')),
    T('go',
      S(null, W('RUNBOOK.md', RUNBOOK)),
      F('`RUNBOOK.md`: the daily run in three paragraphs, a table of where everything lives (box paths, worker unit, settings, Secret block names without their values, bucket, warehouse, Postgres schema, alerts), and a "when it breaks" section.')),
    T("runbook style rule, for this file and any ops doc after it: imperative steps, every command copy-pasteable as is, and no paragraph longer than three lines. the 'when it breaks' part fails all three",
      S(null, E('RUNBOOK.md', RUNBOOK_WHEN_OLD, RUNBOOK_WHEN_NEW)),
      F('Rewritten as four cases, each with numbered imperative steps and commands you can paste as they are. The top sections already stay under three lines per paragraph.'),
      O({ compactAfter: d`
        1. Primary Request and Intent:
           The user (Inês) asked for a RUNBOOK.md for whoever covers velodados while she is away: how the daily run works, where things live, what to do when it breaks. She then set a style rule for the runbook and any later ops doc: imperative steps, every command copy-pasteable as is, no paragraph longer than three lines. She also mentioned that the shared Metabase admin login is kept in the team's Bitwarden collection "velodados-ops", and asked to keep that out of the runbook.

        2. Key Technical Concepts:
           - Prefect Cloud deployments daily-trips/prod (06:30 Europe/Lisbon, fetch_file_list retries 6 x 30 min), backfill-trips/prod, gbfs-status/prod (every 5 min), work pool etl-01-process, worker unit prefect-worker.service (enabled, Restart=always).
           - Raw files in s3://velodados-raw (Hetzner, fsn1); warehouse /var/lib/velodados/warehouse.duckdb; marts in Postgres schema analytics for Metabase.
           - Alerts: Slack #velodados-alerts via automations in deploy/automations/ (failures, Late > 30 min, gbfs 3 failures in 15 min).

        3. Files and Code Sections:
           - RUNBOOK.md: "The daily run", "Where things live" (table), "When it breaks" rewritten into four cases (file late, runs Late, UnexpectedColumns, out of memory) with numbered steps.

        4. Errors and fixes: none in this session.

        5. Pending Tasks: the user wants to look at dbt docs next.

        6. Current Work: the runbook draft is written and restyled; not yet committed.
      ` })),
    T("dbt docs: could we generate them and serve them from etl-01 somewhere?",
      S(null, B('cd transform && uv run dbt docs generate', d`
        {{hms:-6.4}}  Running with dbt=1.9.4
        {{hms:-5.8}}  Registered adapter: duckdb=1.9.3
        {{hms:-5.5}}  Found 5 models, 7 data tests, 2 sources, 437 macros
        {{hms:-5.5}}
        {{hms:-5.5}}  Concurrency: 4 threads (target='dev')
        {{hms:-5.5}}
        {{hms:-1.2}}  Building catalog
        {{hms:-0.4}}  Catalog written to /home/ines/velodados/transform/target/catalog.json
      `, { ms: 8100 })),
      F(d`
        Generating works (\`target/index.html\`, \`manifest.json\`, \`catalog.json\`, a static site). Serving it from etl-01 is the part I'd hesitate on: it means a web server on the box, a port open next to Metabase, and some auth in front of it, on a machine that's already tight. Cheaper alternatives: GitHub Pages from CI (private to the org), or just \`uv run dbt docs serve\` locally when someone needs lineage.
      `)),
    T("nah, not worth it right now. commit the runbook, PR and rebase-merge. that's all for today, obrigada!",
      S(null, B('git add RUNBOOK.md && git commit -qm "docs: runbook for whoever covers" && git push -q -u origin docs/runbook && gh pr create --fill --base main && gh pr merge --rebase --delete-branch', d`
        https://github.com/velodados/velodados/pull/39
        ✓ Rebased and merged pull request velodados/velodados#39 (docs: runbook for whoever covers)
        ✓ Deleted local branch docs/runbook and switched to branch main
        ✓ Deleted remote branch docs/runbook
      `, { ms: 4900 })),
      F('#39 is merged: `RUNBOOK.md` is on main. dbt docs stay local-only for now. Até à próxima!')),
  ],
});
