// Families `natural-language`, `obfuscated`, `json-key` and `log-line`.
import { b64, humanPassword, checksummedToken } from './lib.mjs';
import { pw } from './fam-config-url.mjs';

const ZWSP = '\u200B';
const SHY = '\u00AD';
const splitAt = (s, ch, positions) => { let o = ''; for (let i = 0; i < s.length; i++) { if (positions.includes(i) && i > 0) o += ch; o += s[i]; } return o; };
const jsonEscapeAll = (s) => [...s].map((c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')).join('');

// Localized words for ordinary-looking passwords.
const W = {
  en: ['summer', 'dragon', 'sunshine', 'bluebird', 'pumpkin', 'monkey', 'baseball', 'freedom'],
  de: ['Sommer', 'Sonnenschein', 'Kaffee', 'Fahrrad', 'Bergsee', 'Apfelbaum', 'Schokolade', 'Eichhorn'],
  fr: ['Soleil', 'Fromage', 'Papillon', 'Montagne', 'Chocolat', 'Bonjour', 'Printemps'],
  es: ['Verano', 'Playa', 'Naranja', 'Guitarra', 'Mariposa', 'Tortilla', 'Estrella'],
  pt: ['Saudade', 'Cafezinho', 'Praia', 'Janela', 'Abacaxi', 'Futebol', 'Primavera'],
  it: ['Estate', 'Gelato', 'Montagna', 'Limone', 'Farfalla', 'Girasole', 'Pomodoro'],
  nl: ['Zomer', 'Fiets', 'Tulpen', 'Molen', 'Stroopwafel', 'Hagelslag', 'Klompen'],
  pl: ['Lato', 'Kawa', 'Rower', 'Jezioro', 'Pierogi', 'Wiosna', 'Zamek'],
  zh: ['Xiaolong', 'Shanghai', 'Panda', 'Chuntian', 'Longjing', 'Huanghe', 'Xingfu'],
  ja: ['Sakura', 'Fujisan', 'Natsu', 'Tanuki', 'Momiji', 'Hanabi', 'Sushi'],
  ko: ['Haneul', 'Seoul', 'Gimchi', 'Bada', 'Saranghae', 'Hangang', 'Nabi'],
  ru: ['Leto', 'Moskva', 'Sobaka', 'Solnyshko', 'Zvezda', 'Medved', 'Vesna'],
  tr: ['Yaz', 'Istanbul', 'Kahve', 'Deniz', 'Simit', 'Lale', 'Gunes'],
};
const hp = (r, lang) => humanPassword(r, W[lang]);

const nl = (format, lang, source, templates) => ({
  format, source,
  cases: templates.map((t) => (r) => { const p = hp(r, lang); return { text: t(p, r), secrets: [p] }; }),
});

export const NATURAL_LANGUAGE = [
  nl('nl-english-password', 'en', 'developer chat / prompt phrasing', [
    (p) => `my password for the staging admin is ${p} — can you log in and check why the cron didn't run?`,
    (p) => `ok login is rgarcia, pw: ${p}`,
    (p) => `I changed the root password on the old NAS to ${p} but now the backup job fails with "auth failed", any idea?`,
  ]),
  nl('nl-english-wifi', 'en', 'developer chat / prompt phrasing', [
    (p) => `the wifi password is ${p} (network "Acme-Guest"), the printer is on the same network`,
    (p) => `Guest network: LabNet-2G / ${p}`,
  ]),
  {
    format: 'nl-english-token-passphrase', source: 'developer chat / prompt phrasing',
    cases: [
      (r) => { const t = checksummedToken(r, 'ghp_'); return { text: `the token is ${t}, it only has repo:read so it should be fine to use in the test`, secrets: [t] }; },
      (r) => { const p = `${r.pick(['purple', 'quiet', 'orange', 'velvet'])} ${r.pick(['monkey', 'tractor', 'lantern', 'walrus'])} ${r.pick(['dishwasher', 'sandwich', 'umbrella', 'symphony'])} ${r.range(10, 99)}`; return { text: `use this passphrase for the release signing key: "${p}" — it's the same one as last year`, secrets: [p] }; },
      (r) => { const k = r.alnum(32); return { text: `here's the API key for the staging geocoder, just paste it into the config: ${k}`, secrets: [k] }; },
    ],
  },
  nl('nl-german', 'de', 'developer chat (German)', [
    (p) => `Das neue WLAN-Passwort im Büro ist ${p}, bitte nicht im Wiki posten.`,
    (p) => `Kannst du dich mit Benutzer "bauer" und Passwort ${p} am Jenkins anmelden? Hab es gerade zurückgesetzt.`,
    (p) => `Mein Kennwort für den Testserver lautet ${p} – bitte nach dem Test ändern.`,
  ]),
  nl('nl-french', 'fr', 'developer chat (French)', [
    (p) => `Le mot de passe du compte admin est ${p} — change-le après la démo stp.`,
    (p) => `mdp pour le serveur de recette : ${p} (user: recette)`,
  ]),
  nl('nl-spanish', 'es', 'developer chat (Spanish)', [
    (p) => `La contraseña del wifi de la oficina es ${p}`,
    (p) => `te paso la clave de la base de datos de pruebas: ${p} (usuario: ventas)`,
  ]),
  nl('nl-portuguese', 'pt', 'developer chat (Portuguese)', [
    (p) => `A senha do banco de homologação é ${p}, usuário app_hml.`,
    (p) => `senha do painel: ${p} — não compartilha com o cliente`,
  ]),
  nl('nl-italian', 'it', 'developer chat (Italian)', [
    (p) => `La password di root sul server di test è ${p}, cambiala dopo il deploy.`,
    (p) => `ti mando la password della VPN: ${p}`,
  ]),
  nl('nl-dutch', 'nl', 'developer chat (Dutch)', [
    (p) => `Het wachtwoord van de NAS is ${p}, gebruikersnaam is beheer.`,
    (p) => `ww voor de testomgeving: ${p}`,
  ]),
  nl('nl-polish', 'pl', 'developer chat (Polish)', [
    (p) => `Hasło do konta serwisowego to ${p}, login: svc_raporty.`,
    (p) => `hasło do wifi w biurze: ${p}`,
  ]),
  nl('nl-chinese', 'zh', 'developer chat (Chinese)', [
    (p) => `我的密码是 ${p}，帮我登录一下测试环境看看日志。`,
    (p) => `数据库密码：${p}（用户名 root，端口 3306）`,
  ]),
  nl('nl-japanese', 'ja', 'developer chat (Japanese)', [
    (p) => `パスワードは ${p} です。ログインしたら変更してください。`,
    (p) => `検証環境のDBパスワード：${p}`,
  ]),
  nl('nl-korean', 'ko', 'developer chat (Korean)', [
    (p) => `관리자 계정 비밀번호는 ${p} 입니다. 로그인 후 바로 바꿔주세요.`,
    (p) => `와이파이 비번: ${p}`,
  ]),
  nl('nl-russian', 'ru', 'developer chat (Russian)', [
    (p) => `Пароль от сервера: ${p}, логин deploy.`,
    (p) => `логин admin, пароль ${p} — не забудь сменить после демо`,
  ]),
  nl('nl-turkish', 'tr', 'developer chat (Turkish)', [
    (p) => `Sunucunun root şifresi ${p}, lütfen kimseyle paylaşma.`,
    (p) => `ofis wifi şifresi: ${p}`,
  ]),
];

export const OBFUSCATED = [
  {
    format: 'obf-base64-wrapped', source: 'base64(1) / shell usage',
    cases: [
      (r) => { const t = checksummedToken(r, 'ghp_'), e = b64(t); return { text: `export GH_TOKEN=$(echo ${e} | base64 -d)`, secrets: [e], plain: [t] }; },
      (r) => { const t = `sk_live_51${r.alnum(97)}`, e = b64(t); return { text: `STRIPE_KEY = base64.b64decode("${e}").decode()  # "obfuscated" so scanners don't catch it`, secrets: [e], plain: [t] }; },
      (r) => { const p = pw(r, 16), e = b64(p + '\n'); return { text: `printf '%s' '${e}' | base64 --decode | docker login -u deploy --password-stdin registry.acme.io`, secrets: [e], plain: [p] }; },
    ],
  },
  {
    format: 'obf-url-encoded', source: 'https://datatracker.ietf.org/doc/html/rfc3986#section-2.1',
    cases: [
      (r) => { const p = `S3cr3t!${r.alnum(5)}@${r.digits(2)}`, e = encodeURIComponent(p).replace(/!/g, '%21'); return { text: `GET /api/login?user=admin&password=${e}&remember=1 HTTP/1.1`, secrets: [e], plain: [p] }; },
      (r) => { const p = `${r.alnum(6)}/${r.alnum(4)}=${r.alnum(3)}+`, e = encodeURIComponent(p); return { text: `curl -X POST https://auth.acme.io/oauth/token -d 'grant_type=password&username=jdoe&password=${e}&client_id=cli'`, secrets: [e], plain: [p] }; },
      (r) => { const t = r.alnum(40), e = encodeURIComponent(`password=${t}`); return { text: `redirect_uri=https%3A%2F%2Fapp.acme.io%2Fcallback%3Fuser%3Dsvc%26${e}`, secrets: [e], plain: [t] }; },
      (r) => { const p = `p@ss/${r.alnum(5)}#1`, e = encodeURIComponent(p); return { text: `DATABASE_URL=postgres://app:${e}@db.internal:5432/app`, secrets: [e], plain: [p] }; },
    ],
  },
  {
    format: 'obf-zero-width-split', source: 'Unicode U+200B ZERO WIDTH SPACE',
    cases: [
      (r) => { const t = `sk-proj-${r.b64url(74)}T3BlbkFJ${r.b64url(74)}`; const s = splitAt(t, ZWSP, [12, 60, 120]); return { text: `OPENAI_API_KEY=${s}`, secrets: [s], plain: [t] }; },
      (r) => { const t = `xoxb-${r.num(11)}-${r.num(13)}-${r.alnum(24)}`; const s = splitAt(t, ZWSP, [8, 30]); return { text: `copied from the wiki page (which inserts invisible chars): ${s}`, secrets: [s], plain: [t] }; },
    ],
  },
  {
    format: 'obf-soft-hyphen-split', source: 'Unicode U+00AD SOFT HYPHEN',
    cases: [
      (r) => { const t = `AKIA${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`, s2 = r.b64(40); const a = splitAt(t, SHY, [10]), b = splitAt(s2, SHY, [13, 27]); return { text: `aws_access_key_id = ${a}\naws_secret_access_key = ${b}`, secrets: [a, b], plain: [t, s2] }; },
      (r) => { const p = pw(r, 18); const s = splitAt(p, SHY, [6, 12]); return { text: `Passwort (aus dem PDF kopiert): ${s}`, secrets: [s], plain: [p] }; },
    ],
  },
  {
    format: 'obf-json-unicode-escape', source: 'https://www.rfc-editor.org/rfc/rfc8259#section-7',
    cases: [
      (r) => { const p = pw(r, 12), e = jsonEscapeAll(p); return { text: `{"user": "svc-import", "password": "${e}"}`, secrets: [e], plain: [p] }; },
      (r) => { const t = `glpat-${r.b64url(20)}`; const e = t.replace('-', '\\u002d').replace(/[A-Z]/, (c) => '\\u00' + c.charCodeAt(0).toString(16)); return { text: `{"gitlab":{"token":"${e}","url":"https:\\/\\/gitlab.com"}}`, secrets: [e], plain: [t] }; },
    ],
  },
  {
    format: 'obf-json-trailing-newline', source: 'https://www.rfc-editor.org/rfc/rfc8259#section-7',
    cases: [
      (r) => { const t = checksummedToken(r, 'ghp_'); return { text: `{"name":"GH_TOKEN","value":"${t}\\n","type":"secret"}`, secrets: [t], plain: [t + '\n'] }; },
      (r) => { const p = pw(r, 16); return { text: `[{"op":"replace","path":"/data/password","value":"${p}\\r\\n"}]`, secrets: [p], plain: [p + '\r\n'] }; },
    ],
  },
  {
    format: 'obf-hex-encoded', source: 'xxd(1) -p / -r',
    cases: [
      (r) => { const p = pw(r, 14), h = Buffer.from(p).toString('hex'); return { text: `echo ${h} | xxd -r -p > /run/secrets/db_password`, secrets: [h], plain: [p] }; },
      (r) => { const t = `hf_${r.alpha(34)}`, h = Buffer.from(t).toString('hex'); return { text: `token = bytes.fromhex("${h}").decode()`, secrets: [h], plain: [t] }; },
    ],
  },
  {
    format: 'obf-string-concat', source: 'common source-code evasion pattern',
    cases: [
      (r) => { const a = r.alnum(40), b = r.alnum(40), c = r.alnum(17); const t = `sk_live_51${a}${b}${c}`; return { text: `const key = "sk_live_51" + "${a}" +\n  "${b}" + "${c}";`, secrets: [a, b, c], plain: [t] }; },
      (r) => { const a = r.b64(20), b = r.b64(20); return { text: `SECRET = "".join(["${a}", "${b}"])`, secrets: [a, b], plain: [a + b] }; },
    ],
  },
];

export const JSON_KEY = [
  {
    format: 'json-key-apikey-map', source: 'multi-tenant API gateway configs',
    cases: [
      (r) => { const k1 = `ak_live_${r.alnum(32)}`, k2 = `ak_live_${r.alnum(32)}`; return { text: `{\n  "tenants": {\n    "${k1}": { "name": "acme-gmbh", "plan": "enterprise", "rateLimit": 5000 },\n    "${k2}": { "name": "globex", "plan": "pro", "rateLimit": 1000 }\n  }\n}`, secrets: [k1, k2] }; },
      (r) => { const k = r.hex(40); return { text: `API_KEYS='{"${k}":"billing-service"}'`, secrets: [k] }; },
      (r) => { const k1 = r.uuid(), k2 = r.uuid(); return { text: `# keys.yaml — consumed by our auth middleware\n"${k1}": mobile-app\n"${k2}": partner-portal`, secrets: [k1, k2] }; },
    ],
  },
  {
    format: 'json-key-session-map', source: 'session stores / token caches',
    cases: [
      (r) => { const s = r.b64url(32); return { text: `127.0.0.1:6379> KEYS sess:*\n1) "sess:${s}"\n127.0.0.1:6379> GET "sess:${s}"\n"{\\"cookie\\":{\\"httpOnly\\":true},\\"userId\\":4711}"`, secrets: [s] }; },
      (r) => { const t1 = r.b64url(43), t2 = r.b64url(43); return { text: `$ cat ~/.cache/acme-cli/tokens.json\n{"${t1}": {"user": "mina@acme.io", "expires": 1767225600}, "${t2}": {"user": "ci@acme.io", "expires": 1769904000}}`, secrets: [t1, t2] }; },
    ],
  },
  {
    format: 'json-value-unusual-key', source: 'ad-hoc JSON configs',
    cases: [
      (r) => { const t = r.alnum(48); return { text: `{"svc":"geo","x":"${t}","ttl":3600}`, secrets: [t] }; },
      (r) => { const t = r.b64(64); return { text: `{\n  "integration": "erp-sync",\n  "blob": "${t}",\n  "enabled": true\n}`, secrets: [t] }; },
      (r) => { const p = pw(r, 16); return { text: `{"host":"10.0.0.12","u":"sa","k":"${p}","db":"erp"}`, secrets: [p] }; },
    ],
  },
  {
    format: 'json-array-positional', source: 'ad-hoc JSON configs',
    cases: [
      (r) => { const p = pw(r); return { text: `"connections": [\n  ["prod-db", "db.internal", 5432, "admin", "${p}"],\n  ["dev-db", "localhost", 5432, "dev", "dev"]\n]`, secrets: [p] }; },
      (r) => { const t = r.hex(32); return { text: `{"creds": ["mailer", "${t}"]}`, secrets: [t] }; },
    ],
  },
];

export const LOG_LINE = [
  {
    format: 'log-python-debug-headers', source: 'Python logging / urllib3 / httpx debug output',
    cases: [
      (r) => { const t = r.b64url(43); return { text: `2026-02-03 11:42:07,311 DEBUG client.py:88 request method=GET url=https://api.partner.io/v1/orders headers={'user-agent': 'acme-sync/2.1', 'authorization': 'Bearer ${t}', 'accept': 'application/json'}`, secrets: [t] }; },
      (r) => { const k = r.alnum(40); return { text: `DEBUG:httpx:HTTP Request: POST https://api.cohere.com/v2/embed "HTTP/1.1 401 Unauthorized"\nDEBUG:acme.llm:retrying with headers {'Authorization': 'bearer ${k}', 'Content-Type': 'application/json'}`, secrets: [k] }; },
    ],
  },
  {
    format: 'log-dsn-in-connection-error', source: 'database driver error messages',
    cases: [
      (r) => { const p = pw(r); return { text: `[2026-01-29T03:00:02Z] ERROR backup: pg_dump: error: connection to server at "10.0.2.15", port 5432 failed: timeout expired\n[2026-01-29T03:00:02Z] ERROR backup: failed to dump postgresql://backup:${p}@10.0.2.15:5432/orders (attempt 3/3)`, secrets: [p] }; },
      (r) => { const p = r.alnum(24); return { text: `redis.exceptions.ConnectionError: Error 111 connecting to redis://:${p}@cache.internal:6379/0. Connection refused.`, secrets: [p] }; },
      (r) => { const p = pw(r, 14, '_-'); return { text: `MongoServerSelectionError: connect ECONNREFUSED 10.0.0.9:27017\n    at Timeout._onTimeout (/app/node_modules/mongodb/lib/sdam/topology.js:278:38) {\n  reason: TopologyDescription { type: 'Unknown' },\n  uri: 'mongodb://api:${p}@10.0.0.9:27017/api?authSource=admin'\n}`, secrets: [p] }; },
    ],
  },
  {
    format: 'log-ci-echo-token', source: 'CI logs (bash -x traces, unmasked echoes)',
    cases: [
      (r) => { const t = `npm_${r.alnum(36)}`; return { text: `+ echo //registry.npmjs.org/:_authToken=${t}\n+ npm publish --access public\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest`, secrets: [t] }; },
      (r) => { const t = r.hex(40); return { text: `[build 1842] + curl -sf -H 'Authorization: token ${t}' https://api.github.com/repos/acme/web/statuses/${r.hex(40)} -d '{"state":"success"}'`, secrets: [t] }; },
      (r) => { const p = pw(r, 16); return { text: `Step 7/12 : RUN echo "DB_PASSWORD=${p}" >> /app/.env\n ---> Running in ${r.hex(12)}\n ---> ${r.hex(12)}`, secrets: [p] }; },
    ],
  },
  {
    format: 'log-java-stacktrace-secret', source: 'Spring Boot / JVM exception output',
    cases: [
      (r) => { const p = pw(r); return { text: `***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to bind properties under 'spring.datasource.password' to java.lang.String:\n\n    Property: spring.datasource.password\n    Value: "${p}"\n    Origin: System Environment Property "SPRING_DATASOURCE_PASSWORD"\n    Reason: org.springframework.boot.context.properties.bind.BindException`, secrets: [p] }; },
      (r) => { const p = `${r.alnum(4)}#${r.alnum(5)}`; return { text: `Exception in thread "main" java.lang.IllegalArgumentException: Illegal character in fragment at index 31: https://svc-bot:${p}@nexus.acme.io/repository/\n\tat java.base/java.net.URI.create(URI.java:906)\n\tat com.acme.sync.Main.main(Main.java:42)`, secrets: [p] }; },
    ],
  },
  {
    format: 'log-access-log-query-token', source: 'nginx/Apache combined log format',
    cases: [
      (r) => { const t = r.b64url(40); return { text: `203.0.113.7 - - [11/Feb/2026:14:02:51 +0000] "GET /api/v1/export?format=csv&access_token=${t} HTTP/1.1" 200 48213 "-" "python-requests/2.32.3"`, secrets: [t] }; },
      (r) => { const k = r.hex(32); return { text: `10.1.4.22 - - [11/Feb/2026:14:03:10 +0100] "POST /hooks/ingest?api_key=${k}&source=shopify HTTP/2.0" 202 17 "-" "Shopify-Captain-Hook"`, secrets: [k] }; },
    ],
  },
  {
    format: 'log-structured-json-headers', source: 'pino / zap / logrus JSON logs',
    cases: [
      (r) => { const k = r.alnum(40); return { text: `{"level":30,"time":1738590121000,"pid":7,"hostname":"api-7f9c","req":{"method":"GET","url":"/v2/items","headers":{"host":"api.acme.io","x-api-key":"${k}","user-agent":"okhttp/4.12.0"}},"msg":"request completed"}`, secrets: [k] }; },
      (r) => { const t = `xoxb-${r.num(11)}-${r.num(13)}-${r.alnum(24)}`; return { text: `{"L":"ERROR","T":"2026-02-04T09:12:33.120Z","C":"notify/slack.go:71","M":"slack post failed","token":"${t}","channel":"#alerts","error":"not_in_channel"}`, secrets: [t] }; },
    ],
  },
  {
    format: 'log-docker-inspect-env', source: 'https://docs.docker.com/reference/cli/docker/inspect/',
    cases: [
      (r) => { const p = pw(r), q = pw(r, 12); return { text: `$ docker inspect -f '{{json .Config.Env}}' keycloak | jq .\n[\n  "KC_DB=postgres",\n  "KC_DB_USERNAME=keycloak",\n  "KC_DB_PASSWORD=${p}",\n  "KEYCLOAK_ADMIN=admin",\n  "KEYCLOAK_ADMIN_PASSWORD=${q}",\n  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"\n]`, secrets: [p, q] }; },
      (r) => { const p = pw(r, 16); return { text: `$ kubectl describe pod api-5d8f7c9b6-xk2pq | sed -n '/Environment:/,/Mounts:/p'\n    Environment:\n      NODE_ENV:           production\n      DATABASE_PASSWORD:  ${p}\n      LOG_LEVEL:          info\n    Mounts:`, secrets: [p] }; },
    ],
  },
  {
    format: 'log-env-dump', source: 'printenv / crash reports',
    cases: [
      (r) => { const t = `glpat-${r.b64url(20)}`, p = pw(r); return { text: `$ env | sort | grep -iE 'token|pass'\nCI_JOB_TOKEN=[MASKED]\nGITLAB_API_TOKEN=${t}\nMYSQL_PASSWORD=${p}`, secrets: [t, p] }; },
      (r) => { const id = `AKIA${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`, k = r.b64(40); return { text: `Traceback (most recent call last):\n  File "/srv/app/worker.py", line 14, in <module>\n    main()\nKeyError: 'S3_BUCKET'\n\nEnvironment at crash: {'AWS_ACCESS_KEY_ID': '${id}', 'AWS_SECRET_ACCESS_KEY': '${k}', 'HOME': '/srv/app'}`, secrets: [id, k] }; },
    ],
  },
];
