import { createRequire as __cmCreateRequire } from 'node:module'; const require = __cmCreateRequire(import.meta.url);

// src/capture/secrets/gitleaks-rules.ts
var GITLEAKS_RULES_JSON = `{"source":"gitleaks default config (config/gitleaks.toml), MIT licence, see vendor/gitleaks/README.md","generatedBy":"scripts/vendor-gitleaks.mjs","dropped":["freemius-secret-key","hashicorp-tf-password","kubernetes-secret-yaml","nuget-config-password","pkcs12-file"],"allowlist":{"regexes":[{"source":"^true|false|null$","flags":"i"},{"source":"^(?:[aA]+|[bB]+|[cC]+|[dD]+|[eE]+|[fF]+|[gG]+|[hH]+|[iI]+|[jJ]+|[kK]+|[lL]+|[mM]+|[nN]+|[oO]+|[pP]+|[qQ]+|[rR]+|[sS]+|[tT]+|[uU]+|[vV]+|[wW]+|[xX]+|[yY]+|[zZ]+|\\\\*+|\\\\.+)$","flags":""},{"source":"^\\\\$(?:\\\\d+|{\\\\d+})$","flags":""},{"source":"^\\\\$(?:[A-Z_]+|[a-z_]+)$","flags":""},{"source":"^\\\\\${(?:[A-Z_]+|[a-z_]+)}$","flags":""},{"source":"^\\\\{\\\\{[ \\\\t]*[\\\\w ().|]+[ \\\\t]*}}$","flags":""},{"source":"^\\\\$\\\\{\\\\{[ \\\\t]*(?:(?:env|github|secrets|vars)(?:\\\\.[A-Za-z]\\\\w+)+[\\\\w \\"'&./=|]*)[ \\\\t]*}}$","flags":""},{"source":"^%(?:[A-Z_]+|[a-z_]+)%$","flags":""},{"source":"^%[+\\\\-# 0]?[bcdeEfFgGoOpqstTUvxX]$","flags":""},{"source":"^\\\\{\\\\d{0,2}}$","flags":""},{"source":"^@(?:[A-Z_]+|[a-z_]+)@$","flags":""},{"source":"^/Users/[A-Za-z0-9]+/[\\\\w .-/]+$","flags":""},{"source":"^/(?:bin|etc|home|opt|tmp|usr|var)/[\\\\w ./-]+$","flags":""}],"stopwords":["014df517-39d1-4453-b7b3-9930c563627c","abcdefghijklmnopqrstuvwxyz"]},"rules":[{"id":"1password-secret-key","regex":{"source":"\\\\bA3-[A-Z0-9]{6}-(?:(?:[A-Z0-9]{11})|(?:[A-Z0-9]{6}-[A-Z0-9]{5}))-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\\\\b","flags":""},"entropy":3.8,"keywords":["a3-"],"allowlists":[]},{"id":"1password-service-account-token","regex":{"source":"ops_eyJ[a-zA-Z0-9+/]{250,}={0,3}","flags":""},"entropy":4,"keywords":["ops_"],"allowlists":[]},{"id":"adafruit-api-key","regex":{"source":"(?:adafruit)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["adafruit"],"allowlists":[]},{"id":"adobe-client-id","regex":{"source":"(?:adobe)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["adobe"],"allowlists":[]},{"id":"adobe-client-secret","regex":{"source":"\\\\b(p8e-[A-Za-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["p8e-"],"allowlists":[]},{"id":"age-secret-key","regex":{"source":"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}","flags":""},"keywords":["age-secret-key-1"],"allowlists":[]},{"id":"airtable-api-key","regex":{"source":"(?:airtable)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{17})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["airtable"],"allowlists":[]},{"id":"algolia-api-key","regex":{"source":"(?:algolia)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["algolia"],"allowlists":[]},{"id":"alibaba-access-key-id","regex":{"source":"\\\\b(LTAI[A-Za-z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["ltai"],"allowlists":[]},{"id":"alibaba-secret-key","regex":{"source":"(?:alibaba)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{30})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["alibaba"],"allowlists":[]},{"id":"asana-client-id","regex":{"source":"(?:asana)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["asana"],"allowlists":[]},{"id":"asana-client-secret","regex":{"source":"(?:asana)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["asana"],"allowlists":[]},{"id":"atlassian-api-token","regex":{"source":"(?:(?:ATLASSIAN|[Aa]tlassian)|(?:CONFLUENCE|[Cc]onfluence)|(?:JIRA|[Jj]ira))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([A-Za-z0-9]{20}[A-Fa-f0-9]{4})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)|\\\\b([aA][tT][aA][tT][tT]3[a-zA-ZA-Za-z0-9_\\\\-=]{186})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3.5,"keywords":["atlassian","confluence","jira","atatt3"],"allowlists":[]},{"id":"authress-service-client-access-key","regex":{"source":"\\\\b((?:sc|ext|scauth|authress)_[A-Za-z0-9]{5,30}\\\\.[A-Za-z0-9]{4,6}\\\\.(?:acc)[_-][A-Za-z0-9-]{10,32}\\\\.[A-Za-z0-9+/_=-]{30,120})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["sc_","ext_","scauth_","authress_"],"allowlists":[]},{"id":"aws-access-token","regex":{"source":"\\\\b((?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16})\\\\b","flags":""},"entropy":3,"keywords":["a3t","akia","asia","abia","acca"],"allowlists":[{"regexes":[{"source":".{1,256}EXAMPLE$","flags":""}],"stopwords":[]}]},{"id":"azure-ad-client-secret","regex":{"source":"(?:^|[\\\\\\\\'\\"\\\\x60\\\\s>=:(,)])([a-zA-Z0-9_~.]{3}\\\\dQ~[a-zA-Z0-9_~.-]{31,34})(?:$|[\\\\\\\\'\\"\\\\x60\\\\s<),])","flags":""},"entropy":3,"keywords":["q~"],"allowlists":[]},{"id":"beamer-api-token","regex":{"source":"(?:beamer)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(b_[a-z0-9=_\\\\-]{44})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["beamer"],"allowlists":[]},{"id":"bitbucket-client-id","regex":{"source":"(?:bitbucket)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["bitbucket"],"allowlists":[]},{"id":"bitbucket-client-secret","regex":{"source":"(?:bitbucket)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["bitbucket"],"allowlists":[]},{"id":"bittrex-access-key","regex":{"source":"(?:bittrex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["bittrex"],"allowlists":[]},{"id":"bittrex-secret-key","regex":{"source":"(?:bittrex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["bittrex"],"allowlists":[]},{"id":"cisco-meraki-api-key","regex":{"source":"(?:(?:(?:[Mm]eraki|MERAKI))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":3,"keywords":["meraki"],"allowlists":[]},{"id":"clickhouse-cloud-api-secret-key","regex":{"source":"\\\\b(4b1d[A-Za-z0-9]{38})\\\\b","flags":""},"entropy":3,"keywords":["4b1d"],"allowlists":[]},{"id":"clojars-api-token","regex":{"source":"CLOJARS_[a-z0-9]{60}","flags":"i"},"entropy":2,"keywords":["clojars_"],"allowlists":[]},{"id":"cloudflare-api-key","regex":{"source":"(?:cloudflare)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["cloudflare"],"allowlists":[]},{"id":"cloudflare-global-api-key","regex":{"source":"(?:cloudflare)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{37})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["cloudflare"],"allowlists":[]},{"id":"cloudflare-origin-ca-key","regex":{"source":"\\\\b(v1\\\\.0-[a-f0-9]{24}-[a-f0-9]{146})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["cloudflare","v1.0-"],"allowlists":[]},{"id":"codecov-access-token","regex":{"source":"(?:codecov)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["codecov"],"allowlists":[]},{"id":"cohere-api-token","regex":{"source":"(?:(?:[cC][oO][hH][eE][rR][eE]|[cC][oO]_[aA][pP][iI]_[kK][eE][yY])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-zA-Z0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":4,"keywords":["cohere","co_api_key"],"allowlists":[]},{"id":"coinbase-access-token","regex":{"source":"(?:coinbase)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["coinbase"],"allowlists":[]},{"id":"confluent-access-token","regex":{"source":"(?:confluent)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["confluent"],"allowlists":[]},{"id":"confluent-secret-key","regex":{"source":"(?:confluent)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["confluent"],"allowlists":[]},{"id":"contentful-delivery-api-token","regex":{"source":"(?:contentful)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{43})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["contentful"],"allowlists":[]},{"id":"curl-auth-header","regex":{"source":"\\\\bcurl\\\\b(?:.{0,256}?|.{0,256}?(?:[\\\\r\\\\n]{1,2}.{0,256}?){1,5})[ \\\\t\\\\n\\\\r](?:-H|--header)(?:=|[ \\\\t]{0,5})(?:\\"(?:[aA][uU][tT][hH][oO][rR][iI][zZ][aA][tT][iI][oO][nN]:[ \\\\t]{0,5}(?:[bB][aA][sS][iI][cC][ \\\\t]([A-Za-z0-9+/]{8,}={0,3})|(?:[bB][eE][aA][rR][eE][rR]|(?:[aA][pP][iI]-)?[tT][oO][kK][eE][nN])[ \\\\t]([\\\\w=~@.+/-]{8,})|([\\\\w=~@.+/-]{8,}))|(?:(?:[xX]-(?:[A-Za-z]+-)?)?(?:[aA][pP][iI]-?)?(?:[kK][eE][yY]|[tT][oO][kK][eE][nN])):[ \\\\t]{0,5}([\\\\w=~@.+/-]{8,}))\\"|'(?:[aA][uU][tT][hH][oO][rR][iI][zZ][aA][tT][iI][oO][nN]:[ \\\\t]{0,5}(?:[bB][aA][sS][iI][cC][ \\\\t]([A-Za-z0-9+/]{8,}={0,3})|(?:[bB][eE][aA][rR][eE][rR]|(?:[aA][pP][iI]-)?[tT][oO][kK][eE][nN])[ \\\\t]([\\\\w=~@.+/-]{8,})|([\\\\w=~@.+/-]{8,}))|(?:(?:[xX]-(?:[A-Za-z]+-)?)?(?:[aA][pP][iI]-?)?(?:[kK][eE][yY]|[tT][oO][kK][eE][nN])):[ \\\\t]{0,5}([\\\\w=~@.+/-]{8,}))')(?:\\\\B|\\\\s|$)","flags":""},"entropy":2.75,"keywords":["curl"],"allowlists":[]},{"id":"curl-auth-user","regex":{"source":"\\\\bcurl\\\\b(?:.{0,256}|.{0,256}(?:[\\\\r\\\\n]{1,2}.{0,256}){1,5})[ \\\\t\\\\n\\\\r](?:-u|--user)(?:=|[ \\\\t]{0,5})(\\"(:[^\\"]{3,}|[^:\\"]{3,}:|[^:\\"]{3,}:[^\\"]{3,})\\"|'([^:']{3,}:[^']{3,})'|((?:\\"[^\\"]{3,}\\"|'[^']{3,}'|[\\\\w$@.-]+):(?:\\"[^\\"]{3,}\\"|'[^']{3,}'|[\\\\w\${}@.-]+)))(?:\\\\s|$)","flags":""},"entropy":2,"keywords":["curl"],"allowlists":[{"regexes":[{"source":"[^:]+:(?:change(?:it|me)|pass(?:word)?|pwd|test|token|\\\\*+|x+)","flags":""},{"source":"['\\"]?<[^>]+>['\\"]?:['\\"]?<[^>]+>|<[^:]+:[^>]+>['\\"]?","flags":""},{"source":"[^:]+:\\\\[[^]]+]","flags":""},{"source":"['\\"]?[^:]+['\\"]?:['\\"]?\\\\$(?:\\\\d|\\\\w+|\\\\{(?:\\\\d|\\\\w+)})['\\"]?","flags":""},{"source":"\\\\$\\\\([^)]+\\\\):\\\\$\\\\([^)]+\\\\)","flags":""},{"source":"['\\"]?\\\\$?{{[^}]+}}['\\"]?:['\\"]?\\\\$?{{[^}]+}}['\\"]?","flags":""}],"stopwords":[]}]},{"id":"databricks-api-token","regex":{"source":"\\\\b(dapi[a-f0-9]{32}(?:-\\\\d)?)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["dapi"],"allowlists":[]},{"id":"datadog-access-token","regex":{"source":"(?:datadog)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["datadog"],"allowlists":[]},{"id":"defined-networking-api-token","regex":{"source":"(?:dnkey)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(dnkey-[a-z0-9=_\\\\-]{26}-[a-z0-9=_\\\\-]{52})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["dnkey"],"allowlists":[]},{"id":"digitalocean-access-token","regex":{"source":"\\\\b(doo_v1_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["doo_v1_"],"allowlists":[]},{"id":"digitalocean-pat","regex":{"source":"\\\\b(dop_v1_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["dop_v1_"],"allowlists":[]},{"id":"digitalocean-refresh-token","regex":{"source":"\\\\b(dor_v1_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keywords":["dor_v1_"],"allowlists":[]},{"id":"discord-api-token","regex":{"source":"(?:discord)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["discord"],"allowlists":[]},{"id":"discord-client-id","regex":{"source":"(?:discord)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{18})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["discord"],"allowlists":[]},{"id":"discord-client-secret","regex":{"source":"(?:discord)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["discord"],"allowlists":[]},{"id":"doppler-api-token","regex":{"source":"dp\\\\.pt\\\\.[A-Za-z0-9]{43}","flags":""},"entropy":2,"keywords":["dp.pt."],"allowlists":[]},{"id":"droneci-access-token","regex":{"source":"(?:droneci)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["droneci"],"allowlists":[]},{"id":"dropbox-api-token","regex":{"source":"(?:dropbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{15})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["dropbox"],"allowlists":[]},{"id":"dropbox-long-lived-api-token","regex":{"source":"(?:dropbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{11}(AAAAAAAAAA)[a-z0-9\\\\-_=]{43})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["dropbox"],"allowlists":[]},{"id":"dropbox-short-lived-api-token","regex":{"source":"(?:dropbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(sl\\\\.[a-z0-9\\\\-=_]{135})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["dropbox"],"allowlists":[]},{"id":"duffel-api-token","regex":{"source":"duffel_(?:test|live)_[A-Za-z0-9_\\\\-=]{43}","flags":""},"entropy":2,"keywords":["duffel_"],"allowlists":[]},{"id":"dynatrace-api-token","regex":{"source":"dt0c01\\\\.[A-Za-z0-9]{24}\\\\.[A-Za-z0-9]{64}","flags":""},"entropy":4,"keywords":["dt0c01."],"allowlists":[]},{"id":"easypost-api-token","regex":{"source":"\\\\bEZAK[A-Za-z0-9]{54}\\\\b","flags":""},"entropy":2,"keywords":["ezak"],"allowlists":[]},{"id":"easypost-test-api-token","regex":{"source":"\\\\bEZTK[A-Za-z0-9]{54}\\\\b","flags":""},"entropy":2,"keywords":["eztk"],"allowlists":[]},{"id":"etsy-access-token","regex":{"source":"(?:(?:ETSY|[Ee]tsy))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([A-Za-z0-9]{24})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3,"keywords":["etsy"],"allowlists":[]},{"id":"facebook-access-token","regex":{"source":"\\\\b(\\\\d{15,16}(\\\\||%)[0-9a-z\\\\-_]{27,40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"keywords":["facebook"],"allowlists":[]},{"id":"facebook-page-access-token","regex":{"source":"\\\\b(EAA[MC][A-Za-z0-9]{100,})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["eaam","eaac"],"allowlists":[]},{"id":"facebook-secret","regex":{"source":"(?:facebook)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3,"keywords":["facebook"],"allowlists":[]},{"id":"fastly-api-token","regex":{"source":"(?:fastly)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["fastly"],"allowlists":[]},{"id":"finicity-api-token","regex":{"source":"(?:finicity)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["finicity"],"allowlists":[]},{"id":"finicity-client-secret","regex":{"source":"(?:finicity)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["finicity"],"allowlists":[]},{"id":"finnhub-access-token","regex":{"source":"(?:finnhub)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["finnhub"],"allowlists":[]},{"id":"flickr-access-token","regex":{"source":"(?:flickr)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["flickr"],"allowlists":[]},{"id":"flutterwave-encryption-key","regex":{"source":"FLWSECK_TEST-[A-Ha-h0-9]{12}","flags":""},"entropy":2,"keywords":["flwseck_test"],"allowlists":[]},{"id":"flutterwave-public-key","regex":{"source":"FLWPUBK_TEST-[A-Ha-h0-9]{32}-[xX]","flags":""},"entropy":2,"keywords":["flwpubk_test"],"allowlists":[]},{"id":"flutterwave-secret-key","regex":{"source":"FLWSECK_TEST-[A-Ha-h0-9]{32}-[xX]","flags":""},"entropy":2,"keywords":["flwseck_test"],"allowlists":[]},{"id":"flyio-access-token","regex":{"source":"\\\\b((?:fo1_[\\\\w-]{43}|fm1[ar]_[a-zA-Z0-9+\\\\/]{100,}={0,3}|fm2_[a-zA-Z0-9+\\\\/]{100,}={0,3}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["fo1_","fm1","fm2_"],"allowlists":[]},{"id":"frameio-api-token","regex":{"source":"fio-u-[A-Za-z0-9\\\\-_=]{64}","flags":""},"keywords":["fio-u-"],"allowlists":[]},{"id":"freshbooks-access-token","regex":{"source":"(?:freshbooks)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["freshbooks"],"allowlists":[]},{"id":"gcp-api-key","regex":{"source":"\\\\b(AIza[\\\\w-]{35})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["aiza"],"allowlists":[{"regexes":[{"source":"AIzaSyabcdefghijklmnopqrstuvwxyz1234567","flags":""},{"source":"AIzaSyAnLA7NfeLquW1tJFpx_eQCxoX-oo6YyIs","flags":""},{"source":"AIzaSyCkEhVjf3pduRDt6d1yKOMitrUEke8agEM","flags":""},{"source":"AIzaSyDMAScliyLx7F0NPDEJi1QmyCgHIAODrlU","flags":""},{"source":"AIzaSyD3asb-2pEZVqMkmL6M9N6nHZRR_znhrh0","flags":""},{"source":"AIzayDNSXIbFmlXbIE6mCzDLQAqITYefhixbX4A","flags":""},{"source":"AIzaSyAdOS2zB6NCsk1pCdZ4-P6GBdi_UUPwX7c","flags":""},{"source":"AIzaSyASWm6HmTMdYWpgMnjRBjxcQ9CKctWmLd4","flags":""},{"source":"AIzaSyANUvH9H9BsUccjsu2pCmEkOPjjaXeDQgY","flags":""},{"source":"AIzaSyA5_iVawFQ8ABuTZNUdcwERLJv_a_p4wtM","flags":""},{"source":"AIzaSyA4UrcGxgwQFTfaI3no3t7Lt1sjmdnP5sQ","flags":""},{"source":"AIzaSyDSb51JiIcB6OJpwwMicseKRhhrOq1cS7g","flags":""},{"source":"AIzaSyBF2RrAIm4a0mO64EShQfqfd2AFnzAvvuU","flags":""},{"source":"AIzaSyBcE-OOIbhjyR83gm4r2MFCu4MJmprNXsw","flags":""},{"source":"AIzaSyB8qGxt4ec15vitgn44duC5ucxaOi4FmqE","flags":""},{"source":"AIzaSyA8vmApnrHNFE0bApF4hoZ11srVL_n0nvY","flags":""}],"stopwords":[]}]},{"id":"generic-api-key","regex":{"source":"(?:[aA][cC][cC][eE][sS][sS]|[aA][uU][tT][hH]|(?:[Aa]pi|API)|[cC][rR][eE][dD][eE][nN][tT][iI][aA][lL]|[cC][rR][eE][dD][sS]|[kK][eE][yY]|[pP][aA][sS][sS][wW](?:[oO][rR])?[dD]|[sS][eE][cC][rR][eE][tT]|[tT][oO][kK][eE][nN])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([\\\\w.=-]{10,150}|[A-Za-z0-9][A-Za-z0-9+/]{11,}={0,3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3.5,"keywords":["access","api","auth","key","credential","creds","passwd","password","secret","token"],"allowlists":[{"regexes":[{"source":"^[a-zA-Z_.-]+$","flags":""}],"stopwords":[]},{"regexTarget":"match","regexes":[{"source":"(?:[aA][cC][cC][eE][sS][sS](?:[iI][bB][iI][lL][iI][tT][yY]|[oO][rR])|[aA][cC][cC][eE][sS][sS][_.-]?[iI][dD]|[rR][aA][nN][dD][oO][mM][_.-]?[aA][cC][cC][eE][sS][sS]|[aA][pP][iI][_.-]?(?:[iI][dD]|[nN][aA][mM][eE]|[vV][eE][rR][sS][iI][oO][nN])|[rR][aA][pP][iI][dD]|[cC][aA][pP][iI][tT][aA][lL]|[A-Za-z0-9-]*?[aA][pP][iI][A-Za-z0-9-]*?:[jJ][aA][rR]:|[aA][uU][tT][hH][oO][rR]|[xX]-[mM][sS]-[eE][xX][cC][hH][aA][nN][gG][eE]-[oO][rR][gG][aA][nN][iI][zZ][aA][tT][iI][oO][nN]-[aA][uU][tT][hH]|[aA][uU][tT][hH][eE][nN][tT][iI][cC][aA][tT][iI][oO][nN]-[rR][eE][sS][uU][lL][tT][sS]|(?:[cC][rR][eE][dD][eE][nN][tT][iI][aA][lL][sS]?[_.-]?[iI][dD]|[wW][iI][tT][hH][cC][rR][eE][dD][eE][nN][tT][iI][aA][lL][sS])|(?:[bB][uU][cC][kK][eE][tT]|[fF][oO][rR][eE][iI][gG][nN]|[hH][oO][tT]|[iI][dD][xX]|[nN][aA][tT][uU][rR][aA][lL]|[pP][rR][iI][mM][aA][rR][yY]|[pP][uU][bB](?:[lL][iI][cC])?|[sS][cC][hH][eE][mM][aA]|[sS][eE][qQ][uU][eE][nN][cC][eE])[_.-]?[kK][eE][yY]|(?:[tT][uU][rR][kK][eE][yY])|[kK][eE][yY][_.-]?(?:[aA][lL][iI][aA][sS]|[bB][oO][aA][rR][dD]|[cC][oO][dD][eE]|[fF][rR][aA][mM][eE]|[iI][dD]|[lL][eE][nN][gG][tT][hH]|[mM][eE][sS][hH]|[nN][aA][mM][eE]|[pP][aA][iI][rR]|[pP][rR][eE][sS][sS](?:[eE][dD])?|[rR][iI][nN][gG]|[sS][eE][lL][eE][cC][tT][oO][rR]|[sS][iI][gG][nN][aA][tT][uU][rR][eE]|[sS][iI][zZ][eE]|[sS][tT][oO][nN][eE]|[sS][tT][oO][rR][eE][tT][yY][pP][eE]|[wW][oO][rR][dD]|[uU][pP]|[dD][oO][wW][nN]|[lL][eE][fF][tT]|[rR][iI][gG][hH][tT])|[kK][eE][yY][_.-]?[vV][aA][uU][lL][tT][_.-]?(?:[iI][dD]|[nN][aA][mM][eE])|[kK][eE][yY][vV][aA][uU][lL][tT][tT][oO][sS][tT][oO][rR][eE][sS][eE][cC][rR][eE][tT][sS]|[kK][eE][yY](?:[sS][tT][oO][rR][eE]|[tT][aA][bB])[_.-]?(?:[fF][iI][lL][eE]|[pP][aA][tT][hH])|[iI][sS][sS][uU][eE][rR][kK][eE][yY][hH][aA][sS][hH]|(?:[DdMm]onkey|[DM]ONKEY)|[kK][eE][yY][iI][nN][gG]|(?:[sS][eE][cC][rR][eE][tT])[_.-]?(?:[lL][eE][nN][gG][tT][hH]|[nN][aA][mM][eE]|[sS][iI][zZ][eE])|[uU][sS][eE][rR][sS][eE][cC][rR][eE][tT][sS][iI][dD]|(?:[cC][sS][rR][fF])[_.-]?[tT][oO][kK][eE][nN]|(?:[iI][oO]\\\\.[jJ][sS][oO][nN][wW][eE][bB][tT][oO][kK][eE][nN][ \\\\t]?:[ \\\\t]?[\\\\w-]+)|(?:[aA][pP][iI]|[cC][rR][eE][dD][eE][nN][tT][iI][aA][lL][sS]|[tT][oO][kK][eE][nN])[_.-]?(?:[eE][nN][dD][pP][oO][iI][nN][tT]|[uU][rR][ILil])|[pP][uU][bB][lL][iI][cC][_.-]?[tT][oO][kK][eE][nN]|(?:[kK][eE][yY]|[tT][oO][kK][eE][nN])[_.-]?[fF][iI][lL][eE]|(?:(?:[A-Z_]+=\\\\n[A-Z_]+=|[a-z_]+=\\\\n[a-z_]+=)(?:\\\\n|$))|(?:(?:[A-Z.]+=\\\\n[A-Z.]+=|[a-z.]+=\\\\n[a-z.]+=)(?:\\\\n|$)))","flags":""}],"stopwords":["000000","6fe4476ee5a1832882e326b506d14126","_ec2_","aaaaaa","about","abstract","academy","acces","account","act-","act.","act_","action","active","actively","activity","adapter","add-","add-on","add.","add_","addon","addres","admin","adobe","advanced","adventure","agent","agile","air-","air.","air_","ajax","akka","alert","alfred","algorithm","all-","all.","all_","alloy","alpha","amazon","amqp","analysi","analytic","analyzer","android","angular","angularj","animate","animation","another","ansible","answer","ant-","ant.","ant_","any-","any.","any_","apache","app-","app.","app_","apple","arch","archive","archived","arduino","array","art-","art.","art_","article","asp-","asp.","asp_","asset","async","atom","attention","audio","audit","aura","auth","author","authorize","auto","automated","automatic","awesome","aws_","azure","back","backbone","backend","backup","bar-","bar.","bar_","base","based","bash","basic","batch","been","beer","behavior","being","benchmark","best","beta","better","big-","big.","big_","binary","binding","bit-","bit.","bit_","bitcoin","block","blog","board","book","bookmark","boost","boot","bootstrap","bosh","bot-","bot.","bot_","bower","box-","box.","box_","boxen","bracket","branch","bridge","browser","brunch","buffer","bug-","bug.","bug_","build","builder","building","buildout","buildpack","built","bundle","busines","but-","but.","but_","button","cache","caching","cakephp","calendar","call","camera","campfire","can-","can.","can_","canva","captcha","capture","card","carousel","case","cassandra","cat-","cat.","cat_","category","center","cento","challenge","change","changelog","channel","chart","chat","cheat","check","checker","chef","ches","chinese","chosen","chrome","ckeditor","clas","classe","classic","clean","cli-","cli.","cli_","client","clojure","clone","closure","cloud","club","cluster","cms-","cms_","coco","code","coding","coffee","color","combination","combo","command","commander","comment","commit","common","community","compas","compiler","complete","component","composer","computer","computing","con-","con.","con_","concept","conf","config","connect","connector","console","contact","container","contao","content","contest","context","control","convert","converter","conway'","cookbook","cookie","cool","copy","cordova","core","couchbase","couchdb","countdown","counter","course","craft","crawler","create","creating","creator","credential","crm-","crm.","crm_","cros","crud","csv-","csv.","csv_","cube","cucumber","cuda","current","currently","custom","daemon","dark","dart","dash","dashboard","data","database","date","day-","day.","day_","dead","debian","debug","debugger","deck","define","del-","del.","del_","delete","demo","deploy","design","designer","desktop","detection","detector","dev-","dev.","dev_","develop","developer","device","devise","diff","digital","directive","directory","discovery","display","django","dns-","dns_","doc-","doc.","doc_","docker","docpad","doctrine","document","doe-","doe.","doe_","dojo","dom-","dom.","dom_","domain","don't","done","dot-","dot.","dot_","dotfile","download","draft","drag","drill","drive","driven","driver","drop","dropbox","drupal","dsl-","dsl.","dsl_","dynamic","easy","ecdsa","eclipse","edit","editing","edition","editor","element","emac","email","embed","embedded","ember","emitter","emulator","encoding","endpoint","engine","english","enhanced","entity","entry","env_","episode","erlang","error","espresso","event","evented","example","exchange","exercise","experiment","expire","exploit","explorer","export","exporter","expres","ext-","ext.","ext_","extended","extension","external","extra","extractor","fabric","facebook","factory","fake","fast","feature","feed","fewfwef","ffmpeg","field","file","filter","find","finder","firefox","firmware","first","fish","fix-","fix_","flash","flask","flat","flex","flexible","flickr","flow","fluent","fluentd","fluid","folder","font","force","foreman","fork","form","format","formatter","forum","foundry","framework","free","friend","friendly","front-end","frontend","ftp-","ftp.","ftp_","fuel","full","fun-","fun.","fun_","func","future","gaia","gallery","game","gateway","gem-","gem.","gem_","gen-","gen.","gen_","general","generator","generic","genetic","get-","get.","get_","getenv","getting","ghost","gist","git-","git.","git_","github","gitignore","gitlab","glas","gmail","gnome","gnu-","gnu.","gnu_","goal","golang","gollum","good","google","gpu-","gpu.","gpu_","gradle","grail","graph","graphic","great","grid","groovy","group","grunt","guard","gui-","gui.","gui_","guide","guideline","gulp","gwt-","gwt.","gwt_","hack","hackathon","hacker","hacking","hadoop","haml","handler","hardware","has-","has_","hash","haskell","have","haxe","hello","help","helper","here","hero","heroku","high","hipchat","history","home","homebrew","homepage","hook","host","hosting","hot-","hot.","hot_","house","how-","how.","how_","html","http","hub-","hub.","hub_","hubot","human","icon","ide-","ide.","ide_","idea","identity","idiomatic","image","impact","import","important","importer","impres","index","infinite","info","injection","inline","input","inside","inspector","instagram","install","installer","instant","intellij","interface","internet","interview","into","intro","ionic","iphone","ipython","irc-","irc_","iso-","iso.","iso_","issue","jade","jasmine","java","jbos","jekyll","jenkin","jetbrains","job-","job.","job_","joomla","jpa-","jpa.","jpa_","jquery","json","just","kafka","karma","kata","kernel","keyboard","kindle","kit-","kit.","kit_","kitchen","knife","koan","kohana","lab-","lab.","lab_","lambda","lamp","language","laravel","last","latest","latex","launcher","layer","layout","lazy","ldap","leaflet","league","learn","learning","led-","led.","led_","leetcode","les-","les.","les_","level","leveldb","lib-","lib.","lib_","librarie","library","license","life","liferay","light","lightbox","like","line","link","linked","linkedin","linux","lisp","list","lite","little","load","loader","local","location","lock","log-","log.","log_","logger","logging","logic","login","logstash","longer","look","love","lua-","lua.","lua_","mac-","mac.","mac_","machine","made","magento","magic","mail","make","maker","making","man-","man.","man_","manage","manager","manifest","manual","map-","map.","map_","mapper","mapping","markdown","markup","master","math","matrix","maven","md5","mean","media","mediawiki","meetup","memcached","memory","menu","merchant","message","messaging","meta","metadata","meteor","method","metric","micro","middleman","migration","minecraft","miner","mini","minimal","mirror","mit-","mit.","mit_","mobile","mocha","mock","mod-","mod.","mod_","mode","model","modern","modular","module","modx","money","mongo","mongodb","mongoid","mongoose","monitor","monkey","more","motion","moved","movie","mozilla","mqtt","mule","multi","multiple","music","mustache","mvc-","mvc.","mvc_","mysql","nagio","name","native","need","neo-","neo.","neo_","nest","nested","net-","net.","net_","nette","network","new-","new.","new_","next","nginx","ninja","nlp-","nlp.","nlp_","node","nodej","nosql","not-","not.","not_","note","notebook","notepad","notice","notifier","now-","now.","now_","number","oauth","object","objective","obsolete","ocaml","octopres","official","old-","old.","old_","onboard","online","only","open","opencv","opengl","openshift","openwrt","option","oracle","org-","org.","org_","origin","original","orm-","orm.","orm_","osx-","osx_","our-","our.","our_","out-","out.","out_","output","over","overview","own-","own.","own_","pack","package","packet","page","panel","paper","paperclip","para","parallax","parallel","parse","parser","parsing","particle","party","password","patch","path","pattern","payment","paypal","pdf-","pdf.","pdf_","pebble","people","perl","personal","phalcon","phoenix","phone","phonegap","photo","php-","php.","php_","physic","picker","pipeline","platform","play","player","please","plu-","plu.","plu_","plug-in","plugin","plupload","png-","png.","png_","poker","polyfill","polymer","pool","pop-","pop.","pop_","popcorn","popup","port","portable","portal","portfolio","post","power","powered","powerful","prelude","pretty","preview","principle","print","pro-","pro.","pro_","problem","proc","product","profile","profiler","program","progres","project","protocol","prototype","provider","proxy","public","pull","puppet","pure","purpose","push","pusher","pyramid","python","quality","query","queue","quick","rabbitmq","rack","radio","rail","railscast","random","range","raspberry","rdf-","rdf.","rdf_","react","reactive","read","reader","readme","ready","real","real-time","reality","realtime","recipe","recorder","red-","red.","red_","reddit","redi","redmine","reference","refinery","refresh","registry","related","release","remote","rendering","repo","report","request","require","required","requirej","research","resource","response","resque","rest","restful","resume","reveal","reverse","review","riak","rich","right","ring","robot","role","room","router","routing","rpc-","rpc.","rpc_","rpg-","rpg.","rpg_","rspec","ruby-","ruby.","ruby_","rule","run-","run.","run_","runner","running","runtime","rust","rvm-","rvm.","rvm_","salt","sample","sandbox","sas-","sas.","sas_","sbt-","sbt.","sbt_","scala","scalable","scanner","schema","scheme","school","science","scraper","scratch","screen","script","scroll","scs-","scs.","scs_","sdk-","sdk.","sdk_","sdl-","sdl.","sdl_","search","secure","security","see-","see.","see_","seed","select","selector","selenium","semantic","sencha","send","sentiment","serie","server","service","session","set-","set.","set_","setting","setup","sha1","sha2","sha256","share","shared","sharing","sheet","shell","shield","shipping","shop","shopify","shortener","should","show","showcase","side","silex","simple","simulator","single","site","skeleton","sketch","skin","slack","slide","slider","slim","small","smart","smtp","snake","snapshot","snippet","soap","social","socket","software","solarized","solr","solution","solver","some","soon","source","space","spark","spatial","spec","sphinx","spine","spotify","spree","spring","sprite","sql-","sql.","sql_","sqlite","ssh-","ssh.","ssh_","stack","staging","standard","stanford","start","started","starter","startup","stat","statamic","state","static","statistic","statsd","statu","steam","step","still","stm-","stm.","stm_","storage","store","storm","story","strategy","stream","streaming","string","stripe","structure","studio","study","stuff","style","sublime","sugar","suite","summary","super","support","supported","svg-","svg.","svg_","svn-","svn.","svn_","swagger","swift","switch","switcher","symfony","symphony","sync","synopsi","syntax","system","tab-","tab.","tab_","table","tag-","tag.","tag_","talk","target","task","tcp-","tcp.","tcp_","tdd-","tdd.","tdd_","team","tech","template","term","terminal","testing","tetri","text","textmate","theme","theory","three","thrift","time","timeline","timer","tiny","tinymce","tip-","tip.","tip_","title","todo","todomvc","token","tool","toolbox","toolkit","top-","top.","top_","tornado","touch","tower","tracker","tracking","traffic","training","transfer","translate","transport","tree","trello","try-","try.","try_","tumblr","tut-","tut.","tut_","tutorial","tweet","twig","twitter","type","typo","ubuntu","uiview","ultimate","under","unit","unity","universal","unix","update","updated","upgrade","upload","uploader","uri-","uri.","uri_","url-","url.","url_","usage","usb-","usb.","usb_","use-","use.","use_","used","useful","user","using","util","utilitie","utility","vagrant","validator","value","variou","varnish","version","via-","via.","via_","video","view","viewer","vim-","vim.","vim_","vimrc","virtual","vision","visual","vpn","want","warning","watch","watcher","wave","way-","way.","way_","weather","web-","web_","webapp","webgl","webhook","webkit","webrtc","website","websocket","welcome","what","what'","when","where","which","why-","why.","why_","widget","wifi","wiki","win-","win.","win_","window","wip-","wip.","wip_","within","without","wizard","word","wordpres","work","worker","workflow","working","workshop","world","wrapper","write","writer","writing","written","www-","www.","www_","xamarin","xcode","xml-","xml.","xml_","xmpp","xxxxxx","yahoo","yaml","yandex","yeoman","yet-","yet.","yet_","yii-","yii.","yii_","youtube","yui-","yui.","yui_","zend","zero","zip-","zip.","zip_","zsh-","zsh.","zsh_"]},{"regexTarget":"line","regexes":[{"source":"--mount=type=secret,","flags":""},{"source":"import[ \\\\t]+{[ \\\\t\\\\w,]+}[ \\\\t]+from[ \\\\t]+['\\"][^'\\"]+['\\"]","flags":""}],"stopwords":[]}]},{"id":"github-app-token","regex":{"source":"(?:ghu|ghs)_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"keywords":["ghu_","ghs_"],"allowlists":[]},{"id":"github-fine-grained-pat","regex":{"source":"github_pat_\\\\w{82}","flags":""},"entropy":3,"keywords":["github_pat_"],"allowlists":[]},{"id":"github-oauth","regex":{"source":"gho_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"keywords":["gho_"],"allowlists":[]},{"id":"github-pat","regex":{"source":"ghp_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"keywords":["ghp_"],"allowlists":[]},{"id":"github-refresh-token","regex":{"source":"ghr_[0-9a-zA-Z]{36}","flags":""},"entropy":3,"keywords":["ghr_"],"allowlists":[]},{"id":"gitlab-cicd-job-token","regex":{"source":"glcbt-[0-9a-zA-Z]{1,5}_[0-9a-zA-Z_-]{20}","flags":""},"entropy":3,"keywords":["glcbt-"],"allowlists":[]},{"id":"gitlab-deploy-token","regex":{"source":"gldt-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"keywords":["gldt-"],"allowlists":[]},{"id":"gitlab-feature-flag-client-token","regex":{"source":"glffct-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"keywords":["glffct-"],"allowlists":[]},{"id":"gitlab-feed-token","regex":{"source":"glft-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"keywords":["glft-"],"allowlists":[]},{"id":"gitlab-incoming-mail-token","regex":{"source":"glimt-[0-9a-zA-Z_\\\\-]{25}","flags":""},"entropy":3,"keywords":["glimt-"],"allowlists":[]},{"id":"gitlab-kubernetes-agent-token","regex":{"source":"glagent-[0-9a-zA-Z_\\\\-]{50}","flags":""},"entropy":3,"keywords":["glagent-"],"allowlists":[]},{"id":"gitlab-oauth-app-secret","regex":{"source":"gloas-[0-9a-zA-Z_\\\\-]{64}","flags":""},"entropy":3,"keywords":["gloas-"],"allowlists":[]},{"id":"gitlab-pat","regex":{"source":"glpat-[\\\\w-]{20}","flags":""},"entropy":3,"keywords":["glpat-"],"allowlists":[]},{"id":"gitlab-pat-routable","regex":{"source":"\\\\bglpat-[0-9a-zA-Z_-]{27,300}\\\\.[0-9a-z]{2}[0-9a-z]{7}\\\\b","flags":""},"entropy":4,"keywords":["glpat-"],"allowlists":[]},{"id":"gitlab-ptt","regex":{"source":"glptt-[0-9a-f]{40}","flags":""},"entropy":3,"keywords":["glptt-"],"allowlists":[]},{"id":"gitlab-rrt","regex":{"source":"GR1348941[\\\\w-]{20}","flags":""},"entropy":3,"keywords":["gr1348941"],"allowlists":[]},{"id":"gitlab-runner-authentication-token","regex":{"source":"glrt-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"keywords":["glrt-"],"allowlists":[]},{"id":"gitlab-runner-authentication-token-routable","regex":{"source":"\\\\bglrt-t\\\\d_[0-9a-zA-Z_\\\\-]{27,300}\\\\.[0-9a-z]{2}[0-9a-z]{7}\\\\b","flags":""},"entropy":4,"keywords":["glrt-"],"allowlists":[]},{"id":"gitlab-scim-token","regex":{"source":"glsoat-[0-9a-zA-Z_\\\\-]{20}","flags":""},"entropy":3,"keywords":["glsoat-"],"allowlists":[]},{"id":"gitlab-session-cookie","regex":{"source":"_gitlab_session=[0-9a-z]{32}","flags":""},"entropy":3,"keywords":["_gitlab_session="],"allowlists":[]},{"id":"gitter-access-token","regex":{"source":"(?:gitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["gitter"],"allowlists":[]},{"id":"gocardless-api-token","regex":{"source":"(?:[gG][oO][cC][aA][rR][dD][lL][eE][sS][sS])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([lL][iI][vV][eE]_[A-Za-z0-9\\\\-_=]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"keywords":["live_","gocardless"],"allowlists":[]},{"id":"grafana-api-key","regex":{"source":"\\\\b(eyJrIjoi[A-Za-z0-9]{70,400}={0,3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"keywords":["eyjrijoi"],"allowlists":[]},{"id":"grafana-cloud-api-token","regex":{"source":"\\\\b(glc_[A-Za-z0-9+/]{32,400}={0,3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"keywords":["glc_"],"allowlists":[]},{"id":"grafana-service-account-token","regex":{"source":"\\\\b(glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"keywords":["glsa_"],"allowlists":[]},{"id":"harness-api-key","regex":{"source":"(?:pat|sat)\\\\.[a-zA-Z0-9_-]{22}\\\\.[a-zA-Z0-9]{24}\\\\.[a-zA-Z0-9]{20}","flags":""},"keywords":["pat.","sat."],"allowlists":[]},{"id":"hashicorp-tf-api-token","regex":{"source":"[A-Za-z0-9]{14}\\\\.(?:atlasv1)\\\\.[A-Za-z0-9\\\\-_=]{60,70}","flags":""},"entropy":3.5,"keywords":["atlasv1"],"allowlists":[]},{"id":"heroku-api-key","regex":{"source":"(?:heroku)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["heroku"],"allowlists":[]},{"id":"heroku-api-key-v2","regex":{"source":"\\\\b((HRKU-AA[0-9a-zA-Z_-]{58}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["hrku-aa"],"allowlists":[]},{"id":"hubspot-api-key","regex":{"source":"(?:hubspot)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["hubspot"],"allowlists":[]},{"id":"huggingface-access-token","regex":{"source":"\\\\b(hf_(?:[A-Za-z]{34}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["hf_"],"allowlists":[]},{"id":"huggingface-organization-api-token","regex":{"source":"\\\\b(api_org_(?:[A-Za-z]{34}))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["api_org_"],"allowlists":[]},{"id":"infracost-api-token","regex":{"source":"\\\\b(ico-[a-zA-Z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["ico-"],"allowlists":[]},{"id":"intercom-api-key","regex":{"source":"(?:intercom)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{60})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["intercom"],"allowlists":[]},{"id":"intra42-client-secret","regex":{"source":"\\\\b(s-s4t2(?:ud|af)-[ABCDEFabcdef0123456789]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["intra","s-s4t2ud-","s-s4t2af-"],"allowlists":[]},{"id":"jfrog-api-key","regex":{"source":"(?:jfrog|artifactory|bintray|xray)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{73})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["jfrog","artifactory","bintray","xray"],"allowlists":[]},{"id":"jfrog-identity-token","regex":{"source":"(?:jfrog|artifactory|bintray|xray)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["jfrog","artifactory","bintray","xray"],"allowlists":[]},{"id":"jwt","regex":{"source":"\\\\b(ey[a-zA-Z0-9]{17,}\\\\.ey[a-zA-Z0-9\\\\/\\\\\\\\_-]{17,}\\\\.(?:[a-zA-Z0-9\\\\/\\\\\\\\_-]{10,}={0,2})?)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["ey"],"allowlists":[]},{"id":"jwt-base64","regex":{"source":"\\\\bZXlK(?:(?<alg>aGJHY2lPaU)|(?<apu>aGNIVWlPaU)|(?<apv>aGNIWWlPaU)|(?<aud>aGRXUWlPaU)|(?<b64>aU5qUWlP)|(?<crit>amNtbDBJanBi)|(?<cty>amRIa2lPaU)|(?<epk>bGNHc2lPbn)|(?<enc>bGJtTWlPaU)|(?<jku>cWEzVWlPaU)|(?<jwk>cWQyc2lPb)|(?<iss>cGMzTWlPaU)|(?<iv>cGRpSTZJ)|(?<kid>cmFXUWlP)|(?<key_ops>clpYbGZiM0J6SWpwY)|(?<kty>cmRIa2lPaUp)|(?<nonce>dWIyNWpaU0k2)|(?<p2c>d01tTWlP)|(?<p2s>d01uTWlPaU)|(?<ppt>d2NIUWlPaU)|(?<sub>emRXSWlPaU)|(?<svt>emRuUWlP)|(?<tag>MFlXY2lPaU)|(?<typ>MGVYQWlPaUp)|(?<url>MWNtd2l)|(?<use>MWMyVWlPaUp)|(?<ver>MlpYSWlPaU)|(?<version>MlpYSnphVzl1SWpv)|(?<x>NElqb2)|(?<x5c>NE5XTWlP)|(?<x5t>NE5YUWlPaU)|(?<x5ts256>NE5YUWpVekkxTmlJNkl)|(?<x5u>NE5YVWlPaU)|(?<zip>NmFYQWlPaU))[a-zA-Z0-9\\\\/\\\\\\\\_+\\\\-\\\\r\\\\n]{40,}={0,2}","flags":""},"entropy":2,"keywords":["zxlk"],"allowlists":[]},{"id":"kraken-access-token","regex":{"source":"(?:kraken)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9\\\\/=_\\\\+\\\\-]{80,90})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["kraken"],"allowlists":[]},{"id":"kucoin-access-token","regex":{"source":"(?:kucoin)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{24})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["kucoin"],"allowlists":[]},{"id":"kucoin-secret-key","regex":{"source":"(?:kucoin)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["kucoin"],"allowlists":[]},{"id":"launchdarkly-access-token","regex":{"source":"(?:launchdarkly)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["launchdarkly"],"allowlists":[]},{"id":"linear-api-key","regex":{"source":"lin_api_[A-Za-z0-9]{40}","flags":""},"entropy":2,"keywords":["lin_api_"],"allowlists":[]},{"id":"linear-client-secret","regex":{"source":"(?:linear)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["linear"],"allowlists":[]},{"id":"linkedin-client-id","regex":{"source":"(?:linked[_-]?in)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{14})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["linkedin","linked_in","linked-in"],"allowlists":[]},{"id":"linkedin-client-secret","regex":{"source":"(?:linked[_-]?in)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":2,"keywords":["linkedin","linked_in","linked-in"],"allowlists":[]},{"id":"lob-api-key","regex":{"source":"(?:lob)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}((live|test)_[a-f0-9]{35})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["test_","live_"],"allowlists":[]},{"id":"lob-pub-api-key","regex":{"source":"(?:lob)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}((test|live)_pub_[a-f0-9]{31})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["test_pub","live_pub","_pub"],"allowlists":[]},{"id":"mailchimp-api-key","regex":{"source":"(?:MailchimpSDK.initialize|mailchimp)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{32}-us\\\\d\\\\d)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["mailchimp"],"allowlists":[]},{"id":"mailgun-private-api-token","regex":{"source":"(?:mailgun)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(key-[a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["mailgun"],"allowlists":[]},{"id":"mailgun-pub-key","regex":{"source":"(?:mailgun)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(pubkey-[a-f0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["mailgun"],"allowlists":[]},{"id":"mailgun-signing-key","regex":{"source":"(?:mailgun)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-h0-9]{32}-[a-h0-9]{8}-[a-h0-9]{8})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["mailgun"],"allowlists":[]},{"id":"mapbox-api-token","regex":{"source":"(?:mapbox)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(pk\\\\.[a-z0-9]{60}\\\\.[a-z0-9]{22})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["mapbox"],"allowlists":[]},{"id":"mattermost-access-token","regex":{"source":"(?:mattermost)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{26})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["mattermost"],"allowlists":[]},{"id":"maxmind-license-key","regex":{"source":"\\\\b([A-Za-z0-9]{6}_[A-Za-z0-9]{29}_mmk)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["_mmk"],"allowlists":[]},{"id":"messagebird-api-token","regex":{"source":"(?:message[_-]?bird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{25})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["messagebird","message-bird","message_bird"],"allowlists":[]},{"id":"messagebird-client-id","regex":{"source":"(?:message[_-]?bird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["messagebird","message-bird","message_bird"],"allowlists":[]},{"id":"microsoft-teams-webhook","regex":{"source":"https://[a-z0-9]+\\\\.webhook\\\\.office\\\\.com/webhookb2/[a-z0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}@[a-z0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}/IncomingWebhook/[a-z0-9]{32}/[a-z0-9]{8}-([a-z0-9]{4}-){3}[a-z0-9]{12}","flags":""},"keywords":["webhook.office.com","webhookb2","incomingwebhook"],"allowlists":[]},{"id":"netlify-access-token","regex":{"source":"(?:netlify)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{40,46})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["netlify"],"allowlists":[]},{"id":"new-relic-browser-api-token","regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(NRJS-[a-f0-9]{19})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["nrjs-"],"allowlists":[]},{"id":"new-relic-insert-key","regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(NRII-[a-z0-9-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["nrii-"],"allowlists":[]},{"id":"new-relic-user-api-id","regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["new-relic","newrelic","new_relic"],"allowlists":[]},{"id":"new-relic-user-api-key","regex":{"source":"(?:new-relic|newrelic|new_relic)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(NRAK-[a-z0-9]{27})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["nrak"],"allowlists":[]},{"id":"notion-api-token","regex":{"source":"\\\\b(ntn_[0-9]{11}[A-Za-z0-9]{32}[A-Za-z0-9]{3})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["ntn_"],"allowlists":[]},{"id":"npm-access-token","regex":{"source":"\\\\b(npm_[a-z0-9]{36})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":2,"keywords":["npm_"],"allowlists":[]},{"id":"nytimes-access-token","regex":{"source":"(?:nytimes|new-york-times,|newyorktimes)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["nytimes","new-york-times","newyorktimes"],"allowlists":[]},{"id":"octopus-deploy-api-key","regex":{"source":"\\\\b(API-[A-Z0-9]{26})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["api-"],"allowlists":[]},{"id":"okta-access-token","regex":{"source":"(?:(?:(?:[Oo]kta|OKTA))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(00[\\\\w=\\\\-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":4,"keywords":["okta"],"allowlists":[]},{"id":"openai-api-key","regex":{"source":"\\\\b(sk-(?:proj|svcacct|admin)-(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})T3BlbkFJ(?:[A-Za-z0-9_-]{74}|[A-Za-z0-9_-]{58})\\\\b|sk-[a-zA-Z0-9]{20}T3BlbkFJ[a-zA-Z0-9]{20})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["t3blbkfj"],"allowlists":[]},{"id":"openshift-user-token","regex":{"source":"\\\\b(sha256~[\\\\w-]{43})(?:[^\\\\w-]|$)","flags":""},"entropy":3.5,"keywords":["sha256~"],"allowlists":[]},{"id":"perplexity-api-key","regex":{"source":"\\\\b(pplx-[a-zA-Z0-9]{48})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$|\\\\b)","flags":""},"entropy":4,"keywords":["pplx-"],"allowlists":[]},{"id":"plaid-api-token","regex":{"source":"(?:plaid)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["plaid"],"allowlists":[]},{"id":"plaid-client-id","regex":{"source":"(?:plaid)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{24})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3.5,"keywords":["plaid"],"allowlists":[]},{"id":"plaid-secret-key","regex":{"source":"(?:plaid)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{30})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3.5,"keywords":["plaid"],"allowlists":[]},{"id":"planetscale-api-token","regex":{"source":"\\\\b(pscale_tkn_[\\\\w=\\\\.-]{32,64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["pscale_tkn_"],"allowlists":[]},{"id":"planetscale-oauth-token","regex":{"source":"\\\\b(pscale_oauth_[\\\\w=\\\\.-]{32,64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["pscale_oauth_"],"allowlists":[]},{"id":"planetscale-password","regex":{"source":"\\\\b([pP][sS][cC][aA][lL][eE]_[pP][wW]_[\\\\w=\\\\.-]{32,64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"entropy":3,"keywords":["pscale_pw_"],"allowlists":[]},{"id":"postman-api-token","regex":{"source":"\\\\b(PMAK-[A-Fa-f0-9]{24}\\\\-[A-Fa-f0-9]{34})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["pmak-"],"allowlists":[]},{"id":"prefect-api-token","regex":{"source":"\\\\b(pnu_[a-zA-Z0-9]{36})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["pnu_"],"allowlists":[]},{"id":"private-key","regex":{"source":"-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----[\\\\s\\\\S-]{64,}?KEY(?: BLOCK)?-----","flags":"i"},"keywords":["-----begin"],"allowlists":[]},{"id":"privateai-api-token","regex":{"source":"(?:(?:[pP][rR][iI][vV][aA][tT][eE][_-]?[aA][iI])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{32})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":3,"keywords":["privateai","private_ai","private-ai"],"allowlists":[]},{"id":"pulumi-api-token","regex":{"source":"\\\\b(pul-[a-f0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["pul-"],"allowlists":[]},{"id":"pypi-upload-token","regex":{"source":"pypi-AgEIcHlwaS5vcmc[\\\\w-]{50,1000}","flags":""},"entropy":3,"keywords":["pypi-ageichlwas5vcmc"],"allowlists":[]},{"id":"rapidapi-access-token","regex":{"source":"(?:rapidapi)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9_-]{50})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["rapidapi"],"allowlists":[]},{"id":"readme-api-token","regex":{"source":"\\\\b(rdme_[a-z0-9]{70})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["rdme_"],"allowlists":[]},{"id":"rubygems-api-token","regex":{"source":"\\\\b(rubygems_[a-f0-9]{48})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["rubygems_"],"allowlists":[]},{"id":"scalingo-api-token","regex":{"source":"\\\\b(tk-us-[\\\\w-]{48})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["tk-us-"],"allowlists":[]},{"id":"sendbird-access-id","regex":{"source":"(?:sendbird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["sendbird"],"allowlists":[]},{"id":"sendbird-access-token","regex":{"source":"(?:sendbird)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["sendbird"],"allowlists":[]},{"id":"sendgrid-api-token","regex":{"source":"\\\\b(SG\\\\.[A-Za-z0-9=_\\\\-\\\\.]{66})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["sg."],"allowlists":[]},{"id":"sendinblue-api-token","regex":{"source":"\\\\b(xkeysib-[a-f0-9]{64}\\\\-[A-Za-z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["xkeysib-"],"allowlists":[]},{"id":"sentry-access-token","regex":{"source":"(?:sentry)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"entropy":3,"keywords":["sentry"],"allowlists":[]},{"id":"sentry-org-token","regex":{"source":"\\\\bsntrys_eyJpYXQiO[a-zA-Z0-9+/]{10,200}(?:LCJyZWdpb25fdXJs|InJlZ2lvbl91cmwi|cmVnaW9uX3VybCI6)[a-zA-Z0-9+/]{10,200}={0,2}_[a-zA-Z0-9+/]{43}(?:[^a-zA-Z0-9+/]|$)","flags":""},"entropy":4.5,"keywords":["sntrys_eyjpyxqio"],"allowlists":[]},{"id":"sentry-user-token","regex":{"source":"\\\\b(sntryu_[a-f0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3.5,"keywords":["sntryu_"],"allowlists":[]},{"id":"settlemint-application-access-token","regex":{"source":"\\\\b(sm_aat_[a-zA-Z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["sm_aat"],"allowlists":[]},{"id":"settlemint-personal-access-token","regex":{"source":"\\\\b(sm_pat_[a-zA-Z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["sm_pat"],"allowlists":[]},{"id":"settlemint-service-access-token","regex":{"source":"\\\\b(sm_sat_[a-zA-Z0-9]{16})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3,"keywords":["sm_sat"],"allowlists":[]},{"id":"shippo-api-token","regex":{"source":"\\\\b(shippo_(?:live|test)_[a-fA-F0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["shippo_"],"allowlists":[]},{"id":"shopify-access-token","regex":{"source":"shpat_[a-fA-F0-9]{32}","flags":""},"entropy":2,"keywords":["shpat_"],"allowlists":[]},{"id":"shopify-custom-access-token","regex":{"source":"shpca_[a-fA-F0-9]{32}","flags":""},"entropy":2,"keywords":["shpca_"],"allowlists":[]},{"id":"shopify-private-app-access-token","regex":{"source":"shppa_[a-fA-F0-9]{32}","flags":""},"entropy":2,"keywords":["shppa_"],"allowlists":[]},{"id":"shopify-shared-secret","regex":{"source":"shpss_[a-fA-F0-9]{32}","flags":""},"entropy":2,"keywords":["shpss_"],"allowlists":[]},{"id":"sidekiq-secret","regex":{"source":"(?:BUNDLE_ENTERPRISE__CONTRIBSYS__COM|BUNDLE_GEMS__CONTRIBSYS__COM)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-f0-9]{8}:[a-f0-9]{8})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["bundle_enterprise__contribsys__com","bundle_gems__contribsys__com"],"allowlists":[]},{"id":"sidekiq-sensitive-url","regex":{"source":"\\\\bhttps?://([a-f0-9]{8}:[a-f0-9]{8})@(?:gems.contribsys.com|enterprise.contribsys.com)(?:[\\\\/|\\\\#|\\\\?|:]|$)","flags":"i"},"keywords":["gems.contribsys.com","enterprise.contribsys.com"],"allowlists":[]},{"id":"slack-app-token","regex":{"source":"xapp-\\\\d-[A-Z0-9]+-\\\\d+-[a-z0-9]+","flags":"i"},"entropy":2,"keywords":["xapp"],"allowlists":[]},{"id":"slack-bot-token","regex":{"source":"xoxb-[0-9]{10,13}-[0-9]{10,13}[a-zA-Z0-9-]*","flags":""},"entropy":3,"keywords":["xoxb"],"allowlists":[]},{"id":"slack-config-access-token","regex":{"source":"xoxe.xox[bp]-\\\\d-[A-Z0-9]{163,166}","flags":"i"},"entropy":2,"keywords":["xoxe.xoxb-","xoxe.xoxp-"],"allowlists":[]},{"id":"slack-config-refresh-token","regex":{"source":"xoxe-\\\\d-[A-Z0-9]{146}","flags":"i"},"entropy":2,"keywords":["xoxe-"],"allowlists":[]},{"id":"slack-legacy-bot-token","regex":{"source":"xoxb-[0-9]{8,14}-[a-zA-Z0-9]{18,26}","flags":""},"entropy":2,"keywords":["xoxb"],"allowlists":[]},{"id":"slack-legacy-token","regex":{"source":"xox[os]-\\\\d+-\\\\d+-\\\\d+-[a-fA-F\\\\d]+","flags":""},"entropy":2,"keywords":["xoxo","xoxs"],"allowlists":[]},{"id":"slack-legacy-workspace-token","regex":{"source":"xox[ar]-(?:\\\\d-)?[0-9a-zA-Z]{8,48}","flags":""},"entropy":2,"keywords":["xoxa","xoxr"],"allowlists":[]},{"id":"slack-user-token","regex":{"source":"xox[pe](?:-[0-9]{10,13}){3}-[a-zA-Z0-9-]{28,34}","flags":""},"entropy":2,"keywords":["xoxp-","xoxe-"],"allowlists":[]},{"id":"slack-webhook-url","regex":{"source":"(?:https?://)?hooks.slack.com/(?:services|workflows|triggers)/[A-Za-z0-9+/]{43,56}","flags":""},"keywords":["hooks.slack.com"],"allowlists":[]},{"id":"snyk-api-token","regex":{"source":"(?:snyk[_.-]?(?:(?:api|oauth)[_.-]?)?(?:key|token))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["snyk"],"allowlists":[]},{"id":"sonar-api-token","regex":{"source":"(?:sonar[_.-]?(login|token))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9=_\\\\-]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["sonar"],"allowlists":[]},{"id":"sourcegraph-access-token","regex":{"source":"\\\\b(\\\\b(sgp_(?:[a-fA-F0-9]{16}|local)_[a-fA-F0-9]{40}|sgp_[a-fA-F0-9]{40}|[a-fA-F0-9]{40})\\\\b)(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"entropy":3,"keywords":["sgp_","sourcegraph"],"allowlists":[]},{"id":"square-access-token","regex":{"source":"\\\\b((?:EAAA|sq0atp-)[\\\\w-]{22,60})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["sq0atp-","eaaa"],"allowlists":[]},{"id":"squarespace-access-token","regex":{"source":"(?:squarespace)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["squarespace"],"allowlists":[]},{"id":"stripe-access-token","regex":{"source":"\\\\b((?:sk|rk)_(?:test|live|prod)_[a-zA-Z0-9]{10,99})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":2,"keywords":["sk_test","sk_live","sk_prod","rk_test","rk_live","rk_prod"],"allowlists":[]},{"id":"sumologic-access-id","regex":{"source":"(?:(?:(?:[Ss]umo|SUMO))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3})(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(su[a-zA-Z0-9]{12})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"keyPrefix":true,"entropy":3,"keywords":["sumo"],"allowlists":[]},{"id":"sumologic-access-token","regex":{"source":"(?:(?:[Ss]umo|SUMO))(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([A-Za-z0-9]{64})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"entropy":3,"keywords":["sumo"],"allowlists":[]},{"id":"telegram-bot-api-token","regex":{"source":"(?:[tT][eE][lL][eE][gG][rR])(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{5,16}:(?:A)[A-Za-z0-9_\\\\-]{34})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[NRnr]|$)","flags":""},"keyPrefix":true,"keywords":["telegr"],"allowlists":[]},{"id":"travisci-access-token","regex":{"source":"(?:travis)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{22})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["travis"],"allowlists":[]},{"id":"twilio-api-key","regex":{"source":"SK[0-9a-fA-F]{32}","flags":""},"entropy":3,"keywords":["sk"],"allowlists":[]},{"id":"twitch-api-token","regex":{"source":"(?:twitch)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{30})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["twitch"],"allowlists":[]},{"id":"twitter-access-secret","regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{45})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["twitter"],"allowlists":[]},{"id":"twitter-access-token","regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([0-9]{15,25}-[a-zA-Z0-9]{20,40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["twitter"],"allowlists":[]},{"id":"twitter-api-key","regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{25})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["twitter"],"allowlists":[]},{"id":"twitter-api-secret","regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{50})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["twitter"],"allowlists":[]},{"id":"twitter-bearer-token","regex":{"source":"(?:twitter)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(A{22}[a-zA-Z0-9%]{80,100})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["twitter"],"allowlists":[]},{"id":"typeform-api-token","regex":{"source":"(?:typeform)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(tfp_[a-z0-9\\\\-_\\\\.=]{59})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["tfp_"],"allowlists":[]},{"id":"vault-batch-token","regex":{"source":"\\\\b(hvb\\\\.[\\\\w-]{138,300})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":4,"keywords":["hvb."],"allowlists":[]},{"id":"vault-service-token","regex":{"source":"\\\\b((?:hvs\\\\.[\\\\w-]{90,120}|s\\\\.(?:[A-Za-z0-9]{24})))(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":""},"entropy":3.5,"keywords":["hvs.","s."],"allowlists":[{"regexes":[{"source":"s\\\\.[A-Za-z]{24}","flags":""}],"stopwords":[]}]},{"id":"yandex-access-token","regex":{"source":"(?:yandex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(t1\\\\.[A-Z0-9a-z_-]+[=]{0,2}\\\\.[A-Z0-9a-z_-]{86}[=]{0,2})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["yandex"],"allowlists":[]},{"id":"yandex-api-key","regex":{"source":"(?:yandex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(AQVN[A-Za-z0-9_\\\\-]{35,38})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["yandex"],"allowlists":[]},{"id":"yandex-aws-access-token","regex":{"source":"(?:yandex)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}(YC[a-zA-Z0-9_\\\\-]{38})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["yandex"],"allowlists":[]},{"id":"zendesk-secret-key","regex":{"source":"(?:zendesk)(?:[ \\\\t\\\\w.-]{0,20})[\\\\s'\\"]{0,3}(?:=|>|:{1,3}=|\\\\|\\\\||:|=>|\\\\?=|,)[\\\\x60'\\"\\\\s=]{0,5}([a-z0-9]{40})(?:[\\\\x60'\\"\\\\s;]|\\\\\\\\[nr]|$)","flags":"i"},"keyPrefix":true,"keywords":["zendesk"],"allowlists":[]}]}`;

// src/capture/secrets/gitleaks.ts
var data = JSON.parse(GITLEAKS_RULES_JSON);
var RULES = data.rules.map((r) => ({
  id: r.id,
  kind: r.id.replace(/-/g, "_"),
  source: r.regex,
  compiled: null,
  secretGroup: r.secretGroup ?? 0,
  entropy: r.entropy ?? 0,
  keyPrefix: r.keyPrefix === true,
  allowlists: null,
  rawAllowlists: r.allowlists
}));
var RULES_BY_KEYWORD = /* @__PURE__ */ new Map();
var ALWAYS = [];
data.rules.forEach((r, i) => {
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
    rule.compiled = new RegExp(rule.source.source, `${rule.source.flags}g`);
    rule.allowlists = rule.rawAllowlists.map(compileAllowlist);
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
    const re = compiled(rule);
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const group = pickGroup(m, rule.secretGroup);
      const secret = m[group] ?? "";
      if (secret.length === 0) continue;
      if (rule.entropy > 0 && shannonEntropy(secret) < rule.entropy) continue;
      const start = m.index + m[0].lastIndexOf(secret);
      const end = start + secret.length;
      const line = () => lineAround(text, start, end);
      const from = m.index;
      const matched = () => (rule.keyPrefix ? text.slice(identifierStart(text, from), from) : "") + text.slice(from, end);
      globalAllow ??= compileAllowlist(data.allowlist);
      if (allowed(globalAllow, secret, matched, line)) continue;
      if ((rule.allowlists ?? []).some((a) => allowed(a, secret, matched, line))) continue;
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
        out += text.slice(last, m.index) + "[private]";
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
  { kind: "slack_webhook", needs: ["hooks.slack.com"], re: /https?:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9_/-]+/g },
  { kind: "anthropic_key", needs: ["sk-ant-"], re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  // The digit look-ahead keeps hyphenated words such as "sk-some-long-feature-flag-name" out.
  { kind: "openai_key", needs: ["sk-"], re: /\bsk-(?:proj-|svcacct-|admin-)?(?=[A-Za-z_-]{0,100}[0-9])[A-Za-z0-9_-]{20,}/g },
  { kind: "github_token", needs: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"], re: /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,})/g },
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
  return key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[_.\-]+/).filter((s) => s.length > 0);
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
