// Facts planted in the skerry story: where each one sits (session, turn; the validator records whether in the
// prompt, assistant text, tool input or output, or a compact summary). supersedes / superseded_by link a choice to
// the later one that replaced it; `why` says what forced the change. The eval reads only probes.json.
export const FACTS = [
  // ---- s01 skeleton, house rules, receiver
  { id: 'F01', kind: 'decision', session: 's01', turn: 1, fact: 'AIS payloads are decoded by our own module src/ais/sixbit.rs, not the ais crate', needles: ['src/ais/sixbit.rs', 'our own module'], why: 'the ais crate is unmaintained since 2021 and cannot decode type 24' },
  { id: 'F02', kind: 'preference', session: 's01', turn: 2, fact: 'No unwrap() outside #[cfg(test)] code', needles: ['no unwrap() anywhere outside #[cfg(test)]'] },
  { id: 'F03', kind: 'preference', session: 's01', turn: 2, fact: 'thiserror enums in library modules, anyhow only in main.rs', needles: ['thiserror', 'anyhow only in main.rs'] },
  { id: 'F04', kind: 'preference', session: 's01', turn: 2, fact: 'clippy with -D warnings clean before every commit', needles: ['-D warnings'] },
  { id: 'F05', kind: 'where', session: 's01', turn: 3, fact: 'The AIS receiver feed is at 10.40.2.17:10110', needles: ['10.40.2.17'] },
  { id: 'F06', kind: 'preference', session: 's01', turn: 4, fact: 'Conventional commits with a scope (feat(ais): ...)', needles: ['conventional commits', 'feat(ais)'] },
  // ---- s02 decoder
  { id: 'F07', kind: 'bug', session: 's02', turn: 2, fact: 'Live sentences failed: the receiver ends lines with CRLF and the carriage return stayed on the checksum field; fixed by trim_end_matches', needles: ['carriage return', 'CRLF', 'trim_end_matches'] },
  { id: 'F08', kind: 'number', session: 's02', turn: 3, fact: '2,917 sentences with a bad checksum in the 2026-02-02 capture (tool output only)', needles: ['2,917'] },
  { id: 'F09', kind: 'number', session: 's02', turn: 3, fact: '1,436 distinct vessels heard in one day', needles: ['1,436'] },
  // ---- s03 SQLite store
  { id: 'F10', kind: 'decision', session: 's03', turn: 1, fact: 'Positions stored with rusqlite in /var/lib/skerry/positions.db', needles: ['rusqlite', '/var/lib/skerry/positions.db'], superseded_by: 'F23' },
  { id: 'F11', kind: 'decision', session: 's03', turn: 1, fact: 'Dedup window 30 seconds', needles: ['DEDUP_WINDOW_SECS: u64 = 30', 'inside 30 seconds'], superseded_by: 'F16' },
  { id: 'F12', kind: 'number', session: 's03', turn: 2, fact: '500 rows per transaction (BATCH_ROWS)', needles: ['500 rows per transaction'] },
  { id: 'F13', kind: 'private', session: 's03', turn: 3, fact: "The receiver's admin password (private)", needles: ['Kv1tsand#88'] },
  // ---- s04 warp API
  { id: 'F14', kind: 'decision', session: 's04', turn: 1, fact: 'HTTP API on warp 0.3.7', needles: ['warp 0.3.7'], superseded_by: 'F26' },
  { id: 'F15', kind: 'preference', session: 's04', turn: 2, fact: 'API JSON: snake_case fields, timestamps RFC 3339 in UTC, never epoch numbers', needles: ['RFC 3339', 'never unix epoch'] },
  { id: 'F15b', kind: 'bug', session: 's04', turn: 3, fact: "The 212-line compile error: the handler returned anyhow::Error where warp wants a Rejection; wrapped in a custom rejection (ApiError)", needles: ['custom rejection', 'ApiError'] },
  // ---- s05 duplicates
  { id: 'F18', kind: 'number', session: 's05', turn: 1, fact: '18,412 duplicate pairs in positions.db', needles: ['18,412'] },
  { id: 'F17', kind: 'why', session: 's05', turn: 2, fact: 'Messages arrive up to three times: direct and relayed by the Askøy and Sotra repeaters with up to 70 s delay', needles: ['Askøy', 'Sotra', 'up to 70 s'] },
  { id: 'F16', kind: 'decision', session: 's05', turn: 3, fact: 'Dedup window raised to 90 seconds', needles: ['DEDUP_WINDOW_SECS: u64 = 90', '90 seconds'], supersedes: 'F11', why: 'repeaters relay with up to 70 s delay' },
  { id: 'F19', kind: 'decision', session: 's05', turn: 3, fact: 'Dedup key: mmsi, timestamp rounded to the second, lat/lon rounded to 5 decimals (compact summary only)', needles: ['rounded to 5 decimals'] },
  // ---- s06 Pi deploy
  { id: 'F20', kind: 'decision', session: 's06', turn: 1, fact: 'Runs on the office Raspberry Pi 4, cross-built for aarch64, systemd unit deploy/skerry.service', needles: ['Raspberry Pi 4', 'deploy/skerry.service', 'cross build'], superseded_by: 'F29' },
  { id: 'F20b', kind: 'number', session: 's06', turn: 1, fact: 'ARM release binary 9.4M (tool output only)', needles: ['9.4M'] },
  { id: 'F20c', kind: 'decision', session: 's06', turn: 1, fact: 'Logs through env_logger to the journal', needles: ['env_logger'], superseded_by: 'F31' },
  { id: 'F21', kind: 'private', session: 's06', turn: 3, fact: 'The developer may move (private)', needles: ['Stavanger'] },
  // ---- s07 throughput and disk
  { id: 'F22', kind: 'number', session: 's07', turn: 1, fact: 'Replay: 48426 sentences/s on the laptop (tool output only)', needles: ['48426 sentences/s'] },
  { id: 'F22b', kind: 'why', session: 's07', turn: 2, fact: 'SQLite grew 2.3 GB in 4 days: the 64 GB card full in about three months; VACUUM took 14 minutes', needles: ['64 GB card', 'VACUUM'] },
  { id: 'F22c', kind: 'decision', session: 's07', turn: 3, fact: 'TimescaleDB considered and rejected (a Postgres server on the Pi)', needles: ['TimescaleDB'] },
  // ---- s08 Parquet
  { id: 'F23', kind: 'decision', session: 's08', turn: 1, fact: 'Positions as Parquet (zstd) in date=/hour= folders, written by src/store/parquet_sink.rs', needles: ['parquet_sink.rs', 'zstd', 'hour=HH'], supersedes: 'F10', why: 'SD card would fill in three months, VACUUM stalls ingest, analysts use DuckDB' },
  { id: 'F24', kind: 'number', session: 's08', turn: 2, fact: 'Files close every 60 s or at 100,000 rows', needles: ['100,000 rows'] },
  { id: 'F25', kind: 'number', session: 's08', turn: 3, fact: 'One day of Parquet is 61M (tool output only)', needles: ['61M'] },
  // ---- s09 axum
  { id: 'F26', kind: 'decision', session: 's09', turn: 1, fact: 'API moved to axum 0.8.4 with tower-http', needles: ['axum v0.8.4', 'TimeoutLayer'], supersedes: 'F14', why: 'warp has no simple per-request timeout; its filter types give 200-line errors' },
  { id: 'F26b', kind: 'decision', session: 's09', turn: 2, fact: '10-second per-request timeout', needles: ['10-second'] },
  // ---- s10 type 5
  { id: 'F27', kind: 'bug', session: 's10', turn: 2, fact: "Names padded with @: trim_end_matches('@') then trim_end", needles: ["trim_end_matches('@')"] },
  { id: 'F28', kind: 'bug', session: 's10', turn: 3, fact: 'Type 5 parts from both channels mixed: fragments keyed by (channel, seq_id) in src/ais/fragments.rs', needles: ['(channel, seq_id)', 'src/ais/fragments.rs'] },
  // ---- s11 VM
  { id: 'F28b', kind: 'why', session: 's11', turn: 1, fact: 'The Pi died: SD card I/O errors on mmcblk0, filesystem read-only', needles: ['mmcblk0', 'SD card failed'] },
  { id: 'F29', kind: 'decision', session: 's11', turn: 2, fact: 'Production moved to a Hetzner CAX11 VM (skerry-1), receiver through a WireGuard tunnel', needles: ['CAX11', 'WireGuard'], supersedes: 'F20', why: 'the SD card failed' },
  { id: 'F30', kind: 'private', session: 's11', turn: 2, fact: 'The Hetzner API token (private)', needles: ['hz_tok_9fQ2mLx7Pw4Rk1'] },
  { id: 'F31', kind: 'decision', session: 's11', turn: 3, fact: 'Logs as JSON lines via tracing-subscriber', needles: ['tracing-subscriber', '.json()'], supersedes: 'F20c', why: 'Loki could not parse env_logger lines' },
  // ---- s12 alerts
  { id: 'F32', kind: 'where', session: 's12', turn: 1, fact: 'Inner harbour polygon in config/inner_harbour.geojson', needles: ['config/inner_harbour.geojson'] },
  { id: 'F33', kind: 'decision', session: 's12', turn: 1, fact: 'Speed limit 8 knots', needles: ['SPEED_LIMIT_KN: f64 = 8.0', '8 knots'], superseded_by: 'F35' },
  { id: 'F34', kind: 'decision', session: 's12', turn: 2, fact: 'Alerts posted to Mattermost #havn-vakt via SKERRY_ALERT_WEBHOOK', needles: ['havn-vakt', 'SKERRY_ALERT_WEBHOOK'] },
  { id: 'F34b', kind: 'number', session: 's12', turn: 3, fact: '212 alerts for 37 vessels in one replayed day (tool output only)', needles: ['212 for 37 vessels'] },
  // ---- s13 alert tuning
  { id: 'F35', kind: 'decision', session: 's13', turn: 1, fact: 'Speed limit 6 knots per the harbour bylaw', needles: ['SPEED_LIMIT_KN: f64 = 6.0', 'bylaw'], supersedes: 'F33', why: 'the harbour bylaw says 6 knots' },
  { id: 'F36', kind: 'decision', session: 's13', turn: 1, fact: 'Alert only after three consecutive positions above the limit', needles: ['CONSECUTIVE_ABOVE', 'three consecutive'] },
  { id: 'F37', kind: 'bug', session: 's13', turn: 3, fact: "Flaky cooldown test: now on tokio's paused clock", needles: ['start_paused = true', 'tokio::time::advance'] },
  // ---- s14 metrics
  { id: 'F38', kind: 'where', session: 's14', turn: 1, fact: 'Prometheus metrics on port 9464', needles: ['9464'] },
  { id: 'F39', kind: 'number', session: 's14', turn: 2, fact: 'Track endpoint p99 0.0597 s (oha output only)', needles: ['99.00% in 0.0597 secs'] },
  { id: 'F40', kind: 'bug', session: 's14', turn: 3, fact: 'Tracks out of order across hours: ORDER BY ts added', needles: ['ORDER BY ts'] },
  { id: 'F41', kind: 'number', session: 's14', turn: 3, fact: '89 tests pass', needles: ['89 passed'] },
];
