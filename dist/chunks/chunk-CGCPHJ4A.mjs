import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/capture/secrets/gitleaks-rules.ts
var GITLEAKS_ALLOWLIST_JSON = '{"regexes":[{"source":"^true|false|null$","flags":"i"},{"source":"^(?:[aA]+|[bB]+|[cC]+|[dD]+|[eE]+|[fF]+|[gG]+|[hH]+|[iI]+|[jJ]+|[kK]+|[lL]+|[mM]+|[nN]+|[oO]+|[pP]+|[qQ]+|[rR]+|[sS]+|[tT]+|[uU]+|[vV]+|[wW]+|[xX]+|[yY]+|[zZ]+|\\\\*+|\\\\.+)$","flags":""},{"source":"^\\\\$(?:\\\\d+|{\\\\d+})$","flags":""},{"source":"^\\\\$(?:[A-Z_]+|[a-z_]+)$","flags":""},{"source":"^\\\\${(?:[A-Z_]+|[a-z_]+)}$","flags":""},{"source":"^\\\\{\\\\{[ \\\\t]*[\\\\w ().|]+[ \\\\t]*}}$","flags":""},{"source":"^\\\\$\\\\{\\\\{[ \\\\t]*(?:(?:env|github|secrets|vars)(?:\\\\.[A-Za-z]\\\\w+)+[\\\\w \\"\'&./=|]*)[ \\\\t]*}}$","flags":""},{"source":"^%(?:[A-Z_]+|[a-z_]+)%$","flags":""},{"source":"^%[+\\\\-# 0]?[bcdeEfFgGoOpqstTUvxX]$","flags":""},{"source":"^\\\\{\\\\d{0,2}}$","flags":""},{"source":"^@(?:[A-Z_]+|[a-z_]+)@$","flags":""},{"source":"^/Users/[A-Za-z0-9]+/[\\\\w .-/]+$","flags":""},{"source":"^/(?:bin|etc|home|opt|tmp|usr|var)/[\\\\w ./-]+$","flags":""}],"stopwords":["014df517-39d1-4453-b7b3-9930c563627c","abcdefghijklmnopqrstuvwxyz"]}';
var GITLEAKS_RULE_INDEX_JSON = '[{"id":"1password-secret-key","keywords":["a3-"]},{"id":"1password-service-account-token","keywords":["ops_"]},{"id":"adafruit-api-key","keywords":["adafruit"]},{"id":"adobe-client-id","keywords":["adobe"]},{"id":"adobe-client-secret","keywords":["p8e-"]},{"id":"age-secret-key","keywords":["age-secret-key-1"]},{"id":"airtable-api-key","keywords":["airtable"]},{"id":"algolia-api-key","keywords":["algolia"]},{"id":"alibaba-access-key-id","keywords":["ltai"]},{"id":"alibaba-secret-key","keywords":["alibaba"]},{"id":"asana-client-id","keywords":["asana"]},{"id":"asana-client-secret","keywords":["asana"]},{"id":"atlassian-api-token","keywords":["atlassian","confluence","jira","atatt3"]},{"id":"authress-service-client-access-key","keywords":["sc_","ext_","scauth_","authress_"]},{"id":"aws-access-token","keywords":["a3t","akia","asia","abia","acca"]},{"id":"azure-ad-client-secret","keywords":["q~"]},{"id":"beamer-api-token","keywords":["beamer"]},{"id":"bitbucket-client-id","keywords":["bitbucket"]},{"id":"bitbucket-client-secret","keywords":["bitbucket"]},{"id":"bittrex-access-key","keywords":["bittrex"]},{"id":"bittrex-secret-key","keywords":["bittrex"]},{"id":"cisco-meraki-api-key","keywords":["meraki"]},{"id":"clickhouse-cloud-api-secret-key","keywords":["4b1d"]},{"id":"clojars-api-token","keywords":["clojars_"]},{"id":"cloudflare-api-key","keywords":["cloudflare"]},{"id":"cloudflare-global-api-key","keywords":["cloudflare"]},{"id":"cloudflare-origin-ca-key","keywords":["cloudflare","v1.0-"]},{"id":"codecov-access-token","keywords":["codecov"]},{"id":"cohere-api-token","keywords":["cohere","co_api_key"]},{"id":"coinbase-access-token","keywords":["coinbase"]},{"id":"confluent-access-token","keywords":["confluent"]},{"id":"confluent-secret-key","keywords":["confluent"]},{"id":"contentful-delivery-api-token","keywords":["contentful"]},{"id":"curl-auth-header","keywords":["curl"]},{"id":"curl-auth-user","keywords":["curl"]},{"id":"databricks-api-token","keywords":["dapi"]},{"id":"datadog-access-token","keywords":["datadog"]},{"id":"defined-networking-api-token","keywords":["dnkey"]},{"id":"digitalocean-access-token","keywords":["doo_v1_"]},{"id":"digitalocean-pat","keywords":["dop_v1_"]},{"id":"digitalocean-refresh-token","keywords":["dor_v1_"]},{"id":"discord-api-token","keywords":["discord"]},{"id":"discord-client-id","keywords":["discord"]},{"id":"discord-client-secret","keywords":["discord"]},{"id":"doppler-api-token","keywords":["dp.pt."]},{"id":"droneci-access-token","keywords":["droneci"]},{"id":"dropbox-api-token","keywords":["dropbox"]},{"id":"dropbox-long-lived-api-token","keywords":["dropbox"]},{"id":"dropbox-short-lived-api-token","keywords":["dropbox"]},{"id":"duffel-api-token","keywords":["duffel_"]},{"id":"dynatrace-api-token","keywords":["dt0c01."]},{"id":"easypost-api-token","keywords":["ezak"]},{"id":"easypost-test-api-token","keywords":["eztk"]},{"id":"etsy-access-token","keywords":["etsy"]},{"id":"facebook-access-token","keywords":["facebook"]},{"id":"facebook-page-access-token","keywords":["eaam","eaac"]},{"id":"facebook-secret","keywords":["facebook"]},{"id":"fastly-api-token","keywords":["fastly"]},{"id":"finicity-api-token","keywords":["finicity"]},{"id":"finicity-client-secret","keywords":["finicity"]},{"id":"finnhub-access-token","keywords":["finnhub"]},{"id":"flickr-access-token","keywords":["flickr"]},{"id":"flutterwave-encryption-key","keywords":["flwseck_test"]},{"id":"flutterwave-public-key","keywords":["flwpubk_test"]},{"id":"flutterwave-secret-key","keywords":["flwseck_test"]},{"id":"flyio-access-token","keywords":["fo1_","fm1","fm2_"]},{"id":"frameio-api-token","keywords":["fio-u-"]},{"id":"freshbooks-access-token","keywords":["freshbooks"]},{"id":"gcp-api-key","keywords":["aiza"]},{"id":"generic-api-key","keywords":["access","api","auth","key","credential","creds","passwd","password","secret","token"]},{"id":"github-app-token","keywords":["ghu_","ghs_"]},{"id":"github-fine-grained-pat","keywords":["github_pat_"]},{"id":"github-oauth","keywords":["gho_"]},{"id":"github-pat","keywords":["ghp_"]},{"id":"github-refresh-token","keywords":["ghr_"]},{"id":"gitlab-cicd-job-token","keywords":["glcbt-"]},{"id":"gitlab-deploy-token","keywords":["gldt-"]},{"id":"gitlab-feature-flag-client-token","keywords":["glffct-"]},{"id":"gitlab-feed-token","keywords":["glft-"]},{"id":"gitlab-incoming-mail-token","keywords":["glimt-"]},{"id":"gitlab-kubernetes-agent-token","keywords":["glagent-"]},{"id":"gitlab-oauth-app-secret","keywords":["gloas-"]},{"id":"gitlab-pat","keywords":["glpat-"]},{"id":"gitlab-pat-routable","keywords":["glpat-"]},{"id":"gitlab-ptt","keywords":["glptt-"]},{"id":"gitlab-rrt","keywords":["gr1348941"]},{"id":"gitlab-runner-authentication-token","keywords":["glrt-"]},{"id":"gitlab-runner-authentication-token-routable","keywords":["glrt-"]},{"id":"gitlab-scim-token","keywords":["glsoat-"]},{"id":"gitlab-session-cookie","keywords":["_gitlab_session="]},{"id":"gitter-access-token","keywords":["gitter"]},{"id":"gocardless-api-token","keywords":["live_","gocardless"]},{"id":"grafana-api-key","keywords":["eyjrijoi"]},{"id":"grafana-cloud-api-token","keywords":["glc_"]},{"id":"grafana-service-account-token","keywords":["glsa_"]},{"id":"harness-api-key","keywords":["pat.","sat."]},{"id":"hashicorp-tf-api-token","keywords":["atlasv1"]},{"id":"heroku-api-key","keywords":["heroku"]},{"id":"heroku-api-key-v2","keywords":["hrku-aa"]},{"id":"hubspot-api-key","keywords":["hubspot"]},{"id":"huggingface-access-token","keywords":["hf_"]},{"id":"huggingface-organization-api-token","keywords":["api_org_"]},{"id":"infracost-api-token","keywords":["ico-"]},{"id":"intercom-api-key","keywords":["intercom"]},{"id":"intra42-client-secret","keywords":["intra","s-s4t2ud-","s-s4t2af-"]},{"id":"jfrog-api-key","keywords":["jfrog","artifactory","bintray","xray"]},{"id":"jfrog-identity-token","keywords":["jfrog","artifactory","bintray","xray"]},{"id":"jwt","keywords":["ey"]},{"id":"jwt-base64","keywords":["zxlk"]},{"id":"kraken-access-token","keywords":["kraken"]},{"id":"kucoin-access-token","keywords":["kucoin"]},{"id":"kucoin-secret-key","keywords":["kucoin"]},{"id":"launchdarkly-access-token","keywords":["launchdarkly"]},{"id":"linear-api-key","keywords":["lin_api_"]},{"id":"linear-client-secret","keywords":["linear"]},{"id":"linkedin-client-id","keywords":["linkedin","linked_in","linked-in"]},{"id":"linkedin-client-secret","keywords":["linkedin","linked_in","linked-in"]},{"id":"lob-api-key","keywords":["test_","live_"]},{"id":"lob-pub-api-key","keywords":["test_pub","live_pub","_pub"]},{"id":"mailchimp-api-key","keywords":["mailchimp"]},{"id":"mailgun-private-api-token","keywords":["mailgun"]},{"id":"mailgun-pub-key","keywords":["mailgun"]},{"id":"mailgun-signing-key","keywords":["mailgun"]},{"id":"mapbox-api-token","keywords":["mapbox"]},{"id":"mattermost-access-token","keywords":["mattermost"]},{"id":"maxmind-license-key","keywords":["_mmk"]},{"id":"messagebird-api-token","keywords":["messagebird","message-bird","message_bird"]},{"id":"messagebird-client-id","keywords":["messagebird","message-bird","message_bird"]},{"id":"microsoft-teams-webhook","keywords":["webhook.office.com","webhookb2","incomingwebhook"]},{"id":"netlify-access-token","keywords":["netlify"]},{"id":"new-relic-browser-api-token","keywords":["nrjs-"]},{"id":"new-relic-insert-key","keywords":["nrii-"]},{"id":"new-relic-user-api-id","keywords":["new-relic","newrelic","new_relic"]},{"id":"new-relic-user-api-key","keywords":["nrak"]},{"id":"notion-api-token","keywords":["ntn_"]},{"id":"npm-access-token","keywords":["npm_"]},{"id":"nytimes-access-token","keywords":["nytimes","new-york-times","newyorktimes"]},{"id":"octopus-deploy-api-key","keywords":["api-"]},{"id":"okta-access-token","keywords":["okta"]},{"id":"openai-api-key","keywords":["t3blbkfj"]},{"id":"openshift-user-token","keywords":["sha256~"]},{"id":"perplexity-api-key","keywords":["pplx-"]},{"id":"plaid-api-token","keywords":["plaid"]},{"id":"plaid-client-id","keywords":["plaid"]},{"id":"plaid-secret-key","keywords":["plaid"]},{"id":"planetscale-api-token","keywords":["pscale_tkn_"]},{"id":"planetscale-oauth-token","keywords":["pscale_oauth_"]},{"id":"planetscale-password","keywords":["pscale_pw_"]},{"id":"postman-api-token","keywords":["pmak-"]},{"id":"prefect-api-token","keywords":["pnu_"]},{"id":"private-key","keywords":["-----begin"]},{"id":"privateai-api-token","keywords":["privateai","private_ai","private-ai"]},{"id":"pulumi-api-token","keywords":["pul-"]},{"id":"pypi-upload-token","keywords":["pypi-ageichlwas5vcmc"]},{"id":"rapidapi-access-token","keywords":["rapidapi"]},{"id":"readme-api-token","keywords":["rdme_"]},{"id":"rubygems-api-token","keywords":["rubygems_"]},{"id":"scalingo-api-token","keywords":["tk-us-"]},{"id":"sendbird-access-id","keywords":["sendbird"]},{"id":"sendbird-access-token","keywords":["sendbird"]},{"id":"sendgrid-api-token","keywords":["sg."]},{"id":"sendinblue-api-token","keywords":["xkeysib-"]},{"id":"sentry-access-token","keywords":["sentry"]},{"id":"sentry-org-token","keywords":["sntrys_eyjpyxqio"]},{"id":"sentry-user-token","keywords":["sntryu_"]},{"id":"settlemint-application-access-token","keywords":["sm_aat"]},{"id":"settlemint-personal-access-token","keywords":["sm_pat"]},{"id":"settlemint-service-access-token","keywords":["sm_sat"]},{"id":"shippo-api-token","keywords":["shippo_"]},{"id":"shopify-access-token","keywords":["shpat_"]},{"id":"shopify-custom-access-token","keywords":["shpca_"]},{"id":"shopify-private-app-access-token","keywords":["shppa_"]},{"id":"shopify-shared-secret","keywords":["shpss_"]},{"id":"sidekiq-secret","keywords":["bundle_enterprise__contribsys__com","bundle_gems__contribsys__com"]},{"id":"sidekiq-sensitive-url","keywords":["gems.contribsys.com","enterprise.contribsys.com"]},{"id":"slack-app-token","keywords":["xapp"]},{"id":"slack-bot-token","keywords":["xoxb"]},{"id":"slack-config-access-token","keywords":["xoxe.xoxb-","xoxe.xoxp-"]},{"id":"slack-config-refresh-token","keywords":["xoxe-"]},{"id":"slack-legacy-bot-token","keywords":["xoxb"]},{"id":"slack-legacy-token","keywords":["xoxo","xoxs"]},{"id":"slack-legacy-workspace-token","keywords":["xoxa","xoxr"]},{"id":"slack-user-token","keywords":["xoxp-","xoxe-"]},{"id":"slack-webhook-url","keywords":["hooks.slack.com"]},{"id":"snyk-api-token","keywords":["snyk"]},{"id":"sonar-api-token","keywords":["sonar"]},{"id":"sourcegraph-access-token","keywords":["sgp_","sourcegraph"]},{"id":"square-access-token","keywords":["sq0atp-","eaaa"]},{"id":"squarespace-access-token","keywords":["squarespace"]},{"id":"stripe-access-token","keywords":["sk_test","sk_live","sk_prod","rk_test","rk_live","rk_prod"]},{"id":"sumologic-access-id","keywords":["sumo"]},{"id":"sumologic-access-token","keywords":["sumo"]},{"id":"telegram-bot-api-token","keywords":["telegr"]},{"id":"travisci-access-token","keywords":["travis"]},{"id":"twilio-api-key","keywords":["sk"]},{"id":"twitch-api-token","keywords":["twitch"]},{"id":"twitter-access-secret","keywords":["twitter"]},{"id":"twitter-access-token","keywords":["twitter"]},{"id":"twitter-api-key","keywords":["twitter"]},{"id":"twitter-api-secret","keywords":["twitter"]},{"id":"twitter-bearer-token","keywords":["twitter"]},{"id":"typeform-api-token","keywords":["tfp_"]},{"id":"vault-batch-token","keywords":["hvb."]},{"id":"vault-service-token","keywords":["hvs.","s."]},{"id":"yandex-access-token","keywords":["yandex"]},{"id":"yandex-api-key","keywords":["yandex"]},{"id":"yandex-aws-access-token","keywords":["yandex"]},{"id":"zendesk-secret-key","keywords":["zendesk"]}]';
var GITLEAKS_RULE_BODIES = [
  '{"regex":{"source":"\\\\bA3-[A-Z0-9]{6}-(?:(?:[A-Z0-9]{11})|(?:[A-Z0-9]{6}-[A-Z0-9]{5}))-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\\\\b","flags":""},"entropy":3.8,"allowlists":[]}',
  '{"regex":{"source":"ops_eyJ[a-zA-Z0-9+/]{250,}={0,3}","flags":""},"entropy":4,"allowlists":[]}',
  `{"regex":{"source":"(?:adafruit)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:adobe)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(p8e-[A-Za-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  '{"regex":{"source":"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}","flags":""},"allowlists":[]}',
  `{"regex":{"source":"(?:airtable)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{17})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:algolia)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(LTAI[A-Za-z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:alibaba)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{30})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:asana)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:asana)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:(?:ATLASSIAN|[Aa]tlassian)|(?:CONFLUENCE|[Cc]onfluence)|(?:JIRA|[Jj]ira))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([A-Za-z0-9]{20}[A-Fa-f0-9]{4})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)|\\\\b([aA][tT][aA][tT][tT]3[a-zA-ZA-Za-z0-9_\\\\-=]{186})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3.5,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b((?:sc|ext|scauth|authress)_[A-Za-z0-9]{5,30}\\\\.[A-Za-z0-9]{4,6}\\\\.(?:acc)[_-][A-Za-z0-9-]{10,32}\\\\.[A-Za-z0-9+/_=-]{30,120})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  '{"regex":{"source":"\\\\b((?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\\\\b","flags":""},"entropy":3,"allowlists":[{"regexes":[{"source":".{1,256}EXAMPLE$","flags":""}],"stopwords":[]}]}',
  `{"regex":{"source":"(?:^|[\\\\\\\\'\\"\\\\x60\\\\s>=:(,)])([a-zA-Z0-9_~.]{3}\\\\dQ~[a-zA-Z0-9_~.-]{31,34})(?:$|[\\\\\\\\'\\"\\\\x60\\\\s<),])","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:beamer)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(b_[a-z0-9=_\\\\-]{44})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:bitbucket)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:bitbucket)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:bittrex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:bittrex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:(?:(?:[Mm]eraki|MERAKI))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  '{"regex":{"source":"\\\\b(4b1d[A-Za-z0-9]{38})\\\\b","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"CLOJARS_[a-z0-9]{60}","flags":"i"},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"(?:cloudflare)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:cloudflare)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{37})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(v1\\\\.0-[a-f0-9]{24}-[a-f0-9]{146})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:codecov)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:(?:[cC][oO][hH][eE][rR][eE]|[cC][oO]_[aA][pP][iI]_[kK][eE][yY])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-zA-Z0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"(?:coinbase)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:confluent)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:confluent)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:contentful)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{43})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\bcurl\\\\b(?:.{0,256}?|.{0,256}?(?:[\\\\r\\\\n]{1,2}.{0,256}?){1,5})[ \\\\t\\\\n\\\\r](?:-H|--header)(?:=|[ \\\\t]{0,5})(?:\\"(?:[aA][uU][tT][hH][oO][rR][iI][zZ][aA][tT][iI][oO][nN]:[ \\\\t]{0,5}(?:[bB][aA][sS][iI][cC][ \\\\t]([A-Za-z0-9+/]{8,}={0,3})|(?:[bB][eE][aA][rR][eE][rR]|(?:[aA][pP][iI]-)?[tT][oO][kK][eE][nN])[ \\\\t]([\\\\w=~@.+/-]{8,})|([\\\\w=~@.+/-]{8,}))|(?:(?:[xX]-(?:[A-Za-z]+-)?)?(?:[aA][pP][iI]-?)?(?:[kK][eE][yY]|[tT][oO][kK][eE][nN])):[ \\\\t]{0,5}([\\\\w=~@.+/-]{8,}))\\"|'(?:[aA][uU][tT][hH][oO][rR][iI][zZ][aA][tT][iI][oO][nN]:[ \\\\t]{0,5}(?:[bB][aA][sS][iI][cC][ \\\\t]([A-Za-z0-9+/]{8,}={0,3})|(?:[bB][eE][aA][rR][eE][rR]|(?:[aA][pP][iI]-)?[tT][oO][kK][eE][nN])[ \\\\t]([\\\\w=~@.+/-]{8,})|([\\\\w=~@.+/-]{8,}))|(?:(?:[xX]-(?:[A-Za-z]+-)?)?(?:[aA][pP][iI]-?)?(?:[kK][eE][yY]|[tT][oO][kK][eE][nN])):[ \\\\t]{0,5}([\\\\w=~@.+/-]{8,}))')(?:\\\\B|\\\\s|$)","flags":""},"entropy":2.75,"allowlists":[]}`,
  `{"regex":{"source":"\\\\bcurl\\\\b(?:.{0,256}|.{0,256}(?:[\\\\r\\\\n]{1,2}.{0,256}){1,5})[ \\\\t\\\\n\\\\r](?:-u|--user)(?:=|[ \\\\t]{0,5})(\\"(:[^\\"]{3,}|[^:\\"]{3,}:|[^:\\"]{3,}:[^\\"]{3,})\\"|'([^:']{3,}:[^']{3,})'|((?:\\"[^\\"]{3,}\\"|'[^']{3,}'|[\\\\w$@.-]+):(?:\\"[^\\"]{3,}\\"|'[^']{3,}'|[\\\\w\${}@.-]+)))(?:\\\\s|$)","flags":""},"entropy":2,"allowlists":[{"regexes":[{"source":"[^:]+:(?:change(?:it|me)|pass(?:word)?|pwd|test|token|\\\\*+|x+)","flags":""},{"source":"['\\"]?<[^>]+>['\\"]?:['\\"]?<[^>]+>|<[^:]+:[^>]+>['\\"]?","flags":""},{"source":"[^:]+:\\\\[[^]]+]","flags":""},{"source":"['\\"]?[^:]+['\\"]?:['\\"]?\\\\$(?:\\\\d|\\\\w+|\\\\{(?:\\\\d|\\\\w+)})['\\"]?","flags":""},{"source":"\\\\$\\\\([^)]+\\\\):\\\\$\\\\([^)]+\\\\)","flags":""},{"source":"['\\"]?\\\\$?{{[^}]+}}['\\"]?:['\\"]?\\\\$?{{[^}]+}}['\\"]?","flags":""}],"stopwords":[]}]}`,
  `{"regex":{"source":"\\\\b(dapi[a-f0-9]{32}(?:-\\\\d)?)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:datadog)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:dnkey)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(dnkey-[a-z0-9=_\\\\-]{26}-[a-z0-9=_\\\\-]{52})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(doo_v1_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(dop_v1_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(dor_v1_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"allowlists":[]}`,
  `{"regex":{"source":"(?:discord)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:discord)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{18})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:discord)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  '{"regex":{"source":"dp\\\\.pt\\\\.[A-Za-z0-9]{43}","flags":""},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"(?:droneci)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:dropbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{15})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:dropbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{11}(AAAAAAAAAA)[a-z0-9\\\\-_=]{43})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:dropbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(sl\\\\.[a-z0-9\\\\-=_]{135})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  '{"regex":{"source":"duffel_(?:test|live)_[A-Za-z0-9_\\\\-=]{43}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"dt0c01\\\\.[A-Za-z0-9]{24}\\\\.[A-Za-z0-9]{64}","flags":""},"entropy":4,"allowlists":[]}',
  '{"regex":{"source":"\\\\bEZAK[A-Za-z0-9]{54}\\\\b","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"\\\\bEZTK[A-Za-z0-9]{54}\\\\b","flags":""},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"(?:(?:ETSY|[Ee]tsy))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([A-Za-z0-9]{24})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(\\\\d{15,16}(\\\\||%)[0-9a-z\\\\-_]{27,40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(EAA[MC][A-Za-z0-9]{100,})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"(?:facebook)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:fastly)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:finicity)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:finicity)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:finnhub)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:flickr)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  '{"regex":{"source":"FLWSECK_TEST-[A-Ha-h0-9]{12}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"FLWPUBK_TEST-[A-Ha-h0-9]{32}-[xX]","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"FLWSECK_TEST-[A-Ha-h0-9]{32}-[xX]","flags":""},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"\\\\b((?:fo1_[\\\\w-]{43}|fm1[ar]_[a-zA-Z0-9+\\\\/]{100,}={0,3}|fm2_[a-zA-Z0-9+\\\\/]{100,}={0,3}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[]}`,
  '{"regex":{"source":"fio-u-[A-Za-z0-9\\\\-_=]{64}","flags":""},"allowlists":[]}',
  `{"regex":{"source":"(?:freshbooks)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(AIza[\\\\w-]{35})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[{"regexes":[{"source":"AIzaSyabcdefghijklmnopqrstuvwxyz1234567","flags":""},{"source":"AIzaSyAnLA7NfeLquW1tJFpx_eQCxoX-oo6YyIs","flags":""},{"source":"AIzaSyCkEhVjf3pduRDt6d1yKOMitrUEke8agEM","flags":""},{"source":"AIzaSyDMAScliyLx7F0NPDEJi1QmyCgHIAODrlU","flags":""},{"source":"AIzaSyD3asb-2pEZVqMkmL6M9N6nHZRR_znhrh0","flags":""},{"source":"AIzayDNSXIbFmlXbIE6mCzDLQAqITYefhixbX4A","flags":""},{"source":"AIzaSyAdOS2zB6NCsk1pCdZ4-P6GBdi_UUPwX7c","flags":""},{"source":"AIzaSyASWm6HmTMdYWpgMnjRBjxcQ9CKctWmLd4","flags":""},{"source":"AIzaSyANUvH9H9BsUccjsu2pCmEkOPjjaXeDQgY","flags":""},{"source":"AIzaSyA5_iVawFQ8ABuTZNUdcwERLJv_a_p4wtM","flags":""},{"source":"AIzaSyA4UrcGxgwQFTfaI3no3t7Lt1sjmdnP5sQ","flags":""},{"source":"AIzaSyDSb51JiIcB6OJpwwMicseKRhhrOq1cS7g","flags":""},{"source":"AIzaSyBF2RrAIm4a0mO64EShQfqfd2AFnzAvvuU","flags":""},{"source":"AIzaSyBcE-OOIbhjyR83gm4r2MFCu4MJmprNXsw","flags":""},{"source":"AIzaSyB8qGxt4ec15vitgn44duC5ucxaOi4FmqE","flags":""},{"source":"AIzaSyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvY","flags":""}],"stopwords":[]}]}`,
  `{"regex":{"source":"(?:[aA][cC][cC][eE][sS][sS]|[aA][uU][tT][hH]|(?:[Aa]pi|API)|[cC][rR][eE][dD][eE][nN][tT][iI][aA][lL]|[cC][rR][eE][dD][sS]|[kK][eE][yY]|[pP][aA][sS][sS][wW](?:[oO][rR])?[dD]|[sS][eE][cC][rR][eE][tT]|[tT][oO][kK][eE][nN])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([\\\\w.=-]{10,150}|[A-Za-z0-9][A-Za-z0-9+/]{11,}={0,3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3.5,"allowlists":[{"regexes":[{"source":"^[a-zA-Z_.-]+$","flags":""}],"stopwords":[]},{"regexTarget":"match","regexes":[{"source":"(?:[aA][cC][cC][eE][sS][sS](?:[iI][bB][iI][lL][iI][tT][yY]|[oO][rR])|[aA][cC][cC][eE][sS][sS][_.-]?[iI][dD]|[rR][aA][nN][dD][oO][mM][_.-]?[aA][cC][cC][eE][sS][sS]|[aA][pP][iI][_.-]?(?:[iI][dD]|[nN][aA][mM][eE]|[vV][eE][rR][sS][iI][oO][nN])|[rR][aA][pP][iI][dD]|[cC][aA][pP][iI][tT][aA][lL]|[A-Za-z0-9-]*?[aA][pP][iI][A-Za-z0-9-]*?:[jJ][aA][rR]:|[aA][uU][tT][hH][oO][rR]|[xX]-[mM][sS]-[eE][xX][cC][hH][aA][nN][gG][eE]-[oO][rR][gG][aA][nN][iI][zZ][aA][tT][iI][oO][nN]-[aA][uU][tT][hH]|[aA][uU][tT][hH][eE][nN][tT][iI][cC][aA][tT][iI][oO][nN]-[rR][eE][sS][uU][lL][tT][sS]|(?:[cC][rR][eE][dD][eE][nN][tT][iI][aA][lL][sS]?[_.-]?[iI][dD]|[wW][iI][tT][hH][cC][rR][eE][dD][eE][nN][tT][iI][aA][lL][sS])|(?:[bB][uU][cC][kK][eE][tT]|[fF][oO][rR][eE][iI][gG][nN]|[hH][oO][tT]|[iI][dD][xX]|[nN][aA][tT][uU][rR][aA][lL]|[pP][rR][iI][mM][aA][rR][yY]|[pP][uU][bB](?:[lL][iI][cC])?|[sS][cC][hH][eE][mM][aA]|[sS][eE][qQ][uU][eE][nN][cC][eE])[_.-]?[kK][eE][yY]|(?:[tT][uU][rR][kK][eE][yY])|[kK][eE][yY][_.-]?(?:[aA][lL][iI][aA][sS]|[bB][oO][aA][rR][dD]|[cC][oO][dD][eE]|[fF][rR][aA][mM][eE]|[iI][dD]|[lL][eE][nN][gG][tT][hH]|[mM][eE][sS][hH]|[nN][aA][mM][eE]|[pP][aA][iI][rR]|[pP][rR][eE][sS][sS](?:[eE][dD])?|[rR][iI][nN][gG]|[sS][eE][lL][eE][cC][tT][oO][rR]|[sS][iI][gG][nN][aA][tT][uU][rR][eE]|[sS][iI][zZ][eE]|[sS][tT][oO][nN][eE]|[sS][tT][oO][rR][eE][tT][yY][pP][eE]|[wW][oO][rR][dD]|[uU][pP]|[dD][oO][wW][nN]|[lL][eE][fF][tT]|[rR][iI][gG][hH][tT])|[kK][eE][yY][_.-]?[vV][aA][uU][lL][tT][_.-]?(?:[iI][dD]|[nN][aA][mM][eE])|[kK][eE][yY][vV][aA][uU][lL][tT][tT][oO][sS][tT][oO][rR][eE][sS][eE][cC][rR][eE][tT][sS]|[kK][eE][yY](?:[sS][tT][oO][rR][eE]|[tT][aA][bB])[_.-]?(?:[fF][iI][lL][eE]|[pP][aA][tT][hH])|[iI][sS][sS][uU][eE][rR][kK][eE][yY][hH][aA][sS][hH]|(?:[DdMm]onkey|[DM]ONKEY)|[kK][eE][yY][iI][nN][gG]|(?:[sS][eE][cC][rR][eE][tT])[_.-]?(?:[lL][eE][nN][gG][tT][hH]|[nN][aA][mM][eE]|[sS][iI][zZ][eE])|[uU][sS][eE][rR][sS][eE][cC][rR][eE][tT][sS][iI][dD]|(?:[cC][sS][rR][fF])[_.-]?[tT][oO][kK][eE][nN]|(?:[iI][oO]\\\\.[jJ][sS][oO][nN][wW][eE][bB][tT][oO][kK][eE][nN][ \\\\t]?:[ \\\\t]?[\\\\w-]+)|(?:[aA][pP][iI]|[cC][rR][eE][dD][eE][nN][tT][iI][aA][lL][sS]|[tT][oO][kK][eE][nN])[_.-]?(?:[eE][nN][dD][pP][oO][iI][nN][tT]|[uU][rR][ILil])|[pP][uU][bB][lL][iI][cC][_.-]?[tT][oO][kK][eE][nN]|(?:[kK][eE][yY]|[tT][oO][kK][eE][nN])[_.-]?[fF][iI][lL][eE]|(?:(?:[A-Z_]+=\\\\n[A-Z_]+=|[a-z_]+=\\\\n[a-z_]+=)(?:\\\\n|$))|(?:(?:[A-Z.]+=\\\\n[A-Z.]+=|[a-z.]+=\\\\n[a-z.]+=)(?:\\\\n|$)))","flags":""}],"stopwords":["000000","6fe4476ee5a1832882e326b506d14126","_ec2_","aaaaaa","about","abstract","academy","acces","account","act-","act.","act_","action","active","actively","activity","adapter","add-","add-on","add.","add_","addon","addres","admin","adobe","advanced","adventure","agent","agile","air-","air.","air_","ajax","akka","alert","alfred","algorithm","all-","all.","all_","alloy","alpha","amazon","amqp","analysi","analytic","analyzer","android","angular","angularj","animate","animation","another","ansible","answer","ant-","ant.","ant_","any-","any.","any_","apache","app-","app.","app_","apple","arch","archive","archived","arduino","array","art-","art.","art_","article","asp-","asp.","asp_","asset","async","atom","attention","audio","audit","aura","auth","author","authorize","auto","automated","automatic","awesome","aws_","azure","back","backbone","backend","backup","bar-","bar.","bar_","base","based","bash","basic","batch","been","beer","behavior","being","benchmark","best","beta","better","big-","big.","big_","binary","binding","bit-","bit.","bit_","bitcoin","block","blog","board","book","bookmark","boost","boot","bootstrap","bosh","bot-","bot.","bot_","bower","box-","box.","box_","boxen","bracket","branch","bridge","browser","brunch","buffer","bug-","bug.","bug_","build","builder","building","buildout","buildpack","built","bundle","busines","but-","but.","but_","button","cache","caching","cakephp","calendar","call","camera","campfire","can-","can.","can_","canva","captcha","capture","card","carousel","case","cassandra","cat-","cat.","cat_","category","center","cento","challenge","change","changelog","channel","chart","chat","cheat","check","checker","chef","ches","chinese","chosen","chrome","ckeditor","clas","classe","classic","clean","cli-","cli.","cli_","client","clojure","clone","closure","cloud","club","cluster","cms-","cms_","coco","code","coding","coffee","color","combination","combo","command","commander","comment","commit","common","community","compas","compiler","complete","component","composer","computer","computing","con-","con.","con_","concept","conf","config","connect","connector","console","contact","container","contao","content","contest","context","control","convert","converter","conway'","cookbook","cookie","cool","copy","cordova","core","couchbase","couchdb","countdown","counter","course","craft","crawler","create","creating","creator","credential","crm-","crm.","crm_","cros","crud","csv-","csv.","csv_","cube","cucumber","cuda","current","currently","custom","daemon","dark","dart","dash","dashboard","data","database","date","day-","day.","day_","dead","debian","debug","debugger","deck","define","del-","del.","del_","delete","demo","deploy","design","designer","desktop","detection","detector","dev-","dev.","dev_","develop","developer","device","devise","diff","digital","directive","directory","discovery","display","django","dns-","dns_","doc-","doc.","doc_","docker","docpad","doctrine","document","doe-","doe.","doe_","dojo","dom-","dom.","dom_","domain","don't","done","dot-","dot.","dot_","dotfile","download","draft","drag","drill","drive","driven","driver","drop","dropbox","drupal","dsl-","dsl.","dsl_","dynamic","easy","ecdsa","eclipse","edit","editing","edition","editor","element","emac","email","embed","embedded","ember","emitter","emulator","encoding","endpoint","engine","english","enhanced","entity","entry","env_","episode","erlang","error","espresso","event","evented","example","exchange","exercise","experiment","expire","exploit","explorer","export","exporter","expres","ext-","ext.","ext_","extended","extension","external","extra","extractor","fabric","facebook","factory","fake","fast","feature","feed","fewfwef","ffmpeg","field","file","filter","find","finder","firefox","firmware","first","fish","fix-","fix_","flash","flask","flat","flex","flexible","flickr","flow","fluent","fluentd","fluid","folder","font","force","foreman","fork","form","format","formatter","forum","foundry","framework","free","friend","friendly","front-end","frontend","ftp-","ftp.","ftp_","fuel","full","fun-","fun.","fun_","func","future","gaia","gallery","game","gateway","gem-","gem.","gem_","gen-","gen.","gen_","general","generator","generic","genetic","get-","get.","get_","getenv","getting","ghost","gist","git-","git.","git_","github","gitignore","gitlab","glas","gmail","gnome","gnu-","gnu.","gnu_","goal","golang","gollum","good","google","gpu-","gpu.","gpu_","gradle","grail","graph","graphic","great","grid","groovy","group","grunt","guard","gui-","gui.","gui_","guide","guideline","gulp","gwt-","gwt.","gwt_","hack","hackathon","hacker","hacking","hadoop","haml","handler","hardware","has-","has_","hash","haskell","have","haxe","hello","help","helper","here","hero","heroku","high","hipchat","history","home","homebrew","homepage","hook","host","hosting","hot-","hot.","hot_","house","how-","how.","how_","html","http","hub-","hub.","hub_","hubot","human","icon","ide-","ide.","ide_","idea","identity","idiomatic","image","impact","import","important","importer","impres","index","infinite","info","injection","inline","input","inside","inspector","instagram","install","installer","instant","intellij","interface","internet","interview","into","intro","ionic","iphone","ipython","irc-","irc_","iso-","iso.","iso_","issue","jade","jasmine","java","jbos","jekyll","jenkin","jetbrains","job-","job.","job_","joomla","jpa-","jpa.","jpa_","jquery","json","just","kafka","karma","kata","kernel","keyboard","kindle","kit-","kit.","kit_","kitchen","knife","koan","kohana","lab-","lab.","lab_","lambda","lamp","language","laravel","last","latest","latex","launcher","layer","layout","lazy","ldap","leaflet","league","learn","learning","led-","led.","led_","leetcode","les-","les.","les_","level","leveldb","lib-","lib.","lib_","librarie","library","license","life","liferay","light","lightbox","like","line","link","linked","linkedin","linux","lisp","list","lite","little","load","loader","local","location","lock","log-","log.","log_","logger","logging","logic","login","logstash","longer","look","love","lua-","lua.","lua_","mac-","mac.","mac_","machine","made","magento","magic","mail","make","maker","making","man-","man.","man_","manage","manager","manifest","manual","map-","map.","map_","mapper","mapping","markdown","markup","master","math","matrix","maven","md5","mean","media","mediawiki","meetup","memcached","memory","menu","merchant","message","messaging","meta","metadata","meteor","method","metric","micro","middleman","migration","minecraft","miner","mini","minimal","mirror","mit-","mit.","mit_","mobile","mocha","mock","mod-","mod.","mod_","mode","model","modern","modular","module","modx","money","mongo","mongodb","mongoid","mongoose","monitor","monkey","more","motion","moved","movie","mozilla","mqtt","mule","multi","multiple","music","mustache","mvc-","mvc.","mvc_","mysql","nagio","name","native","need","neo-","neo.","neo_","nest","nested","net-","net.","net_","nette","network","new-","new.","new_","next","nginx","ninja","nlp-","nlp.","nlp_","node","nodej","nosql","not-","not.","not_","note","notebook","notepad","notice","notifier","now-","now.","now_","number","oauth","object","objective","obsolete","ocaml","octopres","official","old-","old.","old_","onboard","online","only","open","opencv","opengl","openshift","openwrt","option","oracle","org-","org.","org_","origin","original","orm-","orm.","orm_","osx-","osx_","our-","our.","our_","out-","out.","out_","output","over","overview","own-","own.","own_","pack","package","packet","page","panel","paper","paperclip","para","parallax","parallel","parse","parser","parsing","particle","party","password","patch","path","pattern","payment","paypal","pdf-","pdf.","pdf_","pebble","people","perl","personal","phalcon","phoenix","phone","phonegap","photo","php-","php.","php_","physic","picker","pipeline","platform","play","player","please","plu-","plu.","plu_","plug-in","plugin","plupload","png-","png.","png_","poker","polyfill","polymer","pool","pop-","pop.","pop_","popcorn","popup","port","portable","portal","portfolio","post","power","powered","powerful","prelude","pretty","preview","principle","print","pro-","pro.","pro_","problem","proc","product","profile","profiler","program","progres","project","protocol","prototype","provider","proxy","public","pull","puppet","pure","purpose","push","pusher","pyramid","python","quality","query","queue","quick","rabbitmq","rack","radio","rail","railscast","random","range","raspberry","rdf-","rdf.","rdf_","react","reactive","read","reader","readme","ready","real","real-time","reality","realtime","recipe","recorder","red-","red.","red_","reddit","redi","redmine","reference","refinery","refresh","registry","related","release","remote","rendering","repo","report","request","require","required","requirej","research","resource","response","resque","rest","restful","resume","reveal","reverse","review","riak","rich","right","ring","robot","role","room","router","routing","rpc-","rpc.","rpc_","rpg-","rpg.","rpg_","rspec","ruby-","ruby.","ruby_","rule","run-","run.","run_","runner","running","runtime","rust","rvm-","rvm.","rvm_","salt","sample","sandbox","sas-","sas.","sas_","sbt-","sbt.","sbt_","scala","scalable","scanner","schema","scheme","school","science","scraper","scratch","screen","script","scroll","scs-","scs.","scs_","sdk-","sdk.","sdk_","sdl-","sdl.","sdl_","search","secure","security","see-","see.","see_","seed","select","selector","selenium","semantic","sencha","send","sentiment","serie","server","service","session","set-","set.","set_","setting","setup","sha1","sha2","sha256","share","shared","sharing","sheet","shell","shield","shipping","shop","shopify","shortener","should","show","showcase","side","silex","simple","simulator","single","site","skeleton","sketch","skin","slack","slide","slider","slim","small","smart","smtp","snake","snapshot","snippet","soap","social","socket","software","solarized","solr","solution","solver","some","soon","source","space","spark","spatial","spec","sphinx","spine","spotify","spree","spring","sprite","sql-","sql.","sql_","sqlite","ssh-","ssh.","ssh_","stack","staging","standard","stanford","start","started","starter","startup","stat","statamic","state","static","statistic","statsd","statu","steam","step","still","stm-","stm.","stm_","storage","store","storm","story","strategy","stream","streaming","string","stripe","structure","studio","study","stuff","style","sublime","sugar","suite","summary","super","support","supported","svg-","svg.","svg_","svn-","svn.","svn_","swagger","swift","switch","switcher","symfony","symphony","sync","synopsi","syntax","system","tab-","tab.","tab_","table","tag-","tag.","tag_","talk","target","task","tcp-","tcp.","tcp_","tdd-","tdd.","tdd_","team","tech","template","term","terminal","testing","tetri","text","textmate","theme","theory","three","thrift","time","timeline","timer","tiny","tinymce","tip-","tip.","tip_","title","todo","todomvc","token","tool","toolbox","toolkit","top-","top.","top_","tornado","touch","tower","tracker","tracking","traffic","training","transfer","translate","transport","tree","trello","try-","try.","try_","tumblr","tut-","tut.","tut_","tutorial","tweet","twig","twitter","type","typo","ubuntu","uiview","ultimate","under","unit","unity","universal","unix","update","updated","upgrade","upload","uploader","uri-","uri.","uri_","url-","url.","url_","usage","usb-","usb.","usb_","use-","use.","use_","used","useful","user","using","util","utilitie","utility","vagrant","validator","value","variou","varnish","version","via-","via.","via_","video","view","viewer","vim-","vim.","vim_","vimrc","virtual","vision","visual","vpn","want","warning","watch","watcher","wave","way-","way.","way_","weather","web-","web_","webapp","webgl","webhook","webkit","webrtc","website","websocket","welcome","what","what'","when","where","which","why-","why.","why_","widget","wifi","wiki","win-","win.","win_","window","wip-","wip.","wip_","within","without","wizard","word","wordpres","work","worker","workflow","working","workshop","world","wrapper","write","writer","writing","written","www-","www.","www_","xamarin","xcode","xml-","xml.","xml_","xmpp","xxxxxx","yahoo","yaml","yandex","yeoman","yet-","yet.","yet_","yii-","yii.","yii_","youtube","yui-","yui.","yui_","zend","zero","zip-","zip.","zip_","zsh-","zsh.","zsh_"]},{"regexTarget":"line","regexes":[{"source":"--mount=type=secret,","flags":""},{"source":"import[ \\\\t]+{[ \\\\t\\\\w,]+}[ \\\\t]+from[ \\\\t]+['\\"][^'\\"]+['\\"]","flags":""}],"stopwords":[]}]}`,
  '{"regex":{"source":"(?:ghu|ghs)_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"github_pat_\\\\w{82}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"gho_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"ghp_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"ghr_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glcbt-[0-9a-zA-Z]{1,5}_[0-9a-zA-Z_-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"gldt-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glffct-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glft-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glimt-[0-9a-zA-Z_\\\\-]{25}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glagent-[0-9a-zA-Z_\\\\-]{50}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"gloas-[0-9a-zA-Z_\\\\-]{64}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glpat-[\\\\w-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"\\\\bglpat-[0-9a-zA-Z_-]{27,300}\\\\.[0-9a-z]{2}[0-9a-z]{7}\\\\b","flags":""},"entropy":4,"allowlists":[]}',
  '{"regex":{"source":"glptt-[0-9a-f]{40}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"GR1348941[\\\\w-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"glrt-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"\\\\bglrt-t\\\\d_[0-9a-zA-Z_\\\\-]{27,300}\\\\.[0-9a-z]{2}[0-9a-z]{7}\\\\b","flags":""},"entropy":4,"allowlists":[]}',
  '{"regex":{"source":"glsoat-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"_gitlab_session=[0-9a-z]{32}","flags":""},"entropy":3,"allowlists":[]}',
  `{"regex":{"source":"(?:gitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:[gG][oO][cC][aA][rR][dD][lL][eE][sS][sS])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([lL][iI][vV][eE]_[A-Za-z0-9\\\\-_=]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(eyJrIjoi[A-Za-z0-9]{70,400}={0,3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(glc_[A-Za-z0-9+/]{32,400}={0,3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"allowlists":[]}`,
  '{"regex":{"source":"(?:pat|sat)\\\\.[a-zA-Z0-9_-]{22}\\\\.[a-zA-Z0-9]{24}\\\\.[a-zA-Z0-9]{20}","flags":""},"allowlists":[]}',
  '{"regex":{"source":"[A-Za-z0-9]{14}\\\\.(?:atlasv1)\\\\.[A-Za-z0-9\\\\-_=]{60,70}","flags":""},"entropy":3.5,"allowlists":[]}',
  `{"regex":{"source":"(?:heroku)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b((HRKU-AA[0-9a-zA-Z_-]{58}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"(?:hubspot)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(hf_(?:[A-Za-z]{34}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(api_org_(?:[A-Za-z]{34}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(ico-[a-zA-Z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:intercom)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{60})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(s-s4t2(?:ud|af)-[ABCDEFabcdef0123456789]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:jfrog|artifactory|bintray|xray)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{73})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:jfrog|artifactory|bintray|xray)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(ey[a-zA-Z0-9]{17,}\\\\.ey[a-zA-Z0-9\\\\/\\\\\\\\_-]{17,}\\\\.(?:[a-zA-Z0-9\\\\/\\\\\\\\_-]{10,}={0,2})?)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  '{"regex":{"source":"\\\\bZXlK(?:(?<alg>aGJHY2lPaU)|(?<apu>aGNIVWlPaU)|(?<apv>aGNIWWlPaU)|(?<aud>aGRXUWlPaU)|(?<b64>aU5qUWlP)|(?<crit>amNtbDBJanBi)|(?<cty>amRIa2lPaU)|(?<epk>bGNHc2lPbn)|(?<enc>bGJtTWlPaU)|(?<jku>cWEzVWlPaU)|(?<jwk>cWQyc2lPb)|(?<iss>cGMzTWlPaU)|(?<iv>cGRpSTZJ)|(?<kid>cmFXUWlP)|(?<key_ops>clpYbGZiM0J6SWpwY)|(?<kty>cmRIa2lPaUp)|(?<nonce>dWIyNWpaU0k2)|(?<p2c>d01tTWlP)|(?<p2s>d01uTWlPaU)|(?<ppt>d2NIUWlPaU)|(?<sub>emRXSWlPaU)|(?<svt>emRuUWlP)|(?<tag>MFlXY2lPaU)|(?<typ>MGVYQWlPaUp)|(?<url>MWNtd2l)|(?<use>MWMyVWlPaUp)|(?<ver>MlpYSWlPaU)|(?<version>MlpYSnphVzl1SWpv)|(?<x>NElqb2)|(?<x5c>NE5XTWlP)|(?<x5t>NE5YUWlPaU)|(?<x5ts256>NE5YUWpVekkxTmlJNkl)|(?<x5u>NE5YVWlPaU)|(?<zip>NmFYQWlPaU))[a-zA-Z0-9\\\\/\\\\\\\\_+\\\\-\\\\r\\\\n]{40,}={0,2}","flags":""},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"(?:kraken)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9\\\\/=_\\\\+\\\\-]{80,90})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:kucoin)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{24})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:kucoin)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:launchdarkly)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  '{"regex":{"source":"lin_api_[A-Za-z0-9]{40}","flags":""},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"(?:linear)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:linked[_-]?in)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{14})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:linked[_-]?in)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:lob)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}((live|test)_[a-f0-9]{35})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:lob)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}((test|live)_pub_[a-f0-9]{31})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:MailchimpSDK.initialize|mailchimp)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32}-us\\\\d\\\\d)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:mailgun)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(key-[a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:mailgun)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(pubkey-[a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:mailgun)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-h0-9]{32}-[a-h0-9]{8}-[a-h0-9]{8})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:mapbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(pk\\\\.[a-z0-9]{60}\\\\.[a-z0-9]{22})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:mattermost)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{26})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b([A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"(?:message[_-]?bird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{25})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:message[_-]?bird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  '{"regex":{"source":"https://[a-z0-9]+\\\\.webhook\\\\.office\\\\.com/webhookb2/[a-z0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}@[a-z0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}/IncomingWebhook/[a-z0-9]{32}/[a-z0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}","flags":""},"allowlists":[]}',
  `{"regex":{"source":"(?:netlify)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{40,46})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(NRJS-[a-f0-9]{19})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(NRII-[a-z0-9-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(NRAK-[a-z0-9]{27})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(ntn_[0-9]{11}[A-Za-z0-9]{32}[A-Za-z0-9]{3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(npm_[a-z0-9]{36})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:nytimes|new-york-times,|newyorktimes)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(API-[A-Z0-9]{26})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:(?:(?:[Oo]kta|OKTA))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(00[\\\\w=\\\\-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(sk-(?:proj|svcacct|admin)-(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})T3BlbkFJ(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})\\\\b|sk-[a-zA-Z0-9]{20}T3BlbkFJ[a-zA-Z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  '{"regex":{"source":"\\\\b(sha256~[\\\\w-]{43})(?:[^\\\\w-]|$)","flags":""},"entropy":3.5,"allowlists":[]}',
  `{"regex":{"source":"\\\\b(pplx-[a-zA-Z0-9]{48})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$|\\\\b)","flags":""},"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"(?:plaid)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:plaid)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{24})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3.5,"allowlists":[]}`,
  `{"regex":{"source":"(?:plaid)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{30})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3.5,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(pscale_tkn_[\\\\w=\\\\.-]{32,64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(pscale_oauth_[\\\\w=\\\\.-]{32,64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b([pP][sS][cC][aA][lL][eE]_[pP][wW]_[\\\\w=\\\\.-]{32,64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(PMAK-[A-Fa-f0-9]{24}\\\\-[A-Fa-f0-9]{34})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(pnu_[a-zA-Z0-9]{36})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  '{"regex":{"source":"-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\\\\s\\\\S-]{64,}?KEY(?: BLOCK)?-----","flags":"i"},"allowlists":[]}',
  `{"regex":{"source":"(?:(?:[pP][rR][iI][vV][aA][tT][eE][_-]?[aA][iI])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(pul-[a-f0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  '{"regex":{"source":"pypi-AgEIcHlwaS5vcmc[\\\\w-]{50,1000}","flags":""},"entropy":3,"allowlists":[]}',
  `{"regex":{"source":"(?:rapidapi)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{50})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(rdme_[a-z0-9]{70})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(rubygems_[a-f0-9]{48})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(tk-us-[\\\\w-]{48})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:sendbird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:sendbird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(SG\\\\.[A-Za-z0-9=_\\\\-\\\\.]{66})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(xkeysib-[a-f0-9]{64}\\\\-[A-Za-z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:sentry)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  '{"regex":{"source":"\\\\bsntrys_eyJpYXQiO[a-zA-Z0-9+/]{10,200}(?:LCJyZWdpb25fdXJs|InJlZ2lvbl91cmwi|cmVnaW9uX3VybCI6)[a-zA-Z0-9+/]{10,200}={0,2}_[a-zA-Z0-9+/]{43}(?:[^a-zA-Z0-9+/]|$)","flags":""},"entropy":4.5,"allowlists":[]}',
  `{"regex":{"source":"\\\\b(sntryu_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3.5,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(sm_aat_[a-zA-Z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(sm_pat_[a-zA-Z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(sm_sat_[a-zA-Z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(shippo_(?:live|test)_[a-fA-F0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  '{"regex":{"source":"shpat_[a-fA-F0-9]{32}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"shpca_[a-fA-F0-9]{32}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"shppa_[a-fA-F0-9]{32}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"shpss_[a-fA-F0-9]{32}","flags":""},"entropy":2,"allowlists":[]}',
  `{"regex":{"source":"(?:BUNDLE_ENTERPRISE__CONTRIBSYS__COM|BUNDLE_GEMS__CONTRIBSYS__COM)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{8}:[a-f0-9]{8})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  '{"regex":{"source":"\\\\bhttps?://([a-f0-9]{8}:[a-f0-9]{8})@(?:gems.contribsys.com|enterprise.contribsys.com)(?:[\\\\/|\\\\#|\\\\?|:]|$)","flags":"i"},"allowlists":[]}',
  '{"regex":{"source":"xapp-\\\\d-[A-Z0-9]+-\\\\d+-[a-z0-9]+","flags":"i"},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"xoxb-[0-9]{10,13}-[0-9]{10,13}[a-zA-Z0-9-]*","flags":""},"entropy":3,"allowlists":[]}',
  '{"regex":{"source":"xoxe.xox[bp]-\\\\d-[A-Z0-9]{163,166}","flags":"i"},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"xoxe-\\\\d-[A-Z0-9]{146}","flags":"i"},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"xoxb-[0-9]{8,14}-[a-zA-Z0-9]{18,26}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"xox[os]-\\\\d+-\\\\d+-\\\\d+-[a-fA-F\\\\d]+","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"xox[ar]-(?:\\\\d-)?[0-9a-zA-Z]{8,48}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"xox[pe](?:-[0-9]{10,13}){3}-[a-zA-Z0-9-]{28,34}","flags":""},"entropy":2,"allowlists":[]}',
  '{"regex":{"source":"(?:https?://)?hooks.slack.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{43,56}","flags":""},"allowlists":[]}',
  `{"regex":{"source":"(?:snyk[_.-]?(?:(?:api|oauth)[_.-]?)?(?:key|token))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:sonar[_.-]?(login|token))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(\\\\b(sgp_(?:[a-fA-F0-9]{16}|local)_[a-fA-F0-9]{40}|sgp_[a-fA-F0-9]{40}|[a-fA-F0-9]{40})\\\\b)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b((?:EAAA|sq0atp-)[\\\\w-]{22,60})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:squarespace)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b((?:sk|rk)_(?:test|live|prod)_[a-zA-Z0-9]{10,99})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"allowlists":[]}`,
  `{"regex":{"source":"(?:(?:(?:[Ss]umo|SUMO))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(su[a-zA-Z0-9]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:(?:[Ss]umo|SUMO))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([A-Za-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3,"allowlists":[]}`,
  `{"regex":{"source":"(?:[tT][eE][lL][eE][gG][rR])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{5,16}:(?:A)[A-Za-z0-9_\\\\-]{34})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:travis)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{22})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  '{"regex":{"source":"SK[0-9a-fA-F]{32}","flags":""},"entropy":3,"allowlists":[]}',
  `{"regex":{"source":"(?:twitch)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{30})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{45})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{15,25}-[a-zA-Z0-9]{20,40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{25})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{50})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(A{22}[a-zA-Z0-9%]{80,100})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:typeform)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(tfp_[a-z0-9\\\\-_\\\\.=]{59})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b(hvb\\\\.[\\\\w-]{138,300})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"allowlists":[]}`,
  `{"regex":{"source":"\\\\b((?:hvs\\\\.[\\\\w-]{90,120}|s\\\\.(?:[A-Za-z0-9]{24})))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3.5,"allowlists":[{"regexes":[{"source":"s\\\\.[A-Za-z]{24}","flags":""}],"stopwords":[]}]}`,
  `{"regex":{"source":"(?:yandex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(t1\\\\.[A-Z0-9a-z_-]+[=]{0,2}\\\\.[A-Z0-9a-z_-]{86}[=]{0,2})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:yandex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(AQVN[A-Za-z0-9_\\\\-]{35,38})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:yandex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(YC[a-zA-Z0-9_\\\\-]{38})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`,
  `{"regex":{"source":"(?:zendesk)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"allowlists":[]}`
];

// src/capture/secrets/gitleaks.ts
var INDEX = JSON.parse(GITLEAKS_RULE_INDEX_JSON);
var RULES = INDEX.map((r, index) => ({ kind: r.id.replace(/-/g, "_"), index, compiled: null }));
var RULES_BY_KEYWORD = /* @__PURE__ */ new Map();
var ALWAYS = [];
INDEX.forEach((r, i) => {
  if (r.keywords.length === 0) ALWAYS.push(RULES[i]);
  for (const k of r.keywords) {
    const list = RULES_BY_KEYWORD.get(k) ?? [];
    list.push(RULES[i]);
    RULES_BY_KEYWORD.set(k, list);
  }
});
var KEYWORDS = [...RULES_BY_KEYWORD.keys()];
var globalAllow = null;
function compileAllowlist(a) {
  return {
    and: a.condition === "AND",
    target: a.regexTarget === "match" || a.regexTarget === "line" ? a.regexTarget : "secret",
    regexes: a.regexes.map((r) => new RegExp(r.source, r.flags)),
    stopwords: a.stopwords
  };
}
function compiled(rule) {
  if (rule.compiled === null) {
    const body = JSON.parse(GITLEAKS_RULE_BODIES[rule.index]);
    rule.compiled = {
      re: new RegExp(body.regex.source, `${body.regex.flags}g`),
      secretGroup: body.secretGroup ?? 0,
      entropy: body.entropy ?? 0,
      keyPrefix: body.keyPrefix === true,
      allowlists: body.allowlists.map(compileAllowlist)
    };
  }
  return rule.compiled;
}
function shannonEntropy(s) {
  if (s.length === 0) return 0;
  const counts = /* @__PURE__ */ new Map();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}
function allowed(list, secret, match, line) {
  const target = list.target === "secret" ? secret : list.target === "match" ? match() : line();
  const byRegex = list.regexes.length > 0 ? list.regexes.some((re) => re.test(target)) : null;
  let byStopword = null;
  if (list.stopwords.length > 0) {
    const lower = secret.toLowerCase();
    byStopword = list.stopwords.some((w) => lower.includes(w));
  }
  const checks = [byRegex, byStopword].filter((c) => c !== null);
  if (checks.length === 0) return false;
  return list.and ? checks.every(Boolean) : checks.some(Boolean);
}
function lineAround(text, start, end) {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  const to = text.indexOf("\n", end);
  return text.slice(from, to === -1 ? text.length : to);
}
function candidateRules(text) {
  const lower = text.toLowerCase();
  const picked = new Set(ALWAYS);
  for (const k of KEYWORDS) if (lower.includes(k)) for (const r of RULES_BY_KEYWORD.get(k) ?? []) picked.add(r);
  return [...picked];
}
function findGitleaksSecrets(text) {
  const spans = [];
  for (const rule of candidateRules(text)) {
    const { re, secretGroup, entropy, keyPrefix, allowlists } = compiled(rule);
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const group = pickGroup(m, secretGroup);
      const secret = m[group] ?? "";
      if (secret.length === 0) continue;
      if (entropy > 0 && shannonEntropy(secret) < entropy) continue;
      const start = m.index + m[0].lastIndexOf(secret);
      const end = start + secret.length;
      const line = () => lineAround(text, start, end);
      const from = m.index;
      const matched = () => (keyPrefix ? text.slice(identifierStart(text, from), from) : "") + text.slice(from, end);
      globalAllow ??= compileAllowlist(JSON.parse(GITLEAKS_ALLOWLIST_JSON));
      if (allowed(globalAllow, secret, matched, line)) continue;
      if (allowlists.some((a) => allowed(a, secret, matched, line))) continue;
      spans.push({ start, end, kind: rule.kind });
    }
  }
  return spans;
}
function identifierStart(text, at) {
  let i = at;
  while (i > 0 && at - i < 50 && /[\w.-]/.test(text[i - 1])) i--;
  return i;
}
function pickGroup(m, secretGroup) {
  if (secretGroup > 0) return secretGroup;
  for (let g = 1; g < m.length; g++) if (m[g] !== void 0 && m[g] !== "") return g;
  return 0;
}

// src/capture/secrets/extra.ts
var NOT_A_VALUE = /^(?:\*+|x+|\.+|…|[<[{(].*|\$.*|%.*%|(?:your|my|the|a|an|new|old|same|wrong|incorrect|correct|required|empty|blank|set|not|none|null|nil|true|false|changed?|reset|expired|invalid|stored|saved|hidden|redacted|secret|password|passwd|pass|pwd|token|ask|prompt|stdin|env|example|placeholder|dummy|test|here|string|number|boolean|bool|str|int|bytes|any|undefined)\b.*)$/i;
function passwordLike(value) {
  const secret = value.replace(/[.,;:]+$/, "");
  if (secret.length < 6 || secret.length > 128) return false;
  if (NOT_A_VALUE.test(secret)) return false;
  if (secret.startsWith("[REDACTED")) return false;
  if (/^-/.test(secret)) return false;
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+;?$/.test(secret) || /[()]/.test(secret)) return false;
  if (/^[a-z]+$/.test(secret)) return false;
  return /[0-9]/.test(secret) || /[^A-Za-z0-9]/.test(secret) || /[a-z]/.test(secret) && /[A-Z]/.test(secret);
}
function commandValue(secret) {
  return secret.length >= 3 && !NOT_A_VALUE.test(secret) && !secret.startsWith("[REDACTED") && !/^-/.test(secret);
}
function flagValue(secret) {
  return commandValue(secret) && !/^[a-z]{1,8}$/.test(secret);
}
var RULES2 = [
  {
    // "my password is hunter2x!", "the root password for db1 is: Xy7#kq", "passphrase = 'tr0ub4dor'"
    kind: "password",
    keywords: ["pass", "pwd", "pin"],
    re: /\b(?:password|passwd|passphrase|passcode|pwd|pin)(?:\s+(?:for|of|on|to)\s+(?:the\s+)?[\w.@:/-]{1,60}(?:\s+\w{1,20})?)?(?:\s*[:=]|\s+(?:is|was|remains|is\s+now|is\s+set\s+to|set\s+to)\s*:?)\s+["'“‘`]?(?<secret>[^\s"'”’`]{4,128}?)["'”’`]?(?=[.,;:)]*(?:\s|$))/gi,
    accept: passwordLike
  },
  {
    // curl -u user:pw, curl --user=user:pw (a user alone, without ':', is not a secret)
    kind: "curl_password",
    keywords: ["curl"],
    re: /\bcurl\b[^\n]{0,300}?\s(?:-u|--user)(?:=|\s+)["']?[^\s:"']{1,100}:(?<secret>[^\s"']{3,200})/g,
    accept: commandValue
  },
  {
    // mysql -pS3cret, mysqldump -u root -p'S3cret'; a bare -p asks for the password and is left alone
    kind: "mysql_password",
    keywords: ["mysql", "mariadb"],
    re: /\b(?:mysql\w*|mariadb\w*)\b[^\n]{0,300}?\s-p["']?(?<secret>[^\s"'-][^\s"']{2,127})/g,
    accept: commandValue
  },
  {
    // --password X, --password=X, --db-password "X", sshpass -p X, PGPASSWORD on a command line is an assignment
    kind: "password",
    keywords: ["--", "sshpass"],
    re: /(?:--[\w-]{0,30}(?:password|passwd|passphrase|secret|token|api-key|apikey)|\bsshpass\s+-p)(?:=|\s+)(?<q>["']?)(?<secret>[^\s"']{3,200})\k<q>/gi,
    accept: flagValue
  },
  {
    // .netrc: "machine host login me password X" on one line, or a "password X" line of its own
    kind: "netrc_password",
    keywords: ["password", "passwd"],
    re: /(?:\bmachine\s+\S+(?:\s+(?:login|account)\s+\S+)*\s+|^[ \t]*)(?:password|passwd)[ \t]+(?<secret>\S{3,200})(?=\s*(?:\s(?:login|account|machine|macdef|default)\b|$))/gim,
    accept: commandValue
  },
  {
    // PuTTY .ppk: the private lines and their MAC
    kind: "putty_private_key",
    keywords: ["private-lines", "private-mac", "private-hash"],
    re: /(?:Private-Lines:[ \t]*\d+[ \t]*\r?\n(?<secret>(?:[A-Za-z0-9+/=]{4,}[ \t]*(?:\r?\n|$))+)|Private-(?:MAC|Hash):[ \t]*(?<mac>[0-9a-fA-F]{20,}))/g
  },
  {
    // Azure storage and Service Bus connection strings
    kind: "azure_key",
    keywords: ["accountkey", "sharedaccesskey", "sig="],
    re: /\b(?:AccountKey|SharedAccessKey|sig)=(?<secret>[A-Za-z0-9+/%]{20,}={0,2})/g
  },
  {
    // ADO.NET / ODBC / JDBC property style: "Server=db;User Id=sa;Password=Pa55w0rd!;" (the ';' makes it a string)
    kind: "connection_string_password",
    keywords: ["password", "pwd"],
    re: /(?<=;[ \t]*)(?:Password|Pwd|PWD|password|pwd)\s*=\s*(?<q>["']?)(?<secret>[^;"'\s][^;"'\n]{1,127}?)\k<q>\s*(?=;)/g,
    accept: commandValue
  },
  {
    // A bare AWS secret access key: 40 base64 characters, mixed, near an access key id or the words for it.
    kind: "aws_secret_access_key",
    keywords: ["aws", "akia", "asia", "secret"],
    re: /(?<![A-Za-z0-9/+=])(?<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])/g,
    accept: (s, text, start) => /[A-Z]/.test(s) && /[a-z]/.test(s) && /[0-9]/.test(s) && shannonEntropy(s) >= 4 && /aws|akia|asia|secret/i.test(text.slice(Math.max(0, start - 200), start))
  },
  { kind: "docker_hub_token", keywords: ["dckr_"], re: /\b(?<secret>dckr_(?:pat|oat)_[\w-]{20,})/g },
  {
    kind: "discord_webhook",
    keywords: ["/api/webhooks/"],
    re: /\bdiscord(?:app)?\.com\/api\/webhooks\/\d+\/(?<secret>[\w-]{40,})/g
  },
  { kind: "huggingface_token", keywords: ["hf_"], re: /\b(?<secret>hf_[A-Za-z0-9]{30,})\b/g },
  { kind: "sendgrid_key", keywords: ["sg."], re: /\b(?<secret>SG\.[\w-]{16,32}\.[\w-]{20,64})/g }
];
var withIndices = RULES2.map((r) => ({ ...r, re: new RegExp(r.re.source, `${r.re.flags}d`) }));
function findExtraSecrets(text) {
  const lower = text.toLowerCase();
  const spans = [];
  for (const rule of withIndices) {
    if (!rule.keywords.some((k) => lower.includes(k))) continue;
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(text); m !== null; m = rule.re.exec(text)) {
      if (m[0].length === 0) {
        rule.re.lastIndex++;
        continue;
      }
      for (const name of ["secret", "mac"]) {
        const at = m.indices?.groups?.[name];
        const secret = m.groups?.[name];
        if (!at || !secret) continue;
        if (rule.accept && !rule.accept(secret, text, at[0])) continue;
        spans.push({ start: at[0], end: at[1], kind: rule.kind });
      }
    }
  }
  return spans;
}

// src/capture/secrets/index.ts
var MARKER_RE = /\[REDACTED:[\w-]+\]/g;
function findSecrets(text) {
  const markers = text.includes("[REDACTED:") ? [...text.matchAll(MARKER_RE)].map((m) => ({ start: m.index, end: m.index + m[0].length })) : [];
  const spans = [...findExtraSecrets(text), ...findGitleaksSecrets(text)].map((s) => trimTrailingSpace(text, s)).filter((s) => s.end > s.start && !markers.some((m) => s.start < m.end && m.start < s.end)).sort((a, b) => a.start - b.start || b.end - a.end);
  const merged = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged;
}
function redactSpans(text, spans) {
  if (spans.length === 0) return text;
  let out = "";
  let last = 0;
  for (const s of spans) {
    out += `${text.slice(last, s.start)}[REDACTED:${s.kind}]`;
    last = s.end;
  }
  return out + text.slice(last);
}
function trimTrailingSpace(text, s) {
  let end = s.end;
  while (end > s.start && /\s/.test(text[end - 1])) end--;
  return end === s.end ? s : { ...s, end };
}

// src/capture/privacy.ts
var PRIVATE_TAG_RE = /<(\/?)private\b[^>]*>/gi;
function stripPrivate(text) {
  if (!/<private\b/i.test(text)) return text;
  let out = "";
  let depth = 0;
  let last = 0;
  PRIVATE_TAG_RE.lastIndex = 0;
  for (let m = PRIVATE_TAG_RE.exec(text); m !== null; m = PRIVATE_TAG_RE.exec(text)) {
    const closing = m[1] === "/";
    if (!closing) {
      if (depth === 0) {
        out += `${text.slice(last, m.index)}[private]`;
      }
      depth++;
    } else if (depth > 0) {
      depth--;
      if (depth === 0) last = m.index + m[0].length;
    }
  }
  if (depth > 0) return out;
  return out + text.slice(last);
}
var R = (kind) => `[REDACTED:${kind}]`;
var TOKEN_RULES = [
  {
    kind: "private_key",
    needs: ["-----begin"],
    // An unterminated block (truncated paste) is redacted to the end rather than leaked.
    re: /-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----|$)/g
  },
  {
    kind: "slack_webhook",
    needs: ["hooks.slack.com"],
    re: /https?:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]+/g
  },
  { kind: "anthropic_key", needs: ["sk-ant-"], re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  // The digit look-ahead keeps hyphenated words such as "sk-some-long-feature-flag-name" out.
  { kind: "openai_key", needs: ["sk-"], re: /\bsk-(?:proj-|svcacct-|admin-)?(?=[A-Za-z_-]{0,100}[0-9])[A-Za-z0-9_-]{20,}/g },
  {
    kind: "github_token",
    needs: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"],
    re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g
  },
  { kind: "gitlab_token", needs: ["glpat-"], re: /\bglpat-[A-Za-z0-9_-]{20,}/g },
  { kind: "slack_token", needs: ["xox"], re: /\bxox[bpars]-[A-Za-z0-9-]{10,}/g },
  // AWS documents AKIAIOSFODNN7EXAMPLE-style ids; those are examples, not keys.
  { kind: "aws_access_key_id", needs: ["akia", "asia"], re: /\b(?:AKIA|ASIA)(?![A-Z0-9]{9}EXAMPLE\b)[A-Z0-9]{16}\b/g },
  { kind: "google_api_key", needs: ["aiza"], re: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g },
  { kind: "stripe_key", needs: ["_live_", "_test_"], re: /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}/g },
  { kind: "npm_token", needs: ["npm_"], re: /\bnpm_[A-Za-z0-9]{36,}\b/g },
  { kind: "jwt", needs: ["eyj"], re: /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g }
];
var URL_PASSWORD_RE = /\b([a-z][a-z0-9+.-]{0,30}:\/\/)([^\s:/@]*):([^\s@/]+)@/gi;
var AWS_SECRET_RE = /\b(aws_secret_access_key["']?[ \t]*[=:][ \t]*["']?)([A-Za-z0-9/+=]{30,})/gi;
var AUTH_HEADER_RE = /\b(authorization["']?[ \t]*[:=][ \t]*["']?(?:bearer|basic|token|bot)[ \t]+)([A-Za-z0-9._~+/-]{6,}=*)/gi;
var BARE_BEARER_RE = /\b(bearer[ \t]+)((?=[A-Za-z._~+/-]{0,200}[0-9])[A-Za-z0-9._~+/-]{16,}=*)/gi;
var ASSIGNMENT_RE = /(?<![\w$./\\])(?<![\w.]-)(["']?)([A-Za-z_][\w.-]{0,79})\1((?:[ \t]*:[ \t]*[A-Za-z_][\w.]{0,60}(?:\[\])?[ \t]*=(?![=>~])|[ \t]*=(?![=>~])|[ \t]*:(?![:/]))[ \t]*)("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`|[^\s"'`,;)}\]]+)/g;
var SECRET_SEGMENT_RE = /^(?:password|passwd|passphrase|secret|token|credential|auth|authorization|apikey|privatekey|accesskey|secretkey|authtoken|accesstoken|refreshtoken|sessiontoken|clientsecret)s?$/;
var SECRET_SUBSTRING_RE = /password|passwd|secret|apikey|privatekey|accesskey|credential/;
var SECRET_PAIRS = /* @__PURE__ */ new Set([
  "api key",
  "private key",
  "access key",
  "secret key",
  "encryption key",
  "decryption key",
  "signing key",
  "app key",
  "master key",
  "hmac key",
  "jwt key",
  "cipher key",
  "crypto key",
  "license key",
  "account key",
  "session key"
]);
var PASSWORD_SHORT_SEGMENTS = /* @__PURE__ */ new Set(["pass", "pwd", "pw", "passwd", "pword"]);
var NON_SECRET_LAST_SEGMENTS = /* @__PURE__ */ new Set([
  "type",
  "types",
  "name",
  "names",
  "count",
  "length",
  "len",
  "limit",
  "limits",
  "max",
  "min",
  "size",
  "url",
  "uri",
  "endpoint",
  "path",
  "file",
  "dir",
  "field",
  "header",
  "prefix",
  "format",
  "kind",
  "mode",
  "id",
  "ids",
  "env",
  "var",
  "expiry",
  "expires",
  "expiration",
  "ttl",
  "in",
  "at",
  "policy",
  "provider",
  "usage",
  "budget",
  "required",
  "enabled",
  "method",
  "strategy",
  "location",
  "store",
  "helper",
  "re",
  "regex",
  "regexp",
  "pattern",
  "patterns",
  "rule",
  "rules",
  "schema",
  "label",
  "description",
  "hint",
  "message",
  "placeholder",
  "error",
  "errors",
  "help",
  "title",
  "ms",
  "seconds",
  "secs",
  "timeout",
  "interval"
]);
var NON_SECRET_FIRST_SEGMENTS = /* @__PURE__ */ new Set(["max", "min", "num", "total", "input", "output", "cache", "n"]);
function keySegments(key) {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[_.-]+/).filter((s) => s.length > 0);
}
var secretKeyCache = /* @__PURE__ */ new Map();
var SECRET_KEY_CACHE_SIZE = 1024;
function isSecretKey(key) {
  let known = secretKeyCache.get(key);
  if (known === void 0) {
    known = classifyKey(key);
    if (secretKeyCache.size >= SECRET_KEY_CACHE_SIZE) secretKeyCache.clear();
    secretKeyCache.set(key, known);
  }
  return known;
}
function classifyKey(key) {
  const segs = keySegments(key);
  if (segs.length === 0) return false;
  const lastSeg = segs[segs.length - 1];
  if (segs.length > 1 && NON_SECRET_LAST_SEGMENTS.has(lastSeg)) return false;
  if (segs.length > 1 && NON_SECRET_FIRST_SEGMENTS.has(segs[0])) return false;
  if (segs.some((s) => SECRET_SEGMENT_RE.test(s))) return true;
  if (segs.length > 1 && PASSWORD_SHORT_SEGMENTS.has(lastSeg)) return true;
  for (let i = 0; i + 1 < segs.length; i++) {
    if (SECRET_PAIRS.has(`${segs[i]} ${segs[i + 1]}`)) return true;
  }
  return SECRET_SUBSTRING_RE.test(segs.join(""));
}
var NON_LITERAL_WORDS = /* @__PURE__ */ new Set([
  "true",
  "false",
  "null",
  "none",
  "nil",
  "undefined",
  "yes",
  "no",
  "on",
  "off",
  "string",
  "number",
  "boolean",
  "bool",
  "str",
  "int",
  "bytes",
  "any",
  "unknown",
  "object",
  "optional",
  "required",
  "await",
  "new",
  "this",
  "self",
  "function",
  "async",
  "bearer",
  "basic",
  "redacted",
  "empty",
  "hidden",
  // The name of the thing rather than its value, as in docs: `scheme://user:password@host`.
  "password",
  "passwd",
  "pass",
  "pwd",
  "secret",
  "token",
  "apikey",
  "api_key",
  "key",
  // Well-known default and test values.
  "changeme",
  "changeit",
  "example",
  "test",
  "testing",
  "foobar"
]);
function isPlaceholder(v) {
  return v.length === 0 || v.startsWith("[REDACTED") || /^\$/.test(v) || // $VAR, ${VAR}, $(cmd)
  /\$\{/.test(v) || // template interpolation
  /^%[\w]+%$/.test(v) || // %WINDOWS_VAR%
  /^<[^>]*>$/.test(v) || // <your-token>
  /^\{\{.*\}\}$/.test(v) || // {{ secrets.X }}
  /^[*xX.•…]+$/.test(v) || // ****, xxxx, ...
  /(?:\.\.\.|…)$/.test(v) || // a shortened display such as sk-ant-...
  /^(?:your|my|example|dummy|placeholder)[-_ ]/i.test(v) || NON_LITERAL_WORDS.has(v.toLowerCase());
}
function isLiteralBareValue(value, envStyle, wholeLineYaml) {
  if (isPlaceholder(value)) return false;
  if (/[()[\]{}<>]/.test(value) || value[0] === "!") return false;
  if (/^\/.*\/[dgimsuvy]*$/.test(value)) return false;
  if (/^-?\d[\d_]*(?:\.\d+)?$/.test(value)) return value.replace(/\D/g, "").length >= 8;
  if (/^\d+:\d+$/.test(value)) return false;
  if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(value)) return false;
  const identifierLike = /^[A-Za-z_$][\w$]*$/.test(value);
  if (!identifierLike) return value.length >= 4;
  if (envStyle) return true;
  if (/[A-Za-z]/.test(value) && /[0-9]/.test(value) && value.length >= 6) return true;
  return wholeLineYaml && !/^[A-Z][a-z]/.test(value);
}
function redactAssignments(text) {
  let out = "";
  let copied = 0;
  ASSIGNMENT_RE.lastIndex = 0;
  for (let m = ASSIGNMENT_RE.exec(text); m !== null; m = ASSIGNMENT_RE.exec(text)) {
    const [match, q, key, sep, value] = m;
    const redacted = redactedAssignment(text, m.index, match, q, key, sep, value);
    if (redacted === null) {
      const afterKey = m.index + 2 * q.length + key.length;
      if (/[=:]/.test(match.slice(afterKey - m.index + 1))) ASSIGNMENT_RE.lastIndex = afterKey;
      continue;
    }
    out += text.slice(copied, m.index) + redacted;
    copied = m.index + match.length;
  }
  return out + text.slice(copied);
}
function redactedAssignment(whole, offset, match, q, key, sep, value) {
  if (!isSecretKey(key)) return null;
  if (q !== "" && /\?\s*$/.test(whole.slice(Math.max(0, offset - 40), offset))) return null;
  const head = `${q}${key}${q}${sep}`;
  const first = value[0];
  if (first === '"' || first === "'" || first === "`") {
    const inner = value.slice(1, -1);
    if (isPlaceholder(inner) || inner.length < 3) return null;
    return `${head}${first}${R(secretKind(key))}${first}`;
  }
  const wholeLineYaml = sep.trim() === ":" && aloneOnLine(whole, offset, offset + match.length);
  const envStyle = /^[A-Z][A-Z0-9_]*$/.test(key) && sep.trim() === "=";
  if (!isLiteralBareValue(value, envStyle, wholeLineYaml)) return null;
  return `${head}${R(secretKind(key))}`;
}
function aloneOnLine(text, start, end) {
  let i = start - 1;
  while (i >= 0 && (text[i] === " " || text[i] === "	")) i--;
  if (i >= 0 && text[i] === "-") {
    i--;
    while (i >= 0 && (text[i] === " " || text[i] === "	")) i--;
  }
  if (i >= 0 && text[i] !== "\n") return false;
  let j = end;
  while (j < text.length && (text[j] === " " || text[j] === "	" || text[j] === "\r")) j++;
  return j === text.length || text[j] === "\n";
}
function secretKind(key) {
  return /pass|pwd/i.test(key) ? "password" : "secret";
}
function redactSecrets(text) {
  if (text.length === 0) return text;
  const lower = text.toLowerCase();
  const has = (literal) => lower.includes(literal);
  let out = text;
  if (has("://")) {
    out = out.replace(
      URL_PASSWORD_RE,
      (match, scheme, user, pw) => (
        // `https://[REDACTED:github_token]@host` is a redacted token, not user "[REDACTED" with a password.
        isPlaceholder(pw) || pw.length < 3 || user.startsWith("[REDACTED") ? match : `${scheme}${user}:${R("url_password")}@`
      )
    );
  }
  for (const { kind, needs, re } of TOKEN_RULES) if (needs.some(has)) out = out.replace(re, R(kind));
  if (has("aws_secret_access_key")) out = out.replace(AWS_SECRET_RE, (_m, head) => `${head}${R("aws_secret_access_key")}`);
  if (has("authorization")) out = out.replace(AUTH_HEADER_RE, (_m, head) => `${head}${R("bearer_token")}`);
  if (has("bearer")) out = out.replace(BARE_BEARER_RE, (_m, head) => `${head}${R("bearer_token")}`);
  if (has("=") || has(":")) out = redactAssignments(out);
  return redactSpans(out, findSecrets(out));
}
function sanitizeText(text) {
  return redactSecrets(stripPrivate(text));
}
function isPlainObject(v) {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
function sanitizeDeep(value) {
  return sanitizeValue(value, void 0, /* @__PURE__ */ new WeakSet());
}
function sanitizeValue(value, parentKey, seen) {
  if (typeof value === "string") {
    if (parentKey !== void 0 && isSecretKey(parentKey) && !isPlaceholder(value) && value.length >= 3) {
      return R(secretKind(parentKey));
    }
    return sanitizeText(value);
  }
  if (Array.isArray(value)) {
    if (seen.has(value)) return "[circular]";
    seen.add(value);
    const out = value.map((v) => sanitizeValue(v, void 0, seen));
    seen.delete(value);
    return out;
  }
  if (isPlainObject(value)) {
    if (seen.has(value)) return "[circular]";
    seen.add(value);
    const out = {};
    for (const [k, v] of Object.entries(value)) out[k] = sanitizeValue(v, k, seen);
    seen.delete(value);
    return out;
  }
  return value;
}
function truncateWithMarker(text, maxBytes) {
  const originalBytes = Buffer.byteLength(text, "utf8");
  const limit = Math.max(0, Math.floor(Number.isFinite(maxBytes) ? maxBytes : 0));
  if (originalBytes <= limit) return { text, truncated: false, originalBytes };
  const buf = Buffer.from(text, "utf8");
  let cut = limit;
  while (cut > 0 && (buf[cut] & 192) === 128) cut--;
  const kept = buf.toString("utf8", 0, cut);
  return {
    text: `${kept}
\u2026[truncated ${originalBytes - cut} bytes]`,
    truncated: true,
    originalBytes
  };
}

export {
  stripPrivate,
  sanitizeText,
  sanitizeDeep,
  truncateWithMarker
};
