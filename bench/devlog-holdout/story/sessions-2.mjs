// Week 2-3: the summer-time reminder bug, FlashList reverted, Redux → Zustand starts (auth), Tomás's review,
// i18n, reminders at 60 minutes, the web schedule page and its hydration mismatch.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import { indent, mobileDeps, webDeps, pnpmOut, expoInstall, jestSummary, commitOut, meminfo, SWIPES, MEMINFO, DB, deployOut, dbPushOut, REPO } from './helpers.mjs';
import { CLASS_LIST_FLASH_V1 } from './sessions-1.mjs';
import { SEED_FILES } from './seed.mjs';

// ---------------------------------------------------------------- s06
const TZ_MIGRATION_V1 = d`
  -- starts_at held Lisbon wall-clock time without a zone. Store instants instead.
  alter table public.classes
    alter column starts_at type timestamptz using starts_at at time zone 'Europe/Lisbon';
`;
const TZ_MIGRATION_V2 = d`
  -- starts_at held Lisbon wall-clock time without a zone; since summer time started (29 March) the reminder
  -- window, computed in UTC, was an hour off. Store instants (timestamptz, UTC) and convert only for display.
  drop view public.class_occupancy;

  alter table public.classes
    alter column starts_at type timestamptz using starts_at at time zone 'Europe/Lisbon';

  create view public.class_occupancy as
    select c.id, c.title, c.kind, c.starts_at, c.duration_min, c.capacity, c.coach, count(b.id)::int as booked_count
    from public.classes c
    left join public.bookings b on b.class_id = c.id
    group by c.id;

  -- the return type changes, so drop and recreate
  drop function public.due_reminders(timestamptz, timestamptz);
  create function public.due_reminders(window_from timestamptz, window_to timestamptz)
  returns table (booking_id uuid, token text, title text, starts_at timestamptz)
  language sql stable as $$
    select b.id, t.token, c.title, c.starts_at
    from public.bookings b
    join public.classes c on c.id = b.class_id
    join public.push_tokens t on t.member_id = b.member_id
    where c.starts_at >= window_from and c.starts_at < window_to
      and b.reminded_at is null;
  $$;
`;
const TIME_TS = d`
  // The gym is in Porto: every time we show is Lisbon time, whatever time zone the phone is set to.
  // The database stores instants (timestamptz); convert only here, for display.
  export const GYM_TZ = 'Europe/Lisbon';

  const dayKeyFmt = new Intl.DateTimeFormat('en-CA', { timeZone: GYM_TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
  const dayLabelFmt = new Intl.DateTimeFormat('pt-PT', { timeZone: GYM_TZ, weekday: 'long', day: 'numeric', month: 'long' });
  const clockFmt = new Intl.DateTimeFormat('pt-PT', { timeZone: GYM_TZ, hour: '2-digit', minute: '2-digit' });

  export const dayKey = (iso: string) => dayKeyFmt.format(new Date(iso)); // "2026-04-20"
  export const dayLabel = (iso: string) => dayLabelFmt.format(new Date(iso)); // "segunda-feira, 20 de abril"
  export const clockTime = (iso: string) => clockFmt.format(new Date(iso)); // "19:00"
`;

export const S06 = session({
  key: 's06', start: '2026-04-21T08:41:27.770Z', branch: 'fix/reminder-timezone',
  title: 'Reminders arrive 1 h before instead of 2 h: naive starts_at and summer time; timestamptz migration',
  turns: [
    T("bom dia. Rui says the reminders come only 1 hour before class, not 2. yesterday's 19:00 intro: the push came at 18:00. timezone thing? we're on summer time (UTC+1) since end of march",
      S(null, R('supabase/functions/push-reminders/index.ts'),
        B(`${DB} -c "select title, starts_at, pg_typeof(starts_at) from classes where starts_at::date = '2026-04-20' order by starts_at;"`, d`
                  title        |      starts_at      |          pg_typeof
          ---------------------+---------------------+-----------------------------
           Open boulder        | 2026-04-20 10:00:00 | timestamp without time zone
           Técnica: pés        | 2026-04-20 18:00:00 | timestamp without time zone
           Intro ao bouldering | 2026-04-20 19:00:00 | timestamp without time zone
          (3 rows)
        `)),
      S(null, B(`${DB} -c "select c.title, b.reminded_at, b.reminded_at at time zone 'Europe/Lisbon' as reminded_lisbon from bookings b join classes c on c.id = b.class_id where c.starts_at = '2026-04-20 19:00' limit 3;"`, d`
                  title        |        reminded_at         |     reminded_lisbon
          ---------------------+----------------------------+-------------------------
           Intro ao bouldering | 2026-04-20 17:00:04.118+00 | 2026-04-20 18:00:04.118
           Intro ao bouldering | 2026-04-20 17:00:04.118+00 | 2026-04-20 18:00:04.118
           Intro ao bouldering | 2026-04-20 17:00:04.118+00 | 2026-04-20 18:00:04.118
          (3 rows)
        `)),
      F(d`
        Yes, it's the time zone, and it started with summer time.

        \`classes.starts_at\` is a \`timestamp without time zone\` holding the gym's **wall-clock** time: "2026-04-20 19:00:00" means 19:00 in Porto. The function builds its window as real instants (\`Date.now() + 120 min\`, sent as UTC), and Postgres compares a \`timestamptz\` against the naive column by reading the naive value **as UTC** (the database's time zone). So the class looked like it started at 19:00 UTC = 20:00 in Porto, and "2 hours before" became 17:00 UTC = **18:00 Lisbon**. \`reminded_at\` confirms it: 17:00:04 UTC.

        In winter Portugal is on UTC+0, so wall-clock and UTC were the same and it worked; since 29 March every reminder is an hour late.
      `)),
    T("ugh. fix it properly: timestamptz in the db, everything stored as UTC, and convert to Europe/Lisbon only when displaying. and that's a rule from now on: no naive timestamps anywhere, in the db or in code",
      S('Rule noted: instants in `timestamptz` (UTC), `Europe/Lisbon` only at display time, never a zone-less timestamp. The existing rows are Lisbon wall-clock, so they convert with `AT TIME ZONE \'Europe/Lisbon\'`:',
        W('supabase/migrations/20260421091500_starts_at_timestamptz.sql', TZ_MIGRATION_V1),
        B('supabase db push', d`
          Connecting to remote database...
          Do you want to push these migrations to the remote database?
           • 20260421091500_starts_at_timestamptz.sql

           [Y/n] y
          Applying migration 20260421091500_starts_at_timestamptz.sql...
          ERROR: cannot alter type of a column used by a view or rule (SQLSTATE 0A000)
          At statement 0: alter table public.classes
            alter column starts_at type timestamptz using starts_at at time zone 'Europe/Lisbon'
          DETAIL: rule _RETURN on view class_occupancy depends on column "starts_at"
          Try rerunning the command with --debug to troubleshoot the error.
        `, { code: 1 })),
      S("Postgres won't change a column type under a view. The migration has to drop `class_occupancy`, alter, and recreate it; `due_reminders()` returns `starts_at` too, so it gets recreated with the new return type:",
        W('supabase/migrations/20260421091500_starts_at_timestamptz.sql', TZ_MIGRATION_V2),
        B('supabase db push', dbPushOut(['20260421091500_starts_at_timestamptz.sql']))),
      F("Applied. The failed first attempt changed nothing: the migration runs in a transaction and was rolled back at the view error. `classes.starts_at` is now `timestamptz`; `class_occupancy` and `due_reminders()` are recreated on top of it.")),
    T('check the data came across right, and does the function need changes?',
      S(null, B(`${DB} -c "select count(*) as classes, min(starts_at), max(starts_at) from classes;" -c "select title, starts_at, starts_at at time zone 'Europe/Lisbon' as lisbon from classes where (starts_at at time zone 'Europe/Lisbon')::date = '2026-04-20' order by 2;"`, d`
         classes |          min           |          max
        ---------+------------------------+------------------------
             214 | 2026-03-02 09:00:00+00 | 2026-06-28 16:00:00+00
        (1 row)

                title        |       starts_at        |       lisbon
        ---------------------+------------------------+---------------------
         Open boulder        | 2026-04-20 09:00:00+00 | 2026-04-20 10:00:00
         Técnica: pés        | 2026-04-20 17:00:00+00 | 2026-04-20 18:00:00
         Intro ao bouldering | 2026-04-20 18:00:00+00 | 2026-04-20 19:00:00
        (3 rows)
      `)),
      S("All 214 classes converted: March rows (UTC+0 then) kept their hour, summer rows moved back one hour in UTC, and in Lisbon time they all read as before. The window query is right now. But `hhmm()` in the function formats with `getHours()`, which in the edge runtime is UTC, so the push would say \"Começa às 18:00\" for the 19:00 class. Fixing that:",
        E('supabase/functions/push-reminders/index.ts', d`
          function hhmm(iso: string) {
            const d = new Date(iso);
            return \`\${String(d.getHours()).padStart(2, '0')}:\${String(d.getMinutes()).padStart(2, '0')}\`;
          }
        `, d`
          // starts_at is an instant; show it in gym time (the edge runtime runs in UTC)
          const clock = new Intl.DateTimeFormat('pt-PT', { timeZone: 'Europe/Lisbon', hour: '2-digit', minute: '2-digit' });
          function hhmm(iso: string) {
            return clock.format(new Date(iso));
          }
        `)),
      S(null, B('supabase functions deploy push-reminders', deployOut('push-reminders', '41.4'))),
      F('Data is right (214 classes, Lisbon times unchanged) and the function is redeployed with the message time formatted in `Europe/Lisbon`. Tonight\'s reminders should arrive 2 hours before, and say the right time.')),
    T('and the app? it shows times and day headers too',
      S(null, G('starts_at', d`
        apps/mobile/src/types.ts:5:  starts_at: string;
        apps/mobile/src/components/ClassCard.tsx:9:  const mins = Math.round((new Date(item.starts_at).getTime() - now) / 60000);
        apps/mobile/src/hooks/useSchedule.ts:14:        .select('id, title, kind, starts_at, duration_min, capacity, coach, booked_count')
        apps/mobile/src/hooks/useSchedule.ts:15:        .gte('starts_at', new Date().toISOString())
        apps/mobile/src/hooks/useSchedule.ts:16:        .order('starts_at')
        apps/mobile/src/hooks/useScheduleRows.ts:12:      const day = c.starts_at.slice(0, 10);
        apps/mobile/src/hooks/useScheduleRows.ts:15:        rows.push({ type: 'header', day, label: dayLabel.format(new Date(c.starts_at)) });
      `.trimEnd(), { path: 'apps/mobile/src', mode: 'content' }),
        R('apps/mobile/src/hooks/useScheduleRows.ts')),
      S(null, W('apps/mobile/src/lib/time.ts', TIME_TS),
        W('apps/mobile/src/hooks/useScheduleRows.ts', d`
          import { useMemo } from 'react';
          import { dayKey, dayLabel } from '../lib/time';
          import type { GymClass, ScheduleRow } from '../types';

          // Flattens the schedule into day headers + class rows for the list. Days are Lisbon days.
          export function useScheduleRows(classes: GymClass[] | undefined): ScheduleRow[] {
            return useMemo(() => {
              const rows: ScheduleRow[] = [];
              let currentDay = '';
              for (const c of classes ?? []) {
                const day = dayKey(c.starts_at);
                if (day !== currentDay) {
                  currentDay = day;
                  rows.push({ type: 'header', day, label: dayLabel(c.starts_at) });
                }
                rows.push({ type: 'class', item: c });
              }
              return rows;
            }, [classes]);
          }
        `)),
      F(d`
        Two latent bugs in \`useScheduleRows\`, both harmless until now:
        - the day key was \`starts_at.slice(0, 10)\`, the **UTC** date. With timestamptz, PostgREST sends \`2026-04-20T18:00:00+00:00\`, so a class at 00:30 Lisbon would have gone under the previous day;
        - the header label used the **phone's** time zone; a visitor with a phone still on London or Berlin time would see shifted days.

        New \`src/lib/time.ts\` with \`GYM_TZ = 'Europe/Lisbon'\` and \`dayKey\` / \`dayLabel\` / \`clockTime\` on \`Intl.DateTimeFormat\` with an explicit \`timeZone\` (Hermes supports it). The countdown in \`ClassCard\` compares instants, so it was already right.
      `)),
    T('good. commit, and write me 2 lines I can send Rui',
      S(null, B('git add -A && git commit -m "fix: store class times as timestamptz, show them in Europe/Lisbon"', commitOut('fix/reminder-timezone', 'c19e7a4', 'fix: store class times as timestamptz, show them in Europe/Lisbon', 4, 58, 9, ['create mode 100644 apps/mobile/src/lib/time.ts', 'create mode 100644 supabase/migrations/20260421091500_starts_at_timestamptz.sql']))),
      F(d`
        Committed (c19e7a4). For Rui:

        > Os lembretes estavam a chegar 1 hora atrasados desde a mudança para a hora de verão; já está corrigido e a partir de hoje chegam 2 horas antes da aula.
        > Quando criares aulas no Supabase, escreve a hora com o fuso, por exemplo \`2026-05-02 19:00+01\`; sem ele o editor assume UTC.

        The second line matters: the Studio table editor shows and reads \`timestamptz\` in UTC, so a bare "19:00" would now mean 20:00 in Porto.
      `)),
  ],
});

// ---------------------------------------------------------------- s07
const CLASS_LIST_FLAT_TUNED_OLD = '      contentContainerStyle={{ padding: spacing.md }}\n    />\n';
const CLASS_LIST_FLAT_TUNED_NEW = indent(6, d`
  contentContainerStyle={{ padding: spacing.md }}
  // tuned for the A12: fewer cells mounted up front and around the viewport
  initialNumToRender={10}
  maxToRenderPerBatch={8}
  windowSize={7}
  removeClippedSubviews
`) + '    />\n';

export const S07 = session({
  key: 's07', start: '2026-04-23T13:04:10.352Z', branch: 'fix/flashlist-overlap',
  title: 'FlashList draws cards over day headers on Android after booking; reverted to a tuned FlatList',
  turns: [
    T("olá. since #36 was merged Rui sees cards overlapping on android: after he books a class and scrolls back up, the card under 'quinta-feira' is drawn on top of the header, sometimes there's a blank gap instead. only android, iOS looks fine. ideas?",
      S(null, R('apps/mobile/src/components/ClassList.tsx'),
        B('cd apps/mobile && pnpm ls @shopify/flash-list', '@bloco/mobile@1.0.0 /Users/ines/dev/bloco/apps/mobile\n\ndependencies:\n@shopify/flash-list 1.7.1')),
      S("Booking changes the card (the spots line changes, sometimes to \"Esgotado\"), and FlashList places recycled cells using sizes it measured before. With headers (~40 dp) and cards (~112 dp) in one list, an estimate of 112 is far off for a third of the rows. First cheap thing to try: an estimate closer to the real average.",
        E('apps/mobile/src/components/ClassList.tsx', '      estimatedItemSize={112}\n', '      estimatedItemSize={96}\n')),
      F("Changed `estimatedItemSize` to 96 (roughly the average of headers and cards). It's a guess, not a diagnosis: if a layout goes stale after a cell changes height, a better estimate only makes it rarer. Can you try a local build on the A12: book, scroll back up past a header?"),
      O({ gapMin: 22 })),
    T("tried it on the A12, still overlapping after booking. I don't have time to dig into this now, the build for Rui's testers goes out tomorrow. revert to FlatList, but keep the memory fix",
      S(null, B('git log --oneline -4 -- apps/mobile/src/components/ClassList.tsx apps/mobile/package.json', '7d3a91c perf(mobile): render the schedule with FlashList\nb4e91a0 feat(mobile): day headers in the schedule\n3c2f7d1 chore(mobile): expo sdk 52\n51a0e6b feat(mobile): schedule list')),
      S('`7d3a91c` is the FlashList commit alone; the shared ticker (`2a6d0f9`) is a separate commit and stays. Dropping my experiment and reverting:',
        B('git checkout apps/mobile/src/components/ClassList.tsx && git revert --no-edit 7d3a91c', '[fix/flashlist-overlap 5e0b7a1] Revert "perf(mobile): render the schedule with FlashList"\n 3 files changed, 4 insertions(+), 9 deletions(-)', { fx: [{ write: ['apps/mobile/src/components/ClassList.tsx', SEED_FILES['apps/mobile/src/components/ClassList.tsx']] }, mobileDeps({}, ['@shopify/flash-list'])] })),
      F("Reverted in `5e0b7a1`: `ClassList` is the FlatList again and `@shopify/flash-list` is out of package.json and the lockfile. The memory fix is untouched: `ClassCard` still has no timer of its own and uses the shared `useNow()` ticker, so the 612 MB leak doesn't come back. It just goes back to FlatList's own cost.")),
    T('tune the FlatList a bit for the A12 so it\'s at least not worse than before, and measure',
      S(null, R('apps/mobile/src/components/ClassList.tsx')),
      S(null, E('apps/mobile/src/components/ClassList.tsx', CLASS_LIST_FLAT_TUNED_OLD, CLASS_LIST_FLAT_TUNED_NEW)),
      S(null,
        B('cd apps/mobile && npx expo run:android --variant release --device SM-A125F', '› Building app...\n\nBUILD SUCCESSFUL in 1m 58s\n412 actionable tasks: 61 executed, 351 up-to-date\n› Installing /Users/ines/dev/bloco/apps/mobile/android/app/build/outputs/apk/release/app-release.apk\n› Opening pt.bloco.app on SM-A125F', { ms: 124600 }),
        B(`${SWIPES}; ${MEMINFO}`, meminfo(101388, 243076, 329410, 288), { ms: 139800, desc: 'Measure memory after 60 scroll swipes' })),
      F("With `initialNumToRender={10}`, `maxToRenderPerBatch={8}`, `windowSize={7}` and `removeClippedSubviews`: **243 MB** total PSS after the same 60 swipes, and it stays there. That's worse than FlashList's 189 MB but nowhere near the 612 MB of the leak, and the A12 copes. No overlap is possible here: FlatList doesn't recycle cells.")),
    T('ok good enough for tomorrow. commit + PR, then I\'m off. até amanhã',
      S(null, B('git add -A && git commit -m "perf(mobile): tune FlatList windowing for low-end Android" && git push -u origin fix/flashlist-overlap && gh pr create --fill --title "revert FlashList (overlap on Android), tune FlatList"', `${commitOut('fix/flashlist-overlap', '8a2c4f6', 'perf(mobile): tune FlatList windowing for low-end Android', 1, 5, 0)}\nbranch 'fix/flashlist-overlap' set up to track 'origin/fix/flashlist-overlap'.\nhttps://github.com/${REPO}/pull/39`)),
      F("PR #39: the revert plus the FlatList tuning. I noted in the description that the overlap's cause is still unknown (the estimate change didn't fix it), in case FlashList comes back. Até amanhã!")),
  ],
});

// ---------------------------------------------------------------- s08
const AUTH_STORE = d`
  import type { Session } from '@supabase/supabase-js';
  import { create } from 'zustand';

  // Auth state. Not persisted here: Supabase persists the session itself (see lib/supabase.ts).
  type AuthState = {
    session: Session | null;
    status: 'idle' | 'signedIn' | 'signedOut';
    setSession: (session: Session | null) => void;
  };

  export const useAuthStore = create<AuthState>()((set) => ({
    session: null,
    status: 'idle',
    setSession: (session) => set({ session, status: session ? 'signedIn' : 'signedOut' }),
  }));
`;

export const S08 = session({
  key: 's08', start: '2026-04-24T08:16:52.904Z', branch: 'refactor/zustand-auth',
  title: 'Redux Toolkit → Zustand, step 1: the auth slice becomes useAuthStore (PR #41)',
  turns: [
    T("bom dia! I want redux toolkit gone, way too much ceremony for three slices. plan: zustand. but gradually, one slice at a time, starting with auth. bookings and settings stay in redux for now, I don't want a big-bang PR",
      S(null, B('pnpm --filter @bloco/mobile add zustand@5.0.1', pnpmOut({ resolved: 1304, reused: 1230, downloaded: 1, added: 1, deps: ['zustand 5.0.1'], secs: 3.9 }), { fx: [mobileDeps({ zustand: '5.0.1' })] })),
      S(null, R('apps/mobile/src/store/authSlice.ts'), R('apps/mobile/src/store/index.ts'), R('apps/mobile/src/store/offlineQueue.ts')),
      F(d`
        \`zustand\` 5.0.1 is in. Plan for step 1:
        - new \`src/state/auth.ts\` with a \`useAuthStore\` holding \`session\`, \`status\` and \`setSession\`, same semantics as \`sessionChanged\`;
        - the Supabase auth listener in the root layout calls \`useAuthStore.getState().setSession(...)\` instead of dispatching;
        - remove \`authSlice.ts\` and the \`auth\` reducer; \`bookings\` and \`settings\` stay in Redux, and the \`<Provider>\` stays until the last slice moves.

        Later steps: \`store/offlineQueue.ts\` (10 s timeout per request, 5 attempts, flush on reconnect) reads and writes the bookings slice directly, so it has to move together with bookings, not on its own.
      `)),
    T('go',
      S(null,
        W('apps/mobile/src/state/auth.ts', AUTH_STORE),
        E('apps/mobile/src/store/index.ts', "import authReducer from './authSlice';\n", ''),
        E('apps/mobile/src/store/index.ts', '    auth: authReducer,\n', '')),
      S(null, B('git rm -q apps/mobile/src/store/authSlice.ts', '', { fx: [{ rm: 'apps/mobile/src/store/authSlice.ts' }] })),
      F('`useAuthStore` exists and the `auth` reducer is gone from `configureStore`. Next: the two places that still read `s.auth` or dispatch `sessionChanged`.')),
    T('ok continue',
      S(null, G('\\(s\\) => s\\.auth|sessionChanged', d`
        apps/mobile/app/_layout.tsx:6:import { sessionChanged } from '../src/store/authSlice';
        apps/mobile/app/_layout.tsx:14:  const status = useAppSelector((s) => s.auth.status);
        apps/mobile/app/_layout.tsx:20:        store.dispatch(sessionChanged(session));
        apps/mobile/app/(tabs)/account.tsx:12:  const email = useAppSelector((s) => s.auth.session?.user.email);
      `.trimEnd(), { path: 'apps/mobile', mode: 'content' }), R('apps/mobile/app/_layout.tsx')),
      S(null,
        E('apps/mobile/app/_layout.tsx', "import { store, useAppSelector } from '../src/store';\nimport { sessionChanged } from '../src/store/authSlice';\n", "import { useAuthStore } from '../src/state/auth';\nimport { store } from '../src/store';\n"),
        E('apps/mobile/app/_layout.tsx', '  const status = useAppSelector((s) => s.auth.status);\n', '  const status = useAuthStore((s) => s.status);\n')),
      F("The root layout reads `status` from `useAuthStore`; the listener still dispatches `sessionChanged` on line 20, that's the last bit in this file.")),
    T('you missed the dispatch line. and typecheck',
      S(null, E('apps/mobile/app/_layout.tsx', '        store.dispatch(sessionChanged(session));\n', '        useAuthStore.getState().setSession(session);\n')),
      S(null, B('pnpm --filter @bloco/mobile exec tsc --noEmit', "app/(tabs)/account.tsx(12,42): error TS2339: Property 'auth' does not exist on type '{ bookings: BookingsState; settings: SettingsState; }'.", { code: 2, ms: 9400 })),
      S(null, R('apps/mobile/app/(tabs)/account.tsx')),
      F("Dispatch line fixed. `tsc` finds the last `s.auth` reader: the account screen reads the email through `useAppSelector`. Changing that next.")),
    T("fix it, test, commit, PR. and a convention: new stores go in src/state/, one file per store, the hook named useSomethingStore. the old src/store folder dies when redux does",
      S('src/state/, one file per store, `useXxxStore` hooks: noted.',
        E('apps/mobile/app/(tabs)/account.tsx', "import { useAppDispatch, useAppSelector } from '../../src/store';\n", "import { useAuthStore } from '../../src/state/auth';\nimport { useAppDispatch, useAppSelector } from '../../src/store';\n"),
        E('apps/mobile/app/(tabs)/account.tsx', '  const email = useAppSelector((s) => s.auth.session?.user.email);\n', '  const email = useAuthStore((s) => s.session?.user.email);\n')),
      S(null, B('pnpm --filter @bloco/mobile exec tsc --noEmit && pnpm --filter @bloco/mobile test', '', { err: ' PASS  src/hooks/__tests__/useNow.test.ts\n PASS  src/lib/__tests__/storage.test.ts' + jestSummary(2, 6, '1.873'), ms: 14100 }),
        B('git add -A && git commit -m "refactor(mobile): auth state in zustand (useAuthStore)" && git push -u origin refactor/zustand-auth && gh pr create --fill --title "refactor(mobile): auth slice → zustand"', `${commitOut('refactor/zustand-auth', 'f4b2d90', 'refactor(mobile): auth state in zustand (useAuthStore)', 6, 31, 34, ['create mode 100644 apps/mobile/src/state/auth.ts', 'delete mode 100644 apps/mobile/src/store/authSlice.ts'])}\nbranch 'refactor/zustand-auth' set up to track 'origin/refactor/zustand-auth'.\nhttps://github.com/${REPO}/pull/41`)),
      F('Type-check and tests are green; PR #41 is open (https://github.com/bloco-porto/bloco-app/pull/41). Auth is the first slice on Zustand; `bookings` and `settings` are still Redux and the `<Provider>` stays for them. Bom fim de semana!')),
  ],
});

// ---------------------------------------------------------------- s09
const SECURE_AUTH_STORAGE = d`
  import * as SecureStore from 'expo-secure-store';
  import { storage } from './storage';

  // Supabase's auth storage: Keychain on iOS, Keystore-encrypted storage on Android. Never plain MMKV, which is
  // an unencrypted file in the app sandbox and ends up in device backups.
  // SecureStore may refuse values over 2048 bytes and a session with its JWTs is ~3 KB, so values are chunked.
  const CHUNK = 1800;
  const opts: SecureStore.SecureStoreOptions = { keychainAccessible: SecureStore.AFTER_FIRST_UNLOCK_THIS_DEVICE_ONLY };
  // SecureStore keys may only contain [A-Za-z0-9._-]
  const safe = (key: string) => key.replace(/[^A-Za-z0-9._-]/g, '_');

  async function removeItem(key: string): Promise<void> {
    const n = await SecureStore.getItemAsync(\`\${safe(key)}.n\`, opts);
    if (n == null) return;
    for (let i = 0; i < Number(n); i++) await SecureStore.deleteItemAsync(\`\${safe(key)}.\${i}\`, opts);
    await SecureStore.deleteItemAsync(\`\${safe(key)}.n\`, opts);
  }

  async function setItem(key: string, value: string): Promise<void> {
    await removeItem(key);
    const parts: string[] = [];
    for (let i = 0; i < value.length; i += CHUNK) parts.push(value.slice(i, i + CHUNK));
    for (const [i, part] of parts.entries()) await SecureStore.setItemAsync(\`\${safe(key)}.\${i}\`, part, opts);
    await SecureStore.setItemAsync(\`\${safe(key)}.n\`, String(parts.length), opts);
  }

  async function getItem(key: string): Promise<string | null> {
    const n = await SecureStore.getItemAsync(\`\${safe(key)}.n\`, opts);
    if (n != null) {
      const parts: string[] = [];
      for (let i = 0; i < Number(n); i++) {
        const part = await SecureStore.getItemAsync(\`\${safe(key)}.\${i}\`, opts);
        if (part == null) return null;
        parts.push(part);
      }
      return parts.join('');
    }
    // builds before this change kept the session in MMKV: move it over once and delete the plain copy
    const legacy = storage.getString(key);
    if (legacy == null) return null;
    await setItem(key, legacy);
    storage.delete(key);
    return legacy;
  }

  export const secureAuthStorage = { getItem, setItem, removeItem };
`;
const SUPABASE_SECURE = d`
  import { createClient } from '@supabase/supabase-js';
  import { secureAuthStorage } from './secureAuthStorage';

  const url = process.env.EXPO_PUBLIC_SUPABASE_URL!;
  const anonKey = process.env.EXPO_PUBLIC_SUPABASE_ANON_KEY!;

  export const supabase = createClient(url, anonKey, {
    auth: {
      storage: secureAuthStorage,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: false,
    },
  });
`;
const I18N_INDEX = d`
  import { getLocales } from 'expo-localization';
  import i18n from 'i18next';
  import { initReactI18next } from 'react-i18next';
  import en from './locales/en.json';
  import ptPT from './locales/pt-PT.json';

  // pt-PT is the default and the source language; any device language that isn't Portuguese gets English.
  const device = getLocales()[0]?.languageTag ?? 'pt-PT';

  void i18n.use(initReactI18next).init({
    resources: { 'pt-PT': { translation: ptPT }, en: { translation: en } },
    lng: device.startsWith('pt') ? 'pt-PT' : 'en',
    fallbackLng: 'pt-PT',
    interpolation: { escapeValue: false },
  });

  export default i18n;
`;
export const PT_JSON_V1 = d`
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
      "signOut": "Terminar sessão"
    }
  }
`;
export const EN_JSON_V1 = d`
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
      "signOut": "Sign out"
    }
  }
`;

const SECURE_AUTH_TEST = d`
  import * as SecureStore from 'expo-secure-store';
  import { storage } from '../storage';
  import { secureAuthStorage } from '../secureAuthStorage';

  const mem = new Map<string, string>();
  jest.mock('expo-secure-store', () => ({
    AFTER_FIRST_UNLOCK_THIS_DEVICE_ONLY: 0,
    getItemAsync: jest.fn(async (k: string) => mem.get(k) ?? null),
    setItemAsync: jest.fn(async (k: string, v: string) => void mem.set(k, v)),
    deleteItemAsync: jest.fn(async (k: string) => void mem.delete(k)),
  }));
  jest.mock('../storage', () => {
    const m = new Map<string, string>();
    return { storage: { getString: (k: string) => m.get(k), set: (k: string, v: string) => m.set(k, v), delete: (k: string) => m.delete(k) } };
  });

  const KEY = 'sb-kqzvtrmwyhxbplnadcfe-auth-token';
  const session = JSON.stringify({ access_token: 'a'.repeat(1400), refresh_token: 'r'.repeat(40), user: { id: 'u1', email: 'e2e@bloco.pt', meta: 'x'.repeat(1700) } });

  beforeEach(() => mem.clear());

  test('round-trips a 3.1 KB session through 2 chunks', async () => {
    await secureAuthStorage.setItem(KEY, session);
    expect(mem.get('sb-kqzvtrmwyhxbplnadcfe-auth-token.n')).toBe('2');
    expect(await secureAuthStorage.getItem(KEY)).toBe(session);
  });

  test('moves a legacy MMKV session into SecureStore and deletes the MMKV copy', async () => {
    storage.set(KEY, session);
    expect(await secureAuthStorage.getItem(KEY)).toBe(session);
    expect(storage.getString(KEY)).toBeUndefined();
    expect(SecureStore.setItemAsync).toHaveBeenCalled();
  });

  test('removeItem deletes every chunk', async () => {
    await secureAuthStorage.setItem(KEY, session);
    await secureAuthStorage.removeItem(KEY);
    expect(mem.size).toBe(0);
  });
`;

export const S09 = session({
  key: 's09', start: '2026-04-27T08:29:15.663Z', branch: 'refactor/zustand-auth',
  title: "Tomás's review on #41: the session moves to expo-secure-store; i18n with i18next; reminders at 60 min",
  turns: [
    T("bom dia. review from Tomás on #41:\n\n> supabase.ts: the session (incl. the refresh token) ends up in mmkvAuthStorage. That's a plain unencrypted file in the app sandbox and it gets included in device backups. Please don't keep tokens in MMKV — use expo-secure-store (Keychain / Keystore) for the Supabase auth storage. Rest lgtm 👍\n\nhe's right, I missed that in the mmkv move. fix it",
      S(null, B('cd apps/mobile && npx expo install expo-secure-store', expoInstall(['expo-secure-store@~14.0.0'], pnpmOut({ resolved: 1305, reused: 1231, downloaded: 1, added: 1, deps: ['expo-secure-store 14.0.0'], secs: 4.1 })), { fx: [mobileDeps({ 'expo-secure-store': '~14.0.0' })] })),
      S(null, R('apps/mobile/src/lib/storage.ts'), R('apps/mobile/src/lib/supabase.ts')),
      F(d`
        He's right: MMKV without an encryption key is a readable file, and it's inside what iCloud/Google back up. Plan:
        - a \`secureAuthStorage\` adapter on \`expo-secure-store\` (Keychain on iOS, Keystore-backed on Android), used as Supabase's \`auth.storage\`;
        - SecureStore may reject values over **2048 bytes**, and our session (access + refresh token + user) is about 3 KB, so the adapter splits values into chunks;
        - phones that already have a session in MMKV: move it over on first read and delete the plain copy, so nobody is logged out;
        - drop \`mmkvAuthStorage\` from \`storage.ts\`. MMKV stays for the schedule cache and pending bookings, which aren't secrets.
      `)),
    T('go',
      S(null,
        W('apps/mobile/src/lib/secureAuthStorage.ts', SECURE_AUTH_STORAGE),
        W('apps/mobile/src/lib/__tests__/secureAuthStorage.test.ts', SECURE_AUTH_TEST),
        W('apps/mobile/src/lib/supabase.ts', SUPABASE_SECURE),
        E('apps/mobile/src/lib/storage.ts', d`
          // Supabase keeps its session through this adapter (same getItem/setItem/removeItem shape as AsyncStorage).
          export const mmkvAuthStorage = {
            getItem: (key: string) => storage.getString(key) ?? null,
            setItem: (key: string, value: string) => storage.set(key, value),
            removeItem: (key: string) => storage.delete(key),
          };

        `, '')),
      F(d`
        Done:
        - \`src/lib/secureAuthStorage.ts\`: chunks of 1800 characters under \`<key>.0\`, \`<key>.1\`, … plus a \`<key>.n\` count, with \`AFTER_FIRST_UNLOCK_THIS_DEVICE_ONLY\`, so the token is excluded from backups and never moves to another device.
        - \`supabase.ts\` uses it as \`auth.storage\`; \`mmkvAuthStorage\` is gone from \`storage.ts\`.
        - An existing MMKV session is moved on first read and the MMKV copy deleted. \`__tests__/secureAuthStorage.test.ts\` covers that, a 3.1 KB session round-trip in 2 chunks, and removal (SecureStore mocked with a Map).
      `)),
    T('run the tests, push it and answer Tomás on the PR',
      S(null, B('pnpm --filter @bloco/mobile test -- secureAuthStorage', '', { err: d`
         PASS  src/lib/__tests__/secureAuthStorage.test.ts
          ✓ round-trips a 3.1 KB session through 2 chunks (6 ms)
          ✓ moves a legacy MMKV session into SecureStore and deletes the MMKV copy (3 ms)
          ✓ removeItem deletes every chunk (2 ms)
      ` + jestSummary(1, 3, '1.318'), ms: 3918 })),
      S(null,
        B('git add -A && git commit -m "fix(mobile): keep the supabase session in expo-secure-store, not MMKV" && git push', `${commitOut('refactor/zustand-auth', '6e1a8b3', 'fix(mobile): keep the supabase session in expo-secure-store, not MMKV', 5, 96, 9, ['create mode 100644 apps/mobile/src/lib/__tests__/secureAuthStorage.test.ts', 'create mode 100644 apps/mobile/src/lib/secureAuthStorage.ts'])}\nTo github.com:${REPO}.git\n   f4b2d90..6e1a8b3  refactor/zustand-auth -> refactor/zustand-auth`),
        B('gh pr comment 41 --body "Good catch, thanks. 6e1a8b3 moves the Supabase session to expo-secure-store (chunked, since a session is ~3 KB and SecureStore values should stay under 2048 bytes), AFTER_FIRST_UNLOCK_THIS_DEVICE_ONLY so it is not in backups. Existing sessions are moved out of MMKV on first read. MMKV keeps only the schedule cache and pending bookings."', `https://github.com/${REPO}/pull/41#issuecomment-2829410375`)),
      F("Tests pass (3/3). Pushed `6e1a8b3` and replied on #41 with what changed and why. I kept the reply to what he asked for; the rest of the PR he'd already approved.")),
    T("next: i18n. i18next + react-i18next + expo-localization. pt-PT is the default, english for everyone else. and from now on a rule: no hardcoded user-facing strings, everything through t(), keys nested by screen like schedule.empty or account.signOut",
      S(null, B('pnpm --filter @bloco/mobile add i18next@24.0.5 react-i18next@15.1.3 && cd apps/mobile && npx expo install expo-localization', pnpmOut({ resolved: 1309, reused: 1233, downloaded: 3, added: 3, deps: ['i18next 24.0.5', 'react-i18next 15.1.3'], secs: 4.8 }) + '\n' + expoInstall(['expo-localization@~16.0.0'], pnpmOut({ resolved: 1310, reused: 1236, downloaded: 1, added: 1, deps: ['expo-localization 16.0.0'], secs: 3.2 })), { fx: [mobileDeps({ i18next: '24.0.5', 'react-i18next': '15.1.3', 'expo-localization': '~16.0.0' })] })),
      S('Noted: every user-facing string goes through `t()`, keys nested by screen. Setting it up with the strings that exist today:',
        W('apps/mobile/src/i18n/index.ts', I18N_INDEX),
        W('apps/mobile/src/i18n/locales/pt-PT.json', PT_JSON_V1),
        W('apps/mobile/src/i18n/locales/en.json', EN_JSON_V1)),
      F("i18n is set up in `src/i18n/`: `pt-PT.json` is the source, `en.json` the translation. A Portuguese device language gets pt-PT, anything else English; a key missing in English falls back to Portuguese. Plurals use i18next's `_one`/`_other` suffixes (`schedule.spotsLeft`). The screens still have literal strings (\"Esgotado\", \"Reservar\", \"Conta\"…); I'll move them screen by screen, starting with the schedule.")),
    T("one more from Rui: 2h before is too early, people get the push and then forget to come. make the reminder 1 hour before",
      S(null, R('supabase/functions/push-reminders/index.ts')),
      S(null, E('supabase/functions/push-reminders/index.ts', 'const REMINDER_LEAD_MINUTES = 120;\n', 'const REMINDER_LEAD_MINUTES = 60; // Rui: at 2 h people forgot to come\n')),
      S(null, B('supabase functions deploy push-reminders', deployOut('push-reminders', '41.4'))),
      F("Deployed: `REMINDER_LEAD_MINUTES = 60`, so the window is now `[now + 60, now + 65)` minutes. Bookings whose reminder already went out at 2 h keep `reminded_at` and won't get a second one. Unrelated, in case it looks connected: the 120 in `ClassCard` is only when the \"em X min\" label appears; it doesn't affect pushes.")),
    T('perfeito, commit the i18n + reminder and that\'s all for today, obrigada!',
      S(null, B('git add -A && git commit -m "feat(mobile): i18n setup (pt-PT, en); reminders 1 h before class"', commitOut('refactor/zustand-auth', '0c7d5e2', 'feat(mobile): i18n setup (pt-PT, en); reminders 1 h before class', 6, 88, 1, ['create mode 100644 apps/mobile/src/i18n/index.ts', 'create mode 100644 apps/mobile/src/i18n/locales/en.json', 'create mode 100644 apps/mobile/src/i18n/locales/pt-PT.json']))),
      F('Committed (0c7d5e2). Strictly, the reminder change isn\'t part of #41; say if you want it cherry-picked onto its own branch. Até amanhã!')),
  ],
});

// ---------------------------------------------------------------- s10
const WEB_SUPABASE = d`
  import { createClient } from '@supabase/supabase-js';

  // Server-side, read-only: the anon key can only read what RLS makes public (the class schedule).
  export const supabase = createClient(process.env.NEXT_PUBLIC_SUPABASE_URL!, process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY!, {
    auth: { persistSession: false },
  });
`;
export const HORARIO_PAGE_V1 = d`
  import { ClassRow } from '../../components/ClassRow';
  import { formatDay } from '../../lib/format';
  import { supabase } from '../../lib/supabase';

  export const revalidate = 3600; // the schedule changes a few times a week

  type Row = { id: string; title: string; starts_at: string; coach: string; capacity: number; booked_count: number };

  export default async function HorarioPage() {
    const now = new Date();
    const weekAhead = new Date(now.getTime() + 7 * 24 * 3600_000);
    const { data, error } = await supabase
      .from('class_occupancy')
      .select('id, title, starts_at, coach, capacity, booked_count')
      .gte('starts_at', now.toISOString())
      .lt('starts_at', weekAhead.toISOString())
      .order('starts_at');
    if (error) throw error;

    const days = new Map<string, Row[]>();
    for (const c of data as Row[]) {
      const day = formatDay(c.starts_at);
      days.set(day, [...(days.get(day) ?? []), c]);
    }

    return (
      <main>
        <h1>Horário</h1>
        {[...days].map(([day, classes]) => (
          <section key={day}>
            <h2>{day}</h2>
            <ul>
              {classes.map((c) => (
                <ClassRow key={c.id} id={c.id} title={c.title} startsAt={c.starts_at} coach={c.coach} spotsLeft={c.capacity - c.booked_count} />
              ))}
            </ul>
          </section>
        ))}
      </main>
    );
  }
`;
export const CLASS_ROW_V1 = d`
  'use client';

  import { useState } from 'react';
  import { formatTime } from '../lib/format';

  type Props = { id: string; title: string; startsAt: string; coach: string; spotsLeft: number };

  export function ClassRow({ id, title, startsAt, coach, spotsLeft }: Props) {
    const [open, setOpen] = useState(false);
    return (
      <li className="class-row">
        <time dateTime={startsAt}>{formatTime(startsAt)}</time>
        <span className="title">{title}</span>
        <span className="coach">{coach}</span>
        <button type="button" onClick={() => setOpen(true)} disabled={spotsLeft === 0}>
          {spotsLeft === 0 ? 'Esgotado' : 'Reservar'}
        </button>
        {open && (
          <div role="dialog" aria-label="Reservar" className="sheet">
            <p>As reservas fazem-se na app Bloco.</p>
            <a href={\`https://bloco.pt/app?class=\${id}\`}>Abrir na app</a>
            <button type="button" onClick={() => setOpen(false)}>
              Fechar
            </button>
          </div>
        )}
      </li>
    );
  }
`;
const FORMAT_V1 = d`
  import { format } from 'date-fns';
  import { pt } from 'date-fns/locale';

  export const formatTime = (iso: string) => format(new Date(iso), 'HH:mm', { locale: pt });
  export const formatDay = (iso: string) => format(new Date(iso), "EEEE, d 'de' MMMM", { locale: pt });
`;
const FORMAT_TZ = d`
  import { formatInTimeZone } from 'date-fns-tz';
  import { pt } from 'date-fns/locale';

  // Vercel renders in UTC and the browser in the visitor's zone: always format in gym time, on both sides,
  // or the server HTML and the hydrated client disagree.
  const GYM_TZ = 'Europe/Lisbon';

  export const formatTime = (iso: string) => formatInTimeZone(iso, GYM_TZ, 'HH:mm', { locale: pt });
  export const formatDay = (iso: string) => formatInTimeZone(iso, GYM_TZ, "EEEE, d 'de' MMMM", { locale: pt });
`;
const nextBuild = (rows, shared = '87.2 kB') => d`
     ▲ Next.js 14.2.18

     Creating an optimized production build ...
   ✓ Compiled successfully
     Linting and checking validity of types ...
     Collecting page data ...
   ✓ Generating static pages (6/6)
     Collecting build traces ...
     Finalizing page optimization ...

  Route (app)                              Size     First Load JS
` + rows + '\n' + d`
  + First Load JS shared by all            ${shared}
    ├ chunks/117-6c3f2b1a9d8e4f70.js       31.6 kB
    ├ chunks/fd9d1056-2d8a7c4e1b9f0a36.js  53.6 kB
    └ other shared chunks (total)          1.97 kB


  ○  (Static)   prerendered as static content
  ƒ  (Dynamic)  server-rendered on demand
`;
export { nextBuild };
const PLAYWRIGHT_CONFIG = d`
  import { defineConfig, devices } from '@playwright/test';

  // The server runs with TZ=UTC like Vercel's functions; the browser is in Lisbon like our visitors.
  export default defineConfig({
    testDir: './e2e',
    retries: process.env.CI ? 1 : 0,
    use: { baseURL: 'http://localhost:3100', timezoneId: 'Europe/Lisbon', locale: 'pt-PT' },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
    webServer: {
      command: 'pnpm build && pnpm start -p 3100',
      url: 'http://localhost:3100/horario',
      env: { TZ: 'UTC' },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  });
`;
export const HORARIO_SPEC_V1 = d`
  import { expect, test } from '@playwright/test';

  test('lists the week in Lisbon time without hydration errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/horario');
    await expect(page.getByRole('heading', { name: 'Horário' })).toBeVisible();
    await expect(page.locator('time').first()).toHaveText(/^\d{2}:\d{2}$/);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });

  test('Reservar opens the booking sheet', async ({ page }) => {
    await page.goto('/horario');
    await page.getByRole('button', { name: 'Reservar' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Reservar' })).toBeVisible();
  });
`;
const CHECK_BUNDLE = d`
  #!/usr/bin/env node
  // Fails CI when a route's First Load JS (from \`next build\` output on stdin) goes over its budget in kB.
  //   pnpm --filter @bloco/web build | node scripts/check-bundle.mjs /horario 120
  import { readFileSync } from 'node:fs';

  const [route, budget] = process.argv.slice(2);
  const out = readFileSync(0, 'utf8');
  const line = out.split('\n').find((l) => new RegExp(\`[┌├└] . \${route}\\s\`).test(l));
  if (!line) throw new Error(\`route \${route} not found in next build output\`);
  const m = /([\d.]+) (kB|MB)\s*$/.exec(line.trim());
  const kb = m[2] === 'MB' ? Number(m[1]) * 1024 : Number(m[1]);
  console.log(\`bundle-size: \${route} First Load JS \${kb} kB (budget \${budget} kB)\`);
  if (kb > Number(budget)) process.exit(1);
`;

export const S10 = session({
  key: 's10', start: '2026-04-28T13:18:36.215Z', branch: 'feat/web-schedule',
  title: 'Public /horario page on Vercel (ISR, 1 h); hydration mismatch on class times; Playwright',
  turns: [
    T("today the web side. bloco.pt needs a public /horario page with this week's classes, for people who don't have the app (yet). next.js app router, it's on vercel already. revalidating once an hour is plenty, the schedule barely changes",
      S(null, R('apps/web/package.json'),
        B('pnpm --filter @bloco/web add @supabase/supabase-js@2.46.1 date-fns@4.1.0', pnpmOut({ resolved: 1342, reused: 1301, downloaded: 2, added: 2, deps: ['@supabase/supabase-js 2.46.1', 'date-fns 4.1.0'], secs: 3.7 }), { fx: [webDeps({ '@supabase/supabase-js': '2.46.1', 'date-fns': '4.1.0' })] })),
      S(null, W('apps/web/lib/supabase.ts', WEB_SUPABASE), W('apps/web/app/horario/page.tsx', HORARIO_PAGE_V1)),
      F("`/horario` is a Server Component that reads the next 7 days from `class_occupancy` with the anon key (RLS only exposes the public schedule) and groups them by day. `export const revalidate = 3600`: Vercel serves the static page and regenerates it at most once an hour. The rows need a small client component for the Reservar button; that's next.")),
    T('ok do the rows and put a preview up',
      S(null, W('apps/web/components/ClassRow.tsx', CLASS_ROW_V1), W('apps/web/lib/format.ts', FORMAT_V1)),
      S(null, B('pnpm --filter @bloco/web build', nextBuild([
        '┌ ○ /                                    2.1 kB         89.3 kB',
        '├ ○ /_not-found                          873 B          88.1 kB',
        '└ ○ /horario                             8.9 kB         96.1 kB',
      ].join('\n')), { ms: 31200 }),
        B('cd apps/web && vercel deploy', 'Vercel CLI 39.1.1\n🔍  Inspect: https://vercel.com/bloco-porto/bloco-web/9Hq2xYb1vK7mTzR4pLc8nW3dE5fA [3s]\n✅  Preview: https://bloco-web-git-feat-web-schedule-bloco-porto.vercel.app [52s]', { ms: 56100, desc: 'Deploy a Vercel preview' })),
      F("Preview: https://bloco-web-git-feat-web-schedule-bloco-porto.vercel.app/horario. `/horario` builds as a static route, 8.9 kB, **96.1 kB** First Load JS. `ClassRow` is a client component (the Reservar button opens a sheet pointing to the app) and formats times with date-fns in `lib/format.ts`."),
      O({ gapMin: 14 })),
    T('on the preview the times show 18:00 for a split second then jump to 19:00. console says:\n\nWarning: Text content did not match. Server: "18:00" Client: "19:00"\nError: Text content does not match server-rendered HTML.\n\nlocally it was fine?',
      S("Locally your Mac is in Lisbon time, so server and browser agree. Vercel's functions run in UTC. Reproducing with a UTC server:",
        B('cd apps/web && TZ=UTC pnpm build >/dev/null && (TZ=UTC pnpm start -p 3100 >/dev/null &) && sleep 4 && curl -s localhost:3100/horario | grep -o \'<time[^>]*>[^<]*</time>\' | head -3', '<time dateTime="2026-04-28T17:00:00+00:00">17:00</time>\n<time dateTime="2026-04-28T18:00:00+00:00">18:00</time>\n<time dateTime="2026-04-29T08:00:00+00:00">08:00</time>', { ms: 37400, desc: 'Build and serve with TZ=UTC, read the server HTML' })),
      S('Same thing: the server HTML has UTC clock times. `format()` uses the process time zone, so the server renders 18:00 and the browser in Lisbon renders 19:00 for the same instant, and React replaces the text after hydrating. Formatting in an explicit zone fixes both sides:',
        B('pnpm --filter @bloco/web add date-fns-tz@3.2.0', pnpmOut({ resolved: 1343, reused: 1303, downloaded: 1, added: 1, deps: ['date-fns-tz 3.2.0'], secs: 2.9 }), { fx: [webDeps({ 'date-fns-tz': '3.2.0' })] }),
        W('apps/web/lib/format.ts', FORMAT_TZ)),
      F("`lib/format.ts` now uses `formatInTimeZone(iso, 'Europe/Lisbon', …)` for both the time and the day heading. Server and client produce the same text whatever zone they run in, and the day grouping on the server uses Lisbon days (a 00:30 class would otherwise land on the previous day in UTC). Same rule as in the app: instants in the data, Lisbon only when formatting.")),
    T('prove it with a test that would have caught it',
      S(null, B('cd apps/web && kill $(lsof -ti :3100); TZ=UTC pnpm build >/dev/null && (TZ=UTC pnpm start -p 3100 >/dev/null &) && sleep 4 && curl -s localhost:3100/horario | grep -o \'<time[^>]*>[^<]*</time>\' | head -3', '<time dateTime="2026-04-28T17:00:00+00:00">18:00</time>\n<time dateTime="2026-04-28T18:00:00+00:00">19:00</time>\n<time dateTime="2026-04-29T08:00:00+00:00">09:00</time>', { ms: 36900, desc: 'Rebuild with TZ=UTC and read the server HTML' }),
        W('apps/web/playwright.config.ts', PLAYWRIGHT_CONFIG), W('apps/web/e2e/horario.spec.ts', HORARIO_SPEC_V1)),
      S(null, B('pnpm --filter @bloco/web exec playwright test', 'Running 2 tests using 2 workers\n\n  ✓  1 [chromium] › horario.spec.ts:3:5 › lists the week in Lisbon time without hydration errors (1.9s)\n  ✓  2 [chromium] › horario.spec.ts:12:5 › Reservar opens the booking sheet (1.2s)\n\n  2 passed (41.6s)', { ms: 43800 })),
      F("The UTC server now renders 18:00/19:00/09:00 (Lisbon). `playwright.config.ts` starts the app with `TZ=UTC` like Vercel while the browser runs with `timezoneId: 'Europe/Lisbon'`. The first test fails on any hydration warning in the console; it would have caught this. Both tests pass. (I stopped the server from the previous run first.)")),
    T("nice. add web to CI: build + the playwright tests, and a bundle budget for /horario so it doesn't creep up, say 120 kB. then commit, até amanhã",
      S(null, R('.github/workflows/ci.yml'), W('scripts/check-bundle.mjs', CHECK_BUNDLE)),
      S(null, E('.github/workflows/ci.yml', '\n  e2e-android:\n', '\n' + indent(2, d`
        web:
          runs-on: ubuntu-latest
          steps:
            - uses: actions/checkout@v4
            - uses: pnpm/action-setup@v4
            - uses: actions/setup-node@v4
              with:
                node-version: 20
                cache: pnpm
            - run: pnpm install --frozen-lockfile
            - name: bundle-size
              run: pnpm --filter @bloco/web build | tee build.log && node scripts/check-bundle.mjs /horario 120 < build.log
            - run: pnpm --filter @bloco/web exec playwright install --with-deps chromium
            - run: pnpm --filter @bloco/web exec playwright test
      `) + '\n  e2e-android:\n')),
      S(null, B('git add -A && git commit -m "feat(web): public /horario page with Lisbon times, playwright and a bundle budget"', commitOut('feat/web-schedule', 'd2f80b7', 'feat(web): public /horario page with Lisbon times, playwright and a bundle budget', 10, 231, 2))),
      F("Committed (d2f80b7). CI has a `web` job: build, then `scripts/check-bundle.mjs /horario 120` fails if the route's First Load JS goes over **120 kB** (it's 96.1 kB now), then the Playwright tests. Até amanhã!")),
  ],
});

export const SESSIONS_2 = [S06, S07, S08, S09, S10];
