// The hookrelay repository as it stood on Monday 4 May 2026, before the first session.
import { d } from '../../devlog-kit/dsl.mjs';
import { go } from './helpers.mjs';

export const GOMOD_SEED = go`
  module github.com/parcelwave/hookrelay

  go 1.24.4

  require (
      github.com/go-chi/chi/v5 v5.2.1
      github.com/jackc/pgx/v5 v5.7.2
      github.com/nats-io/nats.go v1.39.1
      github.com/prometheus/client_golang v1.21.1
      github.com/redis/go-redis/v9 v9.7.3
      github.com/testcontainers/testcontainers-go v0.36.0
      github.com/testcontainers/testcontainers-go/modules/postgres v0.36.0
      go.opentelemetry.io/otel v1.35.0
      go.opentelemetry.io/otel/trace v1.35.0
      go.uber.org/zap v1.27.0
      google.golang.org/grpc v1.71.1
      google.golang.org/protobuf v1.36.6
  )
`;

export const DELIVERY_CLIENT_SEED = go`
  // Package delivery sends one webhook to one endpoint.
  package delivery

  import (
      "bytes"
      "context"
      "fmt"
      "net/http"
      "time"

      "go.uber.org/zap"
  )

  // Result is the outcome of one delivery attempt.
  type Result struct {
      Status   int
      Duration time.Duration
      Retry    bool
  }

  // Client delivers signed webhooks.
  type Client struct {
      http   *http.Client
      secret func(endpointID string) []byte
      log    *zap.SugaredLogger
  }

  func NewClient(secret func(string) []byte, log *zap.SugaredLogger) *Client {
      return &Client{
          http: &http.Client{
              Timeout: 5 * time.Second,
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
          c.log.Infow("delivery failed", "endpointId", endpointID, "err", err, "duration", dur)
          return Result{Duration: dur, Retry: true}, err
      }
      defer resp.Body.Close()
      res := Result{Status: resp.StatusCode, Duration: dur}
      switch {
      case resp.StatusCode >= 200 && resp.StatusCode < 300:
          c.log.Infow("delivery ok", "endpointId", endpointID, "status", resp.StatusCode, "duration", dur)
          return res, nil
      case resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500:
          res.Retry = true
          return res, fmt.Errorf("endpoint answered %d", resp.StatusCode)
      default:
          return res, fmt.Errorf("endpoint rejected delivery: %d", resp.StatusCode)
      }
  }
`;

export const SIGN_SEED = go`
  package delivery

  import (
      "crypto/hmac"
      "crypto/sha256"
      "encoding/hex"
      "strconv"
      "time"
  )

  // Sign returns the X-Hookrelay-Signature value "t=<unix seconds>,v1=<hex HMAC-SHA256>".
  // The MAC covers "<t>.<body>" so a receiver can reject replays older than a few minutes.
  func Sign(secret []byte, at time.Time, body []byte) string {
      ts := strconv.FormatInt(at.Unix(), 10)
      mac := hmac.New(sha256.New, secret)
      mac.Write([]byte(ts))
      mac.Write([]byte("."))
      mac.Write(body)
      return "t=" + ts + ",v1=" + hex.EncodeToString(mac.Sum(nil))
  }
`;

export const DISPATCHER_SEED = go`
  // Package dispatcher consumes events from JetStream and delivers them to every subscribed endpoint.
  package dispatcher

  import (
      "context"
      "errors"
      "time"

      "github.com/nats-io/nats.go/jetstream"
      "go.uber.org/zap"

      "github.com/parcelwave/hookrelay/internal/delivery"
      "github.com/parcelwave/hookrelay/internal/retryq/redisz"
      "github.com/parcelwave/hookrelay/internal/store"
  )

  var errAttemptDeadline = errors.New("delivery attempt exceeded its deadline")

  // Dispatcher fans one event out to its subscriptions.
  type Dispatcher struct {
      store           *store.Store
      client          *delivery.Client
      retries         *redisz.Queue
      log             *zap.SugaredLogger
      metrics         *Metrics
      attemptDeadline time.Duration
  }

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

  func (d *Dispatcher) attempt(ctx context.Context, sub store.Subscription, ev Event, n int) {
      res, err := d.deliverWithDeadline(ctx, sub, ev)
      d.metrics.observe(res, err)
      if rerr := d.store.RecordAttempt(ctx, sub.EndpointID, ev.ID, n, res.Status, res.Duration, err); rerr != nil {
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
      if err := d.retries.Schedule(ctx, redisz.Item{EndpointID: sub.EndpointID, EventID: ev.ID, Attempt: n + 1}, due); err != nil {
          d.log.Errorw("schedule retry", "err", err)
      }
  }

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

export const BACKOFF_SEED = go`
  package dispatcher

  import "time"

  // MaxAttempts is the number of delivery attempts before an event is dead for an endpoint.
  const MaxAttempts = 8

  // schedule is the wait before attempt n+1 after attempt n failed.
  var schedule = []time.Duration{
      30 * time.Second,
      2 * time.Minute,
      10 * time.Minute,
      30 * time.Minute,
      1 * time.Hour,
      3 * time.Hour,
      6 * time.Hour,
  }

  // Backoff returns the delay after failed attempt n (1-based).
  func Backoff(n int) time.Duration {
      if n < 1 {
          n = 1
      }
      if n > len(schedule) {
          return schedule[len(schedule)-1]
      }
      return schedule[n-1]
  }
`;

export const METRICS_SEED = go`
  package dispatcher

  import (
      "errors"
      "net"

      "github.com/prometheus/client_golang/prometheus"
      "github.com/prometheus/client_golang/prometheus/promauto"

      "github.com/parcelwave/hookrelay/internal/delivery"
  )

  // Metrics are the dispatcher's Prometheus series.
  type Metrics struct {
      Deliveries  *prometheus.CounterVec
      Duration    prometheus.Histogram
      DispatchLag prometheus.Histogram
  }

  func NewMetrics(reg prometheus.Registerer) *Metrics {
      f := promauto.With(reg)
      return &Metrics{
          Deliveries: f.NewCounterVec(prometheus.CounterOpts{
              Name: "hookrelay_deliveries_total",
              Help: "Delivery attempts by outcome (ok, rejected, error, timeout).",
          }, []string{"outcome"}),
          Duration: f.NewHistogram(prometheus.HistogramOpts{
              Name:    "hookrelay_delivery_duration_seconds",
              Help:    "Time from sending a webhook to its response.",
              Buckets: []float64{.05, .1, .25, .5, 1, 2, 5, 10, 20, 30},
          }),
          DispatchLag: f.NewHistogram(prometheus.HistogramOpts{
              Name:    "hookrelay_dispatch_lag_seconds",
              Help:    "Time from ingest to the first delivery attempt of an event.",
              Buckets: []float64{.1, .5, 1, 5, 10, 30, 60, 300, 900},
          }),
      }
  }

  func (m *Metrics) observe(res delivery.Result, err error) {
      m.Duration.Observe(res.Duration.Seconds())
      var ne net.Error
      switch {
      case err == nil:
          m.Deliveries.WithLabelValues("ok").Inc()
      case errors.Is(err, errAttemptDeadline), errors.As(err, &ne) && ne.Timeout():
          m.Deliveries.WithLabelValues("timeout").Inc()
      case res.Retry:
          m.Deliveries.WithLabelValues("error").Inc()
      default:
          m.Deliveries.WithLabelValues("rejected").Inc()
      }
  }
`;

export const REDISZ_SEED = go`
  // Package redisz schedules delivery retries in a Redis sorted set scored by due time.
  // One dispatcher pod at a time (the lease holder) polls the set and re-dispatches due items.
  package redisz

  import (
      "context"
      "encoding/json"
      "strconv"
      "time"

      "github.com/redis/go-redis/v9"
  )

  const dueKey = "hookrelay:retry:due"

  // Item is one scheduled retry.
  type Item struct {
      EndpointID string \`json:"endpoint_id"\`
      EventID    string \`json:"event_id"\`
      Attempt    int    \`json:"attempt"\`
  }

  type Queue struct {
      rdb *redis.Client
  }

  func New(rdb *redis.Client) *Queue { return &Queue{rdb: rdb} }

  // Schedule adds it to the set, due at the given time.
  func (q *Queue) Schedule(ctx context.Context, it Item, due time.Time) error {
      b, err := json.Marshal(it)
      if err != nil {
          return err
      }
      return q.rdb.ZAdd(ctx, dueKey, redis.Z{Score: float64(due.Unix()), Member: b}).Err()
  }

  // Due pops up to n items whose due time has passed.
  func (q *Queue) Due(ctx context.Context, n int64) ([]Item, error) {
      max := strconv.FormatInt(time.Now().Unix(), 10)
      raw, err := q.rdb.ZRangeByScore(ctx, dueKey, &redis.ZRangeBy{Min: "-inf", Max: max, Count: n}).Result()
      if err != nil || len(raw) == 0 {
          return nil, err
      }
      members := make([]any, len(raw))
      items := make([]Item, 0, len(raw))
      for i, r := range raw {
          members[i] = r
          var it Item
          if json.Unmarshal([]byte(r), &it) == nil {
              items = append(items, it)
          }
      }
      return items, q.rdb.ZRem(ctx, dueKey, members...).Err()
  }

  // Depth is the number of scheduled retries (exported as hookrelay_retry_queue_depth).
  func (q *Queue) Depth(ctx context.Context) (int64, error) {
      return q.rdb.ZCard(ctx, dueKey).Result()
  }
`;

export const PG_SEED = go`
  // Package store is the Postgres side of hookrelay: endpoints, subscriptions, events and attempts.
  package store

  import (
      "context"
      "fmt"
      "time"

      "github.com/jackc/pgx/v5/pgxpool"
  )

  type Store struct {
      pool *pgxpool.Pool
  }

  // Open connects with a DSN built by the Helm chart; pool size comes from its pool_max_conns parameter.
  func Open(ctx context.Context, dsn string) (*Store, error) {
      cfg, err := pgxpool.ParseConfig(dsn)
      if err != nil {
          return nil, fmt.Errorf("parse dsn: %w", err)
      }
      cfg.MinConns = 2
      cfg.MaxConnIdleTime = 5 * time.Minute
      cfg.HealthCheckPeriod = 30 * time.Second
      pool, err := pgxpool.NewWithConfig(ctx, cfg)
      if err != nil {
          return nil, fmt.Errorf("connect: %w", err)
      }
      return &Store{pool: pool}, nil
  }

  func (s *Store) Close() { s.pool.Close() }
`;

export const LOGGING_SEED = go`
  // Package logging builds the process logger.
  package logging

  import (
      "go.uber.org/zap"
      "go.uber.org/zap/zapcore"
  )

  // New returns a JSON logger at the given level ("debug", "info", ...).
  func New(level string) (*zap.SugaredLogger, error) {
      cfg := zap.NewProductionConfig()
      lvl, err := zapcore.ParseLevel(level)
      if err != nil {
          return nil, err
      }
      cfg.Level = zap.NewAtomicLevelAt(lvl)
      l, err := cfg.Build()
      if err != nil {
          return nil, err
      }
      return l.Sugar(), nil
  }
`;

export const REPLAY_SEED = go`
  // Package admin implements the gRPC admin API (port 9090): replaying deliveries for support.
  package admin

  import (
      "context"
      "time"

      "google.golang.org/grpc/codes"
      "google.golang.org/grpc/status"

      adminv1 "github.com/parcelwave/hookrelay/gen/admin/v1"
      "github.com/parcelwave/hookrelay/internal/retryq/redisz"
      "github.com/parcelwave/hookrelay/internal/store"
  )

  type Server struct {
      adminv1.UnimplementedAdminServer
      store   *store.Store
      retries *redisz.Queue
  }

  // ReplayDeliveries re-schedules dead deliveries of one endpoint in a time range.
  func (s *Server) ReplayDeliveries(ctx context.Context, req *adminv1.ReplayDeliveriesRequest) (*adminv1.ReplayDeliveriesResponse, error) {
      if req.GetEndpointId() == "" {
          return nil, status.Error(codes.InvalidArgument, "endpoint_id is required")
      }
      dead, err := s.store.DeadDeliveries(ctx, req.GetEndpointId(), req.GetFrom().AsTime(), req.GetTo().AsTime())
      if err != nil {
          return nil, status.Errorf(codes.Internal, "load dead deliveries: %v", err)
      }
      now := time.Now()
      for _, dd := range dead {
          if err := s.retries.Schedule(ctx, redisz.Item{EndpointID: dd.EndpointID, EventID: dd.EventID, Attempt: 1}, now); err != nil {
              return nil, status.Errorf(codes.Internal, "schedule: %v", err)
          }
      }
      return &adminv1.ReplayDeliveriesResponse{Replayed: int32(len(dead))}, nil
  }
`;

export const DISPATCHER_MAIN_SEED = go`
  package main

  import (
      "context"
      "log"
      "net/http"
      _ "net/http/pprof" // served on 127.0.0.1:6060 only; reach it with kubectl port-forward
      "os"
      "os/signal"
      "syscall"

      "github.com/parcelwave/hookrelay/internal/config"
      "github.com/parcelwave/hookrelay/internal/logging"
      "github.com/parcelwave/hookrelay/internal/run"
  )

  func main() {
      cfg, err := config.FromEnv()
      if err != nil {
          log.Fatalf("config: %v", err)
      }
      logger, err := logging.New(cfg.LogLevel)
      if err != nil {
          log.Fatalf("logger: %v", err)
      }
      go func() { _ = http.ListenAndServe("127.0.0.1:6060", nil) }()

      ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
      defer stop()
      if err := run.Dispatcher(ctx, cfg, logger); err != nil {
          logger.Errorw("startup failed", "err", err)
          os.Exit(1)
      }
  }
`;

export const CONFIG_SEED = go`
  // Package config reads the process configuration from HOOKRELAY_* environment variables (set by the Helm chart).
  package config

  import (
      "fmt"
      "os"
      "strconv"
  )

  type Config struct {
      DatabaseURL string // HOOKRELAY_DATABASE_URL
      RedisAddr   string // HOOKRELAY_REDIS_ADDR
      NATSURL     string // HOOKRELAY_NATS_URL
      LogLevel    string // HOOKRELAY_LOG_LEVEL
      Workers     int    // HOOKRELAY_WORKERS
  }

  func FromEnv() (Config, error) {
      c := Config{
          DatabaseURL: os.Getenv("HOOKRELAY_DATABASE_URL"),
          RedisAddr:   os.Getenv("HOOKRELAY_REDIS_ADDR"),
          NATSURL:     os.Getenv("HOOKRELAY_NATS_URL"),
          LogLevel:    envOr("HOOKRELAY_LOG_LEVEL", "info"),
          Workers:     64,
      }
      if v := os.Getenv("HOOKRELAY_WORKERS"); v != "" {
          n, err := strconv.Atoi(v)
          if err != nil {
              return c, fmt.Errorf("HOOKRELAY_WORKERS: %w", err)
          }
          c.Workers = n
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

export const VALUES_SEED = d`
  # Defaults for both clusters; values-staging.yaml and values-prod.yaml override per environment.
  image:
    registry: harbor.parcelwave.internal
    repository: hookrelay
    tag: ""   # defaults to .Chart.AppVersion

  api:
    replicas: 2
    port: 8080
    grpcPort: 9090
    resources:
      requests:
        cpu: 250m
        memory: 256Mi
      limits:
        cpu: "1"
        memory: 512Mi

  dispatcher:
    replicas: 2
    workers: 64
    hpa:
      minReplicas: 4
      maxReplicas: 18
      targetCPUUtilization: 70
    resources:
      requests:
        cpu: 500m
        memory: 512Mi
      limits:
        cpu: 500m
        memory: 768Mi

  database:
    host: hookrelay-pg-rw.databases.svc.cluster.local
    port: 5432
    name: hookrelay
    maxConns: 20
    existingSecret: hookrelay-db

  redis:
    addr: hookrelay-redis-master.hookrelay.svc.cluster.local:6379

  nats:
    url: tls://hookrelay-nats.hookrelay.svc.cluster.local:4222
    tlsSecret: hookrelay-nats-tls

  natsStreams:
    create: false   # staging creates the JetStream streams from a Helm hook Job; prod streams were made by hand

  metrics:
    port: 9102
`;

export const VALUES_PROD_SEED = d`
  api:
    replicas: 6

  dispatcher:
    replicas: 14
`;

export const VALUES_STAGING_SEED = d`
  api:
    replicas: 2

  dispatcher:
    replicas: 2
    hpa:
      minReplicas: 2
      maxReplicas: 4

  natsStreams:
    create: true
`;

export const RULES_SEED = d`
  apiVersion: monitoring.coreos.com/v1
  kind: PrometheusRule
  metadata:
    name: {{ include "hookrelay.fullname" . }}
    labels:
      release: kube-prometheus-stack
  spec:
    groups:
      - name: hookrelay.delivery
        rules:
          - alert: HookrelayDeliveryLatencyHigh
            expr: histogram_quantile(0.99, sum by (le) (rate(hookrelay_delivery_duration_seconds_bucket[5m]))) > 2
            for: 2m
            labels:
              severity: critical
            annotations:
              summary: p99 webhook delivery latency above 2s
          - alert: HookrelayDeliveryFailureRateHigh
            expr: |
              sum(rate(hookrelay_deliveries_total{outcome=~"timeout|error"}[10m]))
                / sum(rate(hookrelay_deliveries_total[10m])) > 0.2
            for: 10m
            labels:
              severity: critical
            annotations:
              summary: more than 20% of webhook deliveries failing
              runbook_url: docs/runbooks/HookrelayDeliveryFailureRateHigh.md
          - alert: HookrelayRetryBacklogHigh
            expr: hookrelay_retry_queue_depth > 50000
            for: 15m
            labels:
              severity: warning
            annotations:
              summary: more than 50k retries scheduled
      - name: hookrelay.ingest
        rules:
          - alert: HookrelayIngestErrorsHigh
            expr: |
              sum(rate(hookrelay_http_requests_total{handler="/v1/events",code=~"5.."}[5m]))
                / sum(rate(hookrelay_http_requests_total{handler="/v1/events"}[5m])) > 0.02
            for: 5m
            labels:
              severity: critical
            annotations:
              summary: more than 2% of event ingest requests failing
`;

export const RELEASE_WF_SEED = d`
  name: release
  on:
    push:
      tags: ["v*"]

  jobs:
    images:
      runs-on: ubuntu-24.04
      strategy:
        matrix:
          component: [hookrelay-api, hookrelay-dispatcher]
      steps:
        - uses: actions/checkout@v4
        - uses: docker/setup-buildx-action@v3
        - uses: docker/login-action@v3
          with:
            registry: harbor.parcelwave.internal
            username: \${{ secrets.HARBOR_USERNAME }}
            password: \${{ secrets.HARBOR_PASSWORD }}
        - uses: docker/build-push-action@v6
          with:
            context: .
            build-args: COMPONENT=\${{ matrix.component }}
            push: true
            tags: harbor.parcelwave.internal/hookrelay/\${{ matrix.component }}:\${{ github.ref_name }}
`;

export const DISPATCHER_DEPLOY_SEED = d`
  apiVersion: apps/v1
  kind: Deployment
  metadata:
    name: {{ include "hookrelay.fullname" . }}-dispatcher
    labels:
      app.kubernetes.io/name: hookrelay-dispatcher
  spec:
    replicas: {{ .Values.dispatcher.replicas }}
    selector:
      matchLabels:
        app.kubernetes.io/name: hookrelay-dispatcher
    template:
      metadata:
        labels:
          app.kubernetes.io/name: hookrelay-dispatcher
      spec:
        containers:
          - name: dispatcher
            image: "{{ .Values.image.registry }}/{{ .Values.image.repository }}/hookrelay-dispatcher:{{ .Values.image.tag | default .Chart.AppVersion }}"
            ports:
              - name: metrics
                containerPort: {{ .Values.metrics.port }}
            env:
              - name: HOOKRELAY_DB_USER
                valueFrom: {secretKeyRef: {name: {{ .Values.database.existingSecret }}, key: username}}
              - name: HOOKRELAY_DB_PASSWORD
                valueFrom: {secretKeyRef: {name: {{ .Values.database.existingSecret }}, key: password}}
              - name: HOOKRELAY_DATABASE_URL
                value: "postgres://$(HOOKRELAY_DB_USER):$(HOOKRELAY_DB_PASSWORD)@{{ .Values.database.host }}:{{ .Values.database.port }}/{{ .Values.database.name }}?sslmode=require&pool_max_conns={{ .Values.database.maxConns }}"
              - name: HOOKRELAY_REDIS_ADDR
                value: {{ .Values.redis.addr | quote }}
              - name: HOOKRELAY_NATS_URL
                value: {{ .Values.nats.url | quote }}
              - name: HOOKRELAY_WORKERS
                value: {{ .Values.dispatcher.workers | quote }}
            resources:
              {{- toYaml .Values.dispatcher.resources | nindent 12 }}
`;

export const SEED_FILES = {
  'go.mod': GOMOD_SEED,
  'README.md': d`
    # hookrelay

    Relays shipment events from Parcelwave's internal producers to merchants' webhook endpoints.

    - \`cmd/hookrelay-api\`: ingest API (chi, \`POST /v1/events\`, port 8080) and the gRPC admin API (port 9090).
    - \`cmd/hookrelay-dispatcher\`: consumes the \`HOOKRELAY_EVENTS\` JetStream stream and delivers signed webhooks.
    - Postgres (endpoints, subscriptions, events, attempts), Redis (idempotency keys, retries), NATS JetStream.
    - Deployed with the Helm chart in \`deploy/helm/hookrelay\` to the \`hookrelay\` namespace of prod-euw1 and staging-euw1.
  `,
  'Makefile': d`
    .PHONY: test lint dev-up dev-down

    test:
    	go test -race ./...

    lint:
    	golangci-lint run ./...

    dev-up:
    	docker compose -f deploy/dev/compose.yaml up -d --wait

    dev-down:
    	docker compose -f deploy/dev/compose.yaml down -v
  `,
  '.golangci.yml': d`
    version: "2"
    linters:
      enable:
        - errcheck
        - govet
        - staticcheck
        - unused
        - bodyclose
        - contextcheck
        - gosec
    formatters:
      enable:
        - gofumpt
        - goimports
  `,
  '.github/workflows/ci.yml': d`
    name: ci
    on:
      pull_request:
      push:
        branches: [main]

    jobs:
      test:
        runs-on: ubuntu-24.04
        steps:
          - uses: actions/checkout@v4
          - uses: actions/setup-go@v5
            with:
              go-version-file: go.mod
          - run: go test -race ./...
      lint:
        runs-on: ubuntu-24.04
        steps:
          - uses: actions/checkout@v4
          - uses: actions/setup-go@v5
            with:
              go-version-file: go.mod
          - uses: golangci/golangci-lint-action@v7
            with:
              version: v2.1.6
  `,
  '.github/workflows/release.yml': RELEASE_WF_SEED,
  'cmd/hookrelay-dispatcher/main.go': DISPATCHER_MAIN_SEED,
  'internal/config/config.go': CONFIG_SEED,
  'internal/delivery/client.go': DELIVERY_CLIENT_SEED,
  'internal/delivery/sign.go': SIGN_SEED,
  'internal/dispatcher/dispatcher.go': DISPATCHER_SEED,
  'internal/dispatcher/backoff.go': BACKOFF_SEED,
  'internal/dispatcher/metrics.go': METRICS_SEED,
  'internal/retryq/redisz/redisz.go': REDISZ_SEED,
  'internal/store/pg.go': PG_SEED,
  'internal/logging/logging.go': LOGGING_SEED,
  'internal/admin/replay.go': REPLAY_SEED,
  'deploy/helm/hookrelay/values.yaml': VALUES_SEED,
  'deploy/helm/hookrelay/values-prod.yaml': VALUES_PROD_SEED,
  'deploy/helm/hookrelay/values-staging.yaml': VALUES_STAGING_SEED,
  'deploy/helm/hookrelay/templates/prometheusrule.yaml': RULES_SEED,
  'deploy/helm/hookrelay/templates/dispatcher-deployment.yaml': DISPATCHER_DEPLOY_SEED,
  'docs/runbooks/HookrelayDeliveryFailureRateHigh.md': d`
    # HookrelayDeliveryFailureRateHigh

    More than 20% of delivery attempts over 10 minutes ended in a timeout or a retryable error.

    1. \`kubectl --context prod-euw1 -n hookrelay logs deploy/hookrelay-dispatcher --since=15m\`: which endpoints fail, and how?
    2. One merchant down: nothing to fix on our side, retries will catch up. Many merchants: look at our egress and DNS.
    3. Check the attempts table for the failing endpoints (read-only DSN in 1Password, "hookrelay prod RO").
  `,
  'docs/postmortems/TEMPLATE.md': d`
    # <title>

    - **Date:** YYYY-MM-DD
    - **Authors:**
    - **Status:** draft | reviewed

    ## Summary
    ## Impact
    ## Timeline (UTC)
    ## Root cause
    ## What went well
    ## What went wrong
    ## Action items
    | action | owner | issue |
    |---|---|---|
  `,
  'loadtest/ingest.js': d`
    import http from 'k6/http';
    import { check } from 'k6';

    export const options = {
      scenarios: {
        ingest: { executor: 'constant-arrival-rate', rate: 1200, timeUnit: '1s', duration: '2m', preAllocatedVUs: 200, maxVUs: 400 },
      },
      thresholds: { http_req_failed: ['rate<0.001'], http_req_duration: ['p(99)<250'] },
    };

    const BASE = __ENV.BASE_URL || 'http://localhost:8080';

    export default function () {
      const body = JSON.stringify({ type: 'shipment.status_changed', data: { shipment_id: \`shp_\${__VU}_\${__ITER}\`, status: 'in_transit' } });
      const res = http.post(\`\${BASE}/v1/events\`, body, { headers: { 'Content-Type': 'application/json', 'Idempotency-Key': \`k6-\${__VU}-\${__ITER}\` } });
      check(res, { 'accepted': (r) => r.status === 202 });
    }
  `,
};
