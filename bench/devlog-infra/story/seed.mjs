// The repository before the first session: Terraform for two environments, a few modules, CI workflows that
// still authenticate with the ci-deployer IAM user's access keys, Helm values for the three apps.
import { d } from '../../devlog-kit/dsl.mjs';
import * as X from './files.mjs';

export const SEED_FILES = {
  'README.md': X.README_0,
  '.gitignore': d`
    .terraform/
    *.tfplan
    crash.log
    .envrc
  `,
  'terraform/envs/staging/backend.tf': X.backend('staging'),
  'terraform/envs/prod/backend.tf': X.backend('prod'),
  'terraform/envs/staging/versions.tf': X.versions('staging'),
  'terraform/envs/prod/versions.tf': X.versions('prod'),
  'terraform/envs/staging/main.tf': X.STG_MAIN_0,
  'terraform/envs/prod/main.tf': X.PRD_MAIN_MESSY,
  'terraform/modules/network/main.tf': X.NET_MAIN_0,
  'terraform/modules/network/variables.tf': X.NET_VARS,
  'terraform/modules/network/outputs.tf': X.NET_OUTPUTS,
  'terraform/modules/eks/main.tf': X.EKS_MAIN_MESSY,
  'terraform/modules/eks/variables.tf': X.EKS_VARS_0,
  'terraform/modules/eks/outputs.tf': X.EKS_OUTPUTS,
  'terraform/modules/iam/main.tf': X.IAM_MAIN_0,
  'terraform/modules/object-store/main.tf': X.OBJ_MAIN_0,
  '.github/workflows/terraform.yml': X.TF_WF_0,
  '.github/workflows/deploy-apps.yml': X.DEPLOY_WF_0,
  '.github/workflows/build-image.yml': X.BUILD_WF_0,
  'k8s/apps/web/values-prod.yaml': X.WEB_VALUES,
  'k8s/apps/dispatch-api/values-prod.yaml': X.DAPI_VALUES_0,
  'k8s/apps/route-worker/values-prod.yaml': X.RW_VALUES_0,
  'k8s/apps/legacy-pdf-renderer/values-prod.yaml': X.PDF_VALUES_0,
  'k8s/platform/cert-manager/cluster-issuer.yaml': X.ISSUER_0,
  'k8s/platform/cert-manager/values.yaml': X.CM_VALUES_0,
  'k8s/platform/ingress-nginx-internal/values.yaml': X.NGINX_INT_VALUES,
};
