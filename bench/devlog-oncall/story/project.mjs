// hookrelay: a Go webhook relay run in production by a small team; one on-call developer in Lisbon.
import { DEFAULT_BASH_DESCRIPTIONS } from '../../devlog-kit/dsl.mjs';

export default {
  name: 'hookrelay',
  description: 'A Go webhook relay (chi HTTP ingest API, gRPC admin API, dispatcher on NATS JetStream, Postgres via pgx, Redis, Prometheus, OpenTelemetry, Kubernetes with Helm, GitHub Actions) run by a small team at an invented logistics company. One developer, Inês Carvalho in Lisbon (WEST, UTC+1), on call for part of it; 20 sessions from 4 May to 8 June 2026.',
  root: '/home/ines/src/hookrelay',
  seedKey: 'hookrelay-oncall/v1',
  utcOffsetHours: 1,
  calendar: { from: '2026-05-04', to: '2026-06-12', weekdaysOnly: true, workHours: [8, 20] },
  compactSlug: 'steady-copper-relay',
  bashDescriptions: [
    [/^helm (upgrade|rollback)/, 'Deploy with Helm'],
    [/^helm (history|template|diff|status)/, 'Inspect the Helm release'],
    [/^promtool/, 'Check Prometheus rules'],
    [/golangci-lint/, 'Run the linter'],
    [/^k6 |^vegeta /, 'Run the load test'],
    [/redis-cli/, 'Query Redis'],
    [/^nats /, 'Query NATS JetStream'],
    ...DEFAULT_BASH_DESCRIPTIONS,
  ],
  bashDurations: {
    fromOutput: [/^ok\s+\S+\s+([\d.]+)s/m, /real\s+([\d.]+)s/],
    commands: [
      [/^helm upgrade/, 60000, 90000], [/^helm rollback/, 20000, 30000], [/rollout status/, 30000, 60000],
      [/golangci-lint/, 14000, 12000], [/^go (get|mod)/, 1500, 6000], [/^go (build|vet)/, 2500, 5000],
      [/^k6 |^vegeta /, 62000, 5000], [/^git /, 80, 300], [/^gh /, 900, 1800],
    ],
    fallback: [350, 1600],
  },
};
