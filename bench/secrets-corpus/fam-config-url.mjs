// Families `config-file` (passwords and tokens in config files of many tools)
// and `url-userinfo` (connection strings / URLs carrying credentials).
import { b64 } from './lib.mjs';

// A "strong-ish" generated password with a few symbols that are safe in most files.
export const pw = (r, n = 14, syms = '!#%+-_.') => {
  const rest = r.shuffle([...(r.alnum(n - 3) + r.str(syms, 1) + r.digits(1))]).join('');
  return r.alpha(1) + rest;
};

export const CONFIG_FILE = [
  {
    format: 'maven-settings-password', source: 'https://maven.apache.org/settings.html#servers',
    cases: [
      (r) => { const p = pw(r); return { text: `<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>deployment</username>\n      <password>${p}</password>\n    </server>\n  </servers>\n</settings>`, secrets: [p] }; },
      (r) => { const p = pw(r, 18); return { text: `$ cat ~/.m2/settings.xml | grep -A3 '<id>github</id>'\n      <id>github</id>\n      <username>acme-ci</username>\n      <password>${p}</password>\n    </server>`, secrets: [p] }; },
    ],
  },
  {
    format: 'nuget-cleartext-password', source: 'https://learn.microsoft.com/en-us/nuget/reference/nuget-config-file#packagesourcecredentials',
    cases: [
      (r) => { const p = pw(r, 16); return { text: `<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <packageSources>\n    <add key="acme" value="https://pkgs.acme.io/nuget/v3/index.json" />\n  </packageSources>\n  <packageSourceCredentials>\n    <acme>\n      <add key="Username" value="build-agent" />\n      <add key="ClearTextPassword" value="${p}" />\n    </acme>\n  </packageSourceCredentials>\n</configuration>`, secrets: [p] }; },
      (r) => { const p = r.alnum(52).toLowerCase(); return { text: `dotnet nuget add source https://pkgs.dev.azure.com/acme/_packaging/internal/nuget/v3/index.json -n internal -u az -p ${p} --store-password-in-clear-text`, secrets: [p] }; },
    ],
  },
  {
    format: 'php-define-password', source: 'https://developer.wordpress.org/advanced-administration/wordpress/wp-config/',
    cases: [
      (r) => { const p = pw(r, 16); return { text: `/** Database username */\ndefine( 'DB_USER', 'wp_shop' );\n\n/** Database password */\ndefine( 'DB_PASSWORD', '${p}' );\n\n/** Database hostname */\ndefine( 'DB_HOST', 'localhost' );`, secrets: [p] }; },
      (r) => { const k = r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#%^&*()-_[]{}<>~+=,.;:/?|', 64); return { text: `define('AUTH_KEY',         '${k}');\ndefine('SECURE_AUTH_KEY',  'put your unique phrase here');`, secrets: [k] }; },
      (r) => { const p = pw(r, 12); return { text: `<?php\ndefine("SMTP_HOST", "smtp.office365.com");\ndefine("SMTP_USER", "noreply@acme.de");\ndefine("SMTP_PASS", "${p}");`, secrets: [p] }; },
    ],
  },
  {
    format: 'yaml-block-scalar-password', source: 'https://yaml.org/spec/1.2.2/#812-literal-style',
    cases: [
      (r) => { const p = pw(r, 20); return { text: `ldap:\n  url: ldaps://ldap.corp.acme.io:636\n  bind_dn: cn=svc-gitea,ou=services,dc=acme,dc=io\n  bind_password: |\n    ${p}\n  user_search_base: ou=people,dc=acme,dc=io`, secrets: [p] }; },
      (r) => { const p = pw(r, 24); return { text: `smtp:\n  user: alerts@acme.io\n  password: >-\n    ${p}\n  port: 587`, secrets: [p] }; },
    ],
  },
  {
    format: 'yaml-plain-password', source: 'https://yaml.org/spec/1.2.2/',
    cases: [
      (r) => { const p = pw(r); return { text: `database:\n  host: db-primary.internal\n  port: 5432\n  user: orders_rw\n  password: ${p}\n  pool: 20`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `# config/database.yml\nproduction:\n  <<: *default\n  database: shop_production\n  username: shop\n  password: "${p}"`, secrets: [p] }; },
      (r) => { const p = pw(r, 16); return { text: `mqtt:\n  broker: tcp://10.0.0.5:1883\n  client_id: zigbee2mqtt\n  user: z2m\n  pass: '${p}'`, secrets: [p] }; },
    ],
  },
  {
    format: 'toml-password', source: 'https://toml.io/en/v1.0.0',
    cases: [
      (r) => { const p = pw(r); return { text: `[database]\nurl = "postgres://db.internal:5432/telemetry"\nusername = "telemetry"\npassword = "${p}"\n\n[server]\nbind = "0.0.0.0:8080"`, secrets: [p] }; },
      (r) => { const t = pw(r, 32); return { text: `# .streamlit/secrets.toml\n[connections.snowflake]\naccount = "acme-xy12345"\nuser = "STREAMLIT_APP"\npassword = '${t}'\nwarehouse = "COMPUTE_WH"`, secrets: [t] }; },
    ],
  },
  {
    format: 'ini-password', source: 'https://en.wikipedia.org/wiki/INI_file',
    cases: [
      (r) => { const p = pw(r); return { text: `; /etc/odoo/odoo.conf\n[options]\nadmin_passwd = ${p}\ndb_host = localhost\ndb_user = odoo\ndb_password = False`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `[mail]\nsmtp_server=mail.acme.io\nsmtp_port=465\nsmtp_login=reports\nsmtp_password=${p}`, secrets: [p] }; },
    ],
  },
  {
    format: 'dotenv-password', source: 'https://github.com/motdotla/dotenv#usage',
    cases: [
      (r) => { const p = pw(r), s = r.b64(32); return { text: `APP_ENV=production\nDB_HOST=127.0.0.1\nDB_DATABASE=crm\nDB_USERNAME=crm\nDB_PASSWORD=${p}\nAPP_KEY=base64:${s}`, secrets: [p, s] }; },
      (r) => { const p = pw(r, 10); return { text: `POSTGRES_USER=metabase\nPOSTGRES_PASSWORD="${p}"\nMB_DB_TYPE=postgres`, secrets: [p] }; },
      (r) => { const p = pw(r, 18); return { text: `export REDIS_PASSWORD='${p}'\nexport REDIS_HOST=cache.internal`, secrets: [p] }; },
    ],
  },
  {
    format: 'java-properties-password', source: 'https://docs.oracle.com/javase/8/docs/api/java/util/Properties.html#load-java.io.Reader-',
    cases: [
      (r) => { const p = pw(r); return { text: `# hibernate.properties\nhibernate.connection.url=jdbc:mysql://db:3306/inventory\nhibernate.connection.username=inventory\nhibernate.connection.password=${p}`, secrets: [p] }; },
      (r) => { const p = pw(r, 16); return { text: `mail.smtp.host=smtp.gmail.com\nmail.smtp.port=587\nmail.smtp.user=jira@acme.io\nmail.smtp.password = ${p}`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `ssl.keystore.location=/etc/kafka/secrets/kafka.keystore.jks\nssl.keystore.password=${p}\nssl.key.password=${p}`, secrets: [p] }; },
    ],
  },
  {
    format: 'pgpass-line', source: 'https://www.postgresql.org/docs/current/libpq-pgpass.html',
    cases: [
      (r) => { const p = pw(r); return { text: `$ cat ~/.pgpass\ndb-primary.internal:5432:*:replicator:${p}\nlocalhost:5432:dev:dev:dev`, secrets: [p] }; },
      (r) => { const p = pw(r, 16, '!#%+_.'); return { text: `echo "analytics.cluster-ro.eu-west-1.rds.amazonaws.com:5432:warehouse:looker:${p}" >> ~/.pgpass && chmod 600 ~/.pgpass`, secrets: [p] }; },
    ],
  },
  {
    format: 'netrc-password', source: 'https://everything.curl.dev/usingcurl/netrc.html',
    cases: [
      (r) => { const p = pw(r); return { text: `machine ftp.partner-edi.com\nlogin acme_upload\npassword ${p}`, secrets: [p] }; },
      (r) => { const p = r.alnum(40), g = `ghp_${r.alnum(36)}`; return { text: `# ~/.netrc\nmachine urs.earthdata.nasa.gov login jmeyer password ${p}\nmachine api.github.com login jmeyer password ${g}`, secrets: [p, g] }; },
    ],
  },
  {
    format: 'wpa-supplicant-psk', source: 'https://w1.fi/cgit/hostap/plain/wpa_supplicant/wpa_supplicant.conf',
    cases: [
      (r) => { const p = pw(r, 14); return { text: `network={\n    ssid="AcmeOffice-5G"\n    psk="${p}"\n    key_mgmt=WPA-PSK\n}`, secrets: [p] }; },
      (r) => { const h = r.hex(64); return { text: `$ wpa_passphrase HomeNet\nnetwork={\n\tssid="HomeNet"\n\t#psk="<typed>"\n\tpsk=${h}\n}`, secrets: [h] }; },
    ],
  },
  {
    format: 'k8s-secret-data', source: 'https://kubernetes.io/docs/concepts/configuration/secret/',
    cases: [
      (r) => { const p = pw(r), e = b64(p); return { text: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: postgres-credentials\ntype: Opaque\ndata:\n  username: ${b64('app')}\n  password: ${e}`, secrets: [e], plain: [p] }; },
      (r) => { const t = r.alnum(32), e = b64(t); return { text: `$ kubectl get secret api-keys -o yaml\napiVersion: v1\ndata:\n  STRIPE_KEY: ${e}\nkind: Secret\nmetadata:\n  creationTimestamp: "2026-01-07T08:12:44Z"\n  name: api-keys\n  namespace: billing`, secrets: [e], plain: [t] }; },
      (r) => { const p = pw(r, 20); return { text: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: grafana-admin\nstringData:\n  admin-user: admin\n  admin-password: ${p}`, secrets: [p] }; },
    ],
  },
  {
    format: 'docker-config-auth', source: 'https://docs.docker.com/reference/cli/docker/login/#credential-stores',
    cases: [
      (r) => { const p = pw(r, 16), a = b64(`acmebot:${p}`); return { text: `$ cat ~/.docker/config.json\n{\n\t"auths": {\n\t\t"registry.acme.io": {\n\t\t\t"auth": "${a}"\n\t\t}\n\t}\n}`, secrets: [a], plain: [`acmebot:${p}`] }; },
      (r) => { const t = `glpat-${r.b64url(20)}`, a = b64(`gitlab-ci-token:${t}`), d = b64(JSON.stringify({ auths: { 'registry.gitlab.com': { auth: a } } })); return { text: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: regcred\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: ${d}`, secrets: [d], plain: [t] }; },
    ],
  },
  {
    format: 'npmrc-authtoken', source: 'https://docs.npmjs.com/cli/v10/configuring-npm/npmrc#auth-related-configuration',
    cases: [
      (r) => { const t = `npm_${r.alnum(36)}`; return { text: `$ cat .npmrc\n@acme:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${t}`, secrets: [t] }; },
      (r) => { const t = r.b64(64); return { text: `//acme.jfrog.io/artifactory/api/npm/npm-virtual/:_auth=${t}\n//acme.jfrog.io/artifactory/api/npm/npm-virtual/:always-auth=true`, secrets: [t] }; },
      (r) => { const p = pw(r), e = b64(p); return { text: `registry=https://nexus.acme.io/repository/npm-group/\n//nexus.acme.io/repository/npm-group/:username=builder\n//nexus.acme.io/repository/npm-group/:_password=${e}`, secrets: [e], plain: [p] }; },
    ],
  },
  {
    format: 'pip-conf-index-url', source: 'https://pip.pypa.io/en/stable/topics/configuration/',
    cases: [
      (r) => { const p = pw(r, 16, '_-.'); return { text: `# ~/.config/pip/pip.conf\n[global]\nindex-url = https://pypi-reader:${p}@pypi.acme.io/simple/\ntrusted-host = pypi.acme.io`, secrets: [p] }; },
      (r) => { const t = r.alnum(52).toLowerCase(); return { text: `[global]\nextra-index-url = https://build:${t}@pkgs.dev.azure.com/acme/_packaging/ml/pypi/simple/`, secrets: [t] }; },
    ],
  },
  {
    format: 'spring-datasource-password', source: 'https://docs.spring.io/spring-boot/appendix/application-properties/index.html#appendix.application-properties.data',
    cases: [
      (r) => { const p = pw(r); return { text: `spring:\n  datasource:\n    url: jdbc:postgresql://pg.internal:5432/claims\n    username: claims_app\n    password: ${p}\n  jpa:\n    hibernate:\n      ddl-auto: validate`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `spring.datasource.url=jdbc:mysql://localhost:3306/petclinic\nspring.datasource.username=petclinic\nspring.datasource.password=${p}\nspring.rabbitmq.password=${p}`, secrets: [p] }; },
    ],
  },
  {
    format: 'terraform-tfvars', source: 'https://developer.hashicorp.com/terraform/language/values/variables#variable-definitions-tfvars-files',
    cases: [
      (r) => { const p = pw(r, 20); return { text: `# prod.auto.tfvars\nregion              = "eu-central-1"\ndb_instance_class   = "db.r6g.large"\ndb_master_password  = "${p}"\nallowed_cidrs       = ["10.20.0.0/16"]`, secrets: [p] }; },
      (r) => { const a = r.hex(32), t = r.hex(40); return { text: `datadog_api_key = "${a}"\ndatadog_app_key = "${t}"`, secrets: [a, t] }; },
    ],
  },
  {
    format: 'ansible-vars-password', source: 'https://docs.ansible.com/ansible/latest/reference_appendices/special_variables.html#connection-variables',
    cases: [
      (r) => { const p = pw(r); return { text: `# inventory/group_vars/windows.yml\nansible_user: Administrator\nansible_password: ${p}\nansible_connection: winrm\nansible_winrm_server_cert_validation: ignore`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `[dbservers]\ndb1.acme.lan ansible_host=10.1.2.10 ansible_user=deploy ansible_become_pass=${p}`, secrets: [p] }; },
    ],
  },
  {
    format: 'docker-compose-environment', source: 'https://docs.docker.com/compose/how-tos/environment-variables/set-environment-variables/',
    cases: [
      (r) => { const p = pw(r), q = pw(r, 12); return { text: `services:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: ${p}\n      MARIADB_DATABASE: nextcloud\n      MARIADB_USER: nextcloud\n      MARIADB_PASSWORD: ${q}`, secrets: [p, q] }; },
      (r) => { const p = pw(r, 16); return { text: `  minio:\n    image: quay.io/minio/minio\n    command: server /data --console-address ":9001"\n    environment:\n      - MINIO_ROOT_USER=admin\n      - MINIO_ROOT_PASSWORD=${p}`, secrets: [p] }; },
    ],
  },
  {
    format: 'github-actions-env', source: 'https://docs.github.com/en/actions/writing-workflows/choosing-what-your-workflow-does/store-information-in-variables',
    cases: [
      (r) => { const p = pw(r); return { text: `jobs:\n  integration:\n    runs-on: ubuntu-latest\n    env:\n      PGPASSWORD: ${p}\n      DATABASE_URL: postgres://ci@localhost:5432/ci\n    services:\n      postgres:\n        image: postgres:16`, secrets: [p] }; },
      (r) => { const t = r.hex(40); return { text: `      - name: Upload coverage\n        run: bash <(curl -s https://codecov.io/bash)\n        env:\n          CODECOV_TOKEN: ${t}`, secrets: [t] }; },
    ],
  },
  {
    format: 'rclone-conf', source: 'https://rclone.org/docs/#config-config-file',
    cases: [
      (r) => { const k = r.b64(40); return { text: `[wasabi]\ntype = s3\nprovider = Wasabi\naccess_key_id = ${r.ualnum(20)}\nsecret_access_key = ${k}\nendpoint = s3.eu-central-1.wasabisys.com`, secrets: [k] }; },
      (r) => { const o = r.b64url(44); return { text: `[nas-sftp]\ntype = sftp\nhost = 192.168.1.20\nuser = backup\npass = ${o}\nshell_type = unix`, secrets: [o] }; },
    ],
  },
  {
    format: 's3cfg-keys', source: 'https://s3tools.org/kb/item14.htm',
    cases: [
      (r) => { const a = 'AKIA' + r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16), s = r.b64(40); return { text: `[default]\naccess_key = ${a}\nsecret_key = ${s}\nhost_base = s3.amazonaws.com\nhost_bucket = %(bucket)s.s3.amazonaws.com\nuse_https = True`, secrets: [a, s] }; },
      (r) => { const s = r.b64(40); return { text: `# ~/.s3cfg for DigitalOcean Spaces\naccess_key = DO00${r.ualnum(16)}\nsecret_key = ${s}\nhost_base = fra1.digitaloceanspaces.com`, secrets: [s] }; },
    ],
  },
  {
    format: 'boto-config', source: 'https://boto3.amazonaws.com/v1/documentation/api/latest/guide/configuration.html#configuration-files',
    cases: [
      (r) => { const id = `AKIA${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`, s = r.b64(40); return { text: `# ~/.boto\n[Credentials]\naws_access_key_id = ${id}\naws_secret_access_key = ${s}\n\n[Boto]\nhttps_validate_certificates = True`, secrets: [id, s] }; },
      (r) => { const s = r.b64(40); return { text: `[Credentials]\ngs_access_key_id = GOOG1E${r.ualnum(55)}\ngs_secret_access_key = ${s}`, secrets: [s] }; },
    ],
  },
  {
    format: 'redis-requirepass', source: 'https://redis.io/docs/latest/operate/oss_and_stack/management/config-file/',
    cases: [
      (r) => { const p = pw(r, 24); return { text: `# /etc/redis/redis.conf\nbind 127.0.0.1 -::1\nprotected-mode yes\nport 6379\nrequirepass ${p}\nmaxmemory 2gb`, secrets: [p] }; },
      (r) => { const p = pw(r, 16); return { text: `replicaof 10.0.3.11 6379\nmasterauth ${p}\nuser default on >${p} ~* +@all`, secrets: [p] }; },
    ],
  },
  {
    format: 'mysql-my-cnf', source: 'https://dev.mysql.com/doc/refman/8.4/en/option-files.html',
    cases: [
      (r) => { const p = pw(r); return { text: `# ~/.my.cnf\n[client]\nuser=backup\npassword="${p}"\nhost=mysql-replica.internal`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `[mysqldump]\nuser = root\npassword = ${p}\nsingle-transaction`, secrets: [p] }; },
    ],
  },
  {
    format: 'git-credentials-file', source: 'https://git-scm.com/docs/git-credential-store#_storage_format',
    cases: [
      (r) => { const t = r.alnum(40), g = `glpat-${r.b64url(20)}`; return { text: `$ cat ~/.git-credentials\nhttps://ci-bot:${t}@git.acme.io\nhttps://oauth2:${g}@gitlab.com`, secrets: [t, g] }; },
      (r) => { const p = pw(r, 14, '_-.'); return { text: `git config --global credential.helper store\nprintf 'https://jorge:${p}@gitea.home.lan\\n' > ~/.git-credentials`, secrets: [p] }; },
    ],
  },
];

// Passwords that contain characters with URL meaning, unencoded (as people paste them).
const uglyPw = (r) => {
  const parts = [r.alnum(3), r.pick(['@', '/', ':', '#', '@', '/']), r.alnum(4), r.pick(['@', '#', '/', '!', ':']), r.alnum(3) + r.digits(1)];
  return parts.join('');
};

export const URL_USERINFO = [
  {
    format: 'postgres-url-special-chars', source: 'https://www.postgresql.org/docs/current/libpq-connect.html#LIBPQ-CONNSTRING-URIS',
    cases: [
      (r) => ({ text: 'DATABASE_URL=postgres://app:p@ss/w0rd@db.internal:5432/app', secrets: ['p@ss/w0rd'] }),
      (r) => { const p = uglyPw(r); return { text: `psql "postgresql://reporting:${p}@pg-ro.acme.io:5432/warehouse?sslmode=require" -c '\\dt'`, secrets: [p] }; },
      (r) => { const p = uglyPw(r); return { text: `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "db" (10.0.0.7), port 5432 failed: FATAL:  password authentication failed for user "etl"\n(Background on this error at: https://sqlalche.me/e/20/e3q8)\nengine url: postgresql+psycopg2://etl:${p}@db:5432/etl`, secrets: [p] }; },
    ],
  },
  {
    format: 'mysql-url', source: 'https://dev.mysql.com/doc/refman/8.4/en/connecting-using-uri-or-key-value-pairs.html',
    cases: [
      (r) => { const p = pw(r); return { text: `mysqlsh --uri "root:${p}@mysql-0.mysql.db.svc:3306" --sql -e "SHOW DATABASES"`, secrets: [p] }; },
      (r) => { const p = pw(r, 16, '_-'); return { text: `DATABASE_URL="mysql2://rails:${p}@127.0.0.1/shop_dev?encoding=utf8mb4"`, secrets: [p] }; },
    ],
  },
  {
    format: 'mongodb-srv-url', source: 'https://www.mongodb.com/docs/manual/reference/connection-string/',
    cases: [
      (r) => { const p = r.alnum(16); return { text: `mongosh "mongodb+srv://cluster0.${r.lalnum(5)}.mongodb.net/" --apiVersion 1 --username analytics\n# or in code:\nMONGO_URI=mongodb+srv://analytics:${p}@cluster0.${r.lalnum(5)}.mongodb.net/prod?retryWrites=true&w=majority`, secrets: [p] }; },
      (r) => { const p = pw(r, 14, '_-'); return { text: `const client = new MongoClient("mongodb://admin:${p}@mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0&authSource=admin");`, secrets: [p] }; },
    ],
  },
  {
    format: 'amqp-url', source: 'https://www.rabbitmq.com/docs/uri-spec',
    cases: [
      (r) => { const p = pw(r, 16, '_-'); return { text: `CELERY_BROKER_URL=amqp://worker:${p}@rabbitmq.internal:5672/prod`, secrets: [p] }; },
      (r) => { const p = r.b64url(32); return { text: `conn, err := amqp.Dial("amqps://${r.lower(8)}:${p}@moose.rmq.cloudamqp.com/${r.lower(8)}")`, secrets: [p] }; },
    ],
  },
  {
    format: 'redis-url', source: 'https://www.iana.org/assignments/uri-schemes/prov/redis',
    cases: [
      (r) => { const p = r.alnum(32); return { text: `REDIS_URL=rediss://default:${p}@eu2-brave-lynx-3391${r.digits(2)}.upstash.io:6379`, secrets: [p] }; },
      (r) => { const p = pw(r, 20); return { text: `redis-cli -u 'redis://:${p}@10.0.4.17:6379/2' INFO keyspace`, secrets: [p] }; },
    ],
  },
  {
    format: 'ftp-url', source: 'https://datatracker.ietf.org/doc/html/rfc1738#section-3.2',
    cases: [
      (r) => { const p = pw(r, 12); return { text: `wget -r -np ftp://edi_acme:${p}@ftp.logistics-partner.de/outbound/2026-02/`, secrets: [p] }; },
      (r) => { const p = pw(r, 12, '_.'); return { text: `lftp -e "mirror -R ./public_html /www; quit" sftp://site123:${p}@ssh.strato.de`, secrets: [p] }; },
    ],
  },
  {
    format: 'https-userinfo', source: 'https://datatracker.ietf.org/doc/html/rfc3986#section-3.2.1',
    cases: [
      (r) => { const p = pw(r, 16, '_-.'); return { text: `[remote "origin"]\n\turl = https://alice:${p}@git.acme.io/platform/helm-charts.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*`, secrets: [p] }; },
      (r) => { const p = r.alnum(24); return { text: `curl -s https://admin:${p}@es.logs.acme.io:9200/_cluster/health?pretty`, secrets: [p] }; },
      (r) => { const p = pw(r, 14, '_-'); return { text: `Downloading https://jenkins:${p}@repo.acme.io/releases/tool-3.2.1.tgz ... 403 Forbidden`, secrets: [p] }; },
    ],
  },
  {
    format: 'jdbc-password-param', source: 'https://jdbc.postgresql.org/documentation/use/#connection-parameters',
    cases: [
      (r) => { const p = pw(r); return { text: `jdbc:postgresql://pg.internal:5432/claims?user=claims_app&password=${p}&ssl=true`, secrets: [p] }; },
      (r) => { const p = pw(r, 16, '!#_'); return { text: `jdbc:sqlserver://sql01.corp.acme.com:1433;databaseName=HR;user=hr_reader;password=${p};encrypt=true;trustServerCertificate=false`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `liquibase --url="jdbc:oracle:thin:@//ora-prd:1521/ORCLPDB1" --username=APP_OWNER --password=${p} update`, secrets: [p] }; },
    ],
  },
  {
    format: 'odbc-connection-string', source: 'https://learn.microsoft.com/en-us/sql/connect/odbc/dsn-connection-string-attribute',
    cases: [
      (r) => { const p = pw(r, 14, '!#%_'); return { text: `conn = pyodbc.connect("DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql01.corp.acme.com;DATABASE=Sales;UID=etl_user;PWD=${p};Encrypt=yes")`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `[warehouse]\nDriver=PostgreSQL Unicode\nServername=dwh.acme.io\nDatabase=dwh\nUsername=tableau\nPassword=${p}\nPort=5432`, secrets: [p] }; },
    ],
  },
  {
    format: 'mssql-ado-connection-string', source: 'https://learn.microsoft.com/en-us/dotnet/api/system.data.sqlclient.sqlconnection.connectionstring',
    cases: [
      (r) => { const p = pw(r, 16, '!#_'); return { text: `"ConnectionStrings": {\n  "Default": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=orders;User ID=orders_app;Password=${p};Encrypt=True;"\n}`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `<connectionStrings>\n  <add name="Legacy" connectionString="Data Source=SQL2016\\INST1;Initial Catalog=Payroll;User Id=payroll;Pwd=${p};" providerName="System.Data.SqlClient" />\n</connectionStrings>`, secrets: [p] }; },
    ],
  },
  {
    format: 'smtp-url', source: 'https://docs.djangoproject.com/en/5.1/topics/email/ ; https://github.com/joke2k/django-environ',
    cases: [
      (r) => { const p = pw(r, 16, '_-'); return { text: `EMAIL_URL=smtp+tls://notifications@acme.io:${p}@smtp.gmail.com:587`, secrets: [p] }; },
      (r) => { const id = `AKIA${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`, p = r.b64(44); return { text: `MAILER_DSN=ses+smtp://${id}:${p}@email-smtp.eu-west-1.amazonaws.com:587`, secrets: [id, p] }; },
    ],
  },
];
