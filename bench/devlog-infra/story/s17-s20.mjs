// Weeks 5-6: ci-deployer retired (apply job on OIDC, deploy-apps.yml gone), the DR drill in eu-central-1,
// staging catches up (ESO) and plans as sticky PR comments, EKS 1.31, the May bill, Prometheus disk again.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import { argoApp } from './lib.mjs';
import { ESO_APP_0, extSecret } from './s13-s16.mjs';

const STG = 'cd terraform/envs/staging && AWS_PROFILE=ferrolan-staging';
const PRD = 'cd terraform/envs/prod && AWS_PROFILE=ferrolan-prod';
const MERGE_WATCH = (n) => `gh pr merge ${n} --squash --auto && sleep 240 && gh run watch --exit-status $(gh run list --workflow terraform.yml --branch main --limit 1 --json databaseId -q ".[0].databaseId") | tail -2`;

// ---------------------------------------------------------------- s17
const APPLY_ROLE = d`
  # terraform apply on main (terraform.yml, apply job). The job runs in the staging/prod GitHub environments,
  # so the subject is environment:<env>; prod additionally waits for the environment's required reviewer.
  data "aws_iam_policy_document" "apply_trust" {
    statement {
      actions = ["sts:AssumeRoleWithWebIdentity"]
      principals {
        type        = "Federated"
        identifiers = [aws_iam_openid_connect_provider.github.arn]
      }
      condition {
        test     = "StringEquals"
        variable = "token.actions.githubusercontent.com:aud"
        values   = ["sts.amazonaws.com"]
      }
      condition {
        test     = "StringEquals"
        variable = "token.actions.githubusercontent.com:sub"
        values = [
          "repo:\${var.infra_repo}:environment:staging",
          "repo:\${var.infra_repo}:environment:prod",
        ]
      }
    }
  }

  resource "aws_iam_role" "terraform_apply" {
    name                 = "gha-terraform-apply"
    assume_role_policy   = data.aws_iam_policy_document.apply_trust.json
    max_session_duration = 7200 # node group rolls and EKS upgrades run longer than an hour
  }

  # Terraform manages IAM, networking and the database: anything narrower breaks with the next module.
  # What keeps this safe is the trust above plus the prod environment approval.
  resource "aws_iam_role_policy_attachment" "apply_admin" {
    role       = aws_iam_role.terraform_apply.name
    policy_arn = "arn:aws:iam::aws:policy/AdministratorAccess"
  }

  output "apply_role_arn" {
    value = aws_iam_role.terraform_apply.arn
  }

`;
const APPLY_HEAD_OLD = "  apply:\n    if: github.event_name == 'push'\n    runs-on: ubuntu-24.04\n";
const APPLY_HEAD_NEW = "  apply:\n    if: github.event_name == 'push'\n    runs-on: ubuntu-24.04\n    permissions:\n      id-token: write\n      contents: read\n";
const KEYS_OLD = '          aws-access-key-id: ${{ secrets.CI_DEPLOYER_ACCESS_KEY_ID }}\n          aws-secret-access-key: ${{ secrets.CI_DEPLOYER_SECRET_ACCESS_KEY }}\n';
const KEYS_NEW = '          role-to-assume: arn:aws:iam::604918237745:role/gha-terraform-apply\n          role-session-name: tf-apply-${{ github.run_id }}\n';
const README_CI = d`
  ## CI access to AWS

  No long-lived keys: every workflow assumes a role through GitHub OIDC (\`terraform/modules/github-oidc\`). One row per role:

  | role | assumed by | trust subject (StringEquals) |
  |---|---|---|
  | \`gha-terraform-plan\` | \`terraform.yml\` plan job (PRs) | \`repo:ferrolan/ferrolan-infra:pull_request\` |
  | \`gha-terraform-apply\` | \`terraform.yml\` apply job (main) | \`repo:ferrolan/ferrolan-infra:environment:staging\`, \`...:environment:prod\` |
  | \`gha-ecr-push\` | \`build-image.yml\`, called from route-worker, web, dispatch-api | \`repo:ferrolan/<app>:ref:refs/heads/main\` + \`job_workflow_ref\` |

`;

export const S17 = session({
  key: 's17', start: '2026-05-29T08:14:06.551Z', branch: 'feat/oidc-apply',
  title: 'ci-deployer retired: gha-terraform-apply via OIDC, route-worker and the PDF renderer on Argo CD, deploy-apps.yml deleted',
  turns: [
    T("happy friday ☀️ last push on ci-deployer today, I want that IAM user gone by tonight. what still uses its keys?",
      S("Searching the workflows and asking IAM when the key was last used.",
        G('CI_DEPLOYER', ['.github/workflows/deploy-apps.yml', '.github/workflows/terraform.yml'], { path: '.github' }),
        B('aws iam get-access-key-last-used --access-key-id AKIAYZ3QF7KXB2M4NWPD --profile ferrolan-prod', d`
          {
              "UserName": "ci-deployer",
              "AccessKeyLastUsed": {
                  "LastUsedDate": "2026-05-28T16:02:00+00:00",
                  "ServiceName": "eks",
                  "Region": "eu-west-1"
              }
          }
        `)),
      F(d`
        Two places left, both in this repo:
        - the **apply job** of \`terraform.yml\` (the plan job moved to OIDC on 5 May, \`build-image.yml\` on Tuesday);
        - **\`deploy-apps.yml\`**, which only deploys route-worker by now; the last use of the key yesterday at 16:02 was that workflow talking to EKS.

        The order matters because of the "no local applies against prod" rule: the new apply role can't be created from your laptop, so:
        1. PR 1 adds \`gha-terraform-apply\` to \`modules/github-oidc\`; the current apply job, still on the keys, creates it.
        2. PR 2 switches the apply job to the role.
        3. route-worker (and the PDF renderer, which is helm-by-hand) move to Argo CD, and \`deploy-apps.yml\` is deleted.
        4. Then the user, its keys and the two repo secrets go.
      `)),
    T("sounds right. trust for the apply role: only the apply job's two environment subjects, nothing else. it applies IAM and everything, so AdministratorAccess is fine by me as long as the trust is that tight and prod stays behind the approval",
      S(null, R('terraform/modules/github-oidc/main.tf')),
      S(null, E('terraform/modules/github-oidc/main.tf', 'output "plan_role_arn" {', APPLY_ROLE + 'output "plan_role_arn" {')),
      S(null,
        B(`${PRD} terraform plan -input=false 2>&1 | grep -E "will be created|^Plan:"`, '  # module.github_oidc.aws_iam_role.terraform_apply will be created\n  # module.github_oidc.aws_iam_role_policy_attachment.apply_admin will be created\nPlan: 2 to add, 0 to change, 0 to destroy.', { ms: 33900 }),
        B('git switch -qc feat/oidc-apply && git add -A && git commit -qm "github-oidc: gha-terraform-apply role" && git push -qu origin feat/oidc-apply && gh pr create --title "gha-terraform-apply (OIDC) for the apply job" --body "## Plan summary\\n- prod: 2 to add (gha-terraform-apply + AdministratorAccess attachment)\\n- staging: no changes\\n\\nTrust: environment:staging and environment:prod of ferrolan/ferrolan-infra only. The workflow switches in a follow-up PR, once this role exists."', 'https://github.com/ferrolan/ferrolan-infra/pull/84')),
      F(d`
        PR #84 is up. \`gha-terraform-apply\` trusts exactly two subjects, \`repo:ferrolan/ferrolan-infra:environment:staging\` and \`...:environment:prod\` (StringEquals, no patterns), and has \`AdministratorAccess\`: Terraform creates IAM roles, VPCs and RDS resources, so any hand-written policy would break with the next module. \`max_session_duration = 7200\`, because an apply that rolls a node group can run past the default hour (the Graviton applies took up to 7 minutes, an EKS upgrade will take far longer).

        Plan: 2 to add in prod, nothing in staging. Once it's merged, the apply job (still on the keys) creates the role.
      `)),
    T('merged and I approved prod, role exists. now switch the apply job',
      S(null, R('.github/workflows/terraform.yml')),
      S("Switching the credentials step, and adding the workflow file itself to the path filter with `sed` (otherwise a change to `terraform.yml` alone never triggers a plan or apply):",
        E('.github/workflows/terraform.yml', KEYS_OLD, KEYS_NEW),
        B('sed -i -e \'s|    paths: \\["terraform/\\*\\*"\\]|    paths: ["terraform/**", ".github/workflows/terraform.yml"]|\' -e "/^  apply:/,/^    runs-on:/ s|^    runs-on: ubuntu-24.04$|    runs-on: ubuntu-24.04\\n    permissions:\\n      id-token: write\\n      contents: read|" .github/workflows/terraform.yml && git diff --stat', ' .github/workflows/terraform.yml | 11 +++++++----\n 1 file changed, 7 insertions(+), 4 deletions(-)', { fx: [
          { edit: ['.github/workflows/terraform.yml', '    paths: ["terraform/**"]\n', '    paths: ["terraform/**", ".github/workflows/terraform.yml"]\n'] },
          { edit: ['.github/workflows/terraform.yml', APPLY_HEAD_OLD, APPLY_HEAD_NEW] },
        ] })),
      S(null, B('git switch -q main && git pull -q && git switch -qc ci/apply-oidc && git commit -qam "ci: apply job assumes gha-terraform-apply (OIDC)" && git push -qu origin ci/apply-oidc && gh pr create --title "apply job on OIDC" --body "## Plan summary\\n- staging: no changes\\n- prod: no changes\\n\\nApply job assumes gha-terraform-apply; no more ci-deployer keys in terraform.yml." && ' + MERGE_WATCH(85) + ' && gh run view $(gh run list --workflow terraform.yml --branch main --limit 1 --json databaseId -q ".[0].databaseId") --log | grep -E "Assuming role with OIDC|Apply complete"',
        'https://github.com/ferrolan/ferrolan-infra/pull/85\n✓ apply (staging) in 52s (ID 42489011764)\n✓ apply (prod) in 1m27s (ID 42489011839)\napply (staging)\tConfigure AWS Credentials\t2026-05-29T08:51:17.2213906Z Assuming role with OIDC\napply (staging)\tRun terraform apply\t2026-05-29T08:51:49.5520187Z Apply complete! Resources: 0 added, 0 changed, 0 destroyed.\napply (prod)\tConfigure AWS Credentials\t2026-05-29T08:53:02.8819270Z Assuming role with OIDC\napply (prod)\tRun terraform apply\t2026-05-29T08:54:21.0937744Z Apply complete! Resources: 0 added, 0 changed, 0 destroyed.', { ms: 389000 })),
      F('PR #85 is merged and the apply run on main authenticated through OIDC on both legs ("Assuming role with OIDC"), 0 changes each. `terraform.yml` has no reference to the ci-deployer secrets any more, and the path filter now includes the workflow file.')),
    T("now the apps: route-worker as an argo app on both clusters, the pdf renderer on prod, then delete deploy-apps.yml for good",
      S(null,
        W('k8s/argocd/apps/prod/route-worker.yaml', argoApp('route-worker', 'routing', 'prod', { secretsDir: 'k8s/apps/route-worker/external/prod' })),
        W('k8s/argocd/apps/staging/route-worker.yaml', argoApp('route-worker', 'routing', 'staging')),
        W('k8s/argocd/apps/prod/legacy-pdf-renderer.yaml', argoApp('legacy-pdf-renderer', 'pdf', 'prod'))),
      S(null, B('git switch -q main && git pull -q && git switch -qc feat/argo-route-worker && git rm -q .github/workflows/deploy-apps.yml && git add -A && git commit -qm "argocd: route-worker (both), legacy-pdf-renderer (prod); delete deploy-apps.yml" && git push -qu origin feat/argo-route-worker && gh pr create --title "route-worker + PDF renderer on Argo CD, deploy-apps.yml removed" --body "## Plan summary\\nNo terraform changes.\\n- route-worker: Argo app on staging and prod (prod adds k8s/apps/route-worker/external/prod)\\n- legacy-pdf-renderer: Argo app on prod\\n- deploy-apps.yml deleted" && gh pr merge --squash --auto && sleep 150 && for c in staging prod; do argocd --core --kube-context $c app list -o wide | awk \'NR==1 || /route-worker|legacy-pdf/ {print $1, $5, $6}\'; done',
        'https://github.com/ferrolan/ferrolan-infra/pull/86\nNAME STATUS HEALTH\nargocd/route-worker Synced Healthy\nNAME STATUS HEALTH\nargocd/legacy-pdf-renderer Synced Healthy\nargocd/route-worker Synced Healthy', { ms: 171000, fx: [{ rm: '.github/workflows/deploy-apps.yml' }] })),
      F(d`
        PR #86 is merged: route-worker is an Argo Application on both clusters and legacy-pdf-renderer on prod, all Synced/Healthy, adopted in place like the others. On prod the route-worker app has a second source, \`k8s/apps/route-worker/external/prod\`, so the \`route-worker-env\` ExternalSecret I applied by hand yesterday is now owned by Argo too.

        \`deploy-apps.yml\` is deleted. Every app on prod is an Argo Application: web, dispatch-api, route-worker, legacy-pdf-renderer, pgbouncer, pg-dump, plus monitoring and external-secrets.
      `)),
    T("delete the ci-deployer user. keys, user, both repo secrets. bye 👋",
      S(null, B('aws iam delete-access-key --user-name ci-deployer --access-key-id AKIAYZ3QF7KXB2M4NWPD --profile ferrolan-prod && aws iam delete-user --user-name ci-deployer --profile ferrolan-prod', '\nAn error occurred (DeleteConflict) when calling the DeleteUser operation: Cannot delete entity, must detach all policies first.', { code: 254 })),
      S("The key is gone, the user still has policies. Listing them before detaching:",
        B('aws iam list-attached-user-policies --user-name ci-deployer --profile ferrolan-prod --query "AttachedPolicies[].PolicyArn" --output text && aws iam list-user-policies --user-name ci-deployer --profile ferrolan-prod --query "PolicyNames" --output text', 'arn:aws:iam::aws:policy/AdministratorAccess\nci-deployer-eks-access')),
      S(null, B('aws iam detach-user-policy --user-name ci-deployer --policy-arn arn:aws:iam::aws:policy/AdministratorAccess --profile ferrolan-prod && aws iam delete-user-policy --user-name ci-deployer --policy-name ci-deployer-eks-access --profile ferrolan-prod && aws iam delete-user --user-name ci-deployer --profile ferrolan-prod && gh secret delete CI_DEPLOYER_ACCESS_KEY_ID && gh secret delete CI_DEPLOYER_SECRET_ACCESS_KEY && gh secret list', '✓ Deleted secret CI_DEPLOYER_ACCESS_KEY_ID from ferrolan/ferrolan-infra\n✓ Deleted secret CI_DEPLOYER_SECRET_ACCESS_KEY from ferrolan/ferrolan-infra')),
      F(d`
        ci-deployer is gone: access key deleted, then (after the DeleteConflict) its managed policy detached and its inline policy deleted, then the user. For the record, it had \`AdministratorAccess\` plus an inline \`ci-deployer-eks-access\`, i.e. a two-year-old admin key in repo secrets. The repository has no secrets left at all.

        Every CI path into AWS is OIDC now: \`gha-terraform-plan\` (PR plans), \`gha-terraform-apply\` (apply on main) and \`gha-ecr-push\` (image builds).
      `)),
    T("🍷 what a week. one more rule while I remember: every role CI can assume gets a row in the README (role, who assumes it, trust subject). Tomasz asked me twice this week where to look",
      S(null, R('README.md')),
      S(null, E('README.md', '## Applying\n', README_CI + '## Applying\n')),
      F("README has a \"CI access to AWS\" table with one row per role: `gha-terraform-plan` (plan job, `pull_request`), `gha-terraform-apply` (apply job, `environment:staging`/`environment:prod`) and `gha-ecr-push` (build-image.yml from the three app repos, main only plus `job_workflow_ref`). I'll add a row whenever a new CI role appears. Enjoy the weekend!")),
  ],
});

// ---------------------------------------------------------------- s18
const RUNBOOK = d`
  # DR runbook: dispatch database in eu-central-1

  Scenario: eu-west-1 is unavailable; dispatch-prod has to come back in eu-central-1.
  Targets (Marta, 2026-06-01): **RTO 4 hours, RPO 15 minutes**.

  ## Measured in the drill of 2026-06-01

  | step | how | time |
  |---|---|---|
  | newest restore point | replicated automated backups, \`aws rds describe-db-instance-automated-backups --region eu-central-1\` | 7.5 min behind "now" |
  | point-in-time restore | \`restore-db-instance-to-point-in-time --use-latest-restorable-time\`, db.m6g.large single-AZ | 41 min until available |
  | logical restore (fallback) | nightly dump from \`s3://fl-prd-pg-dumps\`, \`pg_restore -j 4 --no-owner --no-privileges\` into an empty 16.4 instance | 47 min (+13 min to create the instance) |

  Point-in-time restore is the primary path: RPO measured 7.5 min, well inside 15. The dump is the fallback if the
  replicated backups are unusable; its RPO is up to 24 h (one dump a night at 02:45 UTC).

  ## Steps
  1. \`aws rds describe-db-instance-automated-backups --region eu-central-1\`: note \`RestoreWindow.LatestTime\`.
  2. Restore with \`--use-latest-restorable-time --manage-master-user-password\` (RDS creates a new master secret in eu-central-1).
  3. Point the apps at the new endpoint (Secrets Manager replicas of \`prod/*\` exist in eu-central-1).
  4. Logical fallback only: \`pg_restore --no-owner --no-privileges -j 4\`, then \`psql -f roles.sql\` for dispatch_app and dispatch_readonly.

  ## Gaps found
  - **No network in eu-central-1.** The drill used the default VPC. A real failover first needs \`modules/network\` (and EKS) applied there.
  - **The dump bucket is single-region.** \`fl-prd-pg-dumps\` lives in eu-west-1; in a regional outage the fallback is unreachable. Needs replication to eu-central-1.
  - **Roles are not in the dump.** pg_dump is per database; roles are cluster-wide. Keep \`roles.sql\` in git (no passwords).
  - Secrets Manager: \`prod/*\` replicated to eu-central-1 during the drill (was missing).

  Drill resources are named \`fl-drill-*\` and deleted the same day.
`;
const PSQL_DRILL = (host, db, sql) => `PGPASSWORD="$(aws secretsmanager get-secret-value --region eu-central-1 --profile ferrolan-prod --secret-id "$(aws rds describe-db-instances --region eu-central-1 --profile ferrolan-prod --db-instance-identifier ${host} --query 'DBInstances[0].MasterUserSecret.SecretArn' --output text)" --query SecretString --output text | jq -r .password)" psql "host=localhost port=15432 user=dispatch_admin dbname=${db} sslmode=require" -Atc "${sql}"`;

export const S18 = session({
  key: 's18', start: '2026-06-01T07:04:41.318Z', branch: 'docs/dr-drill',
  title: 'DR drill: point-in-time restore of dispatch-prod in eu-central-1, the logical fallback from the nightly dump, runbook and gaps',
  slug: 'quiet-harbour-drill',
  turns: [
    T("drill day 🧯 scenario: eu-west-1 is gone and we bring the database back in eu-central-1. Marta's targets for today: RTO 4 hours, RPO 15 minutes. first question: what's the newest point the replicated backups let us restore to?",
      S(null,
        B('aws rds describe-db-instance-automated-backups --region eu-central-1 --profile ferrolan-prod --query "DBInstanceAutomatedBackups[0].{status:Status,earliest:RestoreWindow.EarliestTime,latest:RestoreWindow.LatestTime,retention:BackupRetentionPeriod,arn:DBInstanceAutomatedBackupsArn}"', d`
          {
              "status": "replicating",
              "earliest": "2026-05-25T11:02:17+00:00",
              "latest": "2026-06-01T06:58:41+00:00",
              "retention": 14,
              "arn": "arn:aws:rds:eu-central-1:604918237745:auto-backup:ab-4kq7x2m9vz3n8wplr5cd6ty1hb"
          }
        `),
        B('date -u +%FT%TZ', '2026-06-01T07:06:12Z')),
      F(d`
        The newest restorable time in eu-central-1 is **06:58:41 UTC**, 7.5 minutes before now. That lag is the transaction-log shipping of the cross-region replication (logs are uploaded about every 5 minutes, then copied), so for point-in-time restore the RPO sits comfortably inside 15 minutes.

        The window starts on 2026-05-25 11:02, when the replication from #72 went active; it will keep 14 days once it's that old.
      `)),
    T("restore into a scratch instance, fl-drill-dispatch, single-AZ is fine. and a rule for drills: everything we create gets the fl-drill- prefix and is deleted the same day. there's no VPC of ours in eu-central-1, use the default one, plus a small SSM box so we can reach it",
      S(null,
        B('aws rds restore-db-instance-to-point-in-time --region eu-central-1 --profile ferrolan-prod --source-db-instance-automated-backups-arn arn:aws:rds:eu-central-1:604918237745:auto-backup:ab-4kq7x2m9vz3n8wplr5cd6ty1hb --target-db-instance-identifier fl-drill-dispatch --use-latest-restorable-time --db-instance-class db.m6g.large --no-multi-az --manage-master-user-password --tags Key=Name,Value=fl-drill-dispatch --query "DBInstance.[DBInstanceIdentifier,DBInstanceStatus]" --output text', 'fl-drill-dispatch\tcreating'),
        B('aws ec2 run-instances --region eu-central-1 --profile ferrolan-prod --image-id resolve:ssm:/aws/service/canonical/ubuntu/server/24.04/stable/current/arm64/hvm/ebs-gp3/ami-id --instance-type t4g.small --iam-instance-profile Name=AmazonSSMRoleForInstancesQuickSetup --tag-specifications "ResourceType=instance,Tags=[{Key=Name,Value=fl-drill-bastion}]" --query "Instances[0].InstanceId" --output text', 'i-07c3e9a1f5b2d8460')),
      S("Waiting for the instance; `aws rds wait` polls every 30 seconds:",
        B('time aws rds wait db-instance-available --region eu-central-1 --profile ferrolan-prod --db-instance-identifier fl-drill-dispatch', '', { err: '\nreal\t41m3.118s\nuser\t0m9.402s\nsys\t0m1.077s', ms: 2463400, timeout: 3600000 })),
      F(d`
        \`fl-drill-dispatch\` is available, **41 minutes** after the restore call (db.m6g.large, single-AZ, default VPC, restored to 06:58:41 UTC). With \`--manage-master-user-password\` RDS generated a fresh master password into a Secrets Manager secret in eu-central-1, so nothing from eu-west-1 is needed to log in. \`fl-drill-bastion\` (t4g.small, SSM only, no SSH) is running in the same VPC for port forwarding.
      `)),
    T("check the data. newest row in jobs vs the restore point, and how many rows",
      S(null,
        B('aws ssm start-session --region eu-central-1 --profile ferrolan-prod --target i-07c3e9a1f5b2d8460 --document-name AWS-StartPortForwardingSessionToRemoteHost --parameters "host=fl-drill-dispatch.cx8m2q4vn7kd.eu-central-1.rds.amazonaws.com,portNumber=5432,localPortNumber=15432" > /tmp/ssm-drill.log 2>&1 & sleep 8; ' + PSQL_DRILL('fl-drill-dispatch', 'dispatch', 'select max(created_at), count(*) from jobs'), '2026-06-01 06:58:37.902+00|18442907')),
      F(d`
        The port forward through \`fl-drill-bastion\` works (the master password came from the new secret inside a command substitution, it was never printed). The newest row in \`jobs\` is from **06:58:37.902**, four seconds before the restore point, and the table has **18,442,907** rows. The restore is consistent up to the restore point, nothing older is missing.
      `)),
    T("step 2, the fallback: pretend the snapshots are unusable too. fresh empty instance fl-drill-dump (16.4), restore last night's dump there with -j 4",
      S(null,
        B('aws s3 ls s3://fl-prd-pg-dumps/dispatch/ --profile ferrolan-prod | tail -1 && aws rds create-db-instance --region eu-central-1 --profile ferrolan-prod --db-instance-identifier fl-drill-dump --engine postgres --engine-version 16.4 --db-instance-class db.m6g.large --allocated-storage 100 --storage-type gp3 --master-username dispatch_admin --manage-master-user-password --no-multi-az --query "DBInstance.DBInstanceStatus" --output text && time aws rds wait db-instance-available --region eu-central-1 --profile ferrolan-prod --db-instance-identifier fl-drill-dump', '2026-06-01 03:51:12 3391274118 2026-06-01T0245Z.dump\ncreating', { err: '\nreal\t13m22.640s\nuser\t0m3.118s\nsys\t0m0.402s', ms: 805000, timeout: 1800000 })),
      S(null, B('aws ssm start-session --region eu-central-1 --profile ferrolan-prod --target i-07c3e9a1f5b2d8460 --document-name AWS-StartPortForwardingSessionToRemoteHost --parameters "host=fl-drill-dump.cx8m2q4vn7kd.eu-central-1.rds.amazonaws.com,portNumber=5432,localPortNumber=15433" > /tmp/ssm-drill2.log 2>&1 & sleep 8; aws s3 cp s3://fl-prd-pg-dumps/dispatch/2026-06-01T0245Z.dump /tmp/drill.dump --profile ferrolan-prod --only-show-errors && ' + PSQL_DRILL('fl-drill-dump', 'postgres', 'create database dispatch').replace(' -Atc ', ' -c ').replace('localhost port=15432', 'localhost port=15433') + ' && pg_restore -h localhost -p 15433 -U dispatch_admin -d dispatch -j 4 /tmp/drill.dump 2>&1 | grep -E "error|warning" | sort | uniq -c | sort -rn | head -5',
        '    118 pg_restore: error: could not execute query: ERROR:  role "dispatch_app" does not exist\n     94 pg_restore: error: could not execute query: ERROR:  role "dispatch_readonly" does not exist\n      1 pg_restore: warning: errors ignored on restore: 212', { code: 1, ms: 2790000, timeout: 3600000 })),
      F(d`
        The dump restores, but with **212 errors**: every \`ALTER ... OWNER TO dispatch_app\` and every \`GRANT ... TO dispatch_readonly\` failed, because those roles don't exist on a fresh instance. Roles belong to the Postgres cluster, not to a database, so a \`pg_dump\` of one database never contains them. The tables and data went in (owned by dispatch_admin), the ownership and grants did not.

        Fix for the drill: restore again with \`--no-owner --no-privileges\`, so the restore doesn't try, and recreate the two roles from a script afterwards. A \`pg_dumpall --roles-only\` doesn't help on RDS (no access to the password hashes), so the roles script belongs in git without passwords.
      `)),
    T("yes do --no-owner --no-privileges on a clean database, and time it",
      S(null, B(PSQL_DRILL('fl-drill-dump', 'postgres', 'drop database dispatch with (force)').replace(' -Atc ', ' -c ').replace('localhost port=15432', 'localhost port=15433') + ' && ' + PSQL_DRILL('fl-drill-dump', 'postgres', 'create database dispatch').replace(' -Atc ', ' -c ').replace('localhost port=15432', 'localhost port=15433') + ' && time pg_restore -h localhost -p 15433 -U dispatch_admin -d dispatch -j 4 --no-owner --no-privileges /tmp/drill.dump', 'DROP DATABASE\nCREATE DATABASE', { err: '\nreal\t47m12.905s\nuser\t1m58.311s\nsys\t0m21.740s', ms: 2836000, timeout: 3600000 })),
      S(null, B(PSQL_DRILL('fl-drill-dump', 'dispatch', 'select max(created_at), count(*) from jobs').replace('localhost port=15432', 'localhost port=15433'), '2026-06-01 02:44:58.113+00|18391550')),
      F(d`
        Clean: no errors with \`--no-owner --no-privileges\`, and the restore took **47 minutes** (index builds are most of it; \`-j 4\` on 2 vCPUs is about as parallel as it gets). The \`jobs\` table has 18,391,550 rows, newest 02:44:58, i.e. the state at dump time, about 51,000 rows behind the point-in-time copy.

        So the fallback costs about an hour (13 min instance + 47 min restore) and up to a day of data; the point-in-time path is 41 minutes and 7.5 minutes of data.
      `),
      O({ compactAfter: d`
        This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:

        1. Primary Request and Intent:
           DR drill for the dispatch database (scenario: eu-west-1 lost, recover in eu-central-1). Targets from Marta: RTO 4 hours, RPO 15 minutes. Drill rule from the user: every drill resource is prefixed fl-drill- and deleted the same day.

        2. Key Technical Concepts:
           - Cross-region replicated RDS automated backups (modules/db-backups, replication to eu-central-1, 14 days retention)
           - Point-in-time restore with --use-latest-restorable-time and --manage-master-user-password
           - SSM port forwarding through fl-drill-bastion (local ports 15432 / 15433)
           - pg_restore of the nightly dump from s3://fl-prd-pg-dumps; roles are cluster-wide and not part of pg_dump

        3. Files and Code Sections:
           - No repository files changed yet.

        4. Errors and fixes:
           - pg_restore into the fresh instance fl-drill-dump: 212 errors, role "dispatch_app" / "dispatch_readonly" does not exist. Fixed by restoring with --no-owner --no-privileges into a clean database; roles to be recreated from a roles.sql script kept in git without passwords.

        5. Problem Solving (measured):
           - Newest restore point 06:58:41 UTC at 07:06:12, i.e. RPO about 7.5 minutes.
           - Point-in-time restore fl-drill-dispatch: available after 41 minutes; jobs newest row 06:58:37.902, 18,442,907 rows.
           - Fallback: fl-drill-dump created in 13 minutes, pg_restore -j 4 --no-owner --no-privileges took 47 minutes; jobs 18,391,550 rows, newest 02:44:58 (dump 2026-06-01T0245Z.dump, 3,391,274,118 bytes).
           - Gaps noticed: no VPC of ours in eu-central-1 (drill used the default VPC); the dump bucket only exists in eu-west-1.

        6. All user messages:
           - drill day: scenario, targets RTO 4h / RPO 15 min, newest restore point?
           - restore into fl-drill-dispatch, single-AZ, default VPC plus an SSM box; drill resources fl-drill-* deleted the same day
           - check the data in jobs
           - fallback: fresh fl-drill-dump 16.4, restore last night's dump with -j 4
           - redo with --no-owner --no-privileges on a clean database and time it

        7. Pending Tasks:
           - Write the runbook with the measurements and gaps; tear down the drill resources.

        8. Current Work:
           The logical restore just finished cleanly.
      `, gapMin: 9 })),
    T("ok. secrets first: ESO in a new region would find nothing, right? fix that. then write the runbook (docs/runbooks/) with everything we measured and the gaps",
      S("Right: Secrets Manager is regional and the four `prod/*` secrets only exist in eu-west-1. Replicas keep the same name and stay in sync automatically:",
        B('for s in prod/web/maps prod/dispatch/dispatch-api-db prod/dispatch/pgbouncer-userlist prod/routing/route-worker-env; do aws secretsmanager replicate-secret-to-regions --profile ferrolan-prod --secret-id $s --add-replica-regions Region=eu-central-1 --query "[ARN, ReplicationStatus[0].Status]" --output text | awk -v s=$s \'{print s, $2}\'; done', 'prod/web/maps InProgress\nprod/dispatch/dispatch-api-db InProgress\nprod/dispatch/pgbouncer-userlist InProgress\nprod/routing/route-worker-env InProgress')),
      S(null, W('docs/runbooks/dr-eu-central-1.md', RUNBOOK)),
      F(d`
        - The four \`prod/*\` secrets are replicating to eu-central-1 (same names, kept in sync by Secrets Manager; the stripe secret you create later needs the same \`replicate-secret-to-regions\` call).
        - \`docs/runbooks/dr-eu-central-1.md\`: targets, the three measurements (restore point 7.5 min behind, PITR 41 min, dump restore 47 min + 13 min for the instance), the steps, and the gaps: no network in eu-central-1, dump bucket single-region, roles not in the dump.

        Against Marta's targets: RPO 7.5 min vs 15 and about 41 minutes for the database alone vs 4 hours, but only because the default VPC existed; without a network and a cluster in eu-central-1 the RTO for the whole product is not met yet.
      `)),
    T("good. tear it all down (fl-drill-*), then commit the runbook and PR",
      S(null,
        B('aws rds delete-db-instance --region eu-central-1 --profile ferrolan-prod --db-instance-identifier fl-drill-dispatch --skip-final-snapshot --delete-automated-backups --query "DBInstance.DBInstanceStatus" --output text && aws rds delete-db-instance --region eu-central-1 --profile ferrolan-prod --db-instance-identifier fl-drill-dump --skip-final-snapshot --delete-automated-backups --query "DBInstance.DBInstanceStatus" --output text && aws ec2 terminate-instances --region eu-central-1 --profile ferrolan-prod --instance-ids i-07c3e9a1f5b2d8460 --query "TerminatingInstances[0].CurrentState.Name" --output text && rm -f /tmp/drill.dump', 'deleting\ndeleting\nshutting-down'),
        B('git switch -qc docs/dr-drill && git add docs/runbooks/dr-eu-central-1.md && git commit -qm "runbook: DR for the dispatch database in eu-central-1 (drill 2026-06-01)" && git push -qu origin docs/dr-drill && gh pr create --title "DR runbook + drill results" --body "## Plan summary\\nNo terraform changes. Runbook with the drill measurements (RPO 7.5 min, PITR 41 min, dump restore 47 min) and three gaps: no network in eu-central-1, single-region dump bucket, roles not in the dump."', 'https://github.com/ferrolan/ferrolan-infra/pull/87')),
      F('Both drill instances are deleting (no final snapshot, their automated backups too), `fl-drill-bastion` is shutting down and the local dump copy is removed, so nothing named `fl-drill-*` survives today. The runbook is in PR #87. The gaps are the next tasks: network (and EKS) in eu-central-1, replicating `fl-prd-pg-dumps`, and `roles.sql`.')),
  ],
});

// ---------------------------------------------------------------- s19
const ESO_APP_STG = ESO_APP_0.replace('          installCRDs: true\n', '          installCRDs: true\n          serviceAccount:\n            annotations:\n              eks.amazonaws.com/role-arn: arn:aws:iam::318274650912:role/fl-stg-external-secrets\n');
const PLAN_STEP_OLD = '      - run: terraform plan -input=false -no-color -lock-timeout=120s\n';
const PLAN_STEP_NEW = d`
        - id: plan
          run: terraform plan -input=false -no-color -lock-timeout=120s -out=tfplan
        - id: show
          run: |
            {
              echo "summary=$(terraform show -no-color tfplan | grep -E '^(Plan:|No changes)' | head -1)"
              echo 'body<<EOF'
              terraform show -no-color tfplan | grep -E '^  # ' | head -60
              echo 'EOF'
            } >> "$GITHUB_OUTPUT"
        # one comment per env, edited in place on every push instead of piling up
        - uses: marocchino/sticky-pull-request-comment@v2
          with:
            header: terraform-plan-\${{ matrix.env }}
            message: |
              ### terraform plan: \${{ matrix.env }}
              **\${{ steps.show.outputs.summary }}**
              \`\`\`
              \${{ steps.show.outputs.body }}
              \`\`\`
`.replace(/^(?=.)/gm, '      ');
const PLAN_PERMS_OLD = "  plan:\n    if: github.event_name == 'pull_request'\n    runs-on: ubuntu-24.04\n    permissions:\n      id-token: write\n      contents: read\n";
const PLAN_PERMS_NEW = "  plan:\n    if: github.event_name == 'pull_request'\n    runs-on: ubuntu-24.04\n    permissions:\n      id-token: write\n      contents: read\n      pull-requests: write # sticky plan comment\n";

export const S19 = session({
  key: 's19', start: '2026-06-04T12:41:27.904Z', branch: 'feat/staging-eso',
  title: 'Staging moves to External Secrets, sealed-secrets gone everywhere; the plan job posts sticky PR comments; OpenTofu considered and declined',
  turns: [
    T("afternoon! staging is the last place with sealed-secrets (just web-maps). move it to ESO like prod. fl-stg-external-secrets exists since #80 and I ran your copy script this morning, value is in staging/web/maps",
      S(null, R('k8s/argocd/apps/staging/web.yaml')),
      S("Same layout as prod, and this time with the IRSA annotation from the start:",
        W('k8s/argocd/apps/staging/external-secrets.yaml', ESO_APP_STG),
        W('k8s/apps/web/external/staging/web-maps.yaml', extSecret('web', 'web-maps', 'staging/web/maps')),
        E('k8s/argocd/apps/staging/web.yaml', '      path: k8s/apps/web/sealed/staging\n', '      path: k8s/apps/web/external/staging\n')),
      F(d`
        - \`k8s/argocd/apps/staging/external-secrets.yaml\`: ESO chart 0.19.2 on staging, ServiceAccount annotated with \`arn:aws:iam::318274650912:role/fl-stg-external-secrets\` (no repeat of the node-role surprise), plus the shared \`k8s/platform/external-secrets\` folder; the ClusterSecretStore is the same, staging is in eu-west-1 too.
        - \`k8s/apps/web/external/staging/web-maps.yaml\`: ExternalSecret from \`staging/web/maps\`.
        - staging \`web.yaml\` reads \`external/staging\` instead of \`sealed/staging\`.
      `)),
    T("PR, sync, and take the sealed-secrets controller off staging",
      S(null, B('kubectl --context staging -n web patch secret web-maps --type=json -p \'[{"op":"remove","path":"/metadata/ownerReferences"}]\' && git rm -q k8s/apps/web/sealed/staging/web-maps.yaml && git add -A && git commit -qm "staging: External Secrets for web-maps, SealedSecret removed" && git push -qu origin feat/staging-eso && gh pr create --title "staging on External Secrets" --body "## Plan summary\\nNo terraform changes. ESO on staging (fl-stg-external-secrets), web-maps from staging/web/maps." && gh pr merge --squash --auto && sleep 150 && for a in external-secrets web; do argocd --core --kube-context staging app sync $a | grep -E "^Phase"; done && kubectl --context staging -n web get externalsecret web-maps',
        'secret/web-maps patched\nhttps://github.com/ferrolan/ferrolan-infra/pull/88\nPhase:              Succeeded\nPhase:              Succeeded\nNAME       STORE                 REFRESH INTERVAL   STATUS         READY\nweb-maps   aws-secrets-manager   1h                 SecretSynced   True', { ms: 182000, fx: [{ rm: 'k8s/apps/web/sealed/staging/web-maps.yaml' }] })),
      S(null,
        B('helm --kube-context staging -n kube-system uninstall sealed-secrets && kubectl --context staging get crd sealedsecrets.bitnami.com -o name 2>&1 | tail -1', 'release "sealed-secrets" uninstalled\nError from server (NotFound): customresourcedefinitions.apiextensions.k8s.io "sealedsecrets.bitnami.com" not found'),
        R('README.md')),
      S(null, E('README.md', '- `k8s/platform/`: cluster add-ons (ingress-nginx, cert-manager, sealed-secrets)\n', '- `k8s/platform/`: cluster add-ons (ingress-nginx, cert-manager, external-secrets; secret values live in AWS Secrets Manager as `<env>/<app>/<name>`)\n')),
      F("Staging's `web-maps` is `SecretSynced` from Secrets Manager (PR #88), the SealedSecret is deleted from git and the sealed-secrets controller is uninstalled from staging. No cluster runs sealed-secrets any more. I also fixed the README line that still listed it among the add-ons; it now says where secret values live. (The README edit goes in with the next PR.)")),
    T("different topic: I'm done copy-pasting plan output into PR descriptions 😅 make the plan job post its result on the PR itself, one comment per env that gets updated on every push instead of piling up",
      S(null, R('.github/workflows/terraform.yml')),
      S(null, E('.github/workflows/terraform.yml', PLAN_STEP_OLD, PLAN_STEP_NEW)),
      S(null, B('git switch -q main && git pull -q && git switch -qc ci/plan-comment && git commit -qam "ci: plan job posts a sticky PR comment per env; README add-ons" && git push -qu origin ci/plan-comment && gh pr create --title "ci: plan as sticky PR comment" --body "wip" > /dev/null && sleep 30 && gh run watch --exit-status $(gh run list --branch ci/plan-comment --limit 1 --json databaseId -q ".[0].databaseId") 2>&1 | tail -8', d`
        X ci/plan-comment terraform · 42688310257
        Triggered via pull_request about 1 minute ago

        JOBS
        X plan (staging) in 1m9s (ID 42688310921)
          ANNOTATIONS
          X Resource not accessible by integration
          plan (staging): .github#31
      `, { code: 1, ms: 131000 })),
      F(d`
        The plan itself worked, the comment step didn't: \`Resource not accessible by integration\` is GitHub's 403 for the job token. Since the plan job declares \`permissions:\` explicitly (\`id-token: write\`, \`contents: read\` for OIDC), everything else is \`none\`, including writing PR comments. It needs \`pull-requests: write\`.
      `)),
    T('add it',
      S(null, E('.github/workflows/terraform.yml', PLAN_PERMS_OLD, PLAN_PERMS_NEW)),
      S(null, B('git commit -qam "ci: plan job may comment on PRs" && git push -q && sleep 30 && gh run watch --exit-status $(gh run list --branch ci/plan-comment --limit 1 --json databaseId -q ".[0].databaseId") | tail -3 && gh pr view ci/plan-comment --comments | grep -E "^github-actions|^### terraform plan|^\\*\\*"', d`
        JOBS
        ✓ plan (staging) in 1m14s (ID 42688590344)
        ✓ plan (prod) in 1m33s (ID 42688590418)
        github-actions (bot) • 1 minute ago
        ### terraform plan: staging
        **No changes. Your infrastructure matches the configuration.**
        github-actions (bot) • 1 minute ago
        ### terraform plan: prod
        **No changes. Your infrastructure matches the configuration.**
      `, { ms: 142000 })),
      F('Green, and the PR (#89) has two bot comments, "terraform plan: staging" and "terraform plan: prod", each with the Plan/No changes line and the list of resources that would change. On the next push the `marocchino/sticky-pull-request-comment` step edits the same two comments (keyed by `terraform-plan-<env>`) instead of adding new ones.')),
    T("love it. so from now on terraform PR descriptions are just one or two lines on the why — the bot comments are the plan summary. Tomasz is fine with it. fix this PR's description accordingly and merge",
      S(null, B('gh pr edit ci/plan-comment --body "Why: plan summaries were copied into descriptions by hand. The plan job now posts them itself, one sticky comment per env." && gh pr merge ci/plan-comment --squash', '✓ Squashed and merged pull request ferrolan/ferrolan-infra#89 (ci: plan as sticky PR comment)')),
      F('Done, #89 is merged with a two-line description. From here on I\'ll keep terraform PR descriptions to the reason for the change and leave the plan to the sticky comments; no more hand-written "Plan summary" sections.')),
    T("Tomasz also asked on slack if we should move to OpenTofu while we're touching CI anyway. gut says no. what would we actually gain?",
      S(null, B('grep -h "required_version\\|use_lockfile" terraform/envs/*/versions.tf terraform/envs/*/backend.tf | sort | uniq -c', '      2     required_version = "~> 1.10.0"\n      2     use_lockfile   = true')),
      F(d`
        Not much for us right now:
        - The feature that pulled us forward, S3 lock files (\`use_lockfile\`), is in both; we're already on it with Terraform 1.10.
        - OpenTofu's main extra is client-side state encryption. Our state is in an SSE-encrypted bucket that only two roles can read, and the database password is managed by RDS and never in state, so it would be nice but not needed.
        - The switch costs: another setup action in CI, regenerating \`.terraform.lock.hcl\` against the OpenTofu registry, and every laptop (tfenv) changing binaries, for the two of us.

        My suggestion: stay on Terraform 1.10 and look again when we have to leave 1.10 anyway. Nothing to change today.
      `)),
  ],
});

// ---------------------------------------------------------------- s20
const ADDONS_130 = '    "vpc-cni"    = "v1.19.2-eksbuild.1"\n    "coredns"    = "v1.11.1-eksbuild.9"\n    "kube-proxy" = "v1.30.0-eksbuild.3"\n';
const ADDONS_131 = '    "vpc-cni"    = "v1.19.5-eksbuild.1"\n    "coredns"    = "v1.11.4-eksbuild.2"\n    "kube-proxy" = "v1.31.3-eksbuild.2"\n';

export const S20 = session({
  key: 's20', start: '2026-06-10T07:52:33.117Z', branch: 'chore/eks-1.31',
  title: 'EKS 1.30 -> 1.31 (staging local, prod via CI); PodEvictionFailure from the dispatch-api PDB; May bill; Prometheus volume 100Gi',
  slug: 'amber-tide-upgrade',
  turns: [
    T("bom dia! EKS 1.30 leaves standard support on july 23, after that it's extended support at $0.60 per cluster-hour instead of $0.10. so: 1.31 on both, staging first. check deprecated API use and the add-on versions for 1.31 before touching anything",
      S(null,
        B('for a in vpc-cni coredns kube-proxy; do printf "%-11s %s\\n" $a "$(aws eks describe-addon-versions --profile ferrolan-staging --kubernetes-version 1.31 --addon-name $a --query "addons[0].addonVersions[?compatibilities[0].defaultVersion].addonVersion | [0]" --output text)"; done', 'vpc-cni     v1.19.5-eksbuild.1\ncoredns     v1.11.4-eksbuild.2\nkube-proxy  v1.31.3-eksbuild.2'),
        B('for c in staging prod; do echo "== $c"; kubectl --context $c get --raw /metrics | grep "^apiserver_requested_deprecated_apis"; done', '== staging\napiserver_requested_deprecated_apis{group="flowcontrol.apiserver.k8s.io",removed_release="1.32",resource="flowschemas",subresource="",version="v1beta3"} 1\n== prod\napiserver_requested_deprecated_apis{group="flowcontrol.apiserver.k8s.io",removed_release="1.32",resource="flowschemas",subresource="",version="v1beta3"} 1')),
      F(d`
        Good to go:
        - The only deprecated API anything still calls is \`flowcontrol.apiserver.k8s.io/v1beta3\` flowschemas, removed in **1.32**, not 1.31 (it's a controller reading flow schemas, probably ingress-nginx's). Note for the next upgrade.
        - Default add-on versions for 1.31: vpc-cni \`v1.19.5-eksbuild.1\`, coredns \`v1.11.4-eksbuild.2\`, kube-proxy \`v1.31.3-eksbuild.2\`.

        On cost: extended support would add $0.50 per cluster-hour, about $365 a month per cluster, $730 for both.
      `)),
    T("go staging (local apply is fine there)",
      S(null, R('terraform/envs/staging/main.tf')),
      S(null,
        E('terraform/envs/staging/main.tf', '  cluster_version = "1.30"\n', '  cluster_version = "1.31"\n'),
        E('terraform/envs/staging/main.tf', ADDONS_130, ADDONS_131)),
      S(null, B(`${STG} terraform apply -input=false -auto-approve 2>&1 | grep -E "Modifications complete|^Apply"`, d`
        module.eks.aws_eks_cluster.this: Modifications complete after 9m41s [id=ferrolan-staging]
        module.eks.aws_eks_addon.this["kube-proxy"]: Modifications complete after 32s [id=ferrolan-staging:kube-proxy]
        module.eks.aws_eks_addon.this["vpc-cni"]: Modifications complete after 1m4s [id=ferrolan-staging:vpc-cni]
        module.eks.aws_eks_addon.this["coredns"]: Modifications complete after 41s [id=ferrolan-staging:coredns]
        module.eks.aws_eks_node_group.this["general_arm"]: Modifications complete after 16m2s [id=ferrolan-staging:general_arm]
        Apply complete! Resources: 0 added, 5 changed, 0 destroyed.
      `, { ms: 1693000, timeout: 3600000 })),
      F('Staging is on 1.31: control plane 9m41s, the three add-ons about a minute each, and the `general_arm` node group rolled to 1.31 AMIs in 16 minutes (3 nodes, one at a time). Apply: 5 changed.')),
    T("staging smoke tests are green. prod through PR + CI",
      S(null, R('terraform/envs/prod/main.tf')),
      S(null,
        E('terraform/envs/prod/main.tf', '  cluster_version = "1.30"\n', '  cluster_version = "1.31"\n'),
        E('terraform/envs/prod/main.tf', ADDONS_130, ADDONS_131)),
      S(null, B('git switch -qc chore/eks-1.31 && git commit -qam "eks: 1.31 on staging and prod, add-ons for 1.31" && git push -qu origin chore/eks-1.31 && gh pr create --title "EKS 1.31" --body "Why: 1.30 leaves standard support on 2026-07-23 (extended support \\$0.60/h per cluster). Staging already upgraded locally." && ' + MERGE_WATCH(90) + '; gh run view $(gh run list --workflow terraform.yml --branch main --limit 1 --json databaseId -q ".[0].databaseId") --log-failed | grep -A2 -m1 "Error:"',
        'https://github.com/ferrolan/ferrolan-infra/pull/90\n✓ apply (staging) in 58s (ID 42801166203)\nX apply (prod) in 44m12s (ID 42801166290)\napply (prod)\tRun terraform apply\t2026-06-10T09:47:31.4418820Z │ Error: waiting for EKS Node Group (ferrolan-prod:general_arm) version update (8b1e4d7c-2f6a-4c3e-9d51-7a0b2e6f4c18): unexpected state \'Failed\', wanted target \'Successful\'. last error: ip-10-30-40-225.eu-west-1.compute.internal: PodEvictionFailure: Reached max retries while trying to evict pods from nodes in node group general_arm\napply (prod)\tRun terraform apply\t2026-06-10T09:47:31.4419107Z │ ', { code: 1, ms: 2905000, timeout: 3600000 })),
      F(d`
        Half done. In prod the control plane and add-ons upgraded (those steps came first), but the \`general_arm\` node group update **failed after 44 minutes**: \`PodEvictionFailure: Reached max retries while trying to evict pods\`. EKS drains each old node with the eviction API, which respects PodDisruptionBudgets; when a PDB allows zero disruptions it retries for a while and then gives up, leaving the group on mixed versions (the failed update doesn't roll anything back). The apply role's 2-hour session was enough, at least.
      `)),
    T("which pod refused to leave?",
      S(null,
        B('kubectl --context prod get pdb -A -o custom-columns=NS:.metadata.namespace,NAME:.metadata.name,MIN:.spec.minAvailable,MAXUNAVAIL:.spec.maxUnavailable,ALLOWED:.status.disruptionsAllowed,CURRENT:.status.currentHealthy && kubectl --context prod -n dispatch get hpa dispatch-api --no-headers', d`
          NS           NAME                     MIN      MAXUNAVAIL   ALLOWED   CURRENT
          dispatch     dispatch-api             4        <none>       0         4
          dispatch     pgbouncer                1        <none>       1         2
          kube-system  coredns                  <none>   1            1         2
          monitoring   kube-prometheus-stack-   <none>   1            1         1
          dispatch-api   Deployment/dispatch-api   cpu: 22%/65%   4         24        4          239d
        `),
        R('k8s/apps/dispatch-api/values-prod.yaml')),
      S("The shared chart renders the PDB with `minAvailable` = `autoscaling.minReplicas` unless the values set `podDisruptionBudget`:",
        E('k8s/apps/dispatch-api/values-prod.yaml', '  targetCPUUtilizationPercentage: 65\n', '  targetCPUUtilizationPercentage: 65\n# minAvailable = minReplicas (the chart default) allows 0 evictions at night and blocks node drains\npodDisruptionBudget:\n  maxUnavailable: 1\n')),
      F(d`
        dispatch-api. Its PDB says \`minAvailable: 4\`, the chart's default (it copies \`autoscaling.minReplicas\`), and at this time of day the HPA sits at its minimum of exactly 4 pods, so **0 disruptions allowed**: no node running a dispatch-api pod can ever be drained. During the day, with more replicas, it would have gone through, which is why we never noticed.

        Changed in \`values-prod.yaml\`: \`podDisruptionBudget.maxUnavailable: 1\`. One pod at a time may be evicted whatever the replica count; with 4 replicas and PgBouncer in front that's safe.
      `)),
    T("PR it, get argo to sync, then retry the failed apply",
      S(null, B('git switch -q main && git pull -q && git switch -qc fix/dispatch-api-pdb && git commit -qam "dispatch-api: PDB maxUnavailable 1 (minAvailable=minReplicas blocked node drains)" && git push -qu origin fix/dispatch-api-pdb && gh pr create --title "dispatch-api PDB: maxUnavailable 1" --body "Why: minAvailable 4 with HPA at 4 replicas allowed 0 evictions; the 1.31 node group update failed with PodEvictionFailure." && gh pr merge --squash --auto && sleep 120 && argocd --core --kube-context prod app sync dispatch-api | grep -E "^Phase" && kubectl --context prod -n dispatch get pdb dispatch-api -o jsonpath="{.status.disruptionsAllowed}{\\"\\n\\"}"', 'https://github.com/ferrolan/ferrolan-infra/pull/91\nPhase:              Succeeded\n1', { ms: 151000 })),
      S(null, B('gh run rerun 42801166290 --failed && sleep 20 && gh run watch --exit-status 42801166290 | tail -2 && kubectl --context prod get nodes -o custom-columns=VERSION:.status.nodeInfo.kubeletVersion --no-headers | sort | uniq -c', '✓ apply (prod) in 38m51s (ID 42801166290)\n\n      5 v1.31.7-eks-8a9b1c3', { ms: 2358000, timeout: 3600000 })),
      F('PDB fixed (PR #91, now 1 disruption allowed), and the re-run of the prod apply went through after you approved it: the node group update finished in about 39 minutes. All 5 prod nodes (4 m7g.xlarge, 1 m6i.xlarge) run kubelet v1.31.7. Both clusters are on EKS 1.31, well before July 23.'),
      O({ compactAfter: d`
        This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:

        1. Primary Request and Intent:
           Upgrade both EKS clusters from 1.30 to 1.31 before standard support ends on 2026-07-23 (extended support would be $0.60 per cluster-hour instead of $0.10). Staging first with a local apply, prod through PR + CI.

        2. Key Technical Concepts:
           - EKS control plane, managed add-ons and managed node group version updates
           - PodDisruptionBudgets and the eviction API during node group drains
           - Deprecated API metric apiserver_requested_deprecated_apis (only flowschemas v1beta3, removed in 1.32)

        3. Files and Code Sections:
           - terraform/envs/staging/main.tf and terraform/envs/prod/main.tf: cluster_version = "1.31"; add-ons vpc-cni v1.19.5-eksbuild.1, coredns v1.11.4-eksbuild.2, kube-proxy v1.31.3-eksbuild.2 (PR #90)
           - k8s/apps/dispatch-api/values-prod.yaml: podDisruptionBudget.maxUnavailable: 1 (PR #91)

        4. Errors and fixes:
           - Prod apply failed after 44 minutes: PodEvictionFailure on node group general_arm. Cause: dispatch-api PDB minAvailable 4 (chart default = minReplicas) with the HPA at 4 replicas, so 0 disruptions allowed. Fixed with maxUnavailable: 1, then re-ran the failed apply job (38m51s).

        5. Problem Solving:
           - Staging: control plane 9m41s, node group 16m2s. Prod: all 5 nodes on kubelet v1.31.7.

        6. All user messages:
           - upgrade to 1.31, check deprecated APIs and add-on versions first
           - go staging
           - prod through PR + CI
           - which pod refused to leave?
           - PR it, sync, retry the failed apply

        7. Pending Tasks:
           - None from the upgrade.

        8. Current Work:
           EKS 1.31 finished on both clusters.
      `, gapMin: 14 })),
    T("the may bill is in 🤞 same breakdown as for Marta last time, may vs april",
      S(null, B('aws ce get-cost-and-usage --profile ferrolan-prod --time-period Start=2026-04-01,End=2026-06-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=SERVICE | jq -r \'...same table as 2026-05-19...\' && aws ce get-cost-and-usage --profile ferrolan-prod --time-period Start=2026-04-01,End=2026-06-01 --granularity MONTHLY --metrics UnblendedCost --filter \'{"Dimensions":{"Key":"USAGE_TYPE","Values":["EU-NatGateway-Bytes","EU-NatGateway-Hours"]}}\' --group-by Type=DIMENSION,Key=USAGE_TYPE | jq -r \'...\'', d`
        SERVICE                                  2026-04   2026-05
        Amazon Elastic Compute Cloud - Compute   5106.77   4478.92
        EC2 - Other                              3388.51   2162.37
        Amazon Relational Database Service       1418.03   1431.66
        Amazon CloudWatch                        902.44    917.05
        Amazon Simple Storage Service            688.90    702.31
        Elastic Load Balancing                   312.18    331.40
        Amazon Elastic Container Service for Kubernetes  292.00    292.00
        Amazon EC2 Container Registry (ECR)      131.07    133.92
        AWS Key Management Service               64.80     68.40
        (other services, 15)                     159.27    356.28
        TOTAL                                    12463.97  10874.31
        USAGE_TYPE                       2026-04   2026-05
        EU-NatGateway-Bytes              1942.18   598.66
        EU-NatGateway-Hours              207.36    142.19
      `, { ms: 4800 })),
      F(d`
        May: **$10,874.31**, down from $12,463.97 in April (-$1,589.66, -12.8%). For Marta:

        | | April | May | delta |
        |---|---|---|---|
        | NAT data processing | 1,942.18 | 598.66 | **-1,343.52** |
        | NAT hours | 207.36 | 142.19 | -65.17 (staging: 1 NAT instead of 3, since 19 May) |
        | EC2 compute | 5,106.77 | 4,478.92 | -627.85 (Graviton from 26 May, so only 5 days of it) |
        | other services | 159.27 | 356.28 | +197.01 (Secrets Manager, backup replication, cross-region copy) |

        The S3 gateway endpoint did better than the ~$1,260 I estimated: NAT data processing fell by $1,343. Graviton has only been in place for the last 5 days of May, so June should show most of the compute saving. CloudWatch is still $917 and still unexamined, that's the next one.
      `)),
    T("and prometheus: with the 70GB cap, is it the size or the 21 days deciding what we keep now?",
      S(null,
        B('kubectl --context prod -n monitoring exec prometheus-kube-prometheus-stack-prometheus-0 -c prometheus -- du -sh /prometheus && for q in "(time()-prometheus_tsdb_lowest_timestamp_seconds)/86400" "deriv(prometheus_tsdb_storage_blocks_bytes[3d])*86400/1e9"; do kubectl --context prod -n monitoring exec prometheus-kube-prometheus-stack-prometheus-0 -c prometheus -- wget -qO- "http://localhost:9090/api/v1/query?query=$q" | jq -r ".data.result[0].value[1]"; done', '67.9G\t/prometheus\n18.61\n3.71'),
        R('k8s/platform/monitoring/values.yaml')),
      F(d`
        The size cap. Prometheus holds 67.9 GB and its oldest sample is **18.6 days** old, so blocks are being dropped for size before they reach 21 days. It grows about 3.7 GB a day now (more pods since Graviton and the new rules): 21 days need roughly 78 GB of blocks, plus WAL and head room.

        So the \`retention: 21d\` in \`values.yaml\` is a promise we don't keep. Either accept ~18 days, or grow the volume and the cap together: a 100Gi volume with \`retentionSize: 90GB\` keeps 21 days with a few GB of margin at today's rate.
      `)),
    T("grow it: 100Gi volume and a 90GB cap. same statefulset dance as last time",
      S(null,
        E('k8s/platform/monitoring/values.yaml', '    retentionSize: 70GB # hard cap below the 80Gi volume: oldest blocks go first\n', '    retentionSize: 90GB # hard cap below the 100Gi volume (3.7 GB/day x 21d = 78 GB, 2026-06-10)\n'),
        E('k8s/platform/monitoring/values.yaml', '              storage: 80Gi\n', '              storage: 100Gi\n')),
      S(null,
        B('git switch -q main && git pull -q && git switch -qc fix/prometheus-100gi && git commit -qam "monitoring: Prometheus 100Gi, retentionSize 90GB" && git push -qu origin fix/prometheus-100gi && gh pr create --title "Prometheus: 100Gi volume, 90GB cap" --body "Why: the 70GB cap dropped data at 18.6 days; 21 days need ~78 GB at 3.7 GB/day." && gh pr merge --squash --auto && kubectl --context prod -n monitoring patch pvc prometheus-kube-prometheus-stack-prometheus-db-prometheus-kube-prometheus-stack-prometheus-0 -p \'{"spec":{"resources":{"requests":{"storage":"100Gi"}}}}\' && sleep 150 && argocd --core --kube-context prod app sync monitoring | grep -E "^Phase"', 'https://github.com/ferrolan/ferrolan-infra/pull/92\npersistentvolumeclaim/prometheus-kube-prometheus-stack-prometheus-db-prometheus-kube-prometheus-stack-prometheus-0 patched\nPhase:              Succeeded', { ms: 168000 }),
        B('kubectl --context prod -n monitoring delete statefulset prometheus-kube-prometheus-stack-prometheus --cascade=orphan && sleep 90 && kubectl --context prod -n monitoring get pvc prometheus-kube-prometheus-stack-prometheus-db-prometheus-kube-prometheus-stack-prometheus-0 -o jsonpath="{.status.capacity.storage}{\\"\\n\\"}" && kubectl --context prod -n monitoring exec prometheus-kube-prometheus-stack-prometheus-0 -c prometheus -- wget -qO- http://localhost:9090/api/v1/status/runtimeinfo | jq -c "{storageRetention: .data.storageRetention}"', 'statefulset.apps "prometheus-kube-prometheus-stack-prometheus" deleted\n100Gi\n{"storageRetention":"21d or 90GiB"}', { ms: 97800 })),
      F(d`
        Done (PR #92): the PVC grew online to 100Gi, and after the \`--cascade=orphan\` delete the operator recreated the StatefulSet with the new template, no Forbidden error this time. Prometheus reports \`21d or 90GiB\`; at 3.7 GB a day the 21 days should now be what binds, with about 12 GB to spare. If the growth rate keeps climbing, the \`KubePersistentVolumeFillingUp\` warning goes to #plat-alerts long before the cap matters.
      `)),
  ],
});
