// Family `provider-token`: API keys and tokens with provider-specific shapes.
// Shapes follow provider docs and public secret-scanner rule sets
// (gitleaks config/gitleaks.toml, mongodb/kingfisher rules, noseyparker rules).
import { b64, b64url, jwt, checksummedToken } from './lib.mjs';

const GL = 'https://github.com/gitleaks/gitleaks/blob/master/config/gitleaks.toml';
const KF = 'https://github.com/mongodb/kingfisher/tree/main/crates/kingfisher-rules/data/rules';

const awsId = (r, p = 'AKIA') => p + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16);
const awsSecret = (r) => r.b64(40);

export const PROVIDER = [
  {
    format: 'aws-access-key', source: 'https://docs.aws.amazon.com/IAM/latest/UserGuide/id_credentials_access-keys.html',
    cases: [
      (r) => { const id = awsId(r), s = awsSecret(r); return { text: `$ cat ~/.aws/credentials\n[default]\naws_access_key_id = ${id}\naws_secret_access_key = ${s}\n\n[ci-deployer]\nregion = eu-west-1\nrole_arn = arn:aws:iam::${r.digits(12)}:role/deployer\nsource_profile = default`, secrets: [id, s] }; },
      (r) => { const id = awsId(r), s = awsSecret(r); return { text: `export AWS_ACCESS_KEY_ID=${id}\nexport AWS_SECRET_ACCESS_KEY=${s}\nexport AWS_DEFAULT_REGION=us-east-2\naws s3 ls s3://acme-build-artifacts/releases/ --recursive | tail -3`, secrets: [id, s] }; },
      (r) => { const id = awsId(r, 'ASIA'), s = awsSecret(r), t = 'IQoJb3JpZ2luX2VjE' + r.b64(300); return { text: `aws sts assume-role output:\n{\n    "Credentials": {\n        "AccessKeyId": "${id}",\n        "SecretAccessKey": "${s}",\n        "SessionToken": "${t}",\n        "Expiration": "2026-03-04T18:22:41+00:00"\n    }\n}`, secrets: [id, s, t] }; },
    ],
  },
  {
    format: 'github-classic-pat', source: 'https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/',
    cases: [
      (r) => { const t = checksummedToken(r, 'ghp_'); return { text: `git remote set-url origin https://github.com/acme/infra.git\necho "${t}" | gh auth login --with-token\ngh repo view acme/infra --json name,visibility`, secrets: [t] }; },
      (r) => { const t = checksummedToken(r, 'ghp_'); return { text: `# ~/.config/hub\ngithub.com:\n- user: lena-k\n  oauth_token: ${t}\n  protocol: https`, secrets: [t] }; },
      (r) => { const t = checksummedToken(r, 'ghp_'); return { text: `the renovate job keeps failing with 401, I set RENOVATE_TOKEN=${t} in the runner env but it still says "Bad credentials" — does it need the workflow scope too?`, secrets: [t] }; },
    ],
  },
  {
    format: 'github-fine-grained-pat', source: 'https://docs.github.com/en/authentication/keeping-your-account-and-data-secure/managing-your-personal-access-tokens',
    cases: [
      (r) => { const t = `github_pat_11${r.ualnum(20)}_${r.alnum(59)}`; return { text: `curl -sS -H "Authorization: Bearer ${t}" \\\n  -H "X-GitHub-Api-Version: 2022-11-28" \\\n  https://api.github.com/repos/acme/payments/actions/runs?per_page=5 | jq '.workflow_runs[].conclusion'`, secrets: [t] }; },
      (r) => { const t = `github_pat_11${r.ualnum(20)}_${r.alnum(59)}`; return { text: `# .env.local (do not commit)\nGITHUB_TOKEN=${t}\nGITHUB_OWNER=acme\nGITHUB_REPO=docs-site`, secrets: [t] }; },
    ],
  },
  {
    format: 'github-app-token', source: 'https://github.blog/2021-04-05-behind-githubs-new-authentication-token-formats/',
    cases: [
      (r) => { const t = checksummedToken(r, 'ghs_'); return { text: `Run actions/create-github-app-token@v1\n  with:\n    app-id: ${r.num(6)}\n::add-mask::***\nOutputs: token=${t} installation-id=${r.num(8)}`, secrets: [t] }; },
      (r) => { const t = checksummedToken(r, 'gho_'); return { text: `$ cat ~/.config/gh/hosts.yml\ngithub.com:\n    users:\n        mkowalski:\n            oauth_token: ${t}\n    git_protocol: ssh\n    oauth_token: ${t}\n    user: mkowalski`, secrets: [t] }; },
    ],
  },
  {
    format: 'slack-bot-token', source: 'https://api.slack.com/authentication/token-types',
    cases: [
      (r) => { const t = `xoxb-${r.num(11)}-${r.num(13)}-${r.alnum(24)}`; return { text: `from slack_sdk import WebClient\n\nclient = WebClient(token="${t}")\nclient.chat_postMessage(channel="#deploys", text=f"release {version} is live")`, secrets: [t] }; },
      (r) => { const t = `xoxb-${r.num(12)}-${r.num(13)}-${r.alnum(24)}`, sig = r.hex(32); return { text: `SLACK_BOT_TOKEN=${t}\nSLACK_SIGNING_SECRET=${sig}\nSLACK_DEFAULT_CHANNEL=C0${r.ualnum(9)}`, secrets: [t, sig] }; },
    ],
  },
  {
    format: 'slack-webhook-url', source: 'https://api.slack.com/messaging/webhooks',
    cases: [
      (r) => { const u = `https://hooks.slack.com/services/T0${r.ualnum(7)}/B0${r.ualnum(9)}/${r.alnum(24)}`; return { text: `curl -X POST -H 'Content-type: application/json' --data '{"text":"nightly backup finished: 42 GB"}' ${u}`, secrets: [u.split('/services/')[1]] }; },
      (r) => { const u = `https://hooks.slack.com/services/T0${r.ualnum(7)}/B0${r.ualnum(9)}/${r.alnum(24)}`; return { text: `# alertmanager.yml\nreceivers:\n  - name: team-sre\n    slack_configs:\n      - api_url: '${u}'\n        channel: '#sre-alerts'\n        send_resolved: true`, secrets: [u.split('/services/')[1]] }; },
    ],
  },
  {
    format: 'slack-app-token', source: 'https://api.slack.com/authentication/token-types#app-level',
    cases: [
      (r) => { const t = `xapp-1-A0${r.ualnum(9)}-${r.num(13)}-${r.hex(64)}`; return { text: `const app = new App({\n  token: process.env.SLACK_BOT_TOKEN,\n  appToken: '${t}',\n  socketMode: true,\n});`, secrets: [t] }; },
      (r) => { const t = `xapp-1-A0${r.ualnum(9)}-${r.num(13)}-${r.hex(64)}`; return { text: `[2026-02-11 09:14:03] bolt-app INFO  socket mode connecting with app token ${t}\n[2026-02-11 09:14:04] bolt-app INFO  ⚡️ Bolt app is running!`, secrets: [t] }; },
    ],
  },
  {
    format: 'stripe-secret-key', source: 'https://docs.stripe.com/keys',
    cases: [
      (r) => { const t = `sk_live_51${r.alnum(97)}`; return { text: `curl https://api.stripe.com/v1/charges?limit=3 \\\n  -u ${t}:`, secrets: [t] }; },
      (r) => { const t = `rk_live_51${r.alnum(97)}`; return { text: `Stripe::API_KEY is read from config/credentials.yml.enc normally, but for the backfill script I hardcoded\nStripe.api_key = "${t}"\n# TODO remove before merging`, secrets: [t] }; },
      (r) => { const t = `sk_test_51${r.alnum(97)}`; return { text: `STRIPE_PUBLISHABLE_KEY=pk_test_51${r.alnum(97)}\nSTRIPE_SECRET_KEY=${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'stripe-webhook-secret', source: 'https://docs.stripe.com/webhooks#verify-events',
    cases: [
      (r) => { const t = `whsec_${r.alnum(32)}`; return { text: `$ stripe listen --forward-to localhost:4242/webhook\n> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is ${t} (^C to quit)`, secrets: [t] }; },
      (r) => { const t = `whsec_${r.alnum(32)}`; return { text: `event = stripe.Webhook.construct_event(\n    payload, sig_header, "${t}"\n)`, secrets: [t] }; },
    ],
  },
  {
    format: 'openai-project-key', source: 'https://platform.openai.com/docs/api-reference/authentication',
    cases: [
      (r) => { const t = `sk-proj-${r.b64url(74)}T3BlbkFJ${r.b64url(74)}`; return { text: `export OPENAI_API_KEY="${t}"\npython scripts/eval_prompts.py --model gpt-4o-mini --n 50`, secrets: [t] }; },
      (r) => { const t = `sk-proj-${r.b64url(58)}T3BlbkFJ${r.b64url(58)}`; return { text: `openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: ${t}. You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}`, secrets: [t] }; },
    ],
  },
  {
    format: 'anthropic-api-key', source: 'https://docs.anthropic.com/en/api/getting-started',
    cases: [
      (r) => { const t = `sk-ant-api03-${r.b64url(93)}AA`; return { text: `curl https://api.anthropic.com/v1/messages \\\n  -H "x-api-key: ${t}" \\\n  -H "anthropic-version: 2023-06-01" \\\n  -H "content-type: application/json" \\\n  -d '{"model":"claude-sonnet-4-5","max_tokens":256,"messages":[{"role":"user","content":"ping"}]}'`, secrets: [t] }; },
      (r) => { const t = `sk-ant-api03-${r.b64url(93)}AA`; return { text: `client = anthropic.Anthropic(api_key="${t}")`, secrets: [t] }; },
      (r) => { const t = `sk-ant-admin01-${r.b64url(93)}AA`; return { text: `ANTHROPIC_ADMIN_KEY=${t}\n# used by scripts/usage_report.py to pull org usage`, secrets: [t] }; },
    ],
  },
  {
    format: 'openrouter-key', source: 'https://openrouter.ai/docs/api/reference/authentication',
    cases: [
      (r) => { const t = `sk-or-v1-${r.hex(64)}`; return { text: `const client = new OpenAI({\n  baseURL: "https://openrouter.ai/api/v1",\n  apiKey: "${t}",\n  defaultHeaders: { "HTTP-Referer": "https://notes.acme.dev", "X-Title": "acme-notes" },\n});`, secrets: [t] }; },
      (r) => { const t = `sk-or-v1-${r.hex(64)}`; return { text: `OPENROUTER_API_KEY=${t}\nOPENROUTER_MODEL=meta-llama/llama-3.3-70b-instruct`, secrets: [t] }; },
    ],
  },
  {
    format: 'groq-key', source: `${KF}/groq.yml`,
    cases: [
      (r) => { const t = `gsk_${r.alnum(52)}`; return { text: `from groq import Groq\nclient = Groq(api_key="${t}")\nresp = client.chat.completions.create(model="llama-3.1-8b-instant", messages=msgs)`, secrets: [t] }; },
      (r) => { const t = `gsk_${r.alnum(52)}`; return { text: `PS C:\\dev\\bot> $env:GROQ_API_KEY = "${t}"\nPS C:\\dev\\bot> npm run dev`, secrets: [t] }; },
    ],
  },
  {
    format: 'together-key', source: 'https://docs.together.ai/reference/authentication-1',
    cases: [
      (r) => { const t = `tgp_v1_${r.b64url(43)}`; return { text: `curl -s https://api.together.xyz/v1/models -H "Authorization: Bearer ${t}" | jq length`, secrets: [t] }; },
      (r) => { const t = r.hex(64); return { text: `# litellm config.yaml\nmodel_list:\n  - model_name: mixtral\n    litellm_params:\n      model: together_ai/mistralai/Mixtral-8x7B-Instruct-v0.1\n      api_key: ${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'replicate-token', source: 'https://replicate.com/docs/reference/http#authentication',
    cases: [
      (r) => { const t = `r8_${r.alnum(37)}`; return { text: `export REPLICATE_API_TOKEN=${t}\nreplicate run stability-ai/sdxl prompt="isometric server room, pastel"`, secrets: [t] }; },
      (r) => { const t = `r8_${r.alnum(37)}`; return { text: `const replicate = new Replicate({ auth: "${t}" });\nconst out = await replicate.run("black-forest-labs/flux-schnell", { input: { prompt } });`, secrets: [t] }; },
    ],
  },
  {
    format: 'huggingface-token', source: 'https://huggingface.co/docs/hub/security-tokens',
    cases: [
      (r) => { const t = `hf_${r.alpha(34)}`; return { text: `$ huggingface-cli login --token ${t}\nToken is valid (permission: write).\nYour token has been saved to /home/dev/.cache/huggingface/token`, secrets: [t] }; },
      (r) => { const t = `hf_${r.alpha(34)}`; return { text: `tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B", token="${t}")`, secrets: [t] }; },
      (r) => { const t = `api_org_${r.alpha(34)}`; return { text: `HF_ORG_TOKEN=${t}  # org-level token for the eval-bot`, secrets: [t] }; },
    ],
  },
  {
    format: 'cohere-key', source: `${GL} (cohere-api-token)`,
    cases: [
      (r) => { const t = r.alnum(40); return { text: `import cohere\nco = cohere.ClientV2(api_key="${t}")\nres = co.rerank(model="rerank-v3.5", query=q, documents=docs)`, secrets: [t] }; },
      (r) => { const t = r.alnum(40); return { text: `CO_API_KEY=${t}\nCOHERE_EMBED_MODEL=embed-multilingual-v3.0`, secrets: [t] }; },
    ],
  },
  {
    format: 'mistral-key', source: 'https://docs.mistral.ai/api/',
    cases: [
      (r) => { const t = r.alnum(32); return { text: `curl --location "https://api.mistral.ai/v1/chat/completions" \\\n     --header 'Content-Type: application/json' \\\n     --header "Authorization: Bearer ${t}" \\\n     --data '{"model": "mistral-small-latest", "messages": [{"role": "user", "content": "Bonjour"}]}'`, secrets: [t] }; },
      (r) => { const t = r.alnum(32); return { text: `[mistral]\napi_key = "${t}"\nmodel = "codestral-latest"`, secrets: [t] }; },
    ],
  },
  {
    format: 'perplexity-key', source: `${GL} (perplexity-api-key)`,
    cases: [
      (r) => { const t = `pplx-${r.alnum(48)}`; return { text: `client = OpenAI(api_key="${t}", base_url="https://api.perplexity.ai")`, secrets: [t] }; },
      (r) => { const t = `pplx-${r.alnum(48)}`; return { text: `PERPLEXITY_API_KEY=${t} node research-agent.js "latest postgres 17 release notes"`, secrets: [t] }; },
    ],
  },
  {
    format: 'xai-key', source: 'https://docs.x.ai/docs/api-reference#authentication',
    cases: [
      (r) => { const t = `xai-${r.alnum(80)}`; return { text: `export XAI_API_KEY="${t}"\ncurl https://api.x.ai/v1/models -H "Authorization: Bearer $XAI_API_KEY"`, secrets: [t] }; },
      (r) => { const t = `xai-${r.alnum(80)}`; return { text: `providers:\n  grok:\n    base_url: https://api.x.ai/v1\n    key: ${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'pinecone-key', source: 'https://docs.pinecone.io/guides/projects/manage-api-keys',
    cases: [
      (r) => { const t = `pcsk_${r.alnum(r.pick([5, 6]))}_${r.alnum(63)}`; return { text: `from pinecone import Pinecone\npc = Pinecone(api_key="${t}")\nindex = pc.Index("docs-embeddings")`, secrets: [t] }; },
      (r) => { const t = `pcsk_${r.alnum(5)}_${r.alnum(63)}`; return { text: `curl -s "https://api.pinecone.io/indexes" -H "Api-Key: ${t}" -H "X-Pinecone-API-Version: 2025-04"`, secrets: [t] }; },
      (r) => { const t = r.uuid(); return { text: `PINECONE_API_KEY=${t}\nPINECONE_ENVIRONMENT=us-west4-gcp-free\nPINECONE_INDEX=legacy-faq`, secrets: [t] }; },
    ],
  },
  {
    format: 'weaviate-key', source: 'https://weaviate.io/developers/wcs/connect',
    cases: [
      (r) => { const t = r.alnum(40); return { text: `client = weaviate.connect_to_weaviate_cloud(\n    cluster_url="https://${r.lalnum(10)}.c0.europe-west3.gcp.weaviate.cloud",\n    auth_credentials=Auth.api_key("${t}"),\n)`, secrets: [t] }; },
      (r) => { const t = r.alnum(40); return { text: `WEAVIATE_URL=https://${r.lalnum(12)}.c0.us-east1.gcp.weaviate.cloud\nWEAVIATE_API_KEY=${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'qdrant-key', source: 'https://qdrant.tech/documentation/cloud/authentication/',
    cases: [
      (r) => { const t = jwt(r, { access: 'm', exp: 1798761600 }); const id = r.uuid(); return { text: `qdrant_client = QdrantClient(\n    url="https://${id}.eu-central-1-0.aws.cloud.qdrant.io:6333",\n    api_key="${t}",\n)`, secrets: [t] }; },
      (r) => { const t = r.b64url(38); return { text: `# docker-compose.yml\n  qdrant:\n    image: qdrant/qdrant:v1.12.4\n    environment:\n      QDRANT__SERVICE__API_KEY: ${t}\n    ports: ["6333:6333"]`, secrets: [t] }; },
    ],
  },
  {
    format: 'langsmith-key', source: 'https://docs.smith.langchain.com/administration/how_to_guides/organization_management/create_account_api_key',
    cases: [
      (r) => { const t = `lsv2_pt_${r.hex(32)}_${r.hex(10)}`; return { text: `LANGSMITH_TRACING=true\nLANGSMITH_ENDPOINT=https://api.smith.langchain.com\nLANGSMITH_API_KEY=${t}\nLANGSMITH_PROJECT=support-bot`, secrets: [t] }; },
      (r) => { const t = `lsv2_sk_${r.hex(32)}_${r.hex(10)}`; return { text: `os.environ["LANGCHAIN_API_KEY"] = "${t}"  # service key, org-wide`, secrets: [t] }; },
    ],
  },
  {
    format: 'datadog-keys', source: 'https://docs.datadoghq.com/account_management/api-app-keys/',
    cases: [
      (r) => { const a = r.hex(32), b = r.hex(40); return { text: `curl -X GET "https://api.datadoghq.eu/api/v1/monitor" \\\n  -H "DD-API-KEY: ${a}" \\\n  -H "DD-APPLICATION-KEY: ${b}"`, secrets: [a, b] }; },
      (r) => { const a = r.hex(32); return { text: `docker run -d --name dd-agent \\\n  -e DD_API_KEY=${a} \\\n  -e DD_SITE="datadoghq.com" \\\n  -v /var/run/docker.sock:/var/run/docker.sock:ro \\\n  gcr.io/datadoghq/agent:7`, secrets: [a] }; },
    ],
  },
  {
    format: 'newrelic-key', source: 'https://docs.newrelic.com/docs/apis/intro-apis/new-relic-api-keys/',
    cases: [
      (r) => { const t = `NRAK-${r.ualnum(27)}`; return { text: `curl https://api.newrelic.com/graphql \\\n  -H 'Content-Type: application/json' \\\n  -H 'API-Key: ${t}' \\\n  --data-binary '{"query":"{ actor { user { name } } }"}'`, secrets: [t] }; },
      (r) => { const t = `${r.hex(36)}NRAL`; return { text: `# newrelic.yml\ncommon: &default_settings\n  license_key: '${t}'\n  app_name: billing-api (staging)\n  distributed_tracing:\n    enabled: true`, secrets: [t] }; },
    ],
  },
  {
    format: 'honeycomb-key', source: 'https://docs.honeycomb.io/get-started/configure/environments/manage-api-keys/',
    cases: [
      (r) => { const t = r.alnum(22); return { text: `OTEL_EXPORTER_OTLP_ENDPOINT=https://api.honeycomb.io\nOTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=${t}"\nOTEL_SERVICE_NAME=checkout`, secrets: [t] }; },
      (r) => { const t = r.alnum(22); return { text: `curl https://api.honeycomb.io/1/events/prod-traces -X POST \\\n  -H "X-Honeycomb-Team: ${t}" \\\n  -d '{"method":"GET","endpoint":"/cart","duration_ms":153.12}'`, secrets: [t] }; },
    ],
  },
  {
    format: 'sentry-dsn', source: 'https://docs.sentry.io/concepts/key-terms/dsn-explainer/',
    cases: [
      (r) => { const k = r.hex(32); return { text: `Sentry.init({\n  dsn: "https://${k}@o${r.num(6)}.ingest.us.sentry.io/${r.num(16)}",\n  tracesSampleRate: 0.2,\n});`, secrets: [k] }; },
      (r) => { const k = r.hex(32); return { text: `SENTRY_DSN=https://${k}@o${r.num(7)}.ingest.de.sentry.io/${r.num(7)}\nSENTRY_ENVIRONMENT=production`, secrets: [k] }; },
    ],
  },
  {
    format: 'sentry-user-token', source: `${GL} (sentry-user-token)`,
    cases: [
      (r) => { const t = `sntryu_${r.hex(64)}`; return { text: `sentry-cli --auth-token ${t} releases new -p web "$VERSION"`, secrets: [t] }; },
      (r) => { const t = `sntryu_${r.hex(64)}`; return { text: `# ~/.sentryclirc\n[auth]\ntoken=${t}\n\n[defaults]\norg=acme\nproject=frontend`, secrets: [t] }; },
    ],
  },
  {
    format: 'grafana-cloud-token', source: 'https://grafana.com/docs/grafana-cloud/account-management/authentication-and-permissions/access-policies/',
    cases: [
      (r) => { const t = 'glc_' + b64(JSON.stringify({ o: r.num(6), n: `stack-${r.num(6)}-alloy-prod`, k: r.alnum(24), m: { r: 'prod-eu-west-2' } })); return { text: `prometheus.remote_write "cloud" {\n  endpoint {\n    url = "https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push"\n    basic_auth {\n      username = "${r.num(7)}"\n      password = "${t}"\n    }\n  }\n}`, secrets: [t] }; },
      (r) => { const t = 'glc_' + b64(JSON.stringify({ o: r.num(6), n: 'ci-dashboards', k: r.alnum(24), m: { r: 'us' } })); return { text: `export GRAFANA_CLOUD_ACCESS_POLICY_TOKEN=${t}\nterraform apply -target=module.dashboards`, secrets: [t] }; },
    ],
  },
  {
    format: 'grafana-sa-token', source: 'https://grafana.com/docs/grafana/latest/administration/service-accounts/',
    cases: [
      (r) => { const t = `glsa_${r.alnum(32)}_${r.hex(8)}`; return { text: `curl -H "Authorization: Bearer ${t}" https://grafana.internal.acme.io/api/search?query=latency`, secrets: [t] }; },
      (r) => { const t = `glsa_${r.alnum(32)}_${r.hex(8)}`; return { text: `provider "grafana" {\n  url  = "https://grafana.internal.acme.io/"\n  auth = "${t}"\n}`, secrets: [t] }; },
    ],
  },
  {
    format: 'pagerduty-key', source: 'https://support.pagerduty.com/main/docs/api-access-keys',
    cases: [
      (r) => { const t = r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+', 20); return { text: `curl --request GET --url 'https://api.pagerduty.com/incidents?statuses[]=triggered' \\\n  --header 'Accept: application/json' \\\n  --header 'Authorization: Token token=${t}'`, secrets: [t] }; },
      (r) => { const t = r.hex(32); return { text: `pagerduty_configs:\n  - routing_key: ${t}\n    severity: critical\n    description: '{{ .CommonAnnotations.summary }}'`, secrets: [t] }; },
    ],
  },
  {
    format: 'tailscale-key', source: 'https://tailscale.com/kb/1277/key-prefixes',
    cases: [
      (r) => { const t = `tskey-auth-k${r.alnum(6)}CNTRL-${r.alnum(33)}`; return { text: `sudo tailscale up --authkey=${t} --advertise-tags=tag:ci --ssh`, secrets: [t] }; },
      (r) => { const t = `tskey-auth-k${r.alnum(7)}CNTRL-${r.alnum(32)}`; return { text: `  tailscale:\n    image: tailscale/tailscale:latest\n    environment:\n      - TS_AUTHKEY=${t}\n      - TS_STATE_DIR=/var/lib/tailscale\n      - TS_HOSTNAME=nas-sidecar`, secrets: [t] }; },
      (r) => { const t = `tskey-api-k${r.alnum(7)}CNTRL-${r.alnum(32)}`; return { text: `curl -u "${t}:" https://api.tailscale.com/api/v2/tailnet/-/devices`, secrets: [t] }; },
    ],
  },
  {
    format: 'ngrok-authtoken', source: 'https://ngrok.com/docs/agent/config/v3/#authtoken',
    cases: [
      (r) => { const t = `2${r.alnum(26)}_${r.num(1)}${r.alnum(20)}`; return { text: `$ ngrok config add-authtoken ${t}\nAuthtoken saved to configuration file: /Users/ana/Library/Application Support/ngrok/ngrok.yml`, secrets: [t] }; },
      (r) => { const t = `2${r.alnum(26)}_${r.num(1)}${r.alnum(20)}`; return { text: `version: "3"\nagent:\n  authtoken: ${t}\ntunnels:\n  web:\n    proto: http\n    addr: 3000`, secrets: [t] }; },
    ],
  },
  {
    format: 'cloudflare-api-token', source: 'https://developers.cloudflare.com/fundamentals/api/get-started/create-token/',
    cases: [
      (r) => { const t = r.b64url(40); return { text: `curl "https://api.cloudflare.com/client/v4/user/tokens/verify" \\\n     -H "Authorization: Bearer ${t}"`, secrets: [t] }; },
      (r) => { const t = r.hex(37); return { text: `# certbot-dns-cloudflare credentials (/etc/letsencrypt/cloudflare.ini)\ndns_cloudflare_email = ops@acme.io\ndns_cloudflare_api_key = ${t}`, secrets: [t] }; },
      (r) => { const t = r.b64url(40); return { text: `CLOUDFLARE_API_TOKEN=${t} npx wrangler deploy --env production`, secrets: [t] }; },
    ],
  },
  {
    format: 'cloudflare-tunnel-token', source: 'https://developers.cloudflare.com/cloudflare-one/connections/connect-networks/get-started/create-remote-tunnel/',
    cases: [
      (r) => { const t = b64(JSON.stringify({ a: r.hex(32), t: r.uuid(), s: r.bytes(32).toString('base64') })); return { text: `sudo cloudflared service install ${t}`, secrets: [t] }; },
      (r) => { const t = b64(JSON.stringify({ a: r.hex(32), t: r.uuid(), s: r.bytes(32).toString('base64') })); return { text: `docker run -d --restart unless-stopped cloudflare/cloudflared:latest tunnel --no-autoupdate run --token ${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'telegram-bot-token', source: 'https://core.telegram.org/bots/api#authorizing-your-bot',
    cases: [
      (r) => { const t = `${r.num(10)}:AA${r.b64url(33)}`; return { text: `curl -s "https://api.telegram.org/bot${t}/sendMessage" -d chat_id=-100${r.num(10)} -d text="backup ok"`, secrets: [t] }; },
      (r) => { const t = `${r.num(9)}:AA${r.b64url(33)}`; return { text: `TELEGRAM_BOT_TOKEN=${t}\nTELEGRAM_CHAT_ID=${r.num(9)}`, secrets: [t] }; },
      (r) => { const t = `${r.num(10)}:AA${r.b64url(33)}`; return { text: `requests.exceptions.HTTPError: 409 Client Error: Conflict for url: https://api.telegram.org/bot${t}/getUpdates?offset=0&timeout=30`, secrets: [t] }; },
    ],
  },
  {
    format: 'discord-bot-token', source: 'https://discord.com/developers/docs/reference#authentication',
    cases: [
      (r) => { const t = `${b64url(r.num(19)).replace(/=+$/, '')}.${r.b64url(6)}.${r.b64url(38)}`; return { text: `import discord\nclient = discord.Client(intents=discord.Intents.default())\nclient.run("${t}")`, secrets: [t] }; },
      (r) => { const t = `${b64url(r.num(18)).replace(/=+$/, '')}.${r.b64url(6)}.${r.b64url(27)}`; return { text: `curl -H "Authorization: Bot ${t}" https://discord.com/api/v10/users/@me`, secrets: [t] }; },
    ],
  },
  {
    format: 'discord-webhook-url', source: 'https://discord.com/developers/docs/resources/webhook',
    cases: [
      (r) => { const id = r.num(19), tok = r.b64url(68); return { text: `curl -H "Content-Type: application/json" -d '{"content":"deploy finished ✅"}' https://discord.com/api/webhooks/${id}/${tok}`, secrets: [tok] }; },
      (r) => { const id = r.num(18), tok = r.b64url(68); return { text: `notify:\n  discord:\n    webhook: https://discordapp.com/api/webhooks/${id}/${tok}\n    username: uptime-kuma`, secrets: [tok] }; },
    ],
  },
  {
    format: 'twilio-credentials', source: 'https://www.twilio.com/docs/iam/api-keys',
    cases: [
      (r) => { const sid = `AC${r.hex(32)}`, tok = r.hex(32); return { text: `curl -X POST https://api.twilio.com/2010-04-01/Accounts/${sid}/Messages.json \\\n  --data-urlencode "To=+4915112345678" --data-urlencode "From=+15005550006" \\\n  --data-urlencode "Body=Your code is 481516" \\\n  -u ${sid}:${tok}`, secrets: [tok] }; },
      (r) => { const k = `SK${r.hex(32)}`, s = r.alnum(32); return { text: `TWILIO_ACCOUNT_SID=AC${r.hex(32)}\nTWILIO_API_KEY=${k}\nTWILIO_API_SECRET=${s}`, secrets: [k, s] }; },
    ],
  },
  {
    format: 'sendgrid-key', source: 'https://www.twilio.com/docs/sendgrid/ui/account-and-settings/api-keys',
    cases: [
      (r) => { const t = `SG.${r.b64url(22)}.${r.b64url(43)}`; return { text: `sg = SendGridAPIClient("${t}")\nsg.send(message)`, secrets: [t] }; },
      (r) => { const t = `SG.${r.b64url(22)}.${r.b64url(43)}`; return { text: `# postfix /etc/postfix/sasl_passwd\n[smtp.sendgrid.net]:587 apikey:${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'mailgun-key', source: 'https://documentation.mailgun.com/docs/mailgun/api-reference/authentication/',
    cases: [
      (r) => { const t = `key-${r.hex(32)}`; return { text: `curl -s --user 'api:${t}' \\\n  https://api.mailgun.net/v3/mg.acme.io/messages \\\n  -F from='Acme <noreply@mg.acme.io>' -F to=qa@acme.io -F subject='test' -F text='hello'`, secrets: [t] }; },
      (r) => { const t = `${r.hex(32)}-${r.hex(8)}-${r.hex(8)}`; return { text: `MAILGUN_DOMAIN=mg.acme.io\nMAILGUN_API_KEY=${t}\nMAILGUN_REGION=eu`, secrets: [t] }; },
    ],
  },
  {
    format: 'postmark-token', source: 'https://postmarkapp.com/developer/api/overview#authentication',
    cases: [
      (r) => { const t = r.uuid(); return { text: `curl "https://api.postmarkapp.com/email" -X POST \\\n  -H "Accept: application/json" -H "Content-Type: application/json" \\\n  -H "X-Postmark-Server-Token: ${t}" \\\n  -d '{"From":"billing@acme.io","To":"ops@acme.io","Subject":"Invoice","TextBody":"attached"}'`, secrets: [t] }; },
      (r) => { const t = r.uuid(); return { text: `config.action_mailer.delivery_method = :postmark\nconfig.action_mailer.postmark_settings = { api_token: "${t}" }`, secrets: [t] }; },
    ],
  },
  {
    format: 'square-token', source: 'https://developer.squareup.com/docs/build-basics/access-tokens',
    cases: [
      (r) => { const t = `EAAA${r.b64url(60)}`; return { text: `curl https://connect.squareup.com/v2/locations \\\n  -H 'Square-Version: 2025-01-23' \\\n  -H 'Authorization: Bearer ${t}'`, secrets: [t] }; },
      (r) => { const t = `sq0csp-${r.b64url(43)}`; return { text: `SQUARE_APPLICATION_ID=sq0idp-${r.b64url(22)}\nSQUARE_APPLICATION_SECRET=${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'braintree-token', source: 'https://developer.paypal.com/braintree/docs/guides/authorization/overview',
    cases: [
      (r) => { const t = `access_token$production$${r.lalnum(16)}$${r.hex(32)}`; return { text: `gateway = braintree.BraintreeGateway(access_token="${t}")`, secrets: [t] }; },
      (r) => { const t = `access_token$sandbox$${r.lalnum(16)}$${r.hex(32)}`; return { text: `BRAINTREE_ACCESS_TOKEN='${t}' bundle exec rake payments:reconcile`, secrets: [t] }; },
    ],
  },
  {
    format: 'paypal-client-secret', source: 'https://developer.paypal.com/api/rest/authentication/',
    cases: [
      (r) => { const id = 'A' + r.b64url(79), s = 'E' + r.b64url(79); return { text: `curl -v -X POST "https://api-m.paypal.com/v1/oauth2/token" \\\n  -u "${id}:${s}" \\\n  -H "Content-Type: application/x-www-form-urlencoded" \\\n  -d "grant_type=client_credentials"`, secrets: [s] }; },
      (r) => { const s = 'E' + r.b64url(79); return { text: `paypal:\n  mode: live\n  client-id: A${r.b64url(79)}\n  client-secret: ${s}`, secrets: [s] }; },
    ],
  },
  {
    format: 'shopify-token', source: 'https://shopify.dev/docs/apps/build/authentication-authorization/access-tokens',
    cases: [
      (r) => { const t = `shpat_${r.hex(32)}`; return { text: `curl -X GET "https://acme-outlet.myshopify.com/admin/api/2025-01/products.json?limit=5" \\\n  -H "X-Shopify-Access-Token: ${t}"`, secrets: [t] }; },
      (r) => { const t = `shpss_${r.hex(32)}`; return { text: `SHOPIFY_API_KEY=${r.hex(32)}\nSHOPIFY_API_SECRET=${t}\nSCOPES=read_products,write_orders`, secrets: [t] }; },
    ],
  },
  {
    format: 'npm-token', source: 'https://docs.npmjs.com/about-access-tokens',
    cases: [
      (r) => { const t = checksummedToken(r, 'npm_'); return { text: `- name: Publish\n  run: npm publish --access public\n  env:\n    NODE_AUTH_TOKEN: ${t}`, secrets: [t] }; },
      (r) => { const t = checksummedToken(r, 'npm_'); return { text: `$ npm token create --read-only\n┌────────────────┬──────────────────────────────────────────┐\n│ token          │ ${t} │\n│ readonly       │ true                                     │\n└────────────────┴──────────────────────────────────────────┘`, secrets: [t] }; },
    ],
  },
  {
    format: 'pypi-token', source: 'https://pypi.org/help/#apitoken',
    cases: [
      (r) => { const t = pypiToken(r); return { text: `$ twine upload dist/* -u __token__ -p ${t}`, secrets: [t] }; },
      (r) => { const t = pypiToken(r); return { text: `# ~/.pypirc\n[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'dockerhub-pat', source: 'https://docs.docker.com/security/for-developers/access-tokens/',
    cases: [
      (r) => { const t = `dckr_pat_${r.b64url(27)}`; return { text: `echo "${t}" | docker login -u acmebuild --password-stdin\nLogin Succeeded`, secrets: [t] }; },
      (r) => { const t = `dckr_pat_${r.b64url(27)}`; return { text: `DOCKERHUB_USERNAME=acmebuild\nDOCKERHUB_TOKEN=${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'gitlab-pat', source: 'https://docs.gitlab.com/security/tokens/#token-prefixes',
    cases: [
      (r) => { const t = `glpat-${r.b64url(20)}`; return { text: `curl --header "PRIVATE-TOKEN: ${t}" "https://gitlab.example.com/api/v4/projects?membership=true&per_page=5"`, secrets: [t] }; },
      (r) => { const t = `glpat-${r.b64url(20)}`; return { text: `git clone https://oauth2:${t}@gitlab.com/acme/platform/terraform-modules.git`, secrets: [t] }; },
      (r) => { const t = `glpat-${r.b64url(36)}.01.${r.lalnum(9)}`; return { text: `$ glab auth login --hostname gitlab.com --token ${t}\n✓ Logged in to gitlab.com as dvorak`, secrets: [t] }; },
    ],
  },
  {
    format: 'gitlab-runner-token', source: 'https://docs.gitlab.com/security/tokens/#token-prefixes',
    cases: [
      (r) => { const t = `glrt-${r.b64url(20)}`; return { text: `sudo gitlab-runner register --non-interactive \\\n  --url https://gitlab.com \\\n  --token ${t} \\\n  --executor docker --docker-image alpine:3.20`, secrets: [t] }; },
      (r) => { const t = `glptt-${r.hex(40)}`; return { text: `curl -X POST --fail -F token=${t} -F ref=main https://gitlab.com/api/v4/projects/${r.num(8)}/trigger/pipeline`, secrets: [t] }; },
    ],
  },
  {
    format: 'bitbucket-app-password', source: 'https://support.atlassian.com/bitbucket-cloud/docs/app-passwords/',
    cases: [
      (r) => { const t = `ATBB${r.alnum(24)}${r.HEX(8)}`; return { text: `git ls-remote https://jsmith:${t}@bitbucket.org/acme/mobile-app.git`, secrets: [t] }; },
      (r) => { const t = `ATBB${r.alnum(24)}${r.HEX(8)}`; return { text: `BITBUCKET_USERNAME=ci-bot\nBITBUCKET_APP_PASSWORD=${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'circleci-token', source: 'https://circleci.com/docs/managing-api-tokens/',
    cases: [
      (r) => { const t = `CCIPAT_${r.alnum(22)}_${r.hex(40)}`; return { text: `curl --request POST --url https://circleci.com/api/v2/project/gh/acme/api/pipeline \\\n  --header "Circle-Token: ${t}" \\\n  --header 'content-type: application/json' --data '{"branch":"main"}'`, secrets: [t] }; },
      (r) => { const t = r.hex(40); return { text: `export CIRCLE_TOKEN=${t}\ncircleci context list github acme`, secrets: [t] }; },
    ],
  },
  {
    format: 'vercel-token', source: 'https://vercel.com/docs/rest-api#authentication',
    cases: [
      (r) => { const t = r.alnum(24); return { text: `vercel deploy --prod --token ${t} --scope acme-web`, secrets: [t] }; },
      (r) => { const t = r.alnum(24); return { text: `curl -H "Authorization: Bearer ${t}" "https://api.vercel.com/v9/projects/marketing-site/env?decrypt=true"`, secrets: [t] }; },
    ],
  },
  {
    format: 'netlify-token', source: 'https://docs.netlify.com/api/get-started/#authentication',
    cases: [
      (r) => { const t = `nfp_${r.alnum(36)}${r.hex(4)}`; return { text: `NETLIFY_AUTH_TOKEN=${t} netlify deploy --dir=dist --prod --site ${r.uuid()}`, secrets: [t] }; },
      (r) => { const t = `nfp_${r.alnum(36)}${r.hex(4)}`; return { text: `# GitLab CI variables export\nNETLIFY_SITE_ID: "${r.uuid()}"\nNETLIFY_AUTH_TOKEN: "${t}"`, secrets: [t] }; },
    ],
  },
  {
    format: 'heroku-api-key', source: 'https://devcenter.heroku.com/articles/authentication',
    cases: [
      (r) => { const t = `HRKU-AA${r.b64url(58)}`; return { text: `$ heroku authorizations:create -d "github actions"\nCreating OAuth Authorization... done\nClient:      <none>\nID:          ${r.uuid()}\nDescription: github actions\nScope:       global\nToken:       ${t}`, secrets: [t] }; },
      (r) => { const t = r.uuid(); return { text: `machine api.heroku.com\n  login ops@acme.io\n  password ${t}\nmachine git.heroku.com\n  login ops@acme.io\n  password ${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'flyio-token', source: 'https://fly.io/docs/security/tokens/',
    cases: [
      (r) => { const t = `FlyV1 fm2_lJPECAAAAAAAA${r.num(4)}xBD${r.b64(180)},fm2_lJPE${r.b64(160)}`; return { text: `$ fly tokens create deploy -x 8760h\n${t}`, secrets: [t.slice(6)] }; },
      (r) => { const t = `FlyV1 fm2_lJPECAAAAAAAA${r.num(4)}xBD${r.b64(170)}`; return { text: `- run: flyctl deploy --remote-only\n  env:\n    FLY_API_TOKEN: "${t}"`, secrets: [t.slice(6)] }; },
    ],
  },
  {
    format: 'doppler-token', source: 'https://docs.doppler.com/docs/token-formats',
    cases: [
      (r) => { const t = `dp.st.prd.${r.alnum(43)}`; return { text: `docker run --rm -e DOPPLER_TOKEN="${t}" acme/api:1.42 doppler run -- node server.js`, secrets: [t] }; },
      (r) => { const t = `dp.pt.${r.alnum(43)}`; return { text: `$ doppler configure set token ${t} --scope /home/dev/projects/api\n┌───────┬──────────────────────┐\n│ NAME  │ VALUE                │\n├───────┼──────────────────────┤\n│ token │ dp.pt.****           │\n└───────┴──────────────────────┘`, secrets: [t] }; },
    ],
  },
  {
    format: 'vault-token', source: 'https://developer.hashicorp.com/vault/docs/concepts/tokens#token-prefixes',
    cases: [
      (r) => { const t = `hvs.CAESI${r.b64url(18)}${r.b64url(68)}`; return { text: `export VAULT_ADDR=https://vault.internal:8200\nexport VAULT_TOKEN=${t}\nvault kv get -mount=secret payments/stripe`, secrets: [t] }; },
      (r) => { const t = `hvs.${r.alnum(24)}`; return { text: `Key                  Value\n---                  -----\ntoken                ${t}\ntoken_accessor       ${r.alnum(24)}\ntoken_duration       768h\ntoken_renewable      true\ntoken_policies       ["default" "deployer"]`, secrets: [t] }; },
      (r) => { const t = `s.${r.alnum(24)}`; return { text: `# legacy vault 1.9 cluster, still on old token format\nvault_token = "${t}"`, secrets: [t] }; },
    ],
  },
  {
    format: 'onepassword-sa-token', source: 'https://developer.1password.com/docs/service-accounts/',
    cases: [
      (r) => { const t = opsToken(r); return { text: `export OP_SERVICE_ACCOUNT_TOKEN=${t}\nop vault list`, secrets: [t] }; },
      (r) => { const t = opsToken(r); return { text: `- uses: 1password/load-secrets-action@v2\n  env:\n    OP_SERVICE_ACCOUNT_TOKEN: ${t}\n    DB_PASSWORD: op://ci/postgres/password`, secrets: [t] }; },
    ],
  },
  {
    format: 'linear-api-key', source: 'https://linear.app/developers/graphql#personal-api-keys',
    cases: [
      (r) => { const t = `lin_api_${r.alnum(40)}`; return { text: `curl -X POST https://api.linear.app/graphql \\\n  -H "Content-Type: application/json" \\\n  -H "Authorization: ${t}" \\\n  --data '{ "query": "{ issues(first: 5) { nodes { identifier title } } }" }'`, secrets: [t] }; },
      (r) => { const t = `lin_api_${r.alnum(40)}`; return { text: `const linear = new LinearClient({ apiKey: "${t}" });`, secrets: [t] }; },
    ],
  },
  {
    format: 'notion-token', source: 'https://developers.notion.com/docs/authorization',
    cases: [
      (r) => { const t = `ntn_${r.digits(11)}${r.alnum(35)}`; return { text: `curl 'https://api.notion.com/v1/users' \\\n  -H 'Authorization: Bearer ${t}' \\\n  -H "Notion-Version: 2022-06-28"`, secrets: [t] }; },
      (r) => { const t = `secret_${r.alnum(43)}`; return { text: `const notion = new Client({ auth: "${t}" })\nconst db = await notion.databases.query({ database_id: "${r.hex(32)}" })`, secrets: [t] }; },
    ],
  },
  {
    format: 'airtable-pat', source: 'https://airtable.com/developers/web/guides/personal-access-tokens',
    cases: [
      (r) => { const t = `pat${r.alnum(14)}.${r.hex(64)}`; return { text: `curl "https://api.airtable.com/v0/app${r.alnum(14)}/Leads?maxRecords=3" \\\n  -H "Authorization: Bearer ${t}"`, secrets: [t] }; },
      (r) => { const t = `pat${r.alnum(14)}.${r.hex(64)}`; return { text: `AIRTABLE_TOKEN=${t}\nAIRTABLE_BASE=app${r.alnum(14)}`, secrets: [t] }; },
    ],
  },
  {
    format: 'atlassian-api-token', source: 'https://support.atlassian.com/atlassian-account/docs/manage-api-tokens-for-your-atlassian-account/',
    cases: [
      (r) => { const t = `ATATT3xFfGF0${r.b64url(171)}=${r.HEX(8)}`; return { text: `curl -s -u jane.doe@acme.io:${t} \\\n  -H "Accept: application/json" \\\n  "https://acme.atlassian.net/rest/api/3/search?jql=project=OPS+AND+status=Open"`, secrets: [t] }; },
      (r) => { const t = `ATATT3xFfGF0${r.b64url(171)}=${r.HEX(8)}`; return { text: `# ~/.config/.jira/.config.yml is fine but jira-cli also reads\nexport JIRA_API_TOKEN=${t}\njira issue list -s"In Progress" -a$(jira me)`, secrets: [t] }; },
    ],
  },
  {
    format: 'asana-pat', source: 'https://developers.asana.com/docs/personal-access-token',
    cases: [
      (r) => { const t = `2/${r.num(16)}/${r.num(16)}:${r.hex(32)}`; return { text: `curl https://app.asana.com/api/1.0/users/me -H "Authorization: Bearer ${t}"`, secrets: [t] }; },
      (r) => { const t = `1/${r.num(16)}:${r.hex(32)}`; return { text: `client = asana.Client.access_token('${t}')`, secrets: [t] }; },
    ],
  },
  {
    format: 'figma-pat', source: 'https://www.figma.com/developers/api#access-tokens',
    cases: [
      (r) => { const t = `figd_${r.b64url(40)}`; return { text: `curl -H "X-Figma-Token: ${t}" "https://api.figma.com/v1/files/${r.alnum(22)}?depth=1"`, secrets: [t] }; },
      (r) => { const t = `figd_${r.b64url(40)}`; return { text: `// figma-tokens.config.js\nexport default {\n  fileKey: "${r.alnum(22)}",\n  personalAccessToken: "${t}",\n  outDir: "src/design-tokens",\n};`, secrets: [t] }; },
    ],
  },
  {
    format: 'supabase-service-role', source: 'https://supabase.com/docs/guides/api/api-keys',
    cases: [
      (r) => { const ref = r.lower(20); const t = jwt(r, { iss: 'supabase', ref, role: 'service_role', iat: 1717000000 + r.int(9999999), exp: 2032576000 }); return { text: `NEXT_PUBLIC_SUPABASE_URL=https://${ref}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${t}`, secrets: [t] }; },
      (r) => { const ref = r.lower(20); const t = jwt(r, { iss: 'supabase', ref, role: 'service_role', iat: 1717000000 + r.int(9999999), exp: 2032576000 }); return { text: `const supabaseAdmin = createClient(\n  'https://${ref}.supabase.co',\n  '${t}',\n  { auth: { persistSession: false } }\n)`, secrets: [t] }; },
      (r) => { const t = `sb_secret_${r.b64url(31)}`; return { text: `SUPABASE_SECRET_KEY=${t}  # new-style key, replaces service_role`, secrets: [t] }; },
    ],
  },
  {
    format: 'supabase-access-token', source: 'https://supabase.com/docs/reference/cli/supabase-login',
    cases: [
      (r) => { const t = `sbp_${r.hex(40)}`; return { text: `SUPABASE_ACCESS_TOKEN=${t} supabase db push --project-ref ${r.lower(20)}`, secrets: [t] }; },
      (r) => { const t = `sbp_${r.hex(40)}`; return { text: `{\n  "mcpServers": {\n    "supabase": {\n      "command": "npx",\n      "args": ["-y", "@supabase/mcp-server-supabase@latest", "--read-only", "--access-token", "${t}"]\n    }\n  }\n}`, secrets: [t] }; },
    ],
  },
  {
    format: 'gcp-api-key', source: 'https://cloud.google.com/docs/authentication/api-keys',
    cases: [
      (r) => { const t = `AIzaSy${r.b64url(33)}`; return { text: `const firebaseConfig = {\n  apiKey: "${t}",\n  authDomain: "acme-crm.firebaseapp.com",\n  projectId: "acme-crm",\n  storageBucket: "acme-crm.appspot.com",\n  messagingSenderId: "${r.num(12)}",\n};`, secrets: [t] }; },
      (r) => { const t = `AIzaSy${r.b64url(33)}`; return { text: `curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key=${t}" \\\n  -H 'Content-Type: application/json' -d '{"contents":[{"parts":[{"text":"hi"}]}]}'`, secrets: [t] }; },
      (r) => { const t = `AIzaSy${r.b64url(33)}`; return { text: `GOOGLE_MAPS_API_KEY=${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'google-oauth-secret', source: 'https://developers.google.com/identity/protocols/oauth2',
    cases: [
      (r) => { const s = `GOCSPX-${r.b64url(28)}`; return { text: `{"installed":{"client_id":"${r.num(12)}-${r.lalnum(32)}.apps.googleusercontent.com","project_id":"acme-sheets","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"${s}","redirect_uris":["http://localhost"]}}`, secrets: [s] }; },
      (r) => { const s = `GOCSPX-${r.b64url(28)}`; return { text: `AUTH_GOOGLE_ID=${r.num(12)}-${r.lalnum(32)}.apps.googleusercontent.com\nAUTH_GOOGLE_SECRET=${s}`, secrets: [s] }; },
    ],
  },
  {
    format: 'azure-storage-key', source: 'https://learn.microsoft.com/en-us/azure/storage/common/storage-configure-connection-string',
    cases: [
      (r) => { const k = r.bytes(64).toString('base64'); return { text: `"AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=acmefuncstore;AccountKey=${k};EndpointSuffix=core.windows.net"`, secrets: [k] }; },
      (r) => { const k = r.bytes(64).toString('base64'); return { text: `az storage blob upload --account-name acmebackups --account-key "${k}" -c nightly -f db.dump -n $(date +%F).dump`, secrets: [k] }; },
    ],
  },
  {
    format: 'azure-sas-token', source: 'https://learn.microsoft.com/en-us/azure/storage/common/storage-sas-overview',
    cases: [
      (r) => { const sig = encodeURIComponent(r.bytes(32).toString('base64')); return { text: `azcopy copy ./build "https://acmestatic.blob.core.windows.net/$web?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2026-12-31T23:59:59Z&st=2026-01-01T00:00:00Z&spr=https&sig=${sig}" --recursive`, secrets: [sig] }; },
      (r) => { const k = r.bytes(32).toString('base64'); return { text: `Endpoint=sb://acme-events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${k}`, secrets: [k] }; },
    ],
  },
  {
    format: 'azure-ad-client-secret', source: 'https://learn.microsoft.com/en-us/entra/identity-platform/how-to-add-credentials',
    cases: [
      (r) => { const s = `${r.alnum(3)}${r.digits(1)}Q~${r.str(A_AZ, 34)}`; return { text: `az login --service-principal -u ${r.uuid()} -p '${s}' --tenant ${r.uuid()}`, secrets: [s] }; },
      (r) => { const s = `${r.alnum(3)}${r.digits(1)}Q~${r.str(A_AZ, 34)}`; return { text: `"AzureAd": {\n  "Instance": "https://login.microsoftonline.com/",\n  "TenantId": "${r.uuid()}",\n  "ClientId": "${r.uuid()}",\n  "ClientSecret": "${s}"\n}`, secrets: [s] }; },
    ],
  },
  {
    format: 'digitalocean-token', source: 'https://docs.digitalocean.com/reference/api/create-personal-access-token/',
    cases: [
      (r) => { const t = `dop_v1_${r.hex(64)}`; return { text: `doctl auth init --context acme -t ${t}`, secrets: [t] }; },
      (r) => { const t = `dop_v1_${r.hex(64)}`; return { text: `provider "digitalocean" {\n  token = "${t}"\n}`, secrets: [t] }; },
    ],
  },
  {
    format: 'databricks-token', source: 'https://docs.databricks.com/en/dev-tools/auth/pat.html',
    cases: [
      (r) => { const t = `dapi${r.hex(32)}`; return { text: `[DEFAULT]\nhost  = https://adb-${r.num(16)}.12.azuredatabricks.net\ntoken = ${t}`, secrets: [t] }; },
      (r) => { const t = `dapi${r.hex(32)}-2`; return { text: `conn = sql.connect(server_hostname="dbc-${r.hex(8)}-${r.hex(4)}.cloud.databricks.com", http_path="/sql/1.0/warehouses/${r.hex(16)}", access_token="${t}")`, secrets: [t] }; },
    ],
  },
  {
    format: 'postman-key', source: 'https://learning.postman.com/docs/developer/postman-api/authentication/',
    cases: [
      (r) => { const t = `PMAK-${r.hex(24)}-${r.hex(34)}`; return { text: `newman run "https://api.getpostman.com/collections/${r.num(8)}-${r.uuid()}?apikey=${t}" -e staging.json`, secrets: [t] }; },
      (r) => { const t = `PMAK-${r.hex(24)}-${r.hex(34)}`; return { text: `$ postman login --with-api-key ${t}\nLogged in successfully.`, secrets: [t] }; },
    ],
  },
  {
    format: 'terraform-cloud-token', source: 'https://developer.hashicorp.com/terraform/cloud-docs/users-teams-organizations/api-tokens',
    cases: [
      (r) => { const t = `${r.alnum(14)}.atlasv1.${r.b64url(67)}`; return { text: `# ~/.terraform.d/credentials.tfrc.json\n{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "${t}"\n    }\n  }\n}`, secrets: [t] }; },
      (r) => { const t = `${r.alnum(14)}.atlasv1.${r.b64url(67)}`; return { text: `export TF_TOKEN_app_terraform_io="${t}"\nterraform init -upgrade`, secrets: [t] }; },
    ],
  },
  {
    format: 'pulumi-token', source: 'https://www.pulumi.com/docs/pulumi-cloud/access-management/access-tokens/',
    cases: [
      (r) => { const t = `pul-${r.hex(40)}`; return { text: `PULUMI_ACCESS_TOKEN=${t} pulumi up --stack acme/prod --yes`, secrets: [t] }; },
      (r) => { const t = `pul-${r.hex(40)}`; return { text: `{\n    "current": "https://api.pulumi.com",\n    "accessTokens": {\n        "https://api.pulumi.com": "${t}"\n    }\n}`, secrets: [t] }; },
    ],
  },
  {
    format: 'dynatrace-token', source: 'https://docs.dynatrace.com/docs/manage/access-control/access-tokens',
    cases: [
      (r) => { const t = `dt0c01.${r.ualnum(24)}.${r.ualnum(64)}`; return { text: `curl -X GET "https://abc12345.live.dynatrace.com/api/v2/problems" -H "Authorization: Api-Token ${t}"`, secrets: [t] }; },
      (r) => { const t = `dt0c01.${r.ualnum(24)}.${r.ualnum(64)}`; return { text: `helm install dynatrace-operator oci://public.ecr.aws/dynatrace/dynatrace-operator \\\n  --set apiToken=${t} -n dynatrace --create-namespace`, secrets: [t] }; },
    ],
  },
  {
    format: 'sonarqube-token', source: 'https://docs.sonarsource.com/sonarqube-server/latest/user-guide/managing-tokens/',
    cases: [
      (r) => { const t = `squ_${r.hex(40)}`; return { text: `mvn clean verify sonar:sonar \\\n  -Dsonar.projectKey=billing-core \\\n  -Dsonar.host.url=https://sonar.acme.io \\\n  -Dsonar.token=${t}`, secrets: [t] }; },
      (r) => { const t = `sqp_${r.hex(40)}`; return { text: `# sonar-project.properties\nsonar.projectKey=web-frontend\nsonar.sources=src\nsonar.login=${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'mapbox-secret-token', source: 'https://docs.mapbox.com/accounts/guides/tokens/',
    cases: [
      (r) => { const t = `sk.${b64url(JSON.stringify({ u: 'acme-maps', a: 'cl' + r.lalnum(23) }))}.${r.b64url(22)}`; return { text: `# ~/.netrc for Mapbox SDK downloads\nmachine api.mapbox.com\n  login mapbox\n  password ${t}`, secrets: [t] }; },
      (r) => { const t = `sk.${b64url(JSON.stringify({ u: 'geo-team', a: 'cm' + r.lalnum(23) }))}.${r.b64url(22)}`; return { text: `MAPBOX_DOWNLOADS_TOKEN=${t} pod install`, secrets: [t] }; },
    ],
  },
  {
    format: 'planetscale-password', source: 'https://planetscale.com/docs/concepts/connection-strings',
    cases: [
      (r) => { const t = `pscale_pw_${r.b64url(43)}`; return { text: `DATABASE_URL='mysql://${r.lalnum(12)}:${t}@aws.connect.psdb.cloud/shop?sslaccept=strict'`, secrets: [t] }; },
      (r) => { const t = `pscale_tkn_${r.b64url(43)}`; return { text: `pscale branch list shop --service-token-id ${r.lalnum(12)} --service-token ${t} --org acme`, secrets: [t] }; },
    ],
  },
  {
    format: 'hubspot-pat', source: 'https://developers.hubspot.com/docs/api/private-apps',
    cases: [
      (r) => { const t = `pat-na1-${r.uuid()}`; return { text: `curl --request GET --url 'https://api.hubapi.com/crm/v3/objects/contacts?limit=10' --header 'authorization: Bearer ${t}'`, secrets: [t] }; },
      (r) => { const t = `pat-eu1-${r.uuid()}`; return { text: `const hubspotClient = new hubspot.Client({ accessToken: '${t}' })`, secrets: [t] }; },
    ],
  },
  {
    format: 'mailchimp-key', source: 'https://mailchimp.com/developer/marketing/guides/quick-start/',
    cases: [
      (r) => { const t = `${r.hex(32)}-us${r.range(1, 21)}`; return { text: `mailchimp.setConfig({ apiKey: "${t}", server: "${t.split('-')[1]}" });`, secrets: [t] }; },
      (r) => { const t = `${r.hex(32)}-us${r.range(1, 21)}`; return { text: `curl -sS "https://${t.split('-')[1]}.api.mailchimp.com/3.0/lists" --user "anystring:${t}"`, secrets: [t] }; },
    ],
  },
  {
    format: 'elevenlabs-key', source: 'https://elevenlabs.io/docs/api-reference/authentication',
    cases: [
      (r) => { const t = `sk_${r.hex(48)}`; return { text: `curl -X POST "https://api.elevenlabs.io/v1/text-to-speech/${r.alnum(20)}" \\\n  -H "xi-api-key: ${t}" -H "Content-Type: application/json" \\\n  -d '{"text":"Your order has shipped.","model_id":"eleven_multilingual_v2"}' -o out.mp3`, secrets: [t] }; },
      (r) => { const t = `sk_${r.hex(48)}`; return { text: `ELEVENLABS_API_KEY=${t}\nELEVENLABS_VOICE_ID=${r.alnum(20)}`, secrets: [t] }; },
    ],
  },
  {
    format: 'teams-webhook-url', source: `${GL} (microsoft-teams-webhook)`,
    cases: [
      (r) => { const p = `${r.uuid()}@${r.uuid()}/IncomingWebhook/${r.hex(32)}/${r.uuid()}`; return { text: `Invoke-RestMethod -Method Post -ContentType 'application/json' -Body '{"text":"Patch window starts in 10 min"}' -Uri "https://acme.webhook.office.com/webhookb2/${p}"`, secrets: [p] }; },
      (r) => { const p = `${r.uuid()}@${r.uuid()}/IncomingWebhook/${r.hex(32)}/${r.uuid()}`; return { text: `TEAMS_WEBHOOK_URL=https://contoso.webhook.office.com/webhookb2/${p}`, secrets: [p] }; },
    ],
  },
  {
    format: 'twitter-bearer', source: 'https://developer.x.com/en/docs/authentication/oauth-2-0/bearer-tokens',
    cases: [
      (r) => { const t = `AAAAAAAAAAAAAAAAAAAAA${r.alnum(25)}%3D${r.alnum(50)}`; return { text: `curl "https://api.twitter.com/2/tweets/search/recent?query=from:acmestatus" -H "Authorization: Bearer ${t}"`, secrets: [t] }; },
      (r) => { const t = `AAAAAAAAAAAAAAAAAAAAA${r.alnum(25)}%3D${r.alnum(50)}`; return { text: `TWITTER_BEARER_TOKEN=${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'alibaba-access-key', source: 'https://www.alibabacloud.com/help/en/ram/user-guide/create-an-accesskey-pair',
    cases: [
      (r) => { const id = `LTAI5t${r.alnum(18)}`, s = r.alnum(30); return { text: `$ aliyun configure --mode AK --profile prod\nAccess Key Id []: ${id}\nAccess Key Secret []: ${s}\nDefault Region Id []: cn-hangzhou`, secrets: [id, s] }; },
      (r) => { const id = `LTAI5t${r.alnum(18)}`, s = r.alnum(30); return { text: `oss:\n  endpoint: oss-cn-shanghai.aliyuncs.com\n  access-key-id: ${id}\n  access-key-secret: ${s}\n  bucket: acme-media`, secrets: [id, s] }; },
    ],
  },
  {
    format: 'azure-devops-pat', source: 'https://learn.microsoft.com/en-us/azure/devops/organizations/accounts/use-personal-access-tokens-to-authenticate',
    cases: [
      (r) => { const t = r.str(A_LB32, 52); return { text: `echo ${t} | az devops login --organization https://dev.azure.com/acme`, secrets: [t] }; },
      (r) => { const t = r.alnum(72) + 'AAASAZDO' + r.alnum(4); return { text: `git -c http.extraHeader="Authorization: Basic $(printf ':%s' '${t}' | base64 -w0)" clone https://dev.azure.com/acme/Platform/_git/infra`, secrets: [t] }; },
    ],
  },
  {
    format: 'jfrog-token', source: 'https://jfrog.com/help/r/jfrog-platform-administration-documentation/access-tokens',
    cases: [
      (r) => { const t = `cmVmdGtuOjAxOjE3${r.alnum(48)}`; return { text: `jf config add acme --url=https://acme.jfrog.io --access-token=${t} --interactive=false`, secrets: [t] }; },
      (r) => { const t = `AKCp${r.alnum(69)}`; return { text: `<server>\n  <id>artifactory-releases</id>\n  <username>ci-publisher</username>\n  <password>${t}</password>\n</server>`, secrets: [t] }; },
    ],
  },
  {
    format: 'fcm-server-key', source: 'https://firebase.google.com/docs/cloud-messaging/auth-server',
    cases: [
      (r) => { const t = `AAAA${r.b64url(7)}:APA91b${r.b64url(134)}`; return { text: `curl -X POST https://fcm.googleapis.com/fcm/send \\\n  -H "Authorization: key=${t}" \\\n  -H "Content-Type: application/json" \\\n  -d '{"to":"/topics/news","notification":{"title":"Hi"}}'`, secrets: [t] }; },
      (r) => { const t = `AAAA${r.b64url(7)}:APA91b${r.b64url(134)}`; return { text: `FCM_SERVER_KEY=${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'langfuse-key', source: 'https://langfuse.com/docs/get-started',
    cases: [
      (r) => { const s = `sk-lf-${r.uuid()}`; return { text: `LANGFUSE_SECRET_KEY="${s}"\nLANGFUSE_PUBLIC_KEY="pk-lf-${r.uuid()}"\nLANGFUSE_HOST="https://cloud.langfuse.com"`, secrets: [s] }; },
      (r) => { const s = `sk-lf-${r.uuid()}`; return { text: `langfuse = Langfuse(public_key="pk-lf-${r.uuid()}", secret_key="${s}", host="https://us.cloud.langfuse.com")`, secrets: [s] }; },
    ],
  },
  {
    format: 'resend-key', source: 'https://resend.com/docs/dashboard/api-keys/introduction',
    cases: [
      (r) => { const t = `re_${r.alnum(8)}_${r.alnum(24)}`; return { text: `const resend = new Resend('${t}');\nawait resend.emails.send({ from: 'Acme <hello@acme.dev>', to: user.email, subject: 'Welcome', html });`, secrets: [t] }; },
      (r) => { const t = `re_${r.alnum(8)}_${r.alnum(24)}`; return { text: `curl -X POST 'https://api.resend.com/emails' -H 'Authorization: Bearer ${t}' -H 'Content-Type: application/json' -d @mail.json`, secrets: [t] }; },
    ],
  },
  {
    format: 'buildkite-token', source: 'https://buildkite.com/docs/apis/managing-api-tokens',
    cases: [
      (r) => { const t = `bkua_${r.hex(40)}`; return { text: `curl -H "Authorization: Bearer ${t}" "https://api.buildkite.com/v2/organizations/acme/pipelines/deploy/builds?state=failed"`, secrets: [t] }; },
      (r) => { const t = r.hex(50); return { text: `# /etc/buildkite-agent/buildkite-agent.cfg\ntoken="${t}"\nname="%hostname-%spawn"\ntags="queue=linux-large"`, secrets: [t] }; },
    ],
  },
  {
    format: 'rubygems-key', source: 'https://guides.rubygems.org/api-key-scopes/',
    cases: [
      (r) => { const t = `rubygems_${r.hex(48)}`; return { text: `$ cat ~/.gem/credentials\n---\n:rubygems_api_key: ${t}`, secrets: [t] }; },
      (r) => { const t = `rubygems_${r.hex(48)}`; return { text: `GEM_HOST_API_KEY=${t} gem push pkg/acme-client-2.3.0.gem`, secrets: [t] }; },
    ],
  },
];

const A_AZ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_~.-';
const A_LB32 = 'abcdefghijklmnopqrstuvwxyz234567';

// PyPI API tokens are "pypi-" + base64url(macaroon v2) whose location is pypi.org.
function pypiToken(r) {
  const id = Buffer.from(r.uuid());
  const caveat = Buffer.from(JSON.stringify({ permissions: 'user', version: 1 }));
  const parts = [
    Buffer.from([0x02, 0x01, 0x08]), Buffer.from('pypi.org'),
    Buffer.from([0x02, id.length]), id, Buffer.from([0x00]),
    Buffer.from([0x02, caveat.length]), caveat, Buffer.from([0x00, 0x00]),
    Buffer.from([0x06, 0x20]), r.bytes(32),
  ];
  return 'pypi-' + Buffer.concat(parts).toString('base64url');
}

// 1Password service-account tokens are "ops_" + base64(JSON).
function opsToken(r) {
  const j = {
    signInAddress: 'my.1password.com', userAuth: { method: 'SRPg-4096', alg: 'PBES2g-HS256', iterations: 650000, salt: r.bytes(16).toString('base64url') },
    email: `${r.lower(13)}@1passwordserviceaccounts.com`, srpX: r.hex(64),
    muk: { alg: 'A256GCM', ext: false, k: r.bytes(32).toString('base64url'), key_ops: ['encrypt', 'decrypt'], kty: 'oct', kid: 'mp' },
    secretKey: `A3-${r.ualnum(6)}-${r.ualnum(6)}-${r.ualnum(5)}-${r.ualnum(5)}-${r.ualnum(5)}-${r.ualnum(5)}`, throttleSecret: { seed: r.hex(64), uuid: r.ualnum(26) }, deviceUuid: r.lalnum(26),
  };
  return 'ops_' + b64(JSON.stringify(j));
}
