// Week 3: the stuck state lock and S3-native locking, the cost review, Graviton (reverted), Prometheus disk and alert routing.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import * as X from './files.mjs';
import { PLAN_HEAD } from './lib.mjs';
import { MON_VALUES_1 } from './s01-s04.mjs';

const STG = 'cd terraform/envs/staging && AWS_PROFILE=ferrolan-staging';
const PRD = 'cd terraform/envs/prod && AWS_PROFILE=ferrolan-prod';

// ---------------------------------------------------------------- s09
const LOCK_ITEM = d`
  {
      "Item": {
          "Info": {
              "S": "{\\"ID\\":\\"8d2f6c1e-3b7a-4f0e-9c55-2a41e7d0b9f3\\",\\"Operation\\":\\"OperationTypeApply\\",\\"Info\\":\\"\\",\\"Who\\":\\"runner@fv-az1271-114\\",\\"Version\\":\\"1.9.8\\",\\"Created\\":\\"2026-05-15T17:42:09.118274Z\\",\\"Path\\":\\"ferrolan-tfstate/prod/terraform.tfstate\\"}"
          },
          "LockID": {
              "S": "ferrolan-tfstate/prod/terraform.tfstate"
          }
      }
  }
`;

export const S09 = session({
  key: 's09', start: '2026-05-18T08:10:33.640Z', branch: 'chore/tf-1.10-lockfile',
  title: 'Stuck DynamoDB state lock after a cancelled CI apply; force-unlock; Terraform 1.10.5 with S3-native lock files; no local prod applies',
  turns: [
    T(d`
      bom dia. CI apply for prod has been red since friday evening. Tomasz cancelled a run halfway (it hung forever on the vpc-cni addon update from his PR) and now every run fails with:

      Error: Error acquiring the state lock
      Error message: operation error DynamoDB: PutItem, https response error StatusCode: 400, RequestID: 9KQ2L0V7H4B1M8N3C5X6Z2A4S8D0F1G3, ConditionalCheckFailedException: The conditional request failed
      Lock Info:
        ID:        8d2f6c1e-3b7a-4f0e-9c55-2a41e7d0b9f3
        Path:      ferrolan-tfstate/prod/terraform.tfstate
        Operation: OperationTypeApply
        Who:       runner@fv-az1271-114
        Version:   1.9.8
        Created:   2026-05-15 17:42:09.118274 +0000 UTC
    `,
      S("First making sure nothing still holds that lock legitimately.",
        B('git switch -q main && git pull -q && git log --oneline -3 && gh run list --workflow terraform.yml --limit 4', d`
          b73e0d4 eks: vpc-cni v1.19.2 on prod, same as staging (#64)
          9a2c5f1 pgbouncer: topology spread over zones (#63)
          e41f8b6 dispatch-api on Argo CD, through PgBouncer (#62)
          STATUS  TITLE                                           WORKFLOW   BRANCH  EVENT              ID           ELAPSED  AGE
          X       eks: vpc-cni v1.19.2 on prod, same as st...     terraform  main    workflow_dispatch  15031177402  1m4s     about 2 days ago
          X       eks: vpc-cni v1.19.2 on prod, same as st...     terraform  main    push               15018822710  24m37s   about 2 days ago
          ✓       pgbouncer: topology spread over zones (#63)     terraform  main    push               15011206338  2m51s    about 3 days ago
          ✓       dispatch-api on Argo CD, through PgBouncer...   terraform  main    push               14987730125  2m33s    about 4 days ago
        `, { fx: [{ edit: ['terraform/envs/prod/main.tf', '    "vpc-cni"    = "v1.18.3-eksbuild.1"', '    "vpc-cni"    = "v1.19.2-eksbuild.1"'] }] }),
        B('aws dynamodb get-item --table-name ferrolan-tf-locks --key \'{"LockID":{"S":"ferrolan-tfstate/prod/terraform.tfstate"}}\' --profile ferrolan-prod', LOCK_ITEM)),
      F(d`
        The lock is an orphan. It was taken by run 15018822710 (the push run for #64) on runner \`fv-az1271-114\` at 17:42 UTC on Friday; that run was cancelled after 24 minutes, and a cancelled job is killed without Terraform getting to release its lock. The hosted runner is gone and no terraform run is in progress now, so nobody else can be holding it. The re-run on Saturday failed within a minute on exactly this lock.

        It's safe to \`terraform force-unlock\` with ID \`8d2f6c1e-3b7a-4f0e-9c55-2a41e7d0b9f3\`. Afterwards a plan will tell us whether the interrupted apply left anything half-done.
      `)),
    T('ok force-unlock it and plan, lets see what the half-apply left behind',
      S(null,
        B(`${PRD} terraform init -input=false > /dev/null && AWS_PROFILE=ferrolan-prod terraform force-unlock -force 8d2f6c1e-3b7a-4f0e-9c55-2a41e7d0b9f3`, 'Terraform state has been successfully unlocked!\n\nThe state has been unlocked, and Terraform commands should now be able to\nobtain a new lock on the remote state.', { ms: 5200 })),
      S(null, B(`${PRD} terraform plan -input=false 2>&1 | grep -v "Refreshing state"`, d`
        Acquiring state lock. This may take a few moments...

        Note: Objects have changed outside of Terraform

        Terraform detected the following changes made outside of Terraform since the
        last "terraform apply" which may have affected this plan:

          # module.eks.aws_eks_addon.this["vpc-cni"] has changed
          ~ resource "aws_eks_addon" "this" {
              ~ addon_version               = "v1.18.3-eksbuild.1" -> "v1.19.2-eksbuild.1"
                id                          = "ferrolan-prod:vpc-cni"
                # (11 unchanged attributes hidden)
            }


        Unless you have made equivalent changes to your configuration, or ignored the
        relevant attributes using ignore_changes, the following plan may include
        actions to undo or respond to these changes.

        ─────────────────────────────────────────────────────────────────────────────

        No changes. Your infrastructure matches the configuration.

        Terraform has compared your real infrastructure against your configuration
        and found no differences, so no changes are needed.
        Releasing state lock. This may take a few moments...
      `, { ms: 41800 })),
      F(d`
        Unlocked, and the plan is clean. The "changed outside of Terraform" note explains Friday: the add-on update itself did finish on the EKS side (rolling \`aws-node\` over all nodes takes a while, which is why the run looked hung), but the runner was killed before Terraform could write the new version to the state. The refresh now reads \`v1.19.2-eksbuild.1\` from AWS, which matches the code, so nothing is left to do except record it in the state.
      `)),
    T('apply from CI then, not my laptop — rerun the failed run',
      S(null, B('gh run rerun 15031177402 && sleep 15 && gh run watch --exit-status 15031177402 | tail -5', d`
        JOBS
        ✓ apply (staging) in 1m2s (ID 42019388214)
        ✓ apply (prod) in 1m51s (ID 42019388301)

        ✓ Run terraform (15031177402) completed with 'success'
      `, { ms: 252000 })),
      F('The re-run went through (you approved the prod environment in between): both applies report `0 added, 0 changed, 0 destroyed`, and the prod state now records vpc-cni v1.19.2.')),
    T("this lock thing keeps biting us. I read that terraform 1.10 can lock with a file in S3 itself (use_lockfile) and the dynamodb locking is deprecated anyway. lets switch: 1.10.x everywhere, use_lockfile = true. drop the dynamodb table later once both envs run on it",
      S(null,
        B('tfenv list-remote | grep -E "^1\\.10\\.[0-9]+$" | head -3 && tfenv install 1.10.5 > /dev/null && tfenv use 1.10.5 && terraform version | head -1', '1.10.5\n1.10.4\n1.10.3\nSwitching default version to v1.10.5...\nDefault version (when not overridden by .terraform-version or TFENV_TERRAFORM_VERSION) is now: 1.10.5\nTerraform v1.10.5', { ms: 8800 })),
      S("Both settings side by side for the transition: with `dynamodb_table` and `use_lockfile` set, 1.10 takes both locks, so a run that still only knows DynamoDB can't collide with a new one.",
        B('sed -i \'/dynamodb_table = "ferrolan-tf-locks"/a\\    use_lockfile   = true\' terraform/envs/staging/backend.tf terraform/envs/prod/backend.tf && sed -i \'s/required_version = "~> 1.9.0"/required_version = "~> 1.10.0"/\' terraform/envs/staging/versions.tf terraform/envs/prod/versions.tf && git diff --stat', d`
          terraform/envs/prod/backend.tf     | 1 +
          terraform/envs/prod/versions.tf    | 2 +-
          terraform/envs/staging/backend.tf  | 1 +
          terraform/envs/staging/versions.tf | 2 +-
          4 files changed, 4 insertions(+), 2 deletions(-)
        `, { fx: [
          { edit: ['terraform/envs/staging/backend.tf', '    dynamodb_table = "ferrolan-tf-locks"\n', '    dynamodb_table = "ferrolan-tf-locks"\n    use_lockfile   = true\n'] },
          { edit: ['terraform/envs/prod/backend.tf', '    dynamodb_table = "ferrolan-tf-locks"\n', '    dynamodb_table = "ferrolan-tf-locks"\n    use_lockfile   = true\n'] },
          { edit: ['terraform/envs/staging/versions.tf', 'required_version = "~> 1.9.0"', 'required_version = "~> 1.10.0"'] },
          { edit: ['terraform/envs/prod/versions.tf', 'required_version = "~> 1.9.0"', 'required_version = "~> 1.10.0"'] },
        ] })),
      F(d`
        - Terraform 1.10.5 is installed locally and is the default.
        - Both backends have \`use_lockfile = true\` next to \`dynamodb_table\` for now. With the S3 lock file Terraform writes \`<key>.tflock\` next to the state with a conditional put; DynamoDB-based locking is deprecated and will be removed in a later minor version, so this is where it's going anyway.
        - \`required_version\` is \`~> 1.10.0\` in both envs.

        Once every run is on 1.10 for a while, a follow-up removes \`dynamodb_table\` and the table.
      `)),
    T('CI too. and the plan role needs to be able to write that lock file now, right?',
      S(null, R('.github/workflows/terraform.yml'), R('terraform/modules/github-oidc/main.tf')),
      S("Right: a plan takes the lock too, and the lock is now an S3 object, so `gha-terraform-plan` needs Put/Delete on `*.tflock` (still read-only on the state itself).",
        E('.github/workflows/terraform.yml', 'terraform_version: 1.9.8', 'terraform_version: 1.10.5', { all: true }),
        E('terraform/modules/github-oidc/main.tf', '  statement {\n    sid       = "Lock"\n', '  statement {\n    sid       = "LockFile"\n    actions   = ["s3:PutObject", "s3:DeleteObject"]\n    resources = ["${var.state_bucket_arn}/*.tflock"]\n  }\n  statement {\n    sid       = "Lock"\n')),
      F('Both jobs install 1.10.5 now, and the plan role may write and delete `*.tflock` objects in the state bucket, nothing else there. The DynamoDB statement stays until the table goes.')),
    T('re-init + plan staging to check the lock file shows up, then PR',
      S(null, B(`${STG} terraform init -reconfigure -input=false | grep -E "Successfully|backend" ; (AWS_PROFILE=ferrolan-staging terraform plan -input=false -lock-timeout=60s > /tmp/plan-stg.log 2>&1 &) ; sleep 6 ; aws s3 ls s3://ferrolan-tfstate/staging/ --profile ferrolan-prod ; sleep 30 ; tail -2 /tmp/plan-stg.log`, d`
        Initializing the backend...
        Successfully configured the backend "s3"! Terraform will automatically
        use this backend unless the backend configuration changes.
        2026-05-12 10:41:27     214377 terraform.tfstate
        2026-05-18 {{hms:-30.2}}        263 terraform.tfstate.tflock

        No changes. Your infrastructure matches the configuration.
      `, { ms: 47900 })),
      S(null, B('git switch -qc chore/tf-1.10-lockfile && git add -A && git commit -qm "terraform 1.10.5, S3 lock files (use_lockfile) next to DynamoDB" && git push -qu origin chore/tf-1.10-lockfile && gh pr create --title "Terraform 1.10.5 + S3-native state locking" --body "## Plan summary\\n- staging: no changes\\n- prod: 1 to change (gha-terraform-plan policy: Put/Delete on *.tflock)\\n\\nBackends keep dynamodb_table during the transition; removing it (and the table) is a follow-up."', 'https://github.com/ferrolan/ferrolan-infra/pull/65')),
      F('While the staging plan ran, `staging/terraform.tfstate.tflock` (263 bytes, the lock info as JSON) sat next to the state, and it was gone again afterwards; the plan itself: no changes. PR #65 is open with the summary.')),
    T("and a rule, from now on: no local applies against prod at all. only the apply job on main, behind the prod environment approval. local plans are fine, staging local applies are fine. put it in the README",
      S(null, R('README.md')),
      S(null, E('README.md', 'Plan/apply locally with `AWS_PROFILE=ferrolan-staging` or `AWS_PROFILE=ferrolan-prod`.\n', d`
        ## Applying

        - **prod: only the apply job on main** (\`terraform.yml\`), behind the \`prod\` environment approval. No local applies against prod, not even "just this once".
        - staging: local applies are fine (\`AWS_PROFILE=ferrolan-staging\`).
        - Plans: anywhere (\`AWS_PROFILE=ferrolan-staging\` / \`AWS_PROFILE=ferrolan-prod\`).
        - State: \`s3://ferrolan-tfstate/<env>/terraform.tfstate\`, locked with an S3 lock file (\`use_lockfile\`, Terraform >= 1.10). A cancelled run can leave a lock behind: check that no run is active, then \`terraform force-unlock <ID>\`.
      `)),
      F('README has an "Applying" section: prod only through the apply job on main with the environment approval, no local prod applies; staging local applies and plans anywhere are fine; plus where state and locks live and what to do about an orphaned lock. It\'s in PR #65 too.')),
  ],
});

// ---------------------------------------------------------------- s10
export const S3_ENDPOINT = d`

  data "aws_region" "current" {}

  # S3 (and so ECR image layers) without going through the NAT gateways: gateway endpoints are free.
  resource "aws_vpc_endpoint" "s3" {
    vpc_id            = aws_vpc.this.id
    service_name      = "com.amazonaws.\${data.aws_region.current.name}.s3"
    vpc_endpoint_type = "Gateway"
    route_table_ids   = concat(aws_route_table.private[*].id, [aws_route_table.public.id])

    tags = { Name = "\${var.name}-s3" }
  }
`;

export const S10 = session({
  key: 's10', start: '2026-05-19T12:40:15.902Z', branch: 'chore/cost-nat',
  title: "Marta's question about the April bill: NAT data processing, an S3 gateway endpoint, staging on a single NAT gateway",
  turns: [
    T("Marta asked why the april AWS bill was so much higher than march, she wants a breakdown by tomorrow. cost explorer april vs march by service pls (consolidated billing sits in the prod payer account)",
      S(null,
        B('aws ce get-cost-and-usage --profile ferrolan-prod --time-period Start=2026-03-01,End=2026-05-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=SERVICE | jq -r \'[.ResultsByTime[] | .Groups[] | {s: .Keys[0], v: (.Metrics.UnblendedCost.Amount | tonumber)}] | group_by(.s) | map({s: .[0].s, m: .[0].v, a: (.[1].v // 0)}) | sort_by(-.a) | .[] | [.s, (.m*100|round/100), (.a*100|round/100)] | @tsv\' | column -t -s $\'\\t\' -N SERVICE,2026-03,2026-04', d`
          SERVICE                                  2026-03   2026-04
          Amazon Elastic Compute Cloud - Compute   4812.40   5106.77
          EC2 - Other                              2114.92   3388.51
          Amazon Relational Database Service       1402.16   1418.03
          Amazon CloudWatch                        488.10    902.44
          Amazon Simple Storage Service            611.37    688.90
          Elastic Load Balancing                   301.55    312.18
          Amazon Elastic Container Service for Kubernetes  292.00    292.00
          Amazon EC2 Container Registry (ECR)      118.42    131.07
          AWS Key Management Service               61.20     64.80
          (other services, 14)                     216.52    159.27
          TOTAL                                    10418.64  12463.97
        `, { ms: 3100 }),
        B('aws ce get-cost-and-usage --profile ferrolan-prod --time-period Start=2026-03-01,End=2026-05-01 --granularity MONTHLY --metrics UnblendedCost --filter \'{"Dimensions":{"Key":"SERVICE","Values":["EC2 - Other"]}}\' --group-by Type=DIMENSION,Key=USAGE_TYPE | jq -r \'...same table...\'', d`
          USAGE_TYPE                       2026-03   2026-04
          EU-NatGateway-Bytes              931.06    1942.18
          EU-EBS:VolumeUsage.gp3           594.53    695.03
          EU-EBS:VolumeUsage.gp2           262.80    262.80
          EU-NatGateway-Hours              214.27    207.36
          EU-DataTransfer-Regional-Bytes   28.15     189.24
          EU-EBS:SnapshotUsage             84.11     91.90
        `, { ms: 2700 })),
      F(d`
        April was **$12,463.97** against **$10,418.64** in March: +$2,045.33 (+19.6%). Where it went:

        | | March | April | delta |
        |---|---|---|---|
        | EC2 - Other | 2,114.92 | 3,388.51 | +1,273.59 |
        | of which NAT gateway data processing | 931.06 | 1,942.18 | **+1,011.12** |
        | of which regional data transfer (cross-AZ) | 28.15 | 189.24 | +161.09 |
        | CloudWatch | 488.10 | 902.44 | +414.34 |
        | EC2 compute | 4,812.40 | 5,106.77 | +294.37 |
        | everything else | | | +63.03 |

        So half of the increase is one line: bytes processed by the NAT gateways (EU-NatGateway-Bytes, $0.048 per GB), which more than doubled. The NAT gateways' hourly charge is flat (six of them, three per VPC); compute rose with the HPA peaks; CloudWatch needs its own look.
      `)),
    T('why did the NAT bytes double in a month?',
      S(null,
        B('for p in ferrolan-prod ferrolan-staging; do echo "== $p"; aws ec2 describe-vpc-endpoints --profile $p --query "VpcEndpoints[].[ServiceName,VpcEndpointType]" --output text; done', '== ferrolan-prod\n== ferrolan-staging'),
        B('kubectl --context prod -n routing logs deploy/route-worker --since=2h | grep "tiles: fetched" | tail -2', d`
          2026-05-19T11:04:51Z INFO tiles: fetched region=pt-north bytes=1.9GiB from=s3://ferrolan-prod-assets/tiles/ took=41s
          2026-05-19T11:58:12Z INFO tiles: fetched region=pt-south bytes=1.6GiB from=s3://ferrolan-prod-assets/tiles/ took=37s
        `)),
      F(d`
        Neither VPC has a single VPC endpoint, so every byte from a pod to S3 leaves through a NAT gateway and is billed as NAT data processing. Two big consumers:

        - **route-worker**: since 1.14 (mid-April) every optimisation job downloads the map tiles for its region from \`s3://ferrolan-prod-assets/tiles/\`, 1.6-1.9 GiB per job, several times an hour. That lines up with the jump.
        - **image pulls**: ECR serves image layers from S3, so every node pulling an image also goes through NAT.

        The fix is an **S3 gateway endpoint**: it costs nothing, it's a route-table entry that sends S3 traffic inside AWS, and it covers both cases. (The ECR API calls themselves are small; interface endpoints for them cost money and aren't worth it here.)
      `)),
    T("add the S3 gateway endpoint in the network module, both envs get it. and staging doesn't need 3 NATs, switch staging to a single NAT gateway. prod stays one per AZ",
      S(null, R('terraform/modules/network/main.tf'), R('terraform/envs/staging/main.tf')),
      S(null,
        E('terraform/modules/network/main.tf', '  route_table_id = aws_route_table.private[count.index].id\n}\n', '  route_table_id = aws_route_table.private[count.index].id\n}\n' + S3_ENDPOINT),
        E('terraform/envs/staging/main.tf', '  nat_gateway_per_az = true\n', '  nat_gateway_per_az = false # one shared NAT is fine for staging (cost, 2026-05)\n')),
      F(d`
        - \`modules/network\`: \`aws_vpc_endpoint.s3\` (Gateway type) attached to all private route tables and the public one, in both envs.
        - \`envs/staging\`: \`nat_gateway_per_az = false\`, so one NAT gateway in eu-west-1a and all three private route tables point at it.

        Agreed on keeping prod per AZ: with a single NAT, an AZ outage would take out egress for the whole cluster, and pods in the other two AZs would pay cross-AZ transfer to reach it. I'd also not replace prod's NAT gateways with NAT instances (fck-nat and friends): cheaper per hour, but we'd own patching and failover of a box in the data path.
      `)),
    T('plan staging',
      S(null, B(`${STG} terraform plan -input=false 2>&1 | grep -E "^  # |^Plan:"`, d`
          # module.network.aws_eip.nat[1] will be destroyed
          # module.network.aws_eip.nat[2] will be destroyed
          # module.network.aws_nat_gateway.this[1] will be destroyed
          # module.network.aws_nat_gateway.this[2] will be destroyed
          # module.network.aws_route_table.private[1] will be updated in-place
          # module.network.aws_route_table.private[2] will be updated in-place
          # module.network.aws_vpc_endpoint.s3 will be created
        Plan: 1 to add, 2 to change, 4 to destroy.
      `, { ms: 28700 })),
      F(d`
        As intended: the endpoint is added, the private route tables of 1b and 1c switch their default route to the NAT gateway in 1a, and the other two NAT gateways and their Elastic IPs go (4 destroys).

        Egress from 1b/1c pauses for a moment while the routes switch; for staging that's fine.
      `)),
    T("staging apply locally is fine (the rule is only prod). go. then PR for prod's endpoint",
      S(null, B(`${STG} terraform apply -input=false -auto-approve 2>&1 | grep -E "complete|^Apply"`, d`
        module.network.aws_vpc_endpoint.s3: Creation complete after 6s [id=vpce-0c1f7a3e5b9d24681]
        module.network.aws_route_table.private[1]: Modifications complete after 1s [id=rtb-0a7e3c5f9b1d24682]
        module.network.aws_route_table.private[2]: Modifications complete after 1s [id=rtb-05d9b1f3a7c2e4683]
        module.network.aws_nat_gateway.this[2]: Destruction complete after 51s
        module.network.aws_nat_gateway.this[1]: Destruction complete after 52s
        module.network.aws_eip.nat[1]: Destruction complete after 1s
        module.network.aws_eip.nat[2]: Destruction complete after 1s
        Apply complete! Resources: 1 added, 2 changed, 4 destroyed.
      `, { ms: 88400 })),
      S(null, B('git add -A && git commit -qm "network: S3 gateway endpoint; staging on a single NAT gateway" && git push -qu origin chore/cost-nat && gh pr create --title "S3 gateway endpoint (both envs), single NAT in staging" --body "## Plan summary\\n- staging: already applied locally: 1 added (endpoint), 2 changed (routes), 4 destroyed (2 NAT gateways + 2 EIPs)\\n- prod: 1 to add (S3 gateway endpoint), 0 change, 0 destroy\\n\\nWhy: NAT data processing doubled in April (route-worker tiles + ECR layers via NAT)."', 'https://github.com/ferrolan/ferrolan-infra/pull/66')),
      F('Staging applied: endpoint created, two NAT gateways and their EIPs removed (4 destroyed). PR #66 carries the prod endpoint, which CI will apply after review.')),
    T("write me the summary for Marta: numbers, what we changed, expected savings per month. <private>context, don't repeat it anywhere: Marta said the board wants the monthly bill under 11k by Q3 or they freeze hiring the second platform engineer</private>",
      S(null, B('python3 - <<\'EOF\'\nnat_hour = 0.048; hours = 730\nstaging_nat_hours = 2 * nat_hour * hours\nnat_bytes_april = 1942.18\ns3_share = 0.65   # route-worker tiles + ECR layers, estimated from route-worker logs and pull volume\nprint(f"staging NAT hours saved  {staging_nat_hours:8.2f}")\nprint(f"NAT bytes moved to S3 GW {nat_bytes_april * s3_share:8.2f}")\nprint(f"total per month          {staging_nat_hours + nat_bytes_april * s3_share:8.2f}")\nEOF', 'staging NAT hours saved     70.08\nNAT bytes moved to S3 GW  1262.42\ntotal per month           1332.50')),
      F(d`
        Here's a version you can paste:

        > **AWS bill, April vs March**: $12,463.97 vs $10,418.64 (+$2,045, +19.6%).
        > - About half of the increase is NAT gateway data processing (+$1,011): since mid-April the route optimiser downloads map tiles from S3 for every job, and without an S3 endpoint that traffic went through the NAT gateways at $0.048/GB. Image pulls took the same path.
        > - CloudWatch +$414 and compute +$294 (more pods at peak) are the rest; I'm looking at CloudWatch separately.
        >
        > **Changed this week**: a free S3 gateway endpoint in both VPCs (staging today, prod after review), and staging runs on one NAT gateway instead of three.
        >
        > **Expected effect**: about **$1,330 a month** less ($70 for the two staging NAT gateways, ~$1,260 of NAT data processing moving to the endpoint; the second number is an estimate, we'll see the real one in the May bill). Next candidate: ARM (Graviton) nodes, roughly 20% cheaper compute.
      `)),
  ],
});

// ---------------------------------------------------------------- s11
const ARM_GROUP_STG = d`
    general_arm = {
      instance_types = ["m7g.large"]
      ami_type       = "AL2023_ARM_64_STANDARD"
      min_size       = 2
      max_size       = 6
      desired_size   = 3
    }
`.replace(/^(?=.)/gm, '    ');
const ARM_GROUP_PRD = ARM_GROUP_STG.replace('m7g.large', 'm7g.xlarge').replace('min_size       = 2', 'min_size       = 3').replace('max_size       = 6', 'max_size       = 10').replace('desired_size   = 3', 'desired_size   = 4');
export const STG_GENERAL = '    general = {\n      instance_types = ["m6i.large"]\n      min_size       = 2\n      max_size       = 6\n      desired_size   = 3\n    }\n';
export const PRD_GENERAL = '    general = {\n      instance_types = ["m6i.xlarge"]\n      min_size       = 3\n      max_size       = 10\n      desired_size   = 4\n    }\n';
export { ARM_GROUP_STG, ARM_GROUP_PRD };

export const S11 = session({
  key: 's11', start: '2026-05-20T08:15:48.221Z', branch: 'feat/graviton-nodes',
  title: 'Graviton node groups (m7g): staging fine, prod route-worker crashes with exec format error; reverted to m6i in both envs',
  turns: [
    T("next cost idea: graviton. m7g is roughly 20% cheaper than m6i for the same vcpu/mem. all our images are multi-arch I think? plan: a new m7g node group with the AL2023 arm AMI next to the current one, then drain the old one. as always: staging first, soak at least an hour, then prod",
      S(null,
        B('kubectl --context staging get pods -A -o jsonpath=\'{range .items[*]}{range .spec.containers[*]}{.image}{"\\n"}{end}{end}\' | sort -u | while read i; do printf "%-90s %s\\n" "$i" "$(docker manifest inspect "$i" 2>/dev/null | jq -r \'[.manifests[]?.platform | select(.os=="linux") | .architecture] | join(",")\')"; done', d`
          602401143452.dkr.ecr.eu-west-1.amazonaws.com/amazon-k8s-cni:v1.19.2-eksbuild.1                  amd64,arm64
          602401143452.dkr.ecr.eu-west-1.amazonaws.com/eks/coredns:v1.11.1-eksbuild.9                      amd64,arm64
          602401143452.dkr.ecr.eu-west-1.amazonaws.com/eks/kube-proxy:v1.30.0-minimal-eksbuild.3           amd64,arm64
          604918237745.dkr.ecr.eu-west-1.amazonaws.com/dispatch-api:2.31.0                                 amd64,arm64
          604918237745.dkr.ecr.eu-west-1.amazonaws.com/route-worker:1.14.0                                 amd64,arm64
          604918237745.dkr.ecr.eu-west-1.amazonaws.com/web:3.8.1                                           amd64,arm64
          quay.io/argoproj/argocd:v3.0.6                                                                   amd64,arm64
          quay.io/prometheus/node-exporter:v1.9.1                                                          amd64,arm64
          quay.io/prometheus/prometheus:v3.5.0                                                             amd64,arm64
          registry.k8s.io/ingress-nginx/controller:v1.12.3                                                 amd64,arm64
          registry.k8s.io/autoscaling/cluster-autoscaler:v1.30.4                                           amd64,arm64
        `, { ms: 24700 }),
        R('terraform/envs/staging/main.tf')),
      F("Everything running on staging has an arm64 variant (our three apps, the EKS add-ons, Argo, Prometheus, ingress-nginx, cluster-autoscaler), so staging can move. Plan: add `general_arm` (m7g.large, `AL2023_ARM_64_STANDARD`, same 2-6 sizing) next to `general`, drain `general`, keep it cordoned as a fallback for a day.")),
    T('go staging',
      S(null, E('terraform/envs/staging/main.tf', STG_GENERAL, STG_GENERAL + ARM_GROUP_STG)),
      S(null, B(`${STG} terraform apply -input=false -auto-approve 2>&1 | grep -E "complete|^Apply"`, 'module.eks.aws_eks_node_group.this["general_arm"]: Creation complete after 3m12s [id=ferrolan-staging:general_arm]\nApply complete! Resources: 1 added, 0 changed, 0 destroyed.', { ms: 214000 })),
      S(null,
        B('kubectl --context staging drain -l ferrolan.io/node-group=general --ignore-daemonsets --delete-emptydir-data --timeout=10m 2>&1 | grep -E "^node/.* (cordoned|drained)"', 'node/ip-10-20-14-71.eu-west-1.compute.internal cordoned\nnode/ip-10-20-39-152.eu-west-1.compute.internal cordoned\nnode/ip-10-20-77-23.eu-west-1.compute.internal cordoned\nnode/ip-10-20-14-71.eu-west-1.compute.internal drained\nnode/ip-10-20-39-152.eu-west-1.compute.internal drained\nnode/ip-10-20-77-23.eu-west-1.compute.internal drained', { ms: 161000 }),
        B('kubectl --context staging get pods -A --field-selector=status.phase!=Running,status.phase!=Succeeded', 'No resources found')),
      F('Staging runs on the three m7g.large nodes of `general_arm`; the old `general` nodes are cordoned and empty apart from DaemonSets, and every pod is Running. Let\'s give it the hour.'),
      O({ gapMin: 78 })),
    T("staging's been happy for over an hour 👌 prod the same way: PR, CI applies",
      S(null, R('terraform/envs/prod/main.tf')),
      S(null, E('terraform/envs/prod/main.tf', PRD_GENERAL, PRD_GENERAL + ARM_GROUP_PRD)),
      S(null, B('git add -A && git commit -qm "eks: general_arm node groups (m7g)" && git push -qu origin feat/graviton-nodes && gh pr create --title "Graviton node groups" --body "## Plan summary\\n- staging: already applied (1 added: general_arm, 3x m7g.large)\\n- prod: 1 to add (general_arm, m7g.xlarge 3-10)" && gh pr merge --squash --auto && sleep 240 && gh run watch --exit-status $(gh run list --workflow terraform.yml --branch main --limit 1 --json databaseId -q ".[0].databaseId") | tail -3', d`
        https://github.com/ferrolan/ferrolan-infra/pull/67
        ✓ apply (staging) in 58s (ID 42110573302)
        ✓ apply (prod) in 4m19s (ID 42110573388)
      `, { ms: 531000 })),
      F('Merged and applied by CI (PR #67, you approved prod): `general_arm` exists in prod with 4 m7g.xlarge nodes. Nothing moved onto them yet.')),
    T('drain the old prod nodes',
      S(null, B('kubectl --context prod drain -l ferrolan.io/node-group=general --ignore-daemonsets --delete-emptydir-data --timeout=15m 2>&1 | grep -cE "drained$"', '4', { ms: 298000 })),
      S(null,
        B('kubectl --context prod get pods -A --field-selector=status.phase!=Succeeded | grep -v Running', 'NAMESPACE   NAME                            READY   STATUS             RESTARTS      AGE\nrouting     route-worker-5c8f7d9b6-8xk2p    0/1     CrashLoopBackOff   4 (31s ago)   3m2s\nrouting     route-worker-5c8f7d9b6-m4vq7    0/1     CrashLoopBackOff   4 (44s ago)   3m40s\nrouting     route-worker-5c8f7d9b6-zt9wd    0/1     CrashLoopBackOff   5 (12s ago)   4m51s'),
        B('kubectl --context prod -n routing logs route-worker-5c8f7d9b6-8xk2p --previous', 'exec /usr/local/bin/route-worker: exec format error')),
      F(d`
        route-worker is down on prod: all three pods crash-loop on the new nodes with \`exec /usr/local/bin/route-worker: exec format error\`, i.e. an amd64 binary on an arm64 node. Prod runs route-worker **1.14.2**, staging ran **1.14.0**, and I only checked the images running on staging. 1.14.2 evidently has no arm64 variant.

        The old nodes are only cordoned, so the quickest way back is to uncordon them and put route-worker there.
      `)),
    T('revert NOW. uncordon the old nodes and get route-worker back onto them',
      S(null,
        B('kubectl --context prod uncordon -l ferrolan.io/node-group=general && kubectl --context prod cordon -l ferrolan.io/node-group=general_arm && kubectl --context prod -n routing delete pod -l app.kubernetes.io/name=route-worker --wait=false', 'node/ip-10-30-9-144.eu-west-1.compute.internal uncordoned\nnode/ip-10-30-36-18.eu-west-1.compute.internal uncordoned\nnode/ip-10-30-52-207.eu-west-1.compute.internal uncordoned\nnode/ip-10-30-70-89.eu-west-1.compute.internal uncordoned\nnode/ip-10-30-11-63.eu-west-1.compute.internal cordoned\nnode/ip-10-30-40-225.eu-west-1.compute.internal cordoned\nnode/ip-10-30-58-12.eu-west-1.compute.internal cordoned\nnode/ip-10-30-66-170.eu-west-1.compute.internal cordoned\npod "route-worker-5c8f7d9b6-8xk2p" deleted\npod "route-worker-5c8f7d9b6-m4vq7" deleted\npod "route-worker-5c8f7d9b6-zt9wd" deleted'),
        B('kubectl --context prod -n routing rollout status deploy/route-worker --timeout=5m && kubectl --context prod -n routing get events --field-selector reason=BackOff -o custom-columns=FIRST:.firstTimestamp,LAST:.lastTimestamp --sort-by=.firstTimestamp | sed -n "2p;\\$p"', 'deployment "route-worker" successfully rolled out\n2026-05-20T{{hms:-1330}}Z   2026-05-20T{{hms:-70}}Z', { ms: 64000 })),
      F(d`
        route-worker is back: 3/3 pods Running on the m6i nodes, which are schedulable again; the m7g nodes are cordoned so nothing lands there by accident. From the first BackOff to the rollout finishing it was down for about 21 minutes.
      `)),
    T("ok, and revert it in code for both envs too so they match (no arm groups) until we know why that image is amd64 only. ugh. at least it was only the batch optimiser that was down, dispatching itself kept working",
      S(null,
        E('terraform/envs/prod/main.tf', PRD_GENERAL + ARM_GROUP_PRD, PRD_GENERAL),
        E('terraform/envs/staging/main.tf', STG_GENERAL + ARM_GROUP_STG, STG_GENERAL)),
      S(null,
        B('kubectl --context staging uncordon -l ferrolan.io/node-group=general > /dev/null && git commit -qam "eks: revert general_arm in both envs (route-worker 1.14.2 is amd64-only)" && git push -q && gh pr create --title "Revert Graviton node groups" --body "## Plan summary\\n- staging: 1 to destroy (general_arm)\\n- prod: 1 to destroy (general_arm)\\n\\nroute-worker 1.14.2 has no arm64 image: exec format error on m7g, ~21 min outage of the optimiser." && gh pr merge --squash --auto && sleep 240 && gh run watch --exit-status $(gh run list --workflow terraform.yml --branch main --limit 1 --json databaseId -q ".[0].databaseId") | tail -2', 'https://github.com/ferrolan/ferrolan-infra/pull/68\n✓ apply (staging) in 6m41s (ID 42117944120)\n✓ apply (prod) in 7m3s (ID 42117944207)', { ms: 1088000 }),
        B('for c in staging prod; do kubectl --context $c get nodes -L node.kubernetes.io/instance-type --no-headers | awk -v c=$c \'{print c, $6}\' | sort | uniq -c; done', '      3 staging m6i.large\n      4 prod m6i.xlarge')),
      F('Both envs are back on m6i only (PR #68, applied by CI): 3 m6i.large in staging, 4 m6i.xlarge in prod, `general_arm` is gone from code and AWS. The open question for later: why route-worker 1.14.0 (staging) is multi-arch and 1.14.2 (prod) is not; all my check proved is that staging\'s images were fine.')),
  ],
});

// ---------------------------------------------------------------- s12
const AM_ROUTE_OLD = d`
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
`.replace(/^(?=.)/gm, '    ');
const AM_ROUTE_NEW = d`
      # Routing (2026-05-22): critical -> #plat-oncall, warning -> #plat-alerts, known noise and info -> null.
      route:
        receiver: plat-alerts
        group_by: [alertname, namespace]
        group_wait: 30s
        group_interval: 5m
        repeat_interval: 4h
        routes:
          - receiver: "null"
            matchers: ['alertname =~ "Watchdog|InfoInhibitor|CPUThrottlingHigh|KubeCPUOvercommit|KubeMemoryOvercommit"']
          - receiver: "null"
            matchers: [severity = "info"]
          - receiver: plat-oncall
            matchers: [severity = "critical"]
            repeat_interval: 1h
      receivers:
        - name: "null"
        - name: plat-alerts
          slack_configs:
            # a Slack incoming webhook posts to the channel it was created for; one webhook per channel
            - api_url_file: /etc/alertmanager/secrets/alertmanager-slack/url
              channel: "#plat-alerts"
              send_resolved: true
              title: '{{ .CommonLabels.alertname }} ({{ .CommonLabels.severity }})'
              text: '{{ range .Alerts }}{{ .Annotations.summary }}{{ "\n" }}{{ end }}'
        - name: plat-oncall
          slack_configs:
            - api_url_file: /etc/alertmanager/secrets/alertmanager-slack/oncall-url
              channel: "#plat-oncall"
`.replace(/^(?=.)/gm, '    ');

export const S12 = session({
  key: 's12', start: '2026-05-22T07:40:03.519Z', branch: 'fix/prometheus-disk',
  title: 'Prometheus volume full; retention 21 days with a size cap, PVC to 80Gi, StatefulSet recreated; alert routing split by severity',
  turns: [
    T("morning. grafana on prod shows no data since ~03:00. prometheus pod is... let me guess. disk?",
      S(null,
        B('kubectl --context prod -n monitoring get pod prometheus-kube-prometheus-stack-prometheus-0 && kubectl --context prod -n monitoring logs prometheus-kube-prometheus-stack-prometheus-0 -c prometheus --previous | grep -m2 -E "level=(ERROR|error)"', d`
          NAME                                            READY   STATUS             RESTARTS        AGE
          prometheus-kube-prometheus-stack-prometheus-0   1/2     CrashLoopBackOff   38 (2m11s ago)  10d
          time=2026-05-22T06:49:37.205Z level=ERROR source=main.go:1169 msg="Fatal error" err="opening storage failed: open /prometheus/wal/00001187: no space left on device"
          time=2026-05-22T06:49:37.205Z level=ERROR source=main.go:1412 msg="Error on ingesting samples" err="write to WAL: log samples: write /prometheus/wal/00001186: no space left on device"
        `),
        B('kubectl --context prod -n monitoring debug prometheus-kube-prometheus-stack-prometheus-0 -q --image=busybox:1.36 --target=config-reloader -- df -h /prometheus 2>/dev/null | tail -1', '/dev/nvme3n1              49.0G     49.0G         0 100% /prometheus')),
      F(d`
        Disk, yes: the 50Gi volume is at 100% and Prometheus can't even open its WAL, so it crash-loops (38 restarts since about 02:00 UTC, 03:00 your time).

        With \`retention: 30d\` set on the 12th, Prometheus hasn't deleted anything since it was installed on the 8th: 49 GB in 14 days is about 3.5 GB a day, more than double the 1.6 GB/day I measured on the 12th. Since then we've added Argo CD, PgBouncer and cert-manager ServiceMonitors and the node count went up. The 30-day window never had room on this volume.
      `)),
    T("and why did nobody notice? there's a default disk alert, no?",
      S(null, B('kubectl --context prod -n monitoring exec alertmanager-kube-prometheus-stack-alertmanager-0 -c alertmanager -- amtool alert query --alertmanager.url=http://localhost:9093 -o extended 2>/dev/null | awk \'NR==1 || /PersistentVolume/\' | cut -c1-150; kubectl --context prod -n monitoring exec alertmanager-kube-prometheus-stack-alertmanager-0 -c alertmanager -- amtool alert query --alertmanager.url=http://localhost:9093 2>/dev/null | tail -n +2 | awk \'{print $1}\' | sort | uniq -c | sort -rn | head -8', d`
        Labels                                                                                              Annotations                                   Starts At
        alertname="KubePersistentVolumeFillingUp" namespace="monitoring" persistentvolumeclaim="prometheus-kube-prometheus-stack-prometheus-db-prometheus-kube-prometheus-stack-prometheus-0" severity="warning"   summary="PersistentVolume is filling up."   2026-05-21 14:03:12 UTC
        alertname="KubePersistentVolumeFillingUp" namespace="monitoring" persistentvolumeclaim="prometheus-kube-prometheus-stack-prometheus-db-prometheus-kube-prometheus-stack-prometheus-0" severity="critical"  summary="PersistentVolume is filling up."   2026-05-22 01:10:42 UTC
             19 CPUThrottlingHigh
              7 KubeHpaMaxedOut
              6 KubeJobFailed
              4 KubeCPUOvercommit
              3 KubeMemoryOvercommit
              2 KubePersistentVolumeFillingUp
              2 KubeDeploymentReplicasMismatch
              2 KubeContainerWaiting
      `)),
      F(d`
        It did fire, twice: the warning yesterday at 14:03 UTC (about 15 hours before the disk filled) and the critical at 01:10 UTC. Both went to #infra-alerts, together with everything else: there are 47 alerts active right now, 19 of them CPUThrottlingHigh, plus KubeCPUOvercommit/KubeMemoryOvercommit that have been firing for days. In a channel where everything has the same weight and most of it is noise, the one that mattered drowned.
      `)),
    T("ok two things. 1) retention: go to 21 days, and add a size cap so it can never fill the disk again, and grow the volume to 80Gi. Marta is ok with a rolling 3-week SLO window instead of the calendar month, I asked her. 2) alert routing, from now on: severity=critical goes to #plat-oncall (that one pings my phone), warning goes to #plat-alerts, and the known noise (CPUThrottlingHigh, KubeCPUOvercommit, KubeMemoryOvercommit, anything severity=info) goes to null. #infra-alerts gets archived",
      S(null, R('k8s/platform/monitoring/values.yaml')),
      S(null,
        E('k8s/platform/monitoring/values.yaml', '    retention: 30d # monthly SLO reports (Marta)\n', '    retention: 21d # rolling 3-week SLO window (Marta, 2026-05-22)\n    retentionSize: 70GB # hard cap below the 80Gi volume: oldest blocks go first\n'),
        E('k8s/platform/monitoring/values.yaml', '              storage: 50Gi\n    ruleSelectorNilUsesHelmValues', '              storage: 80Gi\n    ruleSelectorNilUsesHelmValues'),
        E('k8s/platform/monitoring/values.yaml', AM_ROUTE_OLD, AM_ROUTE_NEW)),
      F(d`
        In \`k8s/platform/monitoring/values.yaml\`:
        - \`retention: 21d\` plus \`retentionSize: 70GB\`, volume request 80Gi. Prometheus deletes whole blocks when either limit is hit, so it stops short of the disk. At ~3.5 GB/day, 21 days is ~74 GB, so for now the size cap is what binds, at roughly 20 days; if that's too short, the volume has to grow, not the cap.
        - Alertmanager: default receiver \`plat-alerts\` (#plat-alerts); \`severity = "critical"\` routes to \`plat-oncall\` (#plat-oncall, repeat every hour); Watchdog, InfoInhibitor, CPUThrottlingHigh, KubeCPUOvercommit, KubeMemoryOvercommit and everything \`severity = "info"\` go to \`null\`.

        One catch: a Slack incoming webhook can only post to the channel it was created for, the \`channel\` field doesn't redirect it. So we need two new webhooks, one for #plat-alerts (replacing the \`url\` key, which points at #infra-alerts) and one for #plat-oncall as a new \`oncall-url\` key in the \`alertmanager-slack\` Secret. That's yours to create, per the secrets rule.
      `)),
    T("made both webhooks + updated the secret (url = plat-alerts, oncall-url = plat-oncall). now the volume: can we resize it in place?",
      S(null,
        B('kubectl --context prod get storageclass gp3 -o jsonpath="{.allowVolumeExpansion}{\\"\\n\\"}"', 'true'),
        B('kubectl --context prod -n monitoring patch pvc prometheus-kube-prometheus-stack-prometheus-db-prometheus-kube-prometheus-stack-prometheus-0 -p \'{"spec":{"resources":{"requests":{"storage":"80Gi"}}}}\'', 'persistentvolumeclaim/prometheus-kube-prometheus-stack-prometheus-db-prometheus-kube-prometheus-stack-prometheus-0 patched')),
      S(null, B('sleep 60; kubectl --context prod -n monitoring get pvc prometheus-kube-prometheus-stack-prometheus-db-prometheus-kube-prometheus-stack-prometheus-0 -o custom-columns=CAPACITY:.status.capacity.storage,REQUEST:.spec.resources.requests.storage,CONDITION:.status.conditions[*].type', 'CAPACITY   REQUEST   CONDITION\n80Gi       80Gi      <none>', { ms: 61800 })),
      F("Yes: the gp3 StorageClass allows expansion, so patching the PVC grew the EBS volume and the filesystem online; it reports 80Gi. Prometheus got its space back at the next restart and is starting up (WAL replay takes a few minutes at this size).")),
    T('commit + PR, then sync through argo and check prometheus is healthy with the new limits',
      S(null, B('git switch -qc fix/prometheus-disk && git commit -qam "monitoring: retention 21d + 70GB cap, 80Gi; alert routing by severity" && git push -qu origin fix/prometheus-disk && gh pr create --fill && gh pr merge --squash --auto', 'https://github.com/ferrolan/ferrolan-infra/pull/70')),
      S(null, B('sleep 150; argocd --core --kube-context prod app sync monitoring --timeout 300 | grep -E "^(Phase|Message)"; kubectl --context prod -n monitoring logs deploy/kube-prometheus-stack-operator --since=5m | grep -m1 "Forbidden"', d`
        Phase:              Succeeded
        Message:            successfully synced (all tasks run)
        level=error ts=2026-05-22T{{hms:-20}}Z caller=operator.go:1102 component=prometheus-controller msg="Unhandled Error" err="sync \\"monitoring/kube-prometheus-stack-prometheus\\" failed: updating StatefulSet failed: StatefulSet.apps \\"prometheus-kube-prometheus-stack-prometheus\\" is invalid: spec: Forbidden: updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template', 'updateStrategy', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds' are forbidden"
      `, { ms: 178000 })),
      S("Argo applied the new Prometheus resource, but the operator can't push the new volume size into the StatefulSet's `volumeClaimTemplates` (immutable). The documented way: delete the StatefulSet without deleting its pods and volume; the operator recreates it from the Prometheus resource.",
        B('kubectl --context prod -n monitoring delete statefulset prometheus-kube-prometheus-stack-prometheus --cascade=orphan && sleep 90 && kubectl --context prod -n monitoring get statefulset prometheus-kube-prometheus-stack-prometheus -o jsonpath="{.spec.volumeClaimTemplates[0].spec.resources.requests.storage}{\\"\\n\\"}" && kubectl --context prod -n monitoring exec prometheus-kube-prometheus-stack-prometheus-0 -c prometheus -- wget -qO- http://localhost:9090/api/v1/status/runtimeinfo | jq -c "{storageRetention: .data.storageRetention, reloadConfigSuccess: .data.reloadConfigSuccess}"', 'statefulset.apps "prometheus-kube-prometheus-stack-prometheus" deleted\n80Gi\n{"storageRetention":"21d or 70GiB","reloadConfigSuccess":true}', { ms: 97300 })),
      F(d`
        Done. After deleting the StatefulSet with \`--cascade=orphan\` (the pod and the PVC stayed), the operator recreated it with the 80Gi template and stopped logging the Forbidden error. Prometheus reports \`storageRetention: "21d or 70GiB"\` and a good config. The gap in the data is 03:00 to now; everything before is intact.
      `)),
    T("last: test the routing. fire a fake critical and a fake CPUThrottlingHigh, only the first should show up (in #plat-oncall)",
      S(null, B('AM="kubectl --context prod -n monitoring exec alertmanager-kube-prometheus-stack-alertmanager-0 -c alertmanager -- amtool --alertmanager.url=http://localhost:9093"; $AM alert add RoutingTestCritical severity=critical namespace=monitoring --annotation=summary="routing test, please ignore" && $AM alert add CPUThrottlingHigh severity=warning namespace=monitoring --annotation=summary="routing test (noise)" && sleep 45 && kubectl --context prod -n monitoring logs alertmanager-kube-prometheus-stack-alertmanager-0 -c alertmanager --since=2m | grep -E "Notify|notify" | cut -c1-160', d`
        time=2026-05-22T{{hms:-14}}Z level=DEBUG source=dispatch.go:165 msg="received alert" component=dispatcher alert=RoutingTestCritical[5e0c7a1][active]
        time=2026-05-22T{{hms:-14}}Z level=DEBUG source=dispatch.go:165 msg="received alert" component=dispatcher alert=CPUThrottlingHigh[b19d2f4][active]
        time=2026-05-22T{{hms:-2}}Z level=INFO source=notify.go:848 msg="Notify success" component=dispatcher receiver=plat-oncall integration=slack[0] attempts=1 duration=212.843ms
      `, { ms: 49100 })),
      F("Routing works: Alertmanager received both test alerts, sent exactly one notification, to `plat-oncall` (Slack, #plat-oncall), and CPUThrottlingHigh went to `null`. The test alert resolves by itself in about 5 minutes. #infra-alerts can be archived. Have a good weekend!")),
  ],
});
