// File contents that more than one session writes, reads or edits. Each constant is one version of a file;
// the virtual repository of the generator checks that every Edit's old string really is in the file.
import { d } from '../../devlog-kit/dsl.mjs';

// ---------------------------------------------------------------- pyproject.toml
const PYPROJECT_HEAD = d`
  [project]
  name = "velodados"
  version = "0.1.0"
  description = "Add your description here"
  readme = "README.md"
  authors = [
      { name = "Inês Carvalho", email = "ines.carvalho@velodados.example" }
  ]
  requires-python = ">=3.12"
`;
export const PYPROJECT_V1 = PYPROJECT_HEAD + d`
  dependencies = [
      "duckdb>=1.2.2",
      "httpx>=0.28.1",
      "pandas>=2.2.3",
      "pandera>=0.23.1",
      "pyarrow>=20.0.0",
  ]

  [project.scripts]
  velodados = "velodados:main"

  [build-system]
  requires = ["hatchling"]
  build-backend = "hatchling.build"

  [dependency-groups]
  dev = [
      "pytest>=8.3.5",
      "ruff>=0.11.8",
  ]
`;

export const INIT_PY = d`
  def main() -> None:
      print("Hello from velodados!")
`;

export const GITIGNORE_V1 = d`
  # Python-generated files
  __pycache__/
  *.py[oc]
  build/
  dist/
  wheels/
  *.egg-info

  # Virtual environments
  .venv
`;

// ---------------------------------------------------------------- config.py
export const CONFIG_V1 = d`
  """Settings, read from the environment."""
  from __future__ import annotations

  import os
  from dataclasses import dataclass

  PORTAL_BASE_URL = "https://dados.porto.example/api/3/datasets/bicla-viagens"


  @dataclass(frozen=True)
  class Settings:
      raw_root: str  # landed Parquet: data/raw locally, /var/lib/velodados/raw on etl-01
      warehouse: str
      portal_base_url: str = PORTAL_BASE_URL
      http_timeout_s: float = 30.0


  def load_settings() -> Settings:
      return Settings(
          raw_root=os.environ.get("VELODADOS_RAW", "data/raw"),
          warehouse=os.environ.get("VELODADOS_WAREHOUSE", "warehouse/velodados.duckdb"),
      )
`;

export const CONFIG_V2 = d`
  """Settings, read from the environment."""
  from __future__ import annotations

  import os
  from dataclasses import dataclass

  PORTAL_BASE_URL = "https://dados.porto.example/api/3/datasets/bicla-viagens"


  @dataclass(frozen=True)
  class Settings:
      # Landed Parquet lives in object storage only: s3://velodados-raw (Hetzner, fsn1) in prod,
      # s3://dev-velodados-raw on the docker compose MinIO for dev and tests.
      raw_url: str
      s3_endpoint: str
      warehouse: str
      portal_base_url: str = PORTAL_BASE_URL
      http_timeout_s: float = 30.0

      def storage_options(self) -> dict[str, str]:
          """For polars' write_parquet/sink_parquet; the keys come from the environment (Prefect Secret blocks on etl-01)."""
          return {
              "aws_endpoint_url": self.s3_endpoint,
              "aws_access_key_id": os.environ["S3_ACCESS_KEY_ID"],
              "aws_secret_access_key": os.environ["S3_SECRET_ACCESS_KEY"],
              "aws_region": "fsn1",
          }


  def load_settings() -> Settings:
      return Settings(
          raw_url=os.environ.get("VELODADOS_RAW_URL", "s3://dev-velodados-raw"),
          s3_endpoint=os.environ.get("S3_ENDPOINT", "http://localhost:9000"),
          warehouse=os.environ.get("VELODADOS_WAREHOUSE", "warehouse/velodados.duckdb"),
      )
`;

// ---------------------------------------------------------------- extract.py
export const EXTRACT_V1 = d`
  """Downloads from Porto's open-data portal (dados.porto.example)."""
  from __future__ import annotations

  import datetime as dt
  import logging

  import httpx

  from velodados.config import Settings

  log = logging.getLogger(__name__)


  class NotPublishedYet(Exception):
      """The portal has no file for that day yet (new days usually appear around 06:00 Porto time)."""


  def trips_url(settings: Settings, day: dt.date) -> str:
      return f"{settings.portal_base_url}/files/viagens_{day.isoformat()}.csv"


  def download(settings: Settings, url: str) -> bytes:
      with httpx.Client(timeout=settings.http_timeout_s, follow_redirects=True) as client:
          resp = client.get(url)
      if resp.status_code == 404:
          raise NotPublishedYet(url)
      resp.raise_for_status()
      log.info("downloaded %s (%d bytes)", url, len(resp.content))
      return resp.content
`;

export const EXTRACT_V2 = d`
  """Downloads from Porto's open-data portal (dados.porto.example)."""
  from __future__ import annotations

  import datetime as dt
  import logging
  import re
  from dataclasses import dataclass

  import httpx

  from velodados.config import Settings

  log = logging.getLogger(__name__)

  # viagens_2026-05-08.csv is a day's file; viagens_2026-05-08_r1.csv a corrected re-upload of the same day
  TRIPS_FILE = re.compile(r"viagens_(\d{4}-\d{2}-\d{2})(?:_r\d+)?\.csv")


  class NotPublishedYet(Exception):
      """The portal has no file for that day yet (new days usually appear around 06:00 Porto time)."""


  @dataclass(frozen=True)
  class PortalFile:
      name: str
      url: str
      service_date: dt.date
      last_modified: dt.datetime


  def trips_url(settings: Settings, day: dt.date) -> str:
      return f"{settings.portal_base_url}/files/viagens_{day.isoformat()}.csv"


  def download(settings: Settings, url: str) -> bytes:
      with httpx.Client(timeout=settings.http_timeout_s, follow_redirects=True) as client:
          resp = client.get(url)
      if resp.status_code == 404:
          raise NotPublishedYet(url)
      resp.raise_for_status()
      log.info("downloaded %s (%d bytes)", url, len(resp.content))
      return resp.content


  def list_updated(settings: Settings, since: dt.date) -> list[PortalFile]:
      """Trip files (new days and corrected re-uploads) the portal changed on or after \`since\`."""
      with httpx.Client(timeout=settings.http_timeout_s) as client:
          resp = client.get(settings.portal_base_url)
      resp.raise_for_status()
      files = []
      for res in resp.json()["resources"]:
          m = TRIPS_FILE.fullmatch(res["name"])
          modified = dt.datetime.fromisoformat(res["last_modified"])
          if m and modified.date() >= since:
              files.append(PortalFile(res["name"], res["url"], dt.date.fromisoformat(m[1]), modified))
      return sorted(files, key=lambda f: (f.service_date, f.name))
`;

// ---------------------------------------------------------------- schemas.py
export const SCHEMAS_V1 = d`
  """Data contracts for cleaned frames (pandera)."""
  from __future__ import annotations

  import pandera as pa

  BIKE_TYPES = ["classic", "electric"]
  USER_TYPES = ["member", "casual"]

  TripsSchema = pa.DataFrameSchema(
      {
          "trip_id": pa.Column(str, unique=True),
          "started_at": pa.Column("datetime64[ns, UTC]", coerce=True),
          "ended_at": pa.Column("datetime64[ns, UTC]", coerce=True),
          "start_station_id": pa.Column("Int32"),
          "end_station_id": pa.Column("Int32", nullable=True),
          "bike_id": pa.Column(str),
          "bike_type": pa.Column(str, pa.Check.isin(BIKE_TYPES)),
          "duration_sec": pa.Column(int, pa.Check.in_range(60, 6 * 60 * 60)),
          "user_type": pa.Column(str, pa.Check.isin(USER_TYPES)),
      },
  )
`;

export const SCHEMAS_V2 = d`
  """Data contracts for cleaned frames (pandera's polars backend)."""
  from __future__ import annotations

  import pandera.polars as pa
  import polars as pl

  BIKE_TYPES = ["classic", "electric"]
  USER_TYPES = ["member", "casual"]

  TripsSchema = pa.DataFrameSchema(
      {
          "trip_id": pa.Column(pl.String, unique=True),
          "started_at": pa.Column(pl.Datetime(time_zone="UTC")),
          "ended_at": pa.Column(pl.Datetime(time_zone="UTC")),
          "started_at_ambiguous": pa.Column(pl.Boolean),
          "start_station_id": pa.Column(pl.Int32),
          "end_station_id": pa.Column(pl.Int32, nullable=True),
          "bike_id": pa.Column(pl.String),
          "bike_type": pa.Column(pl.String, pa.Check.isin(BIKE_TYPES)),
          "distance_m": pa.Column(pl.Int32, nullable=True),
          "duration_sec": pa.Column(pl.Int32, pa.Check.in_range(60, 6 * 60 * 60)),
          "user_type": pa.Column(pl.String, pa.Check.isin(USER_TYPES)),
      },
  )
`;

// ---------------------------------------------------------------- clean.py
export const CLEAN_V1 = d`
  """Clean one day of raw Bicla trips: types, timestamps, obvious junk."""
  from __future__ import annotations

  import io

  import pandas as pd

  from velodados.schemas import TripsSchema

  COLUMNS = [
      "trip_id",
      "started_at",
      "ended_at",
      "start_station_id",
      "end_station_id",
      "bike_id",
      "bike_type",
      "duration_sec",
      "user_type",
  ]
  MIN_DURATION_SEC = 60  # shorter: false undocks (bike taken out and put straight back)
  MAX_DURATION_SEC = 6 * 60 * 60  # longer: bikes the system forgot to close


  def clean_trips(raw: bytes) -> pd.DataFrame:
      df = pd.read_csv(io.BytesIO(raw), dtype={"trip_id": "string", "bike_id": "string"})
      df = df[COLUMNS]
      for col in ("started_at", "ended_at"):
          # the portal's timestamps carry no offset
          df[col] = pd.to_datetime(df[col], format="%Y-%m-%d %H:%M:%S").dt.tz_localize("UTC")
      for col in ("start_station_id", "end_station_id"):
          df[col] = df[col].astype("Int32")
      keep = df["duration_sec"].between(MIN_DURATION_SEC, MAX_DURATION_SEC)
      return TripsSchema.validate(df[keep].reset_index(drop=True))
`;

export const CLEAN_TZ_OLD = d`
        # the portal's timestamps carry no offset
        df[col] = pd.to_datetime(df[col], format="%Y-%m-%d %H:%M:%S").dt.tz_localize("UTC")
`.replace(/^/gm, '        ').replace(/^ +$/gm, '');
export const CLEAN_TZ_NEW = d`
        # The portal writes Porto wall-clock time with no offset: read it as Europe/Lisbon, store UTC.
        local = pd.to_datetime(df[col], format="%Y-%m-%d %H:%M:%S")
        df[col] = local.dt.tz_localize(LISBON, ambiguous="raise", nonexistent="raise").dt.tz_convert("UTC")
`.replace(/^/gm, '        ').replace(/^ +$/gm, '');
export const CLEAN_V2 = CLEAN_V1
  .replace('import io\n\nimport pandas as pd\n', 'import io\nfrom zoneinfo import ZoneInfo\n\nimport pandas as pd\n')
  .replace('from velodados.schemas import TripsSchema\n\n', 'from velodados.schemas import TripsSchema\n\nLISBON = ZoneInfo("Europe/Lisbon")\n')
  .replace(CLEAN_TZ_OLD, CLEAN_TZ_NEW);

// polars, s06 (before the DST fix)
export const CLEAN_V3 = d`
  """Clean raw Bicla trips: types, timestamps, obvious junk.

  Daily files go through clean_trips(bytes). The monthly history archives are too big to hold in memory, so
  clean_trips_lazy(path) builds the same query lazily and the backfill streams it straight into Parquet.
  """
  from __future__ import annotations

  import io
  from pathlib import Path

  import polars as pl

  from velodados.schemas import TripsSchema

  LISBON = "Europe/Lisbon"
  COLUMNS = [
      "trip_id",
      "started_at",
      "ended_at",
      "start_station_id",
      "end_station_id",
      "bike_id",
      "bike_type",
      "duration_sec",
      "user_type",
  ]
  SCHEMA_OVERRIDES = {
      "trip_id": pl.String,
      "bike_id": pl.String,
      "start_station_id": pl.Int32,
      "end_station_id": pl.Int32,
      "duration_sec": pl.Int32,
  }
  MIN_DURATION_SEC = 60  # shorter: false undocks (bike taken out and put straight back)
  MAX_DURATION_SEC = 6 * 60 * 60  # longer: bikes the system forgot to close


  def _local_to_utc(col: str) -> pl.Expr:
      # The portal writes Porto wall-clock time with no offset: read it as Europe/Lisbon, store UTC.
      return (
          pl.col(col)
          .str.to_datetime("%Y-%m-%d %H:%M:%S")
          .dt.replace_time_zone(LISBON, non_existent="raise")
          .dt.convert_time_zone("UTC")
      )


  def _transform(lf: pl.LazyFrame) -> pl.LazyFrame:
      return (
          lf.select(COLUMNS)
          .with_columns(_local_to_utc("started_at"), _local_to_utc("ended_at"))
          .filter(pl.col("duration_sec").is_between(MIN_DURATION_SEC, MAX_DURATION_SEC))
      )


  def clean_trips(raw: bytes) -> pl.DataFrame:
      df = _transform(pl.read_csv(io.BytesIO(raw), schema_overrides=SCHEMA_OVERRIDES).lazy()).collect()
      TripsSchema.validate(df.to_pandas())  # pandera still checks a pandas copy for now
      return df


  def clean_trips_lazy(path: Path) -> pl.LazyFrame:
      """Same cleaning as clean_trips, for a CSV on disk too big to load (no pandera: dbt tests cover it)."""
      return _transform(pl.scan_csv(path, schema_overrides=SCHEMA_OVERRIDES))
`;

export const DST_OLD = d`
  def _local_to_utc(col: str) -> pl.Expr:
      # The portal writes Porto wall-clock time with no offset: read it as Europe/Lisbon, store UTC.
      return (
          pl.col(col)
          .str.to_datetime("%Y-%m-%d %H:%M:%S")
          .dt.replace_time_zone(LISBON, non_existent="raise")
          .dt.convert_time_zone("UTC")
      )


  def _transform(lf: pl.LazyFrame) -> pl.LazyFrame:
      return (
          lf.select(COLUMNS)
          .with_columns(_local_to_utc("started_at"), _local_to_utc("ended_at"))
`;
export const DST_NEW = d`
  def _local(col: str) -> pl.Expr:
      return pl.col(col).str.to_datetime("%Y-%m-%d %H:%M:%S")


  def _local_to_utc(col: str) -> pl.Expr:
      # The portal writes Porto wall-clock time with no offset: read it as Europe/Lisbon, store UTC.
      # On the last Sunday of October 01:00-01:59 happens twice and the CSV can't say which one was
      # meant: take the first (summer time) one and flag the row (see _is_ambiguous).
      return (
          _local(col)
          .dt.replace_time_zone(LISBON, ambiguous="earliest", non_existent="raise")
          .dt.convert_time_zone("UTC")
      )


  def _is_ambiguous(col: str) -> pl.Expr:
      earliest = _local(col).dt.replace_time_zone(LISBON, ambiguous="earliest")
      latest = _local(col).dt.replace_time_zone(LISBON, ambiguous="latest")
      return (earliest != latest).alias(f"{col}_ambiguous")


  def _transform(lf: pl.LazyFrame) -> pl.LazyFrame:
      return (
          lf.select(COLUMNS)
          .with_columns(_is_ambiguous("started_at"))
          .with_columns(_local_to_utc("started_at"), _local_to_utc("ended_at"))
`;
export const CLEAN_V4 = CLEAN_V3.replace(DST_OLD, DST_NEW);

// s13: schema drift
export const DRIFT_OLD = d`
  MIN_DURATION_SEC = 60  # shorter: false undocks (bike taken out and put straight back)
`;
export const DRIFT_NEW = d`
  # The portal renamed columns on 2026-05-26 (bike_type -> vehicle_type, new values) and added distance_m.
  # Known renames are mapped back to our names; any other unexpected column fails the run (see _conform).
  COLUMN_ALIASES = {"vehicle_type": "bike_type"}
  VALUE_ALIASES = {"bike_type": {"mechanical": "classic", "ebike": "electric"}}
  OPTIONAL_COLUMNS = {"distance_m": pl.Int32}  # only in files from 2026-05-26 on
  MIN_DURATION_SEC = 60  # shorter: false undocks (bike taken out and put straight back)
`;
export const CONFORM_OLD = d`
  def _transform(lf: pl.LazyFrame) -> pl.LazyFrame:
      return (
          lf.select(COLUMNS)
`;
export const CONFORM_NEW = d`
  class UnexpectedColumns(Exception):
      """The portal changed the file layout in a way we don't know how to map: fix the code, don't retry."""


  def _conform(lf: pl.LazyFrame) -> pl.LazyFrame:
      names = lf.collect_schema().names()
      lf = lf.rename({old: new for old, new in COLUMN_ALIASES.items() if old in names})
      names = lf.collect_schema().names()
      unknown = set(names) - set(COLUMNS) - set(OPTIONAL_COLUMNS)
      missing = set(COLUMNS) - set(names)
      if unknown or missing:
          raise UnexpectedColumns(f"unknown columns {sorted(unknown)}, missing {sorted(missing)}")
      for col, mapping in VALUE_ALIASES.items():
          lf = lf.with_columns(pl.col(col).replace(mapping))
      for col, dtype in OPTIONAL_COLUMNS.items():
          if col not in names:
              lf = lf.with_columns(pl.lit(None, dtype=dtype).alias(col))
      return lf.select(COLUMNS + list(OPTIONAL_COLUMNS))


  def _transform(lf: pl.LazyFrame) -> pl.LazyFrame:
      return (
          _conform(lf)
`;
export const CLEAN_V5 = CLEAN_V4.replace(DRIFT_OLD, DRIFT_NEW).replace(CONFORM_OLD, CONFORM_NEW)
  .replace('    "duration_sec": pl.Int32,\n}', '    "duration_sec": pl.Int32,\n    "distance_m": pl.Int32,\n}');

// ---------------------------------------------------------------- load.py
export const LOAD_V1 = d`
  """Land cleaned trips as Parquet: one dt= folder per service day, one file per portal file."""
  from __future__ import annotations

  import datetime as dt
  from pathlib import Path

  import pandas as pd

  from velodados.config import Settings


  def land_trips(df: pd.DataFrame, settings: Settings, day: dt.date, source_file: str) -> str:
      part = Path(settings.raw_root) / "trips" / f"dt={day.isoformat()}"
      part.mkdir(parents=True, exist_ok=True)
      # Re-landing the same portal file overwrites it; a corrected re-upload (_r1) gets its own file.
      out = part / f"{Path(source_file).stem}.parquet"
      df = df.assign(_source_file=source_file, _ingested_at=pd.Timestamp.now(tz="UTC"))
      df.to_parquet(out, index=False)
      return str(out)
`;

export const LOAD_V2 = d`
  """Land cleaned trips as Parquet: one dt= folder per service day, one file per portal file."""
  from __future__ import annotations

  import datetime as dt
  from pathlib import Path

  import polars as pl

  from velodados.config import Settings


  def _with_lineage(lf: pl.LazyFrame, source_file: str) -> pl.LazyFrame:
      return lf.with_columns(
          _source_file=pl.lit(source_file),
          _ingested_at=pl.lit(dt.datetime.now(dt.UTC)),
      )


  def land_trips(df: pl.DataFrame, settings: Settings, day: dt.date, source_file: str) -> str:
      part = Path(settings.raw_root) / "trips" / f"dt={day.isoformat()}"
      part.mkdir(parents=True, exist_ok=True)
      # Re-landing the same portal file overwrites it; a corrected re-upload (_r1) gets its own file.
      out = part / f"{Path(source_file).stem}.parquet"
      _with_lineage(df.lazy(), source_file).sink_parquet(out)
      return str(out)


  def land_month(lf: pl.LazyFrame, settings: Settings, source_file: str) -> str:
      """Stream a monthly history archive into the same layout as the daily files, split by Porto service day."""
      base = Path(settings.raw_root) / "trips"
      service_day = pl.col("started_at").dt.convert_time_zone("Europe/Lisbon").dt.date().alias("dt")
      _with_lineage(lf.with_columns(service_day), source_file).sink_parquet(
          pl.PartitionByKey(base, by="dt", include_key=False), mkdir=True
      )
      return str(base)
`;

export const LOAD_V3 = d`
  """Land cleaned trips as Parquet in object storage: one dt= prefix per service day, one file per portal file."""
  from __future__ import annotations

  import datetime as dt
  from pathlib import PurePosixPath

  import polars as pl

  from velodados.config import Settings


  def _with_lineage(lf: pl.LazyFrame, source_file: str) -> pl.LazyFrame:
      return lf.with_columns(
          _source_file=pl.lit(source_file),
          _ingested_at=pl.lit(dt.datetime.now(dt.UTC)),
      )


  def land_trips(df: pl.DataFrame, settings: Settings, day: dt.date, source_file: str) -> str:
      # Re-landing the same portal file overwrites it; a corrected re-upload (_r1) gets its own object.
      url = f"{settings.raw_url}/trips/dt={day.isoformat()}/{PurePosixPath(source_file).stem}.parquet"
      _with_lineage(df.lazy(), source_file).collect().write_parquet(url, storage_options=settings.storage_options())
      return url


  def land_month(lf: pl.LazyFrame, settings: Settings, source_file: str) -> str:
      """Stream a monthly history archive into the same layout as the daily files, split by Porto service day."""
      base = f"{settings.raw_url}/trips"
      service_day = pl.col("started_at").dt.convert_time_zone("Europe/Lisbon").dt.date().alias("dt")
      _with_lineage(lf.with_columns(service_day), source_file).sink_parquet(
          pl.PartitionByKey(base, by="dt", include_key=False), storage_options=settings.storage_options()
      )
      return base
`;

// ---------------------------------------------------------------- stations.py
export const STATIONS_V1 = d`
  """Station metadata from the Bicla GBFS feed: names, coordinates, capacity."""
  from __future__ import annotations

  import datetime as dt
  from pathlib import Path

  import httpx
  import pandas as pd

  from velodados.config import Settings

  GBFS_STATION_INFORMATION = "https://gbfs.bicla.example/gbfs/2.3/en/station_information.json"


  def fetch_stations(timeout_s: float = 30.0) -> pd.DataFrame:
      resp = httpx.get(GBFS_STATION_INFORMATION, timeout=timeout_s)
      resp.raise_for_status()
      df = pd.DataFrame(resp.json()["data"]["stations"])
      df = df[["station_id", "name", "lat", "lon", "capacity"]]
      df["station_id"] = df["station_id"].astype("int32")
      return df


  def land_stations(df: pd.DataFrame, settings: Settings, day: dt.date) -> str:
      part = Path(settings.raw_root) / "stations" / f"dt={day.isoformat()}"
      part.mkdir(parents=True, exist_ok=True)
      out = part / "station_information.parquet"
      df.to_parquet(out, index=False)
      return str(out)
`;
export const STATIONS_LAND_OLD = d`
  def land_stations(df: pd.DataFrame, settings: Settings, day: dt.date) -> str:
      part = Path(settings.raw_root) / "stations" / f"dt={day.isoformat()}"
      part.mkdir(parents=True, exist_ok=True)
      out = part / "station_information.parquet"
      df.to_parquet(out, index=False)
      return str(out)
`;
export const STATIONS_LAND_NEW = d`
  def land_stations(df: pd.DataFrame, settings: Settings, day: dt.date) -> str:
      url = f"{settings.raw_url}/stations/dt={day.isoformat()}/station_information.parquet"
      pl.from_pandas(df).write_parquet(url, storage_options=settings.storage_options())
      return url
`;
export const STATIONS_V2 = STATIONS_V1.replace(STATIONS_LAND_OLD, STATIONS_LAND_NEW)
  .replace('import datetime as dt\nfrom pathlib import Path\n\nimport httpx\nimport pandas as pd\n', 'import datetime as dt\n\nimport httpx\nimport pandas as pd\nimport polars as pl\n');

export const STATIONS_V3 = d`
  """Station metadata from the Bicla GBFS feed: names, coordinates, capacity."""
  from __future__ import annotations

  import datetime as dt

  import httpx
  import polars as pl

  from velodados.config import Settings

  GBFS_STATION_INFORMATION = "https://gbfs.bicla.example/gbfs/2.3/en/station_information.json"


  def fetch_stations(timeout_s: float = 30.0) -> pl.DataFrame:
      resp = httpx.get(GBFS_STATION_INFORMATION, timeout=timeout_s)
      resp.raise_for_status()
      return pl.DataFrame(resp.json()["data"]["stations"]).select(
          pl.col("station_id").cast(pl.Int32),
          "name",
          "lat",
          "lon",
          pl.col("capacity").cast(pl.Int16),
      )


  def land_stations(df: pl.DataFrame, settings: Settings, day: dt.date) -> str:
      url = f"{settings.raw_url}/stations/dt={day.isoformat()}/station_information.parquet"
      df.write_parquet(url, storage_options=settings.storage_options())
      return url
`;

// ---------------------------------------------------------------- publish.py
export const PUBLISH_V1 = d`
  """Copy the marts from the DuckDB warehouse into Postgres, where Metabase reads them."""
  from __future__ import annotations

  import duckdb

  MARTS = ("fct_trips", "mart_daily_trips")


  def publish(warehouse: str, pg_dsn: str, schema: str = "analytics") -> None:
      """Replace every mart in one Postgres transaction, so Metabase never sees a half-written table.

      Prod is schema analytics on etl-01; local dev publishes into analytics_dev.
      """
      con = duckdb.connect(warehouse)
      try:
          con.execute("install postgres; load postgres;")
          con.execute(f"attach '{pg_dsn}' as pg (type postgres)")
          con.execute(f"create schema if not exists pg.{schema}")
          con.execute("begin")
          for mart in MARTS:
              con.execute(f"drop table if exists pg.{schema}.{mart}")
              con.execute(f"create table pg.{schema}.{mart} as select * from main.{mart}")
          con.execute("commit")
      finally:
          con.close()
`;

// ---------------------------------------------------------------- cli.py
export const CLI_V1 = d`
  """velodados command line: \`velodados ingest --date 2026-05-03\`."""
  from __future__ import annotations

  import argparse
  import datetime as dt
  import logging

  from velodados.clean import clean_trips
  from velodados.config import load_settings
  from velodados.extract import download, trips_url
  from velodados.load import land_trips

  log = logging.getLogger("velodados")


  def ingest(day: dt.date) -> None:
      settings = load_settings()
      url = trips_url(settings, day)
      df = clean_trips(download(settings, url))
      out = land_trips(df, settings, day, source_file=url.rsplit("/", 1)[-1])
      log.info("landed %d trips for %s at %s", len(df), day, out)


  def main(argv: list[str] | None = None) -> int:
      logging.basicConfig(
          level=logging.INFO,
          format="%(asctime)s.%(msecs)03d %(levelname)s %(name)s %(message)s",
          datefmt="%Y-%m-%d %H:%M:%S",
      )
      parser = argparse.ArgumentParser(prog="velodados")
      sub = parser.add_subparsers(dest="cmd", required=True)
      p_ingest = sub.add_parser("ingest", help="download, clean and land one day of trips")
      p_ingest.add_argument("--date", type=dt.date.fromisoformat, required=True)
      args = parser.parse_args(argv)
      if args.cmd == "ingest":
          ingest(args.date)
      return 0
`;

export const CLI_V2 = CLI_V1
  .replace('import logging\n\nfrom velodados.clean', 'import logging\nimport os\n\nfrom velodados.clean')
  .replace('from velodados.load import land_trips\n', 'from velodados.load import land_trips\nfrom velodados.publish import publish\n')
  .replace('    log.info("landed %d trips for %s at %s", len(df), day, out)\n', d`
        log.info("landed %d trips for %s at %s", len(df), day, out)


    def publish_marts() -> None:
        settings = load_settings()
        schema = os.environ.get("VELODADOS_PG_SCHEMA", "analytics")
        publish(settings.warehouse, os.environ["VELODADOS_PG_DSN"], schema=schema)
        log.info("published marts to %s", schema)
  `)
  .replace('    p_ingest.add_argument("--date", type=dt.date.fromisoformat, required=True)\n', '    p_ingest.add_argument("--date", type=dt.date.fromisoformat, required=True)\n    sub.add_parser("publish", help="copy the marts into Postgres for Metabase")\n')
  .replace('        ingest(args.date)\n    return 0\n', '        ingest(args.date)\n    elif args.cmd == "publish":\n        publish_marts()\n    return 0\n');

export const CLI_V3 = d`
  """velodados command line: \`velodados daily\`, \`velodados ingest --date 2026-05-03\`, \`velodados publish\`."""
  from __future__ import annotations

  import argparse
  import datetime as dt
  import logging
  import os
  import subprocess

  from velodados.clean import clean_trips
  from velodados.config import Settings, load_settings
  from velodados.extract import PortalFile, download, list_updated, trips_url
  from velodados.load import land_trips
  from velodados.publish import publish
  from velodados.stations import fetch_stations, land_stations

  log = logging.getLogger("velodados")
  REVISION_WINDOW_DAYS = 3  # the portal re-uploads corrected days (viagens_<day>_r1.csv) within 3 days


  def ingest_file(settings: Settings, file: PortalFile) -> int:
      df = clean_trips(download(settings, file.url))
      out = land_trips(df, settings, file.service_date, source_file=file.name)
      log.info("landed %d trips from %s at %s", len(df), file.name, out)
      return len(df)


  def run_dbt(command: str, target: str) -> None:
      subprocess.run(["dbt", command, "--target", target], cwd="transform", check=True)


  def publish_marts(settings: Settings) -> None:
      schema = os.environ.get("VELODADOS_PG_SCHEMA", "analytics")
      publish(settings.warehouse, os.environ["VELODADOS_PG_DSN"], schema=schema)
      log.info("published marts to %s", schema)


  def daily(today: dt.date, target: str) -> None:
      """Stations, every trip file the portal added or corrected in the revision window, dbt, publish."""
      settings = load_settings()
      land_stations(fetch_stations(), settings, today)
      for file in list_updated(settings, since=today - dt.timedelta(days=REVISION_WINDOW_DAYS)):
          ingest_file(settings, file)
      run_dbt("build", target)
      publish_marts(settings)


  def main(argv: list[str] | None = None) -> int:
      logging.basicConfig(
          level=logging.INFO,
          format="%(asctime)s.%(msecs)03d %(levelname)s %(name)s %(message)s",
          datefmt="%Y-%m-%d %H:%M:%S",
      )
      parser = argparse.ArgumentParser(prog="velodados")
      sub = parser.add_subparsers(dest="cmd", required=True)
      p_ingest = sub.add_parser("ingest", help="download, clean and land one day of trips")
      p_ingest.add_argument("--date", type=dt.date.fromisoformat, required=True)
      p_daily = sub.add_parser("daily", help="the morning run: stations, new and corrected trip files, dbt, publish")
      p_daily.add_argument("--target", default="prod")
      sub.add_parser("publish", help="copy the marts into Postgres for Metabase")
      args = parser.parse_args(argv)
      settings = load_settings()
      if args.cmd == "ingest":
          url = trips_url(settings, args.date)
          ingest_file(settings, PortalFile(url.rsplit("/", 1)[-1], url, args.date, dt.datetime.now(dt.UTC)))
      elif args.cmd == "daily":
          daily(dt.date.today(), args.target)
      elif args.cmd == "publish":
          publish_marts(settings)
      return 0
`;

// ---------------------------------------------------------------- dbt
export const DBT_PROJECT_V1 = d`
  name: velodados
  version: "1.0.0"
  profile: velodados

  model-paths: ["models"]
  test-paths: ["tests"]
  target-path: target
  clean-targets: [target, dbt_packages]

  models:
    velodados:
      staging:
        +materialized: view
      marts:
        +materialized: table
`;

export const PROFILES_V1 = d`
  velodados:
    target: dev
    outputs:
      dev:
        type: duckdb
        path: "{{ env_var('VELODADOS_WAREHOUSE', '../warehouse/velodados.duckdb') }}"
        threads: 4
      prod:
        type: duckdb
        path: /var/lib/velodados/warehouse.duckdb
        threads: 2
        settings:
          # etl-01 has 4 GB and also runs Postgres and Metabase
          memory_limit: "1GB"
`;

export const SOURCES_V1 = d`
  version: 2

  sources:
    - name: raw
      description: Parquet landed by the velodados CLI, one dt= folder per service day
      meta:
        external_location: "read_parquet('{{ env_var('VELODADOS_RAW', 'data/raw') }}/{name}/dt=*/*.parquet', hive_partitioning = true)"
      tables:
        - name: trips
`;

export const STG_TRIPS_V1 = d`
  -- one row per landed trip row; names and types only, nothing dropped
  with source as (
      select * from {{ source('raw', 'trips') }}
  )

  , renamed as (
      select
          trip_id
          , started_at
          , ended_at
          , start_station_id
          , end_station_id
          , bike_id
          , bike_type
          , duration_sec
          , user_type
          , cast(dt as date) as service_date
          , _source_file
          , _ingested_at
      from source
  )

  select * from renamed
`;

export const DISTINCT_BLOCK = d`
  , deduped as (
      -- the portal re-uploads whole days with corrections (viagens_<day>_r1.csv): drop the repeated rows
      select distinct
          trip_id
          , started_at
          , ended_at
          , start_station_id
          , end_station_id
          , bike_id
          , bike_type
          , duration_sec
          , user_type
          , service_date
      from renamed
  )

  select * from deduped
`;
export const QUALIFY_BLOCK = d`
  , deduped as (
      -- the portal re-uploads whole days with corrections (viagens_<day>_r1.csv): keep the newest copy of
      -- each trip, so a corrected row replaces the original instead of sitting next to it
      select *
      from renamed
      qualify row_number() over (partition by trip_id order by _ingested_at desc) = 1
  )

  select * from deduped
`;

export const FCT_FINAL = d`
  , final as (
      select
          trip_id
          , service_date
          , started_at
          , ended_at
          , date_trunc('hour', started_at) as started_hour
          , start_station_id
          , end_station_id
          , bike_id
          , bike_type
          , user_type
          , duration_sec
          , round(duration_sec / 60.0, 1) as duration_min
          , end_station_id is null as ended_off_station
      from trips
  )

  select * from final
`;

export const FCT_HEAD = d`
  -- one row per trip (deduplicated in staging); the table Metabase's trip cards read
  with trips as (
      select
          trip_id
          , service_date
          , started_at
          , ended_at
          , start_station_id
          , end_station_id
          , bike_id
          , bike_type
          , user_type
          , duration_sec
      from {{ ref('stg_trips') }}
  )

`;
export const FCT_V1 = FCT_HEAD + FCT_FINAL;

// ---------------------------------------------------------------- extract.py with a streaming download (s06)
export const EXTRACT_V3 = EXTRACT_V2
  .replace('import re\nfrom dataclasses import dataclass\n', 'import re\nfrom dataclasses import dataclass\nfrom pathlib import Path\n')
  .replace('      return resp.content\n\n\ndef list_updated'.replace(/^ {6}/, '    '), d`
    return resp.content


def download_to(settings: Settings, url: str, path: Path) -> int:
    """Stream a big file (the monthly history archives) to disk instead of into memory."""
    size = 0
    with httpx.stream("GET", url, timeout=settings.http_timeout_s, follow_redirects=True) as resp:
        if resp.status_code == 404:
            raise NotPublishedYet(url)
        resp.raise_for_status()
        with path.open("wb") as f:
            for chunk in resp.iter_bytes(1 << 20):
                f.write(chunk)
                size += len(chunk)
    log.info("downloaded %s to %s (%d bytes)", url, path, size)
    return size


def list_updated`);

// ---------------------------------------------------------------- cli.py with backfill (s06)
const BACKFILL_PANDAS = d`


  def backfill_month(settings: Settings, month: str) -> None:
      """Land a monthly history archive (viagens_2025-10.csv, ~1.9 GB) into the daily dt= layout."""
      name = f"viagens_{month}.csv"
      df = clean_trips(download(settings, f"{settings.portal_base_url}/files/{name}"))
      for day, part in df.groupby(df["started_at"].dt.tz_convert("Europe/Lisbon").dt.date):
          land_trips(part, settings, day, source_file=name)
      log.info("landed %d trips from %s", len(df), name)
`;
const BACKFILL_POLARS = d`


  def backfill_month(settings: Settings, month: str) -> None:
      """Land a monthly history archive (viagens_2025-10.csv, ~1.9 GB) into the daily dt= layout.

      Nothing is held in memory: the archive is streamed to a temp file, scanned lazily and sunk into Parquet.
      """
      name = f"viagens_{month}.csv"
      with tempfile.TemporaryDirectory(dir=os.environ.get("VELODADOS_TMP")) as tmp:
          path = Path(tmp) / name
          download_to(settings, f"{settings.portal_base_url}/files/{name}", path)
          out = land_month(clean_trips_lazy(path), settings, source_file=name)
      log.info("landed %s into %s", name, out)
`;
const CLI_BACKFILL_ARGS = (s) => s
  .replace('    sub.add_parser("publish", help="copy the marts into Postgres for Metabase")\n', '    sub.add_parser("publish", help="copy the marts into Postgres for Metabase")\n    p_backfill = sub.add_parser("backfill", help="land one month of history from the portal\'s monthly archive")\n    p_backfill.add_argument("--month", required=True, help="YYYY-MM, e.g. 2025-10")\n')
  .replace('    elif args.cmd == "publish":\n        publish_marts(settings)\n', '    elif args.cmd == "publish":\n        publish_marts(settings)\n    elif args.cmd == "backfill":\n        backfill_month(settings, args.month)\n');
const DAILY_END = '    run_dbt("build", target)\n    publish_marts(settings)\n';
export const CLI_V4A = CLI_BACKFILL_ARGS(CLI_V3.replace(DAILY_END, DAILY_END + BACKFILL_PANDAS));
export const CLI_V4B = CLI_BACKFILL_ARGS(CLI_V3.replace(DAILY_END, DAILY_END + BACKFILL_POLARS))
  .replace('import os\nimport subprocess\n', 'import os\nimport subprocess\nimport tempfile\nfrom pathlib import Path\n')
  .replace('from velodados.clean import clean_trips\n', 'from velodados.clean import clean_trips, clean_trips_lazy\n')
  .replace('from velodados.extract import PortalFile, download, list_updated, trips_url\n', 'from velodados.extract import PortalFile, download, download_to, list_updated, trips_url\n')
  .replace('from velodados.load import land_trips\n', 'from velodados.load import land_month, land_trips\n');

// ---------------------------------------------------------------- profiles.yml
export const MEM_3GB_OLD = '        memory_limit: "1GB"\n';
export const MEM_3GB_NEW = '        memory_limit: "3GB"\n';
export const PROFILES_V2 = PROFILES_V1.replace(MEM_3GB_OLD, MEM_3GB_NEW);
export const MEM_2GB_OLD = d`
          # etl-01 has 4 GB and also runs Postgres and Metabase
          memory_limit: "3GB"
`.replace(/^(?=.)/gm, '        ');
export const MEM_2GB_NEW = d`
          # etl-01 has 4 GB and also runs Postgres and Metabase (about 1.5 GB together). 3GB got Metabase
          # OOM-killed; 2GB plus spilling big sorts and joins to disk leaves them room.
          memory_limit: "2GB"
          temp_directory: /var/tmp/duckdb_spill
          preserve_insertion_order: false
`.replace(/^(?=.)/gm, '        ');
export const PROFILES_V3 = PROFILES_V2.replace(MEM_2GB_OLD, MEM_2GB_NEW);
export const PROFILES_V4 = d`
  velodados:
    target: dev
    outputs:
      dev:
        type: duckdb
        path: "{{ env_var('VELODADOS_WAREHOUSE', '../warehouse/velodados.duckdb') }}"
        threads: 4
        extensions: [httpfs]
        secrets:
          # the docker compose MinIO (bucket dev-velodados-raw)
          - type: s3
            key_id: "{{ env_var('S3_ACCESS_KEY_ID') }}"
            secret: "{{ env_var('S3_SECRET_ACCESS_KEY') }}"
            endpoint: localhost:9000
            use_ssl: false
            url_style: path
      prod:
        type: duckdb
        path: /var/lib/velodados/warehouse.duckdb
        threads: 2
        extensions: [httpfs]
        secrets:
          # Hetzner object storage, bucket velodados-raw; keys from the Prefect Secret blocks
          - type: s3
            key_id: "{{ env_var('S3_ACCESS_KEY_ID') }}"
            secret: "{{ env_var('S3_SECRET_ACCESS_KEY') }}"
            endpoint: fsn1.your-objectstorage.com
            region: fsn1
            url_style: path
        settings:
          # etl-01 has 4 GB and also runs Postgres and Metabase (about 1.5 GB together). 3GB got Metabase
          # OOM-killed; 2GB plus spilling big sorts and joins to disk leaves them room.
          memory_limit: "2GB"
          temp_directory: /var/tmp/duckdb_spill
          preserve_insertion_order: false
`;

// ---------------------------------------------------------------- fct_trips.sql versions
export const FCT_V2 = d`
  {{ config(materialized='incremental', unique_key='trip_id', incremental_strategy='delete+insert') }}

  -- one row per trip (deduplicated in staging); the table Metabase's trip cards read
  with trips as (
      select
          trip_id
          , service_date
          , started_at
          , ended_at
          , start_station_id
          , end_station_id
          , bike_id
          , bike_type
          , user_type
          , duration_sec
      from {{ ref('stg_trips') }}
      {% if is_incremental() %}
      -- only trips newer than the newest one we already have
      where started_at > (select max(started_at) from {{ this }})
      {% endif %}
  )

`.replace(/\n$/, '\n') + FCT_FINAL;

export const FCT_V3 = d`
  -- Full rebuild every run. The incremental version filtered on max(started_at) and silently skipped the
  -- 475 late trips of viagens_2026-05-20_r1.csv; back to materialized='table' until the filter is right.
  {{ config(materialized='table') }}

  ` + FCT_HEAD.replace('-- one row per trip (deduplicated in staging); the table Metabase\'s trip cards read\n', '') + FCT_FINAL;

export const FCT_V4 = d`
  {{ config(materialized='incremental', unique_key='trip_id', incremental_strategy='delete+insert') }}

  -- One row per trip; the table Metabase's trip cards read.
  -- Incremental with a lookback: each run re-reads the last lookback_days service days (the portal re-uploads
  -- corrected days within 3 days), and delete+insert on trip_id lets a re-upload's rows win. The filter is on
  -- service_date, the dt= partition column, so DuckDB opens only those days' files; deduplication happens
  -- after the filter, because a filter can't be pushed down through a window partitioned by trip_id.
  with trips as (
      select
          trip_id
          , service_date
          , started_at
          , ended_at
          , start_station_id
          , end_station_id
          , bike_id
          , bike_type
          , user_type
          , duration_sec
          , _ingested_at
      from {{ ref('stg_trips') }}
      {% if is_incremental() %}
      where service_date >= (select max(service_date) from {{ this }}) - interval {{ var('lookback_days') }} day
      {% endif %}
  )

  , deduped as (
      -- a re-uploaded day (viagens_<day>_r1.csv) repeats every trip: keep the newest copy of each
      select *
      from trips
      qualify row_number() over (partition by trip_id order by _ingested_at desc) = 1
  )

` + FCT_FINAL.replace('    from trips\n)', '    from deduped\n)');

// ---------------------------------------------------------------- prefect: flows.py, freshness.py, prefect.yaml, worker unit
const FLOW_TASKS = d`


  @task
  def ingest(file: PortalFile) -> int:
      return cli.ingest_file(load_settings(), file)


  @task
  def refresh_stations(run_date: dt.date) -> None:
      cli.land_stations(cli.fetch_stations(), load_settings(), run_date)


  @task
  def build_warehouse() -> None:
      cli.run_dbt("build", target="prod")


  @task
  def publish_marts() -> None:
      cli.publish_marts(load_settings())
`;
export const FLOWS_V1 = d`
  """Prefect flows for velodados. Deployments are declared in prefect.yaml (work pool etl-01-process)."""
  from __future__ import annotations

  import datetime as dt
  from zoneinfo import ZoneInfo

  from prefect import flow, get_run_logger, task

  from velodados import cli
  from velodados.config import load_settings
  from velodados.extract import NotPublishedYet, PortalFile, list_updated

  LISBON = ZoneInfo("Europe/Lisbon")


  @task(retries=3, retry_delay_seconds=600)
  def fetch_file_list(run_date: dt.date) -> list[PortalFile]:
      """New and corrected trip files in the revision window; fails (and retries) until yesterday's file is up."""
      files = list_updated(load_settings(), since=run_date - dt.timedelta(days=cli.REVISION_WINDOW_DAYS))
      wanted = run_date - dt.timedelta(days=1)
      if not any(f.service_date == wanted for f in files):
          raise NotPublishedYet(f"no trips file for {wanted} yet")
      return files
` + FLOW_TASKS + d`


  @flow(name="daily-trips")
  def daily_trips(run_date: dt.date | None = None) -> None:
      log = get_run_logger()
      run_date = run_date or dt.datetime.now(LISBON).date()
      refresh_stations(run_date)
      for f in fetch_file_list(run_date):
          log.info("%s: %d trips", f.name, ingest(f))
      build_warehouse()
      publish_marts()


  @flow(name="backfill-trips")
  def backfill_trips(month: str) -> None:
      cli.backfill_month(load_settings(), month)
      build_warehouse()
      publish_marts()
`;
export const FLOWS_V2 = FLOWS_V1
  .replace('import datetime as dt\nfrom zoneinfo', 'import datetime as dt\nimport os\nfrom zoneinfo')
  .replace('from prefect import flow, get_run_logger, task\n', 'from prefect import flow, get_run_logger, task\nfrom prefect.blocks.system import Secret\n')
  .replace('from velodados.extract import NotPublishedYet, PortalFile, list_updated\n', 'from velodados.extract import NotPublishedYet, PortalFile, list_updated\nfrom velodados.freshness import expected_partition\n')
  .replace('LISBON = ZoneInfo("Europe/Lisbon")\n', d`
    LISBON = ZoneInfo("Europe/Lisbon")
    # Credentials never live in the repo or in prefect.yaml: each one is a Prefect Secret block.
    SECRET_BLOCKS = {"VELODADOS_PG_DSN": "velodados-pg-dsn"}


    def load_secrets() -> None:
        for env, block in SECRET_BLOCKS.items():
            os.environ.setdefault(env, Secret.load(block).get())
  `)
  .replace('    wanted = run_date - dt.timedelta(days=1)\n', '    wanted = expected_partition()\n')
  .replace('    log = get_run_logger()\n    run_date', '    log = get_run_logger()\n    load_secrets()\n    run_date')
  .replace('def backfill_trips(month: str) -> None:\n', 'def backfill_trips(month: str) -> None:\n    load_secrets()\n');
export const SECRETS_OLD = 'SECRET_BLOCKS = {"VELODADOS_PG_DSN": "velodados-pg-dsn"}\n';
export const SECRETS_NEW = d`
  SECRET_BLOCKS = {
      "VELODADOS_PG_DSN": "velodados-pg-dsn",
      "S3_ACCESS_KEY_ID": "velodados-s3-key-id",
      "S3_SECRET_ACCESS_KEY": "velodados-s3-secret",
  }
`;
export const FLOWS_V3 = FLOWS_V2.replace(SECRETS_OLD, SECRETS_NEW);
export const RETRY_OLD = '@task(retries=3, retry_delay_seconds=600)\n';
export const RETRY_NEW = '# 06:30 plus 6 tries 30 minutes apart: covers a file that shows up by about 09:30. Anything later is picked up\n# by the next morning\'s run through the revision window.\n@task(retries=6, retry_delay_seconds=1800)\n';
export const FLOWS_V4 = FLOWS_V3.replace(RETRY_OLD, RETRY_NEW);
export const FLOWS_V5 = FLOWS_V4
  .replace('from prefect.blocks.system import Secret\n', 'from prefect.blocks.system import Secret\nfrom prefect.runtime import flow_run\n')
  .replace('    wanted = expected_partition()\n', '    wanted = expected_partition(run_date)\n')
  .replace('        os.environ.setdefault(env, Secret.load(block).get())\n', '        os.environ.setdefault(env, Secret.load(block).get())\n' + d`


    def scheduled_run_date() -> dt.date:
        """The run's logical date: its scheduled start as a Porto calendar day, not the wall clock at the
        moment a retry or a late run happens to execute."""
        return flow_run.scheduled_start_time.astimezone(LISBON).date()
  `)
  .replace('    run_date = run_date or dt.datetime.now(LISBON).date()\n', '    run_date = run_date or scheduled_run_date()\n');

export const FRESHNESS_V1 = d`
  """Which service day should be complete by now."""
  from __future__ import annotations

  import datetime as dt


  def expected_partition() -> dt.date:
      """The newest service day the portal should have published: yesterday."""
      return dt.date.today() - dt.timedelta(days=1)
`;
export const TEST_FRESHNESS_V1 = d`
  import datetime as dt

  from velodados.freshness import expected_partition


  def test_expected_partition_is_yesterday():
      yesterday = dt.datetime.now(dt.UTC).date() - dt.timedelta(days=1)
      assert expected_partition() == yesterday
`;
export const FRESHNESS_V2 = d`
  """Which service day should be complete by now."""
  from __future__ import annotations

  import datetime as dt
  from zoneinfo import ZoneInfo

  LISBON = ZoneInfo("Europe/Lisbon")


  def expected_partition() -> dt.date:
      """The newest service day the portal should have published: yesterday on Porto's calendar."""
      return dt.datetime.now(LISBON).date() - dt.timedelta(days=1)
`;
export const TEST_FRESHNESS_V2 = d`
  import datetime as dt

  import time_machine

  from velodados.freshness import expected_partition


  @time_machine.travel(dt.datetime(2026, 5, 28, 23, 30, tzinfo=dt.UTC), tick=False)
  def test_expected_partition_just_after_midnight_in_porto():
      # 23:30 UTC is already 00:30 on the 29th in Porto, so yesterday is the 28th
      assert expected_partition() == dt.date(2026, 5, 28)


  @time_machine.travel(dt.datetime(2026, 5, 28, 12, 0, tzinfo=dt.UTC), tick=False)
  def test_expected_partition_midday():
      assert expected_partition() == dt.date(2026, 5, 27)
`;
export const FRESHNESS_V3 = d`
  """Which service day should be complete for a given run."""
  from __future__ import annotations

  import datetime as dt


  def expected_partition(run_date: dt.date) -> dt.date:
      """The newest service day that should be published on run_date (a Porto calendar day): the day before.

      No clock in here on purpose: the flow passes its logical date (the scheduled start), so retries, late
      runs and tests all agree on which day they are about.
      """
      return run_date - dt.timedelta(days=1)
`;
export const TEST_FRESHNESS_V3 = d`
  import datetime as dt

  from velodados.freshness import expected_partition


  def test_expected_partition_is_the_day_before_the_run_date():
      assert expected_partition(dt.date(2026, 5, 29)) == dt.date(2026, 5, 28)


  def test_expected_partition_crosses_month_ends():
      assert expected_partition(dt.date(2026, 6, 1)) == dt.date(2026, 5, 31)
`;

export const PREFECT_YAML_V1 = d`
  # Prefect deployments for velodados, run by the process worker on etl-01 (work pool etl-01-process,
  # systemd unit deploy/systemd/prefect-worker.service). No credentials in here: flows read Secret blocks.
  name: velodados
  prefect-version: 3.4.1

  pull:
    - prefect.deployments.steps.set_working_directory:
        directory: /opt/velodados

  deployments:
    - name: prod
      entrypoint: src/velodados/flows.py:daily_trips
      work_pool:
        name: etl-01-process
      schedules:
        - cron: "30 6 * * *"
          timezone: Europe/Lisbon

    - name: prod
      entrypoint: src/velodados/flows.py:backfill_trips
      work_pool:
        name: etl-01-process
`;

export const WORKER_UNIT_V1 = d`
  [Unit]
  Description=Prefect worker for velodados (work pool etl-01-process)
  Wants=network-online.target
  After=network-online.target

  [Service]
  User=deploy
  WorkingDirectory=/opt/velodados
  # paths and settings; PREFECT_API_URL and PREFECT_API_KEY for Prefect Cloud (root and deploy only)
  EnvironmentFile=/etc/velodados/env
  EnvironmentFile=/etc/velodados/prefect.env
  ExecStart=/opt/velodados/.venv/bin/prefect worker start --pool etl-01-process --type process

  [Install]
  WantedBy=multi-user.target
`;

// ---------------------------------------------------------------- CI
export const CI_V1 = d`
  name: ci

  on:
    pull_request:
    push:
      branches: [main]
    schedule:
      - cron: "30 * * * *"  # nightly, 02:30 UTC
    workflow_dispatch:

  env:
    TZ: Europe/Lisbon  # same as etl-01
    S3_ENDPOINT: http://localhost:9000
    S3_ACCESS_KEY_ID: velodados  # throwaway MinIO credentials, only exist inside this job
    S3_SECRET_ACCESS_KEY: velodados-dev-only

  jobs:
    test:
      runs-on: ubuntu-latest
      strategy:
        matrix:
          python: ["3.12", "3.13"]
      services:
        minio:
          image: bitnami/minio:2025.4.22
          ports: ["9000:9000"]
          env:
            MINIO_ROOT_USER: velodados
            MINIO_ROOT_PASSWORD: velodados-dev-only
            MINIO_DEFAULT_BUCKETS: dev-velodados-raw
      steps:
        - uses: actions/checkout@v4
        - uses: astral-sh/setup-uv@v6
          with:
            python-version: \${{ matrix.python }}
        - run: uv sync --frozen
        - run: uv run ruff check
        - run: uv run pytest
        - name: dbt parse
          working-directory: transform
          run: uv run dbt parse --target dev
`;
