// Families `auth-header` (HTTP auth headers and cookies) and `key-material`
// (private keys, seeds, mnemonics; with and without PEM armor).
import {
  b64, wrap, crc24, bech32, x25519Public, clamp25519, p256Pem, opensshEd25519, fakeRsaPem, bip39,
} from './lib.mjs';

const RFC7617 = 'https://datatracker.ietf.org/doc/html/rfc7617';
const pemBody = (pem) => pem.split('\n').filter((l) => l && !l.startsWith('-----'));

export const AUTH_HEADER = [
  {
    format: 'header-bearer-opaque', source: 'https://datatracker.ietf.org/doc/html/rfc6750#section-2.1',
    cases: [
      (r) => { const t = r.b64url(43); return { text: `GET /v2/reports/daily HTTP/1.1\nHost: partner-api.fintrack.io\nAuthorization: Bearer ${t}\nAccept: application/json`, secrets: [t] }; },
      (r) => { const t = r.alnum(64); return { text: `http GET https://api.internal.acme.io/admin/users 'Authorization:Bearer ${t}'`, secrets: [t] }; },
      (r) => { const t = r.b64url(86); return { text: `fetch("/api/export", {\n  headers: { Authorization: \`Bearer ${t}\` },\n});`, secrets: [t] }; },
    ],
  },
  {
    format: 'header-basic', source: RFC7617,
    cases: [
      (r) => { const pw = `${r.alnum(10)}!${r.digits(2)}`, c = b64(`deploy:${pw}`); return { text: `curl -H "Authorization: Basic ${c}" https://nexus.acme.io/service/rest/v1/repositories`, secrets: [c], plain: [`deploy:${pw}`] }; },
      (r) => { const pw = r.alnum(16), c = b64(`grafana-reader:${pw}`); return { text: `> GET /api/v1/query?query=up HTTP/1.1\n> Host: prometheus.monitoring.svc:9090\n> Authorization: Basic ${c}\n> User-Agent: curl/8.5.0`, secrets: [c], plain: [`grafana-reader:${pw}`] }; },
      (r) => { const pw = r.alnum(12), c = b64(`admin:${pw}`); return { text: `location /kibana/ {\n    proxy_pass http://kibana:5601/;\n    proxy_set_header Authorization "Basic ${c}";\n}`, secrets: [c], plain: [`admin:${pw}`] }; },
    ],
  },
  {
    format: 'header-apikey-scheme', source: 'https://www.elastic.co/guide/en/elasticsearch/reference/current/security-api-create-api-key.html',
    cases: [
      (r) => { const k = b64(`${r.b64url(20)}:${r.b64url(22)}`); return { text: `curl -X GET "https://es01.acme.io:9200/_cat/indices?v" -H "Authorization: ApiKey ${k}"`, secrets: [k] }; },
      (r) => { const k = b64(`${r.b64url(20)}:${r.b64url(22)}`); return { text: `output.elasticsearch:\n  hosts: ["https://es01.acme.io:9200"]\n  headers:\n    Authorization: "ApiKey ${k}"`, secrets: [k] }; },
    ],
  },
  {
    format: 'header-ssws-okta', source: 'https://developer.okta.com/docs/guides/create-an-api-token/main/',
    cases: [
      (r) => { const t = `00${r.b64url(40)}`; return { text: `curl -v -X GET -H "Accept: application/json" -H "Content-Type: application/json" \\\n  -H "Authorization: SSWS ${t}" \\\n  "https://acme.okta.com/api/v1/users?limit=25"`, secrets: [t] }; },
      (r) => { const t = `00${r.b64url(40)}`; return { text: `okta:\n  client:\n    orgUrl: https://acme.okta.com\n    token: ${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'header-splunk', source: 'https://docs.splunk.com/Documentation/Splunk/latest/Data/UsetheHTTPEventCollector',
    cases: [
      (r) => { const t = r.uuid(); return { text: `curl -k https://splunk.acme.io:8088/services/collector/event \\\n  -H "Authorization: Splunk ${t}" \\\n  -d '{"event": "deploy finished", "sourcetype": "ci"}'`, secrets: [t] }; },
      (r) => { const t = r.uuid(); return { text: `[OUTPUT]\n    Name         splunk\n    Match        *\n    Host         hec.splunk.acme.io\n    Port         8088\n    Splunk_Token ${t}\n    TLS          On`, secrets: [t] }; },
    ],
  },
  {
    format: 'header-token-scheme', source: 'https://www.django-rest-framework.org/api-guide/authentication/#tokenauthentication',
    cases: [
      (r) => { const t = r.hex(40); return { text: `curl -X GET http://127.0.0.1:8000/api/orders/ -H 'Authorization: Token ${t}'`, secrets: [t] }; },
      (r) => { const t = r.hex(40); return { text: `requests.get(f"{NETBOX}/api/dcim/devices/?site=fra1", headers={"Authorization": "Token ${t}", "Accept": "application/json"})`, secrets: [t] }; },
    ],
  },
  {
    format: 'header-x-api-key', source: 'https://swagger.io/docs/specification/v3_0/authentication/api-keys/',
    cases: [
      (r) => { const t = r.alnum(40); return { text: `curl -s https://api.acme-weather.com/v3/forecast?lat=52.52&lon=13.40 -H "X-API-Key: ${t}"`, secrets: [t] }; },
      (r) => { const t = r.alnum(32); return { text: `aws apigateway test-invoke-method ... \n# or directly:\ncurl -H "x-api-key: ${t}" https://abc123.execute-api.eu-central-1.amazonaws.com/prod/items`, secrets: [t] }; },
      (r) => { const t = r.hex(32); return { text: `GET /openapi/v1/inventory HTTP/2\nhost: gw.partner.example\nx-api-key: ${t}\nx-request-id: ${r.uuid()}`, secrets: [t] }; },
    ],
  },
  {
    format: 'header-x-auth-token', source: 'https://docs.openstack.org/api-guide/compute/authentication.html',
    cases: [
      (r) => { const t = `gAAAAAB${r.b64url(176)}`; return { text: `curl -s -H "X-Auth-Token: ${t}" https://compute.cloud.acme.io:8774/v2.1/servers/detail`, secrets: [t] }; },
      (r) => { const t = r.hex(32); return { text: `X-Auth-Token: ${t}\nX-Auth-User: backup-svc`, secrets: [t] }; },
    ],
  },
  {
    format: 'header-cookie-session', source: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Cookie',
    cases: [
      (r) => { const s = r.lalnum(32); return { text: `curl 'https://admin.acme.io/dashboard' \\\n  -H 'accept: text/html' \\\n  -H 'cookie: csrftoken=${r.alnum(32)}; sessionid=${s}; theme=dark'`, secrets: [s] }; },
      (r) => { const s = `s%3A${r.b64url(32)}.${r.b64url(43)}`; return { text: `Cookie: connect.sid=${s}; _ga=GA1.2.${r.num(9)}.${r.num(10)}`, secrets: [s] }; },
      (r) => { const s = r.hex(32); return { text: `_gitlab_session=${s}`, secrets: [s] }; },
    ],
  },
  {
    format: 'header-set-cookie', source: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Set-Cookie',
    cases: [
      (r) => { const s = r.b64url(43); return { text: `HTTP/1.1 302 Found\nLocation: /home\nSet-Cookie: sid=${s}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=1209600\nContent-Length: 0`, secrets: [s] }; },
      (r) => { const s = r.b64(120); return { text: `< set-cookie: __Host-next-auth.session-token=${s}; Path=/; Expires=Fri, 20 Mar 2026 10:11:12 GMT; HttpOnly; Secure; SameSite=Lax`, secrets: [s] }; },
    ],
  },
  {
    format: 'header-proxy-authorization', source: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Proxy-Authorization',
    cases: [
      (r) => { const pw = r.alnum(14), c = b64(`jdoe:${pw}`); return { text: `CONNECT registry.npmjs.org:443 HTTP/1.1\nHost: registry.npmjs.org:443\nProxy-Authorization: Basic ${c}`, secrets: [c], plain: [`jdoe:${pw}`] }; },
      (r) => { const t = r.b64url(40); return { text: `curl -x http://proxy.corp:3128 --proxy-header "Proxy-Authorization: Bearer ${t}" https://downloads.example.org/tool.tgz -O`, secrets: [t] }; },
    ],
  },
  {
    format: 'header-vendor-specific', source: 'https://docs.gitlab.com/api/rest/authentication/ ; https://learn.microsoft.com/en-us/azure/ai-services/openai/reference',
    cases: [
      (r) => { const t = r.hex(32); return { text: `curl https://acme-oai.openai.azure.com/openai/deployments/gpt4o/chat/completions?api-version=2024-10-21 \\\n  -H "Content-Type: application/json" \\\n  -H "api-key: ${t}" \\\n  -d '{"messages":[{"role":"user","content":"ping"}]}'`, secrets: [t] }; },
      (r) => { const t = r.hex(32); return { text: `Ocp-Apim-Subscription-Key: ${t}\nOcp-Apim-Trace: true`, secrets: [t] }; },
      (r) => { const t = `hvs.${r.alnum(24)}`; return { text: `curl -H "X-Vault-Token: ${t}" -H "X-Vault-Namespace: admin" https://vault.acme.io/v1/sys/health`, secrets: [t] }; },
    ],
  },
];

export const KEY_MATERIAL = [
  {
    format: 'pem-rsa-private-key', source: 'https://datatracker.ietf.org/doc/html/rfc7468',
    cases: [
      (r) => { const k = fakeRsaPem(r, 1024); return { text: `$ cat deploy/keys/jenkins.pem\n${k.pem}`, secrets: k.lines }; },
      (r) => { const k = fakeRsaPem(r, 1024, 'PRIVATE KEY'); return { text: `tls:\n  cert: /etc/ssl/api.crt\n  key: |\n${k.pem.trimEnd().split('\n').map((l) => '    ' + l).join('\n')}`, secrets: k.lines }; },
    ],
  },
  {
    format: 'pem-body-without-header', source: 'https://datatracker.ietf.org/doc/html/rfc7468 (tail of an armored key)',
    cases: [
      (r) => { const k = fakeRsaPem(r, 2048); const tail = k.lines.slice(-4); return { text: `$ tail -5 ~/.ssh/id_rsa\n${tail.join('\n')}\n-----END RSA PRIVATE KEY-----`, secrets: tail }; },
      (r) => { const k = fakeRsaPem(r, 2048); const mid = k.lines.slice(8, 13); return { text: `here's the part of the key file that got mangled when I pasted it into the vault UI:\n\n${mid.join('\n')}\n\nis there a missing line break?`, secrets: mid }; },
      (r) => { const k = opensshEd25519(r, 'ci@runner'); return { text: `$ sed -n '2,5p' ~/.ssh/id_ed25519\n${k.lines.slice(0, 4).join('\n')}`, secrets: k.lines.slice(0, 4) }; },
    ],
  },
  {
    format: 'openssh-private-key', source: 'https://github.com/openssh/openssh-portable/blob/master/PROTOCOL.key',
    cases: [
      (r) => { const k = opensshEd25519(r, 'mira@laptop'); return { text: `$ ssh-keygen -t ed25519 -N "" -f ./bastion_key -C mira@laptop >/dev/null && cat bastion_key\n${k.pem}`, secrets: k.lines }; },
      (r) => { const k = opensshEd25519(r, 'deploy@gha'); return { text: `- name: Setup SSH\n  run: |\n    mkdir -p ~/.ssh\n    cat > ~/.ssh/id_ed25519 <<'EOF'\n${k.pem.trimEnd().split('\n').map((l) => '    ' + l).join('\n')}\n    EOF\n    chmod 600 ~/.ssh/id_ed25519`, secrets: k.lines }; },
    ],
  },
  {
    format: 'ec-private-key', source: 'https://datatracker.ietf.org/doc/html/rfc5915',
    cases: [
      (r) => { const pem = p256Pem(r.bytes(32)); return { text: `$ openssl ecparam -name prime256v1 -genkey -noout | tee apns-signing.pem\n${pem}`, secrets: pemBody(pem) }; },
      (r) => { const pem = p256Pem(r.bytes(32), 'pkcs8'); return { text: `APPLE_PRIVATE_KEY="${pem.trimEnd().replace(/\n/g, '\\n')}"\nAPPLE_KEY_ID=${r.ualnum(10)}\nAPPLE_TEAM_ID=${r.ualnum(10)}`, secrets: pemBody(pem) }; },
    ],
  },
  {
    format: 'kubeconfig-client-key-data', source: 'https://kubernetes.io/docs/concepts/configuration/organize-cluster-access-kubeconfig/',
    cases: [
      (r) => { const kd = b64(p256Pem(r.bytes(32))); return { text: `users:\n- name: kind-dev\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUJrVENDQVRlZ0F3SUJBZ0lJ${r.b64(60)}\n    client-key-data: ${kd}`, secrets: [kd] }; },
      (r) => { const kd = b64(fakeRsaPem(r, 1024).pem); return { text: `$ kubectl config view --raw -o jsonpath='{.users[0].user.client-key-data}'\n${kd}`, secrets: [kd] }; },
    ],
  },
  {
    format: 'jwk-private-members', source: 'https://datatracker.ietf.org/doc/html/rfc7518#section-6.3.2',
    cases: [
      (r) => { const d = r.bytes(256).toString('base64url'), p = r.bytes(128).toString('base64url'), q = r.bytes(128).toString('base64url'); return { text: `{\n  "kty": "RSA",\n  "kid": "${r.uuid()}",\n  "use": "sig",\n  "alg": "RS256",\n  "n": "${r.bytes(256).toString('base64url')}",\n  "e": "AQAB",\n  "d": "${d}",\n  "p": "${p}",\n  "q": "${q}"\n}`, secrets: [d, p, q] }; },
      (r) => { const d = r.bytes(32).toString('base64url'); return { text: `JWT_SIGNING_JWK='{"kty":"EC","crv":"P-256","x":"${r.bytes(32).toString('base64url')}","y":"${r.bytes(32).toString('base64url')}","d":"${d}","kid":"2026-01"}'`, secrets: [d] }; },
    ],
  },
  {
    format: 'ethereum-private-key', source: 'https://hardhat.org/hardhat-runner/docs/config#json-rpc-based-networks',
    cases: [
      (r) => { const k = r.hex(64); return { text: `module.exports = {\n  solidity: "0.8.24",\n  networks: {\n    sepolia: {\n      url: "https://sepolia.infura.io/v3/${r.hex(32)}",\n      accounts: ["0x${k}"],\n    },\n  },\n};`, secrets: [k] }; },
      (r) => { const k = r.hex(64); return { text: `PRIVATE_KEY=0x${k}\nforge script script/Deploy.s.sol --rpc-url $RPC_URL --private-key $PRIVATE_KEY --broadcast`, secrets: [k] }; },
    ],
  },
  {
    format: 'bip39-mnemonic-12', source: 'https://github.com/bitcoin/bips/blob/master/bip-0039.mediawiki',
    cases: [
      (r) => { const m = bip39(r, 12); return { text: `MNEMONIC="${m}"\nnpx hardhat run scripts/fund.ts --network localhost`, secrets: [m] }; },
      (r) => { const m = bip39(r, 12); return { text: `test wallet for the faucet (testnet only!!): ${m}`, secrets: [m] }; },
    ],
  },
  {
    format: 'bip39-mnemonic-24', source: 'https://github.com/bitcoin/bips/blob/master/bip-0039.mediawiki',
    cases: [
      (r) => { const m = bip39(r, 24); const w = m.split(' '); const numbered = w.map((x, i) => `${String(i + 1).padStart(2)}. ${x}`).join('\n'); return { text: `Recovery phrase (write down, never share):\n${numbered}`, secrets: [numbered] }; },
      (r) => { const m = bip39(r, 24); return { text: `solana-keygen recover 'prompt://?key=0/0' -o recovered.json\n[recover] seed phrase: ${m}\n[recover] If this seed phrase has an associated passphrase, enter it now. Otherwise, press ENTER to continue:`, secrets: [m] }; },
    ],
  },
  {
    format: 'wireguard-private-key', source: 'https://www.wireguard.com/quickstart/#key-generation',
    cases: [
      (r) => { const k = clamp25519(r.bytes(32)); const priv = k.toString('base64'), pub = x25519Public(k).toString('base64'); return { text: `$ wg genkey | tee privatekey | wg pubkey > publickey\n$ cat privatekey publickey\n${priv}\n${pub}`, secrets: [priv] }; },
      (r) => { const k = clamp25519(r.bytes(32)); const priv = k.toString('base64'); const peer = x25519Public(clamp25519(r.bytes(32))).toString('base64'); const psk = r.bytes(32).toString('base64'); return { text: `# /etc/wireguard/wg0.conf\n[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = ${priv}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = ${peer}\nPresharedKey = ${psk}\nEndpoint = vpn.acme.io:51820\nAllowedIPs = 0.0.0.0/0`, secrets: [priv, psk] }; },
      (r) => { const k = clamp25519(r.bytes(32)); const priv = k.toString('base64'); return { text: `  wireguard:\n    image: lscr.io/linuxserver/wireguard\n    environment:\n      - WIREGUARD_PRIVATE_KEY=${priv}\n      - WIREGUARD_ADDRESSES=10.64.222.21/32\n      - VPN_SERVICE_PROVIDER=mullvad`, secrets: [priv] }; },
    ],
  },
  {
    format: 'age-secret-key', source: 'https://github.com/C2SP/C2SP/blob/main/age.md',
    cases: [
      (r) => { const k = clamp25519(r.bytes(32)); const sk = bech32('age-secret-key-', k).toUpperCase(); const pk = bech32('age', x25519Public(k)); return { text: `$ age-keygen -o key.txt && cat key.txt\n# created: 2026-01-14T10:22:31+01:00\n# public key: ${pk}\n${sk}`, secrets: [sk] }; },
      (r) => { const k = clamp25519(r.bytes(32)); const sk = bech32('age-secret-key-', k).toUpperCase(); return { text: `export SOPS_AGE_KEY=${sk}\nsops -d secrets/prod.enc.yaml | yq .database.password`, secrets: [sk] }; },
    ],
  },
  {
    format: 'pgp-private-key-block', source: 'https://datatracker.ietf.org/doc/html/rfc4880#section-6.2',
    cases: [
      (r) => { const b = pgp(r, 300); return { text: `$ gpg --export-secret-keys --armor release@acme.io\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${b.body.join('\n')}\n${b.crc}\n-----END PGP PRIVATE KEY BLOCK-----`, secrets: b.body }; },
      (r) => { const b = pgp(r, 200); return { text: `GPG_PRIVATE_KEY: |\n  -----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${b.body.map((l) => '  ' + l).join('\n')}\n  ${b.crc}\n  -----END PGP PRIVATE KEY BLOCK-----`, secrets: b.body }; },
    ],
  },
  {
    format: 'ssh-key-in-env-var', source: 'https://docs.gitlab.com/ci/jobs/ssh_keys/',
    cases: [
      (r) => { const k = opensshEd25519(r, 'gitlab-ci'); return { text: `SSH_PRIVATE_KEY="${k.pem.trimEnd().replace(/\n/g, '\\n')}"\nDEPLOY_HOST=web-03.acme.io`, secrets: k.lines }; },
      (r) => { const k = opensshEd25519(r, 'argo'); const one = b64(k.pem); return { text: `echo "$SSH_KEY_B64" | base64 -d > ~/.ssh/id_ed25519   # SSH_KEY_B64=${one}`, secrets: [one] }; },
    ],
  },
  {
    format: 'gcp-service-account-key', source: 'https://cloud.google.com/iam/docs/keys-create-delete',
    cases: [
      (r) => { const k = fakeRsaPem(r, 1024, 'PRIVATE KEY'); return { text: `{\n  "type": "service_account",\n  "project_id": "acme-analytics",\n  "private_key_id": "${r.hex(40)}",\n  "private_key": "${k.pem.replace(/\n/g, '\\n')}",\n  "client_email": "etl-runner@acme-analytics.iam.gserviceaccount.com",\n  "client_id": "${r.num(21)}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}`, secrets: k.lines }; },
      (r) => { const k = fakeRsaPem(r, 1024, 'PRIVATE KEY'); const blob = b64(JSON.stringify({ type: 'service_account', project_id: 'acme-web', private_key: k.pem })); return { text: `GOOGLE_CREDENTIALS_BASE64=${blob}`, secrets: [blob] }; },
    ],
  },
  {
    format: 'putty-ppk-private-lines', source: 'https://the.earth.li/~sgtatham/putty/0.81/htmldoc/AppendixC.html',
    cases: [
      (r) => { const priv = r.bytes(48).toString('base64'); return { text: `PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-20260112\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI${r.b64(43)}\n${r.b64(20)}\nPrivate-Lines: 1\n${priv}\nPrivate-MAC: ${r.hex(64)}`, secrets: [priv] }; },
      (r) => { const a = r.b64(64), bb = r.b64(64), c = r.b64(40); return { text: `PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: imported-openssh-key\nPublic-Lines: 6\n...\nPrivate-Lines: 3\n${a}\n${bb}\n${c}\nPrivate-MAC: ${r.hex(40)}`, secrets: [a, bb, c] }; },
    ],
  },
  {
    format: 'solana-keypair-json', source: 'https://docs.solanalabs.com/cli/wallets/file-system',
    cases: [
      (r) => { const arr = `[${[...r.bytes(64)].join(',')}]`; return { text: `$ cat ~/.config/solana/id.json\n${arr}`, secrets: [arr] }; },
      (r) => { const arr = `[${[...r.bytes(64)].join(',')}]`; return { text: `ANCHOR_WALLET_JSON='${arr}'`, secrets: [arr] }; },
    ],
  },
];

// ASCII-armored OpenPGP secret key packet body (shape only) + CRC-24 line.
function pgp(r, n) {
  const head = Buffer.from([0x95, 0x03, 0x98, 0x04]);
  const bytes = Buffer.concat([head, r.bytes(4), Buffer.from([0x01, 0x0c, 0x00]), r.bytes(n)]);
  const crc = crc24(bytes);
  return { body: wrap(bytes.toString('base64'), 64), crc: '=' + Buffer.from([crc >> 16, (crc >> 8) & 255, crc & 255]).toString('base64') };
}

