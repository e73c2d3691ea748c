// Week 2: Argo CD, the WireGuard VM, the connection-limit incident, PgBouncer instead of RDS Proxy.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import * as X from './files.mjs';
import { PLAN_HEAD, argoApp } from './lib.mjs';
import { MON_VALUES_1 } from './s01-s04.mjs';

const PRD = 'cd terraform/envs/prod && AWS_PROFILE=ferrolan-prod';

// ---------------------------------------------------------------- s05
const ARGO_VALUES = d`
  # argo-cd chart 8.1.3 (Argo CD v3.0), one instance per cluster:
  #   helm upgrade --install argocd argo/argo-cd -n argocd --create-namespace --version 8.1.3 -f k8s/platform/argocd/values.yaml
  global:
    domain: argocd.internal.ferrolan.io
  configs:
    params:
      server.insecure: true
    cm:
      timeout.reconciliation: 180s
  server:
    ingress:
      enabled: true
      ingressClassName: nginx-internal
      annotations:
        cert-manager.io/cluster-issuer: letsencrypt-internal
      tls: true
  dex:
    enabled: false
`;
const ROOT_APP = d`
  # App of apps. One root per cluster; apply with:
  #   sed "s/ENV/<staging|prod>/" k8s/argocd/root.yaml | kubectl --context <env> apply -f -
  apiVersion: argoproj.io/v1alpha1
  kind: Application
  metadata:
    name: root
    namespace: argocd
  spec:
    project: default
    source:
      repoURL: https://github.com/ferrolan/ferrolan-infra.git
      targetRevision: main
      path: k8s/argocd/apps/ENV
    destination:
      server: https://kubernetes.default.svc
      namespace: argocd
    syncPolicy:
      automated:
        prune: true
        selfHeal: true
`;
export const MONITORING_APP = d`
  apiVersion: argoproj.io/v1alpha1
  kind: Application
  metadata:
    name: monitoring
    namespace: argocd
  spec:
    project: default
    sources:
      - repoURL: https://prometheus-community.github.io/helm-charts
        chart: kube-prometheus-stack
        targetRevision: 77.6.0
        helm:
          releaseName: kube-prometheus-stack
          valueFiles:
            - $values/k8s/platform/monitoring/values.yaml
      - repoURL: https://github.com/ferrolan/ferrolan-infra.git
        targetRevision: main
        ref: values
      - repoURL: https://github.com/ferrolan/ferrolan-infra.git
        targetRevision: main
        path: k8s/platform/monitoring/rules
    destination:
      server: https://kubernetes.default.svc
      namespace: monitoring
    syncPolicy:
      automated:
        prune: true
        selfHeal: true
      syncOptions:
        - CreateNamespace=true
`;
const HELM_ARGO = (ctx) => `helm repo add argo https://argoproj.github.io/argo-helm > /dev/null; helm upgrade --install argocd argo/argo-cd -n argocd --create-namespace --version 8.1.3 -f k8s/platform/argocd/values.yaml --kube-context ${ctx} --wait`;
const HELM_ARGO_OUT = d`
  Release "argocd" does not exist. Installing it now.
  NAME: argocd
  LAST DEPLOYED: Mon May 11 {{hms:-1.1}} 2026
  NAMESPACE: argocd
  STATUS: deployed
  REVISION: 1
  TEST SUITE: None
  NOTES:
  In order to access the server UI you have the following options:

  1. kubectl port-forward service/argocd-server -n argocd 8080:443

      and then open the browser on http://localhost:8080 and accept the certificate

  2. enable ingress in the values file \`server.ingress.enabled\` and either
        - Add the annotation for ssl passthrough: https://argo-cd.readthedocs.io/en/stable/operator-manual/ingress/#option-1-ssl-passthrough
        - Set the \`configs.params."server.insecure"\` in the values file and terminate SSL at your ingress: https://argo-cd.readthedocs.io/en/stable/operator-manual/ingress/#option-2-multiple-ingress-objects-and-hosted-ingress-controller

  After reaching the UI the first time you can login with username: admin and the random password generated during the installation. You can find the password by running:

  kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d

  (You should delete the initial secret afterwards as suggested by the Getting Started Guide: https://argo-cd.readthedocs.io/en/stable/getting_started/#4-login-using-the-cli)
`;
const SEAL = (ctx, ns, name, out) => `kubeseal --context ${ctx} --controller-namespace kube-system --controller-name sealed-secrets --fetch-cert > /tmp/sealed-secrets-${ctx}.pem && kubectl --context ${ctx} -n ${ns} get secret ${name} -o yaml | kubeseal --cert /tmp/sealed-secrets-${ctx}.pem --format yaml > ${out} && grep -E "^(kind|  name|  namespace)|^    [A-Z_]+:" ${out} | cut -c1-60`;
const sealed = (ns, name, keys) => d`
  apiVersion: bitnami.com/v1alpha1
  kind: SealedSecret
  metadata:
    name: ${name}
    namespace: ${ns}
  spec:
    encryptedData:
  ${keys.map((k, i) => `    ${k}: AgB${'q7Xk2LmP9wR4tV8zN3cF6hJ1sD5gA0eYbU'.slice(i, i + 20)}Q0mWv3pZ8rT1yK6nL4xC9bF2hJ7sD0gA5eU...`).join('\n  ')}
    template:
      metadata:
        name: ${name}
        namespace: ${ns}
`;
const sealedGrep = (ns, name, keys) => [`kind: SealedSecret`, `  name: ${name}`, `  namespace: ${ns}`, ...keys.map((k, i) => `    ${k}: AgB${'q7Xk2LmP9wR4tV8zN3cF6hJ1sD5gA0eYbU'.slice(i, i + 20)}Q0mWv3pZ8rT1yK6nL`.slice(0, 60)), `  name: ${name}`, `  namespace: ${ns}`].join('\n');

export const S05 = session({
  key: 's05', start: '2026-05-11T08:20:44.561Z', branch: 'feat/argocd',
  title: 'Argo CD app-of-apps on both clusters; web leaves the helm-upgrade CI job; SealedSecret for its maps key; monitoring under Argo',
  turns: [
    T("morning! quiet weekend, not a single alert (well, Watchdog, but that goes to null 😅). today: argo cd. helm-install it in an argocd ns on both clusters, app-of-apps from k8s/argocd/, then move the apps off deploy-apps.yml one at a time. web first, its the most boring one",
      S(null,
        R('.github/workflows/deploy-apps.yml'),
        GL('k8s/**/*.yaml', [
          'k8s/apps/dispatch-api/values-prod.yaml', 'k8s/apps/dispatch-api/values-staging.yaml', 'k8s/apps/legacy-pdf-renderer/values-prod.yaml',
          'k8s/apps/route-worker/values-prod.yaml', 'k8s/apps/route-worker/values-staging.yaml', 'k8s/apps/web/values-prod.yaml', 'k8s/apps/web/values-staging.yaml',
          'k8s/charts/ferrolan-app/Chart.yaml', 'k8s/charts/ferrolan-app/values.yaml', 'k8s/platform/cert-manager/cluster-issuer.yaml',
          'k8s/platform/cert-manager/values.yaml', 'k8s/platform/ingress-nginx-internal/values.yaml', 'k8s/platform/monitoring/rules/dispatch-api.yaml',
          'k8s/platform/monitoring/values.yaml',
        ])),
      F(d`
        Today \`deploy-apps.yml\` runs \`helm upgrade --install\` of the shared chart \`k8s/charts/ferrolan-app\` for web (ns \`web\`), dispatch-api (\`dispatch\`) and route-worker (\`routing\`) on every push to main under \`k8s/apps/**\`, or by hand with \`workflow_dispatch\`, using the ci-deployer keys.

        Plan:
        1. Argo CD from the \`argo/argo-cd\` chart into \`argocd\` on each cluster, values in \`k8s/platform/argocd/values.yaml\` (UI on the internal ingress at \`argocd.internal.ferrolan.io\`).
        2. \`k8s/argocd/root.yaml\`: an app-of-apps pointing at \`k8s/argocd/apps/<env>/\`; every Application for that cluster lives in that folder.
        3. \`k8s/argocd/apps/<env>/web.yaml\`: the chart with \`k8s/apps/web/values-<env>.yaml\`, auto-sync with prune and self-heal.
        4. Once Argo owns web, delete web's step from \`deploy-apps.yml\`. Then dispatch-api, then route-worker.
      `)),
    T('go, staging first',
      S(null,
        W('k8s/platform/argocd/values.yaml', ARGO_VALUES),
        W('k8s/argocd/root.yaml', ROOT_APP),
        W('k8s/argocd/apps/staging/web.yaml', argoApp('web', 'web', 'staging'))),
      S(null, B(HELM_ARGO('staging'), HELM_ARGO_OUT, { ms: 61800 })),
      F('Argo CD (chart 8.1.3, Argo CD v3.0) is running on staging, UI on the internal ingress. Written: `k8s/platform/argocd/values.yaml`, the root app `k8s/argocd/root.yaml` (path `k8s/argocd/apps/ENV`, filled in with sed when applying) and `k8s/argocd/apps/staging/web.yaml`. Nothing is applied yet, Argo only sees main.')),
    T("web's maps API key is a plain Secret someone created by hand. make it a SealedSecret (sealed-secrets controller already runs in kube-system) so argo can own it, and open the PR",
      S(null, B(SEAL('staging', 'web', 'web-maps', 'k8s/apps/web/sealed/staging/web-maps.yaml'), sealedGrep('web', 'web-maps', ['MAPS_API_KEY']), { fx: [{ write: ['k8s/apps/web/sealed/staging/web-maps.yaml', sealed('web', 'web-maps', ['MAPS_API_KEY'])] }] })),
      S('The web app needs a second source for that folder:',
        W('k8s/argocd/apps/staging/web.yaml', argoApp('web', 'web', 'staging', { secretsDir: 'k8s/apps/web/sealed/staging' })),
        B('git add -A && git commit -qm "argocd: bootstrap, web on staging, web-maps as SealedSecret" && git push -qu origin feat/argocd && gh pr create --title "Argo CD bootstrap + web (staging)" --body "## Plan summary\\nNo terraform changes.\\n\\n- Argo CD installed on staging (helm, chart 8.1.3)\\n- root app-of-apps -> k8s/argocd/apps/staging\\n- web: chart + SealedSecret web-maps"', 'https://github.com/ferrolan/ferrolan-infra/pull/49')),
      F(d`
        - \`k8s/apps/web/sealed/staging/web-maps.yaml\`: the SealedSecret, encrypted with the staging controller's public key. The secret went straight from the cluster into kubeseal, so its value was never printed; only that cluster's controller can decrypt it.
        - \`web.yaml\` now has two sources: the chart with the values, and the \`sealed/staging\` folder.
        - PR #49: https://github.com/ferrolan/ferrolan-infra/pull/49
      `)),
    T('Tomasz merged #49. apply the root on staging, check web, then take web out of deploy-apps.yml',
      S(null,
        B('sed "s/ENV/staging/" k8s/argocd/root.yaml | kubectl --context staging apply -f - && sleep 90 && argocd --core --kube-context staging app list', d`
          application.argoproj.io/root created
          NAME         CLUSTER                         NAMESPACE  PROJECT  STATUS  HEALTH   SYNCPOLICY  CONDITIONS  REPO                                              PATH                     TARGET
          argocd/root  https://kubernetes.default.svc  argocd     default  Synced  Healthy  Auto-Prune  <none>      https://github.com/ferrolan/ferrolan-infra.git  k8s/argocd/apps/staging  main
          argocd/web   https://kubernetes.default.svc  web        default  Synced  Healthy  Auto-Prune  <none>      https://github.com/ferrolan/ferrolan-infra.git  k8s/charts/ferrolan-app  main
        `, { ms: 93400 })),
      S(null, E('.github/workflows/deploy-apps.yml', X.DEPLOY_WEB_STEP, '')),
      F("Root and web are Synced/Healthy on staging; Argo adopted the existing release (same resource names) without recreating pods. web's step is gone from `deploy-apps.yml`; the `workflow_dispatch` choice list still offers web, I'll clean that up when the last app leaves.")),
    T('same for prod (argo install + seal web for prod + app manifest), and PR it',
      S(null,
        B(HELM_ARGO('prod'), HELM_ARGO_OUT, { ms: 66200 }),
        B(SEAL('prod', 'web', 'web-maps', 'k8s/apps/web/sealed/prod/web-maps.yaml'), sealedGrep('web', 'web-maps', ['MAPS_API_KEY']), { fx: [{ write: ['k8s/apps/web/sealed/prod/web-maps.yaml', sealed('web', 'web-maps', ['MAPS_API_KEY'])] }] })),
      S(null,
        W('k8s/argocd/apps/prod/web.yaml', argoApp('web', 'web', 'prod', { secretsDir: 'k8s/apps/web/sealed/prod' })),
        B('git add -A && git commit -qm "argocd: web on prod; web leaves deploy-apps" && git push -q && gh pr create --title "Argo CD: web on prod, drop web from deploy-apps" --body "## Plan summary\\nNo terraform changes. Argo CD on prod; web owned by Argo on both clusters; deploy-apps.yml no longer deploys web."', 'https://github.com/ferrolan/ferrolan-infra/pull/50')),
      F('Argo CD is installed on prod, web\'s secret is sealed with the prod controller\'s key (`k8s/apps/web/sealed/prod/`), and `k8s/argocd/apps/prod/web.yaml` is written. PR #50 carries that plus the deploy-apps change.')),
    T("merged #50. apply root on prod. then kube-prometheus-stack: still helm-installed by hand, put it under argo too (on prod for now). multi-source: chart from prometheus-community + our values + the rules dir",
      S(null,
        B('sed "s/ENV/prod/" k8s/argocd/root.yaml | kubectl --context prod apply -f - && sleep 90 && argocd --core --kube-context prod app list -o name', 'application.argoproj.io/root created\nargocd/root\nargocd/web', { ms: 92800 }),
        W('k8s/argocd/apps/prod/monitoring.yaml', MONITORING_APP)),
      S(null, B('git add -A && git commit -qm "argocd: monitoring (kube-prometheus-stack) on prod" && git push -q && gh pr create --fill', 'https://github.com/ferrolan/ferrolan-infra/pull/51')),
      F('Root on prod is applied; web is Synced there too. `k8s/argocd/apps/prod/monitoring.yaml` has three sources: the chart at 77.6.0 with `$values/k8s/platform/monitoring/values.yaml`, our repo as the `values` ref, and `k8s/platform/monitoring/rules`. PR #51.')),
    T('merged #51, sync monitoring',
      S(null, B('argocd --core --kube-context prod app sync monitoring --timeout 300 | tail -5', d`
        Operation:          Sync
        Sync Revision:      5c1e9a7b3d2f
        Phase:              Failed
        Message:            one or more objects failed to apply, reason: CustomResourceDefinition.apiextensions.k8s.io "prometheuses.monitoring.coreos.com" is invalid: metadata.annotations: Too long: must have at most 262144 bytes,CustomResourceDefinition.apiextensions.k8s.io "alertmanagers.monitoring.coreos.com" is invalid: metadata.annotations: Too long: must have at most 262144 bytes
        FATA[0041] Operation has completed with phase: Failed
      `, { code: 20, ms: 43100 })),
      S("Known issue with these CRDs: Argo's default client-side apply writes the whole object into the `kubectl.kubernetes.io/last-applied-configuration` annotation, and the Prometheus/Alertmanager CRDs are bigger than the 256 KiB annotation limit. Server-side apply doesn't use that annotation:",
        E('k8s/argocd/apps/prod/monitoring.yaml', '      - CreateNamespace=true\n', '      - CreateNamespace=true\n      - ServerSideApply=true # the operator CRDs exceed the 256 KiB last-applied annotation\n')),
      S(null,
        B('git commit -qam "argocd: server-side apply for monitoring" && git push -q && gh pr create --fill && gh pr merge --squash --auto', 'https://github.com/ferrolan/ferrolan-infra/pull/52'),
        B('sleep 120; argocd --core --kube-context prod app sync monitoring --timeout 300 | tail -4', d`
          Operation:          Sync
          Sync Revision:      8a4d0f2c6e1b
          Phase:              Succeeded
          Message:            successfully synced (all tasks run)
        `, { ms: 171500 })),
      F("Monitoring is Synced on prod: `ServerSideApply=true` in its syncOptions got the oversized CRDs through, and Argo adopted the existing kube-prometheus-stack release without restarting Prometheus. PR #52 auto-merged after CI. Staging's monitoring stays helm-managed until we do the same there.")),
  ],
});

// ---------------------------------------------------------------- s06
const VPN_TF_0 = d`
  # WireGuard VPN host (replaces the 2022 OpenVPN instance). Configured with Ansible: ansible/playbooks/vpn.yml
  data "aws_ami" "ubuntu_arm" {
    most_recent = true
    owners      = ["099720109477"] # Canonical

    filter {
      name   = "name"
      values = ["ubuntu/images/hvm-ssd-gp3/ubuntu-noble-24.04-arm64-server-*"]
    }
  }

  resource "aws_security_group" "vpn" {
    name        = "ferrolan-prod-wireguard-vpn"
    description = "WireGuard via the NLB, SSH from the bastion"
    vpc_id      = module.network.vpc_id

    ingress {
      description = "WireGuard"
      from_port   = 51820
      to_port     = 51820
      protocol    = "udp"
      cidr_blocks = ["0.0.0.0/0"]
    }

    ingress {
      description     = "SSH from the bastion"
      from_port       = 22
      to_port         = 22
      protocol        = "tcp"
      security_groups = ["sg-03d9a7c1e5b2f4068"] # bastion, console-managed
    }

    ingress {
      description = "NLB health checks"
      from_port   = 22
      to_port     = 22
      protocol    = "tcp"
      cidr_blocks = [module.network.vpc_cidr]
    }

    egress {
      from_port   = 0
      to_port     = 0
      protocol    = "-1"
      cidr_blocks = ["0.0.0.0/0"]
    }
  }

  resource "aws_instance" "vpn" {
    ami                    = data.aws_ami.ubuntu_arm.id
    instance_type          = "t4g.small"
    subnet_id              = module.network.private_subnet_ids[0]
    vpc_security_group_ids = [aws_security_group.vpn.id]
    key_name               = "ines-2026"
    source_dest_check      = false

    metadata_options {
      http_tokens = "required"
    }

    root_block_device {
      volume_type = "gp3"
      volume_size = 16
    }

    tags = { Name = "ferrolan-prod-wireguard-vpn" }
  }

  resource "aws_lb" "vpn" {
    name               = "ferrolan-prod-wireguard-vpn-udp-nlb"
    load_balancer_type = "network"
    subnets            = module.network.public_subnet_ids
  }

  resource "aws_lb_target_group" "vpn" {
    name        = "ferrolan-prod-wireguard-vpn-udp-tg"
    port        = 51820
    protocol    = "UDP"
    vpc_id      = module.network.vpc_id
    target_type = "instance"

    health_check {
      protocol = "TCP"
      port     = "22"
    }
  }

  resource "aws_lb_target_group_attachment" "vpn" {
    target_group_arn = aws_lb_target_group.vpn.arn
    target_id        = aws_instance.vpn.id
  }

  resource "aws_lb_listener" "vpn" {
    load_balancer_arn = aws_lb.vpn.arn
    port              = 51820
    protocol          = "UDP"

    default_action {
      type             = "forward"
      target_group_arn = aws_lb_target_group.vpn.arn
    }
  }
`;
const INVENTORY_0 = d`
  all:
    vars:
      ansible_user: ubuntu
    children:
      bastion:
        hosts:
          bastion:
            ansible_host: 52.49.203.118
      vpn:
        hosts:
          fl-prd-vpn:
            ansible_host: 10.30.14.27
        vars:
          wg_address: 10.99.0.1/24
          wg_port: 51820
          wg_peers_file: "{{ inventory_dir }}/../files/wg-peers.yml"
`;
const WG_TASKS = d`
  - name: Install WireGuard and unattended-upgrades
    ansible.builtin.apt:
      name: [wireguard, wireguard-tools, unattended-upgrades]
      state: present
      update_cache: true

  - name: Enable IPv4 forwarding
    ansible.posix.sysctl:
      name: net.ipv4.ip_forward
      value: "1"
      sysctl_set: true

  - name: Server private key (generated on the host, never leaves it)
    ansible.builtin.shell: umask 077 && wg genkey > /etc/wireguard/server.key
    args:
      creates: /etc/wireguard/server.key

  - name: Read the private key for the template
    ansible.builtin.slurp:
      src: /etc/wireguard/server.key
    register: wg_server_key
    no_log: true

  - name: Peers
    ansible.builtin.include_vars:
      file: "{{ wg_peers_file }}"
      name: wg

  - name: wg0 config
    ansible.builtin.template:
      src: wg0.conf.j2
      dest: /etc/wireguard/wg0.conf
      mode: "0600"
    notify: restart wg0

  - name: wg-quick@wg0 enabled and running
    ansible.builtin.systemd:
      name: wg-quick@wg0
      enabled: true
      state: started
`;
const WG_TEMPLATE = d`
  # Managed by Ansible (roles/wireguard). Peers: ansible/files/wg-peers.yml (public keys only).
  [Interface]
  Address = {{ wg_address }}
  ListenPort = {{ wg_port }}
  PrivateKey = {{ wg_server_key.content | b64decode | trim }}
  PostUp = iptables -t nat -A POSTROUTING -s 10.99.0.0/24 -o ens5 -j MASQUERADE
  PostDown = iptables -t nat -D POSTROUTING -s 10.99.0.0/24 -o ens5 -j MASQUERADE
  {% for peer in wg.peers %}

  [Peer]
  # {{ peer.name }}
  PublicKey = {{ peer.public_key }}
  AllowedIPs = {{ peer.address }}/32
  {% endfor %}
`;

export const S06 = session({
  key: 's06', start: '2026-05-12T09:02:09.274Z', branch: 'feat/wireguard-vpn',
  title: 'WireGuard VM behind a UDP NLB (Terraform + Ansible); the 32-character name limit and a new naming rule; Prometheus retention for monthly SLO reports',
  turns: [
    T("oi! the old openvpn ec2 is dying (ubuntu 20.04, long EOL) so: replace it with a wireguard VM in the prod VPC, behind an NLB for udp 51820, configured with ansible. bastion stays as is. terraform part first, a vpn.tf in envs/prod is fine",
      S(null, W('terraform/envs/prod/vpn.tf', VPN_TF_0)),
      S(null, B(`${PRD} terraform plan -input=false 2>&1 | sed -n "/Error/,/╵/p"`, d`
        │ Error: "name" cannot be longer than 32 characters: "ferrolan-prod-wireguard-vpn-udp-nlb"
        │
        │   with aws_lb.vpn,
        │   on vpn.tf line 76, in resource "aws_lb" "vpn":
        │   76:   name               = "ferrolan-prod-wireguard-vpn-udp-nlb"
        │
        ╵
        ╷
        │ Error: "name" cannot be longer than 32 characters
        │
        │   with aws_lb_target_group.vpn,
        │   on vpn.tf line 82, in resource "aws_lb_target_group" "vpn":
        │   82:   name        = "ferrolan-prod-wireguard-vpn-udp-tg"
        │
        ╵
      `, { code: 1, ms: 12900 })),
      F(d`
        \`terraform/envs/prod/vpn.tf\` is written: Ubuntu 24.04 arm64 on a t4g.small in a private subnet (IMDSv2 only, source/dest check off so it can route), a security group (UDP 51820, SSH from the bastion's SG, NLB health checks from the VPC), and an internet-facing NLB with a UDP listener and target group on 51820.

        The plan fails validation: load balancer and target group names are limited to 32 characters, and \`ferrolan-prod-wireguard-vpn-udp-nlb\` is 35 (the target group name 34). Our \`ferrolan-<env>-...\` prefix eats 14 characters before we've said what the thing is.
      `)),
    T("ugh. ok new rule, from now on: names are fl-<env>-<component>, env is stg or prd, component short. only for new stuff — we don't rename existing things (eks clusters, buckets, vpcs) unless we're recreating them anyway",
      S(null, E('terraform/envs/prod/vpn.tf', 'ferrolan-prod-wireguard-vpn', 'fl-prd-vpn', { all: true })),
      S(null, B(`${PRD} terraform plan -input=false 2>&1 | grep -E "will be created|^Plan:"`, d`
          # aws_instance.vpn will be created
          # aws_lb.vpn will be created
          # aws_lb_listener.vpn will be created
          # aws_lb_target_group.vpn will be created
          # aws_lb_target_group_attachment.vpn will be created
          # aws_security_group.vpn will be created
        Plan: 6 to add, 0 to change, 0 to destroy.
      `, { ms: 33800 })),
      F("Renamed to the new scheme: security group and instance `fl-prd-vpn`, NLB `fl-prd-vpn-udp-nlb`, target group `fl-prd-vpn-udp-tg`. Plan: 6 to add, nothing else touched. Existing names (`ferrolan-prod` cluster and VPC, `ferrolan-prod-assets`, the IAM roles) stay as they are.")),
    T('apply, and write the naming rule into the README so Tomasz sees it too',
      S(null,
        B(`${PRD} terraform apply -input=false -auto-approve 2>&1 | grep -E "Creation complete|^Apply"`, d`
          aws_security_group.vpn: Creation complete after 3s [id=sg-0e5a1c7d9b3f24680]
          aws_lb_target_group.vpn: Creation complete after 1s [id=arn:aws:elasticloadbalancing:eu-west-1:604918237745:targetgroup/fl-prd-vpn-udp-tg/3c9e1a5b7d2f4068]
          aws_instance.vpn: Creation complete after 13s [id=i-0d4b8e2a6c1f93570]
          aws_lb_target_group_attachment.vpn: Creation complete after 1s [id=arn:aws:elasticloadbalancing:eu-west-1:604918237745:targetgroup/fl-prd-vpn-udp-tg/3c9e1a5b7d2f4068-20260512082913561000000001]
          aws_lb.vpn: Creation complete after 2m32s [id=arn:aws:elasticloadbalancing:eu-west-1:604918237745:loadbalancer/net/fl-prd-vpn-udp-nlb/8f2d6b0a4e1c7359]
          aws_lb_listener.vpn: Creation complete after 1s [id=arn:aws:elasticloadbalancing:eu-west-1:604918237745:listener/net/fl-prd-vpn-udp-nlb/8f2d6b0a4e1c7359/1b5d9f3a7c2e6048]
          Apply complete! Resources: 6 added, 0 changed, 0 destroyed.
        `, { ms: 176300 }),
        R('README.md')),
      S(null, E('README.md', 'Plan/apply locally with', d`
        ## Naming

        New AWS resources are named \`fl-<env>-<component>\`: env is \`stg\` or \`prd\`, component short (\`fl-prd-vpn\`, \`fl-prd-vpn-udp-nlb\`).
        Load balancer and target group names max out at 32 characters. Existing \`ferrolan-<env>-...\` names stay until a resource is recreated anyway.

        Plan/apply locally with`)),
      F('Applied: instance `i-0d4b8e2a6c1f93570` at 10.30.14.27, NLB `fl-prd-vpn-udp-nlb` (took 2.5 min to become active). The README has a "Naming" section with the `fl-<env>-<component>` rule, the 32-character limit and the note that existing names stay.')),
    T("now ansible: inventory with bastion + the vpn host, a wireguard role (wg0 10.99.0.1/24, port 51820, peers with public keys from a file), playbook for the vpn group. run it",
      S(null,
        W('ansible/inventory/prod.yml', INVENTORY_0),
        W('ansible/playbooks/vpn.yml', d`
          - name: WireGuard VPN host
            hosts: vpn
            become: true
            roles:
              - wireguard
        `),
        W('ansible/roles/wireguard/tasks/main.yml', WG_TASKS)),
      S(null, B('cd ansible && ansible-playbook -i inventory/prod.yml playbooks/vpn.yml', d`

        PLAY [WireGuard VPN host] ******************************************************

        TASK [Gathering Facts] *********************************************************
        fatal: [fl-prd-vpn]: UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: ssh: connect to host 10.30.14.27 port 22: Connection timed out", "unreachable": true}

        PLAY RECAP *********************************************************************
        fl-prd-vpn                 : ok=0    changed=0    unreachable=1    failed=0    skipped=0    rescued=0    ignored=0

      `, { code: 4, ms: 31200 })),
      F("UNREACHABLE: Ansible tried to SSH straight to 10.30.14.27, a private address my machine can't route to; the security group only admits SSH from the bastion anyway. The vpn group needs to hop through the bastion (SSH `ProxyJump`).")),
    T('ah the proxyjump, of course. fix it + run again',
      S(null,
        E('ansible/inventory/prod.yml', '        wg_address: 10.99.0.1/24\n', "        ansible_ssh_common_args: '-o ProxyJump=ubuntu@52.49.203.118'\n        wg_address: 10.99.0.1/24\n"),
        W('ansible/roles/wireguard/templates/wg0.conf.j2', WG_TEMPLATE)),
      S(null, B('cd ansible && ansible-playbook -i inventory/prod.yml playbooks/vpn.yml 2>&1 | tail -4', d`
        RUNNING HANDLER [wireguard : restart wg0] **************************************
        changed: [fl-prd-vpn]

        PLAY RECAP *********************************************************************
        fl-prd-vpn                 : ok=9    changed=7    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0
      `, { ms: 94700 }),
        B("ssh -J ubuntu@52.49.203.118 ubuntu@10.30.14.27 'sudo wg show wg0 | head -4'", d`
          interface: wg0
            public key: 3kP9wq0v8Yx2N5cLr7TgHf1JmZsB4dQeVuA6iO0nKyE=
            private key: (hidden)
            listening port: 51820
        `)),
      F(d`
        Done: the vpn group goes through the bastion (\`ansible_ssh_common_args: '-o ProxyJump=ubuntu@52.49.203.118'\`), and the run is clean (9 ok, 7 changed). \`wg0\` is up on 51820 with address 10.99.0.1/24; the server key was generated on the host and never left it. The handler restarted it once the config landed.

        Peers come from \`ansible/files/wg-peers.yml\` (name, public key, address per person); it doesn't exist yet, so wg0 has no peers. Add the team's public keys there and re-run the playbook.
      `)),
    T("unrelated: Marta pinged, she wants monthly SLO reports out of grafana (dispatch-api availability per calendar month), so prometheus needs to keep a full month. bump retention to 30d on prod. keep the disk at 50Gi for now, gp3 isn't free",
      S(null,
        B('kubectl --context prod -n monitoring exec prometheus-kube-prometheus-stack-prometheus-0 -c prometheus -- du -sh /prometheus', '6.4G\t/prometheus'),
        R('k8s/platform/monitoring/values.yaml')),
      S(null, E('k8s/platform/monitoring/values.yaml', '    retention: 15d\n', '    retention: 30d # monthly SLO reports (Marta)\n')),
      F(d`
        Retention is \`30d\` in \`k8s/platform/monitoring/values.yaml\` (Argo will roll it out on prod after merge).

        A warning on the disk: prod Prometheus has written 6.4 GB since Friday, about 1.6 GB a day. A month at that rate is about 48 GB, on a 50Gi volume, and every new exporter or app metric pushes it up. It'll fit for now, but without headroom; kube-prometheus-stack's default \`KubePersistentVolumeFillingUp\` alert will warn before it's full. If it gets close, the options are a bigger volume or a \`retentionSize\` cap.
      `)),
  ],
});

// ---------------------------------------------------------------- s07
const PROXY_TF = d`
  # RDS Proxy in front of the instance: pools client connections, so that replicas x app pool size may exceed
  # max_connections. Auth: the dispatch_app credentials in Secrets Manager (created by hand).
  data "aws_secretsmanager_secret" "proxy_auth" {
    name = "rds-proxy/dispatch_app"
  }

  data "aws_iam_policy_document" "proxy_assume" {
    statement {
      actions = ["sts:AssumeRole"]
      principals {
        type        = "Service"
        identifiers = ["rds.amazonaws.com"]
      }
    }
  }

  resource "aws_iam_role" "proxy" {
    name               = "fl-prd-dispatch-proxy"
    assume_role_policy = data.aws_iam_policy_document.proxy_assume.json
  }

  resource "aws_iam_role_policy" "proxy" {
    name = "read-auth-secret"
    role = aws_iam_role.proxy.id
    policy = jsonencode({
      Version = "2012-10-17"
      Statement = [{
        Effect   = "Allow"
        Action   = ["secretsmanager:GetSecretValue"]
        Resource = [data.aws_secretsmanager_secret.proxy_auth.arn]
      }]
    })
  }

  resource "aws_db_proxy" "this" {
    name                   = "fl-prd-dispatch-proxy"
    engine_family          = "POSTGRESQL"
    role_arn               = aws_iam_role.proxy.arn
    vpc_subnet_ids         = var.subnet_ids
    vpc_security_group_ids = [aws_security_group.this.id]
    require_tls            = true
    idle_client_timeout    = 1800

    auth {
      auth_scheme = "SECRETS"
      iam_auth    = "DISABLED"
      secret_arn  = data.aws_secretsmanager_secret.proxy_auth.arn
    }
  }

  resource "aws_db_proxy_default_target_group" "this" {
    db_proxy_name = aws_db_proxy.this.name

    connection_pool_config {
      max_connections_percent      = 90
      max_idle_connections_percent = 50
      connection_borrow_timeout    = 120
    }
  }

  resource "aws_db_proxy_target" "this" {
    db_proxy_name          = aws_db_proxy.this.name
    target_group_name      = aws_db_proxy_default_target_group.this.name
    db_instance_identifier = aws_db_instance.this.identifier
  }
`;
const PSQL_DEBUG = (sql) => `kubectl --context prod -n dispatch run psql-debug-$RANDOM --rm -i --restart=Never --image=postgres:16-alpine --overrides='{"spec":{"containers":[{"name":"psql","image":"postgres:16-alpine","envFrom":[{"secretRef":{"name":"dispatch-api-db"}}],"command":["sh","-c","PGPASSWORD=$DB_PASSWORD psql -h dispatch-prod.c3vbx9k2mq7d.eu-west-1.rds.amazonaws.com -U $DB_USER -d dispatch -c \\"${sql}\\""]}]}}' 2>/dev/null`;

export const S07 = session({
  key: 's07', start: '2026-05-13T08:31:52.807Z', branch: 'feat/rds-proxy',
  title: 'dispatch-api runs out of Postgres connections (HPA x pool size > max_connections); HPA capped; RDS Proxy PR',
  turns: [
    T("ugh. the dispatch-api critical 5xx alert fired at 09:12 in #infra-alerts, and the app logs say something about too many clients. can you look?",
      S(null,
        B('kubectl --context prod -n dispatch logs deploy/dispatch-api --since=40m --all-containers | grep -m3 FATAL', d`
          2026-05-13T08:12:07.441Z ERROR db: failed to connect to \`user=dispatch_app database=dispatch\`: 10.30.41.87:5432 (dispatch-prod.c3vbx9k2mq7d.eu-west-1.rds.amazonaws.com): server error: FATAL: sorry, too many clients already (SQLSTATE 53300)
          2026-05-13T08:12:07.902Z ERROR db: failed to connect to \`user=dispatch_app database=dispatch\`: 10.30.41.87:5432 (dispatch-prod.c3vbx9k2mq7d.eu-west-1.rds.amazonaws.com): server error: FATAL: sorry, too many clients already (SQLSTATE 53300)
          2026-05-13T08:12:08.316Z ERROR db: failed to connect to \`user=dispatch_app database=dispatch\`: 10.30.41.87:5432 (dispatch-prod.c3vbx9k2mq7d.eu-west-1.rds.amazonaws.com): server error: FATAL: sorry, too many clients already (SQLSTATE 53300)
        `),
        B('kubectl --context prod -n dispatch get hpa dispatch-api', 'NAME           REFERENCE                 TARGETS        MINPODS   MAXPODS   REPLICAS   AGE\ndispatch-api   Deployment/dispatch-api   cpu: 81%/65%   4         20        14         212d'),
        B(PSQL_DEBUG('select usename, application_name, count(*) from pg_stat_activity where usename is not null group by 1, 2 order by 3 desc'), d`
            usename    | application_name | count
          --------------+------------------+-------
           dispatch_app | dispatch-api     |   187
           dispatch_app | route-worker     |     9
           rdsadmin     |                  |     1
          (3 rows)
        `)),
      F(d`
        It's arithmetic. The morning peak pushed the dispatch-api HPA to 14 pods, and each pod's pgx pool may open up to \`DB_POOL_MAX_CONNS = 15\`: 14 x 15 = 210 potential connections, against \`max_connections = 200\` on dispatch-prod (minus 3 reserved for superusers, plus route-worker's 9). New connections got \`FATAL: sorry, too many clients already\`, those requests returned 5xx. Right now 187 connections are open from dispatch-api alone.

        The HPA can go to 20 pods, i.e. 300 connections, so this gets worse on a busier day. Options:
        1. Short term: cap the HPA so replicas x 15 stays under the limit.
        2. Raise \`max_connections\` (a static parameter: needs a reboot, and each connection costs memory on an 8 GiB instance).
        3. Put a pooler between the pods and Postgres: RDS Proxy (managed) or PgBouncer (in the cluster).
      `)),
    T("short term: cap the HPA at 12 so we don't blow it again today. then lets do RDS Proxy properly in terraform — it's managed and I don't want to babysit yet another thing",
      S(null, R('k8s/apps/dispatch-api/values-prod.yaml')),
      S(null, E('k8s/apps/dispatch-api/values-prod.yaml', '  maxReplicas: 20\n', '  maxReplicas: 12 # 12 x DB_POOL_MAX_CONNS 15 = 180 < max_connections 200 (2026-05-13 incident)\n')),
      S(null, B('git commit -qam "dispatch-api: cap HPA at 12 (db connection limit)" && git push -qu origin feat/rds-proxy && gh workflow run deploy-apps.yml --ref feat/rds-proxy -f app=dispatch-api -f env=prod && sleep 10 && gh run watch --exit-status $(gh run list --workflow deploy-apps.yml --limit 1 --json databaseId -q ".[0].databaseId") | tail -3', d`
        JOBS
        ✓ deploy in 1m48s (ID 41772019354)
      `, { ms: 131400 })),
      F("HPA max is 12 on prod (deployed from this branch through deploy-apps.yml; dispatch-api is still on the old workflow). 12 x 15 = 180 plus route-worker's 9 fits under 197. It's 11 pods at the moment, so the cap only bites at peak, where requests now queue a little instead of failing.")),
    T('now rds proxy',
      S(null, W('terraform/modules/db/proxy.tf', PROXY_TF)),
      S(null, B(`${PRD} terraform plan -input=false 2>&1 | sed -n "/Error/,/╵/p"`, d`
        │ Error: reading Secrets Manager Secret (rds-proxy/dispatch_app): couldn't find resource
        │
        │   with module.dispatch_db.data.aws_secretsmanager_secret.proxy_auth,
        │   on ../../modules/db/proxy.tf line 3, in data "aws_secretsmanager_secret" "proxy_auth":
        │    3: data "aws_secretsmanager_secret" "proxy_auth" {
        │
        ╵
      `, { code: 1, ms: 21400 })),
      F(d`
        \`terraform/modules/db/proxy.tf\`: an RDS Proxy \`fl-prd-dispatch-proxy\` (PostgreSQL, TLS required, 30 min idle client timeout), its IAM role, a default target group that may use up to 90% of \`max_connections\`, and the instance as target.

        The plan stops at the data source: RDS Proxy authenticates to Postgres with credentials from Secrets Manager, and the secret \`rds-proxy/dispatch_app\` doesn't exist yet.
      `)),
    T("right, it needs the dispatch_app creds in secrets manager. <private>the dispatch_app password is hX2mQ7-peLr94-Wdz</private> can you just create the secret with that",
      S("That's exactly the case your secrets rule is for: I won't put the password into a command (it would end up in shell history and in this transcript's tool calls). Checking the name is free, though:",
        B('aws secretsmanager list-secrets --profile ferrolan-prod --filters Key=name,Values=rds-proxy/ --query "SecretList[].Name"', '[]')),
      F(d`
        Nothing under \`rds-proxy/\` yet. Please create it yourself; RDS Proxy wants a JSON secret with \`username\` and \`password\`:

        \`\`\`
        aws secretsmanager create-secret --profile ferrolan-prod --name rds-proxy/dispatch_app \\
          --secret-string file://dispatch_app.json      # {"username":"dispatch_app","password":"..."}
        \`\`\`

        and delete the JSON file afterwards. Tell me when it's there and I'll re-plan.
      `)),
    T("done, it's there. plan again and open the PR for Tomasz, don't apply yet",
      S(null, B(`${PRD} terraform plan -input=false 2>&1 | grep -E "will be created|^Plan:"`, d`
          # module.dispatch_db.aws_db_proxy.this will be created
          # module.dispatch_db.aws_db_proxy_default_target_group.this will be created
          # module.dispatch_db.aws_db_proxy_target.this will be created
          # module.dispatch_db.aws_iam_role.proxy will be created
          # module.dispatch_db.aws_iam_role_policy.proxy will be created
        Plan: 5 to add, 0 to change, 0 to destroy.
      `, { ms: 36100 })),
      S(null, B('git add -A && git commit -qm "modules/db: RDS Proxy for dispatch-prod" && git push -q && gh pr create --title "RDS Proxy for dispatch-prod" --body "## Plan summary\\n- prod: 5 to add (proxy, default target group, target, IAM role + policy), 0 change, 0 destroy\\n- staging: no changes\\n\\nWhy: 2026-05-13 09:12 dispatch-api hit max_connections (14 pods x pool 15 = 210 > 200). HPA capped at 12 meanwhile (same branch).\\nAfter apply: point DB_HOST of dispatch-api at the proxy endpoint, then lift the HPA cap."', 'https://github.com/ferrolan/ferrolan-infra/pull/58')),
      F('PR #58 is open (https://github.com/ferrolan/ferrolan-infra/pull/58): plan summary 5 to add in prod, the incident math, and the follow-ups (switch `DB_HOST` to the proxy endpoint, then lift the HPA cap). Not applied.')),
  ],
});

// ---------------------------------------------------------------- s08
export const PGB_CONFIG = d`
  apiVersion: v1
  kind: ConfigMap
  metadata:
    name: pgbouncer
    namespace: dispatch
  data:
    pgbouncer.ini: |
      [databases]
      dispatch = host=dispatch-prod.c3vbx9k2mq7d.eu-west-1.rds.amazonaws.com port=5432 dbname=dispatch

      [pgbouncer]
      listen_addr = 0.0.0.0
      listen_port = 6432
      auth_type = scram-sha-256
      auth_file = /etc/pgbouncer/userlist/userlist.txt
      ; transaction pooling: a server connection is only held for the length of a transaction
      pool_mode = transaction
      default_pool_size = 40
      max_client_conn = 1000
      ; protocol-level prepared statements in transaction mode (PgBouncer >= 1.21), for pgx's statement cache
      max_prepared_statements = 200
      server_tls_sslmode = require
      ignore_startup_parameters = extra_float_digits
      stats_users = pgbouncer_stats
`;
export const PGB_DEPLOY = d`
  apiVersion: apps/v1
  kind: Deployment
  metadata:
    name: pgbouncer
    namespace: dispatch
  spec:
    replicas: 2
    selector:
      matchLabels: { app: pgbouncer }
    template:
      metadata:
        labels: { app: pgbouncer }
      spec:
        topologySpreadConstraints:
          - maxSkew: 1
            topologyKey: topology.kubernetes.io/zone
            whenUnsatisfiable: DoNotSchedule
            labelSelector:
              matchLabels: { app: pgbouncer }
        containers:
          - name: pgbouncer
            image: 604918237745.dkr.ecr.eu-west-1.amazonaws.com/pgbouncer:1.24.1
            args: ["/etc/pgbouncer/pgbouncer.ini"]
            ports:
              - { name: pg, containerPort: 6432 }
            readinessProbe:
              tcpSocket: { port: pg }
            resources:
              requests: { cpu: 200m, memory: 128Mi }
              limits: { memory: 256Mi }
            volumeMounts:
              - { name: config, mountPath: /etc/pgbouncer/pgbouncer.ini, subPath: pgbouncer.ini }
              - { name: userlist, mountPath: /etc/pgbouncer/userlist, readOnly: true }
        volumes:
          - name: config
            configMap: { name: pgbouncer }
          - name: userlist
            secret: { secretName: pgbouncer-userlist }
  ---
  apiVersion: v1
  kind: Service
  metadata:
    name: pgbouncer
    namespace: dispatch
  spec:
    selector: { app: pgbouncer }
    ports:
      - { name: pg, port: 5432, targetPort: pg }
  ---
  apiVersion: policy/v1
  kind: PodDisruptionBudget
  metadata:
    name: pgbouncer
    namespace: dispatch
  spec:
    minAvailable: 1
    selector:
      matchLabels: { app: pgbouncer }
`;
const PGB_APP = d`
  apiVersion: argoproj.io/v1alpha1
  kind: Application
  metadata:
    name: pgbouncer
    namespace: argocd
  spec:
    project: default
    source:
      repoURL: https://github.com/ferrolan/ferrolan-infra.git
      targetRevision: main
      path: k8s/apps/pgbouncer/prod
    destination:
      server: https://kubernetes.default.svc
      namespace: dispatch
    syncPolicy:
      automated:
        prune: true
        selfHeal: true
`;

export const S08 = session({
  key: 's08', start: '2026-05-14T08:44:27.315Z', branch: 'feat/pgbouncer',
  title: "Tomasz's review of the RDS Proxy PR: PgBouncer in transaction mode instead; dispatch-api moves to Argo CD",
  turns: [
    T('bom dia. Tomasz reviewed #58 — can you read his comment and tell me what you think?',
      S(null,
        B('gh pr view 58 --comments | sed -n "/tomasz-wilk/,\\$p"', d`
          tomasz-wilk (Member) requested changes • 1 hour ago
          Not convinced RDS Proxy buys us anything here. dispatch-api uses pgx with its default statement cache (server-side prepared statements) and does \`SET statement_timeout\` at the start of every request. RDS Proxy pins the client to one backend connection for the rest of the session as soon as it sees either of those, so practically every connection would be pinned and we'd multiplex nothing. The cost is small (~$22/month for the 2 vCPUs) but that's $22 for a very fancy TCP relay.

          Proposal: PgBouncer in transaction mode in the cluster, in front of dispatch-prod. PgBouncer >= 1.21 handles protocol-level prepared statements in transaction mode (max_prepared_statements), and I'll move the timeout to SET LOCAL inside the request transaction on our side (dispatch-api#412). Happy to pair on it.
        `),
        B('gh pr view 412 -R ferrolan/dispatch-api --json title,state,mergedAt', '{"mergedAt":null,"state":"OPEN","title":"db: SET LOCAL statement_timeout inside the request transaction"}')),
      F(d`
        I think he's right, and it's the kind of thing that's easy to miss from the infra side.

        - **Pinning**: RDS Proxy multiplexes only "clean" sessions. A session-level \`SET\` and server-side prepared statements (which pgx's default cache creates on every connection) both pin the client connection to a database connection until it disconnects. With both in every request we'd end up with roughly one DB connection per app connection again, i.e. the same 200-connection wall, one hop further away.
        - **PgBouncer in transaction mode** hands out a server connection per transaction. Since 1.21 it also tracks protocol-level prepared statements (\`max_prepared_statements\`), so pgx's statement cache keeps working, and \`SET LOCAL\` (dispatch-api#412, still open) is transaction-scoped by definition.
        - The price: one more thing we run (2 replicas, a PDB, spread over zones), and PgBouncer becomes part of the data path.

        Sizing: 2 pods x \`default_pool_size = 40\` = 80 server connections at most, plus route-worker's 9; clients up to \`max_client_conn = 1000\` per pod. That leaves room under 200 and makes the HPA cap unnecessary.
      `)),
    T("agreed, pgbouncer it is. close #58 with a note and write it as an argo app on prod, 2 replicas, transaction pooling",
      S(null,
        B('git switch -q main && git pull -q && git cherry-pick -x 4e7b1d2 > /dev/null && git push -q && gh pr close 58 --delete-branch --comment "Closing in favour of PgBouncer in transaction mode (see review): RDS Proxy would pin on SET/prepared statements." && git switch -qc feat/pgbouncer', '✓ Closed pull request ferrolan/ferrolan-infra#58 (RDS Proxy for dispatch-prod)\n✓ Deleted branch feat/rds-proxy', { fx: [{ rm: 'terraform/modules/db/proxy.tf' }] })),
      S(null,
        W('k8s/apps/pgbouncer/prod/configmap.yaml', PGB_CONFIG),
        W('k8s/apps/pgbouncer/prod/deployment.yaml', PGB_DEPLOY),
        W('k8s/argocd/apps/prod/pgbouncer.yaml', PGB_APP)),
      F(d`
        #58 is closed with a note and its branch (with proxy.tf) deleted. The HPA cap commit from that branch is cherry-picked onto main first, so the cap stays until dispatch-api goes through PgBouncer. New, in \`k8s/apps/pgbouncer/prod/\`:
        - \`configmap.yaml\`: \`pool_mode = transaction\`, \`default_pool_size = 40\`, \`max_client_conn = 1000\`, \`max_prepared_statements = 200\`, TLS to RDS, SCRAM auth against \`userlist.txt\`.
        - \`deployment.yaml\`: 2 replicas spread over zones, PDB \`minAvailable: 1\`, Service \`pgbouncer\` on port 5432 (so apps only change the host), image PgBouncer 1.24.1 from our ECR.
        - \`k8s/argocd/apps/prod/pgbouncer.yaml\`: the Argo app.

        Still missing: the \`pgbouncer-userlist\` secret with the dispatch_app credentials.
      `)),
    T("I created the pgbouncer-userlist secret in the dispatch ns by hand. seal it into git like web's and open the PR",
      S(null,
        B(SEAL('prod', 'dispatch', 'pgbouncer-userlist', 'k8s/apps/pgbouncer/prod/sealed-userlist.yaml'), sealedGrep('dispatch', 'pgbouncer-userlist', ['userlist.txt']).replace('    userlist.txt', '    userlist.txt'), { fx: [{ write: ['k8s/apps/pgbouncer/prod/sealed-userlist.yaml', sealed('dispatch', 'pgbouncer-userlist', ['userlist.txt'])] }] }),
        B('git add -A && git commit -qm "pgbouncer for dispatch-prod (transaction pooling), Argo app" && git push -qu origin feat/pgbouncer && gh pr create --title "PgBouncer in front of dispatch-prod" --body "## Plan summary\\nNo terraform changes. Replaces #58 (RDS Proxy), see Tomasz\'s review there.\\n\\n- 2x PgBouncer 1.24.1, pool_mode=transaction, default_pool_size=40, max_prepared_statements=200\\n- userlist as SealedSecret"', 'https://github.com/ferrolan/ferrolan-infra/pull/61')),
      F('Sealed into `k8s/apps/pgbouncer/prod/sealed-userlist.yaml` (straight from the cluster, nothing printed) and PR #61 is up with the summary and a link back to the review on #58.')),
    T('Tomasz merged #61 💨 sync pgbouncer and check the pools',
      S(null,
        B('argocd --core --kube-context prod app sync pgbouncer --timeout 180 | tail -3 && kubectl --context prod -n dispatch get pods -l app=pgbouncer -o wide | awk "{print \\$1, \\$2, \\$3, \\$7}"', d`
          Phase:              Succeeded
          Message:            successfully synced (all tasks run)
          NAME READY STATUS NODE
          pgbouncer-7b9d5c6f48-kq2wx 1/1 Running ip-10-30-17-204.eu-west-1.compute.internal
          pgbouncer-7b9d5c6f48-t8mzn 1/1 Running ip-10-30-45-91.eu-west-1.compute.internal
        `, { ms: 38800 }),
        B('kubectl --context prod -n dispatch exec deploy/pgbouncer -- sh -c \'psql -h 127.0.0.1 -p 6432 -U pgbouncer_stats pgbouncer -c "SHOW POOLS"\' 2>/dev/null | cut -c1-110', d`
           database  |     user     | cl_active | cl_waiting | cl_active_cancel_req | cl_waiting_cancel_req | sv_active | sv_idle
          -----------+--------------+-----------+------------+----------------------+-----------------------+-----------+--------
           dispatch  | dispatch_app |         0 |          0 |                    0 |                     0 |         0 |       0
           pgbouncer | pgbouncer    |         1 |          0 |                    0 |                     0 |         0 |       0
          (2 rows)
        `)),
      F('Both PgBouncer pods are Running, in different zones. The `dispatch` pool exists and is empty, as expected: nothing connects through it yet.')),
    T("now point dispatch-api at pgbouncer and move dispatch-api to argo as well, like web. and lift the HPA cap — 24? we have the headroom now",
      S(null, R('k8s/apps/dispatch-api/values-prod.yaml'), R('.github/workflows/deploy-apps.yml')),
      S(null,
        E('k8s/apps/dispatch-api/values-prod.yaml', '  maxReplicas: 12 # 12 x DB_POOL_MAX_CONNS 15 = 180 < max_connections 200 (2026-05-13 incident)\n', '  maxReplicas: 24 # behind PgBouncer: app pools no longer map 1:1 to Postgres connections\n'),
        E('k8s/apps/dispatch-api/values-prod.yaml', '  DB_HOST: dispatch-prod.c3vbx9k2mq7d.eu-west-1.rds.amazonaws.com\n', '  DB_HOST: pgbouncer.dispatch.svc.cluster.local # PgBouncer, transaction pooling (k8s/apps/pgbouncer)\n')),
      F('`values-prod.yaml` for dispatch-api: `DB_HOST` is the PgBouncer service and the HPA may go to 24 pods (up to 24 x 15 = 360 client connections, all into PgBouncer; Postgres sees at most 80). Next: its Argo app, and out of `deploy-apps.yml`.')),
    T('argo app for it + seal its db secret + drop it from deploy-apps, then PR',
      S(null,
        E('.github/workflows/deploy-apps.yml', X.DEPLOY_DAPI_STEP, ''),
        W('k8s/argocd/apps/prod/dispatch-api.yaml', argoApp('dispatch-api', 'dispatch', 'prod', { secretsDir: 'k8s/apps/dispatch-api/sealed/prod' })),
        B(SEAL('prod', 'dispatch', 'dispatch-api-db', 'k8s/apps/dispatch-api/sealed/prod/dispatch-api-db.yaml'), sealedGrep('dispatch', 'dispatch-api-db', ['DB_PASSWORD', 'DB_USER']), { fx: [{ write: ['k8s/apps/dispatch-api/sealed/prod/dispatch-api-db.yaml', sealed('dispatch', 'dispatch-api-db', ['DB_PASSWORD', 'DB_USER'])] }] })),
      S(null, B('git add -A && git commit -qm "dispatch-api: via PgBouncer, owned by Argo CD, HPA max 24" && git push -q && gh pr create --title "dispatch-api on Argo CD, through PgBouncer" --body "## Plan summary\\nNo terraform changes.\\n- dispatch-api: Argo app (chart + SealedSecret dispatch-api-db), removed from deploy-apps.yml\\n- DB_HOST -> pgbouncer.dispatch.svc.cluster.local\\n- HPA max 12 -> 24"', 'https://github.com/ferrolan/ferrolan-infra/pull/62')),
      F('PR #62: dispatch-api\'s Argo app (chart + `k8s/apps/dispatch-api/sealed/prod/dispatch-api-db.yaml`), the values change, and its step removed from `deploy-apps.yml`, where only route-worker is left.')),
    T('merged. sync it and show me the connection count on the db now',
      S(null,
        B('argocd --core --kube-context prod app sync dispatch-api --timeout 600 | tail -2', 'Phase:              Succeeded\nMessage:            successfully synced (all tasks run)', { ms: 148200 }),
        B(PSQL_DEBUG('select usename, client_addr, count(*) from pg_stat_activity where usename is not null group by 1, 2 order by 3 desc'), d`
            usename    |  client_addr  | count
          --------------+---------------+-------
           dispatch_app | 10.30.17.219  |    21
           dispatch_app | 10.30.45.103  |    20
           dispatch_app | 10.30.33.58   |     3
           dispatch_app | 10.30.8.141   |     3
           dispatch_app | 10.30.61.12   |     3
           rdsadmin     |               |     1
          (6 rows)
        `)),
      F(d`
        dispatch-api rolled out through Argo and talks to PgBouncer now. On the database: 41 connections from the two PgBouncer pods (21 + 20), route-worker's 9 (3 pods x 3), rdsadmin 1. Yesterday dispatch-api alone held 187. The HPA max is back up, at 24.

        deploy-apps.yml only deploys route-worker now.
      `)),
  ],
});
