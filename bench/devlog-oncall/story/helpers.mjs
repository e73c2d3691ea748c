// Shared helpers for the hookrelay story: Go formatting and a few output formats that recur.
import { d } from '../../devlog-kit/dsl.mjs';

// Go sources are tab-indented: write them with 4 spaces per level and let go`` turn those into tabs.
export const go = (strings, ...vals) => d(strings, ...vals).replace(/^(?: {4})+/gm, (m) => '\t'.repeat(m.length / 4));
// indent every non-empty line by n tabs (for Edit strings cut out of the middle of a function)
export const tabs = (n, s) => s.split('\n').map((l) => (l ? '\t'.repeat(n) + l : l)).join('\n');

export const PROD = '--context prod-euw1 -n hookrelay';
export const STAGING = '--context staging-euw1 -n hookrelay';
export const HELM_PROD = 'helm upgrade hookrelay deploy/helm/hookrelay -n hookrelay --kube-context prod-euw1 -f deploy/helm/hookrelay/values-prod.yaml';
export const RULES_CHECK = "helm template hookrelay deploy/helm/hookrelay -s templates/prometheusrule.yaml | yq '.spec' > /tmp/hookrelay-rules.yaml && promtool check rules /tmp/hookrelay-rules.yaml";

// `helm upgrade` success output
export const helmUpgraded = (rev, when) => d`
  Release "hookrelay" has been upgraded. Happy Helming!
  NAME: hookrelay
  LAST DEPLOYED: ${when}
  NAMESPACE: hookrelay
  STATUS: deployed
  REVISION: ${rev}
  TEST SUITE: None
`;

// `kubectl get pods` for a deployment: rows of [suffix, ready, status, restarts, age]
export const pods = (name, rows) => ['NAME                                    READY   STATUS    RESTARTS   AGE',
  ...rows.map(([sfx, ready, status, restarts, age]) => `${(name + '-' + sfx).padEnd(40)}${ready.padEnd(8)}${status.padEnd(10)}${String(restarts).padEnd(11)}${age}`)].join('\n');

// go test output lines
export const ok = (pkg, s) => `ok  \tgithub.com/parcelwave/hookrelay/${pkg}\t${s}`;
export const nt = (pkg) => `?   \tgithub.com/parcelwave/hookrelay/${pkg}\t[no test files]`;

// Unix seconds with millis, for zap's "ts" field and promtool's "@[...]"
export const epoch = (iso) => (Date.parse(iso) / 1000).toFixed(3);
// indent every non-empty line by n spaces (YAML cut out of the middle of a file)
export const sp = (n, s) => s.split('\n').map((l) => (l ? ' '.repeat(n) + l : l)).join('\n');
