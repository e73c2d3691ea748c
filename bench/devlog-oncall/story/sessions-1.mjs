// Week 1-2: on-call handover, a noisy alert, slow merchants and the first timeout change, a per-endpoint
// rate limit (replaced in review), and Postgres running out of connections (PgBouncer, first time).
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import { go, tabs, sp, PROD, HELM_PROD, RULES_CHECK, helmUpgraded, pods, ok, nt, epoch } from './helpers.mjs';
import { CONFIG_SEED } from './seed.mjs';

// ---------------------------------------------------------------- s01
const LAT_RULE_OLD = sp(8, d`
          - alert: HookrelayDeliveryLatencyHigh
            expr: histogram_quantile(0.99, sum by (le) (rate(hookrelay_delivery_duration_seconds_bucket[5m]))) > 2
            for: 2m
            labels:
              severity: critical
            annotations:
              summary: p99 webhook delivery latency above 2s
`);
const LAT_RULE_NEW = sp(8, d`
          - alert: HookrelayDeliveryLatencyHigh
            # p99 over all merchants is dominated by a few slow endpoints; only worth a look when it stays up.
            expr: histogram_quantile(0.99, sum by (le) (rate(hookrelay_delivery_duration_seconds_bucket[10m]))) > 5
            for: 15m
            labels:
              severity: warning
            annotations:
              summary: p99 webhook delivery latency above 5s for 15 minutes
              runbook_url: docs/runbooks/HookrelayDeliveryLatencyHigh.md
`);

export const S01 = session({
  key: 's01', start: '2026-05-04T08:07:13.000Z', branch: 'chore/alert-tuning',
  title: 'On-call week starts: HookrelayDeliveryLatencyHigh paged 14 times; tuned to p99 > 5s for 15m, warning',
  turns: [
    T(d`
      morning! ☕ on call for hookrelay this week, Kenji handed over on Friday. he says HookrelayDeliveryLatencyHigh paged him 14 times last week, mostly at night, and every single one resolved by itself within a few minutes. the last one:

      \`\`\`
      [RESOLVED] HookrelayDeliveryLatencyHigh (critical)
      summary: p99 webhook delivery latency above 2s
      Started:  2026-05-02 03:14:07 UTC
      Resolved: 2026-05-02 03:18:37 UTC
      Source: prometheus-kube-prometheus-stack-prometheus-0
      \`\`\`
      I have prometheus port-forwarded on localhost:9091. what's going on with this rule?`,
      S("Let me look at the rule and at what the p99 actually did last week.",
        R('deploy/helm/hookrelay/templates/prometheusrule.yaml'),
        B(`promtool query instant http://localhost:9091 'max_over_time((histogram_quantile(0.99, sum by (le) (rate(hookrelay_delivery_duration_seconds_bucket[5m]))))[7d:1m])' && promtool query instant http://localhost:9091 'quantile_over_time(0.5, (histogram_quantile(0.99, sum by (le) (rate(hookrelay_delivery_duration_seconds_bucket[5m]))))[7d:1m])'`,
          `{} => 2.912 @[${epoch('2026-05-04T08:07:18.114Z')}]\n{} => 1.374 @[${epoch('2026-05-04T08:07:18.902Z')}]`)),
      S("And when the spikes happen, grouped by hour of day (UTC):",
        B(`promtool query instant http://localhost:9091 'count by (hour) (label_replace(count_over_time(ALERTS{alertname="HookrelayDeliveryLatencyHigh",alertstate="firing"}[7d]) > 0, "hour", "$1", "__name__", ".*"))' 2>/dev/null; psql "$HOOKRELAY_RO_DSN" -c "select extract(hour from attempted_at) as hour_utc, count(*) filter (where duration_ms > 2000) as slow, count(*) as attempts, round(100.0 * count(*) filter (where duration_ms > 2000) / count(*), 1) as slow_pct from attempts where attempted_at > now() - interval '7 days' group by 1 order by slow_pct desc limit 5"`,
          d`
            {} => 14 @[${epoch('2026-05-04T08:07:24.530Z')}]
             hour_utc | slow  | attempts | slow_pct
            ----------+-------+----------+----------
                    3 | 31877 |   402114 |      7.9
                    2 |  9120 |   236540 |      3.9
                    4 |  5311 |   198223 |      2.7
                   14 |  6904 |   611872 |      1.1
                   11 |  5988 |   598410 |      1.0
            (5 rows)
          `)),
      F(d`
        Two things make this rule noisy:

        1. **It fires on a short blip.** \`for: 2m\` over a \`[5m]\` rate means a three-minute wobble pages someone. Last week's p99 peaked at 2.91 s and the median p99 was 1.37 s, so the 2 s threshold sits very close to normal.
        2. **What moves the p99 isn't us.** The histogram has no endpoint label, so it is one p99 over all merchants. At 03:00 UTC the carrier status sync pushes a big batch of events, and 7.9% of that hour's attempts take more than 2 s: a handful of slow merchant endpoints answering slowly under load. Nothing on our side is wrong, and nobody can fix it at 3 am.

        Proposal: a longer window and a longer \`for\` (p99 > 5 s over 10m, sustained for 15 minutes), and make it a \`warning\` since there is no action for the person on call. Failures and timeouts are already covered by HookrelayDeliveryFailureRateHigh, which stays critical.
      `)),
    T("ok let's do it: 5s sustained 15 minutes, warning. house rule while we're at it: warning alerts never page anyone, they go to #hookrelay-alerts in Slack only; only critical goes to PagerDuty. and every alert needs a runbook_url annotation pointing at docs/runbooks/<AlertName>.md",
      S(null,
        E('deploy/helm/hookrelay/templates/prometheusrule.yaml', LAT_RULE_OLD, LAT_RULE_NEW),
        GL('docs/runbooks/*.md', ['docs/runbooks/HookrelayDeliveryFailureRateHigh.md'])),
      S("Only one of the four alerts has a runbook so far. The latency one first:",
        W('docs/runbooks/HookrelayDeliveryLatencyHigh.md', d`
          # HookrelayDeliveryLatencyHigh (warning, Slack only)

          p99 of \`hookrelay_delivery_duration_seconds\` over all endpoints has been above 5 s for 15 minutes.

          This is almost always a few slow merchant endpoints, not hookrelay. It does not page.

          1. Find the slow endpoints: \`select endpoint_id, percentile_cont(0.99) within group (order by duration_ms) from attempts where attempted_at > now() - interval '30 minutes' group by 1 order by 2 desc limit 10;\`
          2. If one merchant is slow, nothing to do; if it lasts for days, tell their account manager.
          3. If every endpoint is slow, look at our egress (NAT gateway metrics) and at dispatcher CPU throttling.
        `),
        B(RULES_CHECK, 'Checking /tmp/hookrelay-rules.yaml\n  SUCCESS: 4 rules found\n')),
      F("HookrelayDeliveryLatencyHigh is now `p99 > 5` over a 10m rate, `for: 15m`, `severity: warning`, with a runbook_url. promtool is happy with all 4 rules. HookrelayRetryBacklogHigh and HookrelayIngestErrorsHigh still lack runbooks; I'll add those next.")),
    T('yes, add the two missing runbooks',
      S(null,
        W('docs/runbooks/HookrelayRetryBacklogHigh.md', d`
          # HookrelayRetryBacklogHigh (warning, Slack only)

          More than 50k delivery retries have been scheduled for 15 minutes.

          1. Usually one or two merchants are down and their retries pile up. Check which: \`redis-cli -h hookrelay-redis-master ZCARD hookrelay:retry:due\` for the total, the attempts table for the endpoints.
          2. The backlog drains by itself when the merchant is back; retries stop after 8 attempts.
          3. If the backlog grows with every merchant healthy, the retry poller is stuck: check the lease holder's logs.
        `),
        W('docs/runbooks/HookrelayIngestErrorsHigh.md', d`
          # HookrelayIngestErrorsHigh (critical, pages)

          More than 2% of \`POST /v1/events\` requests answered 5xx for 5 minutes. Producers retry, but events are late.

          1. \`kubectl --context prod-euw1 -n hookrelay logs deploy/hookrelay-api --since=10m | grep '"level":"error"'\`
          2. Postgres and NATS are the usual suspects: connection errors in those logs say which.
          3. Producers see our 5xx; post in #shipments-platform if it lasts more than 15 minutes.
        `),
        E('deploy/helm/hookrelay/templates/prometheusrule.yaml', '          annotations:\n            summary: more than 50k retries scheduled\n',
          '          annotations:\n            summary: more than 50k retries scheduled\n            runbook_url: docs/runbooks/HookrelayRetryBacklogHigh.md\n'),
        E('deploy/helm/hookrelay/templates/prometheusrule.yaml', '            summary: more than 2% of event ingest requests failing\n',
          '            summary: more than 2% of event ingest requests failing\n            runbook_url: docs/runbooks/HookrelayIngestErrorsHigh.md\n')),
      F('Both runbooks are written and every rule now has a `runbook_url` annotation.')),
    T("and double-check the alertmanager routing really does what I said: warnings to slack, criticals to pagerduty",
      S(null,
        B(`kubectl ${PROD} get alertmanagerconfig hookrelay -o yaml | yq '.spec'`, d`
          route:
            receiver: slack-hookrelay-alerts
            groupBy:
              - alertname
            groupWait: 30s
            groupInterval: 5m
            repeatInterval: 4h
            routes:
              - receiver: pagerduty-hookrelay
                matchers:
                  - name: severity
                    value: critical
                continue: true
          receivers:
            - name: slack-hookrelay-alerts
              slackConfigs:
                - channel: '#hookrelay-alerts'
                  apiURL:
                    key: url
                    name: hookrelay-slack-webhook
            - name: pagerduty-hookrelay
              pagerdutyConfigs:
                - routingKey:
                    key: routing-key
                    name: hookrelay-pagerduty
        `)),
      F(d`
        The routing matches your rule: everything goes to \`#hookrelay-alerts\` by default, and only \`severity: critical\` is also sent to PagerDuty (\`continue: true\` keeps the Slack copy). So as soon as this ships, the latency alert lands in Slack only.
      `)),
    T("cool. commit and open the PR. how we merge here: PRs are squash-merged, and the PR title must be a conventional commit (fix:, feat:, chore:, docs:) because the squash commit takes the title. body can be whatever",
      S(null,
        B('git add -A && git commit -q -m "chore(alerts): tune latency alert, add runbooks" && git push -u origin chore/alert-tuning 2>&1 | tail -2', d`
          To github.com:parcelwave/hookrelay.git
           * [new branch]      chore/alert-tuning -> chore/alert-tuning
        `),
        B(`gh pr create --title "chore(alerts): HookrelayDeliveryLatencyHigh to p99>5s for 15m as warning; runbooks for every alert" --body "Kenji got paged 14 times last week by the latency alert, all self-resolving. p99 across all merchants moves with a few slow endpoints during the 03:00 UTC carrier sync. Now p99 > 5s over 10m for 15m, severity warning (Slack only). Adds runbook_url + runbooks for the three alerts that had none."`,
          'https://github.com/parcelwave/hookrelay/pull/209')),
      F("PR #209 is open with a conventional-commit title; it'll be squashed into a single commit carrying that title. The branch commit message doesn't matter for the history.")),
    T('thanks! check CI on it before I go grab lunch',
      S(null, B('gh pr checks 209', d`
        All checks were successful
        0 cancelled, 0 failing, 2 successful, 0 skipped, and 0 pending checks

           NAME       DESCRIPTION  ELAPSED  URL
        ✓  ci/lint                 1m12s    https://github.com/parcelwave/hookrelay/actions/runs/14817350211/job/41597712004
        ✓  ci/test                 2m48s    https://github.com/parcelwave/hookrelay/actions/runs/14817350211/job/41597712389
      `)),
      F('Green: lint 1m12s, tests 2m48s. Once Kenji approves it can be squash-merged; the rules ship with the next Helm deploy.')),
  ],
});

// ---------------------------------------------------------------- s02
const DISPATCHER_PODS = pods('hookrelay-dispatcher-7c9f8d6b5', [
  ['2xq8v', '1/1', 'Running', 0, '4d2h'], ['4mzkl', '1/1', 'Running', 0, '4d2h'], ['6hw2p', '1/1', 'Running', 0, '4d2h'],
  ['8rj5d', '1/1', 'Running', 0, '4d2h'], ['b7tqn', '1/1', 'Running', 0, '4d2h'], ['c2wfx', '1/1', 'Running', 1, '4d2h'],
  ['dk9sm', '1/1', 'Running', 0, '3d19h'], ['fp4zr', '1/1', 'Running', 0, '3d19h'], ['h6vcn', '1/1', 'Running', 0, '2d7h'],
  ['jq3lb', '1/1', 'Running', 0, '2d7h'], ['lx8gt', '1/1', 'Running', 0, '26h'], ['n5dwk', '1/1', 'Running', 0, '26h'],
  ['qz7hm', '1/1', 'Running', 0, '26h'], ['t1rbc', '1/1', 'Running', 0, '25h'],
]);

const CLIENT_TIMEOUT_OLD = go`
  func NewClient(secret func(string) []byte, log *zap.SugaredLogger) *Client {
      return &Client{
          http: &http.Client{
              Timeout: 5 * time.Second,
`;
const CLIENT_TIMEOUT_NEW = go`
  // NewClient builds the delivery client. timeout bounds a whole attempt: connect, TLS, headers and body.
  func NewClient(timeout time.Duration, secret func(string) []byte, log *zap.SugaredLogger) *Client {
      return &Client{
          http: &http.Client{
              Timeout: timeout,
`;

export const CONFIG_V2 = go`
  // Package config reads the process configuration from HOOKRELAY_* environment variables (set by the Helm chart).
  package config

  import (
      "fmt"
      "os"
      "strconv"
      "time"
  )

  type Config struct {
      DatabaseURL     string        // HOOKRELAY_DATABASE_URL
      RedisAddr       string        // HOOKRELAY_REDIS_ADDR
      NATSURL         string        // HOOKRELAY_NATS_URL
      LogLevel        string        // HOOKRELAY_LOG_LEVEL
      Workers         int           // HOOKRELAY_WORKERS
      DeliveryTimeout time.Duration // HOOKRELAY_DELIVERY_TIMEOUT
  }

  func FromEnv() (Config, error) {
      c := Config{
          DatabaseURL:     os.Getenv("HOOKRELAY_DATABASE_URL"),
          RedisAddr:       os.Getenv("HOOKRELAY_REDIS_ADDR"),
          NATSURL:         os.Getenv("HOOKRELAY_NATS_URL"),
          LogLevel:        envOr("HOOKRELAY_LOG_LEVEL", "info"),
          Workers:         64,
          DeliveryTimeout: 30 * time.Second,
      }
      if v := os.Getenv("HOOKRELAY_WORKERS"); v != "" {
          n, err := strconv.Atoi(v)
          if err != nil {
              return c, fmt.Errorf("HOOKRELAY_WORKERS: %w", err)
          }
          c.Workers = n
      }
      if v := os.Getenv("HOOKRELAY_DELIVERY_TIMEOUT"); v != "" {
          t, err := time.ParseDuration(v)
          if err != nil {
              return c, fmt.Errorf("HOOKRELAY_DELIVERY_TIMEOUT: %w", err)
          }
          c.DeliveryTimeout = t
      }
      if c.DatabaseURL == "" || c.NATSURL == "" {
          return c, fmt.Errorf("HOOKRELAY_DATABASE_URL and HOOKRELAY_NATS_URL are required")
      }
      return c, nil
  }

  func envOr(k, def string) string {
      if v := os.Getenv(k); v != "" {
          return v
      }
      return def
  }
`;

export const S02 = session({
  key: 's02', start: '2026-05-05T08:31:40.000Z', branch: 'fix/delivery-timeout',
  title: 'Page: delivery failure rate 31%; merchants slower than the 5s client timeout; timeout made configurable, 30s; v1.12.3',
  turns: [
    T(d`
      ugh, paged at 09:12 (lisbon).
      \`\`\`
      [FIRING:1] HookrelayDeliveryFailureRateHigh (critical)
      summary: more than 20% of webhook deliveries failing
      value: 0.31
      Started: 2026-05-05 08:02:41 UTC
      runbook_url: docs/runbooks/HookrelayDeliveryFailureRateHigh.md
      \`\`\`
      acked. check the dispatcher pods and what the logs say, context is prod-euw1`,
      S(null,
        B(`kubectl ${PROD} get pods -l app.kubernetes.io/name=hookrelay-dispatcher`, DISPATCHER_PODS),
        B(`kubectl ${PROD} logs -l app.kubernetes.io/name=hookrelay-dispatcher --since=15m --tail=-1 --max-log-requests=14 | grep '"delivery failed"' | jq -r '.err' | sed -E 's/^Post "([^"]+)": /\\1 /' | sort | uniq -c | sort -rn | head -5`, d`
             4127 https://hooks.lumen-apparel.com/parcelwave context deadline exceeded (Client.Timeout exceeded while awaiting headers)
             2980 https://api.northwind-outfitters.eu/webhooks/parcelwave context deadline exceeded (Client.Timeout exceeded while awaiting headers)
              611 https://shop.kestrelbikes.pt/hooks/shipping context deadline exceeded (Client.Timeout exceeded while awaiting headers)
               88 https://webhooks.oakandfig.co.uk/pw dial tcp: lookup webhooks.oakandfig.co.uk on 10.43.0.10:53: no such host
               12 https://hooks.bramblehome.de/pw/events net/http: TLS handshake timeout
        `, { ms: 9800 })),
      S('One raw line to see the timing:',
        B(`kubectl ${PROD} logs hookrelay-dispatcher-7c9f8d6b5-2xq8v --since=5m | grep -m1 lumen`,
          `{"level":"info","ts":${epoch('2026-05-05T08:33:02.113Z')},"caller":"delivery/client.go:58","msg":"delivery failed","endpointId":"ep_01HV8K2M9Q","err":"Post \\"https://hooks.lumen-apparel.com/parcelwave\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)","duration":5.000412}`)),
      F(d`
        Pods are all healthy (14 running, one old restart). The failures are not ours: they are **client timeouts at exactly 5 s** (\`duration: 5.000412\`), waiting for response headers from three merchants: Lumen Apparel (4127 in 15 min), Northwind Outfitters (2980) and Kestrel Bikes (611). The DNS and TLS errors at the bottom are background noise.

        So those endpoints got slower than our hard-coded \`Timeout: 5 * time.Second\` in \`internal/delivery/client.go\`. Every timeout becomes a retry, which is why the failure ratio is 31%.
      `)),
    T('which endpoints exactly, and how slow are they when they do answer? query the attempts table',
      S(null, B(`psql "$HOOKRELAY_RO_DSN" -c "select a.endpoint_id, e.merchant_name, count(*) as attempts, count(*) filter (where a.outcome = 'timeout') as timeouts, round(100.0 * count(*) filter (where a.outcome = 'timeout') / count(*), 1) as timeout_pct, percentile_disc(0.5) within group (order by a.duration_ms) filter (where a.outcome = 'ok') as p50_ok_ms, percentile_disc(0.95) within group (order by a.duration_ms) filter (where a.outcome = 'ok') as p95_ok_ms from attempts a join endpoints e on e.id = a.endpoint_id where a.attempted_at > now() - interval '1 hour' group by 1, 2 having count(*) filter (where a.outcome = 'timeout') > 100 order by timeouts desc"`, d`
         endpoint_id   |    merchant_name     | attempts | timeouts | timeout_pct | p50_ok_ms | p95_ok_ms
        ---------------+----------------------+----------+----------+-------------+-----------+-----------
         ep_01HV8K2M9Q | Lumen Apparel        |     6790 |     4127 |        60.8 |      3910 |      4870
         ep_01HT3QZ9WD | Northwind Outfitters |     6711 |     2980 |        44.4 |      3620 |      4790
         ep_01HX0C4B7N | Kestrel Bikes        |     2212 |      611 |        27.6 |      2950 |      4640
        (3 rows)
      `)),
      F(d`
        Three endpoints, and the picture is the same for all of them: when they answer, they answer in 3-4 s (p50) and close to 5 s at p95 (4.6-4.9 s). The attempts that time out are just the slower tail beyond our 5 s cut-off. These merchants evidently process the webhook synchronously before replying.

        A 5 s timeout is stricter than what we tell merchants; retrying them makes it worse, since each retry is another slow request. Raising the timeout is the fix. The cost is that a slow endpoint ties up a dispatcher worker for longer (64 workers per pod), which is fine at these volumes.
      `)),
    T("our docs promise merchants 'we wait up to 30 seconds for a response', so 30s it is. make it configurable instead of hard-coded. <private>between us: Lumen's CTO is furious, Ana from CS says their renewal is in June and they're threatening to walk</private>",
      S(null, R('internal/delivery/client.go'), R('internal/config/config.go')),
      S('Making the timeout a parameter of the client and a `HOOKRELAY_DELIVERY_TIMEOUT` setting, defaulting to 30s:',
        E('internal/delivery/client.go', CLIENT_TIMEOUT_OLD, CLIENT_TIMEOUT_NEW),
        W('internal/config/config.go', CONFIG_V2)),
      F("`NewClient` now takes the timeout, and `config.Config.DeliveryTimeout` reads `HOOKRELAY_DELIVERY_TIMEOUT` (a Go duration) with a default of 30s. The per-attempt deadline in the dispatcher is derived from it (timeout + 2 s grace), so it follows automatically. Next: the Helm value so it's visible in the chart.")),
    T("house rule for incidents, so you know: never kubectl edit / patch / scale anything in prod. every change goes through the helm values in deploy/helm so it's in git. add the value to the chart",
      S(null, R('deploy/helm/hookrelay/values.yaml'), R('deploy/helm/hookrelay/templates/dispatcher-deployment.yaml')),
      S(null,
        E('deploy/helm/hookrelay/values.yaml', '  replicas: 2\n  workers: 64\n', '  replicas: 2\n  workers: 64\n  # how long we wait for a merchant endpoint to answer; docs promise up to 30 seconds\n  deliveryTimeout: 30s\n'),
        E('deploy/helm/hookrelay/templates/dispatcher-deployment.yaml', '            - name: HOOKRELAY_WORKERS\n              value: {{ .Values.dispatcher.workers | quote }}\n',
          '            - name: HOOKRELAY_WORKERS\n              value: {{ .Values.dispatcher.workers | quote }}\n            - name: HOOKRELAY_DELIVERY_TIMEOUT\n              value: {{ .Values.dispatcher.deliveryTimeout | quote }}\n')),
      F('`dispatcher.deliveryTimeout: 30s` in `values.yaml`, passed to the pod as `HOOKRELAY_DELIVERY_TIMEOUT`. Nothing touched in the cluster by hand; it goes out with a normal `helm upgrade`.')),
    T('tests, then tag v1.12.3 and deploy it with the usual helm upgrade. CI pushes the images on the tag',
      S(null, B('go test -race ./internal/... 2>&1 | tail -8', [
        ok('internal/admin', '0.412s'), nt('internal/config'), ok('internal/delivery', '1.236s'), ok('internal/dispatcher', '2.804s'),
        nt('internal/logging'), ok('internal/retryq/redisz', '0.977s'), ok('internal/store', '14.522s'),
      ].join('\n'))),
      S(null,
        B('git commit -qam "fix(dispatcher): configurable delivery timeout, default 30s" && git tag v1.12.3 && git push -q origin fix/delivery-timeout v1.12.3 && gh run watch --exit-status $(gh run list --workflow release --limit 1 --json databaseId -q ".[0].databaseId") | tail -3', d`
          ✓ images (hookrelay-api) in 1m41s
          ✓ images (hookrelay-dispatcher) in 1m52s
          ✓ Run release (14841093377) completed with 'success'
        `, { ms: 118000 }),
        B(`${HELM_PROD} --set image.tag=v1.12.3 --wait --timeout 10m`, helmUpgraded(52, 'Tue May  5 10:03:03 2026'), { ms: 142000 }),
        B(`kubectl ${PROD} get deploy hookrelay-dispatcher -o jsonpath='{.spec.template.spec.containers[0].image}{"\\n"}{.status.updatedReplicas}/{.status.replicas} updated{"\\n"}'`, 'harbor.parcelwave.internal/hookrelay/hookrelay-dispatcher:v1.12.3\n14/14 updated')),
      F('v1.12.3 is out: Helm revision 52, all 14 dispatcher pods on `harbor.parcelwave.internal/hookrelay/hookrelay-dispatcher:v1.12.3` with the 30 s timeout. The failure ratio needs 10 minutes of new data before the alert can resolve.'),
      O({ gapMin: 24 })),
    T("failure rate is under 5% again and the alert resolved. write the incident timeline in docs/incidents/. timelines are always in UTC, never local time, even if I tell you lisbon times",
      S(null, W('docs/incidents/2026-05-05-delivery-timeouts.md', d`
        # 2026-05-05: deliveries to three merchants timing out

        - **Severity:** SEV3 (deliveries delayed, none lost)
        - **On call:** Inês Carvalho
        - **Alert:** HookrelayDeliveryFailureRateHigh (critical), peak 31%

        ## Timeline (UTC)
        | time | what |
        |---|---|
        | 08:02 | HookrelayDeliveryFailureRateHigh starts firing |
        | 08:12 | Page acknowledged |
        | 08:35 | Logs: client timeouts at exactly 5 s to Lumen Apparel, Northwind Outfitters, Kestrel Bikes |
        | 08:40 | Attempts table: those endpoints answer in 3-4 s p50, ~4.8 s p95; our 5 s timeout cuts the tail |
        | 09:03 | v1.12.3 deployed (Helm revision 52): delivery timeout configurable, 30 s (what our docs promise) |
        | 09:30 | Failure ratio below 5%; alert resolved |

        ## Cause
        The delivery client had a hard-coded 5 s timeout, stricter than the 30 s the merchant docs promise. Three merchants got slower and every slow answer became a retry.

        ## Follow-ups
        - \`dispatcher.deliveryTimeout\` in the chart (\`HOOKRELAY_DELIVERY_TIMEOUT\`), 30s.
        - Watch worker saturation: a slow endpoint now holds a worker for up to 30 s.
      `)),
      F('Written to `docs/incidents/2026-05-05-delivery-timeouts.md`, all times in UTC (your 09:12 page is 08:12 there). I left the customer side out of it.')),
  ],
});

// ---------------------------------------------------------------- s03
export const RL_FIXED = go`
  // Package ratelimit caps deliveries per endpoint.
  package ratelimit

  import (
      "context"
      "fmt"
      "time"

      "github.com/redis/go-redis/v9"
  )

  // DefaultPerSecond applies to endpoints without their own rate_limit_per_sec.
  const DefaultPerSecond = 50

  // Limiter is a fixed one-second window per endpoint: INCR a per-second key, EXPIRE it after 2s.
  type Limiter struct {
      rdb *redis.Client
      now func() time.Time
  }

  func New(rdb *redis.Client) *Limiter { return &Limiter{rdb: rdb, now: time.Now} }

  // Allow reports whether one more delivery to endpointID fits in the current second.
  func (l *Limiter) Allow(ctx context.Context, endpointID string, perSecond int) (bool, error) {
      if perSecond <= 0 {
          perSecond = DefaultPerSecond
      }
      key := fmt.Sprintf("hookrelay:rl:%s:%d", endpointID, l.now().Unix())
      pipe := l.rdb.TxPipeline()
      incr := pipe.Incr(ctx, key)
      pipe.Expire(ctx, key, 2*time.Second)
      if _, err := pipe.Exec(ctx); err != nil {
          return false, err
      }
      return incr.Val() <= int64(perSecond), nil
  }
`;
const RL_FIXED_TEST = go`
  package ratelimit

  import (
      "context"
      "testing"
      "time"

      "github.com/alicebob/miniredis/v2"
      "github.com/redis/go-redis/v9"
  )

  func TestAllow_FixedWindow(t *testing.T) {
      mr := miniredis.RunT(t)
      l := New(redis.NewClient(&redis.Options{Addr: mr.Addr()}))
      at := time.Unix(1778050000, 0)
      l.now = func() time.Time { return at }
      ctx := context.Background()

      for i := 0; i < 3; i++ {
          if ok, err := l.Allow(ctx, "ep_test", 3); err != nil || !ok {
              t.Fatalf("request %d: ok=%v err=%v, want allowed", i+1, ok, err)
          }
      }
      if ok, _ := l.Allow(ctx, "ep_test", 3); ok {
          t.Fatal("4th request in the same second was allowed")
      }
      at = at.Add(time.Second)
      if ok, _ := l.Allow(ctx, "ep_test", 3); !ok {
          t.Fatal("first request of the next second was refused")
      }
  }
`;
const DISP_ATTEMPT_OLD = go`
  func (d *Dispatcher) attempt(ctx context.Context, sub store.Subscription, ev Event, n int) {
      res, err := d.deliverWithDeadline(ctx, sub, ev)
`;
const DISP_ATTEMPT_FIXED = go`
  func (d *Dispatcher) attempt(ctx context.Context, sub store.Subscription, ev Event, n int) {
      if ok, err := d.limiter.Allow(ctx, sub.EndpointID, sub.RateLimitPerSec); err != nil {
          d.log.Warnw("rate limiter unavailable, delivering anyway", "endpoint_id", sub.EndpointID, "err", err)
      } else if !ok {
          // Over the endpoint's limit: try again in a second, without counting an attempt.
          _ = d.retries.Schedule(ctx, redisz.Item{EndpointID: sub.EndpointID, EventID: ev.ID, Attempt: n}, time.Now().Add(time.Second))
          return
      }
      res, err := d.deliverWithDeadline(ctx, sub, ev)
`;

export const S03 = session({
  key: 's03', start: '2026-05-06T08:48:05.000Z', branch: 'feat/endpoint-rate-limit',
  title: 'Per-endpoint rate limit in Redis (fixed one-second window, INCR + EXPIRE); snake_case log keys; PR #214',
  turns: [
    T("morning. quiet night for once 🙂 next on my list: Northwind complained that after their outages we hammer them with ~300 req/s bursts while the retries catch up. we need a per-endpoint rate limit in the dispatcher. redis is already there. something simple to start",
      S(null, R('internal/dispatcher/dispatcher.go'), G('RateLimitPerSec|rate_limit_per_sec', ['internal/store/subscriptions.go', 'migrations/0012_endpoint_rate_limit.sql'])),
      F(d`
        There's already a \`rate_limit_per_sec\` column on endpoints (migration 0012) that \`store.Subscription\` carries as \`RateLimitPerSec\`, but nothing enforces it.

        Simplest thing that works: a fixed one-second window per endpoint in Redis. \`INCR hookrelay:rl:<endpoint>:<unix second>\` plus \`EXPIRE\` 2 s, in one MULTI; allowed while the counter is ≤ the limit. Default 50/s for endpoints that don't set their own. When an endpoint is over its limit, the dispatcher re-schedules that delivery one second later through the retry queue without counting it as an attempt. If Redis is down, we deliver anyway rather than stall.
      `)),
    T('go',
      S(null,
        W('internal/ratelimit/ratelimit.go', RL_FIXED),
        E('internal/dispatcher/dispatcher.go', '\t"github.com/parcelwave/hookrelay/internal/delivery"\n', '\t"github.com/parcelwave/hookrelay/internal/delivery"\n\t"github.com/parcelwave/hookrelay/internal/ratelimit"\n'),
        E('internal/dispatcher/dispatcher.go', '\tretries         *redisz.Queue\n', '\tretries         *redisz.Queue\n\tlimiter         *ratelimit.Limiter\n'),
        E('internal/dispatcher/dispatcher.go', DISP_ATTEMPT_OLD, DISP_ATTEMPT_FIXED)),
      F('`internal/ratelimit` has the fixed-window `Limiter`; `Dispatcher.attempt` checks it before each delivery and pushes over-limit deliveries one second out. The wiring in `run.Dispatcher` passes `ratelimit.New(rdb)`.')),
    T("tests. rule for this repo: no sqlmock or fake postgres, ever; anything touching the db runs against a real postgres with testcontainers-go. for redis, miniredis is fine",
      S(null, B('go get github.com/alicebob/miniredis/v2@v2.34.0', '', { err: 'go: downloading github.com/alicebob/miniredis/v2 v2.34.0\ngo: downloading github.com/yuin/gopher-lua v1.1.1\ngo: added github.com/alicebob/miniredis/v2 v2.34.0\ngo: added github.com/yuin/gopher-lua v1.1.1' }),
        W('internal/ratelimit/ratelimit_test.go', RL_FIXED_TEST)),
      S(null, B('go test -race -v ./internal/ratelimit/', '=== RUN   TestAllow_FixedWindow\n--- PASS: TestAllow_FixedWindow (0.01s)\nPASS\n' + ok('internal/ratelimit', '1.044s'))),
      F("Noted: Postgres tests go through testcontainers-go, never sqlmock. The limiter only talks to Redis, so its test uses miniredis with a pinned clock: 3 allowed, the 4th refused in the same second, allowed again the next second.")),
    T("also log keys: snake_case everywhere (endpoint_id, not endpointId). fix the ones in delivery while you're here",
      S(null, R('internal/delivery/client.go')),
      S(null,
        E('internal/delivery/client.go', '"endpointId"', '"endpoint_id"', { all: true }),
        G('"[a-z]+[A-Z][A-Za-z]*",', [], { path: 'internal', glob: '*.go' })),
      F('Both `endpointId` keys in `internal/delivery/client.go` are now `endpoint_id`; a grep over `internal/` finds no other camelCase log keys. The new dispatcher log line already uses `endpoint_id`.')),
    T('commit and open the PR (squash title rule as usual)',
      S(null,
        B('go build ./... && git add -A && git commit -qm "feat(dispatcher): per-endpoint rate limit" && git push -qu origin feat/endpoint-rate-limit', ''),
        B('gh pr create --title "feat(dispatcher): per-endpoint rate limit (default 50/s) in Redis" --body "Enforces endpoints.rate_limit_per_sec (default 50/s) with a fixed one-second INCR/EXPIRE window in Redis. Over-limit deliveries are pushed 1s out without counting an attempt; Redis errors fail open. Also: snake_case log keys in internal/delivery."', 'https://github.com/parcelwave/hookrelay/pull/214')),
      F('PR #214 is up, asking Priya for review by default (CODEOWNERS on `internal/dispatcher`).')),
  ],
});

// ---------------------------------------------------------------- s04
export const RL_GCRA = go`
  // Package ratelimit caps deliveries per endpoint with GCRA (github.com/go-redis/redis_rate).
  package ratelimit

  import (
      "context"
      "time"

      "github.com/go-redis/redis_rate/v10"
      "github.com/redis/go-redis/v9"
  )

  // Default applies to endpoints without their own rate_limit_per_sec: 25 per second, bursts of up to 50.
  var Default = redis_rate.Limit{Rate: 25, Burst: 50, Period: time.Second}

  // Limiter is GCRA per endpoint: one script call per check and no window edges, so an endpoint
  // never sees more than its burst at once.
  type Limiter struct {
      rl *redis_rate.Limiter
  }

  func New(rdb *redis.Client) *Limiter { return &Limiter{rl: redis_rate.NewLimiter(rdb)} }

  // Allow reports whether one more delivery to endpointID is within its limit and, if not,
  // how long until it would be.
  func (l *Limiter) Allow(ctx context.Context, endpointID string, perSecond int) (bool, time.Duration, error) {
      lim := Default
      if perSecond > 0 {
          lim = redis_rate.Limit{Rate: perSecond, Burst: 2 * perSecond, Period: time.Second}
      }
      res, err := l.rl.Allow(ctx, key(endpointID), lim)
      if err != nil {
          return false, 0, err
      }
      return res.Allowed > 0, res.RetryAfter, nil
  }

  // Reset forgets an endpoint's state (used when an endpoint's limit is changed by support).
  func (l *Limiter) Reset(ctx context.Context, endpointID string) error {
      return l.rl.Reset(ctx, key(endpointID))
  }

  func key(endpointID string) string { return "hookrelay:rl:" + endpointID }
`;
const RL_GCRA_TEST = go`
  package ratelimit

  import (
      "context"
      "testing"

      "github.com/alicebob/miniredis/v2"
      "github.com/redis/go-redis/v9"
  )

  func TestAllow_BurstThenRefuse(t *testing.T) {
      mr := miniredis.RunT(t)
      l := New(redis.NewClient(&redis.Options{Addr: mr.Addr()}))
      ctx := context.Background()
      l.Reset(ctx, "ep_test")

      allowed := 0
      for i := 0; i < 10; i++ {
          ok, _, err := l.Allow(ctx, "ep_test", 3)
          if err != nil {
              t.Fatal(err)
          }
          if ok {
              allowed++
          }
      }
      if allowed != 6 { // burst = 2 x rate
          t.Fatalf("allowed %d of 10 back-to-back requests, want 6 (the burst)", allowed)
      }
      _, retryAfter, _ := l.Allow(ctx, "ep_test", 3)
      if retryAfter <= 0 {
          t.Fatalf("refused request has RetryAfter %v, want > 0", retryAfter)
      }
  }
`;
const DISP_RL_GCRA = go`
  func (d *Dispatcher) attempt(ctx context.Context, sub store.Subscription, ev Event, n int) {
      if ok, wait, err := d.limiter.Allow(ctx, sub.EndpointID, sub.RateLimitPerSec); err != nil {
          d.log.Warnw("rate limiter unavailable, delivering anyway", "endpoint_id", sub.EndpointID, "err", err)
      } else if !ok {
          // Over the endpoint's limit: try again when GCRA says there is room, without counting an attempt.
          _ = d.retries.Schedule(ctx, redisz.Item{EndpointID: sub.EndpointID, EventID: ev.ID, Attempt: n}, time.Now().Add(wait))
          return
      }
      res, err := d.deliverWithDeadline(ctx, sub, ev)
`;

export const S04 = session({
  key: 's04', start: '2026-05-07T12:02:48.000Z', branch: 'feat/endpoint-rate-limit',
  title: "Priya's review on #214: fixed window out, go-redis/redis_rate (GCRA) in, 25/s burst 50; custom Lua rejected; errcheck",
  turns: [
    T(d`
      review from Priya on #214:

      > **internal/ratelimit/ratelimit.go:27**: please don't do INCR+EXPIRE fixed windows here. An endpoint can get 2x its limit across a window boundary (50 at .999 and 50 more at .000), and that is precisely the kind of burst Northwind complained about. go-redis/redis_rate does GCRA in a single round trip and we already depend on go-redis. Use that.

      and Kenji commented that we could write our own token bucket as a Lua script instead. thoughts?`,
      S(null, B('go doc github.com/go-redis/redis_rate/v10 Limiter.Allow 2>/dev/null || go get github.com/go-redis/redis_rate/v10@v10.0.1', '', { err: 'go: downloading github.com/go-redis/redis_rate/v10 v10.0.1\ngo: added github.com/go-redis/redis_rate/v10 v10.0.1' })),
      F(d`
        Priya is right about the boundary problem: a fixed window limits requests *per calendar second*, not *per any one-second span*, so 2x the limit can land within a few milliseconds.

        On Kenji's Lua idea: redis_rate already **is** a Lua script (GCRA, the same algorithm as a token bucket expressed as a "theoretical arrival time"), loaded once and called with EVALSHA. Writing our own gives us nothing except a script we would have to test and own ourselves. It also returns \`RetryAfter\`, so we can re-schedule an over-limit delivery exactly when it would fit instead of guessing one second.

        I'd go with redis_rate and skip the custom Lua. I've added \`github.com/go-redis/redis_rate/v10\` v10.0.1.
      `)),
    T("agreed, no custom lua. do it. default 25/s with burst 50, that's what Northwind asked for. endpoints with their own limit get burst = 2x",
      S(null, R('internal/ratelimit/ratelimit.go'), R('internal/ratelimit/ratelimit_test.go')),
      S(null,
        W('internal/ratelimit/ratelimit.go', RL_GCRA),
        W('internal/ratelimit/ratelimit_test.go', RL_GCRA_TEST)),
      F('`ratelimit.Limiter` is now a thin wrapper over `redis_rate.Limiter`: default `Rate: 25, Burst: 50` per second, per-endpoint limits with burst 2x, plus `Reset` for when support changes a limit.')),
    T('now the dispatcher side, then tests and lint',
      S(null, R('internal/dispatcher/dispatcher.go', { offset: 46, limit: 12 })),
      S('Over-limit deliveries get re-scheduled after GCRA\'s `RetryAfter` instead of a flat second:', E('internal/dispatcher/dispatcher.go', DISP_ATTEMPT_FIXED, DISP_RL_GCRA)),
      S(null, B('go test -race ./internal/ratelimit/ ./internal/dispatcher/', ok('internal/ratelimit', '1.118s') + '\n' + ok('internal/dispatcher', '2.911s'))),
      S(null, B('golangci-lint run ./...', d`
        internal/ratelimit/ratelimit_test.go:15:9: Error return value of \`l.Reset\` is not checked (errcheck)
            l.Reset(ctx, "ep_test")
                   ^
        1 issues:
        * errcheck: 1
      `, { code: 1, ms: 21400 })),
      F('Tests pass, but lint fails on the unchecked `l.Reset` in the new test.')),
    T('fix it',
      S(null, E('internal/ratelimit/ratelimit_test.go', '\tl.Reset(ctx, "ep_test")\n', '\tif err := l.Reset(ctx, "ep_test"); err != nil {\n\t\tt.Fatal(err)\n\t}\n'),
        B('golangci-lint run ./...', '0 issues.', { ms: 9100 })),
      F('Tests pass (10 back-to-back requests at 3/s: exactly the burst of 6 allowed, then a positive RetryAfter). Lint flagged the unchecked `Reset` in the test; fixed, 0 issues.')),
    T('push and reply to Priya on the PR',
      S(null,
        B('git add -A && git commit -qm "feat(ratelimit): GCRA via redis_rate instead of fixed window" && git push -q', ''),
        B(`gh pr comment 214 --body "Switched to go-redis/redis_rate (GCRA): no window edges, one EVALSHA per check, and RetryAfter tells us when to re-schedule. Default 25/s burst 50 (Northwind's ask), per-endpoint limits get burst 2x. We talked about a custom Lua token bucket and decided against it: redis_rate is that script, maintained upstream."`, 'https://github.com/parcelwave/hookrelay/pull/214#issuecomment-2861930417')),
      F('Pushed and replied on #214, including why we did not write our own Lua bucket.')),
    T('Priya approved 🎉 squash-merge it and delete the branch',
      S(null, B('gh pr merge 214 --squash --delete-branch', '✓ Squashed and merged pull request parcelwave/hookrelay#214 (feat(dispatcher): per-endpoint rate limit (default 50/s) in Redis)\n✓ Deleted local branch feat/endpoint-rate-limit and switched to branch main\n✓ Deleted remote branch feat/endpoint-rate-limit')),
      F("Merged. One thing: the PR title still says \"default 50/s\" while the code is now 25/s burst 50; since the squash commit takes the title, `main`'s log says 50/s. Worth remembering if anyone reads the history; the code is right.")),
  ],
});

// ---------------------------------------------------------------- s05
export const S05 = session({
  key: 's05', start: '2026-05-11T07:02:30.000Z', branch: 'fix/pg-pool-exhaustion',
  title: 'Page: ingest 5xx, Postgres "too many clients" (max_connections 300, 18 dispatcher pods x 20); PgBouncer in transaction mode',
  turns: [
    T(d`
      early start, paged at 07:41.
      \`\`\`
      [FIRING:1] HookrelayIngestErrorsHigh (critical)
      summary: more than 2% of event ingest requests failing
      value: 0.087
      Started: 2026-05-11 06:36:10 UTC
      runbook_url: docs/runbooks/HookrelayIngestErrorsHigh.md
      \`\`\`
      following my own runbook: api logs first`,
      S(null, B(`kubectl ${PROD} logs deploy/hookrelay-api --since=10m | grep '"level":"error"' | tail -2`, d`
        {"level":"error","ts":${epoch('2026-05-11T07:00:11.552Z')},"caller":"api/events.go:77","msg":"insert event","error":"failed to connect to \`user=hookrelay database=hookrelay\`: 10.42.7.19:5432 (hookrelay-pg-rw.databases.svc.cluster.local): server error: FATAL: sorry, too many clients already (SQLSTATE 53300)","request_id":"01JTXW3A9K6Q"}
        {"level":"error","ts":${epoch('2026-05-11T07:00:12.018Z')},"caller":"api/events.go:77","msg":"insert event","error":"failed to connect to \`user=hookrelay database=hookrelay\`: 10.42.7.19:5432 (hookrelay-pg-rw.databases.svc.cluster.local): server error: FATAL: sorry, too many clients already (SQLSTATE 53300)","request_id":"01JTXW3AC2MF"}
      `)),
      F('The API can\'t open new Postgres connections: `FATAL: sorry, too many clients already (SQLSTATE 53300)`. Postgres is out of connection slots, so the question is who holds them.')),
    T('who is holding them?',
      S(null,
        B(`psql "$HOOKRELAY_RO_DSN" -c "show max_connections" -c "select application_name, state, count(*) from pg_stat_activity where datname = 'hookrelay' group by 1, 2 order by 3 desc"`, d`
           max_connections
          -----------------
           300
          (1 row)

            application_name    | state  | count
          ----------------------+--------+-------
           hookrelay-dispatcher | idle   |   262
           hookrelay-dispatcher | active |    31
           hookrelay-api        | idle   |     3
           reporting-etl        | active |     2
           psql                 | active |     1
          (5 rows)
        `),
        B(`kubectl ${PROD} get hpa`, d`
          NAME                   REFERENCE                         TARGETS       MINPODS   MAXPODS   REPLICAS   AGE
          hookrelay-dispatcher   Deployment/hookrelay-dispatcher   cpu: 81%/70%   4         18        18         41d
        `)),
      F(d`
        The dispatchers hold almost everything: **293 of 300** slots, 262 of them idle.

        The arithmetic: the dispatcher HPA is at its max of **18 pods**, each with \`pool_max_conns=20\`, so dispatchers alone may open 360 connections, more than \`max_connections = 300\`. The API (6 pods x 20) gets whatever is left, which right now is nothing. The pools hold idle connections for 5 minutes (\`MaxConnIdleTime\`), so they don't shrink back while traffic is busy.

        Short of raising max_connections (needs a Postgres restart, and memory per connection), the fix is a pooler, or smaller pools.
      `)),
    T("Tomasz says platform runs a shared PgBouncer for exactly this: pgbouncer.hookrelay.svc.cluster.local:6432, transaction pooling. point both services at it",
      S(null, R('deploy/helm/hookrelay/values.yaml')),
      S(null, E('deploy/helm/hookrelay/values.yaml', '  host: hookrelay-pg-rw.databases.svc.cluster.local\n  port: 5432\n', '  # through the shared PgBouncer (transaction pooling) since 2026-05-11: 18 dispatchers x 20 conns > max_connections 300\n  host: pgbouncer.hookrelay.svc.cluster.local\n  port: 6432\n'),
        B('helm diff upgrade hookrelay deploy/helm/hookrelay -n hookrelay --kube-context prod-euw1 -f deploy/helm/hookrelay/values-prod.yaml --set image.tag=v1.12.3 | grep -E "^[-+] " | cut -c1-160', d`
          -               value: "postgres://$(HOOKRELAY_DB_USER):$(HOOKRELAY_DB_PASSWORD)@hookrelay-pg-rw.databases.svc.cluster.local:5432/hookrelay?sslmode=require&pool_max_conns=20"
          +               value: "postgres://$(HOOKRELAY_DB_USER):$(HOOKRELAY_DB_PASSWORD)@pgbouncer.hookrelay.svc.cluster.local:6432/hookrelay?sslmode=require&pool_max_conns=20"
          -               value: "postgres://$(HOOKRELAY_DB_USER):$(HOOKRELAY_DB_PASSWORD)@hookrelay-pg-rw.databases.svc.cluster.local:5432/hookrelay?sslmode=require&pool_max_conns=20"
          +               value: "postgres://$(HOOKRELAY_DB_USER):$(HOOKRELAY_DB_PASSWORD)@pgbouncer.hookrelay.svc.cluster.local:6432/hookrelay?sslmode=require&pool_max_conns=20"
        `, { ms: 6200 })),
      S('Only the DSN changes, in both deployments. Deploying:',
        B(`${HELM_PROD} --set image.tag=v1.12.3 --wait --timeout 10m`, helmUpgraded(54, 'Mon May 11 08:09:45 2026'), { ms: 171000 })),
      F('Helm revision 54: api and dispatcher now connect to `pgbouncer.hookrelay.svc.cluster.local:6432`. Our pools still say 20 per pod, but those are client connections to PgBouncer now; PgBouncer multiplexes them onto its own server-side pool.')),
    T('did it help?',
      S(null,
        B(`psql "$HOOKRELAY_RO_DSN" -c "select coalesce(nullif(application_name, ''), '(pgbouncer)') as app, count(*) from pg_stat_activity where datname = 'hookrelay' group by 1 order by 2 desc"`, d`
                app      | count
          ---------------+-------
           (pgbouncer)   |    40
           reporting-etl |     2
           psql          |     1
          (3 rows)
        `),
        B(`kubectl ${PROD} logs deploy/hookrelay-api --since=5m | grep -c 'SQLSTATE 53300'`, '0')),
      F('Yes: Postgres now sees 40 server connections from PgBouncer (its `default_pool_size`) instead of ~300 from us, and there have been no `53300` errors in the last 5 minutes. HookrelayIngestErrorsHigh should resolve within its 5-minute window.')),
    T("resolved 👍 short incident note in docs/incidents/ please, same format as last week",
      S(null, W('docs/incidents/2026-05-11-pg-too-many-clients.md', d`
        # 2026-05-11: ingest 5xx, Postgres out of connections

        - **Severity:** SEV2 (ingest failing for ~8.7% of requests; producers retried)
        - **On call:** Inês Carvalho
        - **Alert:** HookrelayIngestErrorsHigh (critical)

        ## Timeline (UTC)
        | time | what |
        |---|---|
        | 06:36 | HookrelayIngestErrorsHigh starts firing |
        | 06:41 | Page acknowledged |
        | 07:00 | api logs: \`FATAL: sorry, too many clients already (SQLSTATE 53300)\` |
        | 07:04 | pg_stat_activity: dispatchers hold 293 of 300 connections; HPA at max (18 pods x pool_max_conns 20) |
        | 07:10 | Helm revision 54: both services connect through the shared PgBouncer (transaction pooling) |
        | 07:18 | 40 server connections from PgBouncer; no more 53300; alert resolved |

        ## Cause
        Per-pod pools times pods exceeded \`max_connections\` once the dispatcher HPA scaled to 18.

        ## Follow-ups
        - Keep an eye on PgBouncer for a few days; it's the first time we run through it.
      `)),
      F('Written: `docs/incidents/2026-05-11-pg-too-many-clients.md`, UTC timeline.')),
  ],
});

export const SESSIONS_1 = [S01, S02, S03, S04, S05];
