// What a knowledge item is about: a normalized subject key derived from the sentence, and whether that subject
// holds one value at a time (a project has one database) or many (conventions add up). Pure data plus lookups;
// extend the tables, never special-case a sentence.

export type KnowledgeKind = 'decision' | 'preference' | 'convention' | 'discovery';
export type Cardinality = 'single' | 'multi';

export interface SlotSpec {
  /** The normalized subject key items about this slot share. */
  subject: string;
  /** Role nouns a sentence may use for the slot ("as our database", "switch the ORM from ..."). */
  nouns: readonly string[];
  /** Well-known values, used only when the sentence names a value but not its role. */
  values: readonly string[];
  cardinality: Cardinality;
}

export const SLOTS: readonly SlotSpec[] = [
  { subject: 'database', cardinality: 'single', nouns: ['database', 'db', 'datastore', 'data store', 'primary database', 'main database', 'persistence', 'storage layer'], values: ['postgres', 'postgresql', 'mysql', 'mariadb', 'sqlite', 'mongodb', 'mongo', 'dynamodb', 'cockroachdb', 'supabase', 'planetscale', 'firestore', 'cassandra', 'duckdb', 'couchdb', 'redb', 'sled', 'rocksdb', 'leveldb', 'lmdb', 'clickhouse', 'timescaledb', 'influxdb', 'questdb', 'oracle', 'sql server', 'mssql', 'neo4j', 'surrealdb', 'tidb', 'yugabytedb', 'libsql', 'turso', 'firebird'] },
  { subject: 'package manager', cardinality: 'single', nouns: ['package manager', 'package management', 'dependency manager', 'dependency management', 'dependencies', 'deps'], values: ['npm', 'pnpm', 'yarn', 'pip', 'poetry', 'uv', 'pipenv', 'conda', 'bundler', 'cargo', 'go modules', 'nuget', 'composer', 'bun', 'pdm', 'hatch', 'rye', 'cocoapods', 'swift package manager', 'hex', 'conan', 'vcpkg'] },
  { subject: 'test runner', cardinality: 'single', nouns: ['test runner', 'test framework', 'testing framework', 'unit tests', 'unit testing', 'tests', 'testing', 'test suite'], values: ['jest', 'vitest', 'mocha', 'ava', 'pytest', 'unittest', 'jasmine', 'node:test', 'rspec', 'minitest', 'nextest', 'cargo-nextest', 'cargo test', 'go test', 'junit', 'testng', 'xunit', 'nunit', 'phpunit', 'exunit', 'kotest', 'spock', 'testify', 'ginkgo', 'catch2', 'googletest', 'gtest', 'doctest', 'bun test', 'deno test'] },
  { subject: 'e2e tests', cardinality: 'single', nouns: ['e2e tests', 'e2e', 'end-to-end tests', 'browser tests', 'e2e testing'], values: ['playwright', 'cypress', 'puppeteer', 'selenium', 'webdriverio'] },
  { subject: 'orm', cardinality: 'single', nouns: ['orm', 'query builder', 'data layer', 'database layer', 'data access layer'], values: ['prisma', 'drizzle', 'typeorm', 'sequelize', 'knex', 'sqlalchemy', 'mikro-orm', 'kysely', 'objection', 'activerecord', 'peewee', 'gorm', 'diesel', 'sea-orm', 'sqlx', 'hibernate', 'jpa', 'entity framework', 'entity framework core', 'ef core', 'sqlc', 'ecto', 'doctrine', 'eloquent', 'exposed', 'jooq', 'room', 'core data', 'dapper', 'tortoise-orm', 'sqlmodel', 'pony orm', 'mongoose'] },
  { subject: 'deploy target', cardinality: 'single', nouns: ['deploy target', 'deployment target', 'deployment', 'deployments', 'deploys', 'hosting', 'hosting provider', 'host', 'deploy'], values: ['fly.io', 'fly', 'vercel', 'netlify', 'heroku', 'render', 'railway', 'aws', 'lambda', 'ecs', 'kubernetes', 'k8s', 'cloud run', 'gcp', 'azure', 'digitalocean', 'cloudflare workers', 'cloudflare pages', 'hetzner'] },
  { subject: 'cache', cardinality: 'single', nouns: ['cache', 'caching', 'cache layer', 'cache backend'], values: ['redis', 'memcached', 'valkey', 'keydb', 'caffeine', 'ehcache', 'dragonfly', 'dragonflydb', 'hazelcast', 'moka', 'cachetools', 'lru-cache', 'varnish'] },
  { subject: 'queue', cardinality: 'single', nouns: ['queue', 'message queue', 'job queue', 'task queue', 'broker', 'message broker', 'background jobs', 'background job', 'scheduled jobs', 'scheduled job', 'scheduled tasks', 'job runner', 'job scheduler', 'jobs'], values: ['rabbitmq', 'kafka', 'sqs', 'bullmq', 'sidekiq', 'celery', 'nats', 'pub/sub', 'rq', 'dramatiq', 'resque', 'oban', 'activemq', 'zeromq', 'pulsar', 'redpanda', 'nsq', 'faktory', 'hangfire', 'quartz', 'asynq', 'good_job', 'solid_queue', 'delayed_job', 'procrastinate', 'huey', 'arq', 'bull', 'beanstalkd', 'google pub/sub', 'kinesis', 'eventbridge', 'inngest', 'trigger.dev', 'graphile worker', 'pg-boss', 'river', 'sidekiq pro', 'apalis'] },
  { subject: 'frontend framework', cardinality: 'single', nouns: ['frontend framework', 'ui framework', 'frontend', 'front end', 'front-end', 'ui library', 'ui'], values: ['react', 'vue', 'svelte', 'sveltekit', 'angular', 'solid', 'solidjs', 'preact', 'next.js', 'nextjs', 'nuxt', 'remix', 'astro', 'htmx', 'qwik', 'lit', 'alpine.js', 'alpinejs', 'ember', 'elm', 'leptos', 'yew', 'dioxus', 'blazor', 'livewire', 'hotwire', 'stimulus', 'inertia', 'angularjs', 'backbone', 'jquery', 'stencil', 'marko'] },
  { subject: 'web framework', cardinality: 'single', nouns: ['web framework', 'backend framework', 'http framework', 'server framework', 'api framework', 'http server', 'api server'], values: ['express', 'fastify', 'koa', 'hono', 'nestjs', 'flask', 'django', 'fastapi', 'rails', 'sinatra', 'gin', 'actix', 'axum', 'spring boot', 'rocket', 'warp', 'poem', 'echo', 'fiber', 'chi', 'gorilla/mux', 'ktor', 'micronaut', 'quarkus', 'laravel', 'symfony', 'phoenix', 'asp.net core', 'vapor', 'starlette', 'litestar', 'sanic', 'tornado', 'aiohttp', 'django rest framework', 'drf', 'spring', 'spring webflux', 'dropwizard', 'javalin', 'elysia', 'adonisjs', 'sails', 'loco'] },
  { subject: 'bundler', cardinality: 'single', nouns: ['bundler', 'build tool', 'build system', 'build'], values: ['webpack', 'vite', 'esbuild', 'rollup', 'parcel', 'turbopack', 'tsup', 'rspack', 'bazel', 'gradle', 'maven', 'cmake', 'meson', 'buck2', 'pants', 'gulp', 'grunt', 'snowpack', 'ninja', 'sbt', 'xmake', 'scons', 'premake', 'nx build', 'swc', 'babel', 'tsc', 'farm', 'rolldown'] },
  { subject: 'linter', cardinality: 'single', nouns: ['linter', 'linting', 'lint'], values: ['eslint', 'biome', 'oxlint', 'ruff', 'flake8', 'pylint', 'rubocop', 'golangci-lint', 'tslint', 'clippy', 'cargo clippy', 'staticcheck', 'golint', 'revive', 'checkstyle', 'spotbugs', 'pmd', 'ktlint', 'detekt', 'swiftlint', 'phpstan', 'psalm', 'stylelint', 'credo', 'hadolint', 'shellcheck', 'standardrb', 'ruff check', 'deno lint', 'sonarqube', 'semgrep', 'mypy', 'pyright'] },
  { subject: 'formatter', cardinality: 'single', nouns: ['formatter', 'formatting', 'code formatter'], values: ['prettier', 'black', 'dprint', 'gofmt', 'rustfmt', 'cargo fmt', 'goimports', 'gofumpt', 'ktfmt', 'spotless', 'google-java-format', 'swiftformat', 'isort', 'yapf', 'autopep8', 'php-cs-fixer', 'clang-format', 'mix format', 'biome format', 'ruff format', 'deno fmt', 'shfmt', 'taplo'] },
  { subject: 'auth', cardinality: 'single', nouns: ['auth', 'authentication', 'login', 'auth provider', 'identity provider', 'sign-in', 'sessions'], values: ['jwt', 'jwts', 'oauth', 'session cookies', 'auth0', 'clerk', 'cognito', 'passport', 'lucia', 'keycloak', 'firebase auth', 'magic links', 'saml', 'sso', 'paseto', 'openid connect', 'oidc', 'webauthn', 'passkeys', 'nextauth', 'next-auth', 'auth.js', 'supertokens', 'ory', 'kratos', 'okta', 'devise', 'better-auth', 'authelia', 'zitadel', 'fusionauth', 'api keys', 'mtls'] },
  { subject: 'ci', cardinality: 'single', nouns: ['ci', 'continuous integration', 'ci pipeline', 'ci provider'], values: ['github actions', 'gitlab ci', 'circleci', 'jenkins', 'travis', 'buildkite', 'drone', 'azure pipelines', 'azure devops', 'bitbucket pipelines', 'teamcity', 'woodpecker', 'github workflows', 'argo workflows', 'tekton', 'concourse', 'semaphore', 'codebuild', 'cloud build', 'earthly', 'dagger'] },
  { subject: 'logging', cardinality: 'single', nouns: ['logger', 'logging', 'logging library', 'log library'], values: ['pino', 'winston', 'bunyan', 'structlog', 'loguru', 'log4j', 'zap', 'zerolog', 'env_logger', 'tracing', 'tracing-subscriber', 'log4rs', 'slog', 'fern', 'flexi_logger', 'logback', 'slf4j', 'log4j2', 'logrus', 'serilog', 'nlog', 'monolog', 'lager', 'logger.js', 'consola', 'tslog', 'signale', 'glog', 'spdlog', 'log15', 'logging module', 'python logging', 'rich logging'] },
  { subject: 'styling', cardinality: 'single', nouns: ['css framework', 'styling', 'styles', 'css'], values: ['tailwind', 'tailwindcss', 'css modules', 'styled-components', 'emotion', 'sass', 'scss', 'bootstrap', 'vanilla-extract'] },
  { subject: 'state management', cardinality: 'single', nouns: ['state management', 'state library', 'store library', 'client state'], values: ['redux', 'zustand', 'mobx', 'jotai', 'pinia', 'vuex', 'recoil', 'xstate'] },
  { subject: 'api style', cardinality: 'single', nouns: ['api style', 'api layer', 'transport'], values: ['rest', 'graphql', 'grpc', 'trpc', 'json-rpc'] },
  { subject: 'monitoring', cardinality: 'single', nouns: ['error tracking', 'monitoring', 'observability', 'apm', 'error reporting', 'metrics'], values: ['sentry', 'datadog', 'new relic', 'honeycomb', 'grafana', 'prometheus', 'opentelemetry', 'bugsnag', 'rollbar', 'jaeger', 'zipkin', 'tempo', 'loki', 'elastic apm', 'signoz', 'uptrace', 'statsd', 'victoriametrics', 'newrelic', 'appsignal', 'scout apm', 'dynatrace', 'splunk', 'lightstep', 'logfire', 'axiom', 'betterstack', 'better stack', 'pagerduty', 'opsgenie', 'uptime kuma', 'healthchecks.io'] },
  { subject: 'search engine', cardinality: 'single', nouns: ['search engine', 'full-text search', 'search backend', 'search index'], values: ['elasticsearch', 'opensearch', 'meilisearch', 'typesense', 'algolia', 'tantivy', 'solr', 'lucene', 'sonic', 'vespa', 'zincsearch', 'manticore', 'quickwit', 'sqlite fts5', 'fts5', 'pg_trgm', 'postgres full-text search'] },
  { subject: 'object storage', cardinality: 'single', nouns: ['object storage', 'file storage', 'blob storage', 'uploads', 'asset storage'], values: ['s3', 'r2', 'gcs', 'minio', 'backblaze', 'azure blob', 'azure blob storage', 'google cloud storage', 'wasabi', 'ceph', 'seaweedfs', 'digitalocean spaces', 'b2', 'garage'] },
  { subject: 'email provider', cardinality: 'single', nouns: ['email provider', 'email service', 'transactional email', 'mailer', 'email'], values: ['sendgrid', 'postmark', 'mailgun', 'ses', 'resend'] },
  { subject: 'payments', cardinality: 'single', nouns: ['payments', 'payment provider', 'billing', 'payment processor'], values: ['stripe', 'paddle', 'braintree', 'lemon squeezy', 'adyen'] },
  { subject: 'date library', cardinality: 'single', nouns: ['date library', 'date handling', 'dates'], values: ['moment', 'dayjs', 'date-fns', 'luxon', 'temporal', 'chrono', 'jiff', 'arrow', 'pendulum', 'joda-time', 'java.time', 'nodatime', 'time crate'] },
  { subject: 'http client', cardinality: 'single', nouns: ['http client', 'http library', 'fetch library'], values: ['axios', 'got', 'ky', 'requests', 'httpx', 'undici', 'superagent', 'reqwest', 'hyper', 'ureq', 'okhttp', 'retrofit', 'resty', 'faraday', 'httparty', 'guzzle', 'aiohttp client', 'urllib3', 'alamofire', 'ofetch', 'node-fetch', 'isahc', 'surf'] },
  { subject: 'validation', cardinality: 'single', nouns: ['validation', 'schema validation', 'validation library', 'validator'], values: ['zod', 'yup', 'joi', 'pydantic', 'valibot', 'ajv', 'typebox', 'garde', 'marshmallow', 'cerberus', 'attrs', 'dry-validation', 'hibernate validator', 'class-validator', 'superstruct', 'arktype', 'fluentvalidation', 'jsonschema', 'json schema', 'ozzo-validation', 'go-playground/validator', 'msgspec'] },
  { subject: 'monorepo tool', cardinality: 'single', nouns: ['monorepo tool', 'monorepo', 'workspace tool'], values: ['turborepo', 'nx', 'lerna', 'rush'] },
  { subject: 'vector store', cardinality: 'single', nouns: ['vector store', 'vector database', 'vector db', 'embeddings store'], values: ['pgvector', 'pinecone', 'qdrant', 'weaviate', 'chroma', 'milvus', 'lancedb'] },
  { subject: 'container runtime', cardinality: 'single', nouns: ['container runtime', 'containers'], values: ['docker', 'podman', 'containerd'] },
  { subject: 'mobile framework', cardinality: 'single', nouns: ['mobile framework', 'mobile app framework', 'mobile stack', 'mobile app', 'app framework'], values: ['react native', 'flutter', 'expo', 'ionic', 'capacitor', 'kotlin multiplatform', 'swiftui', 'jetpack compose', 'xamarin', '.net maui', 'nativescript', 'tauri', 'electron'] },
  { subject: 'async runtime', cardinality: 'single', nouns: ['async runtime', 'async executor', 'event loop', 'concurrency runtime'], values: ['tokio', 'async-std', 'smol', 'glommio', 'gevent', 'asyncio', 'trio', 'uvloop', 'anyio', 'eventlet'] },
  { subject: 'serialization', cardinality: 'single', nouns: ['serialization', 'serialisation', 'serializer', 'serialization format', 'wire format', 'encoding format', 'message format'], values: ['serde', 'serde_json', 'protobuf', 'protocol buffers', 'msgpack', 'messagepack', 'avro', 'flatbuffers', 'capnproto', "cap'n proto", 'bincode', 'cbor', 'thrift', 'jackson', 'gson', 'kotlinx.serialization', 'prost', 'rkyv', 'postcard'] },
  { subject: 'infrastructure as code', cardinality: 'single', nouns: ['infrastructure as code', 'iac', 'infra tool', 'infrastructure tool', 'provisioning', 'provisioning tool'], values: ['terraform', 'opentofu', 'pulumi', 'cloudformation', 'aws cdk', 'cdk', 'ansible', 'chef', 'puppet', 'saltstack', 'crossplane', 'bicep', 'nix', 'nixos'] },
  { subject: 'secrets manager', cardinality: 'single', nouns: ['secrets manager', 'secret manager', 'secret store', 'secrets store', 'secrets management', 'secret management'], values: ['hashicorp vault', 'aws secrets manager', 'doppler', '1password', 'sops', 'infisical', 'sealed secrets', 'gcp secret manager', 'azure key vault', 'bitwarden secrets manager', 'dotenv', 'direnv'] },
  { subject: 'feature flags', cardinality: 'single', nouns: ['feature flags', 'feature flag service', 'feature flagging', 'flags service'], values: ['launchdarkly', 'unleash', 'flagsmith', 'growthbook', 'statsig', 'flipt', 'configcat', 'split.io'] },
  { subject: 'schema migrations', cardinality: 'single', nouns: ['schema migrations', 'migration tool', 'migrations tool', 'database migrations', 'db migrations'], values: ['alembic', 'flyway', 'liquibase', 'goose', 'golang-migrate', 'refinery', 'dbmate', 'atlas', 'sqitch', 'prisma migrate', 'diesel migrations', 'sqlx migrate', 'django migrations', 'knex migrations', 'yoyo'] },
  { subject: 'cli parser', cardinality: 'single', nouns: ['cli parser', 'argument parser', 'arg parser', 'argument parsing', 'cli framework', 'command line parser', 'cli library', 'flag parsing'], values: ['clap', 'structopt', 'argh', 'cobra', 'urfave/cli', 'kingpin', 'click', 'typer', 'argparse', 'commander', 'yargs', 'oclif', 'picocli', 'thor', 'docopt', 'kong', 'pflag', 'gumdrop', 'bpaf'] },
  { subject: 'indentation', cardinality: 'single', nouns: ['indentation', 'indent', 'indents'], values: ['tabs', 'spaces', '2 spaces', '4 spaces', 'two spaces', 'four spaces'] },
  { subject: 'quote style', cardinality: 'single', nouns: ['quote style', 'quotes', 'string quotes'], values: ['single quotes', 'double quotes', 'backticks'] },
  { subject: 'merge strategy', cardinality: 'single', nouns: ['merge strategy', 'merging', 'merges'], values: ['squash merges', 'squash', 'rebase', 'merge commits', 'fast-forward'] },
];

const NOUN_TO_SLOT = new Map<string, SlotSpec>();
const VALUE_TO_SLOT = new Map<string, SlotSpec>();
for (const slot of SLOTS) {
  for (const n of slot.nouns) NOUN_TO_SLOT.set(n, slot);
  for (const v of slot.values) VALUE_TO_SLOT.set(v, slot);
}

/**
 * Default cardinality per kind when the subject is not a known slot. A decision or preference that names a value
 * for a subject ("Redis as the session store") holds that role alone; items without a value never compete.
 */
export const KIND_CARDINALITY: Readonly<Record<KnowledgeKind, Cardinality>> = {
  decision: 'single',
  preference: 'single',
  convention: 'multi',
  discovery: 'multi',
};

const ARTICLES = /^(?:the|a|an|our|my|your|their|this|that|these|those|its|all|every|each|any|some|new)\s+/;

/** Lower case, no articles, no backticks or trailing punctuation, one space between words. */
export function normalizePhrase(phrase: string): string {
  let s = phrase
    .toLowerCase()
    .replace(/[`"'“”‘’*]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.,;:!?)(]+$/g, '')
    .trim();
  for (let prev = ''; prev !== s; ) {
    prev = s;
    s = s.replace(ARTICLES, '');
  }
  return s;
}

/** "handlers" -> "handler", "classes" -> "class"; leaves "status", "css", "redis" and short words alone. */
function singular(word: string): string {
  if (word.length <= 3 || /(?:ss|us|is|ys)$/.test(word)) return word;
  if (/(?:ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The slot a role noun phrase names, matching its longest known suffix ("our main postgres database" -> database). */
export function slotForNoun(phrase: string): SlotSpec | undefined {
  const words = normalizePhrase(phrase).split(' ').filter(Boolean);
  for (let start = 0; start < words.length; start++) {
    const tail = words.slice(start).join(' ');
    const slot = NOUN_TO_SLOT.get(tail) ?? NOUN_TO_SLOT.get(words.slice(start, -1).concat(singular(words[words.length - 1])).join(' '));
    if (slot) return slot;
  }
  return undefined;
}

/** The slot of exactly this well-known value ("redis"), no partial matches. */
export function slotForExactValue(value: string): SlotSpec | undefined {
  return VALUE_TO_SLOT.get(normalizePhrase(value));
}

// Tool names that are also common words count as a slot value only as a whole chosen value ("use Render", "cargo
// it is"), never when met inside other words ("render the page", "the cargo weight").
const EVERYDAY_WORDS = new Set(['render', 'host', 'fly', 'rest', 'go', 'spaces', 'tabs', 'squash', 'rebase', 'build', 'temporal', 'emotion', 'solid', 'got', 'ky', 'zap', 'ui', 'requests', 'uploads', 'email', 'drone', 'metrics', 'moment', 'black', 'express', 'spring', 'ava', 'tap', 'passport', 'rush', 'chroma', 'neon', 'resend', 'temporal', 'paddle', 'sessions',
  // Tool names that are also everyday words (a cargo ship, tracing a bug, click the button).
  'argh', 'arq', 'arrow', 'atlas', 'attrs', 'axiom', 'b2', 'babel', 'backbone', 'bicep', 'bull', 'bun', 'caffeine', 'capacitor', 'cargo', 'ceph', 'chef', 'chi', 'chrono', 'click', 'commander', 'concourse', 'consola', 'credo', 'dagger', 'dapper', 'dragonfly', 'earthly', 'echo', 'ecto', 'electron', 'elm', 'exposed', 'farm', 'fern', 'fiber', 'flutter', 'garage', 'goose', 'gumdrop', 'hatch', 'hex', 'hotwire', 'huey', 'hyper', 'inertia', 'ionic', 'jiff', 'kinesis', 'kingpin', 'kong', 'lager', 'lightstep', 'lit', 'loco', 'logfire', 'lucene', 'manticore', 'meson', 'mix', 'moka', 'ninja', 'nix', 'oban', 'okta', 'oracle', 'ory', 'pants', 'pendulum', 'pest', 'poem', 'postcard', 'prost', 'psalm', 'pulsar', 'puppet', 'quartz', 'refinery', 'revive', 'river', 'rocket', 'room', 'sails', 'semaphore', 'signale', 'sled', 'slog', 'sonic', 'splunk', 'spring', 'stimulus', 'surf', 'tekton', 'tempo', 'thor', 'time crate', 'tracing', 'varnish', 'vespa', 'warp', 'yoyo']);

/** Normalized first: "the cargo" is the lookup "cargo" (articles are stripped before a value is matched). */
export function isEverydayWord(gram: string): boolean {
  return EVERYDAY_WORDS.has(normalizePhrase(gram));
}

/** The slot a well-known value belongs to ("Postgres 16" -> database). */
export function slotForValue(value: string): SlotSpec | undefined {
  const v = normalizePhrase(value);
  const direct = VALUE_TO_SLOT.get(v);
  if (direct) return direct;
  const words = v.split(' ');
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const gram = words.slice(i, i + n).join(' ');
      const slot = EVERYDAY_WORDS.has(gram) ? undefined : VALUE_TO_SLOT.get(gram);
      if (slot) return slot;
    }
  }
  return undefined;
}

/** A role noun phrase as a subject key: the known slot's key, else the phrase itself (singular, at most 3 words). */
export function subjectFromNoun(phrase: string): string | undefined {
  return slotForNoun(phrase)?.subject ?? nounKey(phrase);
}

/** A noun phrase as a key without slot mapping: lower case, no articles, last word singular, at most 3 words. */
export function nounKey(phrase: string): string | undefined {
  const words = normalizePhrase(phrase).split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length === 0) return undefined;
  const kept = words.slice(-3);
  kept[kept.length - 1] = singular(kept[kept.length - 1]);
  return kept.join(' ');
}

// Kinds whose subjects can be single-valued slots: a project picks one database, a user one indentation style.
// Conventions and discoveries accumulate, except where a rule says where one kind of thing lives.
const SLOTTED_KINDS: ReadonlySet<KnowledgeKind> = new Set(['decision', 'preference']);
const SINGLE_CONVENTION_SUFFIXES = [' location', ' naming'];

export function cardinalityOf(kind: KnowledgeKind, subject: string): Cardinality {
  // A setting holds one value at a time (`setting slot_capacity`).
  if (kind === 'decision' && subject.startsWith('setting ')) return 'single';
  if (SLOTTED_KINDS.has(kind)) {
    for (const slot of SLOTS) if (slot.subject === subject) return slot.cardinality;
  }
  if (kind === 'convention' && SINGLE_CONVENTION_SUFFIXES.some((s) => subject.endsWith(s))) return 'single';
  return KIND_CARDINALITY[kind];
}

/** Canonical form of a value for comparison: "PostgreSQL" and "postgres" are the same choice. */
const VALUE_ALIASES: Readonly<Record<string, string>> = {
  postgresql: 'postgres',
  pg: 'postgres',
  mongo: 'mongodb',
  'fly.io': 'fly',
  k8s: 'kubernetes',
  nextjs: 'next.js',
  tailwindcss: 'tailwind',
  solidjs: 'solid',
  jwts: 'jwt',
  'two spaces': '2 spaces',
  'four spaces': '4 spaces',
};

// Values the extractor stored are already normal: skip the regex work for them (the resolver compares hundreds).
const ALREADY_NORMAL = /^(?!(?:the|a|an|our|my|your|their|this|that|these|those|its|all|every|each|any|some|new)\b)(?!v\d)[a-z0-9@/+_-](?:[a-z0-9 .@/+_-]*[a-z0-9@/+_-])?$/;

export function canonicalValue(value: string): string {
  const v = ALREADY_NORMAL.test(value) && !value.includes('  ') ? value : normalizePhrase(value).replace(/^v(?=\d)/, '');
  return VALUE_ALIASES[v] ?? v;
}
