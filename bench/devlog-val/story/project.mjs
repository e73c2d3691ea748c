// skerry: the validation story of the devlog benchmark (issue 7). An invented project, unlike the dev story's on
// purpose (Rust instead of Python, a streaming ingest daemon instead of a web app, another developer and habits).
// It is a validation set: never tune the plugin on it (see ../README.md).
import { DEFAULT_BASH_DESCRIPTIONS } from '../../devlog-kit/dsl.mjs';

export default {
  name: 'skerry',
  description: 'Validation story: a Rust/tokio daemon that ingests AIS ship positions from a harbour radio receiver, stores them and raises speeding alerts for a (fictional) Bergen harbour office. One developer, Jonas, fourteen sessions from February to March 2026.',
  root: '/home/jonas/skerry',
  seedKey: 'skerry-val/v1',
  // Bergen in February and March is CET (UTC+1)
  utcOffsetHours: 1,
  calendar: { from: '2026-02-02', to: '2026-03-13', weekdaysOnly: true, workHours: [8, 19] },
  bashDescriptions: [
    [/^cargo (test|nextest)/, 'Run tests'],
    [/^cargo (clippy|build|check)|^cross build/, 'Build the crate'],
    [/^cargo run --release --bin replay/, 'Replay a capture through the ingest path'],
    [/^oha /, 'Load test the API'],
    [/^duckdb /, 'Query the Parquet files'],
    ...DEFAULT_BASH_DESCRIPTIONS,
  ],
};
