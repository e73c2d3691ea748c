// Week 2-3: PgBouncer reverted, retries start moving to JetStream (and a leak slips in), the goroutine-leak
// incident and its postmortem, the merge rule changes, zap goes and log/slog comes in.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import { go, tabs, sp, PROD, HELM_PROD, RULES_CHECK, helmUpgraded, pods, ok, nt, epoch } from './helpers.mjs';

// ---------------------------------------------------------------- s06
export const S06 = session({
  key: 's06', start: '2026-05-12T08:21:09.000Z', branch: 'revert/pgbouncer',
  title: 'PgBouncer fallout: SQLSTATE 42P05/26000 from pgx prepared statements in transaction pooling (PgBouncer 1.19.1); back to direct Postgres, pool_max_conns 8',
  turns: [
    T(d`
      morning. new fun since yesterday's pgbouncer change, about 2% of api inserts fail with
      \`\`\`
      ERROR: prepared statement "stmtcache_6f0c2b0e9d4a1c37" already exists (SQLSTATE 42P05)
      \`\`\`
      and now and then \`prepared statement "stmtcache_..." does not exist (SQLSTATE 26000)\`. I have pgbouncer's admin console port-forwarded on localhost:6432`,
      S(null,
        B(`kubectl ${PROD} logs -l 'app.kubernetes.io/name in (hookrelay-api,hookrelay-dispatcher)' --since=1h --tail=-1 --max-log-requests=30 | grep -oE 'SQLSTATE (42P05|26000)' | sort | uniq -c`, '   1284 SQLSTATE 42P05\n    377 SQLSTATE 26000', { ms: 11800 }),
        B('psql -h localhost -p 6432 -U hookrelay_stats pgbouncer -c "show version" -c "show config" | grep -E "version|PgBouncer|pool_mode|max_prepared_statements|default_pool_size"', d`
                version
          ------------------
           PgBouncer 1.19.1
           default_pool_size         | 40              | 20      | yes
           pool_mode                 | transaction     | session | yes
        `)),
      F(d`
        This is the classic pgx + PgBouncer transaction pooling clash:

        - pgx v5 defaults to \`QueryExecModeCacheStatement\`: the first time a connection runs a query, it **prepares** it under a name like \`stmtcache_<hash>\` and reuses it afterwards. Prepared statements live on the *server* connection.
        - In transaction pooling, PgBouncer hands each transaction whichever server connection is free. So our client connection believes \`stmtcache_6f0c…\` is prepared, but lands on a server connection where another client already prepared the same name (**42P05 already exists**) or where it was never prepared (**26000 does not exist**).
        - PgBouncer only tracks protocol-level prepared statements from **1.21** on (\`max_prepared_statements\`). The shared one is **1.19.1**, and \`show config\` has no such setting at all.

        Options:
        1. pgx \`QueryExecModeSimpleProtocol\` (or \`DescribeExec\`): no named statements, works through any PgBouncer, but every query is re-parsed and values go as text.
        2. Session pooling: no collisions, but then PgBouncer saves us nothing.
        3. Back to direct connections with smaller pools until PgBouncer is upgraded.
      `)),
    T("Tomasz says upgrading the shared pgbouncer past 1.21 is planned but not this sprint. I don't want simple protocol in prod: Priya measured it at ~30% slower on our insert path last year. so revert to direct postgres and shrink the pools so we fit under max_connections",
      S(null, R('deploy/helm/hookrelay/values.yaml')),
      S(null, E('deploy/helm/hookrelay/values.yaml', '  # through the shared PgBouncer (transaction pooling) since 2026-05-11: 18 dispatchers x 20 conns > max_connections 300\n  host: pgbouncer.hookrelay.svc.cluster.local\n  port: 6432\n  name: hookrelay\n  maxConns: 20\n',
        '  # direct again since 2026-05-12: the shared PgBouncer (1.19) breaks pgx prepared statements (42P05) in transaction\n  # pooling. Pools are small instead: (18 dispatchers + 6 api) x 8 = 192 < max_connections 300.\n  host: hookrelay-pg-rw.databases.svc.cluster.local\n  port: 5432\n  name: hookrelay\n  maxConns: 8\n')),
      F(d`
        Reverted in \`values.yaml\`: host \`hookrelay-pg-rw.databases.svc.cluster.local:5432\` again, and \`maxConns\` 20 → **8** per pod.

        Budget: 18 dispatchers (HPA max) x 8 + 6 api x 8 = **192** of 300, leaving room for reporting-etl, migrations and a psql or two. Eight is enough for the dispatcher: its workers spend their time waiting on merchants, and only touch Postgres for a short insert per attempt.
      `)),
    T('deploy and check the errors stop',
      S(null, B(`${HELM_PROD} --set image.tag=v1.12.4 --wait --timeout 10m`, helmUpgraded(55, 'Tue May 12 09:30:35 2026'), { ms: 188000 })),
      S(null,
        B(`sleep 300; kubectl ${PROD} logs -l 'app.kubernetes.io/name in (hookrelay-api,hookrelay-dispatcher)' --since=5m --tail=-1 --max-log-requests=30 | grep -cE 'SQLSTATE (42P05|26000)'`, '0', { code: 1, ms: 311000 }),
        B(`psql "$HOOKRELAY_RO_DSN" -c "select application_name, count(*) from pg_stat_activity where datname = 'hookrelay' group by 1 order by 2 desc"`, d`
            application_name    | count
          ----------------------+-------
           hookrelay-dispatcher |   112
           hookrelay-api        |    48
           reporting-etl        |     2
           psql                 |     1
          (4 rows)
        `)),
      F("Helm revision 55. Zero 42P05/26000 in the five minutes after the rollout (grep -c exits 1 when it counts nothing, hence the error status). Postgres sees 163 connections: 14 dispatchers x 8 = 112, 6 api x 8 = 48, plus reporting and psql.")),
    T("and with the smaller pools the HPA can go higher: let the dispatcher scale to 24. 24*8 + 6*8 = 240, still under 300",
      S(null, E('deploy/helm/hookrelay/values.yaml', '    minReplicas: 4\n    maxReplicas: 18\n', '    minReplicas: 4\n    maxReplicas: 24   # x maxConns 8 = 192, + api 48 = 240 of max_connections 300\n'),
        B(`${HELM_PROD} --set image.tag=v1.12.4 --wait --timeout 10m && kubectl ${PROD} get hpa hookrelay-dispatcher`, helmUpgraded(56, 'Tue May 12 09:40:46 2026') + d`
          NAME                   REFERENCE                         TARGETS        MINPODS   MAXPODS   REPLICAS   AGE
          hookrelay-dispatcher   Deployment/hookrelay-dispatcher   cpu: 64%/70%   4         24        14         42d
        `, { ms: 96000 })),
      F('HPA max is 24 now (revision 56). The comment next to it carries the arithmetic, so whoever raises `maxConns` or the replica count sees the budget.')),
    T('open an issue for Tomasz so the pgbouncer upgrade doesnt get forgotten, and link it from the values comment',
      S(null, B(`gh issue create --title "Upgrade shared PgBouncer to >= 1.21 (max_prepared_statements) so hookrelay can use transaction pooling" --label platform --body "hookrelay moved to the shared PgBouncer on 2026-05-11 (too many clients) and back on 2026-05-12: pgx v5 caches prepared statements per connection (stmtcache_*), which in transaction pooling gives SQLSTATE 42P05 / 26000 on PgBouncer 1.19.1. PgBouncer 1.21+ with max_prepared_statements > 0 tracks them. Until then we run direct with pool_max_conns=8 per pod (budget 240/300)."`, 'https://github.com/parcelwave/hookrelay/issues/219')),
      S(null, E('deploy/helm/hookrelay/values.yaml', '  # pooling. Pools are small instead: (18 dispatchers + 6 api) x 8 = 192 < max_connections 300.\n', '  # pooling. Pools are small instead: (24 dispatchers + 6 api) x 8 = 240 < max_connections 300.\n  # Back to PgBouncer once it runs >= 1.21 with max_prepared_statements: issue #219.\n')),
      F('Issue #219 is filed for platform, and the `database:` comment in values.yaml points at it (and has the updated 240 budget).')),
  ],
});

// ---------------------------------------------------------------- s07
export const JSRETRY_V1 = go`
  // Package jsretry schedules delivery retries on NATS JetStream. A failed attempt is published to the
  // HOOKRELAY_RETRY stream together with the time it becomes due; the retry worker naks messages that
  // are not due yet with the remaining delay. JetStream (file storage, 3 replicas) holds the schedule,
  // so a Redis failover can no longer lose it.
  package jsretry

  import (
      "context"
      "encoding/json"
      "fmt"
      "time"

      "github.com/nats-io/nats.go"
      "github.com/nats-io/nats.go/jetstream"
  )

  const (
      Stream    = "HOOKRELAY_RETRY"
      Consumer  = "retry-worker"
      headerDue = "Hookrelay-Due"
  )

  // StreamConfig is applied by ops in prod and by the nats-streams hook job in staging.
  var StreamConfig = jetstream.StreamConfig{
      Name:       Stream,
      Subjects:   []string{"hookrelay.retry.>"},
      Storage:    jetstream.FileStorage,
      Replicas:   3,
      Retention:  jetstream.WorkQueuePolicy,
      MaxAge:     48 * time.Hour,
      Duplicates: 10 * time.Minute,
  }

  // ConsumerConfig: NakWithDelay counts as a delivery, so MaxDeliver stays unlimited; attempts are
  // counted by us (Item.Attempt, MaxAttempts in the dispatcher).
  var ConsumerConfig = jetstream.ConsumerConfig{
      Durable:       Consumer,
      AckPolicy:     jetstream.AckExplicitPolicy,
      AckWait:       45 * time.Second,
      MaxDeliver:    -1,
      MaxAckPending: 2000,
  }

  // Item is one scheduled retry.
  type Item struct {
      EndpointID string \`json:"endpoint_id"\`
      EventID    string \`json:"event_id"\`
      Attempt    int    \`json:"attempt"\`
  }

  type Queue struct {
      js  jetstream.JetStream
      now func() time.Time
  }

  func New(js jetstream.JetStream) *Queue { return &Queue{js: js, now: time.Now} }

  // Schedule publishes it, due at the given time. The message id makes publishing the same
  // attempt twice a no-op within the stream's duplicate window.
  func (q *Queue) Schedule(ctx context.Context, it Item, due time.Time) error {
      b, err := json.Marshal(it)
      if err != nil {
          return err
      }
      msg := nats.NewMsg("hookrelay.retry." + it.EndpointID)
      msg.Data = b
      msg.Header.Set(headerDue, due.UTC().Format(time.RFC3339Nano))
      msg.Header.Set(nats.MsgIdHdr, fmt.Sprintf("%s/%s/%d", it.EndpointID, it.EventID, it.Attempt))
      _, err = q.js.PublishMsg(ctx, msg)
      return err
  }

  // Run consumes retries and hands the due ones to fn until ctx is done. A message that is not
  // due yet is nak'ed with the remaining delay; an error from fn naks it for 5 s.
  func (q *Queue) Run(ctx context.Context, fn func(context.Context, Item) error) error {
      cons, err := q.js.Consumer(ctx, Stream, Consumer)
      if err != nil {
          return fmt.Errorf("retry consumer: %w", err)
      }
      cc, err := cons.Consume(func(m jetstream.Msg) {
          due, _ := time.Parse(time.RFC3339Nano, m.Headers().Get(headerDue))
          if wait := due.Sub(q.now()); wait > 0 {
              _ = m.NakWithDelay(wait)
              return
          }
          var it Item
          if err := json.Unmarshal(m.Data(), &it); err != nil {
              _ = m.Term()
              return
          }
          if err := fn(ctx, it); err != nil {
              _ = m.NakWithDelay(5 * time.Second)
              return
          }
          _ = m.Ack()
      })
      if err != nil {
          return err
      }
      <-ctx.Done()
      cc.Stop()
      return nil
  }
`;

const HANDLE_ZAP = go`
  func (d *Dispatcher) Handle(ctx context.Context, msg jetstream.Msg) {
      ev, err := decodeEvent(msg.Data())
      if err != nil {
          d.log.Errorw("bad event payload", "err", err)
          _ = msg.Term()
          return
      }
      d.metrics.DispatchLag.Observe(time.Since(ev.ReceivedAt).Seconds())
      subs, err := d.store.Subscriptions(ctx, ev.Type)
      if err != nil {
          d.log.Errorw("load subscriptions", "err", err)
          _ = msg.NakWithDelay(5 * time.Second)
          return
      }
      for _, sub := range subs {
          d.attempt(ctx, sub, ev, 1)
      }
      _ = msg.Ack()
  }
`;
export const DEADLINE_UNBUFFERED = go`
  // deliverWithDeadline bounds one attempt by the delivery timeout plus a grace period.
  func (d *Dispatcher) deliverWithDeadline(ctx context.Context, sub store.Subscription, ev Event) (delivery.Result, error) {
      type out struct {
          res delivery.Result
          err error
      }
      ch := make(chan out)
      go func() {
          res, err := d.client.Deliver(ctx, sub.EndpointID, sub.URL, ev.Body)
          ch <- out{res, err}
      }()
      select {
      case o := <-ch:
          return o.res, o.err
      case <-time.After(d.attemptDeadline):
          return delivery.Result{Retry: true}, errAttemptDeadline
      }
  }
`;

export const DISPATCHER_S07 = go`
  // Package dispatcher consumes events from JetStream and delivers them to every subscribed endpoint.
  package dispatcher

  import (
      "context"
      "errors"
      "time"

      "github.com/nats-io/nats.go/jetstream"
      "go.uber.org/zap"

      "github.com/parcelwave/hookrelay/internal/delivery"
      "github.com/parcelwave/hookrelay/internal/ratelimit"
      "github.com/parcelwave/hookrelay/internal/retryq/jsretry"
      "github.com/parcelwave/hookrelay/internal/store"
  )

  var errAttemptDeadline = errors.New("delivery attempt exceeded its deadline")

  // Dispatcher fans one event out to its subscriptions. Failed attempts are retried through
  // JetStream (jsretry); the Redis sorted set (redisz) is only drained by the old poller and
  // still backs ReplayDeliveries.
  type Dispatcher struct {
      store           *store.Store
      client          *delivery.Client
      retries         *jsretry.Queue
      limiter         *ratelimit.Limiter
      log             *zap.SugaredLogger
      metrics         *Metrics
      attemptDeadline time.Duration
  }
` + '\n' + HANDLE_ZAP + '\n' + go`
  // Retry is the retry worker's callback for one due item from HOOKRELAY_RETRY.
  func (d *Dispatcher) Retry(ctx context.Context, it jsretry.Item) error {
      sub, ev, err := d.store.Delivery(ctx, it.EndpointID, it.EventID)
      if err != nil {
          return err
      }
      d.attempt(ctx, sub, ev, it.Attempt)
      return nil
  }

  func (d *Dispatcher) attempt(ctx context.Context, sub store.Subscription, ev Event, n int) {
      if ok, wait, err := d.limiter.Allow(ctx, sub.EndpointID, sub.RateLimitPerSec); err != nil {
          d.log.Warnw("rate limiter unavailable, delivering anyway", "endpoint_id", sub.EndpointID, "err", err)
      } else if !ok {
          // Over the endpoint's limit: try again when GCRA says there is room, without counting an attempt.
          _ = d.retries.Schedule(ctx, jsretry.Item{EndpointID: sub.EndpointID, EventID: ev.ID, Attempt: n}, time.Now().Add(wait))
          return
      }
      res, err := d.deliverWithDeadline(ctx, sub, ev)
      d.metrics.observe(res, err)
      if rerr := d.store.RecordAttempt(ctx, sub.EndpointID, ev.ID, n, res, err); rerr != nil {
          d.log.Errorw("record attempt", "err", rerr)
      }
      if err == nil {
          return
      }
      if !res.Retry || n >= MaxAttempts {
          _ = d.store.MarkDead(ctx, sub.EndpointID, ev.ID)
          return
      }
      due := time.Now().Add(Backoff(n))
      if err := d.retries.Schedule(ctx, jsretry.Item{EndpointID: sub.EndpointID, EventID: ev.ID, Attempt: n + 1}, due); err != nil {
          d.log.Errorw("schedule retry", "endpoint_id", sub.EndpointID, "err", err)
      }
  }
` + '\n' + DEADLINE_UNBUFFERED;

// delivery client: the tail of Deliver before and after s07 (body snippet; leaks on the retryable path)
const DELIVER_TAIL_S03 = go`
      defer resp.Body.Close()
      res := Result{Status: resp.StatusCode, Duration: dur}
      switch {
      case resp.StatusCode >= 200 && resp.StatusCode < 300:
          c.log.Infow("delivery ok", "endpoint_id", endpointID, "status", resp.StatusCode, "duration", dur)
          return res, nil
      case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
          res.Retry = true
          return res, fmt.Errorf("endpoint answered %d", resp.StatusCode)
      default:
          return res, fmt.Errorf("endpoint rejected delivery: %d", resp.StatusCode)
      }
  }
`;
export const DELIVER_TAIL_S07 = go`
      res := Result{Status: resp.StatusCode, Duration: dur}
      if resp.StatusCode >= 200 && resp.StatusCode < 300 {
          resp.Body.Close()
          c.log.Infow("delivery ok", "endpoint_id", endpointID, "status", resp.StatusCode, "duration", dur)
          return res, nil
      }
      // Keep what the merchant answered (first 1 KiB) for the attempt log; support keeps asking for it.
      snippet, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
      res.Body = string(snippet)
      if resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500 {
          res.Retry = true
          return res, fmt.Errorf("endpoint answered %d", resp.StatusCode)
      }
      resp.Body.Close()
      return res, fmt.Errorf("endpoint rejected delivery: %d", resp.StatusCode)
  }
`;

const JSRETRY_TEST_V1 = go`
  package jsretry

  import (
      "context"
      "testing"
      "time"

      "github.com/nats-io/nats-server/v2/server"
      natstest "github.com/nats-io/nats-server/v2/test"
      "github.com/nats-io/nats.go"
      "github.com/nats-io/nats.go/jetstream"
  )

  func startJS(t *testing.T) jetstream.JetStream {
      t.Helper()
      opts := natstest.DefaultTestOptions
      opts.Port = -1
      opts.JetStream = true
      opts.StoreDir = t.TempDir()
      srv := natstest.RunServer(&opts)
      t.Cleanup(srv.Shutdown)
      nc, err := nats.Connect(srv.ClientURL())
      if err != nil {
          t.Fatal(err)
      }
      t.Cleanup(nc.Close)
      js, _ := jetstream.New(nc)
      cfg := StreamConfig
      cfg.Replicas = 1
      ctx := context.Background()
      if _, err := js.CreateStream(ctx, cfg); err != nil {
          t.Fatal(err)
      }
      if _, err := js.CreateOrUpdateConsumer(ctx, Stream, ConsumerConfig); err != nil {
          t.Fatal(err)
      }
      return js
  }

  var _ = server.Options{}

  func TestRetryWorker_RedeliversWhenDue(t *testing.T) {
      js := startJS(t)
      q := New(js)
      ctx, cancel := context.WithCancel(context.Background())
      defer cancel()

      got := make(chan Item, 1)
      go func() { _ = q.Run(ctx, func(_ context.Context, it Item) error { got <- it; return nil }) }()

      start := time.Now()
      if err := q.Schedule(ctx, Item{EndpointID: "ep_1", EventID: "ev_1", Attempt: 2}, start.Add(200*time.Millisecond)); err != nil {
          t.Fatal(err)
      }
      select {
      case it := <-got:
          if time.Since(start) < 200*time.Millisecond {
              t.Fatalf("delivered %v early", it)
          }
      case <-time.After(250 * time.Millisecond):
          t.Fatal("no redelivery within 250ms")
      }
  }
`;

export const S07 = session({
  key: 's07', start: '2026-05-13T08:44:31.000Z', branch: 'feat/jetstream-retries',
  title: 'Redis failover lost 3112 scheduled retries; dispatcher retries move to JetStream HOOKRELAY_RETRY (part 1); response body snippet on failed attempts; PR #221',
  turns: [
    T("so, the redis failover last friday (the sentinel flap). Tomasz has the explanation now: the replica that got promoted had AOF off and an RDB snapshot from 40 minutes earlier, so the retry zset came back stale. can you count what we lost? the failover was at 14:02 UTC on the 8th",
      S(null,
        B(`psql "$HOOKRELAY_RO_DSN" -c "select count(*) as lost, count(distinct d.endpoint_id) as endpoints from deliveries d where d.status = 'retrying' and d.next_attempt_at < timestamptz '2026-05-08 14:02:00+00' and not exists (select 1 from attempts a where a.endpoint_id = d.endpoint_id and a.event_id = d.event_id and a.attempted_at > timestamptz '2026-05-08 14:02:00+00')"`, d`
           lost | endpoints
          ------+-----------
           3112 |        41
          (1 row)
        `),
        B(`kubectl ${PROD} exec hookrelay-redis-node-1 -c redis -- redis-cli INFO persistence | grep -E '^(aof_enabled|rdb_last_save_time|rdb_changes_since_last_save)'`, 'aof_enabled:0\nrdb_last_save_time:1778596809\nrdb_changes_since_last_save:48213')),
      F(d`
        **3112 deliveries to 41 endpoints** were waiting for a retry when Redis failed over and never got another attempt: they sat in \`deliveries\` with \`status = 'retrying'\` while their entries in \`hookrelay:retry:due\` were gone. The replica still runs with \`aof_enabled:0\`, so the next failover would do the same; only the RDB snapshot protects the set, and it lags behind by tens of thousands of changes.

        The lost ones can be replayed from Postgres (ReplayDeliveries per endpoint), since the events themselves are still there.
      `)),
    T("I don't want retries in redis anymore. we already run JetStream for the events, file storage with 3 replicas. move retry scheduling onto it. start with the dispatcher's own failures; replay (the grpc ReplayDeliveries) and dead-lettering stay on the old path for now, we'll move them next week",
      S(null, R('internal/dispatcher/dispatcher.go'), R('internal/retryq/redisz/redisz.go')),
      S('A JetStream-backed queue with the same shape as `redisz.Queue` (Schedule + a worker), so the dispatcher change is small:',
        W('internal/retryq/jsretry/jsretry.go', JSRETRY_V1)),
      F(d`
        \`internal/retryq/jsretry\`:
        - stream **HOOKRELAY_RETRY** (\`hookrelay.retry.<endpoint_id>\`), file storage, 3 replicas, work-queue retention, 48 h max age;
        - durable consumer **retry-worker**, explicit ack, AckWait 45 s, unlimited MaxDeliver (NakWithDelay counts as a delivery; our own \`MaxAttempts\` still caps attempts);
        - \`Schedule\` publishes the item with a \`Hookrelay-Due\` header and a \`Nats-Msg-Id\` of endpoint/event/attempt, so a double publish is deduplicated;
        - \`Run\` naks not-yet-due messages with the remaining delay and hands due ones to a callback.

        The old \`redisz\` poller keeps running to drain what's already in the sorted set, and \`ReplayDeliveries\` still writes there.
      `)),
    T('wire it into the dispatcher',
      S(null, W('internal/dispatcher/dispatcher.go', DISPATCHER_S07)),
      F("`Dispatcher.attempt` now schedules both failed attempts and over-limit deliveries on `jsretry`, and `Dispatcher.Retry` is the retry worker's callback (loads the subscription and event, then `attempt`). `run.Dispatcher` starts `jsretry.Queue.Run` next to the events consumer, and still starts the redisz poller so existing entries drain.")),
    T("while you're in the delivery client anyway: keep the first 1KB of the response body on failed attempts, support keeps asking what the merchant actually answered",
      S(null, R('internal/delivery/client.go')),
      S(null,
        E('internal/delivery/client.go', '\t"fmt"\n\t"net/http"\n', '\t"fmt"\n\t"io"\n\t"net/http"\n'),
        E('internal/delivery/client.go', '\tRetry    bool\n}\n', '\tRetry    bool\n\tBody     string // first 1 KiB of a non-2xx response, for the attempt log\n}\n'),
        E('internal/delivery/client.go', DELIVER_TAIL_S03, DELIVER_TAIL_S07)),
      F('`Result.Body` carries the first 1 KiB of any non-2xx response, and `RecordAttempt` stores it in `attempts.response_snippet` (the column already existed, nothing wrote it). Successful responses are closed right away without reading.')),
    T('tests + lint',
      S(null, B('go get github.com/nats-io/nats-server/v2@v2.11.3', '', { err: 'go: downloading github.com/nats-io/nats-server/v2 v2.11.3\ngo: downloading github.com/klauspost/compress v1.18.0\ngo: downloading github.com/minio/highwayhash v1.0.3\ngo: downloading github.com/nats-io/jwt/v2 v2.7.4\ngo: added github.com/nats-io/nats-server/v2 v2.11.3' }),
        W('internal/retryq/jsretry/jsretry_test.go', JSRETRY_TEST_V1)),
      S(null, B('go test -race ./internal/... 2>&1 | tail -9 && golangci-lint run ./...', [
        ok('internal/admin', '0.438s'), nt('internal/config'), ok('internal/delivery', '1.302s'), ok('internal/dispatcher', '3.115s'), nt('internal/logging'),
        ok('internal/ratelimit', '1.097s'), ok('internal/retryq/jsretry', '2.274s'), ok('internal/retryq/redisz', '0.981s'), ok('internal/store', '15.870s'), '0 issues.',
      ].join('\n'), { ms: 44800 })),
      F('All green, lint included (bodyclose is enabled and has nothing to say). The jsretry test runs a real nats-server in-process with JetStream on a temp dir.')),
    T("open the PR. title feat(dispatcher): schedule retries on JetStream (part 1). mention the 3112 in the body",
      S(null,
        B('git add -A && git commit -qm "feat(dispatcher): schedule retries on JetStream (part 1)" && git push -qu origin feat/jetstream-retries && git diff --shortstat main...', ' 9 files changed, 912 insertions(+), 61 deletions(-)'),
        B(`gh pr create --title "feat(dispatcher): schedule retries on JetStream (part 1)" --body "The Redis failover on 2026-05-08 lost 3112 scheduled retries (41 endpoints): the promoted replica had AOF off. Retries of failed and rate-limited deliveries now go to the HOOKRELAY_RETRY stream (file storage, R3) with a due-time header; the retry-worker consumer naks until due. The redisz poller keeps draining the sorted set; ReplayDeliveries and dead-lettering move in part 2. Also stores the first 1 KiB of non-2xx responses. Needs the HOOKRELAY_RETRY stream + retry-worker consumer in prod before deploy (Tomasz)."`, 'https://github.com/parcelwave/hookrelay/pull/221')),
      F('PR #221 is open: 9 files, +912/-61. Prod needs the stream and consumer created before this deploys, as the body says.')),
  ],
});

// ---------------------------------------------------------------- s08
const LEAK_PODS = pods('hookrelay-dispatcher-5d8b7c4f9', [
  ['6xq2m', '1/1', 'Running', 1, '15h'], ['7bz9k', '1/1', 'Running', 0, '15h'], ['9fw4t', '1/1', 'Running', 2, '15h'],
  ['c3mvh', '1/1', 'Running', 1, '15h'], ['dl8rn', '1/1', 'Running', 0, '15h'], ['g5pqs', '1/1', 'Running', 1, '15h'],
  ['hk2xw', '1/1', 'Running', 0, '15h'], ['jm7cb', '1/1', 'Running', 1, '15h'], ['n4tzd', '1/1', 'Running', 1, '15h'],
  ['pr6vj', '1/1', 'Running', 0, '15h'], ['s8hfl', '1/1', 'Running', 1, '15h'], ['v2kgn', '1/1', 'Running', 0, '15h'],
  ['x9dqm', '1/1', 'Running', 1, '15h'], ['z1wcr', '1/1', 'Running', 0, '15h'],
]);
const DELIVER_TAIL_S08 = go`
      // Always drain and close the body, whatever the status: an unclosed body keeps the connection
      // out of the pool, and its two transport goroutines (readLoop/writeLoop) live forever.
      defer func() {
          _, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
          _ = resp.Body.Close()
      }()
      res := Result{Status: resp.StatusCode, Duration: dur}
      if resp.StatusCode >= 200 && resp.StatusCode < 300 {
          c.log.Infow("delivery ok", "endpoint_id", endpointID, "status", resp.StatusCode, "duration", dur)
          return res, nil
      }
      // Keep what the merchant answered (first 1 KiB) for the attempt log; support keeps asking for it.
      snippet, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
      res.Body = string(snippet)
      if resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500 {
          res.Retry = true
          return res, fmt.Errorf("endpoint answered %d", resp.StatusCode)
      }
      return res, fmt.Errorf("endpoint rejected delivery: %d", resp.StatusCode)
  }
`;
const LEAK_TEST = go`
  package delivery

  import (
      "context"
      "net/http"
      "net/http/httptest"
      "runtime"
      "testing"
      "time"
  )

  // A retryable status used to return without closing the body: every attempt leaked a connection
  // and its readLoop/writeLoop goroutines (2026-05-14).
  func TestDeliver_ClosesBodyOnRetryableStatus(t *testing.T) {
      srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
          w.WriteHeader(http.StatusServiceUnavailable)
          _, _ = w.Write([]byte(\`{"error":"maintenance"}\`))
      }))
      defer srv.Close()
      c := NewClient(2*time.Second, func(string) []byte { return []byte("k") }, nopLogger())

      before := runtime.NumGoroutine()
      for i := 0; i < 50; i++ {
          res, err := c.Deliver(context.Background(), "ep_test", srv.URL, []byte(\`{}\`))
          if err == nil || !res.Retry || res.Body != \`{"error":"maintenance"}\` {
              t.Fatalf("attempt %d: res=%+v err=%v", i, res, err)
          }
      }
      time.Sleep(100 * time.Millisecond)
      if after := runtime.NumGoroutine(); after > before+4 {
          t.Fatalf("goroutines grew from %d to %d over 50 attempts: connections are not reused", before, after)
      }
  }
`;

export const S08 = session({
  key: 's08', start: '2026-05-14T07:09:52.000Z', branch: 'fix/dispatcher-goroutine-leak',
  title: 'Dispatchers OOMKilled: 48213 goroutines, leaked HTTP connections from unclosed 5xx bodies (#221) plus an unbuffered result channel; v1.13.1',
  turns: [
    T(d`
      morning 😩 woke up to this, and slack is full of KubePodCrashLooping warnings for the dispatcher:
      \`\`\`
      [FIRING:1] HookrelayDeliveryFailureRateHigh (critical)
      summary: more than 20% of webhook deliveries failing
      value: 0.24
      Started: 2026-05-14 05:58:20 UTC
      \`\`\`
      v1.13.0 with #221 went out yesterday at 16:00 UTC. what's happening to the pods?`,
      S(null,
        B(`kubectl ${PROD} get pods -l app.kubernetes.io/name=hookrelay-dispatcher`, LEAK_PODS),
        B(`kubectl ${PROD} describe pod hookrelay-dispatcher-5d8b7c4f9-9fw4t | grep -A6 'Last State'`, d`
              Last State:     Terminated
                Reason:       OOMKilled
                Exit Code:    137
                Started:      Thu, 14 May 2026 03:12:40 +0000
                Finished:     Thu, 14 May 2026 06:31:07 +0000
              Ready:          True
              Restart Count:  2
        `),
        B(`kubectl ${PROD} top pods -l app.kubernetes.io/name=hookrelay-dispatcher --sort-by=memory | head -6`, d`
          NAME                                   CPU(cores)   MEMORY(bytes)
          hookrelay-dispatcher-5d8b7c4f9-7bz9k   488m         731Mi
          hookrelay-dispatcher-5d8b7c4f9-hk2xw   491m         712Mi
          hookrelay-dispatcher-5d8b7c4f9-dl8rn   476m         698Mi
          hookrelay-dispatcher-5d8b7c4f9-pr6vj   483m         690Mi
          hookrelay-dispatcher-5d8b7c4f9-z1wcr   469m         655Mi
        `)),
      F(d`
        The dispatchers are being **OOMKilled** (exit 137) against their 768Mi limit and restarting; the ones that haven't restarted yet sit at 650-730Mi and climbing, all pods at about 15 h of age, i.e. since the v1.13.0 rollout. That smells like a leak introduced by #221 rather than load. Deliveries fail while pods restart, which is the 24%.

        Next: a goroutine profile and a heap profile from one of the fat pods (pprof listens on 127.0.0.1:6060 inside the pod).
      `)),
    T('grab a goroutine profile',
      S(null, B('kubectl --context prod-euw1 -n hookrelay port-forward pod/hookrelay-dispatcher-5d8b7c4f9-7bz9k 6060:6060 >/dev/null 2>&1 & sleep 2; curl -s "http://localhost:6060/debug/pprof/goroutine?debug=1" | grep -E "^(goroutine profile|[0-9]+ @)|^#.*(persistConn|deliverWithDeadline|worker)"', d`
        goroutine profile: total 48213
        23871 @ 0x44200e 0x4559a5 0x7a1f05 0x478ee1
        #	0x7a1f04	net/http.(*persistConn).readLoop+0xd44				/usr/local/go/src/net/http/transport.go:2395
        23871 @ 0x44200e 0x4559a5 0x7a31c6 0x478ee1
        #	0x7a31c5	net/http.(*persistConn).writeLoop+0x125				/usr/local/go/src/net/http/transport.go:2597
        412 @ 0x44200e 0x40b4d6 0x40b0b2 0x9c25f1 0x478ee1
        #	0x9c25f0	github.com/parcelwave/hookrelay/internal/dispatcher.(*Dispatcher).deliverWithDeadline.func1+0xb0	/src/internal/dispatcher/dispatcher.go:98
        64 @ 0x44200e 0x4559a5 0x9c1d37 0x478ee1
        #	0x9c1d36	github.com/parcelwave/hookrelay/internal/run.(*pool).worker+0x96				/src/internal/run/pool.go:41
      `, { ms: 3400 })),
      S(null, B('go tool pprof -top -sample_index=inuse_space http://localhost:6060/debug/pprof/heap 2>&1 | head -11', d`
        Fetching profile over HTTP from http://localhost:6060/debug/pprof/heap
        Saved profile in /home/ines/pprof/pprof.hookrelay-dispatcher.alloc_objects.alloc_space.inuse_objects.inuse_space.003.pb.gz
        File: hookrelay-dispatcher
        Type: inuse_space
        Time: 2026-05-14 08:14:31 WEST
        Showing nodes accounting for 624.71MB, 96.83% of 645.16MB total
        Dropped 131 nodes (cum <= 3.23MB)
              flat  flat%   sum%        cum   cum%
          188.02MB 29.14% 29.14%   188.02MB 29.14%  bufio.NewReaderSize
          187.51MB 29.06% 58.21%   187.51MB 29.06%  bufio.NewWriterSize
          121.40MB 18.82% 77.02%   121.40MB 18.82%  crypto/tls.(*Conn).readRecordOrCCS
      `, { ms: 4100 })),
      F(d`
        **48,213 goroutines** in a pod that should have about 150. Almost all of them come in pairs: **23,871 \`persistConn.readLoop\` + 23,871 \`persistConn.writeLoop\`**, i.e. 23,871 open HTTP connections to merchants. The heap agrees: the 4 KiB bufio reader and writer per connection plus TLS record buffers are 77% of the 645 MB in use.

        There's a second, smaller pile: **412 goroutines stuck in \`deliverWithDeadline.func1\`**, at the line that sends the result on the channel.

        Idle connections would be reused and capped by \`MaxIdleConnsPerHost: 8\`; connections that keep growing are connections that were never handed back to the pool, which in Go almost always means a response body that wasn't closed.
      `)),
    T("hmm, before we blame the http client: last year we had go-redis eating memory with a pool leak. can you rule that out?",
      S(null, B('curl -s http://localhost:6060/metrics 2>/dev/null || curl -s http://localhost:9102/metrics | grep -E "^hookrelay_redis_pool_(total|idle|stale)_conns|^hookrelay_redis_pool_timeouts_total"', '', { code: 7, ms: 2100 })),
      S('pprof and metrics are on different ports; the metrics port needs its own port-forward:',
        B('kubectl --context prod-euw1 -n hookrelay port-forward pod/hookrelay-dispatcher-5d8b7c4f9-7bz9k 9102:9102 >/dev/null 2>&1 & sleep 2; curl -s http://localhost:9102/metrics | grep -E "^hookrelay_redis_pool_(total|idle|stale)_conns|^hookrelay_redis_pool_timeouts_total"', 'hookrelay_redis_pool_idle_conns 7\nhookrelay_redis_pool_stale_conns 0\nhookrelay_redis_pool_timeouts_total 0\nhookrelay_redis_pool_total_conns 10', { ms: 3300 })),
      F("Not Redis: the go-redis pool has 10 connections (7 idle), no stale ones and no timeouts. A Redis pool leak would show up as pool connections and `redis.(*Conn)` goroutines, and the profile has neither. It's the merchant-facing HTTP client.")),
    T('ok, show me the code paths',
      S(null, R('internal/delivery/client.go', { offset: 54 }), R('internal/dispatcher/dispatcher.go', { offset: 88 })),
      F(d`
        Two bugs, both mine from #221 and before:

        1. **\`Deliver\` never closes the body on retryable statuses.** In the rewrite for the 1 KiB response snippet, \`resp.Body.Close()\` is called on the 2xx path and the final non-retryable path, but the \`429 / 5xx\` branch returns after \`io.ReadAll(io.LimitReader(resp.Body, 1024))\` without closing. That body is never read to the end either, so the connection can't go back to the pool and its readLoop/writeLoop goroutines wait forever. Last night Northwind and two others answered 503 for hours, so every retry leaked one connection. bodyclose didn't catch it because Close is called on *some* paths in the function.
        2. **\`deliverWithDeadline\` sends on an unbuffered channel.** When the attempt deadline fires first, the select returns and nobody ever receives, so the goroutine blocks on \`ch <- out{...}\` forever (the 412). That one is older, but it only bites when attempts outlive the deadline.

        Fixes: a single deferred drain-and-close right after \`Do\` (so no path can skip it), and a buffered channel of size 1 so the sender can always finish.
      `)),
    T('fix both',
      S(null,
        E('internal/delivery/client.go', DELIVER_TAIL_S07, DELIVER_TAIL_S08),
        E('internal/dispatcher/dispatcher.go', '\tch := make(chan out)\n', '\t// Buffered: if the deadline wins, the sender must still be able to finish and exit.\n\tch := make(chan out, 1)\n')),
      S('A regression test against a server that always answers 503:',
        W('internal/delivery/client_leak_test.go', LEAK_TEST)),
      F('Drain-and-close is now one `defer` right after the error check, covering every status. The result channel is buffered. The new test makes 50 attempts against a 503 server and fails if goroutines grow by more than 4; before the fix it would have grown by 100.')),
    T('run the tests',
      S(null, B('go test -race ./internal/... 2>&1 | tail -10', [
        ok('internal/admin', '0.441s'), nt('internal/config'), ok('internal/delivery', '1.517s'), ok('internal/dispatcher', '3.092s'), nt('internal/logging'),
        ok('internal/ratelimit', '1.104s'),
        '--- FAIL: TestRetryWorker_RedeliversWhenDue (0.31s)',
        '    jsretry_test.go:73: no redelivery within 250ms',
        'FAIL',
        'FAIL\tgithub.com/parcelwave/hookrelay/internal/retryq/jsretry\t2.318s',
      ].join('\n'), { code: 1, ms: 41200 })),
      S('That one is unrelated to the change (it has nothing to do with the delivery client). Running it on its own a few times:',
        B('go test -race -count=20 -run TestRetryWorker_RedeliversWhenDue ./internal/retryq/jsretry/ && go test -race ./internal/delivery/ ./internal/dispatcher/ ./internal/retryq/... ./internal/store/', [
          ok('internal/retryq/jsretry', '6.904s'), ok('internal/delivery', '1.488s'), ok('internal/dispatcher', '3.071s'), ok('internal/retryq/jsretry', '2.230s'), ok('internal/retryq/redisz', '0.975s'), ok('internal/store', '15.402s'),
        ].join('\n'), { ms: 38400 })),
      F("Everything passes, including `TestDeliver_ClosesBodyOnRetryableStatus`. `TestRetryWorker_RedeliversWhenDue` failed once and then passed 20 times in a row: it's flaky, because it expects a NakWithDelay redelivery inside a 50 ms margin of real time. I'd leave it for after the incident and fix it properly (not by widening the margin)."),
      O({ compactAfter: d`
        1. Primary Request and Intent:
           The user (on call) was paged by HookrelayDeliveryFailureRateHigh (0.24) with KubePodCrashLooping warnings for the dispatcher, the morning after v1.13.0 (#221, JetStream retries part 1, 16:00 UTC on 2026-05-13). She asked to find out what is happening and fix it.

        2. Key Technical Concepts:
           - Go net/http: an unclosed / undrained response body keeps the connection out of the idle pool; each such connection keeps persistConn.readLoop and writeLoop goroutines alive.
           - Goroutine blocked on an unbuffered channel send after a select timeout.
           - pprof goroutine (debug=1) and heap (inuse_space) profiles via kubectl port-forward to 127.0.0.1:6060; metrics on port 9102.

        3. Files and Code Sections:
           - internal/delivery/client.go: Deliver now drains (up to 64 KiB) and closes the body in one defer right after the error check; the 1 KiB snippet for non-2xx stays.
           - internal/dispatcher/dispatcher.go: deliverWithDeadline's result channel is buffered (make(chan out, 1)).
           - internal/delivery/client_leak_test.go: TestDeliver_ClosesBodyOnRetryableStatus (50 attempts against a 503 httptest server, goroutine growth must stay <= 4).

        4. Errors and fixes:
           - Dispatchers OOMKilled at the 768Mi limit: 9 OOMKilled restarts in total across the 14 pods between 03:10 and 06:40 UTC.
           - Goroutine profile: 48213 goroutines, 23871 readLoop + 23871 writeLoop (leaked connections) and 412 stuck in deliverWithDeadline.func1. Heap 645 MB in use, 77% bufio/TLS buffers of those connections.
           - Cause 1: the 429/5xx branch of Deliver (rewritten in #221 for the response snippet) returned without closing the body. Cause 2: unbuffered result channel. Ruled out: go-redis pool (10 conns, no timeouts).
           - TestRetryWorker_RedeliversWhenDue (jsretry) is flaky: "no redelivery within 250ms", passed 20/20 on rerun; to be fixed properly later.

        5. Pending Tasks:
           - Release v1.13.1 and deploy it; check goroutines and memory afterwards.
           - Postmortem; fix the flaky jsretry test.

        6. Current Work:
           Tests pass; about to commit, tag and deploy v1.13.1.
      ` })),
    T('ship it as v1.13.1',
      S(null,
        B('git commit -qam "fix(delivery): always drain and close response bodies; buffer deadline result channel" && git tag v1.13.1 && git push -q origin fix/dispatcher-goroutine-leak v1.13.1 && gh run watch --exit-status $(gh run list --workflow release --limit 1 --json databaseId -q ".[0].databaseId") | tail -1', "✓ Run release (14893305127) completed with 'success'", { ms: 121000 }),
        B(`${HELM_PROD} --set image.tag=v1.13.1 --wait --timeout 10m`, helmUpgraded(58, 'Thu May 14 08:35:51 2026'), { ms: 164000 })),
      F('v1.13.1 is deployed (Helm revision 58). I\'ll compare goroutines and memory once the pods have run for a while; the leak took hours to reach the limit, so a few minutes tell us little.'),
      O({ gapMin: 38 })),
    T("it's been ~40 min. numbers?",
      S(null,
        B('kubectl --context prod-euw1 -n hookrelay port-forward deploy/hookrelay-dispatcher 6060:6060 >/dev/null 2>&1 & sleep 2; curl -s "http://localhost:6060/debug/pprof/goroutine?debug=1" | head -1', 'goroutine profile: total 318', { ms: 2900 }),
        B(`kubectl ${PROD} top pods -l app.kubernetes.io/name=hookrelay-dispatcher --sort-by=memory | head -4`, d`
          NAME                                   CPU(cores)   MEMORY(bytes)
          hookrelay-dispatcher-6f4d9b8c7-k2mzp   402m         94Mi
          hookrelay-dispatcher-6f4d9b8c7-r8wqd   398m         92Mi
          hookrelay-dispatcher-6f4d9b8c7-b5nxt   385m         90Mi
        `)),
      F("Fixed: 318 goroutines after 40 minutes (was 48,213), and the biggest pod uses 94Mi instead of 730Mi. The failure-rate alert resolved at the rollout. Postmortem and the flaky jsretry test are next on the list.")),
  ],
});

// ---------------------------------------------------------------- s09
const JSRETRY_TEST_V2 = go`
  package jsretry

  import (
      "context"
      "testing"
      "time"

      natstest "github.com/nats-io/nats-server/v2/test"
      "github.com/nats-io/nats.go"
      "github.com/nats-io/nats.go/jetstream"
  )

  func startJS(t *testing.T) jetstream.JetStream {
      t.Helper()
      opts := natstest.DefaultTestOptions
      opts.Port = -1
      opts.JetStream = true
      opts.StoreDir = t.TempDir()
      srv := natstest.RunServer(&opts)
      t.Cleanup(srv.Shutdown)
      nc, err := nats.Connect(srv.ClientURL())
      if err != nil {
          t.Fatal(err)
      }
      t.Cleanup(nc.Close)
      js, _ := jetstream.New(nc)
      cfg := StreamConfig
      cfg.Replicas = 1
      ctx := context.Background()
      if _, err := js.CreateStream(ctx, cfg); err != nil {
          t.Fatal(err)
      }
      if _, err := js.CreateOrUpdateConsumer(ctx, Stream, ConsumerConfig); err != nil {
          t.Fatal(err)
      }
      return js
  }

  // The nak delay is pure arithmetic; no server and no wall clock involved.
  func TestDelayUntil(t *testing.T) {
      now := time.Date(2026, 5, 15, 9, 0, 0, 0, time.UTC)
      for _, tc := range []struct {
          due  time.Time
          want time.Duration
      }{
          {now.Add(90 * time.Second), 90 * time.Second},
          {now, 0},
          {now.Add(-time.Minute), 0},
          {time.Time{}, 0}, // missing header: due now
      } {
          if got := delayUntil(tc.due, now); got != tc.want {
              t.Errorf("delayUntil(%v) = %v, want %v", tc.due, got, tc.want)
          }
      }
  }

  // A due item reaches the callback; a not-yet-due one does not, with the queue's clock pinned.
  func TestRun_DeliversOnlyDueItems(t *testing.T) {
      js := startJS(t)
      q := New(js)
      now := time.Date(2026, 5, 15, 9, 0, 0, 0, time.UTC)
      q.now = func() time.Time { return now }
      ctx, cancel := context.WithCancel(context.Background())
      defer cancel()

      got := make(chan Item, 2)
      go func() { _ = q.Run(ctx, func(_ context.Context, it Item) error { got <- it; return nil }) }()

      _ = q.Schedule(ctx, Item{EndpointID: "ep_1", EventID: "later", Attempt: 2}, now.Add(time.Hour))
      _ = q.Schedule(ctx, Item{EndpointID: "ep_1", EventID: "due", Attempt: 2}, now.Add(-time.Second))
      select {
      case it := <-got:
          if it.EventID != "due" {
              t.Fatalf("got %q first, want the due item", it.EventID)
          }
      case <-time.After(5 * time.Second):
          t.Fatal("due item never delivered")
      }
      select {
      case it := <-got:
          t.Fatalf("not-yet-due item %q delivered", it.EventID)
      case <-time.After(300 * time.Millisecond):
      }
  }
`;

export const S09 = session({
  key: 's09', start: '2026-05-15T09:03:27.000Z', branch: 'docs/postmortem-goroutine-leak',
  title: 'Postmortem for the goroutine leak; squash merges dropped for rebase-and-merge; flaky jsretry test made deterministic; goleak in tests',
  turns: [
    T('happy friday 🙂 postmortem time for yesterday. blameless, and use our template: summary, impact, timeline in UTC, root cause, what went well, what went wrong, action items with owners',
      S(null, R('docs/postmortems/TEMPLATE.md')),
      S(null, W('docs/postmortems/2026-05-14-dispatcher-goroutine-leak.md', d`
        # Dispatcher goroutine leak after v1.13.0

        - **Date:** 2026-05-14
        - **Authors:** Inês Carvalho
        - **Status:** draft

        ## Summary
        v1.13.0 (JetStream retries, #221) changed how the delivery client reads failed responses. On 429/5xx it no longer closed the response body, so every retry to a failing merchant leaked one HTTP connection and two goroutines. Dispatchers grew to ~48k goroutines, hit their 768Mi memory limit and were OOMKilled in a loop until v1.13.1.

        ## Impact
        - 03:10-07:40 UTC: dispatchers restarting; deliveries delayed while pods restarted. Peak failure ratio 24%.
        - No deliveries were lost: in-flight events were redelivered by JetStream after restarts.

        ## Timeline (UTC)
        | time | what |
        |---|---|
        | 05-13 16:00 | v1.13.0 deployed (Helm revision 57) |
        | 05-13 22:40 | Northwind Outfitters and two other merchants start answering 503 |
        | 05-14 03:10 | first dispatcher OOMKilled |
        | 05-14 05:58 | HookrelayDeliveryFailureRateHigh fires (0.24) |
        | 05-14 07:12 | goroutine profile: 48,213 goroutines, 23,871 leaked connections |
        | 05-14 07:25 | cause found: body not closed on retryable statuses; unbuffered result channel in deliverWithDeadline |
        | 05-14 07:36 | v1.13.1 deployed (Helm revision 58) |
        | 05-14 08:15 | 318 goroutines, 94Mi per pod; resolved |

        ## Root cause
        \`delivery.Client.Deliver\` closed the response body on the 2xx path and on non-retryable errors, but returned early on 429/5xx after reading a 1 KiB snippet. An unread, unclosed body keeps its connection out of the transport's pool, with \`persistConn.readLoop\`/\`writeLoop\` waiting forever. A second, older leak: \`deliverWithDeadline\` sent its result on an unbuffered channel, so when the deadline won, the sender blocked forever.

        ## What went well
        - pprof on 127.0.0.1:6060 made the cause obvious within minutes of looking.
        - JetStream redelivered everything that was in flight; nothing was lost.

        ## What went wrong
        - bodyclose did not catch it: Close was called on some paths.
        - No test covered the retryable path of Deliver.
        - The first page came almost three hours after the first OOMKill: KubePodCrashLooping is a warning and only went to Slack.

        ## Action items
        | action | owner | issue |
        |---|---|---|
        | Regression test for body closing on 5xx | Inês | done in v1.13.1 |
        | goleak in delivery and dispatcher tests | Inês | |
        | Alert on dispatcher goroutines > 5000 for 15m (warning) | Kenji | |
      `)),
      F('Draft is in `docs/postmortems/2026-05-14-dispatcher-goroutine-leak.md`, following the template. It names the code and the change, not people.')),
    T("one more for what-went-wrong: bisecting took us an hour because #221 landed as one squashed 900-line commit. so forget the squash-merge rule from now on: we rebase-and-merge, every commit has to build and pass tests on its own, and each commit message is a conventional commit (not just the PR title). I already asked Priya, she's fine with it",
      S(null,
        E('docs/postmortems/2026-05-14-dispatcher-goroutine-leak.md', '- No test covered the retryable path of Deliver.\n', '- No test covered the retryable path of Deliver.\n- Finding the change took an hour: #221 was squash-merged into one 900-line commit, so there was nothing to bisect inside it.\n'),
        E('docs/postmortems/2026-05-14-dispatcher-goroutine-leak.md', '| goleak in delivery and dispatcher tests | Inês | |\n', '| goleak in delivery and dispatcher tests | Inês | |\n| Rebase-and-merge instead of squash; every commit builds and passes tests | Inês | repo settings |\n'),
        B('gh api -X PATCH repos/parcelwave/hookrelay -F allow_squash_merge=false -F allow_rebase_merge=true -F allow_merge_commit=false --jq "{allow_squash_merge, allow_rebase_merge, allow_merge_commit}"', '{"allow_merge_commit":false,"allow_rebase_merge":true,"allow_squash_merge":false}')),
      F("Done: the repo now only allows rebase-and-merge, and the postmortem explains why. From here on I'll split PRs into commits that each build and pass tests, each with a conventional-commit message of its own.")),
    T('now the flaky one. TestRetryWorker_RedeliversWhenDue failed again in CI on main last night',
      S(null, B('gh run view $(gh run list --branch main --workflow ci --status failure --limit 1 --json databaseId -q ".[0].databaseId") --log-failed | grep -E "FAIL|jsretry_test" | head -4', d`
        test	Run go test -race ./...	2026-05-14T21:17:44.0912Z --- FAIL: TestRetryWorker_RedeliversWhenDue (0.44s)
        test	Run go test -race ./...	2026-05-14T21:17:44.0913Z     jsretry_test.go:73: no redelivery within 250ms
        test	Run go test -race ./...	2026-05-14T21:17:44.1377Z FAIL	github.com/parcelwave/hookrelay/internal/retryq/jsretry	3.104s
      `)),
      S(null, R('internal/retryq/jsretry/jsretry_test.go', { offset: 44 }), R('internal/retryq/jsretry/jsretry.go')),
      F(d`
        The test asserts real-time behaviour of the server: schedule an item 200 ms ahead, expect the redelivery after the nak delay within a 50 ms window. On a loaded CI runner with \`-race\`, the nak, the server's redelivery timer and the consumer's pull easily add more than 50 ms. Widening the margin would only make it rarer.

        What we actually own is (a) the arithmetic of the delay and (b) "due items are handed over, not-yet-due ones aren't". Both can be tested without the wall clock: a pure \`delayUntil(due, now)\` function, and \`Run\` with its \`now\` pinned, checking that a due item arrives and an hour-ahead one doesn't.
      `)),
    T('do that',
      S(null,
        E('internal/retryq/jsretry/jsretry.go', '\t\tdue, _ := time.Parse(time.RFC3339Nano, m.Headers().Get(headerDue))\n\t\tif wait := due.Sub(q.now()); wait > 0 {\n',
          '\t\tdue, _ := time.Parse(time.RFC3339Nano, m.Headers().Get(headerDue))\n\t\tif wait := delayUntil(due, q.now()); wait > 0 {\n'),
        E('internal/retryq/jsretry/jsretry.go', '// Run consumes retries and hands the due ones to fn until ctx is done.', '// delayUntil is how long a message due at due must still wait at now; zero if it is due (or has no due time).\nfunc delayUntil(due, now time.Time) time.Duration {\n\tif due.IsZero() || !due.After(now) {\n\t\treturn 0\n\t}\n\treturn due.Sub(now)\n}\n\n// Run consumes retries and hands the due ones to fn until ctx is done.'),
        W('internal/retryq/jsretry/jsretry_test.go', JSRETRY_TEST_V2)),
      S(null, B('go test -race -count=200 ./internal/retryq/jsretry/', ok('internal/retryq/jsretry', '94.611s'))),
      F('The flaky test is replaced by `TestDelayUntil` (pure) and `TestRun_DeliversOnlyDueItems` (pinned clock, real in-process nats-server). 200 runs under `-race` in a row, all green.')),
    T("add goleak to the delivery and dispatcher tests so a leak like this fails CI next time",
      S(null,
        B('go get go.uber.org/goleak@v1.3.0', '', { err: 'go: downloading go.uber.org/goleak v1.3.0\ngo: added go.uber.org/goleak v1.3.0' }),
        W('internal/delivery/main_test.go', go`
          package delivery

          import (
              "testing"

              "go.uber.org/goleak"
          )

          // Every test in the package fails if it leaves goroutines behind (e.g. HTTP connections whose
          // body was never closed: 2026-05-14 postmortem).
          func TestMain(m *testing.M) {
              goleak.VerifyTestMain(m, goleak.IgnoreTopFunction("net/http.(*persistConn).readLoop"), goleak.IgnoreTopFunction("net/http.(*persistConn).writeLoop"))
          }
        `),
        W('internal/dispatcher/main_test.go', go`
          package dispatcher

          import (
              "testing"

              "go.uber.org/goleak"
          )

          func TestMain(m *testing.M) {
              goleak.VerifyTestMain(m)
          }
        `)),
      F("Hmm, wait: I ignored persistConn's readLoop/writeLoop in the delivery package, which are exactly the goroutines that leaked. That would hide the bug we're guarding against. I'll drop those ignores and close idle connections in the tests instead.")),
    T('yes please, no ignores',
      S(null, R('internal/delivery/client_leak_test.go', { limit: 20 })),
      S(null, E('internal/delivery/main_test.go', '\tgoleak.VerifyTestMain(m, goleak.IgnoreTopFunction("net/http.(*persistConn).readLoop"), goleak.IgnoreTopFunction("net/http.(*persistConn).writeLoop"))\n', '\tgoleak.VerifyTestMain(m)\n'),
        E('internal/delivery/client_leak_test.go', '\tdefer srv.Close()\n', '\tdefer srv.Close()\n\tdefer srv.CloseClientConnections()\n')),
      S(null, B('go test -race ./internal/delivery/ ./internal/dispatcher/', ok('internal/delivery', '1.611s') + '\n' + ok('internal/dispatcher', '3.204s'))),
      F('No ignores: goleak checks both packages after all their tests, and the leak test closes its server\'s client connections so healthy pooled connections do not count as leaks. Both pass. (With the v1.13.0 client, goleak would have failed the delivery package.)')),
    T("thanks, push it as separate commits and open the PR, and that's it for the week. <private>note to self: ask Aoife about the Porto relocation allowance before our 1:1 on tuesday, not for any doc</private>",
      S(null,
        B('git add docs/postmortems && git commit -qm "docs(postmortem): dispatcher goroutine leak 2026-05-14" && git add internal/retryq/jsretry && git commit -qm "test(jsretry): replace wall-clock redelivery test with deterministic ones" && git add go.mod go.sum internal/delivery internal/dispatcher && git commit -qm "test: verify no goroutine leaks with goleak" && git log --oneline main.. && git push -qu origin docs/postmortem-goroutine-leak', d`
          b41c9e2 test: verify no goroutine leaks with goleak
          7d0a3f5 test(jsretry): replace wall-clock redelivery test with deterministic ones
          e2f18c0 docs(postmortem): dispatcher goroutine leak 2026-05-14
        `),
        B('gh pr create --title "Goroutine leak postmortem, deterministic jsretry tests, goleak" --body "Three commits, each builds and passes tests on its own; to be rebase-merged."', 'https://github.com/parcelwave/hookrelay/pull/224')),
      F('PR #224: three commits, each green on its own, to be rebase-merged. Have a good weekend!')),
  ],
});

// ---------------------------------------------------------------- s10
export const LOGGING_SLOG = go`
  // Package logging builds the process logger: log/slog with a JSON handler on stdout. Every record
  // logged with a context that carries a span gets trace_id and span_id, so logs join up with traces.
  package logging

  import (
      "context"
      "log/slog"
      "os"

      "go.opentelemetry.io/otel/trace"
  )

  // New returns a JSON logger at the given level ("debug", "info", "warn", "error").
  func New(level string) (*slog.Logger, error) {
      var lvl slog.Level
      if err := lvl.UnmarshalText([]byte(level)); err != nil {
          return nil, err
      }
      h := slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: lvl})
      return slog.New(traceHandler{h}), nil
  }

  // traceHandler adds the current span's ids to every record.
  type traceHandler struct{ slog.Handler }

  func (h traceHandler) Handle(ctx context.Context, r slog.Record) error {
      if sc := trace.SpanContextFromContext(ctx); sc.IsValid() {
          r.AddAttrs(slog.String("trace_id", sc.TraceID().String()), slog.String("span_id", sc.SpanID().String()))
      }
      return h.Handler.Handle(ctx, r)
  }

  func (h traceHandler) WithAttrs(as []slog.Attr) slog.Handler { return traceHandler{h.Handler.WithAttrs(as)} }
  func (h traceHandler) WithGroup(name string) slog.Handler    { return traceHandler{h.Handler.WithGroup(name)} }
`;
export const CLIENT_SLOG = go`
  // Package delivery sends one webhook to one endpoint.
  package delivery

  import (
      "bytes"
      "context"
      "fmt"
      "io"
      "log/slog"
      "net/http"
      "time"
  )

  // Result is the outcome of one delivery attempt.
  type Result struct {
      Status   int
      Duration time.Duration
      Retry    bool
      Body     string // first 1 KiB of a non-2xx response, for the attempt log
  }

  // Client delivers signed webhooks.
  type Client struct {
      http   *http.Client
      secret func(endpointID string) []byte
      log    *slog.Logger
  }

  // NewClient builds the delivery client. timeout bounds a whole attempt: connect, TLS, headers and body.
  func NewClient(timeout time.Duration, secret func(string) []byte, log *slog.Logger) *Client {
      return &Client{
          http: &http.Client{
              Timeout: timeout,
              Transport: &http.Transport{
                  MaxIdleConnsPerHost: 8,
                  IdleConnTimeout:     90 * time.Second,
              },
          },
          secret: secret,
          log:    log,
      }
  }

  // Deliver POSTs body to url, signed with the endpoint's secret.
  func (c *Client) Deliver(ctx context.Context, endpointID, url string, body []byte) (Result, error) {
      req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
      if err != nil {
          return Result{}, err
      }
      now := time.Now()
      req.Header.Set("Content-Type", "application/json")
      req.Header.Set("User-Agent", "hookrelay/1 (+https://docs.parcelwave.com/webhooks)")
      req.Header.Set("X-Hookrelay-Signature", Sign(c.secret(endpointID), now, body))

      resp, err := c.http.Do(req)
      dur := time.Since(now)
      if err != nil {
          c.log.InfoContext(ctx, "delivery failed", slog.String("endpoint_id", endpointID), slog.Any("error", err), slog.Duration("duration", dur))
          return Result{Duration: dur, Retry: true}, err
      }
      // Always drain and close the body, whatever the status: an unclosed body keeps the connection
      // out of the pool, and its two transport goroutines (readLoop/writeLoop) live forever.
      defer func() {
          _, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
          _ = resp.Body.Close()
      }()
      res := Result{Status: resp.StatusCode, Duration: dur}
      if resp.StatusCode >= 200 && resp.StatusCode < 300 {
          c.log.DebugContext(ctx, "delivery ok", slog.String("endpoint_id", endpointID), slog.Int("status", resp.StatusCode), slog.Duration("duration", dur))
          return res, nil
      }
      // Keep what the merchant answered (first 1 KiB) for the attempt log; support keeps asking for it.
      snippet, _ := io.ReadAll(io.LimitReader(resp.Body, 1024))
      res.Body = string(snippet)
      if resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500 {
          res.Retry = true
          return res, fmt.Errorf("endpoint answered %d", resp.StatusCode)
      }
      return res, fmt.Errorf("endpoint rejected delivery: %d", resp.StatusCode)
  }
`;

export const S10 = session({
  key: 's10', start: '2026-05-18T08:36:12.000Z', branch: 'refactor/slog',
  title: 'Alloc profile: zap SugaredLogger ~23% of dispatcher allocations; move off zap onto log/slog with trace ids; per-success log to debug',
  turns: [
    T("morning! while staring at heap profiles last week I noticed zap everywhere. can you pull an alloc profile from a dispatcher and tell me how much of it is logging?",
      S(null, B('kubectl --context prod-euw1 -n hookrelay port-forward deploy/hookrelay-dispatcher 6060:6060 >/dev/null 2>&1 & sleep 2; go tool pprof -top -sample_index=alloc_space "http://localhost:6060/debug/pprof/allocs?seconds=60" 2>&1 | sed -n "4,18p"', d`
        Type: alloc_space
        Time: 2026-05-18 09:41:03 WEST
        Duration: 60s, Total samples = 2.61GB
        Showing nodes accounting for 2.21GB, 84.67% of 2.61GB total
        Dropped 208 nodes (cum <= 13.05MB)
              flat  flat%   sum%        cum   cum%
          388.10MB 14.87% 14.87%   388.10MB 14.87%  bufio.NewWriterSize
          301.55MB 11.55% 26.42%   301.55MB 11.55%  go.uber.org/zap.(*SugaredLogger).sweetenFields
          264.20MB 10.12% 36.54%   264.20MB 10.12%  bytes.growSlice
          211.74MB  8.11% 44.65%   402.37MB 15.42%  encoding/json.Marshal
          190.03MB  7.28% 51.93%   190.03MB  7.28%  go.uber.org/zap/zapcore.(*jsonEncoder).AppendDuration
          168.92MB  6.47% 58.40%   611.60MB 23.43%  go.uber.org/zap.(*SugaredLogger).log
          121.18MB  4.64% 63.05%   121.18MB  4.64%  crypto/tls.(*Conn).readRecordOrCCS
          106.40MB  4.08% 67.12%   106.40MB  4.08%  github.com/jackc/pgx/v5/pgproto3.(*Frontend).SendBind
           98.31MB  3.77% 70.89%    98.31MB  3.77%  net/http.(*Transport).dialConn
      `, { ms: 64800 })),
      F(d`
        Logging is the biggest thing we control: \`zap.(*SugaredLogger).log\` is **23.4%** of all bytes allocated over the minute (cum), with \`sweetenFields\` alone at 11.6%. The sugared API boxes every key/value pair into \`interface{}\` and converts it to a field on each call. The hottest caller is the **\`delivery ok\` info line on every successful delivery**, so we pay for it about 1,400 times a second per pod.

        Options:
        1. Keep zap, switch to its typed \`zap.String\`/\`zap.Int\` API and demote the per-success line to debug. Cheap change, still two logging styles in the repo.
        2. Move to \`log/slog\`: standard library, typed attributes with \`slog.String\`/\`slog.Int\`, and a handler can add the trace id from the context on every record.
      `)),
    T("let's move off zap onto log/slog. stdlib, and a handler that puts trace_id/span_id on every line gives us something zap never did for us. drop the per-success line to debug too. one house rule on deps while we're at it: no new dependency goes in without a sentence in the PR description saying why",
      S(null, R('internal/logging/logging.go')),
      S(null, W('internal/logging/logging.go', LOGGING_SLOG)),
      F("`logging.New` now returns a `*slog.Logger` with a JSON handler on stdout, wrapped in `traceHandler`, which adds `trace_id` and `span_id` from the record's context. That uses the OpenTelemetry `trace` API we already import; no new dependency (and if one is ever needed, it gets a sentence in the PR description). Now the callers.")),
    T('go on with the delivery client',
      S(null, R('internal/delivery/client.go')),
      S(null, E('internal/delivery/client.go', '\t\tc.log.Infow("delivery ok", "endpoint_id", endpointID, "status", resp.StatusCode, "duration", dur)\n\t\treturn res, nil\n\t}\n\tsnippet', '\t\tc.log.DebugContext(ctx, "delivery ok")\n\t\treturn res, nil\n\t}\n\tsnippet', { fail: true })),
      S('The snippet comment sits between those lines, so that edit missed. It touches the struct, the constructor and both log calls anyway; writing the file whole is cleaner:', W('internal/delivery/client.go', CLIENT_SLOG)),
      F('`internal/delivery/client.go` is on slog: `*slog.Logger` in the struct and constructor, typed attributes, `InfoContext` for failures (so the trace id lands on them) and `DebugContext` for the per-success line. Keys stay snake_case; `err` became `error`, matching the API\'s logs.')),
    T('dispatcher and main next',
      S(null, R('internal/dispatcher/dispatcher.go')),
      S(null,
        B(`sed -i -e '/"go.uber.org\\/zap"/d' -e 's#^\\t"errors"$#\\t"errors"\\n\\t"log/slog"#' -e 's#\\*zap.SugaredLogger#*slog.Logger#' -e 's#d.log.Errorw("bad event payload", "err", err)#d.log.ErrorContext(ctx, "bad event payload", slog.Any("error", err))#' -e 's#d.log.Errorw("load subscriptions", "err", err)#d.log.ErrorContext(ctx, "load subscriptions", slog.Any("error", err))#' -e 's#d.log.Warnw("rate limiter unavailable, delivering anyway", "endpoint_id", sub.EndpointID, "err", err)#d.log.WarnContext(ctx, "rate limiter unavailable, delivering anyway", slog.String("endpoint_id", sub.EndpointID), slog.Any("error", err))#' -e 's#d.log.Errorw("record attempt", "err", rerr)#d.log.ErrorContext(ctx, "record attempt", slog.Any("error", rerr))#' -e 's#d.log.Errorw("schedule retry", "endpoint_id", sub.EndpointID, "err", err)#d.log.ErrorContext(ctx, "schedule retry", slog.String("endpoint_id", sub.EndpointID), slog.Any("error", err))#' internal/dispatcher/dispatcher.go && sed -i -e 's#logger.Errorw("startup failed", "err", err)#logger.Error("startup failed", slog.Any("error", err))#' -e 's#^\\t"log"$#\\t"log"\\n\\t"log/slog"#' cmd/hookrelay-dispatcher/main.go && gofmt -l internal/dispatcher/ cmd/ && grep -c 'slog\\.' internal/dispatcher/dispatcher.go`, '9', { fx: [
          { edit: ['cmd/hookrelay-dispatcher/main.go', '\t\tlogger.Errorw("startup failed", "err", err)\n', '\t\tlogger.Error("startup failed", slog.Any("error", err))\n'] },
          { edit: ['cmd/hookrelay-dispatcher/main.go', '\t"log"\n', '\t"log"\n\t"log/slog"\n'] },
          { edit: ['internal/dispatcher/dispatcher.go', '\t"go.uber.org/zap"\n', ''] },
          { edit: ['internal/dispatcher/dispatcher.go', '\t"errors"\n\t"time"\n', '\t"errors"\n\t"log/slog"\n\t"time"\n'] },
          { edit: ['internal/dispatcher/dispatcher.go', '\tlog             *zap.SugaredLogger\n', '\tlog             *slog.Logger\n'] },
          { edit: ['internal/dispatcher/dispatcher.go', 'd.log.Errorw("bad event payload", "err", err)', 'd.log.ErrorContext(ctx, "bad event payload", slog.Any("error", err))'] },
          { edit: ['internal/dispatcher/dispatcher.go', 'd.log.Errorw("load subscriptions", "err", err)', 'd.log.ErrorContext(ctx, "load subscriptions", slog.Any("error", err))'] },
          { edit: ['internal/dispatcher/dispatcher.go', 'd.log.Warnw("rate limiter unavailable, delivering anyway", "endpoint_id", sub.EndpointID, "err", err)', 'd.log.WarnContext(ctx, "rate limiter unavailable, delivering anyway", slog.String("endpoint_id", sub.EndpointID), slog.Any("error", err))'] },
          { edit: ['internal/dispatcher/dispatcher.go', 'd.log.Errorw("record attempt", "err", rerr)', 'd.log.ErrorContext(ctx, "record attempt", slog.Any("error", rerr))'] },
          { edit: ['internal/dispatcher/dispatcher.go', 'd.log.Errorw("schedule retry", "endpoint_id", sub.EndpointID, "err", err)', 'd.log.ErrorContext(ctx, "schedule retry", slog.String("endpoint_id", sub.EndpointID), slog.Any("error", err))'] },
        ] })),
      F('The dispatcher\'s five log calls are typed slog calls with the context, and `main` logs the startup error with slog. `run.Dispatcher` and the api got the same mechanical change (`*zap.SugaredLogger` → `*slog.Logger`).')),
    T('build, tidy, test, lint',
      S(null,
        B('go mod tidy && grep -rn "go.uber.org/zap" --include=*.go . ; grep -E "go.uber.org/(zap|goleak)" go.mod', '\tgo.uber.org/goleak v1.3.0', { ms: 4200 }),
        B('go build ./... && go test -race ./... 2>&1 | grep -v "no test files" | tail -9', [
          ok('cmd/hookrelay-api', '0.311s'), ok('internal/admin', '0.452s'), ok('internal/delivery', '1.644s'), ok('internal/dispatcher', '3.188s'), ok('internal/logging', '0.214s'),
          ok('internal/ratelimit', '1.121s'), ok('internal/retryq/jsretry', '2.611s'), ok('internal/retryq/redisz', '0.990s'), ok('internal/store', '15.935s'),
        ].join('\n'), { ms: 52100 }),
        B('golangci-lint run ./...', '0 issues.', { ms: 19800 })),
      F('zap is gone: no Go file imports it and `go mod tidy` dropped it from go.mod (goleak, also from go.uber.org, stays as a test dependency). Build, tests and lint are green.')),
    T("PR, commits split so each builds. and I'll want to see a log line from staging once it's deployed",
      S(null,
        B('git log --oneline main..', d`
          c7e15d8 refactor(logging): move dispatcher, api and run from zap to log/slog; drop go.uber.org/zap
          5a92f0b refactor(delivery): slog in the delivery client; successful deliveries log at debug
          0f3b6e4 feat(logging): slog JSON logger with trace_id/span_id from the context
        `),
        B('git push -qu origin refactor/slog && gh pr create --title "refactor: zap -> log/slog" --body "Allocation profile: zap SugaredLogger was 23% of the dispatcher\'s allocated bytes, mostly the per-success info line. Moves all logging to log/slog (stdlib) with a handler that adds trace_id/span_id from the context; successful deliveries log at debug. No new dependencies; removes go.uber.org/zap. Three commits, each builds and passes tests; rebase-merge."', 'https://github.com/parcelwave/hookrelay/pull/226')),
      F('PR #226, three commits that each build and pass tests, and a PR description that says why (and that it adds no dependency). Once it is on staging I\'ll pull a line with a trace id for you.')),
  ],
});

export const SESSIONS_2 = [S06, S07, S08, S09, S10];
