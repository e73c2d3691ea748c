// Families `cli-flag` (passwords given as command-line flags/arguments, one
// format per tool) and `source-literal` (credentials hardcoded in source code).
import { pw } from './fam-config-url.mjs';

const human = (r) => r.pick(['Winter', 'Falcon', 'Rocket', 'Maple', 'Tiger', 'Harbor', 'Nimbus', 'Copper']) + r.pick(['!', '#', '@', '$']) + r.range(2019, 2027);

export const CLI_FLAG = [
  {
    format: 'cli-mongosh-password', source: 'https://www.mongodb.com/docs/mongodb-shell/reference/options/',
    cases: [
      (r) => { const p = pw(r); return { text: `mongosh --host mongo-0.mongo.svc --port 27017 -u admin -p '${p}' --authenticationDatabase admin`, secrets: [p] }; },
      (r) => { const p = pw(r, 12, '_-'); return { text: `mongodump --uri="mongodb://backup@mongo.internal:27017" --password ${p} --gzip --archive=/backups/$(date +%F).gz`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-redis-cli-auth', source: 'https://redis.io/docs/latest/develop/tools/cli/',
    cases: [
      (r) => { const p = pw(r, 20); return { text: `$ redis-cli -h 10.0.4.17 -p 6379 -a ${p} --no-auth-warning KEYS 'session:*' | head`, secrets: [p] }; },
      (r) => { const p = pw(r, 16); return { text: `kubectl exec -it redis-master-0 -- redis-cli -a "${p}" CONFIG GET maxmemory`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-docker-login-password', source: 'https://docs.docker.com/reference/cli/docker/login/',
    cases: [
      (r) => { const p = pw(r); return { text: `$ docker login registry.acme.io -u ci-robot -p ${p}\nWARNING! Using --password via the CLI is insecure. Use --password-stdin.\nLogin Succeeded`, secrets: [p] }; },
      (r) => { const p = r.alnum(32); return { text: `podman login --username robot\\$builder --password ${p} quay.io`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-htpasswd-batch', source: 'https://httpd.apache.org/docs/2.4/programs/htpasswd.html',
    cases: [
      (r) => { const p = human(r); return { text: `sudo htpasswd -bc /etc/nginx/.htpasswd grafana '${p}'`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `htpasswd -nbB admin ${p}\nadmin:$2y$05$${r.b64(53).replace(/\+/g, '.')}`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-ldapsearch-bind-password', source: 'https://www.openldap.org/software/man.cgi?query=ldapsearch',
    cases: [
      (r) => { const p = pw(r); return { text: `ldapsearch -x -H ldaps://dc01.corp.acme.com -D "CN=svc-jira,OU=Service,DC=corp,DC=acme,DC=com" -w '${p}' -b "DC=corp,DC=acme,DC=com" "(sAMAccountName=jdoe)" memberOf`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `ldapmodify -x -D cn=admin,dc=home,dc=lan -w ${p} -f add-user.ldif`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-sqlcmd-password', source: 'https://learn.microsoft.com/en-us/sql/tools/sqlcmd/sqlcmd-utility',
    cases: [
      (r) => { const p = pw(r, 16, '!#_'); return { text: `sqlcmd -S tcp:sql01.corp.acme.com,1433 -U sa -P "${p}" -Q "SELECT name FROM sys.databases"`, secrets: [p] }; },
      (r) => { const p = `${human(r)}x`; return { text: `docker exec -it mssql /opt/mssql-tools18/bin/sqlcmd -S localhost -U SA -P '${p}' -C`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-keytool-storepass', source: 'https://docs.oracle.com/en/java/javase/21/docs/specs/man/keytool.html',
    cases: [
      (r) => { const p = pw(r, 12); return { text: `keytool -genkeypair -alias upload -keyalg RSA -keysize 2048 -validity 10000 \\\n  -keystore upload-keystore.jks -storepass ${p} -keypass ${p} \\\n  -dname "CN=Acme Mobile, O=Acme GmbH, C=DE"`, secrets: [p] }; },
      (r) => { const p = human(r); return { text: `keytool -importcert -noprompt -alias corp-root -file corp-root.crt -keystore $JAVA_HOME/lib/security/cacerts -storepass "${p}"`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-openssl-pass', source: 'https://docs.openssl.org/3.0/man1/openssl-passphrase-options/',
    cases: [
      (r) => { const p = pw(r); return { text: `openssl pkcs12 -export -in tls.crt -inkey tls.key -out tls.p12 -name api -passout pass:${p}`, secrets: [p] }; },
      (r) => { const p = human(r); return { text: `openssl enc -aes-256-cbc -pbkdf2 -salt -in db.dump -out db.dump.enc -pass pass:'${p}'`, secrets: [p] }; },
      (r) => { const p = pw(r, 10); return { text: `openssl rsa -in encrypted.key -passin pass:${p} -out server.key`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-zip-password', source: 'https://linux.die.net/man/1/zip',
    cases: [
      (r) => { const p = human(r); return { text: `zip -r -P '${p}' export-2026-02.zip ./export/`, secrets: [p] }; },
      (r) => { const p = pw(r, 10); return { text: `unzip -P ${p} customer-logs.zip -d /tmp/logs`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-smbclient-user-percent', source: 'https://www.samba.org/samba/docs/current/man-html/smbclient.1.html',
    cases: [
      (r) => { const p = pw(r, 12, '!#_'); return { text: `smbclient //fileserver/finance -U 'CORP\\jmueller%${p}' -c 'ls Reports/2026'`, secrets: [p] }; },
      (r) => { const p = pw(r, 14); return { text: `sudo mount -t cifs //nas.local/backup /mnt/backup -o username=backup,password=${p},vers=3.0`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-net-user', source: 'https://learn.microsoft.com/en-us/previous-versions/windows/it-pro/windows-server-2012-r2-and-2012/cc771865(v=ws.11)',
    cases: [
      (r) => { const p = human(r); return { text: `C:\\> net user svc_backup ${p} /add /passwordchg:no\nThe command completed successfully.\nC:\\> net localgroup "Backup Operators" svc_backup /add`, secrets: [p] }; },
      (r) => { const p = pw(r, 12, '!#_'); return { text: `net use \\\\fs01\\deploy /user:CORP\\deployer ${p} /persistent:no`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-cmdkey-pass', source: 'https://learn.microsoft.com/en-us/windows-server/administration/windows-commands/cmdkey',
    cases: [
      (r) => { const p = pw(r, 14, '!#_'); return { text: `cmdkey /generic:TERMSRV/jump01.corp.acme.com /user:CORP\\adm-lkoch /pass:${p}\nmstsc /v:jump01.corp.acme.com`, secrets: [p] }; },
      (r) => { const p = human(r); return { text: `cmdkey /add:nas01 /user:nas01\\admin /pass:"${p}"`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-sudo-stdin-echo', source: 'https://www.sudo.ws/docs/man/sudo.man/#S',
    cases: [
      (r) => { const p = human(r); return { text: `echo '${p}' | sudo -S systemctl restart nginx`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `ssh deploy@web-02 "echo ${p} | sudo -S -p '' apt-get -y upgrade"`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-ssh-keygen-passphrase', source: 'https://man.openbsd.org/ssh-keygen',
    cases: [
      (r) => { const p = `${r.pick(['correct', 'purple', 'silent', 'frozen'])}-${r.pick(['horse', 'lamp', 'river', 'comet'])}-${r.pick(['battery', 'staple', 'orbit', 'quartz'])}-${r.range(10, 99)}`; return { text: `ssh-keygen -t ed25519 -a 100 -N '${p}' -C "release-signing" -f ~/.ssh/release_ed25519`, secrets: [p] }; },
      (r) => { const o = human(r), n = pw(r, 16); return { text: `ssh-keygen -p -f ~/.ssh/id_rsa -P '${o}' -N '${n}'`, secrets: [o, n] }; },
    ],
  },
  {
    format: 'cli-nmcli-wifi-password', source: 'https://networkmanager.dev/docs/api/latest/nmcli.html',
    cases: [
      (r) => { const p = human(r).toLowerCase() + 'wlan'; return { text: `nmcli device wifi connect "Cafe Lumen Guest" password ${p}`, secrets: [p] }; },
      (r) => { const p = pw(r, 16); return { text: `nmcli con add type wifi ifname wlan0 con-name office ssid ACME-CORP -- wifi-sec.key-mgmt wpa-psk wifi-sec.psk "${p}"`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-mysql-attached-password', source: 'https://dev.mysql.com/doc/refman/8.4/en/connecting.html',
    cases: [
      (r) => { const p = pw(r, 14, '_-'); return { text: `mysql -h 127.0.0.1 -P 3306 -u root -p${p} -e "SHOW PROCESSLIST"`, secrets: [p] }; },
      (r) => { const p = pw(r, 12, '_'); return { text: `mysqldump -uroot -p${p} --single-transaction --routines shop | gzip > shop.sql.gz`, secrets: [p] }; },
      (r) => { const p = pw(r, 16); return { text: `mysql --user=app --password='${p}' --host=db.internal app_prod < migrate.sql`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-pgpassword-env', source: 'https://www.postgresql.org/docs/current/libpq-envars.html',
    cases: [
      (r) => { const p = pw(r); return { text: `PGPASSWORD='${p}' psql -h pg-primary.internal -U postgres -d orders -c "select count(*) from orders where created_at > now() - interval '1 day'"`, secrets: [p] }; },
      (r) => { const p = pw(r, 16); return { text: `PGPASSWORD=${p} pg_dump -h localhost -U app -Fc app > app.dump`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-sshpass', source: 'https://linux.die.net/man/1/sshpass',
    cases: [
      (r) => { const p = human(r); return { text: `sshpass -p '${p}' ssh -o StrictHostKeyChecking=no pi@192.168.1.42 'vcgencmd measure_temp'`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `sshpass -p ${p} scp -r ./dist root@10.10.0.8:/var/www/html/`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-curl-user', source: 'https://curl.se/docs/manpage.html#-u',
    cases: [
      (r) => { const p = pw(r); return { text: `curl -u admin:${p} -X POST http://jenkins.internal:8080/job/deploy-prod/build`, secrets: [p] }; },
      (r) => { const p = human(r); return { text: `curl --user "svc-report:${p}" https://confluence.acme.io/rest/api/content?spaceKey=OPS`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-wget-password', source: 'https://www.gnu.org/software/wget/manual/wget.html#Download-Options',
    cases: [
      (r) => { const p = pw(r, 12); return { text: `wget --user=jdoe --password=${p} https://artifacts.acme.io/releases/agent-4.2.0.tar.gz`, secrets: [p] }; },
      (r) => { const p = human(r); return { text: `wget --ftp-user=edi --ftp-password='${p}' ftp://ftp.supplier.com/orders/*.xml`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-git-clone-token', source: 'https://git-scm.com/docs/git-clone#_git_urls',
    cases: [
      (r) => { const t = `ghp_${r.alnum(36)}`; return { text: `git clone https://x-access-token:${t}@github.com/acme/private-infra.git /opt/infra`, secrets: [t] }; },
      (r) => { const p = pw(r, 14, '_-'); return { text: `$ git clone https://kmiller:${p}@git.internal.acme.io/team/ml-pipelines.git\nCloning into 'ml-pipelines'...`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-az-login-password', source: 'https://learn.microsoft.com/en-us/cli/azure/reference-index#az-login',
    cases: [
      (r) => { const p = human(r); return { text: `az login -u ops@acme.onmicrosoft.com -p '${p}'`, secrets: [p] }; },
      (r) => { const p = `${r.alnum(3)}8Q~${r.b64url(34)}`; return { text: `az login --service-principal --username ${r.uuid()} --password ${p} --tenant acme.onmicrosoft.com`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-gh-auth-herestring', source: 'https://cli.github.com/manual/gh_auth_login',
    cases: [
      (r) => { const t = `ghp_${r.alnum(36)}`; return { text: `gh auth login --hostname github.com --with-token <<< ${t}`, secrets: [t] }; },
      (r) => { const t = `github_pat_11${r.ualnum(20)}_${r.alnum(59)}`; return { text: `gh auth login --with-token <<< "${t}" && gh pr list -R acme/web`, secrets: [t] }; },
    ],
  },
  {
    format: 'cli-vault-login-token', source: 'https://developer.hashicorp.com/vault/docs/commands/login',
    cases: [
      (r) => { const t = `hvs.${r.alnum(24)}`; return { text: `$ vault login ${t}\nSuccess! You are now authenticated.`, secrets: [t] }; },
      (r) => { const p = pw(r, 14); return { text: `vault login -method=userpass username=jmeyer password=${p}`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-helm-repo-password', source: 'https://helm.sh/docs/helm/helm_repo_add/',
    cases: [
      (r) => { const p = pw(r, 16); return { text: `helm repo add acme-charts https://charts.acme.io --username ci --password ${p}`, secrets: [p] }; },
      (r) => { const t = r.alnum(40); return { text: `helm registry login registry.acme.io -u robot --password '${t}'`, secrets: [t] }; },
    ],
  },
  {
    format: 'cli-kubectl-from-literal', source: 'https://kubernetes.io/docs/tasks/configmap-secret/managing-secret-using-kubectl/',
    cases: [
      (r) => { const p = pw(r); return { text: `kubectl create secret generic db-creds -n payments --from-literal=username=payments --from-literal=password='${p}'`, secrets: [p] }; },
      (r) => { const p = r.alnum(32); return { text: `kubectl create secret docker-registry regcred --docker-server=ghcr.io --docker-username=acme-bot --docker-password=${p}`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-rabbitmqctl-add-user', source: 'https://www.rabbitmq.com/docs/man/rabbitmqctl.8',
    cases: [
      (r) => { const p = pw(r, 16); return { text: `rabbitmqctl add_user celery ${p}\nrabbitmqctl set_permissions -p /prod celery ".*" ".*" ".*"`, secrets: [p] }; },
      (r) => { const p = human(r); return { text: `docker exec rabbit rabbitmqctl change_password admin '${p}'`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-mysqladmin-password', source: 'https://dev.mysql.com/doc/refman/8.4/en/mysqladmin.html',
    cases: [
      (r) => { const o = pw(r, 10, '_'), n = pw(r, 14, '_'); return { text: `mysqladmin -u root -p${o} password '${n}'`, secrets: [o, n] }; },
      (r) => { const n = human(r); return { text: `mysqladmin --user=root password "${n}"`, secrets: [n] }; },
    ],
  },
  {
    format: 'cli-psexec-password', source: 'https://learn.microsoft.com/en-us/sysinternals/downloads/psexec',
    cases: [
      (r) => { const p = pw(r, 12, '!#_'); return { text: `PsExec64.exe \\\\srv-app02 -u CORP\\adm-svc -p ${p} -h cmd /c "ipconfig /flushdns"`, secrets: [p] }; },
      (r) => { const p = human(r); return { text: `impacket-psexec 'lab/Administrator:${p}@10.10.20.5'`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-7z-password', source: 'https://7-zip.opensource.jp/chm/cmdline/switches/password.htm',
    cases: [
      (r) => { const p = pw(r, 14); return { text: `7z a -t7z -mhe=on -p${p} backup-$(date +%Y%m%d).7z /srv/data`, secrets: [p] }; },
      (r) => { const p = human(r); return { text: `7z x invoices.7z -p"${p}" -o./invoices`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-chpasswd', source: 'https://man7.org/linux/man-pages/man8/chpasswd.8.html',
    cases: [
      (r) => { const p = human(r); return { text: `echo 'deploy:${p}' | sudo chpasswd`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `useradd -m -s /bin/bash kiosk && echo "kiosk:${p}" | chpasswd`, secrets: [p] }; },
    ],
  },
  {
    format: 'cli-powershell-securestring', source: 'https://learn.microsoft.com/en-us/powershell/module/microsoft.powershell.security/convertto-securestring',
    cases: [
      (r) => { const p = pw(r, 14, '!#_'); return { text: `$pw = ConvertTo-SecureString '${p}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential ('CORP\\svc-sql', $pw)\nInvoke-Command -ComputerName SQL01 -Credential $cred -ScriptBlock { Get-Service MSSQLSERVER }`, secrets: [p] }; },
      (r) => { const p = human(r); return { text: `New-LocalUser -Name "kiosk" -Password (ConvertTo-SecureString "${p}" -AsPlainText -Force) -AccountNeverExpires`, secrets: [p] }; },
    ],
  },
];

export const SOURCE_LITERAL = [
  {
    format: 'sql-create-user-password', source: 'https://www.postgresql.org/docs/current/sql-createuser.html',
    cases: [
      (r) => { const p = pw(r); return { text: `CREATE USER reporting WITH PASSWORD '${p}';\nGRANT CONNECT ON DATABASE warehouse TO reporting;\nGRANT USAGE ON SCHEMA public TO reporting;`, secrets: [p] }; },
      (r) => { const p = pw(r, 16); return { text: `-- migrations/0042_create_readonly.sql\nCREATE ROLE grafana_ro LOGIN PASSWORD '${p}' VALID UNTIL '2027-01-01';`, secrets: [p] }; },
    ],
  },
  {
    format: 'sql-identified-by', source: 'https://dev.mysql.com/doc/refman/8.4/en/create-user.html',
    cases: [
      (r) => { const p = pw(r); return { text: `CREATE USER 'wp'@'%' IDENTIFIED BY '${p}';\nGRANT ALL PRIVILEGES ON wordpress.* TO 'wp'@'%';\nFLUSH PRIVILEGES;`, secrets: [p] }; },
      (r) => { const p = pw(r, 12, '#_'); return { text: `SQL> ALTER USER app_owner IDENTIFIED BY "${p}" ACCOUNT UNLOCK;\n\nUser altered.`, secrets: [p] }; },
    ],
  },
  {
    format: 'sql-alter-role-password', source: 'https://www.postgresql.org/docs/current/sql-alterrole.html',
    cases: [
      (r) => { const p = pw(r, 18); return { text: `postgres=# ALTER ROLE replicator WITH REPLICATION PASSWORD '${p}';\nALTER ROLE`, secrets: [p] }; },
      (r) => { const p = pw(r, 14), o = pw(r, 14); return { text: `ALTER LOGIN [etl_user] WITH PASSWORD = N'${p}' OLD_PASSWORD = N'${o}';`, secrets: [p, o] }; },
    ],
  },
  {
    format: 'python-requests-auth-tuple', source: 'https://requests.readthedocs.io/en/latest/user/authentication/',
    cases: [
      (r) => { const p = pw(r); return { text: `resp = requests.get(\n    "https://jira.acme.io/rest/api/2/search",\n    params={"jql": "assignee=currentUser()"},\n    auth=("jira-bot", "${p}"),\n    timeout=10,\n)`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `r = httpx.post(url, json=payload, auth=('api', '${p}'))`, secrets: [p] }; },
    ],
  },
  {
    format: 'python-httpbasicauth', source: 'https://requests.readthedocs.io/en/latest/user/authentication/#basic-authentication',
    cases: [
      (r) => { const p = pw(r); return { text: `from requests.auth import HTTPBasicAuth\nsession.auth = HTTPBasicAuth('svc_export', '${p}')`, secrets: [p] }; },
      (r) => { const p = pw(r, 16); return { text: `auth = HTTPDigestAuth("camera-admin", "${p}")\nrequests.get("http://192.168.1.64/ISAPI/Streaming/channels/101/picture", auth=auth)`, secrets: [p] }; },
    ],
  },
  {
    format: 'python-jwt-encode-literal', source: 'https://pyjwt.readthedocs.io/en/stable/usage.html',
    cases: [
      (r) => { const k = r.b64url(32); return { text: `token = jwt.encode({"sub": user.id, "exp": datetime.utcnow() + timedelta(hours=1)}, "${k}", algorithm="HS256")`, secrets: [k] }; },
      (r) => { const k = `${r.pick(['super', 'my', 'dev'])}-secret-${r.lalnum(12)}`; return { text: `const token = jwt.sign({ uid: user.id, role: user.role }, '${k}', { expiresIn: '7d' });`, secrets: [k] }; },
    ],
  },
  {
    format: 'java-props-put-password', source: 'https://docs.oracle.com/javase/8/docs/api/java/sql/DriverManager.html',
    cases: [
      (r) => { const p = pw(r); return { text: `Properties props = new Properties();\nprops.put("user", "inventory");\nprops.put("password", "${p}");\nConnection conn = DriverManager.getConnection(url, props);`, secrets: [p] }; },
      (r) => { const p = pw(r, 16); return { text: `props.setProperty("sasl.jaas.config", "org.apache.kafka.common.security.plain.PlainLoginModule required username=\\"${r.ualnum(16)}\\" password=\\"${p}\\";");`, secrets: [p] }; },
    ],
  },
  {
    format: 'csharp-networkcredential', source: 'https://learn.microsoft.com/en-us/dotnet/api/system.net.networkcredential',
    cases: [
      (r) => { const p = pw(r, 14, '!#_'); return { text: `var smtp = new SmtpClient("smtp.office365.com", 587)\n{\n    EnableSsl = true,\n    Credentials = new NetworkCredential("noreply@acme.de", "${p}")\n};`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `handler.Credentials = new NetworkCredential("svc-sharepoint", "${p}", "CORP");`, secrets: [p] }; },
    ],
  },
  {
    format: 'js-const-apikey', source: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Statements/const',
    cases: [
      (r) => { const k = r.alnum(32); return { text: `// src/lib/weather.ts\nconst apiKey = "${k}";\nexport async function forecast(city: string) {\n  return fetch(\`https://api.openweathermap.org/data/2.5/weather?q=\${city}&appid=\${apiKey}\`);\n}`, secrets: [k] }; },
      (r) => { const k = r.hex(32); return { text: `export const config = {\n  algoliaAppId: "${r.ualnum(10)}",\n  algoliaAdminKey: "${k}",\n};`, secrets: [k] }; },
    ],
  },
  {
    format: 'go-struct-literal', source: 'https://go.dev/ref/spec#Composite_literals',
    cases: [
      (r) => { const p = pw(r); return { text: `cfg := mysql.Config{\n\tUser:   "orders",\n\tPasswd: "${p}",\n\tNet:    "tcp",\n\tAddr:   "db.internal:3306",\n\tDBName: "orders",\n}`, secrets: [p] }; },
      (r) => { const id = `AKIA${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`, s = r.b64(40); return { text: `sess := session.Must(session.NewSession(&aws.Config{\n\tRegion:      aws.String("eu-west-1"),\n\tCredentials: credentials.NewStaticCredentials("${id}", "${s}", ""),\n}))`, secrets: [id, s] }; },
    ],
  },
  {
    format: 'ruby-client-literal', source: 'https://github.com/octokit/octokit.rb#authentication',
    cases: [
      (r) => { const p = pw(r); return { text: `ActionMailer::Base.smtp_settings = {\n  address: "smtp.mailgun.org",\n  port: 587,\n  user_name: "postmaster@mg.acme.io",\n  password: "${p}",\n  authentication: :plain\n}`, secrets: [p] }; },
      (r) => { const t = r.hex(40); return { text: `client = Octokit::Client.new(access_token: '${t}')\nclient.create_issue("acme/ops", "Rotate certs", body)`, secrets: [t] }; },
    ],
  },
  {
    format: 'php-pdo-constructor', source: 'https://www.php.net/manual/en/pdo.construct.php',
    cases: [
      (r) => { const p = pw(r); return { text: `$pdo = new PDO('mysql:host=localhost;dbname=shop;charset=utf8mb4', 'shop_user', '${p}', [\n    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,\n]);`, secrets: [p] }; },
      (r) => { const p = pw(r, 12); return { text: `$db = new mysqli("127.0.0.1", "root", "${p}", "crm");`, secrets: [p] }; },
    ],
  },
  {
    format: 'connection-string-builder', source: 'https://learn.microsoft.com/en-us/dotnet/api/microsoft.data.sqlclient.sqlconnectionstringbuilder',
    cases: [
      (r) => { const p = pw(r, 16, '!#_'); return { text: `var csb = new SqlConnectionStringBuilder\n{\n    DataSource = "sql01.corp.acme.com",\n    InitialCatalog = "Billing",\n    UserID = "billing_app",\n    Password = "${p}",\n    Encrypt = true\n};`, secrets: [p] }; },
      (r) => { const p = pw(r, 14); return { text: `HikariConfig hc = new HikariConfig();\nhc.setJdbcUrl("jdbc:postgresql://pg:5432/app");\nhc.setUsername("app");\nhc.setPassword("${p}");\nHikariDataSource ds = new HikariDataSource(hc);`, secrets: [p] }; },
    ],
  },
  {
    format: 'django-secret-key', source: 'https://docs.djangoproject.com/en/5.1/ref/settings/#secret-key',
    cases: [
      (r) => { const k = 'django-insecure-' + r.str('abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)', 50); return { text: `# SECURITY WARNING: keep the secret key used in production secret!\nSECRET_KEY = '${k}'\n\nDEBUG = True`, secrets: [k] }; },
      (r) => { const k = r.str('abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)', 50); return { text: `SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "${k}")`, secrets: [k] }; },
    ],
  },
  {
    format: 'rails-secret-key-base', source: 'https://guides.rubyonrails.org/security.html#custom-credentials',
    cases: [
      (r) => { const k = r.hex(128), id = `AKIA${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`, s = r.b64(40); return { text: `$ bin/rails credentials:show\nsecret_key_base: ${k}\naws:\n  access_key_id: ${id}\n  secret_access_key: ${s}`, secrets: [k, id, s] }; },
      (r) => { const k = r.hex(128); return { text: `# config/secrets.yml (Rails 4 era app, still in prod)\nproduction:\n  secret_key_base: ${k}`, secrets: [k] }; },
    ],
  },
  {
    format: 'flask-secret-key', source: 'https://flask.palletsprojects.com/en/stable/config/#SECRET_KEY',
    cases: [
      (r) => { const k = r.hex(32); return { text: `app = Flask(__name__)\napp.secret_key = "${k}"\napp.config["SESSION_COOKIE_SECURE"] = True`, secrets: [k] }; },
      (r) => { const k = `${r.pick(['dev', 'change', 'flask'])}-${r.lalnum(6)}-${r.lalnum(6)}-${r.lalnum(6)}`; return { text: `app.config.update(\n    SECRET_KEY='${k}',\n    SQLALCHEMY_DATABASE_URI='sqlite:///app.db',\n)`, secrets: [k] }; },
    ],
  },
  {
    format: 'python-boto3-literal', source: 'https://boto3.amazonaws.com/v1/documentation/api/latest/guide/credentials.html#passing-credentials-as-parameters',
    cases: [
      (r) => { const id = `AKIA${r.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`, s = r.b64(40); return { text: `s3 = boto3.client(\n    "s3",\n    aws_access_key_id="${id}",\n    aws_secret_access_key="${s}",\n    region_name="eu-central-1",\n)`, secrets: [id, s] }; },
      (r) => { const s = r.b64(40); return { text: `minio_client = Minio("minio.internal:9000", access_key="ml-pipeline", secret_key="${s}", secure=False)`, secrets: [s] }; },
    ],
  },
];

