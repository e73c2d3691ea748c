// Project settings for the "ferrolan-infra" story: one platform engineer's Claude Code sessions on the
// infrastructure repository of Ferrolan (an invented field-service scheduling SaaS), Porto, May-June 2026.
import { DEFAULT_BASH_DESCRIPTIONS } from '../../devlog-kit/dsl.mjs';

export default {
  name: 'ferrolan-infra',
  description: 'Infrastructure repository of Ferrolan Dispatch (invented): Terraform for AWS (network, IAM, RDS Postgres, S3, EKS), Ansible for two VMs, Helm/Argo CD on EKS, GitHub Actions, Prometheus/Grafana/Alertmanager. One platform engineer in Porto (WEST, UTC+1), 20 sessions from 4 May to 10 June 2026.',
  root: '/home/ines/src/ferrolan-infra',
  seedKey: 'ferrolan-infra-holdout/v1',
  utcOffsetHours: 1,
  calendar: { from: '2026-05-04', to: '2026-06-12', weekdaysOnly: true, workHours: [8, 19] },
  model: 'claude-opus-4-8',
  compactSlug: 'steady-granite-ferry',
  bashDescriptions: [
    [/terraform (plan|apply|destroy|init|validate|fmt|force-unlock|import)/, 'Run Terraform'],
    [/^cd terraform\/envs\/\w+ && /, 'Run Terraform'],
    [/^ansible-playbook|^ansible /, 'Run Ansible'],
    [/^helm /, 'Run Helm'],
    [/^argocd /, 'Query Argo CD'],
    [/^aws /, 'Query AWS'],
    ...DEFAULT_BASH_DESCRIPTIONS,
  ],
  bashDurations: {
    commands: [
      [/terraform apply|terraform destroy/, 25000, 60000], [/terraform plan/, 9000, 14000], [/terraform init/, 4000, 6000],
      [/^helm (upgrade|install)/, 20000, 30000], [/ansible-playbook/, 40000, 50000], [/gh run watch/, 90000, 120000],
      [/^git /, 80, 300], [/^kubectl/, 600, 1800], [/^aws /, 900, 2200],
    ],
  },
};
