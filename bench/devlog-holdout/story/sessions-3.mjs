// Week 3-4: the web bundle regression and a flaky Playwright test, the stale schedule behind Cloudflare, the
// App Store rejection, bookings + offline queue to Zustand (duplicate bookings, sync timeout), Detox → Maestro.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import { indent, mobileDeps, webDeps, pnpmOut, expoInstall, jestSummary, commitOut, DB, deployOut, dbPushOut, REPO } from './helpers.mjs';
import { CI_DETOX_JOB } from './sessions-1.mjs';
import { nextBuild } from './sessions-2.mjs';

// ---------------------------------------------------------------- s11
const FORMAT_INES_LOCALES = d`
  import { formatInTimeZone } from 'date-fns-tz';
  import * as locales from 'date-fns/locale';

  // Vercel renders in UTC and the browser in the visitor's zone: always format in gym time, on both sides,
  // or the server HTML and the hydrated client disagree.
  const GYM_TZ = 'Europe/Lisbon';

  const DATE_FNS_LOCALE = { pt: 'pt', en: 'enGB' } as const;
  export type Lang = keyof typeof DATE_FNS_LOCALE;

  export const formatTime = (iso: string, lang: Lang = 'pt') =>
    formatInTimeZone(iso, GYM_TZ, 'HH:mm', { locale: locales[DATE_FNS_LOCALE[lang]] });
  export const formatDay = (iso: string, lang: Lang = 'pt') =>
    formatInTimeZone(iso, GYM_TZ, lang === 'pt' ? "EEEE, d 'de' MMMM" : 'EEEE d MMMM', { locale: locales[DATE_FNS_LOCALE[lang]] });
`;
const FORMAT_INTL = d`
  // Formatting with Intl, so no date library ships to the browser. Always in gym time (Europe/Lisbon), on the
  // server (UTC on Vercel) and in the browser alike, or the server HTML and the hydrated page disagree.
  const GYM_TZ = 'Europe/Lisbon';

  export type Lang = 'pt' | 'en';
  const LOCALE: Record<Lang, string> = { pt: 'pt-PT', en: 'en-GB' };

  const timeFmt = (lang: Lang) => new Intl.DateTimeFormat(LOCALE[lang], { timeZone: GYM_TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dayFmt = (lang: Lang) => new Intl.DateTimeFormat(LOCALE[lang], { timeZone: GYM_TZ, weekday: 'long', day: 'numeric', month: 'long' });

  export const formatTime = (iso: string, lang: Lang = 'pt') => timeFmt(lang).format(new Date(iso));
  export const formatDay = (iso: string, lang: Lang = 'pt') => dayFmt(lang).format(new Date(iso));
`;
const repeatOut = (failed) => {
  const lines = ['Running 40 tests using 4 workers', ''];
  if (failed.length) {
    for (const [n, r] of failed) lines.push(`  ✘  ${n} [chromium] › horario.spec.ts:12:5 › Reservar opens the booking sheet (repeat${r}) (5.8s)`);
    lines.push('');
    failed.forEach(([, r], k) => lines.push(...d`
        ${k + 1}) [chromium] › horario.spec.ts:12:5 › Reservar opens the booking sheet (repeat${r}) ──────────────

          Error: Timed out 5000ms waiting for expect(locator).toBeVisible()

          Locator: getByRole('dialog', { name: 'Reservar' })
          Expected: visible
          Received: <element(s) not found>
          Call log:
            - expect.toBeVisible with timeout 5000ms
            - waiting for getByRole('dialog', { name: 'Reservar' })

            13 |   await page.goto('/horario');
            14 |   await page.getByRole('button', { name: 'Reservar' }).first().click();
          > 15 |   await expect(page.getByRole('dialog', { name: 'Reservar' })).toBeVisible();
               |                                                                ^
    `.split('\n').map((l) => (l ? `  ${l}` : l))));
    lines.push(`  ${failed.length} failed`);
    for (const [, r] of failed) lines.push(`    [chromium] › horario.spec.ts:12:5 › Reservar opens the booking sheet (repeat${r}) ──────────────`);
    lines.push(`  ${40 - failed.length} passed (1.1m)`);
  } else lines.push('  40 passed (58.2s)');
  return lines.join('\n');
};

export const S11 = session({
  key: 's11', start: '2026-04-29T08:19:03.487Z', branch: 'feat/web-lang-toggle',
  title: 'Bundle budget red on /horario (171 kB): date-fns locale star import; Intl instead; flaky Reservar test (clicks before hydration)',
  turns: [
    T("bom dia. CI is red on my PR from last night (#44, the EN/PT toggle on /horario): the bundle-size step fails. can you look? I'm on that branch",
      S(null, B('gh run view --log-failed | grep bundle-size', 'web\tbundle-size\t2026-04-28T21:14:09.5512345Z bundle-size: /horario First Load JS 171 kB (budget 120 kB)\nweb\tbundle-size\t2026-04-28T21:14:09.5634012Z ##[error]Process completed with exit code 1.')),
      S('171 kB against 96.1 kB two days ago. Your toggle changed the formatting module, so that is the first suspect:', R('apps/web/lib/format.ts', { content: FORMAT_INES_LOCALES })),
      S(null, B('pnpm --filter @bloco/web build 2>&1 | grep -E "/horario|First Load JS shared" && grep -lo "formatDistance" apps/web/.next/static/chunks/app/horario/*.js | xargs ls -l | awk \'{print $5, $9}\'', '└ ○ /horario                             84 kB           171 kB\n+ First Load JS shared by all            87.2 kB\n412871 apps/web/.next/static/chunks/app/horario/page-3a9f1c7e2b5d8a04.js', { ms: 29800 })),
      F(d`
        Found it: \`import * as locales from 'date-fns/locale'\` plus \`locales[DATE_FNS_LOCALE[lang]]\`. With an index chosen at runtime the bundler can't know which locales are used, so **all ~90 date-fns locales** go into the \`/horario\` client chunk (\`ClassRow\` is a client component and imports \`formatTime\`). The page's own JS went from 8.9 kB to 84 kB, First Load JS from 96.1 kB to **171 kB**, over the 120 kB budget. The chunk is 412 KB before compression.
      `)),
    T('we only need pt and en. actually, do we need date-fns on the web at all? Intl does time zones',
      S("We don't. `Intl.DateTimeFormat` takes a `timeZone` and ships with Node and every browser, so the whole library can go:",
        W('apps/web/lib/format.ts', FORMAT_INTL)),
      S(null, B('pnpm --filter @bloco/web remove date-fns date-fns-tz && pnpm --filter @bloco/web build 2>&1 | grep -E "/horario|First Load JS shared"', pnpmOut({ resolved: 1339, reused: 1300, removed: 2, gone: ['date-fns 4.1.0', 'date-fns-tz 3.2.0'], secs: 2.4 }) + '\n└ ○ /horario                             2.5 kB         89.7 kB\n+ First Load JS shared by all            87.2 kB', { ms: 31900, fx: [webDeps({}, ['date-fns', 'date-fns-tz'])] }),
        B('pnpm --filter @bloco/web exec playwright test e2e/horario.spec.ts -g "hydration"', 'Running 1 test using 1 worker\n\n  ✓  1 [chromium] › horario.spec.ts:3:5 › lists the week in Lisbon time without hydration errors (2.1s)\n\n  1 passed (39.8s)', { ms: 41700 })),
      F(d`
        \`/horario\` is down to **89.7 kB** First Load JS (page JS 2.5 kB), less than before the toggle. date-fns and date-fns-tz are gone from the web app; \`lib/format.ts\` uses \`Intl.DateTimeFormat\` with \`timeZone: 'Europe/Lisbon'\` and \`pt-PT\` / \`en-GB\`, same \`formatTime\`/\`formatDay(iso, lang)\` signatures, so the toggle didn't need changes.

        The hydration test still passes with a UTC server: Node and Chromium both use ICU, so server and browser produce the same strings. \`hourCycle: 'h23'\` pins the 24-hour clock for \`en-GB\`.
      `)),
    T("CI also has a flaky one since yesterday: 'Reservar opens the booking sheet' fails now and then, passes on retry. can you make it fail here?",
      S(null, B('pnpm --filter @bloco/web exec playwright test e2e/horario.spec.ts --repeat-each=20 --retries=0', repeatOut([[6, 2], [14, 6], [19, 9], [27, 13], [33, 16], [38, 19]]), { code: 1, ms: 71400 })),
      S(null, R('apps/web/components/ClassRow.tsx'), R('apps/web/e2e/horario.spec.ts')),
      F(d`
        Reproduced: **6 of 20** runs of that test fail (the other test passed all 20). Each time the click goes through but the dialog never appears.

        Cause: \`/horario\` is static HTML with the Reservar buttons already in it. Playwright clicks as soon as the button is visible, enabled and stable, which can be **before React has hydrated** \`ClassRow\`. At that moment it's a plain HTML button with no \`onClick\`, so the click does nothing and \`open\` stays false. It's timing-dependent, so it shows up more on a loaded CI runner. A real visitor on a slow phone can lose that first tap the same way.

        Fix in the component, not the test: render the button **disabled until hydrated**. Playwright's \`click()\` already waits for the element to be enabled, so the test needs no sleep, and people can't tap a dead button.
      `)),
    T('do it and hammer it again',
      S(null,
        E('apps/web/components/ClassRow.tsx', "import { useState } from 'react';\n", "import { useEffect, useState } from 'react';\n"),
        E('apps/web/components/ClassRow.tsx', '  const [open, setOpen] = useState(false);\n', "  const [open, setOpen] = useState(false);\n  // The server HTML has this button before React attaches onClick. Keep it disabled until hydrated, or early\n  // clicks (slow phones, Playwright) are silently lost.\n  const [hydrated, setHydrated] = useState(false);\n  useEffect(() => setHydrated(true), []);\n"),
        E('apps/web/components/ClassRow.tsx', 'disabled={spotsLeft === 0}', 'disabled={!hydrated || spotsLeft === 0}')),
      S(null, B('pnpm --filter @bloco/web exec playwright test e2e/horario.spec.ts --repeat-each=20 --retries=0', repeatOut([]), { ms: 61900 })),
      F('40/40 with no retries. The button comes disabled from the server and is enabled once `ClassRow` has hydrated; the test didn\'t change.'),
      O({ compactAfter: d`
        1. Primary Request and Intent:
           On her branch feat/web-lang-toggle (PR #44, an EN/PT toggle for bloco.pt/horario), Inês asked to fix the red bundle-size CI step, then a flaky Playwright test ("Reservar opens the booking sheet").

        2. Key Technical Concepts:
           - next build First Load JS per route; budget check scripts/check-bundle.mjs (/horario, 120 kB) in the CI web job.
           - Tree-shaking defeated by a namespace import indexed at runtime; Intl.DateTimeFormat with timeZone.
           - Hydration timing: server-rendered buttons are clickable before React attaches handlers.

        3. Files and Code Sections:
           - apps/web/lib/format.ts: rewritten on Intl.DateTimeFormat (timeZone Europe/Lisbon, pt-PT / en-GB, hourCycle h23); same formatTime/formatDay(iso, lang) API.
           - apps/web/package.json: date-fns and date-fns-tz removed.
           - apps/web/components/ClassRow.tsx: hydrated flag (useEffect); the Reservar button is disabled until hydrated.

        4. Errors and fixes:
           - Bundle: \`import * as locales from 'date-fns/locale'\` pulled every locale into the client chunk. /horario First Load JS 171 kB → 89.7 kB after moving to Intl.
           - Flaky test: 6 of 20 repeats failed (dialog never visible) because the click landed before hydration; after the fix 40/40 passed with --retries=0.

        5. Pending Tasks:
           - Commit both fixes on feat/web-lang-toggle and push so #44 goes green.
           - User's plan for the budget: keep 120 kB until the 1.0 launch, then lower it to 100 kB.

        6. Current Work:
           Both fixes verified locally; nothing committed yet.
      ` })),
    T('commit both on my branch and push. obrigada!',
      S(null, B('git add -A && git commit -m "fix(web): format dates with Intl (drops date-fns), disable Reservar until hydrated" && git push', `${commitOut('feat/web-lang-toggle', 'b7d41e9', 'fix(web): format dates with Intl (drops date-fns), disable Reservar until hydrated', 3, 22, 15)}\nTo github.com:${REPO}.git\n   9c03f5a..b7d41e9  feat/web-lang-toggle -> feat/web-lang-toggle`)),
      F('Pushed b7d41e9 to `feat/web-lang-toggle`; #44 should go green (bundle 89.7 kB of 120 kB, Playwright stable). De nada!')),
  ],
});

// ---------------------------------------------------------------- s12
const CACHE_RULESET = d`
  # Cloudflare caches only Next's fingerprinted static assets. HTML comes from Vercel, which has its own cache
  # (ISR) and purges it when a class changes; a second HTML cache here only serves stale schedules.
  resource "cloudflare_ruleset" "cache" {
    zone_id = var.zone_id
    name    = "bloco cache rules"
    kind    = "zone"
    phase   = "http_request_cache_settings"

    rules {
      description = "Next.js static assets are immutable: cache for a year"
      expression  = "starts_with(http.request.uri.path, \\"/_next/static/\\")"
      action      = "set_cache_settings"
      action_parameters {
        cache = true
        edge_ttl {
          mode    = "override_origin"
          default = 31536000
        }
      }
      enabled = true
    }

    rules {
      description = "Everything else (HTML, API routes): never cache at the edge"
      expression  = "not starts_with(http.request.uri.path, \\"/_next/static/\\")"
      action      = "set_cache_settings"
      action_parameters {
        cache = false
      }
      enabled = true
    }
  }
`;
const TF_HEAD = d`
  Running plan in HCP Terraform. Output will stream here. Pressing Ctrl-C
  will stop streaming the logs, but will not stop the plan running remotely.

  Preparing the remote plan...

  To view this run in a browser, visit:
  https://app.terraform.io/app/bloco-porto/bloco-edge/runs/run-7kQm2xVb9RtLp4Nc

  Waiting for the plan to start...

  Terraform v1.9.8
  on linux_amd64
  Initializing plugins and modules...
  cloudflare_record.web: Refreshing state... [id=9b2c4e7f1a3d5c8e0f6a2b4d7c9e1f3a]
  cloudflare_page_rule.cache_everything: Refreshing state... [id=5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a]
`;
const TF_PLAN = TF_HEAD + '\n' + d`
  Terraform used the selected providers to generate the following execution
  plan. Resource actions are indicated with the following symbols:
    + create
    - destroy

  Terraform will perform the following actions:

    # cloudflare_page_rule.cache_everything will be destroyed
    # (because cloudflare_page_rule.cache_everything is not in configuration)
    - resource "cloudflare_page_rule" "cache_everything" {
        - id       = "5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a" -> null
        - priority = 1 -> null
        - status   = "active" -> null
        - target   = "bloco.pt/*" -> null
        - zone_id  = "3f9a1c2b7d4e8f6a0b5c9d2e1f7a4b8c" -> null

        - actions {
            - browser_cache_ttl = "1800" -> null
            - cache_level       = "cache_everything" -> null
            - edge_cache_ttl    = 14400 -> null
          }
      }

    # cloudflare_ruleset.cache will be created
    + resource "cloudflare_ruleset" "cache" {
        + id      = (known after apply)
        + kind    = "zone"
        + name    = "bloco cache rules"
        + phase   = "http_request_cache_settings"
        + zone_id = "3f9a1c2b7d4e8f6a0b5c9d2e1f7a4b8c"

        + rules {
            + action      = "set_cache_settings"
            + description = "Next.js static assets are immutable: cache for a year"
            + enabled     = true
            + expression  = "starts_with(http.request.uri.path, \\"/_next/static/\\")"
            + id          = (known after apply)
            + ref         = (known after apply)

            + action_parameters {
                + cache = true

                + edge_ttl {
                    + default = 31536000
                    + mode    = "override_origin"
                  }
              }
          }
        + rules {
            + action      = "set_cache_settings"
            + description = "Everything else (HTML, API routes): never cache at the edge"
            + enabled     = true
            + expression  = "not starts_with(http.request.uri.path, \\"/_next/static/\\")"
            + id          = (known after apply)
            + ref         = (known after apply)

            + action_parameters {
                + cache = false
              }
          }
      }

  Plan: 1 to add, 0 to change, 1 to destroy.
`;
const REVALIDATE_ROUTE = d`
  import { timingSafeEqual } from 'node:crypto';
  import { revalidatePath } from 'next/cache';
  import { NextResponse, type NextRequest } from 'next/server';

  // Called by a Postgres trigger whenever a class changes (migration 20260430124500_revalidate_schedule.sql),
  // so /horario doesn't wait for the 5-minute revalidate.
  export async function POST(req: NextRequest) {
    const given = Buffer.from(req.headers.get('x-revalidate-secret') ?? '');
    const expected = Buffer.from(process.env.REVALIDATE_SECRET ?? '');
    if (!expected.length || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return NextResponse.json({ ok: false }, { status: 401 });
    }
    revalidatePath('/horario');
    return NextResponse.json({ ok: true, revalidated: '/horario', at: new Date().toISOString() });
  }
`;
const REVALIDATE_SQL = d`
  -- Purge Vercel's cached /horario whenever a class is added, moved or removed.
  -- The shared secret is in Vault as 'revalidate_secret' (same value as REVALIDATE_SECRET on Vercel).
  create or replace function public.revalidate_schedule() returns trigger
  language plpgsql security definer set search_path = public as $$
  begin
    perform net.http_post(
      url := 'https://bloco.pt/api/revalidate',
      headers := jsonb_build_object(
        'x-revalidate-secret', (select decrypted_secret from vault.decrypted_secrets where name = 'revalidate_secret')
      )
    );
    return null;
  end;
  $$;

  create trigger classes_revalidate_schedule
    after insert or update or delete on public.classes
    for each statement execute function public.revalidate_schedule();
`;

export const S12 = session({
  key: 's12', start: '2026-04-30T12:08:47.251Z', branch: 'infra/cache-rules',
  title: 'bloco.pt/horario hours out of date: Cloudflare "Cache Everything" page rule + 1 h ISR; cache rules in Terraform, 5 min ISR + on-demand revalidation',
  turns: [
    T("olá. Rui moved tonight's technique class from 19:00 to 19:30 at 10h this morning, and bloco.pt/horario still shows 19:00 now (it's past 13h). the app shows 19:30. cache?",
      S(null, B('curl -sI https://bloco.pt/horario | grep -iE "^(cache-control|cf-cache-status|age|x-vercel-cache):"', 'cache-control: public, max-age=1800\ncf-cache-status: HIT\nage: 10712\nx-vercel-cache: HIT')),
      S('Cloudflare is answering from its own cache, with a copy almost 3 hours old. Its config is in the Terraform:',
        R('infra/cloudflare/cache.tf')),
      F(d`
        Two caches stacked:
        1. **Cloudflare**: \`cloudflare_page_rule.cache_everything\` on \`bloco.pt/*\` with \`cache_level = "cache_everything"\` and \`edge_cache_ttl = 14400\`, from when bloco.pt was a static one-pager. Cloudflare keeps the HTML for **4 hours** without asking Vercel; \`age: 10712\` is a copy fetched around 10:15. \`browser_cache_ttl = 1800\` also puts \`max-age=1800\` on it, so browsers keep it another 30 minutes.
        2. **Vercel ISR**: \`revalidate = 3600\`. Vercel can serve its copy for up to an hour after a change (stale-while-revalidate), and at 10:15 Cloudflare most likely picked up exactly such a stale copy from before Rui's 10:00 edit.

        Worst case: about 5 hours of wrong times, plus the browser's 30 minutes. The app reads Supabase directly, which is why it was right.
      `)),
    T("fix both. cloudflare: stop caching html, only the static assets. next: a shorter revalidate, plus revalidate right away when a class changes",
      S("The page rule goes; a cache ruleset caches only `/_next/static/*` (content-hashed, safe to keep a year) and bypasses everything else:",
        W('infra/cloudflare/cache.tf', CACHE_RULESET)),
      S(null, B('cd infra/cloudflare && terraform plan', TF_PLAN, { ms: 14200 })),
      F('Plan: 1 to add (`cloudflare_ruleset.cache`), 1 to destroy (the page rule with `edge_cache_ttl 14400`), nothing else touched; the DNS record only refreshes. Say go and I\'ll apply, then do the Next.js side.')),
    T('apply is fine, go',
      S(null, B('cd infra/cloudflare && terraform apply -auto-approve', TF_HEAD + '\n' + d`
        cloudflare_page_rule.cache_everything: Destroying... [id=5d7e9f1a3b5c7d9e1f3a5b7c9d1e3f5a]
        cloudflare_page_rule.cache_everything: Destruction complete after 1s
        cloudflare_ruleset.cache: Creating...
        cloudflare_ruleset.cache: Creation complete after 2s [id=0e4c8a2f6b1d3e5a7c9b0d2f4e6a8c1b]

        Apply complete! Resources: 1 added, 0 changed, 1 destroyed.
      `, { ms: 21400 }), R('apps/web/app/horario/page.tsx')),
      S(null,
        E('apps/web/app/horario/page.tsx', 'export const revalidate = 3600; // the schedule changes a few times a week\n', 'export const revalidate = 300; // fallback only: class changes revalidate right away via /api/revalidate\n'),
        W('apps/web/app/api/revalidate/route.ts', REVALIDATE_ROUTE)),
      F(d`
        - Cloudflare: applied. HTML is no longer cached at the edge; \`/_next/static/*\` is cached for a year.
        - \`/horario\`: \`revalidate = 300\` (5 minutes) as a safety net.
        - \`POST /api/revalidate\`: checks an \`x-revalidate-secret\` header against \`REVALIDATE_SECRET\` (constant-time compare) and calls \`revalidatePath('/horario')\`. The database will call it on every class change; that needs the secret in two places.
      `)),
    T("here's the secret for the webhook: <private>rvl_9f3KqT7mW2xZ8pLs4NbV</private> — put it in the vercel env and in supabase vault",
      S("I won't put that value into a command: it would end up in shell history and in this session's tool calls. The trigger reads it from Vault by name, so the migration has no secret in it:",
        W('supabase/migrations/20260430124500_revalidate_schedule.sql', REVALIDATE_SQL)),
      S(null, B('supabase db push', dbPushOut(['20260430124500_revalidate_schedule.sql']))),
      F(d`
        Migration applied: a statement-level trigger \`classes_revalidate_schedule\` on \`classes\` (insert/update/delete) calls \`https://bloco.pt/api/revalidate\` through \`pg_net\`, with the secret read from \`vault.decrypted_secrets\` where \`name = 'revalidate_secret'\`.

        Please set the value yourself, in both places:
        1. Vercel: \`cd apps/web && vercel env add REVALIDATE_SECRET production\` and paste it at the prompt, then redeploy production so the route sees it.
        2. Supabase SQL editor: \`select vault.create_secret('<the value>', 'revalidate_secret');\`

        Until both are set, the trigger's call gets a 401 and the page still refreshes within 5 minutes.
      `),
      O({ gapMin: 17 })),
    T('done both, production redeployed. test it?',
      S(null, B('curl -sI https://bloco.pt/horario | grep -iE "^(cache-control|cf-cache-status|age|x-vercel-cache):"', 'cache-control: public, max-age=0, must-revalidate\ncf-cache-status: DYNAMIC\nx-vercel-cache: HIT\nage: 41')),
      S("Cloudflare now passes HTML through (`DYNAMIC`) and Vercel serves its ISR copy. Now a no-op update to tonight's technique class to fire the trigger:",
        B(`${DB} -c "update classes set coach = coach where title like 'Técnica%' and (starts_at at time zone 'Europe/Lisbon')::date = '2026-04-30';" && sleep 3 && curl -sI https://bloco.pt/horario | grep -iE "^(x-vercel-cache|age):" && curl -s https://bloco.pt/horario | grep -o '<time[^>]*>19:[0-9]*</time>'`, 'UPDATE 1\nx-vercel-cache: MISS\nage: 0\n<time dateTime="2026-04-30T18:30:00+00:00">19:30</time>', { ms: 5200 })),
      F("Works end to end: the update fired the trigger, Vercel threw away its copy (`x-vercel-cache: MISS`, `age: 0`) and the page shows **19:30**. From now on a class change shows on bloco.pt within seconds; if the webhook ever fails, within 5 minutes.")),
  ],
});

// ---------------------------------------------------------------- s13
const DELETE_ACCOUNT_FN = d`
  // Deletes the calling member's account; their bookings and push tokens go with it (on delete cascade).
  // App Store Guideline 5.1.1(v): apps with account creation must let people delete the account in the app.
  import { createClient } from 'npm:@supabase/supabase-js@2.46.1';

  const admin = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!);

  Deno.serve(async (req) => {
    if (req.method !== 'POST') return new Response('method not allowed', { status: 405 });
    const jwt = req.headers.get('Authorization')?.replace(/^Bearer /, '');
    if (!jwt) return new Response('unauthorized', { status: 401 });
    const { data: { user }, error } = await admin.auth.getUser(jwt);
    if (error || !user) return new Response('unauthorized', { status: 401 });

    const { error: delError } = await admin.auth.admin.deleteUser(user.id);
    if (delError) return new Response(delError.message, { status: 500 });
    console.log(JSON.stringify({ event: 'account_deleted', member: user.id }));
    return Response.json({ deleted: true });
  });
`;
const DELETE_ACCOUNT_SCREEN = d`
  import { useState } from 'react';
  import { router } from 'expo-router';
  import { useTranslation } from 'react-i18next';
  import { ActivityIndicator, Alert, Pressable, Text, View } from 'react-native';
  import { colors, radius, spacing, type } from '@bloco/ui/tokens';
  import { storage } from '../../src/lib/storage';
  import { supabase } from '../../src/lib/supabase';

  // Reachable from Conta → Apagar conta. Deletes for real (server side), then clears everything local.
  export default function DeleteAccountScreen() {
    const { t } = useTranslation();
    const [busy, setBusy] = useState(false);

    async function confirmDelete() {
      setBusy(true);
      const { error } = await supabase.functions.invoke('delete-account', { method: 'POST' });
      if (error) {
        setBusy(false);
        Alert.alert(t('deleteAccount.failed'));
        return;
      }
      await supabase.auth.signOut({ scope: 'local' });
      storage.clearAll();
      router.replace('/');
    }

    return (
      <View style={{ flex: 1, padding: spacing.md, backgroundColor: colors.background }}>
        <Text style={type.title}>{t('deleteAccount.title')}</Text>
        <Text style={[type.body, { marginTop: spacing.md }]}>{t('deleteAccount.explainer')}</Text>
        <Pressable
          testID="delete-account-confirm"
          accessibilityRole="button"
          disabled={busy}
          onPress={() =>
            Alert.alert(t('deleteAccount.confirmTitle'), t('deleteAccount.confirmBody'), [
              { text: t('common.cancel'), style: 'cancel' },
              { text: t('deleteAccount.confirm'), style: 'destructive', onPress: confirmDelete },
            ])
          }
          style={{ marginTop: spacing.xl, padding: spacing.md, borderRadius: radius.pill, backgroundColor: colors.danger }}
        >
          {busy ? (
            <ActivityIndicator color={colors.primaryText} />
          ) : (
            <Text style={[type.body, { color: colors.primaryText, textAlign: 'center' }]}>{t('deleteAccount.confirm')}</Text>
          )}
        </Pressable>
      </View>
    );
  }
`;
export const PT_JSON_V2 = d`
  {
    "schedule": {
      "title": "Horário",
      "empty": "Sem aulas esta semana.",
      "startsIn": "em {{count}} min",
      "full": "Esgotado",
      "spotsLeft_one": "{{count}} vaga",
      "spotsLeft_other": "{{count}} vagas"
    },
    "class": {
      "book": "Reservar",
      "booked": "Reserva confirmada"
    },
    "bookings": {
      "empty": "Ainda não tens reservas.",
      "cancel": "Cancelar",
      "confirmCancel": "Cancelar reserva"
    },
    "account": {
      "title": "Conta",
      "reminders": "Lembretes das aulas",
      "checkin": "Check-in com QR",
      "deleteAccount": "Apagar conta",
      "signOut": "Terminar sessão"
    },
    "deleteAccount": {
      "title": "Apagar conta",
      "explainer": "A tua conta, as tuas reservas e os lembretes são apagados de vez. Não dá para desfazer.",
      "confirmTitle": "Apagar a conta?",
      "confirmBody": "Esta ação é definitiva.",
      "confirm": "Apagar conta",
      "failed": "Não foi possível apagar a conta. Tenta outra vez."
    },
    "common": {
      "cancel": "Cancelar"
    }
  }
`;
export const EN_JSON_V2 = d`
  {
    "schedule": {
      "title": "Schedule",
      "empty": "No classes this week.",
      "startsIn": "in {{count}} min",
      "full": "Full",
      "spotsLeft_one": "{{count}} spot left",
      "spotsLeft_other": "{{count}} spots left"
    },
    "class": {
      "book": "Book",
      "booked": "Booking confirmed"
    },
    "bookings": {
      "empty": "No bookings yet.",
      "cancel": "Cancel",
      "confirmCancel": "Cancel booking"
    },
    "account": {
      "title": "Account",
      "reminders": "Class reminders",
      "checkin": "QR check-in",
      "deleteAccount": "Delete account",
      "signOut": "Sign out"
    },
    "deleteAccount": {
      "title": "Delete account",
      "explainer": "Your account, bookings and reminders are deleted for good. This can't be undone.",
      "confirmTitle": "Delete your account?",
      "confirmBody": "This is permanent.",
      "confirm": "Delete account",
      "failed": "We couldn't delete your account. Please try again."
    },
    "common": {
      "cancel": "Cancel"
    }
  }
`;

export const S13 = session({
  key: 's13', start: '2026-05-04T08:09:58.612Z', branch: 'fix/app-review-account-deletion',
  title: 'App Store rejected 1.0.0 (14) under Guideline 5.1.1(v): in-app account deletion, delete-account function, build 15',
  turns: [
    T("bom dia... bad news, Apple rejected 1.0.0 (14):\n\nGuideline 5.1.1(v) - Data Collection and Storage\nIssue Description: The app supports account creation but does not include an option to initiate account deletion. Apps that support account creation must also offer account deletion to give users more control of the data they've shared while using an app.\n\nwe need delete-account in the app. what's the minimum they accept?",
      S(null, G('signOut', ['apps/mobile/app/(tabs)/account.tsx'], { path: 'apps/mobile' }), R('apps/mobile/app/(tabs)/account.tsx')),
      F(d`
        What Apple accepts for 5.1.1(v):
        - the deletion starts **inside the app** and is easy to find (the account screen is the expected place);
        - it **deletes** the account and its personal data. Deactivating or "contact us by email" isn't enough (a website link is only OK if it goes straight to the deletion);
        - a confirmation step is fine, and so is saying how long deletion takes.

        Plan for us:
        1. Edge function \`delete-account\`: verifies the caller's JWT and calls \`auth.admin.deleteUser(user.id)\` with the service role. \`bookings\` and \`push_tokens\` both reference \`auth.users\` with \`on delete cascade\`, so the member's data goes with it.
        2. Screen \`app/settings/delete-account.tsx\`: explanation, a confirmation alert, then local sign-out and wiping MMKV.
        3. An "Apagar conta" row on the account screen, next to Terminar sessão.
      `)),
    T('go',
      S(null,
        W('supabase/functions/delete-account/index.ts', DELETE_ACCOUNT_FN),
        W('apps/mobile/app/settings/delete-account.tsx', DELETE_ACCOUNT_SCREEN)),
      S('The account screen still has literal strings from before the i18n rule; the new row goes through `t()`:',
        E('apps/mobile/app/(tabs)/account.tsx', "import { router } from 'expo-router';\n", "import { router } from 'expo-router';\nimport { useTranslation } from 'react-i18next';\n"),
        E('apps/mobile/app/(tabs)/account.tsx', "      <Pressable onPress={() => supabase.auth.signOut()} style={{ marginTop: spacing.xl }}>\n", "      <Pressable testID=\"delete-account-row\" onPress={() => router.push('/settings/delete-account')} style={{ marginTop: spacing.xl }}>\n        <Text style={type.body}>{t('account.deleteAccount')}</Text>\n      </Pressable>\n      <Pressable onPress={() => supabase.auth.signOut()} style={{ marginTop: spacing.lg }}>\n")),
      F("Written: the `delete-account` function, the screen (confirmation alert → function → local sign-out → `storage.clearAll()` → back to start), and the row on the account screen. The account screen doesn't call `useTranslation()` yet; I'll add that together with the translation keys.")),
    T('add the keys (pt + en)',
      S(null, R('apps/mobile/src/i18n/locales/pt-PT.json'), R('apps/mobile/src/i18n/locales/en.json')),
      S(null, W('apps/mobile/src/i18n/locales/pt-PT.json', PT_JSON_V2), W('apps/mobile/src/i18n/locales/en.json', EN_JSON_V2)),
      F("Keys added in both languages: `account.deleteAccount` and a `deleteAccount.*` section (title, explainer, confirmation, error), plus `common.cancel`. The explainer states what goes (account, bookings, reminders) and that it's permanent, which is what App Review checks for.")),
    T("wire the t() in the account screen and bump the build. <private>the app-specific password for App Store Connect is wqhd-plvx-kmza-tyeo in case eas submit asks</private>",
      S(null, E('apps/mobile/app/(tabs)/account.tsx', '  const dispatch = useAppDispatch();\n', '  const { t } = useTranslation();\n  const dispatch = useAppDispatch();\n'),
        R('apps/mobile/app.config.ts')),
      S(null, E('apps/mobile/app.config.ts', "    buildNumber: '14',\n", "    buildNumber: '15',\n"), E('apps/mobile/app.config.ts', '    versionCode: 14,\n', '    versionCode: 15,\n')),
      F(d`
        - \`useTranslation()\` is wired in the account screen.
        - \`app.config.ts\`: still version 1.0.0, **buildNumber 15** / versionCode 15.

        I haven't started a build (your rule: EAS builds are yours). When you're ready: \`eas build --profile production --platform ios\`, then \`eas submit -p ios --latest\`. I'm not repeating the password here; \`eas submit\` asks for it, or better, set up an App Store Connect API key for EAS once and nothing needs a password again.
      `)),
    T('deploy the function. and write the reply for app review too, I paste it in the resolution center',
      S(null, B('supabase functions deploy delete-account', deployOut('delete-account', '39.8'))),
      S(null, W('docs/app-review/1.0.0-build-15.md', d`
        # Reply to App Review: Bloco 1.0.0 (15)

        Hello, and thank you for the review.

        Regarding Guideline 5.1.1(v): build 15 adds account deletion inside the app.

        Where: Conta (Account tab) → Apagar conta (Delete account).
        What happens: after a confirmation, the account is deleted on our server immediately, together with the member's bookings and notification tokens. The app then signs out and clears all data stored on the device.

        Demo account for review: the same as before (see App Review Information).
      `)),
      F('`delete-account` is deployed. The reply is saved as `docs/app-review/1.0.0-build-15.md` so it\'s versioned with the build. It says where the option is (Conta → Apagar conta), that deletion is immediate and complete, and points to the demo account you already gave them.')),
    T('obrigada. commit, that\'s all for today',
      S(null, B('git add -A && git commit -m "feat(mobile): in-app account deletion (App Store 5.1.1(v)), build 15"', commitOut('fix/app-review-account-deletion', '3f8e0c6', 'feat(mobile): in-app account deletion (App Store 5.1.1(v)), build 15', 7, 164, 3, ['create mode 100644 apps/mobile/app/settings/delete-account.tsx', 'create mode 100644 docs/app-review/1.0.0-build-15.md', 'create mode 100644 supabase/functions/delete-account/index.ts']))),
      F('Committed (3f8e0c6). Left for you: the production build 15 and the submission. Boa sorte com a review!')),
  ],
});

// ---------------------------------------------------------------- s14
const BOOKINGS_STORE = d`
  import { create } from 'zustand';
  import { createJSONStorage, persist } from 'zustand/middleware';
  import { storage } from '../lib/storage';
  import type { Booking } from '../types';

  export type PendingBooking = {
    localId: string;
    classId: string;
    memberId: string;
    createdAt: string;
    attempts: number;
    lastError?: string;
  };

  type BookingsState = {
    mine: Booking[];
    pending: PendingBooking[];
    loaded: (mine: Booking[]) => void;
    queue: (p: PendingBooking) => void;
    confirmed: (localId: string) => void;
    failed: (localId: string, error: string) => void;
  };

  const mmkv = createJSONStorage(() => ({
    getItem: (key: string) => storage.getString(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  }));

  export const useBookingsStore = create<BookingsState>()(
    persist(
      (set) => ({
        mine: [],
        pending: [],
        loaded: (mine) => set({ mine }),
        queue: (p) => set((s) => ({ pending: [...s.pending, p] })),
        confirmed: (localId) => set((s) => ({ pending: s.pending.filter((p) => p.localId !== localId) })),
        failed: (localId, error) =>
          set((s) => ({ pending: s.pending.map((p) => (p.localId === localId ? { ...p, attempts: p.attempts + 1, lastError: error } : p)) })),
      }),
      // only the offline queue survives a restart; "mine" is refetched anyway
      { name: 'bookings', storage: mmkv, partialize: (s) => ({ pending: s.pending }) },
    ),
  );
`;
const QUEUE_V1 = d`
  import NetInfo from '@react-native-community/netinfo';
  import { getJSON, remove } from '../lib/storage';
  import { supabase } from '../lib/supabase';
  import { useBookingsStore, type PendingBooking } from './bookings';

  // Bookings made while offline (the gym is in a basement) wait here until we are back online.
  export const SYNC_TIMEOUT_MS = 10_000;
  export const MAX_ATTEMPTS = 5;

  async function send(p: PendingBooking) {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), SYNC_TIMEOUT_MS);
    try {
      const { error } = await supabase
        .from('bookings')
        .insert({ class_id: p.classId, member_id: p.memberId })
        .abortSignal(ctrl.signal);
      if (error) throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  export async function flushQueue() {
    const { pending, confirmed, failed } = useBookingsStore.getState();
    for (const p of pending) {
      if (p.attempts >= MAX_ATTEMPTS) continue;
      try {
        await send(p);
        confirmed(p.localId);
      } catch (e) {
        failed(p.localId, String(e));
      }
    }
  }

  // one-time: bookings queued by builds that kept the queue in Redux (MMKV key 'pending-bookings')
  const legacy = getJSON<PendingBooking[]>('pending-bookings');
  if (legacy?.length) legacy.forEach((p) => useBookingsStore.getState().queue(p));
  remove('pending-bookings');

  NetInfo.addEventListener((s) => {
    if (s.isConnected && s.isInternetReachable) void flushQueue();
  });
`;
const STORE_INDEX_SETTINGS_ONLY = d`
  import { configureStore } from '@reduxjs/toolkit';
  import { TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
  import settingsReducer from './settingsSlice';

  // Only settings are left in Redux; they move to src/state/ next, and then this folder goes.
  export const store = configureStore({
    reducer: {
      settings: settingsReducer,
    },
  });

  export type RootState = ReturnType<typeof store.getState>;
  export type AppDispatch = typeof store.dispatch;
  export const useAppDispatch: () => AppDispatch = useDispatch;
  export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
`;
const USE_CLASS = d`
  import NetInfo from '@react-native-community/netinfo';
  import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
  import { track } from '../lib/analytics';
  import { supabase } from '../lib/supabase';
  import { useAuthStore } from '../state/auth';
  import { store } from '../store';
  import { bookingQueued } from '../store/bookingsSlice';
  import type { GymClass } from '../types';

  export function useClass(id: string) {
    return useQuery({
      queryKey: ['class', id],
      queryFn: async () => {
        const { data, error } = await supabase.from('class_occupancy').select('*').eq('id', id).single();
        if (error) throw error;
        return data as GymClass;
      },
    });
  }

  // Books a spot. Offline, the booking goes into the queue and is sent once we are back online.
  export function useBookClass(classId: string) {
    const qc = useQueryClient();
    return useMutation({
      mutationFn: async () => {
        const memberId = useAuthStore.getState().session!.user.id;
        const net = await NetInfo.fetch();
        if (!net.isInternetReachable) {
          store.dispatch(
            bookingQueued({ localId: crypto.randomUUID(), classId, memberId, createdAt: new Date().toISOString(), attempts: 0 }),
          );
          return { queued: true };
        }
        const { error } = await supabase.from('bookings').insert({ class_id: classId, member_id: memberId });
        if (error) throw error;
        return { queued: false };
      },
      onSuccess: (res) => {
        track('booking_created', { class_id: classId, queued: res.queued ? 1 : 0 });
        return qc.invalidateQueries({ queryKey: ['schedule'] });
      },
    });
  }
`;
const dupRows = (() => {
  const hex = (n, k) => ((n * 2654435761 + k * 40503) >>> 0).toString(16).padStart(8, '0').slice(0, 8);
  const gaps = ['00:00:00.212', '00:00:00.287', '00:00:00.301', '00:00:00.344', '00:00:00.358', '00:00:00.402', '00:00:00.419', '00:00:00.433', '00:00:00.471', '00:00:00.506', '00:00:00.522', '00:00:00.548', '00:00:00.583', '00:00:00.611', '00:00:00.637', '00:00:00.692', '00:00:00.718', '00:00:00.804', '00:00:00.861', '00:00:00.937', '00:00:01.044', '00:00:01.218', '00:00:01.906', '2 days 03:11:52.118', '6 days 20:47:09.530'];
  const rows = gaps.map((g, i) => ` ${hex(i + 3, 1)} | ${hex(i + 11, 2)} | 2 | ${g}`);
  return [' class    | member   | n |         gap', '----------+----------+---+---------------------', ...rows, `(${rows.length} rows)`].join('\n');
})();
const DEDUP_SQL = d`
  -- The offline queue could send the same booking twice (NetInfo reports "online" twice on reconnect and two
  -- flushes ran at once). Every booking now carries the client's request id, unique, so a replay is a no-op.
  alter table public.bookings add column client_request_id uuid;
  create unique index bookings_client_request_id_key on public.bookings (client_request_id);

  -- Clean up the doubles already made: same member and class, created less than 10 s apart; keep the oldest.
  -- (Real guest bookings are days apart and stay.)
  delete from public.bookings b
  using public.bookings older
  where b.class_id = older.class_id
    and b.member_id = older.member_id
    and b.created_at > older.created_at
    and b.created_at - older.created_at < interval '10 seconds';
`;

const QUEUE_TEST = d`
  import { supabase } from '../../lib/supabase';
  import { useBookingsStore } from '../bookings';
  import { flushQueue, SYNC_TIMEOUT_MS } from '../offlineQueue';

  jest.mock('@react-native-community/netinfo', () => ({ addEventListener: jest.fn() }));
  jest.mock('../../lib/supabase', () => ({ supabase: { from: jest.fn() } }));

  const upsert = jest.fn();
  beforeEach(() => {
    upsert.mockReset().mockReturnValue({ abortSignal: () => Promise.resolve({ error: null }) });
    (supabase.from as jest.Mock).mockReturnValue({ upsert });
    useBookingsStore.setState({ pending: [{ localId: 'b1', classId: 'c1', memberId: 'm1', createdAt: '2026-05-05T12:00:00Z', attempts: 0 }] });
  });

  test('two flushes at once send each pending booking once', async () => {
    await Promise.all([flushQueue(), flushQueue()]);
    expect(upsert).toHaveBeenCalledTimes(1);
    expect(upsert.mock.calls[0][0]).toMatchObject({ client_request_id: 'b1' });
    expect(useBookingsStore.getState().pending).toEqual([]);
  });

  test('a request that hangs is aborted after SYNC_TIMEOUT_MS and counted as an attempt', async () => {
    jest.useFakeTimers();
    upsert.mockReturnValue({
      abortSignal: (signal: AbortSignal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    const run = flushQueue();
    await jest.advanceTimersByTimeAsync(SYNC_TIMEOUT_MS);
    await run;
    expect(useBookingsStore.getState().pending[0]).toMatchObject({ attempts: 1, lastError: 'Error: aborted' });
    jest.useRealTimers();
  });
`;

export const S14 = session({
  key: 's14', start: '2026-05-05T13:04:22.909Z', branch: 'refactor/zustand-bookings',
  title: 'Redux → Zustand, step 2: bookings + offline queue; duplicate bookings from a double flush (client_request_id); sync timeout 30 s',
  turns: [
    T("next slice out of redux: bookings and the offline queue. zustand with persist on mmkv, same approach as auth",
      S(null, R('apps/mobile/src/store/bookingsSlice.ts'), R('apps/mobile/src/store/offlineQueue.ts'), R('apps/mobile/src/store/persist.ts'), R('apps/mobile/src/store/index.ts')),
      F(d`
        Plan for step 2:
        - \`src/state/bookings.ts\`: \`useBookingsStore\` with \`mine\`, \`pending\` and the four actions. Zustand's \`persist\` middleware with a small MMKV adapter replaces \`store/persist.ts\`; only \`pending\` is persisted (\`partialize\`), since \`mine\` is refetched anyway.
        - \`src/state/offlineQueue.ts\`: the same queue logic (timeout, \`MAX_ATTEMPTS\`, flush on reconnect), reading and updating the Zustand store.
        - One-time import of anything left under the old \`pending-bookings\` key, so a booking queued offline right before the update isn't lost.
        - \`store/index.ts\` keeps only \`settings\`.
      `)),
    T('go',
      S(null, W('apps/mobile/src/state/bookings.ts', BOOKINGS_STORE), W('apps/mobile/src/state/offlineQueue.ts', QUEUE_V1), W('apps/mobile/src/store/index.ts', STORE_INDEX_SETTINGS_ONLY)),
      S(null, B('git rm -q apps/mobile/src/store/bookingsSlice.ts apps/mobile/src/store/offlineQueue.ts apps/mobile/src/store/persist.ts', '', { fx: [{ rm: 'apps/mobile/src/store/bookingsSlice.ts' }, { rm: 'apps/mobile/src/store/offlineQueue.ts' }, { rm: 'apps/mobile/src/store/persist.ts' }] })),
      F('`useBookingsStore` and the queue live in `src/state/` now; the three Redux files are removed and `configureStore` only has `settings` left. Callers next.')),
    T('callers?',
      S(null, G('store/persist|bookingQueued|bookingsSlice', d`
        apps/mobile/app/_layout.tsx:9:import '../src/store/persist';
        apps/mobile/src/hooks/useClass.ts:7:import { bookingQueued } from '../store/bookingsSlice';
        apps/mobile/src/hooks/useClass.ts:30:            bookingQueued({ localId: crypto.randomUUID(), classId, memberId, createdAt: new Date().toISOString(), attempts: 0 }),
      `.trimEnd(), { path: 'apps/mobile', mode: 'content' })),
      S(null, R('apps/mobile/app/_layout.tsx'), R('apps/mobile/src/hooks/useClass.ts', { content: USE_CLASS })),
      F('Two: the root layout imports `store/persist` for its side effect (that becomes the queue module, which registers the NetInfo listener), and `useBookClass` dispatches `bookingQueued` when offline.')),
    T('ok',
      S(null,
        E('apps/mobile/app/_layout.tsx', "import '../src/store/persist';\n", "import '../src/state/offlineQueue'; // registers the reconnect listener\n"),
        E('apps/mobile/src/hooks/useClass.ts', "import { store } from '../store';\nimport { bookingQueued } from '../store/bookingsSlice';\n", "import { useBookingsStore } from '../state/bookings';\n"),
        E('apps/mobile/src/hooks/useClass.ts', d`
          store.dispatch(
            bookingQueued({ localId: crypto.randomUUID(), classId, memberId, createdAt: new Date().toISOString(), attempts: 0 }),
          );
        `.replace(/^/gm, '        ').replace(/ +$/, ''), "        useBookingsStore.getState().queue({ localId: crypto.randomUUID(), classId, memberId, createdAt: new Date().toISOString(), attempts: 0 });\n")),
      S(null, B('pnpm --filter @bloco/mobile exec tsc --noEmit && pnpm --filter @bloco/mobile test', '', { err: ' PASS  src/hooks/__tests__/useNow.test.ts\n PASS  src/lib/__tests__/storage.test.ts\n PASS  src/lib/__tests__/secureAuthStorage.test.ts' + jestSummary(3, 9, '2.210'), ms: 15800 })),
      F('Type-check and tests pass. Bookings and the offline queue are on Zustand; only `settings` is still in Redux.')),
    T("btw Rui says some people appear twice in the class list in the admin. related to the queue?",
      S(null, B(`${DB} -c "select left(class_id::text, 8) as class, left(member_id::text, 8) as member, count(*) as n, max(created_at) - min(created_at) as gap from bookings group by class_id, member_id having count(*) > 1 order by gap;"`, dupRows)),
      F(d`
        Very likely the queue. **25** member/class pairs have two bookings. **23** of them were created within 0.2-1.9 seconds of each other, which no person does by hand. The other 2 are days apart, real second spots for a guest.

        The queue explains it: \`flushQueue()\` runs from the NetInfo listener whenever the phone reports connected + internet reachable. On reconnect NetInfo often fires that **twice** in a row (reachability goes unknown → true, then the connection details update), and nothing stops two flushes running at the same time. Both read the same \`pending\` list and both insert the same booking before either marks it confirmed. This was already the case in the Redux version; the move didn't cause it, and didn't fix it either.

        Fix, two layers:
        1. **Idempotency in the database**: send the queue's \`localId\` as \`client_request_id\`, with a unique index, and insert with \`on conflict do nothing\`. A replay can then never create a second row, whatever the client does.
        2. **No concurrent flushes** in the client: share one in-flight promise.
        Plus a cleanup of the 23 existing doubles (keep the oldest).
      `)),
    T('do both, and clean up the existing ones (keep the oldest, and careful with the real guest bookings)',
      S(null, W('supabase/migrations/20260505141000_bookings_client_request_id.sql', DEDUP_SQL),
        E('apps/mobile/src/state/offlineQueue.ts', "      .insert({ class_id: p.classId, member_id: p.memberId })\n", "      // client_request_id is unique: resending the same queued booking can't create a second row\n      .upsert({ class_id: p.classId, member_id: p.memberId, client_request_id: p.localId }, { onConflict: 'client_request_id', ignoreDuplicates: true })\n"),
        E('apps/mobile/src/state/offlineQueue.ts', 'export async function flushQueue() {\n', "// NetInfo can report \"online\" twice in a row on reconnect: never run two flushes at once.\nlet inFlight: Promise<void> | null = null;\nexport function flushQueue(): Promise<void> {\n  inFlight ??= flushOnce().finally(() => {\n    inFlight = null;\n  });\n  return inFlight;\n}\n\nasync function flushOnce() {\n")),
      S(null, B(`supabase db push && ${DB} -c "select count(*) as doubles_within_10s from (select class_id, member_id from bookings b group by 1, 2 having count(*) > 1 and max(created_at) - min(created_at) < interval '10 seconds') d;" -c "select count(*) as guest_doubles from (select 1 from bookings group by class_id, member_id having count(*) > 1) g;"`, dbPushOut(['20260505141000_bookings_client_request_id.sql']) + '\n' + d`
         doubles_within_10s
        --------------------
                          0
        (1 row)

         guest_doubles
        ---------------
                     2
        (1 row)
      `, { ms: 7300 })),
      F('Migration applied: `client_request_id uuid` with the unique index `bookings_client_request_id_key`, and the 23 doubles are deleted (0 left within 10 s). The 2 guest bookings are still there. The queue sends `localId` as `client_request_id` through an upsert that ignores duplicates, and `flushQueue()` shares one in-flight run. Online bookings from `useBookClass` don\'t go through the queue and have no request id; the unique index allows any number of NULLs.')),
    T("one more: turns out the 10s sync timeout is too tight on the gym wifi down in the basement, bookings time out and then retry until they hit the max. make it 30s",
      S("And since the queue had no tests at all, one for the double flush and one for the timeout:", E('apps/mobile/src/state/offlineQueue.ts', 'export const SYNC_TIMEOUT_MS = 10_000;\n', "export const SYNC_TIMEOUT_MS = 30_000; // the gym's basement wifi needs it; 10 s timed out\n"),
        W('apps/mobile/src/state/__tests__/offlineQueue.test.ts', QUEUE_TEST)),
      S(null, B('pnpm --filter @bloco/mobile test', '', { err: ' PASS  src/hooks/__tests__/useNow.test.ts\n PASS  src/lib/__tests__/storage.test.ts\n PASS  src/lib/__tests__/secureAuthStorage.test.ts\n PASS  src/state/__tests__/offlineQueue.test.ts\n  ✓ two flushes at once send each pending booking once (11 ms)\n  ✓ a request that hangs is aborted after SYNC_TIMEOUT_MS and counted as an attempt (4 ms)' + jestSummary(4, 11, '2.684'), ms: 5284 })),
      F("`SYNC_TIMEOUT_MS` is **30 s** now, and the queue has its first tests: two concurrent flushes send a booking once, and a hanging request is aborted after the timeout and counted as an attempt. With the idempotent upsert a slow request that the client gives up on can't cause a double either: if it did reach the server, the retry is a no-op. `MAX_ATTEMPTS` stays 5.")),
    T('commit + PR and I\'m done for today',
      S(null, B('git add -A && git commit -m "refactor(mobile): bookings and offline queue in zustand; idempotent queued bookings" && git push -u origin refactor/zustand-bookings && gh pr create --fill', `${commitOut('refactor/zustand-bookings', '91c6d2a', 'refactor(mobile): bookings and offline queue in zustand; idempotent queued bookings', 9, 187, 104, ['create mode 100644 apps/mobile/src/state/bookings.ts', 'create mode 100644 apps/mobile/src/state/offlineQueue.ts', 'create mode 100644 supabase/migrations/20260505141000_bookings_client_request_id.sql', 'delete mode 100644 apps/mobile/src/store/bookingsSlice.ts', 'delete mode 100644 apps/mobile/src/store/offlineQueue.ts', 'delete mode 100644 apps/mobile/src/store/persist.ts'])}\nbranch 'refactor/zustand-bookings' set up to track 'origin/refactor/zustand-bookings'.\nhttps://github.com/${REPO}/pull/52`)),
      F('PR #52 is open. Worth telling Rui: the people he saw twice were the queue\'s doubles; they\'re cleaned up and can\'t happen again. Até amanhã!')),
  ],
});

// ---------------------------------------------------------------- s15
const MAESTRO_BOOK = d`
  appId: pt.bloco.app
  name: Book the next intro class
  tags: [booking]
  ---
  - launchApp:
      clearState: true
      arguments:
        e2eUser: e2e@bloco.pt
  - extendedWaitUntil:
      visible:
        id: class-card-intro
      timeout: 15000
  - tapOn:
      id: class-card-intro
      index: 0
  - tapOn:
      id: book-button
  - assertVisible:
      id: booking-confirmed
`;
const MAESTRO_CANCEL = d`
  appId: pt.bloco.app
  name: Cancel a booking
  tags: [booking]
  ---
  - runFlow: book-intro-class.yaml
  - tapOn:
      id: tab-bookings
  - tapOn:
      id: cancel-booking-button
      index: 0
  - tapOn:
      id: confirm-cancel
  - assertNotVisible:
      id: booking-row
`;
const BOOKINGS_TAB = d`
  import { useTranslation } from 'react-i18next';
  import { FlatList, Pressable, Text, View } from 'react-native';
  import { colors, spacing, type } from '@bloco/ui/tokens';
  import { useCancelBooking, useMyBookings } from '../../src/hooks/useMyBookings';
  import { clockTime, dayLabel } from '../../src/lib/time';

  export default function BookingsScreen() {
    const { t } = useTranslation();
    const { data } = useMyBookings();
    const cancel = useCancelBooking();

    return (
      <FlatList
        data={data ?? []}
        keyExtractor={(b) => b.id}
        contentContainerStyle={{ padding: spacing.md, backgroundColor: colors.background }}
        ListEmptyComponent={<Text style={type.body}>{t('bookings.empty')}</Text>}
        renderItem={({ item }) => (
          <View testID="booking-row" style={{ paddingVertical: spacing.sm }}>
            <Text style={type.body}>{item.title}</Text>
            <Text style={type.caption}>
              {dayLabel(item.starts_at)} · {clockTime(item.starts_at)}
            </Text>
            <Pressable onPress={() => cancel.confirmAndCancel(item.id)} style={{ marginTop: spacing.xs }}>
              <Text style={[type.body, { color: colors.danger }]}>{t('bookings.cancel')}</Text>
            </Pressable>
          </View>
        )}
      />
    );
  }
`;
const CI_MAESTRO_JOB = indent(2, d`
  e2e-android:
    runs-on: ubuntu-latest
    timeout-minutes: 30
    steps:
      - uses: actions/checkout@v4
      - uses: pnpm/action-setup@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: pnpm
      - uses: actions/setup-java@v4
        with:
          distribution: temurin
          java-version: 17
      - run: pnpm install --frozen-lockfile
      - run: cd apps/mobile && npx expo prebuild --platform android && cd android && ./gradlew assembleRelease
      - run: curl -fsSL "https://get.maestro.mobile.dev" | bash
      - uses: reactivecircus/android-emulator-runner@v2
        with:
          api-level: 34
          arch: x86_64
          script: adb install apps/mobile/android/app/build/outputs/apk/release/app-release.apk && $HOME/.maestro/bin/maestro test apps/mobile/.maestro/
`);

export const S15 = session({
  key: 's15', start: '2026-05-07T08:24:16.338Z', branch: 'test/maestro',
  title: 'Detox leftovers removed, Maestro flows in CI; EAS preview builds now allowed for the assistant',
  turns: [
    T("bom dia! so, Detox is gone — I deleted apps/mobile/e2e last night after it ate 40 minutes of CI again and flaked twice. the mobile e2e is all Maestro flows now, in apps/mobile/.maestro/. I wrote book-intro-class.yaml already. can you clean up whatever detox left behind?",
      S(null, G('detox', ['apps/mobile/.detoxrc.js', 'apps/mobile/package.json', 'apps/mobile/app.config.ts', '.github/workflows/ci.yml'], { i: true }),
        R('apps/mobile/.maestro/book-intro-class.yaml', { content: MAESTRO_BOOK })),
      S(null, B('git rm -q apps/mobile/.detoxrc.js && pnpm --filter @bloco/mobile remove detox @config-plugins/detox', 'Packages: -31\n' + '-'.repeat(31) + '\nProgress: resolved 1284, reused 1271, downloaded 0, added 0, done\n\ndevDependencies:\n- @config-plugins/detox 8.0.0\n- detox 20.28.0\n\nDone in 3.1s', { fx: [{ rm: 'apps/mobile/.detoxrc.js' }, mobileDeps({}, ['detox', '@config-plugins/detox'])] }),
        R('apps/mobile/app.config.ts')),
      F("`.detoxrc.js` is deleted and `detox` and `@config-plugins/detox` are out of the devDependencies. Your flow uses the same testIDs the Detox test used (`class-card-intro`, `book-button`, `booking-confirmed`), so nothing in the app needs to change for it. Left: the Detox config plugin in `app.config.ts` and the CI job.")),
    T('go on',
      S(null, R('.github/workflows/ci.yml')),
      S(null,
        E('apps/mobile/app.config.ts', "    '@config-plugins/detox',\n", ''),
        E('.github/workflows/ci.yml', CI_DETOX_JOB, CI_MAESTRO_JOB)),
      F("- `app.config.ts`: the Detox plugin is gone (it changed the Android test build config).\n- CI `e2e-android`: builds a plain release APK with Gradle (no Detox test APK), installs Maestro, and runs every flow in `apps/mobile/.maestro/` on the API 34 emulator. Timeout down from 45 to 30 minutes; without the androidTest build it should take well under that.")),
    T('add a cancel-booking flow and run both on the emulator',
      S(null, W('apps/mobile/.maestro/cancel-booking.yaml', MAESTRO_CANCEL)),
      S(null, B('maestro test apps/mobile/.maestro/', 'Running on emulator-5554\n\nWaiting for flows to complete...\n[Passed] Book the next intro class (24s)\n[Failed] Cancel a booking (31s) (Element not found: Id matching regex: cancel-booking-button)\n\n1/2 Flow Failed', { code: 1, ms: 58300 })),
      S(null, R('apps/mobile/app/(tabs)/bookings.tsx', { content: BOOKINGS_TAB })),
      F("The booking flow passes; the cancel flow can't find `cancel-booking-button`: the Cancelar button on the Minhas reservas tab has no testID. `booking-row` is there. The flow also expects a `confirm-cancel` button; `confirmAndCancel` uses a native Alert, and Maestro taps alert buttons by text, so I'll switch that step to the alert's text via its i18n key value.")),
    T("add the testID. for the alert, text is ok there since it's a native dialog, but use the pt string",
      S(null, E('apps/mobile/app/(tabs)/bookings.tsx', '          <Pressable onPress={() => cancel.confirmAndCancel(item.id)} style={{ marginTop: spacing.xs }}>\n', '          <Pressable testID="cancel-booking-button" onPress={() => cancel.confirmAndCancel(item.id)} style={{ marginTop: spacing.xs }}>\n'),
        E('apps/mobile/.maestro/cancel-booking.yaml', '- tapOn:\n    id: confirm-cancel\n', '# native Alert: no testIDs, tap the button by its pt-PT label (bookings.confirmCancel)\n- tapOn: "Cancelar reserva"\n')),
      S(null, B('maestro test apps/mobile/.maestro/', 'Running on emulator-5554\n\nWaiting for flows to complete...\n[Passed] Book the next intro class (23s)\n[Passed] Cancel a booking (37s)\n\n2/2 Flows Passed in 1m 0s', { ms: 63900 })),
      F('2/2 flows pass in a minute (compare 187 s for the Detox suite on top of an 8m41s build). The alert step is the one place that matches on text, with a comment pointing at the i18n key. The rest select by testID.')),
    T("oh and about eas builds: forget what I said before, partially. Rui is paying for the Starter plan now, so you can run `eas build --profile preview` yourself whenever it helps. production builds and eas submit stay mine, always. try one for android now so I can put it on the A12",
      S('Updated: I may start **preview** EAS builds myself; **production** builds and `eas submit` stay yours.',
        B('cd apps/mobile && eas build --profile preview --platform android --non-interactive --no-wait', d`
          Resolved "preview" environment for the build. Learn more: https://docs.expo.dev/eas/environment-variables/#setting-the-environment-for-your-builds
          ✔ Using remote Android credentials (Expo server)
          ✔ Using Keystore from configuration: Build Credentials 3fK9x2Lq (default)

          Compressing project files and uploading to EAS Build. Learn more: https://expo.fyi/eas-build-archive
          ✔ Uploaded to EAS 3s
          ✔ Computed project fingerprint

          See logs: https://expo.dev/accounts/bloco-porto/projects/bloco/builds/8f2c1d7a-4b6e-4f09-a3d5-1e7c9b2f6a40

          Android build queued. Since you passed --no-wait, the build runs in the background.
        `, { ms: 16800 })),
      F('Queued: https://expo.dev/accounts/bloco-porto/projects/bloco/builds/8f2c1d7a-4b6e-4f09-a3d5-1e7c9b2f6a40 (preview profile, internal distribution, channel `preview`). When it finishes, the page has a QR code / install link for the A12.'),
      O({ gapMin: 9 })),
    T('fixe. commit all of it, até amanhã',
      S(null, B('git add -A && git commit -m "test(mobile): maestro flows replace detox, run in CI"', commitOut('test/maestro', '6d0b3f1', 'test(mobile): maestro flows replace detox, run in CI', 7, 52, 44, ['create mode 100644 apps/mobile/.maestro/book-intro-class.yaml', 'create mode 100644 apps/mobile/.maestro/cancel-booking.yaml', 'delete mode 100644 apps/mobile/.detoxrc.js']))),
      F('Committed (6d0b3f1). Até amanhã!')),
  ],
});

export const SESSIONS_3 = [S11, S12, S13, S14, S15];
