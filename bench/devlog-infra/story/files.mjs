// File contents shared by seed.mjs and the sessions (so that Edits and Reads agree with the virtual repo).
import { d } from '../../devlog-kit/dsl.mjs';

export const README_0 = d`
  # ferrolan-infra

  Infrastructure for Ferrolan Dispatch: two AWS accounts in eu-west-1 (staging, prod), the EKS clusters and what runs on them.

  - \`terraform/modules/\`: reusable modules (network, eks, iam, object-store)
  - \`terraform/envs/<env>/\`: one root module per environment, state in S3 (\`ferrolan-tfstate\`)
  - \`k8s/apps/\`: Helm values for web, dispatch-api and route-worker (chart: \`k8s/charts/ferrolan-app\`)
  - \`k8s/platform/\`: cluster add-ons (ingress-nginx, cert-manager, sealed-secrets)
  - \`.github/workflows/\`: plan on PR, apply on merge to main, app deploys

  Plan/apply locally with \`AWS_PROFILE=ferrolan-staging\` or \`AWS_PROFILE=ferrolan-prod\`.
`;

export const backend = (env) => d`
  terraform {
    backend "s3" {
      bucket         = "ferrolan-tfstate"
      key            = "${env}/terraform.tfstate"
      region         = "eu-west-1"
      dynamodb_table = "ferrolan-tf-locks"
      encrypt        = true
    }
  }
`;

export const versions = (env) => d`
  terraform {
    required_version = "~> 1.9.0"

    required_providers {
      aws = {
        source  = "hashicorp/aws"
        version = "~> 5.74"
      }
      tls = {
        source  = "hashicorp/tls"
        version = "~> 4.0"
      }
    }
  }

  provider "aws" {
    region = "eu-west-1"
  ${env === 'staging' ? `
    assume_role {
      role_arn = "arn:aws:iam::318274650912:role/terraform-staging"
    }
  ` : ''}
    default_tags {
      tags = {
        Project     = "ferrolan"
        Environment = "${env}"
        ManagedBy   = "terraform"
      }
    }
  }
`.replace(/\n\n\n/g, '\n\n');

export const STG_MAIN_0 = d`
  module "network" {
    source = "../../modules/network"

    name               = "ferrolan-staging"
    cidr               = "10.20.0.0/16"
    azs                = ["eu-west-1a", "eu-west-1b", "eu-west-1c"]
    private_subnets    = ["10.20.0.0/19", "10.20.32.0/19", "10.20.64.0/19"]
    public_subnets     = ["10.20.96.0/22", "10.20.100.0/22", "10.20.104.0/22"]
    nat_gateway_per_az = true
  }

  module "eks" {
    source = "../../modules/eks"

    cluster_name    = "ferrolan-staging"
    cluster_version = "1.30"
    vpc_id          = module.network.vpc_id
    subnet_ids      = module.network.private_subnet_ids

    node_groups = {
      general = {
        instance_types = ["m6i.large"]
        min_size       = 2
        max_size       = 6
        desired_size   = 3
      }
    }

    addons = {
      "vpc-cni"    = "v1.19.2-eksbuild.1"
      "coredns"    = "v1.11.1-eksbuild.9"
      "kube-proxy" = "v1.30.0-eksbuild.3"
    }
  }

  module "iam" {
    source = "../../modules/iam"

    env          = "staging"
    cluster_oidc = module.eks.oidc_provider_arn
  }

  module "assets" {
    source = "../../modules/object-store"

    bucket_name = "ferrolan-staging-assets"
  }
`;

export const PRD_MAIN_0 = d`
  module "network" {
    source = "../../modules/network"

    name               = "ferrolan-prod"
    cidr               = "10.30.0.0/16"
    azs                = ["eu-west-1a", "eu-west-1b", "eu-west-1c"]
    private_subnets    = ["10.30.0.0/19", "10.30.32.0/19", "10.30.64.0/19"]
    public_subnets     = ["10.30.96.0/22", "10.30.100.0/22", "10.30.104.0/22"]
    nat_gateway_per_az = true
  }

  module "eks" {
    source = "../../modules/eks"

    cluster_name    = "ferrolan-prod"
    cluster_version = "1.30"
    vpc_id          = module.network.vpc_id
    subnet_ids      = module.network.private_subnet_ids

    node_groups = {
      general = {
        instance_types = ["m6i.xlarge"]
        min_size       = 3
        max_size       = 10
        desired_size   = 4
      }
    }

    addons = {
      "vpc-cni"    = "v1.18.3-eksbuild.1"
      "coredns"    = "v1.11.1-eksbuild.9"
      "kube-proxy" = "v1.30.0-eksbuild.3"
    }
  }

  module "iam" {
    source = "../../modules/iam"

    env          = "prod"
    cluster_oidc = module.eks.oidc_provider_arn
  }

  module "assets" {
    source = "../../modules/object-store"

    bucket_name = "ferrolan-prod-assets"
  }
`;
export const PRD_MAIN_MESSY = PRD_MAIN_0
  .replace('  cluster_version = "1.30"', '  cluster_version   = "1.30"')
  .replace('  bucket_name = "ferrolan-prod-assets"', '  bucket_name    =  "ferrolan-prod-assets"');

export const NET_MAIN_0 = d`
  resource "aws_vpc" "this" {
    cidr_block           = var.cidr
    enable_dns_hostnames = true
    enable_dns_support   = true

    tags = { Name = var.name }
  }

  resource "aws_subnet" "private" {
    count             = length(var.azs)
    vpc_id            = aws_vpc.this.id
    cidr_block        = var.private_subnets[count.index]
    availability_zone = var.azs[count.index]

    tags = {
      Name                              = "\${var.name}-private-\${var.azs[count.index]}"
      "kubernetes.io/role/internal-elb" = "1"
    }
  }

  resource "aws_subnet" "public" {
    count                   = length(var.azs)
    vpc_id                  = aws_vpc.this.id
    cidr_block              = var.public_subnets[count.index]
    availability_zone       = var.azs[count.index]
    map_public_ip_on_launch = true

    tags = {
      Name                     = "\${var.name}-public-\${var.azs[count.index]}"
      "kubernetes.io/role/elb" = "1"
    }
  }

  resource "aws_internet_gateway" "this" {
    vpc_id = aws_vpc.this.id
    tags   = { Name = var.name }
  }

  locals {
    nat_count = var.nat_gateway_per_az ? length(var.azs) : 1
  }

  resource "aws_eip" "nat" {
    count  = local.nat_count
    domain = "vpc"
    tags   = { Name = "\${var.name}-nat-\${count.index}" }
  }

  resource "aws_nat_gateway" "this" {
    count         = local.nat_count
    allocation_id = aws_eip.nat[count.index].id
    subnet_id     = aws_subnet.public[count.index].id
    tags          = { Name = "\${var.name}-nat-\${count.index}" }
  }

  resource "aws_route_table" "public" {
    vpc_id = aws_vpc.this.id

    route {
      cidr_block = "0.0.0.0/0"
      gateway_id = aws_internet_gateway.this.id
    }

    tags = { Name = "\${var.name}-public" }
  }

  resource "aws_route_table_association" "public" {
    count          = length(var.azs)
    subnet_id      = aws_subnet.public[count.index].id
    route_table_id = aws_route_table.public.id
  }

  resource "aws_route_table" "private" {
    count  = length(var.azs)
    vpc_id = aws_vpc.this.id

    route {
      cidr_block     = "0.0.0.0/0"
      nat_gateway_id = aws_nat_gateway.this[var.nat_gateway_per_az ? count.index : 0].id
    }

    tags = { Name = "\${var.name}-private-\${var.azs[count.index]}" }
  }

  resource "aws_route_table_association" "private" {
    count          = length(var.azs)
    subnet_id      = aws_subnet.private[count.index].id
    route_table_id = aws_route_table.private[count.index].id
  }
`;

export const NET_VARS = d`
  variable "name" {
    type = string
  }

  variable "cidr" {
    type = string
  }

  variable "azs" {
    type = list(string)
  }

  variable "private_subnets" {
    type = list(string)
  }

  variable "public_subnets" {
    type = list(string)
  }

  variable "nat_gateway_per_az" {
    description = "One NAT gateway per AZ (true) or a single shared one (false)."
    type        = bool
    default     = true
  }
`;

export const NET_OUTPUTS = d`
  output "vpc_id" {
    value = aws_vpc.this.id
  }

  output "private_subnet_ids" {
    value = aws_subnet.private[*].id
  }

  output "public_subnet_ids" {
    value = aws_subnet.public[*].id
  }

  output "vpc_cidr" {
    value = aws_vpc.this.cidr_block
  }
`;

export const EKS_NODEGROUP_0 = d`
  resource "aws_eks_node_group" "this" {
    for_each = var.node_groups

    cluster_name    = aws_eks_cluster.this.name
    node_group_name = each.key
    node_role_arn   = aws_iam_role.node.arn
    subnet_ids      = var.subnet_ids
    instance_types  = each.value.instance_types
    ami_type        = each.value.ami_type
    capacity_type   = "ON_DEMAND"

    scaling_config {
      min_size     = each.value.min_size
      max_size     = each.value.max_size
      desired_size = each.value.desired_size
    }

    update_config {
      max_unavailable = 1
    }

    labels = {
      "ferrolan.io/node-group" = each.key
    }
  }
`;

export const EKS_MAIN_0 = d`
  resource "aws_eks_cluster" "this" {
    name     = var.cluster_name
    version  = var.cluster_version
    role_arn = aws_iam_role.cluster.arn

    enabled_cluster_log_types = ["api", "audit", "authenticator"]

    vpc_config {
      subnet_ids              = var.subnet_ids
      endpoint_private_access = true
      endpoint_public_access  = true
      public_access_cidrs     = var.public_access_cidrs
    }

    access_config {
      authentication_mode = "API_AND_CONFIG_MAP"
    }
  }

  data "aws_iam_policy_document" "cluster_assume" {
    statement {
      actions = ["sts:AssumeRole"]
      principals {
        type        = "Service"
        identifiers = ["eks.amazonaws.com"]
      }
    }
  }

  resource "aws_iam_role" "cluster" {
    name               = "\${var.cluster_name}-cluster"
    assume_role_policy = data.aws_iam_policy_document.cluster_assume.json
  }

  resource "aws_iam_role_policy_attachment" "cluster" {
    role       = aws_iam_role.cluster.name
    policy_arn = "arn:aws:iam::aws:policy/AmazonEKSClusterPolicy"
  }

  data "aws_iam_policy_document" "node_assume" {
    statement {
      actions = ["sts:AssumeRole"]
      principals {
        type        = "Service"
        identifiers = ["ec2.amazonaws.com"]
      }
    }
  }

  resource "aws_iam_role" "node" {
    name               = "\${var.cluster_name}-node"
    assume_role_policy = data.aws_iam_policy_document.node_assume.json
  }

  resource "aws_iam_role_policy_attachment" "node" {
    for_each = toset([
      "arn:aws:iam::aws:policy/AmazonEKSWorkerNodePolicy",
      "arn:aws:iam::aws:policy/AmazonEKS_CNI_Policy",
      "arn:aws:iam::aws:policy/AmazonEC2ContainerRegistryReadOnly",
    ])
    role       = aws_iam_role.node.name
    policy_arn = each.value
  }

  ${EKS_NODEGROUP_0.trimEnd().split('\n').join('\n  ')}

  resource "aws_eks_addon" "this" {
    for_each = var.addons

    cluster_name                = aws_eks_cluster.this.name
    addon_name                  = each.key
    addon_version               = each.value
    resolve_conflicts_on_update = "OVERWRITE"
  }

  data "tls_certificate" "oidc" {
    url = aws_eks_cluster.this.identity[0].oidc[0].issuer
  }

  resource "aws_iam_openid_connect_provider" "cluster" {
    client_id_list  = ["sts.amazonaws.com"]
    thumbprint_list = [data.tls_certificate.oidc.certificates[0].sha1_fingerprint]
    url             = aws_eks_cluster.this.identity[0].oidc[0].issuer
  }
`;
export const EKS_MAIN_MESSY = EKS_MAIN_0
  .replace('    capacity_type   = "ON_DEMAND"', '    capacity_type = "ON_DEMAND"')
  .replace('  addon_version               = each.value', '  addon_version  = each.value');

export const EKS_VARS_0 = d`
  variable "cluster_name" {
    type = string
  }

  variable "cluster_version" {
    type = string
  }

  variable "vpc_id" {
    type = string
  }

  variable "subnet_ids" {
    type = list(string)
  }

  variable "public_access_cidrs" {
    type    = list(string)
    default = ["0.0.0.0/0"]
  }

  variable "node_groups" {
    type = map(object({
      instance_types = list(string)
      ami_type       = optional(string, "AL2023_x86_64_STANDARD")
      min_size       = number
      max_size       = number
      desired_size   = number
    }))
  }

  variable "addons" {
    description = "EKS managed add-ons: name => version"
    type        = map(string)
    default     = {}
  }
`;

export const EKS_OUTPUTS = d`
  output "cluster_name" {
    value = aws_eks_cluster.this.name
  }

  output "cluster_endpoint" {
    value = aws_eks_cluster.this.endpoint
  }

  output "oidc_provider_arn" {
    value = aws_iam_openid_connect_provider.cluster.arn
  }

  output "node_role_arn" {
    value = aws_iam_role.node.arn
  }
`;

export const IAM_MAIN_0 = d`
  variable "env" {
    type = string
  }

  variable "cluster_oidc" {
    description = "ARN of the cluster's IAM OIDC provider (IRSA)"
    type        = string
  }

  locals {
    oidc_host = replace(var.cluster_oidc, "/^arn:aws:iam::[0-9]+:oidc-provider\\//", "")

    service_accounts = {
      cluster-autoscaler = { namespace = "kube-system", name = "cluster-autoscaler" }
      ebs-csi            = { namespace = "kube-system", name = "ebs-csi-controller-sa" }
    }
  }

  data "aws_iam_policy_document" "irsa" {
    for_each = local.service_accounts

    statement {
      actions = ["sts:AssumeRoleWithWebIdentity"]
      principals {
        type        = "Federated"
        identifiers = [var.cluster_oidc]
      }
      condition {
        test     = "StringEquals"
        variable = "\${local.oidc_host}:sub"
        values   = ["system:serviceaccount:\${each.value.namespace}:\${each.value.name}"]
      }
      condition {
        test     = "StringEquals"
        variable = "\${local.oidc_host}:aud"
        values   = ["sts.amazonaws.com"]
      }
    }
  }

  resource "aws_iam_role" "irsa" {
    for_each           = local.service_accounts
    name               = "ferrolan-\${var.env}-\${each.key}"
    assume_role_policy = data.aws_iam_policy_document.irsa[each.key].json
  }

  resource "aws_iam_role_policy_attachment" "ebs_csi" {
    role       = aws_iam_role.irsa["ebs-csi"].name
    policy_arn = "arn:aws:iam::aws:policy/service-role/AmazonEBSCSIDriverPolicy"
  }

  data "aws_iam_policy_document" "cluster_autoscaler" {
    statement {
      actions = [
        "autoscaling:DescribeAutoScalingGroups",
        "autoscaling:DescribeAutoScalingInstances",
        "autoscaling:DescribeLaunchConfigurations",
        "autoscaling:DescribeTags",
        "ec2:DescribeInstanceTypes",
        "ec2:DescribeLaunchTemplateVersions",
        "eks:DescribeNodegroup",
      ]
      resources = ["*"]
    }
    statement {
      actions   = ["autoscaling:SetDesiredCapacity", "autoscaling:TerminateInstanceInAutoScalingGroup"]
      resources = ["*"]
      condition {
        test     = "StringEquals"
        variable = "aws:ResourceTag/k8s.io/cluster-autoscaler/enabled"
        values   = ["true"]
      }
    }
  }

  resource "aws_iam_role_policy" "cluster_autoscaler" {
    name   = "cluster-autoscaler"
    role   = aws_iam_role.irsa["cluster-autoscaler"].id
    policy = data.aws_iam_policy_document.cluster_autoscaler.json
  }

  output "irsa_role_arns" {
    value = { for k, r in aws_iam_role.irsa : k => r.arn }
  }
`;

export const OBJ_MAIN_0 = d`
  variable "bucket_name" {
    type = string
  }

  resource "aws_s3_bucket" "this" {
    bucket = var.bucket_name
    acl    = "private"
  }

  resource "aws_s3_bucket_versioning" "this" {
    bucket = aws_s3_bucket.this.id
    versioning_configuration {
      status = "Enabled"
    }
  }

  resource "aws_s3_bucket_server_side_encryption_configuration" "this" {
    bucket = aws_s3_bucket.this.id
    rule {
      apply_server_side_encryption_by_default {
        sse_algorithm = "aws:kms"
      }
    }
  }

  output "bucket" {
    value = aws_s3_bucket.this.id
  }
`;

const CREDS_KEYS = d`
  - uses: aws-actions/configure-aws-credentials@v4
    with:
      aws-access-key-id: \${{ secrets.CI_DEPLOYER_ACCESS_KEY_ID }}
      aws-secret-access-key: \${{ secrets.CI_DEPLOYER_SECRET_ACCESS_KEY }}
      aws-region: eu-west-1
`.trimEnd();
const ind = (n, s) => s.split('\n').map((l) => (l ? ' '.repeat(n) + l : l)).join('\n');
export const CREDS_KEYS_6 = ind(6, CREDS_KEYS);

export const TF_WF_0 = d`
  name: terraform

  on:
    pull_request:
      paths: ["terraform/**"]
    push:
      branches: [main]
      paths: ["terraform/**"]

  jobs:
    plan:
      if: github.event_name == 'pull_request'
      runs-on: ubuntu-24.04
      strategy:
        matrix:
          env: [staging, prod]
      environment: \${{ matrix.env }}
      defaults:
        run:
          working-directory: terraform/envs/\${{ matrix.env }}
      steps:
        - uses: actions/checkout@v4
        - uses: hashicorp/setup-terraform@v3
          with:
            terraform_version: 1.9.8
  CREDS
        - run: terraform init -input=false
        - run: terraform plan -input=false -no-color -lock-timeout=120s

    apply:
      if: github.event_name == 'push'
      runs-on: ubuntu-24.04
      strategy:
        max-parallel: 1
        matrix:
          env: [staging, prod]
      environment: \${{ matrix.env }}
      defaults:
        run:
          working-directory: terraform/envs/\${{ matrix.env }}
      steps:
        - uses: actions/checkout@v4
        - uses: hashicorp/setup-terraform@v3
          with:
            terraform_version: 1.9.8
  CREDS
        - run: terraform init -input=false
        - run: terraform apply -input=false -auto-approve -no-color -lock-timeout=120s
`.replace(/^CREDS$/gm, CREDS_KEYS_6);

export const DEPLOY_WF_0 = d`
  name: deploy-apps

  on:
    push:
      branches: [main]
      paths: ["k8s/apps/**"]
    workflow_dispatch:
      inputs:
        app:
          description: app to deploy
          required: true
          type: choice
          options: [web, dispatch-api, route-worker]
        env:
          required: true
          type: choice
          options: [staging, prod]

  jobs:
    deploy:
      runs-on: ubuntu-24.04
      environment: \${{ inputs.env || 'staging' }}
      steps:
        - uses: actions/checkout@v4
  CREDS
        - name: helm
          run: curl -fsSL https://raw.githubusercontent.com/helm/helm/main/scripts/get-helm-3 | bash
        - name: kubeconfig
          run: aws eks update-kubeconfig --name ferrolan-\${{ inputs.env || 'staging' }}
        - name: web
          if: inputs.app == 'web' || inputs.app == ''
          run: >-
            helm upgrade --install web k8s/charts/ferrolan-app -n web
            -f k8s/apps/web/values-\${{ inputs.env || 'staging' }}.yaml --wait --timeout 10m
        - name: dispatch-api
          if: inputs.app == 'dispatch-api' || inputs.app == ''
          run: >-
            helm upgrade --install dispatch-api k8s/charts/ferrolan-app -n dispatch
            -f k8s/apps/dispatch-api/values-\${{ inputs.env || 'staging' }}.yaml --wait --timeout 10m
        - name: route-worker
          if: inputs.app == 'route-worker' || inputs.app == ''
          run: >-
            helm upgrade --install route-worker k8s/charts/ferrolan-app -n routing
            -f k8s/apps/route-worker/values-\${{ inputs.env || 'staging' }}.yaml --wait --timeout 10m
`.replace(/^CREDS$/gm, CREDS_KEYS_6);

const cut = (s, from, to) => s.slice(s.indexOf(from), s.indexOf(to));
export const DEPLOY_WEB_STEP = cut(DEPLOY_WF_0, '      - name: web', '      - name: dispatch-api');
export const DEPLOY_DAPI_STEP = cut(DEPLOY_WF_0, '      - name: dispatch-api', '      - name: route-worker');

export const BUILD_WF_0 = d`
  name: build-image

  # Reusable: app repos call this with their image name and tag.
  on:
    workflow_call:
      inputs:
        image:
          required: true
          type: string
        tag:
          required: true
          type: string
        context:
          type: string
          default: "."
      secrets:
        CI_DEPLOYER_ACCESS_KEY_ID:
          required: true
        CI_DEPLOYER_SECRET_ACCESS_KEY:
          required: true

  jobs:
    build:
      runs-on: ubuntu-24.04
      steps:
        - uses: actions/checkout@v4
  CREDS
        - id: ecr
          uses: aws-actions/amazon-ecr-login@v2
        - uses: docker/setup-buildx-action@v3
        - uses: docker/build-push-action@v6
          with:
            context: \${{ inputs.context }}
            push: true
            tags: \${{ steps.ecr.outputs.registry }}/\${{ inputs.image }}:\${{ inputs.tag }}
            cache-from: type=gha
            cache-to: type=gha,mode=max
`.replace(/^CREDS$/gm, CREDS_KEYS_6);

export const WEB_VALUES = d`
  image:
    repository: 604918237745.dkr.ecr.eu-west-1.amazonaws.com/web
    tag: "3.8.1"
  replicas: 3
  ingress:
    host: app.ferrolan.io
    className: nginx
  env:
    API_BASE_URL: https://api.ferrolan.io
  envFromSecret: web-maps
`;

export const DAPI_VALUES_0 = d`
  image:
    repository: 604918237745.dkr.ecr.eu-west-1.amazonaws.com/dispatch-api
    tag: "2.31.0"
  resources:
    requests:
      cpu: 500m
      memory: 768Mi
    limits:
      memory: 1Gi
  autoscaling:
    enabled: true
    minReplicas: 4
    maxReplicas: 20
    targetCPUUtilizationPercentage: 65
  ingress:
    host: api.ferrolan.io
    className: nginx
  env:
    DB_HOST: dispatch-prod.c3vbx9k2mq7d.eu-west-1.rds.amazonaws.com
    DB_NAME: dispatch
    DB_POOL_MAX_CONNS: "15"
  envFromSecret: dispatch-api-db
`;

export const RW_VALUES_0 = d`
  image:
    repository: 604918237745.dkr.ecr.eu-west-1.amazonaws.com/route-worker
    tag: "1.14.2"
  replicas: 3
  resources:
    requests:
      cpu: "1"
      memory: 2Gi
  env:
    DB_HOST: dispatch-prod.c3vbx9k2mq7d.eu-west-1.rds.amazonaws.com
    DB_NAME: dispatch
    TILES_BUCKET: ferrolan-prod-assets
  envFromSecret: route-worker-env
`;

export const PDF_VALUES_0 = d`
  image:
    repository: ghcr.io/ferrolan/legacy-pdf-renderer
    tag: "0.9.1"
  replicas: 2
  resources:
    requests:
      cpu: 250m
      memory: 512Mi
`;

export const ISSUER_0 = d`
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
        - http01:
            ingress:
              ingressClassName: nginx
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
        - http01:
            ingress:
              ingressClassName: nginx-internal
`;

export const CM_VALUES_0 = d`
  crds:
    enabled: true
  replicaCount: 1
  prometheus:
    enabled: true
    servicemonitor:
      enabled: true
`;

export const NGINX_INT_VALUES = d`
  controller:
    ingressClassResource:
      name: nginx-internal
      controllerValue: k8s.io/ingress-nginx-internal
    ingressClass: nginx-internal
    config:
      # office (Porto) + VPN egress only
      whitelist-source-range: "85.243.112.16/28,34.251.19.202/32"
      use-forwarded-headers: "true"
    service:
      annotations:
        service.beta.kubernetes.io/aws-load-balancer-type: nlb
`;
