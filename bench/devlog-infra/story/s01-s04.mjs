// Week 1: repo tour, GitHub OIDC for plans, the prod database imported, monitoring installed.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import * as X from './files.mjs';
import { TF_INIT, PLAN_HEAD } from './lib.mjs';

const STG = 'cd terraform/envs/staging && AWS_PROFILE=ferrolan-staging';
const PRD = 'cd terraform/envs/prod && AWS_PROFILE=ferrolan-prod';

// ---------------------------------------------------------------- s01
const REFRESH_STG = d`
  Acquiring state lock. This may take a few moments...
  module.network.aws_vpc.this: Refreshing state... [id=vpc-0a41c9e2f7d3b6158]
  module.assets.aws_s3_bucket.this: Refreshing state... [id=ferrolan-staging-assets]
  module.eks.aws_iam_role.cluster: Refreshing state... [id=ferrolan-staging-cluster]
  module.eks.aws_iam_role.node: Refreshing state... [id=ferrolan-staging-node]
  module.network.aws_subnet.private[0]: Refreshing state... [id=subnet-04c2e7a1d9b3f5801]
  module.network.aws_subnet.private[1]: Refreshing state... [id=subnet-0e91b3c5a7d2f4602]
  module.network.aws_subnet.private[2]: Refreshing state... [id=subnet-0b5d7f9e1c3a24603]
  module.network.aws_nat_gateway.this[0]: Refreshing state... [id=nat-0c83e1f5a9d7b2410]
  module.network.aws_nat_gateway.this[1]: Refreshing state... [id=nat-07a2d4c6e8f1b3521]
  module.network.aws_nat_gateway.this[2]: Refreshing state... [id=nat-0f1b3d5e7a9c24632]
  module.eks.aws_eks_cluster.this: Refreshing state... [id=ferrolan-staging]
  module.eks.aws_iam_openid_connect_provider.cluster: Refreshing state... [id=arn:aws:iam::318274650912:oidc-provider/oidc.eks.eu-west-1.amazonaws.com/id/5E1A9C0B7D3F42E8A6C1B9D0F2E47A35]
  module.eks.aws_eks_node_group.this["general"]: Refreshing state... [id=ferrolan-staging:general]
  module.eks.aws_eks_addon.this["vpc-cni"]: Refreshing state... [id=ferrolan-staging:vpc-cni]
  module.eks.aws_eks_addon.this["coredns"]: Refreshing state... [id=ferrolan-staging:coredns]
  module.eks.aws_eks_addon.this["kube-proxy"]: Refreshing state... [id=ferrolan-staging:kube-proxy]
`;

export const S01 = session({
  key: 's01', start: '2026-05-04T08:12:31.402Z', branch: 'chore/fmt-and-acl',
  title: 'Repo tour, fmt/validate, first staging plan; node group desired_size and the S3 acl warning',
  turns: [
    T("bom dia 👋 first proper week owning ferrolan-infra since Joana left. can you give me a tour? whats in terraform/, how state is stored and locked, and what CI does on PRs vs main. context: I'm the only platform person now, Tomasz (backend lead) reviews my PRs and Marta (head of eng) mostly cares about the AWS bill",
      S("Starting with the layout and the state backend.",
        GL('terraform/**/*.tf', [
          'terraform/envs/prod/backend.tf', 'terraform/envs/prod/main.tf', 'terraform/envs/prod/versions.tf',
          'terraform/envs/staging/backend.tf', 'terraform/envs/staging/main.tf', 'terraform/envs/staging/versions.tf',
          'terraform/modules/eks/main.tf', 'terraform/modules/eks/outputs.tf', 'terraform/modules/eks/variables.tf',
          'terraform/modules/iam/main.tf', 'terraform/modules/network/main.tf', 'terraform/modules/network/outputs.tf',
          'terraform/modules/network/variables.tf', 'terraform/modules/object-store/main.tf',
        ]),
        R('terraform/envs/staging/backend.tf'),
        R('terraform/envs/staging/main.tf')),
      S(null, R('.github/workflows/terraform.yml')),
      F(d`
        Here's the lay of the land.

        **Terraform** (\`terraform/\`)
        - \`modules/\`: \`network\` (VPC, 3 private + 3 public subnets, NAT), \`eks\` (cluster, managed node groups, add-ons, IRSA provider), \`iam\` (IRSA roles for cluster-autoscaler and the EBS CSI driver), \`object-store\` (one S3 bucket with versioning and KMS encryption).
        - \`envs/staging\` and \`envs/prod\`: one root module each, wiring the same four modules. Staging is \`10.20.0.0/16\`, prod \`10.30.0.0/16\`; both run EKS \`1.30\`. Staging has one \`general\` node group of m6i.large (2-6 nodes), prod m6i.xlarge (3-10).
        - Both envs set \`nat_gateway_per_az = true\`, so each VPC has three NAT gateways.
        - Naming so far is \`ferrolan-<env>-...\`: the VPC and cluster \`ferrolan-staging\`, the bucket \`ferrolan-staging-assets\`, IAM roles \`ferrolan-staging-node\` and so on.
        - Versions: \`required_version = "~> 1.9.0"\` (CI installs 1.9.8), AWS provider \`~> 5.74\`.

        **State**: S3 backend, bucket \`ferrolan-tfstate\`, one key per env (\`staging/terraform.tfstate\`, \`prod/terraform.tfstate\`), encrypted. Locks are held in the DynamoDB table \`ferrolan-tf-locks\`.

        **CI** (\`.github/workflows/terraform.yml\`)
        - On a PR touching \`terraform/**\`: \`plan\` for staging and prod (a matrix, each leg in the GitHub environment of the same name).
        - On push to main: \`apply\` for staging, then prod (\`max-parallel: 1\`); the \`prod\` environment is where an approval rule would sit.
        - Both jobs authenticate as the IAM user \`ci-deployer\` with long-lived access keys from the repo secrets \`CI_DEPLOYER_ACCESS_KEY_ID\` / \`CI_DEPLOYER_SECRET_ACCESS_KEY\`.
        - Apps are deployed by a separate workflow, \`deploy-apps.yml\`, which runs \`helm upgrade --install\` with the shared chart for web, dispatch-api and route-worker.

        The static keys are the first thing I'd want gone; GitHub OIDC would replace them.
      `)),
    T('ok. run fmt + validate on both envs pls, i bet its messy',
      S(null, B('terraform fmt -recursive -check terraform/', 'terraform/envs/prod/main.tf\nterraform/modules/eks/main.tf', { code: 3, ms: 410 })),
      S('Two files need formatting. Fixing them and validating both roots:',
        B('terraform fmt -recursive terraform/', 'terraform/envs/prod/main.tf\nterraform/modules/eks/main.tf',
          { ms: 380, fx: [{ write: ['terraform/envs/prod/main.tf', X.PRD_MAIN_0] }, { write: ['terraform/modules/eks/main.tf', X.EKS_MAIN_0] }] }),
        B('for env in staging prod; do (cd terraform/envs/$env && terraform init -backend=false -input=false > /dev/null && echo "== $env" && terraform validate); done', d`
          == staging
          ╷
          │ Warning: Argument is deprecated
          │
          │   with module.assets.aws_s3_bucket.this,
          │   on ../../modules/object-store/main.tf line 7, in resource "aws_s3_bucket" "this":
          │    7:   acl    = "private"
          │
          │ acl is deprecated. Use the aws_s3_bucket_acl resource instead.
          ╵
          Success! The configuration is valid, but there were some validation warnings as shown above.

          == prod
          ╷
          │ Warning: Argument is deprecated
          │
          │   with module.assets.aws_s3_bucket.this,
          │   on ../../modules/object-store/main.tf line 7, in resource "aws_s3_bucket" "this":
          │    7:   acl    = "private"
          │
          │ acl is deprecated. Use the aws_s3_bucket_acl resource instead.
          ╵
          Success! The configuration is valid, but there were some validation warnings as shown above.
        `, { ms: 14200 })),
      F('Formatting fixed in `envs/prod/main.tf` and `modules/eks/main.tf` (alignment only). Both envs validate; the one warning is the deprecated `acl = "private"` on the bucket in `modules/object-store`. New buckets have ACLs disabled anyway, so the right fix is to drop the argument and enforce bucket-owner ownership instead of adding an `aws_s3_bucket_acl`.')),
    T('plan staging with the ferrolan-staging profile. fingers crossed for "no changes"',
      S(null, B(`${STG} terraform init -input=false > /dev/null && AWS_PROFILE=ferrolan-staging terraform plan -input=false -lock-timeout=60s`, REFRESH_STG + '\n' + PLAN_HEAD(['~ update in-place']) + d`

          # module.eks.aws_eks_node_group.this["general"] will be updated in-place
          ~ resource "aws_eks_node_group" "this" {
                id                     = "ferrolan-staging:general"
                tags                   = {}
                # (17 unchanged attributes hidden)

              ~ scaling_config {
                  ~ desired_size = 4 -> 3
                    # (2 unchanged attributes hidden)
                }

                # (2 unchanged blocks hidden)
            }

        Plan: 0 to add, 1 to change, 0 to destroy.
        ╷
        │ Warning: Argument is deprecated
        │
        │   with module.assets.aws_s3_bucket.this,
        │   on ../../modules/object-store/main.tf line 7, in resource "aws_s3_bucket" "this":
        │    7:   acl    = "private"
        │
        │ acl is deprecated. Use the aws_s3_bucket_acl resource instead.
        ╵
        Releasing state lock. This may take a few moments...
      `, { ms: 31400 })),
      F(d`
        Almost: one change, and it's one you don't want. The \`general\` node group runs 4 nodes right now, the code says \`desired_size = 3\`, so an apply would scale it back down.

        The 4 comes from cluster-autoscaler (it has an IRSA role in \`modules/iam\`), which adjusts the desired size of the node group's ASG on its own. Terraform and the autoscaler fight over the same number. The usual fix: Terraform sets \`min_size\`/\`max_size\` and ignores \`desired_size\` after creation via \`lifecycle { ignore_changes = [scaling_config[0].desired_size] }\`.
      `)),
    T("yes add the ignore_changes in the module. and fix the acl warning while you're at it",
      S(null, R('terraform/modules/eks/main.tf'), R('terraform/modules/object-store/main.tf')),
      S(null,
        E('terraform/modules/eks/main.tf', '  labels = {\n    "ferrolan.io/node-group" = each.key\n  }\n}\n',
          '  labels = {\n    "ferrolan.io/node-group" = each.key\n  }\n\n  # cluster-autoscaler owns the desired size; Terraform only sets min/max.\n  lifecycle {\n    ignore_changes = [scaling_config[0].desired_size]\n  }\n}\n'),
        E('terraform/modules/object-store/main.tf', '  bucket = var.bucket_name\n  acl    = "private"\n}\n', d`
          bucket = var.bucket_name
          }

          resource "aws_s3_bucket_ownership_controls" "this" {
            bucket = aws_s3_bucket.this.id
            rule {
              object_ownership = "BucketOwnerEnforced"
            }
          }

          resource "aws_s3_bucket_public_access_block" "this" {
            bucket                  = aws_s3_bucket.this.id
            block_public_acls       = true
            block_public_policy     = true
            ignore_public_acls      = true
            restrict_public_buckets = true
          }
        `.replace(/^bucket = var/m, '  bucket = var'))),
      F(d`
        - \`modules/eks\`: the node group now has \`lifecycle { ignore_changes = [scaling_config[0].desired_size] }\`, with a comment that cluster-autoscaler owns it. \`min_size\`/\`max_size\` changes still go through Terraform.
        - \`modules/object-store\`: \`acl\` is gone; instead \`aws_s3_bucket_ownership_controls\` (\`BucketOwnerEnforced\`, which disables ACLs) and a public access block with all four switches on. Both buckets are private today, so this only makes it explicit.
      `)),
    T("nice. plan staging again, then branch + PR for Tomasz. and always put the plan summary in the PR description, he reviews from his phone on the train 🚆 (how's your monday going lol)",
      S(null, B(`${STG} terraform plan -input=false -lock-timeout=60s | tail -30`, PLAN_HEAD(['+ create']) + d`

          # module.assets.aws_s3_bucket_ownership_controls.this will be created
          + resource "aws_s3_bucket_ownership_controls" "this" {
              + bucket = "ferrolan-staging-assets"
              + id     = (known after apply)

              + rule {
                  + object_ownership = "BucketOwnerEnforced"
                }
            }

          # module.assets.aws_s3_bucket_public_access_block.this will be created
          + resource "aws_s3_bucket_public_access_block" "this" {
              + block_public_acls       = true
              + block_public_policy     = true
              + bucket                  = "ferrolan-staging-assets"
              + id                      = (known after apply)
              + ignore_public_acls      = true
              + restrict_public_buckets = true
            }

        Plan: 2 to add, 0 to change, 0 to destroy.
        Releasing state lock. This may take a few moments...
      `, { ms: 27800 })),
      S(null, B('git checkout -qb chore/fmt-and-acl && git add -A && git commit -qm "terraform: fmt, ignore node group desired_size, drop deprecated bucket acl" && git push -qu origin chore/fmt-and-acl && gh pr create --title "fmt, node group desired_size, bucket ACLs off" --body-file - <<\'EOF\'\n## Plan summary\n- staging: 2 to add, 0 to change, 0 to destroy (ownership controls + public access block on ferrolan-staging-assets)\n- prod: same 2 resources on ferrolan-prod-assets (see CI plan)\n- node groups: desired_size now ignored (cluster-autoscaler owns it), no change planned\n\nterraform fmt touched envs/prod/main.tf and modules/eks/main.tf (whitespace only).\nEOF',
        'https://github.com/ferrolan/ferrolan-infra/pull/41')),
      F("PR is up: https://github.com/ferrolan/ferrolan-infra/pull/41, with the plan summary at the top of the description (staging 2 to add, prod the same two resources, no node group change). Noted for every PR from now on. And my Monday is going fine, thanks: a repo that validates on the first try is a good start 🙂")),
  ],
});

// ---------------------------------------------------------------- s02
const OIDC_MAIN = d`
  # GitHub Actions -> AWS through OIDC: no long-lived keys. One role per purpose.
  data "tls_certificate" "github" {
    url = "https://token.actions.githubusercontent.com/.well-known/openid-configuration"
  }

  resource "aws_iam_openid_connect_provider" "github" {
    url             = "https://token.actions.githubusercontent.com"
    client_id_list  = ["sts.amazonaws.com"]
    thumbprint_list = [data.tls_certificate.github.certificates[0].sha1_fingerprint]
  }

  data "aws_iam_policy_document" "plan_trust" {
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
        values   = ["repo:\${var.infra_repo}:pull_request"]
      }
    }
  }

  resource "aws_iam_role" "terraform_plan" {
    name                 = "gha-terraform-plan"
    assume_role_policy   = data.aws_iam_policy_document.plan_trust.json
    max_session_duration = 3600
  }

  resource "aws_iam_role_policy_attachment" "plan_readonly" {
    role       = aws_iam_role.terraform_plan.name
    policy_arn = "arn:aws:iam::aws:policy/ReadOnlyAccess"
  }

  data "aws_iam_policy_document" "plan_state" {
    statement {
      sid       = "StateRead"
      actions   = ["s3:GetObject", "s3:ListBucket"]
      resources = [var.state_bucket_arn, "\${var.state_bucket_arn}/*"]
    }
    statement {
      sid       = "Lock"
      actions   = ["dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:DeleteItem"]
      resources = [var.lock_table_arn]
    }
    statement {
      sid       = "StagingPlan"
      actions   = ["sts:AssumeRole"]
      resources = ["arn:aws:iam::318274650912:role/terraform-staging"]
    }
  }

  resource "aws_iam_role_policy" "plan_state" {
    name   = "terraform-state"
    role   = aws_iam_role.terraform_plan.id
    policy = data.aws_iam_policy_document.plan_state.json
  }

  output "plan_role_arn" {
    value = aws_iam_role.terraform_plan.arn
  }
`;
export const OIDC_VARS = d`
  variable "infra_repo" {
    description = "owner/name of the infrastructure repository"
    type        = string
    default     = "ferrolan/ferrolan-infra"
  }

  variable "state_bucket_arn" {
    type = string
  }

  variable "lock_table_arn" {
    type = string
  }
`;
export const OIDC_MODULE_BLOCK = d`
  module "github_oidc" {
    source = "../../modules/github-oidc"

    state_bucket_arn = "arn:aws:s3:::ferrolan-tfstate"
    lock_table_arn   = "arn:aws:dynamodb:eu-west-1:604918237745:table/ferrolan-tf-locks"
  }
`;
const PLAN_CREDS_OLD = X.TF_WF_0.slice(X.TF_WF_0.indexOf('          terraform_version: 1.9.8'), X.TF_WF_0.indexOf('- run: terraform plan') + '- run: terraform plan'.length);
const PLAN_CREDS_NEW = PLAN_CREDS_OLD
  .replace('aws-access-key-id: ${{ secrets.CI_DEPLOYER_ACCESS_KEY_ID }}', 'role-to-assume: arn:aws:iam::604918237745:role/gha-terraform-plan')
  .replace('aws-secret-access-key: ${{ secrets.CI_DEPLOYER_SECRET_ACCESS_KEY }}', 'role-session-name: tf-plan-${{ github.run_id }}');

export const S02 = session({
  key: 's02', start: '2026-05-05T08:47:12.118Z', branch: 'feat/gha-oidc-plan',
  title: 'GitHub OIDC role for the terraform plan job; the environment sub-claim surprise',
  turns: [
    T("morning! Tomasz merged #41 👍 next on my list: ci-deployer. its access keys are from 2024 and live in repo secrets, I hate it. plan: github OIDC, one role per purpose. start with just the plan job (read only + state bucket + lock table). the other workflows later, one at a time",
      S("Checking the current keys and whether an OIDC provider for GitHub exists already.",
        B('aws iam list-access-keys --user-name ci-deployer --profile ferrolan-prod', d`
          {
              "AccessKeyMetadata": [
                  {
                      "UserName": "ci-deployer",
                      "AccessKeyId": "AKIAYZ3QF7KXB2M4NWPD",
                      "Status": "Active",
                      "CreateDate": "2024-03-11T10:02:47+00:00"
                  }
              ]
          }
        `),
        B('aws iam list-open-id-connect-providers --profile ferrolan-prod', d`
          {
              "OpenIDConnectProviderList": [
                  {
                      "Arn": "arn:aws:iam::604918237745:oidc-provider/oidc.eks.eu-west-1.amazonaws.com/id/C4F0B81E2A6D47939E5B0C7A1D3F8E62"
                  }
              ]
          }
        `)),
      F(d`
        One active key, created 2024-03-11, and the only OIDC provider in prod is the EKS one for IRSA. Plan:

        - New module \`terraform/modules/github-oidc\`, used from \`envs/prod\` only (the staging plan already reaches its account through \`role/terraform-staging\`, so the new role just needs to be allowed to assume that).
        - \`aws_iam_openid_connect_provider\` for \`token.actions.githubusercontent.com\`.
        - Role \`gha-terraform-plan\`: \`ReadOnlyAccess\`, plus \`s3:GetObject\`/\`ListBucket\` on the state bucket and Get/Put/Delete on the lock table (a plan takes the lock too).
        - Trust: \`aud = sts.amazonaws.com\` and \`sub = repo:ferrolan/ferrolan-infra:pull_request\`, so only PR runs of this repo can use it.
      `)),
    T('sounds right, write it. prod account only',
      S(null, R('terraform/envs/prod/main.tf')),
      S(null,
        W('terraform/modules/github-oidc/main.tf', OIDC_MAIN),
        W('terraform/modules/github-oidc/variables.tf', OIDC_VARS),
        E('terraform/envs/prod/main.tf', '  bucket_name = "ferrolan-prod-assets"\n}\n', '  bucket_name = "ferrolan-prod-assets"\n}\n\n' + OIDC_MODULE_BLOCK)),
      F("Module `terraform/modules/github-oidc` is written (provider, role `gha-terraform-plan`, read-only + state/lock policy, trust on `repo:ferrolan/ferrolan-infra:pull_request`) and wired into `envs/prod/main.tf` as `module.github_oidc`.")),
    T("apply prod from my laptop this once (CI can't create the role it needs to run, chicken and egg). then switch the plan job over",
      S(null, B(`${PRD} terraform init -input=false > /dev/null && AWS_PROFILE=ferrolan-prod terraform apply -input=false -auto-approve -target=module.github_oidc`, d`
        Acquiring state lock. This may take a few moments...
        module.github_oidc.data.tls_certificate.github: Reading...
        module.github_oidc.data.tls_certificate.github: Read complete after 0s [id=8c1a4e5b7d9f2036a4c8e1b3d5f7092a4c6e8b10]
        module.github_oidc.data.aws_iam_policy_document.plan_state: Reading...
        module.github_oidc.data.aws_iam_policy_document.plan_state: Read complete after 0s [id=2193847561]

        Terraform will perform the following actions:
        ...
        Plan: 5 to add, 0 to change, 0 to destroy.
        ╷
        │ Warning: Resource targeting is in effect
        │
        │ You are creating a plan with the -target option, which means that the result of this plan may not represent all of the changes requested by the current configuration.
        │
        │ The -target option is not for routine use, and is provided only for exceptional situations such as recovering from errors or mistakes, or when Terraform specifically suggests to use it as part of an error message.
        ╵
        module.github_oidc.aws_iam_openid_connect_provider.github: Creating...
        module.github_oidc.aws_iam_openid_connect_provider.github: Creation complete after 1s [id=arn:aws:iam::604918237745:oidc-provider/token.actions.githubusercontent.com]
        module.github_oidc.aws_iam_role.terraform_plan: Creating...
        module.github_oidc.aws_iam_role.terraform_plan: Creation complete after 1s [id=gha-terraform-plan]
        module.github_oidc.aws_iam_role_policy_attachment.plan_readonly: Creating...
        module.github_oidc.aws_iam_role_policy.plan_state: Creating...
        module.github_oidc.aws_iam_role_policy_attachment.plan_readonly: Creation complete after 0s [id=gha-terraform-plan-20260505091402718300000001]
        module.github_oidc.aws_iam_role_policy.plan_state: Creation complete after 0s [id=gha-terraform-plan:terraform-state]

        Apply complete! Resources: 5 added, 0 changed, 0 destroyed.
        Releasing state lock. This may take a few moments...
      `, { ms: 24100 }), R('.github/workflows/terraform.yml')),
      S(null,
        E('.github/workflows/terraform.yml', "  plan:\n    if: github.event_name == 'pull_request'\n    runs-on: ubuntu-24.04\n", "  plan:\n    if: github.event_name == 'pull_request'\n    runs-on: ubuntu-24.04\n    permissions:\n      id-token: write\n      contents: read\n"),
        E('.github/workflows/terraform.yml', PLAN_CREDS_OLD, PLAN_CREDS_NEW)),
      F("Role is live (`arn:aws:iam::604918237745:role/gha-terraform-plan`). The plan job now requests an OIDC token (`permissions: id-token: write`) and assumes that role via `role-to-assume`; the apply job still uses the ci-deployer keys. Push when you're ready and the PR's own plan will be the test.")),
    T('pushed, CI plan is red on both legs 😩 "Error: Could not assume role with OIDC: Not authorized to perform sts:AssumeRoleWithWebIdentity"',
      S("Let me look at the failing step and at the role's trust conditions.",
        B('gh run view 14829301772 --log-failed | grep -E "Assuming role|Error" | head -6', d`
          plan (staging)	Configure AWS Credentials	2026-05-05T08:19:44.1928371Z Assuming role with OIDC
          plan (staging)	Configure AWS Credentials	2026-05-05T08:19:45.6012294Z ##[error]Could not assume role with OIDC: Not authorized to perform sts:AssumeRoleWithWebIdentity
          plan (prod)	Configure AWS Credentials	2026-05-05T08:19:44.7720391Z Assuming role with OIDC
          plan (prod)	Configure AWS Credentials	2026-05-05T08:19:46.0338710Z ##[error]Could not assume role with OIDC: Not authorized to perform sts:AssumeRoleWithWebIdentity
        `),
        B('aws iam get-role --role-name gha-terraform-plan --profile ferrolan-prod --query "Role.AssumeRolePolicyDocument.Statement[0].Condition"', d`
          {
              "StringEquals": {
                  "token.actions.githubusercontent.com:aud": "sts.amazonaws.com",
                  "token.actions.githubusercontent.com:sub": "repo:ferrolan/ferrolan-infra:pull_request"
              }
          }
        `)),
      F(d`
        The trust policy is what I wrote; the token's \`sub\` claim isn't what we expected. When a job declares \`environment:\`, GitHub puts the environment into the subject instead of the event: the plan legs present \`repo:ferrolan/ferrolan-infra:environment:staging\` and \`...:environment:prod\`, which don't match \`...:pull_request\`.

        Two fixes:
        1. trust the two \`environment:\` subjects, or
        2. drop \`environment:\` from the plan job, so the subject is \`pull_request\` again.
      `)),
    T("drop environment from the plan job — plans don't need approvals or env secrets. keep environments on apply, that's where the prod approval lives",
      S(null, E('.github/workflows/terraform.yml', '    strategy:\n      matrix:\n        env: [staging, prod]\n    environment: ${{ matrix.env }}\n', '    strategy:\n      matrix:\n        env: [staging, prod]\n    # no environment here: it would change the OIDC sub claim to environment:<env>\n')),
      S(null, B('git commit -qam "ci: plan job without environment (OIDC sub must be pull_request)" && git push -q && sleep 20 && gh run watch --exit-status $(gh run list --branch feat/gha-oidc-plan --limit 1 --json databaseId -q ".[0].databaseId")', d`
        ✓ feat/gha-oidc-plan terraform · 14829517730
        Triggered via pull_request less than a minute ago

        JOBS
        ✓ plan (staging) in 1m12s (ID 41593022110)
        ✓ plan (prod) in 1m31s (ID 41593022187)
      `, { ms: 118000 })),
      F("Green: both plan legs assume `gha-terraform-plan` through OIDC now, no keys involved. The apply job keeps `environment: ${{ matrix.env }}` (and the ci-deployer keys, for now); when we move apply to OIDC its role will have to trust the `environment:staging` / `environment:prod` subjects.")),
    T("🎉 ok one rule for all the trust policies we write from now on: no wildcards like repo:ferrolan/* and no StringLike on sub. always pin the exact repo plus the event/branch/environment. some random workflow in another repo must never get prod creds",
      S(null, G('StringLike|repo:ferrolan/\\*', [], { path: 'terraform' })),
      S(null, E('terraform/modules/github-oidc/main.tf', '# GitHub Actions -> AWS through OIDC: no long-lived keys. One role per purpose.\n',
        '# GitHub Actions -> AWS through OIDC: no long-lived keys. One role per purpose.\n# Trust policies: StringEquals on "sub" with the exact repository plus event, branch or environment.\n# Never StringLike on sub, never an org-wide repo:ferrolan/* pattern.\n')),
      F("Agreed, and nothing in `terraform/` breaks it today: no `StringLike` and no `repo:ferrolan/*` anywhere; the plan role uses `StringEquals` on `repo:ferrolan/ferrolan-infra:pull_request`. I've written the rule into the header comment of `modules/github-oidc/main.tf`, so it's in front of whoever adds the next role.")),
  ],
});

// ---------------------------------------------------------------- s03
const DB_MAIN_1 = d`
  resource "aws_db_subnet_group" "this" {
    name        = "\${var.identifier}-subnets"
    description = var.subnet_group_description
    subnet_ids  = var.subnet_ids
  }

  resource "aws_security_group" "this" {
    name        = "\${var.identifier}-db"
    description = "Postgres for \${var.identifier}"
    vpc_id      = var.vpc_id

    ingress {
      description = "Postgres from the EKS node subnets"
      from_port   = 5432
      to_port     = 5432
      protocol    = "tcp"
      cidr_blocks = var.allowed_cidrs
    }

    egress {
      from_port   = 0
      to_port     = 0
      protocol    = "-1"
      cidr_blocks = ["0.0.0.0/0"]
    }
  }

  resource "aws_db_parameter_group" "this" {
    name        = "\${var.identifier}-pg16"
    family      = "postgres16"
    description = "Managed by Terraform"

    dynamic "parameter" {
      for_each = var.parameters
      content {
        name         = parameter.key
        value        = parameter.value
        apply_method = "pending-reboot"
      }
    }
  }

  resource "aws_db_instance" "this" {
    identifier     = var.identifier
    engine         = "postgres"
    engine_version = var.engine_version
    instance_class = var.instance_class

    allocated_storage     = var.allocated_storage
    max_allocated_storage = var.max_allocated_storage
    storage_type          = "gp3"
    storage_encrypted     = true

    # RDS generates the master password and keeps it in Secrets Manager; it never lands in state.
    username                    = "dispatch_admin"
    manage_master_user_password = true

    db_subnet_group_name   = aws_db_subnet_group.this.name
    vpc_security_group_ids = [aws_security_group.this.id]
    parameter_group_name   = aws_db_parameter_group.this.name

    multi_az                = true
    backup_retention_period = var.backup_retention_days
    backup_window           = "02:00-02:30"
    maintenance_window      = "sun:03:00-sun:04:00"
    copy_tags_to_snapshot   = true
    deletion_protection     = true
    apply_immediately       = false

    performance_insights_enabled = true
    skip_final_snapshot          = false
    final_snapshot_identifier    = "\${var.identifier}-final"
  }
`;
const DB_VARS_1 = d`
  variable "identifier" {
    type = string
  }

  variable "engine_version" {
    type = string
  }

  variable "instance_class" {
    type = string
  }

  variable "allocated_storage" {
    type = number
  }

  variable "max_allocated_storage" {
    type = number
  }

  variable "backup_retention_days" {
    type    = number
    default = 7
  }

  variable "vpc_id" {
    type = string
  }

  variable "subnet_ids" {
    type = list(string)
  }

  variable "allowed_cidrs" {
    description = "CIDRs allowed to reach 5432"
    type        = list(string)
  }

  variable "parameters" {
    description = "Non-default Postgres parameters"
    type        = map(string)
    default     = {}
  }

  variable "subnet_group_description" {
    type    = string
    default = "Managed by Terraform"
  }
`;
const DB_OUTPUTS = d`
  output "endpoint" {
    value = aws_db_instance.this.address
  }

  output "instance_arn" {
    value = aws_db_instance.this.arn
  }

  output "master_user_secret_arn" {
    value = aws_db_instance.this.master_user_secret[0].secret_arn
  }

  output "security_group_id" {
    value = aws_security_group.this.id
  }
`;
export const DB_MODULE_BLOCK_0 = d`
  module "dispatch_db" {
    source = "../../modules/db"

    identifier               = "dispatch-prod"
    engine_version           = "16.4"
    instance_class           = "db.m6g.large"
    allocated_storage        = 200
    max_allocated_storage    = 500
    vpc_id                   = module.network.vpc_id
    subnet_ids               = module.network.private_subnet_ids
    allowed_cidrs            = ["10.30.0.0/19", "10.30.32.0/19", "10.30.64.0/19"]
    subnet_group_description = "dispatch prod subnets"

    parameters = {
      max_connections            = "200"
      log_min_duration_statement = "500"
      "rds.force_ssl"            = "1"
      shared_preload_libraries   = "pg_stat_statements"
      work_mem                   = "16384"
    }
  }
`;
const IMPORTS = d`
  # One-off: dispatch-prod was created in the console in 2024. Delete this file once the import is applied.
  import {
    to = module.dispatch_db.aws_db_instance.this
    id = "dispatch-prod"
  }

  import {
    to = module.dispatch_db.aws_db_parameter_group.this
    id = "dispatch-prod-pg16"
  }

  import {
    to = module.dispatch_db.aws_db_subnet_group.this
    id = "dispatch-prod-subnets"
  }

  import {
    to = module.dispatch_db.aws_security_group.this
    id = "sg-0b7e41c9a2d3f6e18"
  }
`;
const IMPORT_PREP = d`
  module.dispatch_db.aws_db_subnet_group.this: Preparing import... [id=dispatch-prod-subnets]
  module.dispatch_db.aws_security_group.this: Preparing import... [id=sg-0b7e41c9a2d3f6e18]
  module.dispatch_db.aws_db_parameter_group.this: Preparing import... [id=dispatch-prod-pg16]
  module.dispatch_db.aws_db_instance.this: Preparing import... [id=dispatch-prod]
  module.dispatch_db.aws_db_subnet_group.this: Refreshing state... [id=dispatch-prod-subnets]
  module.dispatch_db.aws_security_group.this: Refreshing state... [id=sg-0b7e41c9a2d3f6e18]
  module.dispatch_db.aws_db_parameter_group.this: Refreshing state... [id=dispatch-prod-pg16]
  module.dispatch_db.aws_db_instance.this: Refreshing state... [id=dispatch-prod]
`;
const IMPORT_INSTANCE_DIFF = d`
    # module.dispatch_db.aws_db_instance.this will be updated in-place
    # (imported from "dispatch-prod")
    ~ resource "aws_db_instance" "this" {
        ~ copy_tags_to_snapshot                 = false -> true
          identifier                            = "dispatch-prod"
          instance_class                        = "db.m6g.large"
        + manage_master_user_password           = true
        ~ password                              = (sensitive value)
          # (61 unchanged attributes hidden)
      }
`;

export const S03 = session({
  key: 's03', start: '2026-05-07T12:55:40.733Z', branch: 'feat/import-prod-rds',
  title: 'Bring the hand-made prod Postgres under Terraform: modules/db and import blocks',
  turns: [
    T("olá! the prod postgres (dispatch-prod) was clicked together in the console by Joana back in 2024 and isnt in terraform at all 🙈 lets write terraform/modules/db and import it. describe the instance + its parameter group first pls",
      S(null,
        B('aws rds describe-db-instances --db-instance-identifier dispatch-prod --profile ferrolan-prod --query "DBInstances[0].{class:DBInstanceClass,engine:EngineVersion,user:MasterUsername,storage:AllocatedStorage,max:MaxAllocatedStorage,type:StorageType,iops:Iops,multiAz:MultiAZ,backupDays:BackupRetentionPeriod,backupWindow:PreferredBackupWindow,maint:PreferredMaintenanceWindow,params:DBParameterGroups[0].DBParameterGroupName,subnets:DBSubnetGroup.DBSubnetGroupName,sg:VpcSecurityGroups[0].VpcSecurityGroupId,deletionProtection:DeletionProtection}"', d`
          {
              "class": "db.m6g.large",
              "engine": "16.4",
              "user": "dispatch_admin",
              "storage": 200,
              "max": 500,
              "type": "gp3",
              "iops": 3000,
              "multiAz": true,
              "backupDays": 7,
              "backupWindow": "02:00-02:30",
              "maint": "sun:03:00-sun:04:00",
              "params": "dispatch-prod-pg16",
              "subnets": "dispatch-prod-subnets",
              "sg": "sg-0b7e41c9a2d3f6e18",
              "deletionProtection": true
          }
        `),
        B('aws rds describe-db-parameters --db-parameter-group-name dispatch-prod-pg16 --source user --profile ferrolan-prod --query "Parameters[].[ParameterName,ParameterValue]" --output text', 'log_min_duration_statement\t500\nmax_connections\t200\nrds.force_ssl\t1\nshared_preload_libraries\tpg_stat_statements\nwork_mem\t16384')),
      F(d`
        dispatch-prod, as it runs today:
        - \`db.m6g.large\` (2 vCPU, 8 GiB), PostgreSQL 16.4, Multi-AZ, deletion protection on.
        - 200 GB gp3 (3000 IOPS baseline), storage autoscaling up to 500 GB.
        - Automated backups kept 7 days, backup window 02:00-02:30 UTC, maintenance Sunday 03:00-04:00 UTC.
        - Master user \`dispatch_admin\`; subnet group \`dispatch-prod-subnets\`; one security group \`sg-0b7e41c9a2d3f6e18\`.
        - Parameter group \`dispatch-prod-pg16\` with five user-set values: \`max_connections = 200\` (the RDS default for this class would be about 900), \`log_min_duration_statement = 500\` ms, \`rds.force_ssl = 1\`, \`pg_stat_statements\` preloaded, \`work_mem\` 16 MB.

        The module needs four resources to match it: instance, parameter group, subnet group, security group.
      `)),
    T("ok write the module. master password → manage_master_user_password so it lives in Secrets Manager and never in state. <private>fyi the current master pw is Vr8#kLq2!mZp9wTe — Joana left it in 1password, this change rotates it anyway</private>",
      S("I won't use the old password anywhere: with a managed master password RDS generates a new one and keeps it in Secrets Manager, and the old one stops working.",
        W('terraform/modules/db/main.tf', DB_MAIN_1),
        W('terraform/modules/db/variables.tf', DB_VARS_1),
        W('terraform/modules/db/outputs.tf', DB_OUTPUTS)),
      F("`terraform/modules/db` is written: subnet group, security group (5432 from the given CIDRs), parameter group from a `parameters` map, and the instance with `manage_master_user_password = true`, Multi-AZ, gp3, the same backup and maintenance windows, deletion protection and `apply_immediately = false`. Outputs: endpoint, instance ARN, the master secret ARN and the SG id.")),
    T('now wire it into envs/prod with import blocks and plan',
      S(null, R('terraform/envs/prod/main.tf')),
      S(null,
        E('terraform/envs/prod/main.tf', '  bucket_name = "ferrolan-prod-assets"\n}\n', '  bucket_name = "ferrolan-prod-assets"\n}\n\n' + DB_MODULE_BLOCK_0),
        W('terraform/envs/prod/imports.tf', IMPORTS)),
      S(null, B(`${PRD} terraform init -input=false > /dev/null && AWS_PROFILE=ferrolan-prod terraform plan -input=false 2>&1 | grep -v "Refreshing state" | tail -40`, IMPORT_PREP.split('\n').filter((l) => !l.includes('Refreshing')).join('\n') + '\n' + PLAN_HEAD(['~ update in-place', '-/+ destroy and then create replacement']) + '\n' + IMPORT_INSTANCE_DIFF + d`

          # module.dispatch_db.aws_db_parameter_group.this must be replaced
          # (imported from "dispatch-prod-pg16")
          # Warning: this will destroy the imported resource
        -/+ resource "aws_db_parameter_group" "this" {
              ~ arn         = "arn:aws:rds:eu-west-1:604918237745:pg:dispatch-prod-pg16" -> (known after apply)
              ~ description = "dispatch prod pg16 params" -> "Managed by Terraform" # forces replacement
                family      = "postgres16"
              ~ id          = "dispatch-prod-pg16" -> (known after apply)
                name        = "dispatch-prod-pg16"
                # (2 unchanged attributes hidden)

                # (5 unchanged blocks hidden)
            }

          # module.dispatch_db.aws_db_subnet_group.this will be imported
            resource "aws_db_subnet_group" "this" {
                description = "dispatch prod subnets"
                name        = "dispatch-prod-subnets"
                # (6 unchanged attributes hidden)
            }

          # module.dispatch_db.aws_security_group.this will be imported
            resource "aws_security_group" "this" {
                description = "Postgres for dispatch-prod"
                name        = "dispatch-prod-db"
                # (9 unchanged attributes hidden)
            }

        Plan: 4 to import, 1 to add, 1 to change, 1 to destroy.
      `, { ms: 38700 })),
      F(d`
        All four resources are found and match, except one problem: the parameter group's \`description\` differs ("dispatch prod pg16 params" in AWS, "Managed by Terraform" in the module) and that attribute forces replacement. Terraform would destroy the imported group and create a new one, and because the instance refers to it by name this would go through a delete/create on the live database's parameter group.

        The in-place changes on the instance are the expected ones: \`manage_master_user_password\` and \`copy_tags_to_snapshot\`.
      `)),
    T("nope. rule: an import must never plan a replacement of anything on the prod db. match the description",
      S(null,
        E('terraform/modules/db/main.tf', '  description = "Managed by Terraform"\n', '  description = var.parameter_group_description\n'),
        E('terraform/modules/db/variables.tf', 'variable "subnet_group_description" {', 'variable "parameter_group_description" {\n  description = "Forces replacement when changed: keep whatever the live group has"\n  type        = string\n  default     = "Managed by Terraform"\n}\n\nvariable "subnet_group_description" {'),
        E('terraform/envs/prod/main.tf', '  subnet_group_description = "dispatch prod subnets"\n', '  subnet_group_description    = "dispatch prod subnets"\n  parameter_group_description = "dispatch prod pg16 params"\n')),
      S(null, B(`${PRD} terraform plan -input=false 2>&1 | grep -E "^Plan:|must be replaced|forces replacement"`, 'Plan: 4 to import, 0 to add, 1 to change, 0 to destroy.', { ms: 35200 })),
      F("Now it's `4 to import, 0 to add, 1 to change, 0 to destroy`: no replacement anywhere, and the one change is the instance (managed master password, copy tags to snapshots). The module takes `parameter_group_description` as a variable, with a note that it forces replacement, and prod passes the live text.")),
    T('apply it. apply_immediately is false so nothing reboots right?',
      S(null, B(`${PRD} terraform apply -input=false -auto-approve 2>&1 | grep -vE "Refreshing state|Preparing import" | tail -12`, d`
        module.dispatch_db.aws_db_subnet_group.this: Importing... [id=dispatch-prod-subnets]
        module.dispatch_db.aws_db_subnet_group.this: Import complete [id=dispatch-prod-subnets]
        module.dispatch_db.aws_security_group.this: Importing... [id=sg-0b7e41c9a2d3f6e18]
        module.dispatch_db.aws_security_group.this: Import complete [id=sg-0b7e41c9a2d3f6e18]
        module.dispatch_db.aws_db_parameter_group.this: Importing... [id=dispatch-prod-pg16]
        module.dispatch_db.aws_db_parameter_group.this: Import complete [id=dispatch-prod-pg16]
        module.dispatch_db.aws_db_instance.this: Importing... [id=dispatch-prod]
        module.dispatch_db.aws_db_instance.this: Import complete [id=dispatch-prod]
        module.dispatch_db.aws_db_instance.this: Modifying... [id=db-7QZK3M5VX2WJHN4RTB6YCLD3EA]
        module.dispatch_db.aws_db_instance.this: Modifications complete after 47s [id=db-7QZK3M5VX2WJHN4RTB6YCLD3EA]

        Apply complete! Resources: 4 imported, 0 added, 1 changed, 0 destroyed.
      `, { ms: 71800 })),
      S('Checking which user the app logs in with, since the master password just changed:',
        B('kubectl --context prod -n dispatch get secret dispatch-api-db -o jsonpath="{.data.DB_USER}" | base64 -d', 'dispatch_app')),
      F(d`
        Applied: 4 imported, 1 changed. No reboot: the two changes don't need one, and \`apply_immediately = false\` would have held anything that did until the Sunday window.

        One thing did take effect at once: the master password. RDS generated a new one and stores it in a Secrets Manager secret it manages (\`rds!db-...\`, see the \`master_user_secret_arn\` output); the old one no longer works. dispatch-api logs in as \`dispatch_app\`, not the master user, so the app is unaffected.
      `)),
    T('rm imports.tf and PR it (plan summary in the description, as always 🙂)',
      S(null, B('git rm -q terraform/envs/prod/imports.tf && git add -A && git commit -qm "prod: dispatch-prod database under terraform (modules/db)" && git push -qu origin feat/import-prod-rds && gh pr create --title "modules/db + dispatch-prod imported" --body "## Plan summary\\n- prod: 4 imported (instance, parameter group, subnet group, SG), 1 changed (managed master password, copy_tags_to_snapshot), 0 destroyed\\n- staging: no changes\\n\\nAlready applied from my machine; the import blocks are removed in this PR."',
        'https://github.com/ferrolan/ferrolan-infra/pull/44', { fx: [{ rm: 'terraform/envs/prod/imports.tf' }] })),
      F('PR #44: https://github.com/ferrolan/ferrolan-infra/pull/44, with the plan summary up top and a note that the import was already applied. `imports.tf` is removed, so CI plans will show no changes for the database.')),
  ],
});

// ---------------------------------------------------------------- s04
export const MON_VALUES_1 = d`
  # kube-prometheus-stack on both clusters:
  #   helm upgrade --install kube-prometheus-stack prometheus-community/kube-prometheus-stack \\
  #     -n monitoring --version 77.6.0 -f k8s/platform/monitoring/values.yaml
  prometheus:
    prometheusSpec:
      retention: 15d
      storageSpec:
        volumeClaimTemplate:
          spec:
            storageClassName: gp3
            accessModes: ["ReadWriteOnce"]
            resources:
              requests:
                storage: 50Gi
      ruleSelectorNilUsesHelmValues: false
      serviceMonitorSelectorNilUsesHelmValues: false

  grafana:
    ingress:
      enabled: true
      ingressClassName: nginx-internal
      annotations:
        cert-manager.io/cluster-issuer: letsencrypt-internal
      hosts: [grafana.internal.ferrolan.io]
      tls:
        - secretName: grafana-tls
          hosts: [grafana.internal.ferrolan.io]
    persistence:
      enabled: true
      storageClassName: gp3
      size: 10Gi

  alertmanager:
    alertmanagerSpec:
      storage:
        volumeClaimTemplate:
          spec:
            storageClassName: gp3
            accessModes: ["ReadWriteOnce"]
            resources:
              requests:
                storage: 5Gi
`.replace('\\\\\n', '\\\n');
const AM_CONFIG_1 = d`
  alertmanager:
    config:
      global:
        resolve_timeout: 5m
      route:
        receiver: slack
        group_by: [alertname, namespace]
        group_wait: 30s
        group_interval: 5m
        repeat_interval: 4h
        routes:
          - receiver: "null"
            matchers: [alertname = "Watchdog"]
      receivers:
        - name: "null"
        - name: slack
          slack_configs:
            - api_url_file: /etc/alertmanager/secrets/alertmanager-slack/url
              channel: "#infra-alerts"
              send_resolved: true
              title: '{{ .CommonLabels.alertname }} ({{ .CommonLabels.severity }})'
              text: '{{ range .Alerts }}{{ .Annotations.summary }}{{ "\n" }}{{ end }}'
    alertmanagerSpec:
      secrets: [alertmanager-slack]
      storage:
`;
const RULES_DAPI = d`
  apiVersion: monitoring.coreos.com/v1
  kind: PrometheusRule
  metadata:
    name: dispatch-api
    namespace: monitoring
  spec:
    groups:
      - name: dispatch-api
        rules:
          - record: dispatch_api:http_5xx_ratio:rate10m
            expr: |
              sum(rate(nginx_ingress_controller_requests{ingress="dispatch-api",status=~"5.."}[10m]))
              /
              sum(rate(nginx_ingress_controller_requests{ingress="dispatch-api"}[10m]))
          - alert: DispatchApiErrorRateHigh
            expr: dispatch_api:http_5xx_ratio:rate10m > 0.02
            for: 10m
            labels:
              severity: warning
            annotations:
              summary: "dispatch-api 5xx ratio {{ $value | humanizePercentage }} (> 2% for 10m)"
          - alert: DispatchApiErrorRateCritical
            expr: dispatch_api:http_5xx_ratio:rate10m > 0.05
            for: 5m
            labels:
              severity: critical
            annotations:
              summary: "dispatch-api 5xx ratio {{ $value | humanizePercentage }} (> 5% for 5m)"
`;
const HELM_KPS = (ctx) => `helm upgrade --install kube-prometheus-stack prometheus-community/kube-prometheus-stack -n monitoring --version 77.6.0 -f k8s/platform/monitoring/values.yaml --kube-context ${ctx} --wait --timeout 10m`;
const HELM_KPS_OUT = d`
  Release "kube-prometheus-stack" does not exist. Installing it now.
  NAME: kube-prometheus-stack
  LAST DEPLOYED: Fri May  8 {{hms:-1.2}} 2026
  NAMESPACE: monitoring
  STATUS: deployed
  REVISION: 1
  NOTES:
  kube-prometheus-stack has been installed. Check its status by running:
    kubectl --namespace monitoring get pods -l "release=kube-prometheus-stack"

  Get Grafana 'admin' user password by running:

    kubectl --namespace monitoring get secrets kube-prometheus-stack-grafana -o jsonpath="{.data.admin-password}" | base64 -d ; echo

  Visit https://github.com/prometheus-operator/kube-prometheus for instructions on how to create & configure Alertmanager and Prometheus instances using the Operator.
`;

export const S04 = session({
  key: 's04', start: '2026-05-08T08:05:18.950Z', branch: 'feat/monitoring',
  title: 'kube-prometheus-stack on both clusters, Alertmanager to Slack, dispatch-api error-rate alerts',
  turns: [
    T("happy friday 🎉 monitoring day. right now we have cloudwatch and vibes. I want kube-prometheus-stack on both clusters (prometheus, grafana, alertmanager), helm-installed for now. retention 15 days, gp3 volume. grafana behind the internal ingress with a cert from letsencrypt-internal",
      S(null,
        B('helm repo add prometheus-community https://prometheus-community.github.io/helm-charts > /dev/null && helm repo update > /dev/null && helm search repo prometheus-community/kube-prometheus-stack --versions | head -4', d`
          NAME                                              	CHART VERSION	APP VERSION	DESCRIPTION
          prometheus-community/kube-prometheus-stack       	77.6.0       	v0.85.0    	kube-prometheus-stack collects Kubernetes manif...
          prometheus-community/kube-prometheus-stack       	77.5.0       	v0.85.0    	kube-prometheus-stack collects Kubernetes manif...
          prometheus-community/kube-prometheus-stack       	77.4.1       	v0.85.0    	kube-prometheus-stack collects Kubernetes manif...
        `),
        R('k8s/platform/cert-manager/cluster-issuer.yaml')),
      S(null, W('k8s/platform/monitoring/values.yaml', MON_VALUES_1)),
      F(d`
        \`k8s/platform/monitoring/values.yaml\` is written for chart 77.6.0 (operator v0.85.0):
        - Prometheus: \`retention: 15d\`, a 50Gi gp3 volume, and it picks up every PrometheusRule/ServiceMonitor in the cluster, not only the chart's own.
        - Grafana: ingress on class \`nginx-internal\` at \`grafana.internal.ferrolan.io\`, TLS from \`letsencrypt-internal\`, 10Gi gp3 for its database.
        - Alertmanager: 5Gi gp3; no receivers yet.

        About the issuer: both ClusterIssuers in \`cluster-issuer.yaml\` use HTTP-01 challenges; \`letsencrypt-internal\` solves them through the \`nginx-internal\` class, so the Grafana cert will be validated through that controller.
      `)),
    T("alerts → slack channel #infra-alerts. <private>webhook: https://hooks.slack.com/services/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</private>. house rule for secrets btw: they never touch git and never go into a command you run, I create them by hand",
      S("Understood: I'll have Alertmanager read the URL from a Secret and leave creating it to you.",
        E('k8s/platform/monitoring/values.yaml', 'alertmanager:\n  alertmanagerSpec:\n    storage:\n', AM_CONFIG_1),
        B('for ctx in staging prod; do kubectl --context $ctx create namespace monitoring --dry-run=client -o yaml | kubectl --context $ctx apply -f -; done', 'namespace/monitoring created\nnamespace/monitoring created')),
      F(d`
        Alertmanager config is in the values: everything goes to the \`slack\` receiver, channel \`#infra-alerts\`, grouped by alertname and namespace, resolved notifications on; \`Watchdog\` goes to a \`null\` receiver. The webhook is read from a file, \`api_url_file: /etc/alertmanager/secrets/alertmanager-slack/url\`, which the operator mounts from the Secret \`alertmanager-slack\` (listed under \`alertmanagerSpec.secrets\`).

        The \`monitoring\` namespace exists in both clusters. Create the secret in each, key \`url\`, for example with \`kubectl -n monitoring create secret generic alertmanager-slack --from-file=url=<file with the URL>\`, then tell me and I'll install.
      `)),
    T('created the secret myself on both. install on staging',
      S(null, B(HELM_KPS('staging'), HELM_KPS_OUT, { ms: 96400 })),
      S(null, B('kubectl --context staging -n monitoring get pods', d`
        NAME                                                        READY   STATUS    RESTARTS   AGE
        alertmanager-kube-prometheus-stack-alertmanager-0           2/2     Running   0          71s
        kube-prometheus-stack-grafana-6f8d9c7b54-q2xkz              3/3     Running   0          94s
        kube-prometheus-stack-kube-state-metrics-7c9b5d8f6d-m4rtn   1/1     Running   0          94s
        kube-prometheus-stack-operator-5b7f9d6c88-w8jlp             1/1     Running   0          94s
        kube-prometheus-stack-prometheus-node-exporter-4kq9s        1/1     Running   0          94s
        kube-prometheus-stack-prometheus-node-exporter-8hx2m        1/1     Running   0          94s
        kube-prometheus-stack-prometheus-node-exporter-p7vcn        1/1     Running   0          94s
        kube-prometheus-stack-prometheus-node-exporter-zt5wd        1/1     Running   0          94s
        prometheus-kube-prometheus-stack-prometheus-0               2/2     Running   0          71s
      `)),
      F('Staging is up: Prometheus, Alertmanager (with the Slack secret mounted), Grafana, the operator, kube-state-metrics and a node-exporter on each of the 4 nodes, all Running.')),
    T("alert rules for dispatch-api: 5xx ratio over 2% for 10 min → warning, over 5% for 5 min → critical. from the ingress-nginx metrics",
      S(null,
        W('k8s/platform/monitoring/rules/dispatch-api.yaml', RULES_DAPI),
        B('kubectl --context staging apply -f k8s/platform/monitoring/rules/dispatch-api.yaml', 'prometheusrule.monitoring.coreos.com/dispatch-api created')),
      S(null, B('sleep 45; kubectl --context staging -n monitoring exec prometheus-kube-prometheus-stack-prometheus-0 -c prometheus -- wget -qO- "http://localhost:9090/api/v1/rules?rule_group[]=dispatch-api" | jq -r ".data.groups[].rules[] | [.name, .health, (.state // \\"-\\")] | @tsv"', 'dispatch_api:http_5xx_ratio:rate10m\tok\t-\nDispatchApiErrorRateHigh\tok\tinactive\nDispatchApiErrorRateCritical\tok\tinactive', { ms: 47300 })),
      F(d`
        Rules are in \`k8s/platform/monitoring/rules/dispatch-api.yaml\`:
        - a recording rule \`dispatch_api:http_5xx_ratio:rate10m\` (5xx over all requests of the \`dispatch-api\` ingress, 10-minute rate);
        - \`DispatchApiErrorRateHigh\`: ratio > 0.02 for 10m, \`severity: warning\`;
        - \`DispatchApiErrorRateCritical\`: ratio > 0.05 for 5m, \`severity: critical\`.

        Prometheus on staging loaded all three, health ok, alerts inactive.
      `)),
    T("all good. install on prod + the rules. where does the grafana admin password live? just the where, don't print it",
      S(null, B(HELM_KPS('prod'), HELM_KPS_OUT, { ms: 104800 })),
      S(null,
        B('kubectl --context prod apply -f k8s/platform/monitoring/rules/dispatch-api.yaml', 'prometheusrule.monitoring.coreos.com/dispatch-api created'),
        B('kubectl --context prod -n monitoring get secret kube-prometheus-stack-grafana -o json | jq -c ".data | keys"', '["admin-password","admin-user","ldap-toml"]')),
      F(d`
        Prod is installed with the same values, and the dispatch-api rules are applied there too.

        The Grafana admin password was generated by the chart and lives in the Secret \`kube-prometheus-stack-grafana\` in the \`monitoring\` namespace, key \`admin-password\` (user in \`admin-user\`). I only listed the keys. Grafana is at https://grafana.internal.ferrolan.io once the internal cert is issued.
      `)),
  ],
});
