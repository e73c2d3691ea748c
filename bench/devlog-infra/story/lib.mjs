// Small helpers shared by the session files.
import { d } from '../../devlog-kit/dsl.mjs';

export const ind = (n, s) => s.split('\n').map((l) => (l ? ' '.repeat(n) + l : l)).join('\n');

export const TF_INIT = (mods, extra = '') => d`
  Initializing the backend...
  Initializing modules...
  ${mods.map((m) => `- ${m} in ../../modules/${m.replace(/_/g, '-').replace('dispatch-db', 'db').replace('assets', 'object-store')}`).join('\n  ')}
  Initializing provider plugins...
  - Reusing previous version of hashicorp/aws from the dependency lock file
  - Reusing previous version of hashicorp/tls from the dependency lock file
  - Using previously-installed hashicorp/aws v5.82.2
  - Using previously-installed hashicorp/tls v4.0.6
  ${extra}
  Terraform has been successfully initialized!
`;

export const PLAN_HEAD = (symbols) => d`
  Terraform used the selected providers to generate the following execution
  plan. Resource actions are indicated with the following symbols:
  ${symbols.join('\n  ')}

  Terraform will perform the following actions:
`;

// an Argo CD Application for one of our apps, rendered from the shared chart
export const argoApp = (name, ns, env, { secretsDir } = {}) => {
  const valueFile = `../../apps/${name}/values-${env}.yaml`;
  const source = secretsDir
    ? d`
      sources:
        - repoURL: https://github.com/ferrolan/ferrolan-infra.git
          targetRevision: main
          path: k8s/charts/ferrolan-app
          helm:
            releaseName: ${name}
            valueFiles:
              - ${valueFile}
        - repoURL: https://github.com/ferrolan/ferrolan-infra.git
          targetRevision: main
          path: ${secretsDir}
    `
    : d`
      source:
        repoURL: https://github.com/ferrolan/ferrolan-infra.git
        targetRevision: main
        path: k8s/charts/ferrolan-app
        helm:
          releaseName: ${name}
          valueFiles:
            - ${valueFile}
    `;
  return `apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: ${name}
  namespace: argocd
spec:
  project: default
${ind(2, source.trimEnd())}
  destination:
    server: https://kubernetes.default.svc
    namespace: ${ns}
  syncPolicy:
    automated:
      prune: true
      selfHeal: true
    syncOptions:
      - CreateNamespace=true
`;
};
