// Week 4: lock table gone, off-region and logical backups, the multi-arch fix and Graviton for good,
// the certificate incident (HTTP-01 -> DNS-01), sealed-secrets -> External Secrets Operator.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import * as X from './files.mjs';
import { PLAN_HEAD, argoApp } from './lib.mjs';
import { OIDC_MODULE_BLOCK } from './s01-s04.mjs';
import { STG_GENERAL, PRD_GENERAL, ARM_GROUP_STG, ARM_GROUP_PRD } from './s09-s12.mjs';

const STG = 'cd terraform/envs/staging && AWS_PROFILE=ferrolan-staging';
const PRD = 'cd terraform/envs/prod && AWS_PROFILE=ferrolan-prod';
const MERGE_WATCH = (n) => `gh pr merge ${n} --squash --auto && sleep 240 && gh run watch --exit-status $(gh run list --workflow terraform.yml --branch main --limit 1 --json databaseId -q ".[0].databaseId") | tail -2`;

// ---------------------------------------------------------------- s13
export const DBB_MAIN = d`
  # Off-region and logical backups for one RDS instance (modules/db stays untouched):
  #  - automated backups replicated to the DR region (aws.dr), kept var.replica_retention_days there
  #  - an object-locked bucket for the nightly pg_dump (k8s/apps/pg-dump) and the IRSA role the dump job uses
  terraform {
    required_providers {
      aws = {
        source                = "hashicorp/aws"
        configuration_aliases = [aws.dr]
      }
    }
  }

  resource "aws_kms_key" "dr" {
    provider            = aws.dr
    description         = "fl-prd-db-backups: replicated RDS automated backups"
    enable_key_rotation = true
  }

  resource "aws_kms_alias" "dr" {
    provider      = aws.dr
    name          = "alias/fl-prd-db-backups"
    target_key_id = aws_kms_key.dr.key_id
  }

  resource "aws_db_instance_automated_backups_replication" "this" {
    provider               = aws.dr
    source_db_instance_arn = var.source_db_instance_arn
    kms_key_id             = aws_kms_key.dr.arn
    retention_period       = var.replica_retention_days
  }

  resource "aws_s3_bucket" "dumps" {
    bucket              = var.dump_bucket_name
    object_lock_enabled = true
  }

  resource "aws_s3_bucket_versioning" "dumps" {
    bucket = aws_s3_bucket.dumps.id
    versioning_configuration {
      status = "Enabled"
    }
  }

  # GOVERNANCE: nobody deletes a dump for var.dump_lock_days unless they hold s3:BypassGovernanceRetention.
  resource "aws_s3_bucket_object_lock_configuration" "dumps" {
    bucket = aws_s3_bucket.dumps.id
    rule {
      default_retention {
        mode = "GOVERNANCE"
        days = var.dump_lock_days
      }
    }
  }

  resource "aws_s3_bucket_lifecycle_configuration" "dumps" {
    bucket = aws_s3_bucket.dumps.id
    rule {
      id     = "expire-dumps"
      status = "Enabled"
      filter {}
      expiration {
        days = var.dump_expire_days
      }
      noncurrent_version_expiration {
        noncurrent_days = 1
      }
    }
  }

  resource "aws_s3_bucket_public_access_block" "dumps" {
    bucket                  = aws_s3_bucket.dumps.id
    block_public_acls       = true
    block_public_policy     = true
    ignore_public_acls      = true
    restrict_public_buckets = true
  }

  locals {
    oidc_host = replace(var.cluster_oidc_arn, "/^arn:aws:iam::[0-9]+:oidc-provider\\\\//", "")
  }

  data "aws_iam_policy_document" "dump_assume" {
    statement {
      actions = ["sts:AssumeRoleWithWebIdentity"]
      principals {
        type        = "Federated"
        identifiers = [var.cluster_oidc_arn]
      }
      condition {
        test     = "StringEquals"
        variable = "\${local.oidc_host}:sub"
        values   = ["system:serviceaccount:dispatch:pg-dump"]
      }
    }
  }

  resource "aws_iam_role" "dump" {
    name               = "fl-prd-pg-dump"
    assume_role_policy = data.aws_iam_policy_document.dump_assume.json
  }

  resource "aws_iam_role_policy" "dump" {
    name = "write-dumps"
    role = aws_iam_role.dump.id
    policy = jsonencode({
      Version = "2012-10-17"
      Statement = [{
        Effect   = "Allow"
        Action   = ["s3:PutObject", "s3:AbortMultipartUpload"]
        Resource = ["\${aws_s3_bucket.dumps.arn}/dispatch/*"]
      }]
    })
  }

  output "dump_bucket" {
    value = aws_s3_bucket.dumps.id
  }
`.replace('\\\\\\\\//', '\\\\//');
const DBB_VARS = d`
  variable "source_db_instance_arn" {
    type = string
  }

  variable "replica_retention_days" {
    description = "Days the replicated automated backups are kept in the DR region"
    type        = number
    default     = 14
  }

  variable "dump_bucket_name" {
    type = string
  }

  variable "dump_lock_days" {
    description = "Object lock (GOVERNANCE) on every dump"
    type        = number
    default     = 30
  }

  variable "dump_expire_days" {
    description = "Dumps are deleted after this many days (must be > dump_lock_days)"
    type        = number
    default     = 35
  }

  variable "cluster_oidc_arn" {
    description = "EKS OIDC provider, for the pg-dump job's IRSA role"
    type        = string
  }
`;
const DBB_BLOCK = d`

  module "db_backups" {
    source = "../../modules/db-backups"

    source_db_instance_arn = module.dispatch_db.instance_arn
    replica_retention_days = 14
    dump_bucket_name       = "fl-prd-pg-dumps"
    dump_lock_days         = 30
    dump_expire_days       = 35
    cluster_oidc_arn       = module.eks.oidc_provider_arn
  }
`;
const DR_PROVIDER = d`

  # DR region: replicated database backups (modules/db-backups)
  provider "aws" {
    alias  = "dr"
    region = "eu-central-1"

    default_tags {
      tags = {
        Project     = "ferrolan"
        Environment = "prod"
        ManagedBy   = "terraform"
      }
    }
  }
`;
const CRONJOB = d`
  # Nightly logical dump of the dispatch database to s3://fl-prd-pg-dumps (object lock 30 days, expiry 35 days).
  # Straight to RDS, not through PgBouncer: pg_dump needs a session, not a pooled transaction.
  apiVersion: batch/v1
  kind: CronJob
  metadata:
    name: pg-dump
    namespace: dispatch
  spec:
    schedule: "45 2 * * *"
    timeZone: Etc/UTC
    concurrencyPolicy: Forbid
    successfulJobsHistoryLimit: 3
    failedJobsHistoryLimit: 3
    jobTemplate:
      spec:
        backoffLimit: 1
        activeDeadlineSeconds: 5400
        template:
          spec:
            serviceAccountName: pg-dump
            restartPolicy: Never
            containers:
              - name: pg-dump
                image: 604918237745.dkr.ecr.eu-west-1.amazonaws.com/pg-tools:16
                envFrom:
                  - secretRef: { name: dispatch-api-db }
                command: ["/bin/sh", "-c"]
                args:
                  - |
                    set -euo pipefail
                    key="dispatch/$(date -u +%Y-%m-%dT%H%MZ).dump"
                    PGPASSWORD="$DB_PASSWORD" pg_dump -h dispatch-prod.c3vbx9k2mq7d.eu-west-1.rds.amazonaws.com \\
                      -U "$DB_USER" -d dispatch -Fc -Z 6 \\
                      | aws s3 cp - "s3://fl-prd-pg-dumps/$key" --expected-size 20000000000
                    echo "uploaded s3://fl-prd-pg-dumps/$key"
  ---
  apiVersion: v1
  kind: ServiceAccount
  metadata:
    name: pg-dump
    namespace: dispatch
    annotations:
      eks.amazonaws.com/role-arn: arn:aws:iam::604918237745:role/fl-prd-pg-dump
`.replace(/\\\\\n/g, '\\\n');
const PGDUMP_APP = d`
  apiVersion: argoproj.io/v1alpha1
  kind: Application
  metadata:
    name: pg-dump
    namespace: argocd
  spec:
    project: default
    source:
      repoURL: https://github.com/ferrolan/ferrolan-infra.git
      targetRevision: main
      path: k8s/apps/pg-dump/prod
    destination:
      server: https://kubernetes.default.svc
      namespace: dispatch
    syncPolicy:
      automated:
        prune: true
        selfHeal: true
`;
const LOCK_STATEMENT = '  statement {\n    sid       = "Lock"\n    actions   = ["dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:DeleteItem"]\n    resources = [var.lock_table_arn]\n  }\n';

export const S13 = session({
  key: 's13', start: '2026-05-25T08:05:27.118Z', branch: 'feat/db-backups',
  title: 'DynamoDB lock table retired; modules/db-backups: backup replication to eu-central-1, object-locked dump bucket, nightly pg_dump CronJob',
  turns: [
    T("morning! quick one first: both envs have been on 1.10 + the lock file for a week without trouble. drop dynamodb_table from the backends and take the dynamodb permission out of the plan role. PR",
      S(null,
        B('sed -i \'/dynamodb_table = "ferrolan-tf-locks"/d\' terraform/envs/staging/backend.tf terraform/envs/prod/backend.tf && cat terraform/envs/prod/backend.tf', d`
          terraform {
            backend "s3" {
              bucket         = "ferrolan-tfstate"
              key            = "prod/terraform.tfstate"
              region         = "eu-west-1"
              use_lockfile   = true
              encrypt        = true
            }
          }
        `, { fx: [
          { edit: ['terraform/envs/staging/backend.tf', '    dynamodb_table = "ferrolan-tf-locks"\n', ''] },
          { edit: ['terraform/envs/prod/backend.tf', '    dynamodb_table = "ferrolan-tf-locks"\n', ''] },
        ] }),
        R('terraform/modules/github-oidc/main.tf')),
      S(null, E('terraform/modules/github-oidc/main.tf', LOCK_STATEMENT, '')),
      S(null, B('git switch -qc chore/drop-dynamodb-locks && git commit -qam "terraform: S3 lock files only, no DynamoDB" && git push -qu origin chore/drop-dynamodb-locks && gh pr create --title "Drop DynamoDB state locking" --body "## Plan summary\\n- staging: no changes (backend only; run terraform init -reconfigure locally)\\n- prod: 1 to change (gha-terraform-plan policy without the DynamoDB statement)\\n\\nThe table ferrolan-tf-locks gets deleted by hand after this is applied."', 'https://github.com/ferrolan/ferrolan-infra/pull/71')),
      F('PR #71: both backends now only have `use_lockfile = true`, and the plan role loses its DynamoDB statement (it keeps Put/Delete on `*.tflock`). After it\'s applied, the table `ferrolan-tf-locks` can go; I\'ll delete it when you say so. Locally everyone needs a `terraform init -reconfigure` once.')),
    T("now the real topic: backups, the DR drill is on june 1. today RDS keeps 7 days of automated backups in eu-west-1 and that's it, nothing off-region and nothing logical. new module modules/db-backups, don't touch modules/db: (a) replicate the automated backups to eu-central-1, 14 days there, own KMS key (b) a bucket for nightly pg_dumps with object lock, governance mode 30 days, expire after 35 (c) IRSA role for the dump job",
      S(null,
        W('terraform/modules/db-backups/main.tf', DBB_MAIN),
        W('terraform/modules/db-backups/variables.tf', DBB_VARS),
        R('terraform/envs/prod/main.tf')),
      S(null, E('terraform/envs/prod/main.tf', OIDC_MODULE_BLOCK, OIDC_MODULE_BLOCK + DBB_BLOCK)),
      F(d`
        New module \`terraform/modules/db-backups\` (next to \`modules/db\`, which is unchanged):
        - \`aws_db_instance_automated_backups_replication\` in eu-central-1, \`retention_period = 14\`, encrypted with a new KMS key there (\`alias/fl-prd-db-backups\`). The source keeps its own 7 days in eu-west-1.
        - Bucket \`fl-prd-pg-dumps\`: versioning, object lock in GOVERNANCE mode for 30 days, lifecycle expiry after 35 days, public access blocked.
        - IAM role \`fl-prd-pg-dump\` for the ServiceAccount \`dispatch/pg-dump\`, allowed only to put objects under \`dispatch/\`.

        Wired into \`envs/prod/main.tf\` as \`module.db_backups\`.
      `)),
    T("plan prod (local plan is allowed 🙃)",
      S(null,
        B(`${PRD} terraform init -input=false > /dev/null; AWS_PROFILE=ferrolan-prod terraform plan -input=false 2>&1 | sed -n "/Error/,/╵/p"`, d`
          │ Error: Missing required provider configuration
          │
          │   on main.tf line 120:
          │  120: module "db_backups" {
          │
          │ The child module requires an additional configuration for provider
          │ hashicorp/aws, with the local name "aws.dr".
          │
          │ Refer to the module's documentation to understand the intended purpose of
          │ this additional provider configuration, and then add an entry for aws.dr in
          │ the "providers" meta-argument in the module block to choose which provider
          │ configuration the module should use for that purpose.
          ╵
        `, { code: 1, ms: 9800 }),
        R('terraform/envs/prod/versions.tf')),
      S("The module declares `aws.dr` (`configuration_aliases`), so the root has to define that provider and pass it in:",
        E('terraform/envs/prod/versions.tf', '      ManagedBy   = "terraform"\n    }\n  }\n}\n', '      ManagedBy   = "terraform"\n    }\n  }\n}\n' + DR_PROVIDER),
        E('terraform/envs/prod/main.tf', 'module "db_backups" {\n  source = "../../modules/db-backups"\n', 'module "db_backups" {\n  source = "../../modules/db-backups"\n  providers = {\n    aws    = aws\n    aws.dr = aws.dr\n  }\n')),
      F('Added a second AWS provider, `alias = "dr"`, region eu-central-1, in `envs/prod/versions.tf`, and `providers = { aws = aws, aws.dr = aws.dr }` on the module block.')),
    T('plan again, then PR',
      S(null, B(`${PRD} terraform plan -input=false 2>&1 | grep -E "will be created|^Plan:"`, d`
          # module.db_backups.aws_db_instance_automated_backups_replication.this will be created
          # module.db_backups.aws_iam_role.dump will be created
          # module.db_backups.aws_iam_role_policy.dump will be created
          # module.db_backups.aws_kms_alias.dr will be created
          # module.db_backups.aws_kms_key.dr will be created
          # module.db_backups.aws_s3_bucket.dumps will be created
          # module.db_backups.aws_s3_bucket_lifecycle_configuration.dumps will be created
          # module.db_backups.aws_s3_bucket_object_lock_configuration.dumps will be created
          # module.db_backups.aws_s3_bucket_public_access_block.dumps will be created
          # module.db_backups.aws_s3_bucket_versioning.dumps will be created
        Plan: 10 to add, 0 to change, 0 to destroy.
      `, { ms: 37600 })),
      S(null, B('git switch -qc feat/db-backups && git add -A && git commit -qm "modules/db-backups: replicated automated backups (eu-central-1), pg_dump bucket" && git push -qu origin feat/db-backups && gh pr create --title "modules/db-backups for dispatch-prod" --body "## Plan summary\\n- prod: 10 to add (backup replication to eu-central-1 + KMS key, fl-prd-pg-dumps bucket with object lock, pg-dump IRSA role), 0 change, 0 destroy\\n- staging: no changes"', 'https://github.com/ferrolan/ferrolan-infra/pull/72')),
      F('Plan is 10 to add, nothing else touched. PR #72 is up with the summary.'),
      O({ gapMin: 48 })),
    T("merged, CI applied it (the replication took a while to say active). now the cronjob: 02:45 UTC every night, pg_dump -Fc of the dispatch db straight into the bucket. as an argo app. then run it once by hand",
      S(null,
        W('k8s/apps/pg-dump/prod/cronjob.yaml', CRONJOB),
        W('k8s/argocd/apps/prod/pg-dump.yaml', PGDUMP_APP)),
      S(null, B('git switch -qc feat/pg-dump-cron main && git add -A && git commit -qm "pg-dump: nightly CronJob to fl-prd-pg-dumps" && git push -qu origin feat/pg-dump-cron && gh pr create --fill && gh pr merge --squash --auto && sleep 120 && argocd --core --kube-context prod app sync pg-dump | grep -E "^Phase"', 'https://github.com/ferrolan/ferrolan-infra/pull/73\nPhase:              Succeeded', { ms: 139000 })),
      S(null, B('kubectl --context prod -n dispatch create job pg-dump-manual-1 --from=cronjob/pg-dump && kubectl --context prod -n dispatch wait --for=condition=complete job/pg-dump-manual-1 --timeout=30m && kubectl --context prod -n dispatch logs job/pg-dump-manual-1 | tail -1 && aws s3 ls s3://fl-prd-pg-dumps/dispatch/ --profile ferrolan-prod', 'job.batch/pg-dump-manual-1 created\njob.batch/pg-dump-manual-1 condition met\nuploaded s3://fl-prd-pg-dumps/dispatch/2026-05-25T0917Z.dump\n2026-05-25 {{hms:-3}} 3328599482 dispatch-2026-05-25T0917Z.dump'.replace('dispatch-2026', '2026'), { ms: 405000 })),
      F(d`
        - \`k8s/apps/pg-dump/prod/cronjob.yaml\`: CronJob \`pg-dump\`, \`schedule: "45 2 * * *"\` with \`timeZone: Etc/UTC\` (after the RDS backup window 02:00-02:30), no overlapping runs, 90-minute deadline. It runs \`pg_dump -Fc -Z 6\` against the RDS endpoint directly (not PgBouncer: pg_dump needs a real session) and streams into \`s3://fl-prd-pg-dumps/dispatch/<timestamp>.dump\` through IRSA (\`fl-prd-pg-dump\`).
        - Argo app \`pg-dump\` (PR #73).

        The manual run took about 6.5 minutes and wrote \`dispatch/2026-05-25T0917Z.dump\`, 3,328,599,482 bytes (3.1 GiB).
      `)),
    T("3.1G dump for a db with 200GB allocated, is that right? oh and #71 is applied too, delete the lock table",
      S(null,
        B('kubectl --context prod -n dispatch run psql-size-$RANDOM --rm -i --restart=Never --image=postgres:16-alpine --overrides=\'{"spec":{"containers":[{"name":"p","image":"postgres:16-alpine","envFrom":[{"secretRef":{"name":"dispatch-api-db"}}],"command":["sh","-c","PGPASSWORD=$DB_PASSWORD psql -h dispatch-prod.c3vbx9k2mq7d.eu-west-1.rds.amazonaws.com -U $DB_USER -d dispatch -Atc \\"select pg_size_pretty(pg_database_size(current_database())), pg_size_pretty(sum(pg_indexes_size(c.oid))) from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = \'\'r\'\' and n.nspname = \'\'public\'\'\\""]}]}}\' 2>/dev/null', '41 GB|17 GB'),
        B('aws dynamodb delete-table --table-name ferrolan-tf-locks --profile ferrolan-prod --query "TableDescription.[TableName,TableStatus]" --output text', 'ferrolan-tf-locks\tDELETING')),
      F(d`
        Yes, that's plausible. The database is 41 GB on disk (allocated storage is just the volume size), and 17 GB of that are indexes, which a dump doesn't contain: it stores \`CREATE INDEX\` statements and the indexes are rebuilt on restore. What's left, about 24 GB of table data including dead tuples and page overhead, compresses well at \`-Z 6\` (lots of repetitive JSON and timestamps), so 3.1 GiB is in the expected range. The real test is a restore, which the drill will do.

        And \`ferrolan-tf-locks\` is being deleted; nothing references it any more.
      `)),
  ],
});

// ---------------------------------------------------------------- s14
const BUILD_SECRETS = '    secrets:\n      CI_DEPLOYER_ACCESS_KEY_ID:\n        required: true\n      CI_DEPLOYER_SECRET_ACCESS_KEY:\n        required: true\n';
const BUILDX_OLD = '      - uses: docker/setup-buildx-action@v3\n      - uses: docker/build-push-action@v6\n        with:\n          context: ${{ inputs.context }}\n          push: true\n';
const BUILDX_NEW = '      - uses: docker/setup-qemu-action@v3\n      - uses: docker/setup-buildx-action@v3\n      - uses: docker/build-push-action@v6\n        with:\n          context: ${{ inputs.context }}\n          platforms: linux/amd64,linux/arm64\n          push: true\n';
const ROLE_CREDS = (role) => X.CREDS_KEYS_6
  .replace('aws-access-key-id: ${{ secrets.CI_DEPLOYER_ACCESS_KEY_ID }}', `role-to-assume: arn:aws:iam::604918237745:role/${role}`)
  .replace('aws-secret-access-key: ${{ secrets.CI_DEPLOYER_SECRET_ACCESS_KEY }}', 'role-session-name: build-${{ github.run_id }}');
const ECR_ROLE = d`

  # Image builds (reusable build-image.yml, called from the app repos). Releases are cut from main only, so
  # every subject is exact; job_workflow_ref pins the workflow that may use the role.
  data "aws_iam_policy_document" "ecr_push_trust" {
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
          "repo:ferrolan/route-worker:ref:refs/heads/main",
          "repo:ferrolan/web:ref:refs/heads/main",
          "repo:ferrolan/dispatch-api:ref:refs/heads/main",
        ]
      }
      condition {
        test     = "StringEquals"
        variable = "token.actions.githubusercontent.com:job_workflow_ref"
        values   = ["\${var.infra_repo}/.github/workflows/build-image.yml@refs/heads/main"]
      }
    }
  }

  resource "aws_iam_role" "ecr_push" {
    name               = "gha-ecr-push"
    assume_role_policy = data.aws_iam_policy_document.ecr_push_trust.json
  }

  resource "aws_iam_role_policy" "ecr_push" {
    name = "ecr-push"
    role = aws_iam_role.ecr_push.id
    policy = jsonencode({
      Version = "2012-10-17"
      Statement = [
        { Effect = "Allow", Action = ["ecr:GetAuthorizationToken"], Resource = "*" },
        {
          Effect = "Allow"
          Action = [
            "ecr:BatchCheckLayerAvailability", "ecr:BatchGetImage", "ecr:CompleteLayerUpload", "ecr:GetDownloadUrlForLayer",
            "ecr:InitiateLayerUpload", "ecr:PutImage", "ecr:UploadLayerPart",
          ]
          Resource = [for r in ["route-worker", "web", "dispatch-api"] : "arn:aws:ecr:eu-west-1:604918237745:repository/\${r}"]
        },
      ]
    })
  }
`;
const PRD_GENERAL_SMALL = '    # amd64 only for legacy-pdf-renderer (no arm64 image; rewrite planned for Q3)\n    general = {\n      instance_types = ["m6i.xlarge"]\n      min_size       = 1\n      max_size       = 2\n      desired_size   = 1\n    }\n';
const IMGCHECK = (ctx) => `kubectl --context ${ctx} get pods -A -o jsonpath='{range .items[*]}{range .spec.containers[*]}{.image}{"\\n"}{end}{end}' | sort -u | while read i; do printf "%-90s %s\\n" "$i" "$(docker manifest inspect "$i" 2>/dev/null | jq -r '[.manifests[]?.platform | select(.os=="linux") | .architecture] | join(",")')"; done`;

export const S14 = session({
  key: 's14', start: '2026-05-26T08:20:11.684Z', branch: 'fix/multiarch-images',
  title: 'Why route-worker 1.14.2 was amd64-only (reusable build workflow without platforms); gha-ecr-push via OIDC; Graviton again, with a small x86 group for the PDF renderer',
  turns: [
    T("ok, graviton mystery time. route-worker 1.14.0 (staging) was multi-arch, 1.14.2 (prod) wasn't. both should come out of our reusable build-image workflow, no?",
      S(null,
        R('.github/workflows/build-image.yml'),
        B('for t in 1.14.0 1.14.2; do echo "== $t"; docker buildx imagetools inspect 604918237745.dkr.ecr.eu-west-1.amazonaws.com/route-worker:$t --format \'{{range .Manifest.Manifests}}{{.Platform.OS}}/{{.Platform.Architecture}} {{end}}{{"\\n"}}{{with index .Provenance.SLSA.metadata "https://mobyproject.org/buildkit@v1#hostname"}}built on {{.}}{{end}}\'; done', d`
          == 1.14.0
          linux/amd64 linux/arm64 unknown/unknown unknown/unknown
          built on Tiagos-MacBook-Pro.local
          == 1.14.2
          linux/amd64 unknown/unknown
          built on fv-az1430-212
        `),
        B('gh run list -R ferrolan/route-worker --workflow release.yml --limit 4', d`
          STATUS  TITLE           WORKFLOW  BRANCH  EVENT              ID           ELAPSED  AGE
          ✓       release 1.14.2  release   main    workflow_dispatch  14901553728  4m2s     about 14 days ago
          ✓       release 1.14.1  release   main    workflow_dispatch  14744092215  3m51s    about 22 days ago
          X       release 1.14.0  release   main    workflow_dispatch  14592230871  0s       about 28 days ago
          ✓       release 1.13.4  release   main    workflow_dispatch  14410367702  3m48s    about 1 month ago
        `)),
      F(d`
        Found it. Our reusable \`build-image.yml\` has no \`platforms:\` on \`docker/build-push-action\` and no QEMU, so it only ever builds for the runner's architecture: linux/amd64. The \`unknown/unknown\` entries are just the provenance attestations.

        1.14.0 is the odd one out: its CI release failed at 0s (28 days ago, the GitHub Actions outage), and the image was built on **Tiago's laptop** (\`Tiagos-MacBook-Pro.local\`, an Apple-silicon Mac) with buildx building both platforms. So the only multi-arch route-worker ever published was the hand-built one, and that's the one staging happened to run. web and dispatch-api are built by their own pipelines, which do set both platforms.
      `)),
    T("fix the reusable workflow: qemu + platforms linux/amd64,linux/arm64. and move it to OIDC while we're in there (role gha-ecr-push) — step 2 of killing ci-deployer",
      S(null,
        E('.github/workflows/build-image.yml', BUILD_SECRETS, ''),
        E('.github/workflows/build-image.yml', X.CREDS_KEYS_6, ROLE_CREDS('gha-ecr-push')),
        E('.github/workflows/build-image.yml', BUILDX_OLD, BUILDX_NEW)),
      S(null, R('terraform/modules/github-oidc/main.tf')),
      F(d`
        \`build-image.yml\` now:
        - sets up QEMU and builds \`platforms: linux/amd64,linux/arm64\` (the arm64 half is emulated, so builds get slower; a native arm runner would fix that later);
        - assumes \`arn:aws:iam::604918237745:role/gha-ecr-push\` through OIDC instead of taking the ci-deployer keys as workflow secrets. The callers' jobs need \`permissions: id-token: write\` and must stop passing the two secrets.
      `)),
    T("add that role in the oidc module. trust: route-worker, web and dispatch-api, main branch + release tags. no wildcards remember",
      S(null, E('terraform/modules/github-oidc/main.tf', 'output "plan_role_arn" {', ECR_ROLE.trimStart() + '\noutput "plan_role_arn" {')),
      S(null, B(`${PRD} terraform plan -input=false 2>&1 | grep -E "will be created|^Plan:"`, '  # module.github_oidc.aws_iam_role.ecr_push will be created\n  # module.github_oidc.aws_iam_role_policy.ecr_push will be created\nPlan: 2 to add, 0 to change, 0 to destroy.', { ms: 34100 })),
      S(null, B('git add -A && git commit -qm "ci: multi-arch image builds, gha-ecr-push via OIDC" && git push -qu origin fix/multiarch-images && gh pr create --title "Multi-arch images + gha-ecr-push (OIDC)" --body "## Plan summary\\n- prod: 2 to add (gha-ecr-push role + policy)\\n- staging: no changes\\n\\nbuild-image.yml: QEMU + linux/amd64,linux/arm64; OIDC instead of ci-deployer keys." && ' + MERGE_WATCH(75), 'https://github.com/ferrolan/ferrolan-infra/pull/75\n✓ apply (staging) in 49s (ID 42301877402)\n✓ apply (prod) in 1m38s (ID 42301877488)', { ms: 352000 })),
      F(d`
        Role \`gha-ecr-push\` is live (PR #75, applied by CI). One deviation from "main + release tags": a tag subject can only be matched with a pattern (\`ref:refs/tags/v*\` needs \`StringLike\`), which your rule forbids. Our release workflows are \`workflow_dispatch\` on main with a version input anyway, so the trust lists exactly three subjects, \`repo:ferrolan/<app>:ref:refs/heads/main\`, and additionally pins \`job_workflow_ref\` to \`build-image.yml@refs/heads/main\` of this repo, so only our reusable workflow can use it. Permissions: push to those three ECR repositories, nothing else.
      `)),
    T("I already fixed the three app repos' release workflows (id-token, no secrets). cut route-worker 1.14.3 with the new workflow, check the manifest, and roll it out on prod",
      S(null,
        B('gh workflow run release.yml -R ferrolan/route-worker -f version=1.14.3 && sleep 15 && gh run watch -R ferrolan/route-worker --exit-status $(gh run list -R ferrolan/route-worker --workflow release.yml --limit 1 --json databaseId -q ".[0].databaseId") | tail -2 && docker buildx imagetools inspect 604918237745.dkr.ecr.eu-west-1.amazonaws.com/route-worker:1.14.3 --format \'{{range .Manifest.Manifests}}{{.Platform.OS}}/{{.Platform.Architecture}} {{end}}\'', '✓ build / build-image in 11m27s (ID 42304410937)\n\nlinux/amd64 linux/arm64 unknown/unknown unknown/unknown', { ms: 702000 }),
        R('k8s/apps/route-worker/values-prod.yaml')),
      S(null, E('k8s/apps/route-worker/values-prod.yaml', '  tag: "1.14.2"\n', '  tag: "1.14.3" # first CI build with linux/arm64\n')),
      S(null, B('git commit -qam "route-worker 1.14.3 (multi-arch)" && git push -q && gh pr create --fill && gh pr merge --squash --auto && sleep 200 && gh run watch --exit-status $(gh run list --workflow deploy-apps.yml --branch main --limit 1 --json databaseId -q ".[0].databaseId") | tail -1', 'https://github.com/ferrolan/ferrolan-infra/pull/76\n✓ deploy in 2m12s (ID 42306025130)', { ms: 356000 })),
      F('route-worker 1.14.3 came out of the fixed workflow with linux/amd64 and linux/arm64 (the build took 11.5 min, the emulated arm64 half is slow), and it\'s deployed on prod via deploy-apps.yml (PR #76).')),
    T("ok graviton again. same as last week for both envs, but this time check EVERY image running in prod for arm64 first, not just staging",
      S(null, B(IMGCHECK('prod'), d`
        602401143452.dkr.ecr.eu-west-1.amazonaws.com/amazon-k8s-cni:v1.19.2-eksbuild.1                  amd64,arm64
        602401143452.dkr.ecr.eu-west-1.amazonaws.com/eks/coredns:v1.11.1-eksbuild.9                      amd64,arm64
        602401143452.dkr.ecr.eu-west-1.amazonaws.com/eks/kube-proxy:v1.30.0-minimal-eksbuild.3           amd64,arm64
        604918237745.dkr.ecr.eu-west-1.amazonaws.com/dispatch-api:2.31.0                                 amd64,arm64
        604918237745.dkr.ecr.eu-west-1.amazonaws.com/pg-tools:16                                         amd64,arm64
        604918237745.dkr.ecr.eu-west-1.amazonaws.com/pgbouncer:1.24.1                                    amd64,arm64
        604918237745.dkr.ecr.eu-west-1.amazonaws.com/route-worker:1.14.3                                 amd64,arm64
        604918237745.dkr.ecr.eu-west-1.amazonaws.com/web:3.8.1                                           amd64,arm64
        ghcr.io/ferrolan/legacy-pdf-renderer:0.9.1                                                       amd64
        quay.io/argoproj/argocd:v3.0.6                                                                   amd64,arm64
        quay.io/prometheus-operator/prometheus-operator:v0.85.0                                          amd64,arm64
        quay.io/prometheus/alertmanager:v0.28.1                                                          amd64,arm64
        quay.io/prometheus/node-exporter:v1.9.1                                                          amd64,arm64
        quay.io/prometheus/prometheus:v3.5.0                                                             amd64,arm64
        registry.k8s.io/autoscaling/cluster-autoscaler:v1.30.4                                           amd64,arm64
        registry.k8s.io/ingress-nginx/controller:v1.12.3                                                 amd64,arm64
        registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.16.0                                    amd64,arm64
      `, { ms: 31800 })),
      F(d`
        Glad we looked: everything has arm64 now except **\`ghcr.io/ferrolan/legacy-pdf-renderer:0.9.1\`**, amd64 only. It only runs in prod (2 replicas, no staging values), which is why last week's staging check couldn't have seen it either.

        Options: rebuild it multi-arch (its Dockerfile pulls a prebuilt x86 wkhtmltopdf binary, so it isn't a one-line fix), or keep a small x86 node group and pin it there.
      `)),
    T("keep a small x86 group for the pdf renderer (it's being rewritten in Q3 anyway). in code: prod gets general_arm + the old general shrunk to 1 node, staging goes arm only",
      S(null, R('terraform/envs/prod/main.tf'), R('terraform/envs/staging/main.tf')),
      S(null,
        E('terraform/envs/prod/main.tf', PRD_GENERAL, PRD_GENERAL_SMALL + ARM_GROUP_PRD),
        E('terraform/envs/staging/main.tf', STG_GENERAL, ARM_GROUP_STG)),
      F('- prod: `general` (m6i.xlarge) shrinks to 1-2 nodes with a comment on why it exists, and `general_arm` (m7g.xlarge, 3-10) comes back.\n- staging: only `general_arm` (m7g.large, 2-6); `general` will be destroyed, so I\'ll drain it before the apply gets to it.')),
    T('pin the pdf renderer to amd64 with a nodeSelector, PR, let CI apply, drain, and show me where everything landed',
      S(null, R('k8s/apps/legacy-pdf-renderer/values-prod.yaml')),
      S(null, E('k8s/apps/legacy-pdf-renderer/values-prod.yaml', 'replicas: 2\n', 'replicas: 2\n# amd64-only image (wkhtmltopdf binary): keep it on the small m6i group\nnodeSelector:\n  kubernetes.io/arch: amd64\n')),
      S(null, B('helm --kube-context prod -n pdf upgrade legacy-pdf-renderer k8s/charts/ferrolan-app -f k8s/apps/legacy-pdf-renderer/values-prod.yaml --wait | grep -E "^STATUS" && kubectl --context staging drain -l ferrolan.io/node-group=general --ignore-daemonsets --delete-emptydir-data > /dev/null 2>&1; git add -A && git commit -qm "eks: Graviton general_arm again; 1-node x86 group for legacy-pdf-renderer" && git push -q && gh pr create --title "Graviton, take two" --body "## Plan summary\\n- staging: 1 to add (general_arm), 1 to destroy (general)\\n- prod: 1 to add (general_arm), 1 to change (general: 1-2 nodes)\\n\\nAll prod images checked for arm64; legacy-pdf-renderer is amd64-only and pinned to the x86 group." && ' + MERGE_WATCH(77), 'STATUS: deployed\nhttps://github.com/ferrolan/ferrolan-infra/pull/77\n✓ apply (staging) in 7m52s (ID 42318802265)\n✓ apply (prod) in 4m36s (ID 42318802340)', { ms: 1121000 })),
      S(null, B('kubectl --context prod drain -l ferrolan.io/node-group=general --ignore-daemonsets --delete-emptydir-data --timeout=15m > /dev/null 2>&1; kubectl --context prod uncordon -l ferrolan.io/node-group=general > /dev/null; sleep 120; for c in staging prod; do kubectl --context $c get pods -A -o wide --field-selector=status.phase=Running --no-headers | awk \'{print $8}\' | sort | uniq -c | while read n node; do echo "$c $(kubectl --context $c get node $node -o jsonpath=\'{.metadata.labels.node\\.kubernetes\\.io/instance-type}\') $n"; done | awk \'{a[$1" "$2]+=$3} END {for (k in a) print k, a[k]}\' | sort; done; kubectl --context prod get pods -A --field-selector=status.phase!=Running,status.phase!=Succeeded --no-headers | wc -l', 'staging m7g.large 61\nprod m6i.xlarge 14\nprod m7g.xlarge 118\n0', { ms: 421000 })),
      F(d`
        Graviton, take two, is done (PR #77, applied by CI):
        - staging: all 61 running pods on m7g.large; the \`general\` group is gone.
        - prod: 118 pods on m7g.xlarge; the single m6i.xlarge node carries the two legacy-pdf-renderer pods plus DaemonSets and a few pods the scheduler put there (14 in total). Nothing is pending or crash-looping.

        The renderer's nodeSelector \`kubernetes.io/arch: amd64\` is in its values and rolled out with helm by hand (it was never on deploy-apps or Argo, one more thing to move).
      `)),
  ],
});

// ---------------------------------------------------------------- s15
const ISSUER_DNS = d`
  # Both issuers validate with DNS-01 on Route53 (2026-05-27): HTTP-01 can't reach hosts behind the
  # nginx-internal allowlist. cert-manager uses its IRSA role (fl-<env>-cert-manager) as ambient credentials.
  apiVersion: cert-manager.io/v1
  kind: ClusterIssuer
  metadata:
    name: letsencrypt-prod
  spec:
    acme:
      server: https://acme-v02.api.letsencrypt.org/directory
      email: platform@ferrolan.io
      privateKeySecretRef:
        name: letsencrypt-prod-account
      solvers:
        - dns01:
            route53:
              region: eu-west-1
              hostedZoneID: Z0718253A4XQK3M9F2JP
  ---
  apiVersion: cert-manager.io/v1
  kind: ClusterIssuer
  metadata:
    name: letsencrypt-internal
  spec:
    acme:
      server: https://acme-v02.api.letsencrypt.org/directory
      email: platform@ferrolan.io
      privateKeySecretRef:
        name: letsencrypt-internal-account
      solvers:
        - dns01:
            route53:
              region: eu-west-1
              hostedZoneID: Z0718253A4XQK3M9F2JP
`;
const IAM_CERT_MANAGER = d`
  variable "dns_zone_ids" {
    description = "Route53 zones cert-manager may write DNS-01 challenge records into (empty: no role)"
    type        = list(string)
    default     = []
  }

  locals {
    env_short = { staging = "stg", prod = "prd" }[var.env]
  }

  data "aws_iam_policy_document" "cert_manager_assume" {
    statement {
      actions = ["sts:AssumeRoleWithWebIdentity"]
      principals {
        type        = "Federated"
        identifiers = [var.cluster_oidc]
      }
      condition {
        test     = "StringEquals"
        variable = "\${local.oidc_host}:sub"
        values   = ["system:serviceaccount:cert-manager:cert-manager"]
      }
    }
  }

  resource "aws_iam_role" "cert_manager" {
    count              = length(var.dns_zone_ids) > 0 ? 1 : 0
    name               = "fl-\${local.env_short}-cert-manager"
    assume_role_policy = data.aws_iam_policy_document.cert_manager_assume.json
  }

  resource "aws_iam_role_policy" "cert_manager" {
    count = length(var.dns_zone_ids) > 0 ? 1 : 0
    name  = "route53-dns01"
    role  = aws_iam_role.cert_manager[0].id
    policy = jsonencode({
      Version = "2012-10-17"
      Statement = [
        { Effect = "Allow", Action = "route53:GetChange", Resource = "arn:aws:route53:::change/*" },
        {
          Effect   = "Allow"
          Action   = ["route53:ChangeResourceRecordSets", "route53:ListResourceRecordSets"]
          Resource = [for z in var.dns_zone_ids : "arn:aws:route53:::hostedzone/\${z}"]
          # only TXT records under _acme-challenge
          Condition = {
            "ForAllValues:StringEquals" = { "route53:ChangeResourceRecordSetsRecordTypes" = ["TXT"] }
            "ForAllValues:StringLike"   = { "route53:ChangeResourceRecordSetsNormalizedRecordNames" = ["_acme-challenge.*"] }
          }
        },
        { Effect = "Allow", Action = "route53:ListHostedZonesByName", Resource = "*" },
      ]
    })
  }

`;
const CERT_RULES = d`
  apiVersion: monitoring.coreos.com/v1
  kind: PrometheusRule
  metadata:
    name: cert-manager
    namespace: monitoring
  spec:
    groups:
      - name: certificates
        rules:
          - alert: CertificateExpiresSoon
            expr: (certmanager_certificate_expiration_timestamp_seconds - time()) < 14 * 86400
            for: 1h
            labels:
              severity: warning
            annotations:
              summary: "{{ $labels.namespace }}/{{ $labels.name }} expires in {{ $value | humanizeDuration }}"
          - alert: CertificateExpiresVerySoon
            expr: (certmanager_certificate_expiration_timestamp_seconds - time()) < 7 * 86400
            for: 1h
            labels:
              severity: critical
            annotations:
              summary: "{{ $labels.namespace }}/{{ $labels.name }} expires in {{ $value | humanizeDuration }}, renewal is failing"
          - alert: CertificateNotReady
            expr: max by (namespace, name) (certmanager_certificate_ready_status{condition="False"}) == 1
            for: 6h
            labels:
              severity: warning
            annotations:
              summary: "{{ $labels.namespace }}/{{ $labels.name }} has not been Ready for 6h (issuance or renewal failing)"
`;

export const S15 = session({
  key: 's15', start: '2026-05-27T08:35:52.407Z', branch: 'fix/cert-dns01',
  title: 'admin.ferrolan.io certificate expired: HTTP-01 blocked by the internal ingress allowlist; both issuers switched to DNS-01 on Route53; expiry alerts',
  turns: [
    T("bom dia 😬 support says admin.ferrolan.io shows a certificate error since this morning (NET::ERR_CERT_DATE_INVALID). expired?!",
      S(null,
        B('echo | openssl s_client -connect admin.ferrolan.io:443 -servername admin.ferrolan.io 2>/dev/null | openssl x509 -noout -issuer -dates', 'issuer=C = US, O = Let\'s Encrypt, CN = R11\nnotBefore=Feb 26 08:14:34 2026 GMT\nnotAfter=May 27 08:14:33 2026 GMT'),
        B('kubectl --context prod get certificate -A', d`
          NAMESPACE    NAME                READY   SECRET              AGE
          argocd       argocd-server-tls   False   argocd-server-tls   16d
          dispatch     api-tls             True    api-tls             391d
          monitoring   grafana-tls         False   grafana-tls         19d
          web          admin-tls           False   admin-tls           90d
          web          app-tls             True    app-tls             391d
        `),
        B('kubectl --context prod get challenges -A -o custom-columns=NS:.metadata.namespace,DOMAIN:.spec.dnsName,STATE:.status.state,REASON:.status.reason', d`
          NS           DOMAIN                         STATE     REASON
          argocd       argocd.internal.ferrolan.io    pending   Waiting for HTTP-01 challenge propagation: wrong status code '403', expected '200'
          monitoring   grafana.internal.ferrolan.io   pending   Waiting for HTTP-01 challenge propagation: wrong status code '403', expected '200'
          web          admin.ferrolan.io              pending   Waiting for HTTP-01 challenge propagation: wrong status code '403', expected '200'
        `)),
      F(d`
        Yes: admin.ferrolan.io's certificate expired this morning at 08:14 UTC (issued Feb 26, 90 days). cert-manager has been trying to renew it since late April (renewal starts 30 days before expiry) and every attempt got stuck at the same step: \`Waiting for HTTP-01 challenge propagation: wrong status code '403', expected '200'\`.

        And it's not just admin: \`argocd-server-tls\` and \`grafana-tls\` have **never** been Ready since we installed them, same 403. So the Argo and Grafana UIs have been serving the ingress controller's self-signed fallback certificate all along. The public hosts (app, api) are fine. All three failing hosts are on the \`nginx-internal\` ingress class.
      `)),
    T("403 from what?",
      S(null,
        G('whitelist-source-range', 'k8s/platform/ingress-nginx-internal/values.yaml:8:    whitelist-source-range: "85.243.112.16/28,34.251.19.202/32"', { path: 'k8s', mode: 'content' }),
        B('git log -S whitelist-source-range --format="%h %ad %an  %s" --date=short -- k8s/platform/ingress-nginx-internal/', 'a91c3e2 2026-03-19 Joana Prates  ingress-nginx-internal: office + VPN only')),
      F(d`
        From our own internal ingress controller. Since 2026-03-19 (Joana's commit a91c3e2) its ConfigMap sets a global \`whitelist-source-range\`: office range plus the VPN address, everything else gets 403. Let's Encrypt validates HTTP-01 by fetching \`http://<host>/.well-known/acme-challenge/<token>\` from the internet, so its validators get the 403 too. The solver ingress that cert-manager creates inherits the global allowlist, so exempting the challenge path would mean per-ingress overrides on a controller whose whole point is to be closed. admin's certificate was issued in February, before the allowlist; its first renewal is the first time it mattered.

        The clean way out is **DNS-01**: cert-manager proves control by writing a TXT record \`_acme-challenge.<host>\` in Route53, nothing has to be reachable from outside. It also allows wildcard certificates, and internal-only hosts. It needs an IAM role for cert-manager that may change records in the zone.
      `)),
    T("DNS-01 it is, for both issuers, not only the internal one. IRSA role for cert-manager that can only touch the ferrolan.io zone. prod now, staging after",
      S(null, R('k8s/platform/cert-manager/cluster-issuer.yaml'), R('terraform/modules/iam/main.tf')),
      S(null,
        W('k8s/platform/cert-manager/cluster-issuer.yaml', ISSUER_DNS),
        E('terraform/modules/iam/main.tf', 'output "irsa_role_arns" {', IAM_CERT_MANAGER + 'output "irsa_role_arns" {')),
      F(d`
        - \`cluster-issuer.yaml\`: \`letsencrypt-prod\` and \`letsencrypt-internal\` both use a \`dns01\` solver with Route53, zone \`Z0718253A4XQK3M9F2JP\` (ferrolan.io). No credentials in the issuer: cert-manager picks up its IRSA role.
        - \`modules/iam\`: new \`dns_zone_ids\` input; when set, a role \`fl-<env>-cert-manager\` (new naming: \`fl-prd-cert-manager\` in prod) for the ServiceAccount \`cert-manager/cert-manager\`. It may only create TXT records named \`_acme-challenge.*\` in the listed zones, plus the read calls the solver needs.
      `)),
    T('wire it up for prod (module input + the service account annotation), then PR',
      S(null, R('terraform/envs/prod/main.tf'), R('k8s/platform/cert-manager/values.yaml')),
      S(null,
        E('terraform/envs/prod/main.tf', '  env          = "prod"\n  cluster_oidc = module.eks.oidc_provider_arn\n', '  env          = "prod"\n  cluster_oidc = module.eks.oidc_provider_arn\n  dns_zone_ids = ["Z0718253A4XQK3M9F2JP"] # ferrolan.io, for cert-manager DNS-01\n'),
        E('k8s/platform/cert-manager/values.yaml', 'replicaCount: 1\n', 'replicaCount: 1\nserviceAccount:\n  annotations:\n    eks.amazonaws.com/role-arn: arn:aws:iam::604918237745:role/fl-prd-cert-manager\n# IRSA token is mounted with 0600; let the non-root user read it\nsecurityContext:\n  fsGroup: 1001\n')),
      F('`envs/prod` passes the ferrolan.io zone to the IAM module, and cert-manager\'s ServiceAccount carries the `fl-prd-cert-manager` role ARN. Ready for the PR.')),
    T('go: PR, CI applies, then upgrade cert-manager with the new values, apply the issuers and renew',
      S(null, B('git switch -qc fix/cert-dns01 && git add -A && git commit -qm "cert-manager: DNS-01 via Route53 for both issuers (IRSA fl-prd-cert-manager)" && git push -qu origin fix/cert-dns01 && gh pr create --title "cert-manager DNS-01 on Route53" --body "## Plan summary\\n- prod: 2 to add (fl-prd-cert-manager role + policy)\\n- staging: no changes (dns_zone_ids not set yet)\\n\\nWhy: HTTP-01 gets 403 from the nginx-internal allowlist; admin.ferrolan.io expired 2026-05-27 08:14 UTC." && ' + MERGE_WATCH(78), 'https://github.com/ferrolan/ferrolan-infra/pull/78\n✓ apply (staging) in 51s (ID 42402219957)\n✓ apply (prod) in 1m44s (ID 42402220031)', { ms: 348000 })),
      S(null, B('helm --kube-context prod -n cert-manager upgrade cert-manager jetstack/cert-manager --version v1.17.2 -f k8s/platform/cert-manager/values.yaml --wait | grep -E "^STATUS" && kubectl --context prod apply -f k8s/platform/cert-manager/cluster-issuer.yaml && for c in web/admin-tls argocd/argocd-server-tls monitoring/grafana-tls; do cmctl --context prod renew -n ${c%/*} ${c#*/}; done', 'STATUS: deployed\nclusterissuer.cert-manager.io/letsencrypt-prod configured\nclusterissuer.cert-manager.io/letsencrypt-internal configured\nManually triggered issuance of Certificate web/admin-tls\nManually triggered issuance of Certificate argocd/argocd-server-tls\nManually triggered issuance of Certificate monitoring/grafana-tls', { ms: 71000 })),
      S(null, B('sleep 120; kubectl --context prod get certificate -A -o custom-columns=NS:.metadata.namespace,NAME:.metadata.name,READY:.status.conditions[0].status,NOT_AFTER:.status.notAfter', d`
        NS           NAME                READY   NOT_AFTER
        argocd       argocd-server-tls   True    2026-08-25T08:41:09Z
        dispatch     api-tls             True    2026-07-19T03:12:55Z
        monitoring   grafana-tls         True    2026-08-25T08:41:22Z
        web          admin-tls           True    2026-08-25T08:40:51Z
        web          app-tls             True    2026-07-19T03:12:41Z
      `, { ms: 121000 })),
      F('All five certificates are Ready. admin.ferrolan.io has a new certificate valid until 2026-08-25, and Argo CD and Grafana got their first real ones; the TXT challenges were written and cleaned up by cert-manager through `fl-prd-cert-manager` (PR #78). app and api will renew through DNS-01 as well from now on.')),
    T("we need an alert so this never happens silently again. warning when a cert has less than 14 days left, critical under 7. and one for 'never became ready'",
      S(null, W('k8s/platform/monitoring/rules/cert-manager.yaml', CERT_RULES)),
      S(null, B('git add -A && git commit -qm "monitoring: certificate expiry and readiness alerts" && git push -q && gh pr create --fill && gh pr merge --squash --auto && sleep 150 && argocd --core --kube-context prod app sync monitoring | grep -E "^Phase" && kubectl --context prod -n monitoring exec prometheus-kube-prometheus-stack-prometheus-0 -c prometheus -- wget -qO- "http://localhost:9090/api/v1/rules?rule_group[]=certificates" | jq -r ".data.groups[].rules[] | [.name, .health, .state] | @tsv"', 'https://github.com/ferrolan/ferrolan-infra/pull/79\nPhase:              Succeeded\nCertificateExpiresSoon\tok\tinactive\nCertificateExpiresVerySoon\tok\tinactive\nCertificateNotReady\tok\tinactive', { ms: 168000 })),
      F(d`
        \`k8s/platform/monitoring/rules/cert-manager.yaml\` (PR #79, synced):
        - \`CertificateExpiresSoon\`: less than 14 days left, for 1h, warning (#plat-alerts).
        - \`CertificateExpiresVerySoon\`: less than 7 days left, critical (#plat-oncall).
        - \`CertificateNotReady\`: a Certificate not Ready for 6 hours, warning; that one would have caught Grafana and Argo on day one.

        cert-manager renews at 30 days, so the 14-day warning means renewal has been failing for two weeks already.
      `)),
  ],
});

// ---------------------------------------------------------------- s16
export const ESO_APP_0 = d`
  apiVersion: argoproj.io/v1alpha1
  kind: Application
  metadata:
    name: external-secrets
    namespace: argocd
  spec:
    project: default
    sources:
      - repoURL: https://charts.external-secrets.io
        chart: external-secrets
        targetRevision: 0.19.2
        helm:
          releaseName: external-secrets
          valuesObject:
            installCRDs: true
      - repoURL: https://github.com/ferrolan/ferrolan-infra.git
        targetRevision: main
        path: k8s/platform/external-secrets
    destination:
      server: https://kubernetes.default.svc
      namespace: external-secrets
    syncPolicy:
      automated:
        prune: true
        selfHeal: true
      syncOptions:
        - CreateNamespace=true
        - ServerSideApply=true
`;
export const STORE = d`
  # One store per cluster: AWS Secrets Manager in this cluster's region, credentials from the controller's IRSA role.
  apiVersion: external-secrets.io/v1
  kind: ClusterSecretStore
  metadata:
    name: aws-secrets-manager
  spec:
    provider:
      aws:
        service: SecretsManager
        region: eu-west-1
`;
export const extSecret = (ns, name, key) => d`
  apiVersion: external-secrets.io/v1
  kind: ExternalSecret
  metadata:
    name: ${name}
    namespace: ${ns}
  spec:
    refreshInterval: 1h
    secretStoreRef:
      kind: ClusterSecretStore
      name: aws-secrets-manager
    target:
      name: ${name}
      creationPolicy: Owner
    dataFrom:
      - extract:
          key: ${key}
`;
const IAM_ESO = d`
  data "aws_caller_identity" "current" {}

  # External Secrets Operator: read-only on this env's secrets (<env>/*), nothing else.
  data "aws_iam_policy_document" "external_secrets_assume" {
    statement {
      actions = ["sts:AssumeRoleWithWebIdentity"]
      principals {
        type        = "Federated"
        identifiers = [var.cluster_oidc]
      }
      condition {
        test     = "StringEquals"
        variable = "\${local.oidc_host}:sub"
        values   = ["system:serviceaccount:external-secrets:external-secrets"]
      }
    }
  }

  resource "aws_iam_role" "external_secrets" {
    name               = "fl-\${local.env_short}-external-secrets"
    assume_role_policy = data.aws_iam_policy_document.external_secrets_assume.json
  }

  resource "aws_iam_role_policy" "external_secrets" {
    name = "read-env-secrets"
    role = aws_iam_role.external_secrets.id
    policy = jsonencode({
      Version = "2012-10-17"
      Statement = [{
        Effect   = "Allow"
        Action   = ["secretsmanager:GetSecretValue", "secretsmanager:DescribeSecret", "secretsmanager:ListSecretVersionIds"]
        Resource = ["arn:aws:secretsmanager:eu-west-1:\${data.aws_caller_identity.current.account_id}:secret:\${var.env}/*"]
      }]
    })
  }

`;
const COPY_SCRIPT = d`
  #!/usr/bin/env bash
  # Copy one Kubernetes Secret into AWS Secrets Manager as a JSON object (key -> value). Never prints a value:
  # the JSON only lives in a shell variable and reaches the AWS CLI on stdin.
  #   tools/k8s-secret-to-sm.sh <kube-context> <namespace> <secret> <secrets-manager-name>
  #   e.g. tools/k8s-secret-to-sm.sh prod web web-maps prod/web/maps
  set -euo pipefail

  if [ $# -ne 4 ]; then
    echo "usage: $0 <kube-context> <namespace> <secret> <secrets-manager-name>" >&2
    exit 2
  fi
  ctx=$1 ns=$2 secret=$3 name=$4
  profile=\${AWS_PROFILE:-ferrolan-prod}

  json=$(kubectl --context "$ctx" -n "$ns" get secret "$secret" -o json | jq -c '.data | map_values(@base64d)')

  if aws secretsmanager describe-secret --profile "$profile" --secret-id "$name" > /dev/null 2>&1; then
    aws secretsmanager put-secret-value --profile "$profile" --secret-id "$name" \\
      --secret-string file:///dev/stdin --query VersionId --output text <<< "$json"
  else
    aws secretsmanager create-secret --profile "$profile" --name "$name" \\
      --tags Key=copied-from,Value="$ctx/$ns/$secret" \\
      --secret-string file:///dev/stdin --query ARN --output text <<< "$json"
  fi
  unset json
`.replace(/\\\\\n/g, '\\\n');

export const S16 = session({
  key: 's16', start: '2026-05-28T12:30:18.236Z', branch: 'feat/external-secrets',
  title: 'sealed-secrets replaced by External Secrets Operator on AWS Secrets Manager (prod); the node-role AccessDenied',
  turns: [
    T("prepping the DR drill runbook and realised: if we lose the prod cluster, every SealedSecret in git is useless without the controller's private key, and that key only lives in kube-system on that one cluster. never backed up. I want to switch from sealed-secrets to external-secrets + AWS Secrets Manager. thoughts before we start?",
      S(null,
        B('kubectl --context prod get sealedsecrets -A', 'NAMESPACE   NAME                 STATUS   SYNCED   AGE\ndispatch    dispatch-api-db               True     14d\ndispatch    pgbouncer-userlist            True     14d\nweb         web-maps                      True     17d'),
        B('kubectl --context prod -n kube-system get secret -l sealedsecrets.bitnami.com/sealed-secrets-key -o custom-columns=NAME:.metadata.name,CREATED:.metadata.creationTimestamp', 'NAME                      CREATED\nsealed-secrets-keyq8w2m   2024-06-03T09:41:27Z')),
      F(d`
        You're right about the risk: three SealedSecrets in prod (web-maps, dispatch-api-db, pgbouncer-userlist), all encrypted to one key pair, \`sealed-secrets-keyq8w2m\` from 2024-06-03, that exists only in that cluster's kube-system (and has never been rotated). A new cluster would get a new key and couldn't decrypt anything in git. route-worker-env is still a hand-made Secret that's in no system at all.

        Two ways to fix it:
        1. **Back up the sealing key** (e.g. into Secrets Manager) and restore it into a new cluster before anything else. Cheap, but we keep two systems, the restore becomes a manual first step of every DR, and key rotation stays manual. I'd not do that.
        2. **External Secrets Operator**: values live in AWS Secrets Manager, and an \`ExternalSecret\` per app (in git, no ciphertext) tells ESO which secret to turn into which Kubernetes Secret. A new cluster only needs ESO and its IAM role. Secrets Manager is regional, so for DR we'd add replicas in eu-central-1.

        Proposal for 2: ESO through Argo, one \`ClusterSecretStore\` \`aws-secrets-manager\`, IRSA role \`fl-prd-external-secrets\` read-only on \`prod/*\`, names \`prod/<app>/<name>\`.
      `)),
    T("yes ESO. install it via argo, ClusterSecretStore aws-secrets-manager, IRSA role fl-prd-external-secrets that can only read prod/* secrets",
      S(null,
        W('k8s/argocd/apps/prod/external-secrets.yaml', ESO_APP_0),
        W('k8s/platform/external-secrets/cluster-secret-store.yaml', STORE),
        R('terraform/modules/iam/main.tf')),
      S(null, E('terraform/modules/iam/main.tf', 'output "irsa_role_arns" {', IAM_ESO + 'output "irsa_role_arns" {')),
      F('- Argo app `external-secrets`: chart 0.19.2 with CRDs, plus `k8s/platform/external-secrets/` (the `ClusterSecretStore` `aws-secrets-manager`, Secrets Manager in eu-west-1, no static credentials).\n- `modules/iam`: role `fl-<env>-external-secrets` (`fl-prd-external-secrets` in prod) for `external-secrets/external-secrets`, allowed `GetSecretValue`/`DescribeSecret`/`ListSecretVersionIds` on `<env>/*` only.')),
    T("now copying the values over. write me a script that copies an existing k8s secret into secrets manager as json and NEVER prints a value. I'll run it myself. the stripe key that web will need is not in the cluster yet, <private>it's sk_live_51NvQ2kTz8PcW4mRyX0aLb7dE, goes to prod/web/stripe</private>, I'll add that one by hand",
      S("I'll leave the Stripe key entirely to you. The script:",
        W('tools/k8s-secret-to-sm.sh', COPY_SCRIPT),
        B('chmod +x tools/k8s-secret-to-sm.sh && shellcheck tools/k8s-secret-to-sm.sh && echo shellcheck ok', 'shellcheck ok')),
      S(null, B('git add -A && git commit -qm "external-secrets: operator, ClusterSecretStore, fl-prd-external-secrets role, copy script" && git push -qu origin feat/external-secrets && gh pr create --title "External Secrets Operator (prod)" --body "## Plan summary\\n- prod: 2 to add (fl-prd-external-secrets role + policy)\\n- staging: 2 to add (fl-stg-external-secrets, unused until staging moves)\\n\\nArgo: external-secrets chart 0.19.2 + ClusterSecretStore aws-secrets-manager."', 'https://github.com/ferrolan/ferrolan-infra/pull/80')),
      F(d`
        \`tools/k8s-secret-to-sm.sh <context> <namespace> <secret> <name>\` reads the Secret with kubectl, decodes it into a JSON object with jq, and hands that to \`aws secretsmanager create-secret\` (or \`put-secret-value\` if it exists) on stdin: the values never appear on screen, in arguments, or in shell history. It prints only the ARN or version id. shellcheck is clean.

        For the four we have:
        \`\`\`
        tools/k8s-secret-to-sm.sh prod web web-maps prod/web/maps
        tools/k8s-secret-to-sm.sh prod dispatch dispatch-api-db prod/dispatch/dispatch-api-db
        tools/k8s-secret-to-sm.sh prod dispatch pgbouncer-userlist prod/dispatch/pgbouncer-userlist
        tools/k8s-secret-to-sm.sh prod routing route-worker-env prod/routing/route-worker-env
        \`\`\`
        PR #80 has the operator, the store and the role.
      `)),
    T("#80 merged + applied, and I ran the script for all four. switch web first",
      S(null,
        R('k8s/argocd/apps/prod/web.yaml'),
        W('k8s/apps/web/external/prod/web-maps.yaml', extSecret('web', 'web-maps', 'prod/web/maps'))),
      S(null, E('k8s/argocd/apps/prod/web.yaml', '      path: k8s/apps/web/sealed/prod\n', '      path: k8s/apps/web/external/prod\n')),
      S("The SealedSecret owns the `web-maps` Secret, so Argo pruning it would garbage-collect the Secret. I drop that owner reference first; ESO then adopts the Secret.",
        B('kubectl --context prod -n web patch secret web-maps --type=json -p \'[{"op":"remove","path":"/metadata/ownerReferences"}]\' && git add -A && git commit -qm "web: web-maps from Secrets Manager (ExternalSecret)" && git push -q && gh pr create --fill && gh pr merge --squash --auto && sleep 150 && argocd --core --kube-context prod app sync web | grep -E "^Phase" && kubectl --context prod -n web get externalsecret web-maps && kubectl --context prod -n web describe externalsecret web-maps | grep -A1 -m1 "Warning"', d`
          secret/web-maps patched
          https://github.com/ferrolan/ferrolan-infra/pull/81
          Phase:              Succeeded
          NAME       STORE                 REFRESH INTERVAL   STATUS              READY
          web-maps   aws-secrets-manager   1h                 SecretSyncedError   False
            Warning  UpdateFailed  41s (x3 over 2m)  external-secrets  error retrieving secret at .data[0], key: prod/web/maps, err: operation error Secrets Manager: GetSecretValue, https response error StatusCode: 400, RequestID: 4f1c9a2e-7b3d-4e5f-8a6b-1c2d3e4f5a6b, api error AccessDeniedException: User: arn:aws:sts::604918237745:assumed-role/ferrolan-prod-node/i-0b6e2d9f4a1c73580 is not authorized to perform: secretsmanager:GetSecretValue on resource: prod/web/maps because no identity-based policy allows the secretsmanager:GetSecretValue action
        `, { ms: 171000 })),
      F(d`
        The switch itself worked (PR #81: the web app now reads \`k8s/apps/web/external/prod\`, the SealedSecret is pruned, the \`web-maps\` Secret is still there with its old values, so web is unaffected). But ESO can't read the new secret: **AccessDenied as \`ferrolan-prod-node\`**, the EKS node role. ESO isn't using \`fl-prd-external-secrets\` at all; its ServiceAccount has no \`eks.amazonaws.com/role-arn\` annotation, so the AWS SDK fell through to the node's instance profile. I forgot the annotation in the chart values.
      `)),
    T("that's the node role 🙈 fix it",
      S(null, E('k8s/argocd/apps/prod/external-secrets.yaml', '          installCRDs: true\n', '          installCRDs: true\n          serviceAccount:\n            annotations:\n              eks.amazonaws.com/role-arn: arn:aws:iam::604918237745:role/fl-prd-external-secrets\n')),
      S(null, B('git commit -qam "external-secrets: IRSA annotation on the controller service account" && git push -q && gh pr create --fill && gh pr merge --squash --auto && sleep 150 && argocd --core --kube-context prod app sync external-secrets | grep -E "^Phase" && kubectl --context prod -n external-secrets rollout restart deploy/external-secrets && kubectl --context prod -n external-secrets rollout status deploy/external-secrets && kubectl --context prod annotate externalsecret -n web web-maps force-sync=$(date +%s) --overwrite > /dev/null && sleep 10 && kubectl --context prod -n web get externalsecret web-maps', 'https://github.com/ferrolan/ferrolan-infra/pull/82\nPhase:              Succeeded\ndeployment.apps/external-secrets restarted\ndeployment "external-secrets" successfully rolled out\nNAME       STORE                 REFRESH INTERVAL   STATUS         READY\nweb-maps   aws-secrets-manager   1h                 SecretSynced   True', { ms: 196000 })),
      F('Fixed (PR #82): the controller\'s ServiceAccount carries `eks.amazonaws.com/role-arn: ...:role/fl-prd-external-secrets`, ESO restarted with the role, and `web-maps` is `SecretSynced` from `prod/web/maps`. ESO owns the Secret now and refreshes it every hour.')),
    T("roll the other three (dispatch-api-db, pgbouncer-userlist, route-worker-env), then delete the SealedSecrets from git and uninstall the controller on prod",
      S(null,
        B('for spec in dispatch-api:dispatch:dispatch-api-db:prod/dispatch/dispatch-api-db pgbouncer:dispatch:pgbouncer-userlist:prod/dispatch/pgbouncer-userlist route-worker:routing:route-worker-env:prod/routing/route-worker-env; do IFS=: read app ns name key <<< "$spec"; mkdir -p k8s/apps/$app/external/prod; sed -e "s|web-maps|$name|g" -e "s|namespace: web|namespace: $ns|" -e "s|prod/web/maps|$key|" k8s/apps/web/external/prod/web-maps.yaml > k8s/apps/$app/external/prod/$name.yaml; kubectl --context prod -n $ns patch secret $name --type=json -p \'[{"op":"remove","path":"/metadata/ownerReferences"}]\' 2>/dev/null || true; done; ls k8s/apps/*/external/prod/', 'k8s/apps/dispatch-api/external/prod/:\ndispatch-api-db.yaml\n\nk8s/apps/pgbouncer/external/prod/:\npgbouncer-userlist.yaml\n\nk8s/apps/route-worker/external/prod/:\nroute-worker-env.yaml\n\nk8s/apps/web/external/prod/:\nweb-maps.yaml', { fx: [
          { write: ['k8s/apps/dispatch-api/external/prod/dispatch-api-db.yaml', extSecret('dispatch', 'dispatch-api-db', 'prod/dispatch/dispatch-api-db')] },
          { write: ['k8s/apps/pgbouncer/external/prod/pgbouncer-userlist.yaml', extSecret('dispatch', 'pgbouncer-userlist', 'prod/dispatch/pgbouncer-userlist')] },
          { write: ['k8s/apps/route-worker/external/prod/route-worker-env.yaml', extSecret('routing', 'route-worker-env', 'prod/routing/route-worker-env')] },
        ] })),
      S(null,
        B('git rm -q k8s/apps/dispatch-api/sealed/prod/dispatch-api-db.yaml k8s/apps/pgbouncer/prod/sealed-userlist.yaml && git mv k8s/apps/pgbouncer/external/prod/pgbouncer-userlist.yaml k8s/apps/pgbouncer/prod/external-userlist.yaml && sed -i "s|k8s/apps/dispatch-api/sealed/prod|k8s/apps/dispatch-api/external/prod|" k8s/argocd/apps/prod/dispatch-api.yaml && git add -A && git commit -qm "dispatch-api, pgbouncer, route-worker secrets from Secrets Manager; SealedSecrets removed" && git push -q && gh pr create --fill && gh pr merge --squash --auto && sleep 150 && for a in dispatch-api pgbouncer; do argocd --core --kube-context prod app sync $a | grep -E "^Phase"; done && kubectl --context prod apply -f k8s/apps/route-worker/external/prod/route-worker-env.yaml && sleep 15 && kubectl --context prod get externalsecret -A', d`
          https://github.com/ferrolan/ferrolan-infra/pull/83
          Phase:              Succeeded
          Phase:              Succeeded
          externalsecret.external-secrets.io/route-worker-env created
          NAMESPACE   NAME                 STORE                 REFRESH INTERVAL   STATUS         READY
          dispatch    dispatch-api-db      aws-secrets-manager   1h                 SecretSynced   True
          dispatch    pgbouncer-userlist   aws-secrets-manager   1h                 SecretSynced   True
          routing     route-worker-env     aws-secrets-manager   1h                 SecretSynced   True
          web         web-maps             aws-secrets-manager   1h                 SecretSynced   True
        `, { ms: 214000, fx: [
          { rm: 'k8s/apps/dispatch-api/sealed/prod/dispatch-api-db.yaml' }, { rm: 'k8s/apps/pgbouncer/prod/sealed-userlist.yaml' },
          { mv: ['k8s/apps/pgbouncer/external/prod/pgbouncer-userlist.yaml', 'k8s/apps/pgbouncer/prod/external-userlist.yaml'] },
          { edit: ['k8s/argocd/apps/prod/dispatch-api.yaml', 'k8s/apps/dispatch-api/sealed/prod', 'k8s/apps/dispatch-api/external/prod'] },
        ] }),
        B('git rm -q k8s/apps/web/sealed/prod/web-maps.yaml && git commit -qm "web: remove the prod SealedSecret" && git push -q && helm --kube-context prod -n kube-system uninstall sealed-secrets && kubectl --context prod get crd sealedsecrets.bitnami.com -o name 2>&1 | tail -1', 'release "sealed-secrets" uninstalled\nError from server (NotFound): customresourcedefinitions.apiextensions.k8s.io "sealedsecrets.bitnami.com" not found', { fx: [{ rm: 'k8s/apps/web/sealed/prod/web-maps.yaml' }] })),
      F(d`
        Prod is on External Secrets Operator now (PR #83):
        - four ExternalSecrets, all \`SecretSynced\`: web/web-maps (\`prod/web/maps\`), dispatch/dispatch-api-db, dispatch/pgbouncer-userlist (inside PgBouncer's own folder, so its Argo app picks it up) and routing/route-worker-env (applied by hand until route-worker moves to Argo; it was never in git before).
        - the prod SealedSecrets are deleted from git and the sealed-secrets controller is uninstalled from prod, taking its key with it. Staging still runs sealed-secrets for web until it gets the same treatment.
        - \`prod/web/stripe\` is yours to create; when it exists, web just needs a second \`extract\` entry.
      `)),
  ],
});
