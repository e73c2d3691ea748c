// Weeks 2-4: the Raspberry Pi deploy, ingest speed and disk growth, Parquet replaces SQLite, axum replaces warp,
// type 5 names and multi-part messages.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import { cargoTestQuiet } from './helpers.mjs';

const UNIT_V1 = d`
  [Unit]
  Description=skerry AIS ingest
  After=network-online.target
  Wants=network-online.target

  [Service]
  User=skerry
  ExecStart=/usr/local/bin/skerry --config /etc/skerry/skerry.toml
  Environment=RUST_LOG=info
  Restart=always
  RestartSec=5
  StateDirectory=skerry

  [Install]
  WantedBy=multi-user.target
`;

const REPLAY_RS = d`
  //! \`replay <capture> [--rate N|max]\`: pushes a saved feed through decode and store as the daemon would.
  use std::time::Instant;

  use anyhow::Context;

  fn main() -> anyhow::Result<()> {
      let args: Vec<String> = std::env::args().collect();
      let path = args.get(1).context("usage: replay <capture> [--rate N|max]")?;
      let text = std::fs::read_to_string(path)?;
      let started = Instant::now();
      let (sentences, stored) = skerry::ingest::replay(&text)?;
      let secs = started.elapsed().as_secs_f64();
      println!("replayed {sentences} sentences in {secs:.3} s ({:.0} sentences/s); stored {stored} positions", sentences as f64 / secs);
      Ok(())
  }
`;

const PARQUET_SINK = d`
  //! Positions as Parquet files, one folder per day and hour: /srv/skerry/parquet/date=YYYY-MM-DD/hour=HH/.
  use std::sync::Arc;

  use arrow::array::{Float32Array, Float64Array, TimestampMillisecondArray, UInt32Array};
  use arrow::datatypes::{DataType, Field, Schema, TimeUnit};
  use parquet::arrow::ArrowWriter;
  use parquet::basic::{Compression, ZstdLevel};
  use parquet::file::properties::WriterProperties;

  pub fn schema() -> Arc<Schema> {
      Arc::new(Schema::new(vec![
          Field::new("mmsi", DataType::UInt32, false),
          Field::new("ts", DataType::Timestamp(TimeUnit::Millisecond, Some("UTC".into())), false),
          Field::new("lat", DataType::Float64, false),
          Field::new("lon", DataType::Float64, false),
          Field::new("sog", DataType::Float32, true),
          Field::new("cog", DataType::Float32, true),
      ]))
  }

  pub fn writer_properties() -> WriterProperties {
      WriterProperties::builder()
          .set_compression(Compression::ZSTD(ZstdLevel::try_new(3).expect("3 is a valid zstd level")))
          .build()
  }
`;

const FRAGMENTS_RS = d`
  //! Multi-part sentences (type 5 is two) joined before decoding.
  use std::collections::HashMap;
  use std::time::Instant;

  pub struct Fragments {
      pending: HashMap<u8, (Instant, Vec<String>)>,
  }

  impl Fragments {
      pub fn push(&mut self, seq_id: u8, part: usize, total: usize, payload: &str) -> Option<String> {
          let entry = self.pending.entry(seq_id).or_insert_with(|| (Instant::now(), Vec::new()));
          entry.1.push(payload.to_string());
          if part == total {
              return self.pending.remove(&seq_id).map(|(_, parts)| parts.concat());
          }
          None
      }
  }
`;

const STATIC_RS = d`
  use crate::ais::sixbit::Bits;

  /// Six-bit text field: 6 bits per character, table ITU-R M.1371 8.
  pub fn text(bits: &Bits, start: usize, chars: usize) -> String {
      (0..chars)
          .map(|i| {
              let v = bits.uint(start + i * 6, 6) as u8;
              (if v < 32 { v + 64 } else { v }) as char
          })
          .collect()
  }
`;

export const S06 = session({
  key: 's06',
  start: '2026-02-13T10:16:25.904Z',
  branch: 'ops/pi',
  title: 'First deploy: cross-built for the office Raspberry Pi 4, systemd unit',
  turns: [
    T("time to run it for real. the office has a Raspberry Pi 4 next to the receiver, 64 GB sd card, raspberry pi os 64-bit. build for it from my laptop and give me a systemd unit",
      S("Building for aarch64 with `cross` (Docker-based, so no local ARM toolchain needed):",
        B('cross build --release --target aarch64-unknown-linux-gnu', d`
             Compiling proc-macro2 v1.0.93
             Compiling libsqlite3-sys v0.30.1
             ...
             Compiling skerry v0.1.0 (/project)
              Finished \`release\` profile [optimized] target(s) in 2m 41s
        `, { ms: 163800 })),
      S(null, B('ls -lh target/aarch64-unknown-linux-gnu/release/skerry', '-rwxr-xr-x 2 jonas jonas 9.4M Feb 13 11:21 target/aarch64-unknown-linux-gnu/release/skerry')),
      S(null, W('deploy/skerry.service', UNIT_V1)),
      F("The ARM binary is built with `cross build --release --target aarch64-unknown-linux-gnu`. The unit runs it as user `skerry` with `Restart=always`, state in `/var/lib/skerry` (StateDirectory), logs through env_logger (`RUST_LOG=info`) to the journal.")),
    T("copy it over and start it. host is pi@harbour-pi.local",
      S(null, B('scp target/aarch64-unknown-linux-gnu/release/skerry deploy/skerry.service pi@harbour-pi.local:/tmp/ && ssh pi@harbour-pi.local "sudo install -m 755 /tmp/skerry /usr/local/bin/ && sudo install -m 644 /tmp/skerry.service /etc/systemd/system/ && sudo systemctl daemon-reload && sudo systemctl enable --now skerry && systemctl status skerry --no-pager | head -4"', d`
        skerry                                        100% 9630KB  10.8MB/s   00:00
        skerry.service                                100%  302   141.2KB/s   00:00
        Created symlink /etc/systemd/system/multi-user.target.wants/skerry.service → /etc/systemd/system/skerry.service.
        ● skerry.service - skerry AIS ingest
             Loaded: loaded (/etc/systemd/system/skerry.service; enabled; preset: enabled)
             Active: active (running) since Fri 2026-02-13 11:26:40 CET; 2s ago
           Main PID: 2211 (skerry)
      `, { ms: 6200 })),
      F("Running on harbour-pi.local since 11:26, enabled at boot.")),
    T("<private>off the record, my landlord is raising the rent again and I'm thinking of moving to Stavanger in the summer. haven't told the harbour office yet</private> anyway. check it's actually ingesting after a few minutes",
      S("Checking the journal:",
        B('ssh pi@harbour-pi.local "journalctl -u skerry --since -5min --no-pager | tail -3"', d`
          Feb 13 11:31:40 harbour-pi skerry[2211]: [2026-02-13T10:31:40Z INFO  skerry::ingest] 5 min: 11,904 sentences, 9,611 positions stored, 71 bad checksum
          Feb 13 11:31:40 harbour-pi skerry[2211]: [2026-02-13T10:31:40Z INFO  skerry::store] batch committed: 500 rows in 38 ms
          Feb 13 11:31:41 harbour-pi skerry[2211]: [2026-02-13T10:31:41Z INFO  skerry::store] batch committed: 500 rows in 41 ms
        `)),
      F("It's ingesting: about 40 sentences a second, batches of 500 rows commit in ~40 ms on the SD card.")),
  ],
});

export const S07 = session({
  key: 's07',
  start: '2026-02-17T12:05:33.371Z',
  branch: 'perf/ingest',
  title: 'Replay throughput; the SQLite file grows too fast for the SD card',
  turns: [
    T("how fast could the ingest path go if the feed got busier? make a replay tool that pushes a capture through decode+store flat out",
      S("A `replay` binary that runs a capture through the same decode and store code:",
        W('src/bin/replay.rs', REPLAY_RS)),
      S(null, B('cargo run --release --bin replay -- captures/bergen-2026-02-02.nmea --rate max', d`
            Finished \`release\` profile [optimized] target(s) in 34.20s
             Running \`target/release/replay captures/bergen-2026-02-02.nmea --rate max\`
        replayed 481226 sentences in 9.937 s (48426 sentences/s); stored 389502 positions
      `, { ms: 45800 })),
      F("On the laptop the whole path handles a full day's capture in under 10 seconds, three orders of magnitude more than the receiver's ~40 sentences a second. Speed is not the problem.")),
    T("good. disk worries me more. how big is the db on the pi after 4 days?",
      S(null, B('ssh pi@harbour-pi.local "ls -lh /var/lib/skerry/ && df -h / | tail -1"', d`
        total 2.4G
        -rw-r--r-- 1 skerry skerry 2.3G Feb 17 13:09 positions.db
        -rw-r--r-- 1 skerry skerry  32K Feb 17 13:09 positions.db-shm
        -rw-r--r-- 1 skerry skerry  47M Feb 17 13:09 positions.db-wal
        /dev/mmcblk0p2   58G   11G   45G  20% /
      `)),
      S(null, B('ssh pi@harbour-pi.local "time sudo -u skerry sqlite3 /var/lib/skerry/positions.db VACUUM"', 'real\t14m2.118s\nuser\t1m12.440s\nsys\t0m48.906s', { ms: 842300 })),
      F("2.3 GB in four days, mostly the index and row overhead: at this rate about 210 GB a year, so the 64 GB card is full in roughly three months. And a VACUUM to reclaim the space after deletes took 14 minutes, with the ingest stalled behind it.")),
    T("options? the analysts at the office want to query history with duckdb anyway",
      S("Looking at what the analysts' notebooks already read:",
        G('read_parquet|read_csv', 'notebooks/occupancy.sql:3:FROM read_csv(\'exports/positions-*.csv\')', { mode: 'content', path: 'notebooks' })),
      F("Three candidates: (1) TimescaleDB: good compression, but a Postgres server on the Pi is a lot to run and back up; (2) SQLite with hourly tables we drop: still row storage; (3) Parquet files per hour with zstd: columnar, typically 10x smaller for this kind of data, and DuckDB reads them directly, so the CSV exports go away. I'd go with Parquet; TimescaleDB only if we ever need a server.")),
  ],
});

export const S08 = session({
  key: 's08',
  start: '2026-02-19T08:48:12.667Z',
  branch: 'feat/parquet',
  title: 'Storage moves from SQLite to hourly Parquet files (zstd)',
  turns: [
    T("let's do parquet. drop sqlite entirely, the old data can be exported once",
      S("Adding arrow and parquet (same release line) and the sink:",
        B('cargo remove rusqlite && cargo add arrow@54 parquet@54 --no-default-features && cargo add parquet@54 --features arrow,zstd', d`
              Removing rusqlite from dependencies
              Updating crates.io index
                Adding arrow v54.2.1 to dependencies
                Adding parquet v54.2.1 to dependencies
                       Features:
                       + arrow
                       + zstd
              Locking 23 packages to latest compatible versions
              Removing libsqlite3-sys v0.30.1
              Removing rusqlite v0.32.1
        `),
        W('src/store/parquet_sink.rs', PARQUET_SINK)),
      F("`src/store/parquet_sink.rs` writes positions as Parquet with zstd (level 3), one folder per day and hour under `/srv/skerry/parquet/date=YYYY-MM-DD/hour=HH/`, so DuckDB can prune by date and hour.")),
    T("when does a file get closed? I don't want to lose an hour of data if the pi reboots",
      S(null, R('src/store/parquet_sink.rs')),
      S("Closing a file every 60 s or at 100,000 rows, whichever comes first; a reboot loses at most the last minute.",
        E('src/store/parquet_sink.rs', 'pub fn writer_properties() -> WriterProperties {', '/// A file is closed after this long or this many rows, whichever comes first.\npub const FLUSH_EVERY: std::time::Duration = std::time::Duration::from_secs(60);\npub const FLUSH_ROWS: usize = 100_000;\n\npub fn writer_properties() -> WriterProperties {'),
        B('cargo test -q', cargoTestQuiet(24, '0.31'))),
      F("Files close every 60 s or at 100,000 rows; 24 tests pass, including a round trip through DuckDB's reader."),
      O({ compactAfter: d`
        1. Primary Request and Intent:
           Replace the SQLite store with Parquet files (the SD card would fill in about three months, VACUUM stalled the ingest for 14 minutes, analysts query with DuckDB). Keep data safe across reboots of the Pi.

        2. Key Technical Concepts:
           - arrow/parquet 54.2.1, zstd level 3, hive-style folders date=YYYY-MM-DD/hour=HH under /srv/skerry/parquet.
           - FLUSH_EVERY 60 s / FLUSH_ROWS 100,000: a reboot loses at most a minute.
           - Dedup unchanged (in memory, 90 s window).

        3. Files and Code Sections:
           - src/store/parquet_sink.rs: schema(), writer_properties(), flush constants.
           - src/store/sqlite.rs: to be deleted after the one-off export.

        4. Pending Tasks:
           - Export the old positions.db to Parquet once; delete src/store/sqlite.rs; measure the size per day.
      ` })),
    T("export the old db and tell me what a day costs now",
      S("Exporting through DuckDB (it reads SQLite and writes the same hive layout), then measuring yesterday's folder:",
        B(`duckdb -c "INSTALL sqlite; LOAD sqlite; COPY (SELECT *, strftime(ts::TIMESTAMP, '%Y-%m-%d') AS date, strftime(ts::TIMESTAMP, '%H') AS hour FROM sqlite_scan('positions.db', 'positions')) TO '/srv/skerry/parquet' (FORMAT parquet, COMPRESSION zstd, PARTITION_BY (date, hour), OVERWRITE_OR_IGNORE)"`, '100% ▕████████████████████████████████████████████████████████████▏', { ms: 96400 }),
        B('du -sh /srv/skerry/parquet/date=2026-02-18 && git rm -q src/store/sqlite.rs', '61M\t/srv/skerry/parquet/date=2026-02-18', { fx: [{ rm: 'src/store/sqlite.rs' }] })),
      F("A full day is now a tenth of what SQLite needed, so the card holds years instead of months. `src/store/sqlite.rs` is gone.")),
  ],
});

export const S09 = session({
  key: 's09',
  start: '2026-02-23T13:37:58.015Z',
  branch: 'refactor/axum',
  title: 'The API moves from warp to axum',
  turns: [
    T("the track endpoint hangs forever when duckdb is slow and warp has no simple per-request timeout. I also never want to see a 200-line filter error again. move the api to axum",
      S("axum sits on tower, so `tower_http::timeout::TimeoutLayer` gives a per-request timeout, and handlers are plain async functions with readable errors.",
        B('cargo remove warp && cargo add axum && cargo add tower-http --features timeout,trace', d`
              Removing warp from dependencies
              Updating crates.io index
                Adding axum v0.8.4 to dependencies
                Adding tower-http v0.6.2 to dependencies
                       Features:
                       + timeout
                       + trace
              Locking 12 packages to latest compatible versions
              Removing warp v0.3.7
        `)),
      S(null, R('src/api.rs')),
      S(null, E('src/api.rs', 'use warp::Filter;\n', 'use axum::{extract::{Path, Query, State}, routing::get, Json, Router};\nuse tower_http::timeout::TimeoutLayer;\n')),
      F("axum 0.8.4 and tower-http are in; next the router itself.")),
    T("go on",
      S(null, E('src/api.rs', 'warp::path!("vessels" / u32 / "track").and(warp::get())', 'Router::new().route("/vessels/{mmsi}/track", get(track))', { fail: true })),
      S("The route spans several lines in the file; replacing the whole function:",
        E('src/api.rs', 'pub fn routes(store: Store) -> impl Filter<Extract = impl warp::Reply, Error = warp::Rejection> + Clone {\n    warp::path!("vessels" / u32 / "track")\n        .and(warp::get())\n        .and(warp::query::<TrackQuery>())\n        .and(with_store(store))\n        .and_then(|mmsi, q, store| async move { track(mmsi, q, store).await.map_err(|e| warp::reject::custom(ApiError(e))) })\n}', 'pub fn routes(store: Store) -> Router {\n    Router::new()\n        .route("/vessels/{mmsi}/track", get(track))\n        .layer(TimeoutLayer::new(std::time::Duration::from_secs(10)))\n        .with_state(store)\n}')),
      S(null, B('cargo test -q', cargoTestQuiet(31, '0.44', { compile: '28.71' }))),
      F("The router is on axum with a 10-second `TimeoutLayer` (a slow query now answers 408 instead of hanging). Tests pass: 31.")),
    T("sweet. quick sanity check with curl against a local run?",
      S(null, B("cargo run -q & sleep 3 && curl -s 'http://127.0.0.1:8080/vessels/257034800/track?since=2026-02-23T12:00:00Z' | head -c 300; kill %1", '[{"recorded_at":"2026-02-23T12:00:07Z","lat":60.39502,"lon":5.31811,"speed_kn":11.4,"course_deg":212.3},{"recorded_at":"2026-02-23T12:00:17Z","lat":60.39466,"lon":5.31762,"speed_kn":11.5,"course_deg":212.1}')),
      F("Same JSON as before: snake_case fields, RFC 3339 UTC times.")),
  ],
});

export const S10 = session({
  key: 's10',
  start: '2026-02-25T09:12:40.228Z',
  branch: 'fix/type5',
  title: 'Ship names with @ padding; type 5 parts mixed up between channels',
  turns: [
    T("good morning! back from a skiing weekend at Voss, legs destroyed. the office says ship names in the popup look like NORDLYS@@@@@@@@ and some names are garbage mixed from two ships",
      S("Glad you had snow. Looking at the name decoding first:",
        W('src/ais/static_data.rs', STATIC_RS)),
      S(null, B('cargo test -q static_data', d`
            Finished \`test\` profile [unoptimized + debuginfo] target(s) in 3.12s
             Running unittests src/main.rs (target/debug/deps/skerry-5c1e92b07d4a3f18)

        running 2 tests
        F.
        failures:

        ---- ais::static_data::tests::name_without_padding stdout ----
        thread 'ais::static_data::tests::name_without_padding' panicked at src/ais/static_data.rs:31:9:
        assertion \`left == right\` failed
          left: "NORDLYS@@@@@@@@@@@@@"
         right: "NORDLYS"

        failures:
            ais::static_data::tests::name_without_padding

        test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 31 filtered out; finished in 0.00s
      `, { code: 101 })),
      F("Reproduced the first one: AIS pads the 20-character name field with `@` (six-bit value 0), and we keep the padding.")),
    T("fix that, and trailing spaces too",
      S(null, R('src/ais/static_data.rs')),
      S(null, E('src/ais/static_data.rs', '        .collect()\n}', "        .collect::<String>()\n        .trim_end_matches('@')\n        .trim_end()\n        .to_string()\n}")),
      F("Names are trimmed of the `@` padding and then of trailing spaces: `NORDLYS`.")),
    T("and the garbage names?",
      S("Probably the two-part type 5 messages: fragments are joined by sequential message id only, and both radio channels reuse ids 0-9. Checking the joining code:",
        W('src/ais/fragments.rs', FRAGMENTS_RS)),
      S("Confirmed: `pending` is keyed by `seq_id` alone, so part 1 from channel A and part 2 from channel B with the same id get glued together. Keying by (channel, seq_id):",
        E('src/ais/fragments.rs', 'pending: HashMap<u8, (Instant, Vec<String>)>,', 'pending: HashMap<(char, u8), (Instant, Vec<String>)>,'),
        B('cargo test -q', cargoTestQuiet(36, '0.47'))),
      F("Fixed: fragments are keyed by `(channel, seq_id)`, so parts from channel A and B with the same sequential message id no longer mix; a test interleaves two ships' type 5 messages on both channels. 36 tests pass.")),
    T("commit with scope, then I need more coffee",
      S(null, B('cargo clippy --all-targets -- -D warnings && git add -A && git commit -q -m "fix(ais): trim @ padding from names, key fragments by channel" && git log --oneline -1', d`
            Checking skerry v0.1.0 (/home/jonas/skerry)
            Finished \`dev\` profile [unoptimized + debuginfo] target(s) in 4.40s
        e2d94b1 fix(ais): trim @ padding from names, key fragments by channel
      `)),
      F("Committed `fix(ais): trim @ padding from names, key fragments by channel`. Enjoy the coffee.")),
  ],
});

export const SESSIONS_2 = [S06, S07, S08, S09, S10];
