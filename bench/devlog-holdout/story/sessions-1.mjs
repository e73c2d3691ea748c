// Week 1-2: storage on MMKV, push reminders, Firebase Analytics + local flags, Detox, the schedule memory leak.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import { indent, mobileDeps, pnpmOut, expoInstall, jestSummary, commitOut, meminfo, SWIPES, MEMINFO, DB, deployOut, dbPushOut, REPO } from './helpers.mjs';

// ---------------------------------------------------------------- s01
const STORAGE_MMKV = d`
  import AsyncStorage from '@react-native-async-storage/async-storage';
  import { MMKV } from 'react-native-mmkv';

  // One MMKV instance for the app: synchronous reads over JSI, so the cached schedule is there on the first render.
  export const storage = new MMKV({ id: 'bloco' });

  export function getJSON<T>(key: string): T | null {
    const raw = storage.getString(key);
    return raw ? (JSON.parse(raw) as T) : null;
  }

  export function setJSON(key: string, value: unknown): void {
    storage.set(key, JSON.stringify(value));
  }

  export function remove(key: string): void {
    storage.delete(key);
  }

  // Supabase keeps its session through this adapter (same getItem/setItem/removeItem shape as AsyncStorage).
  export const mmkvAuthStorage = {
    getItem: (key: string) => storage.getString(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  };

  // One-time copy of whatever the AsyncStorage version left on the phone. Drop it once every tester has run 1.0.
  export async function migrateFromAsyncStorage(): Promise<void> {
    if (storage.getBoolean('migrated-from-async-storage')) return;
    const keys = await AsyncStorage.getAllKeys();
    for (const [key, value] of await AsyncStorage.multiGet(keys)) {
      if (value != null) storage.set(key, value);
    }
    await AsyncStorage.multiRemove(keys);
    storage.set('migrated-from-async-storage', true);
  }
`;

const SUPABASE_MMKV = d`
  import { createClient } from '@supabase/supabase-js';
  import { mmkvAuthStorage } from './storage';

  const url = process.env.EXPO_PUBLIC_SUPABASE_URL!;
  const anonKey = process.env.EXPO_PUBLIC_SUPABASE_ANON_KEY!;

  export const supabase = createClient(url, anonKey, {
    auth: {
      storage: mmkvAuthStorage,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: false,
    },
  });
`;

const LAYOUT_EFFECT_OLD = d`
  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((_event, session) => {
      store.dispatch(sessionChanged(session));
    });
    return () => data.subscription.unsubscribe();
  }, []);
`.replace(/^/gm, '  ').replace(/^  $/gm, '');
const LAYOUT_EFFECT_NEW = d`
  useEffect(() => {
    let unsubscribe = () => {};
    // copy the old AsyncStorage data (incl. the Supabase session) before Supabase reads its session
    migrateFromAsyncStorage().then(() => {
      const { data } = supabase.auth.onAuthStateChange((_event, session) => {
        store.dispatch(sessionChanged(session));
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => unsubscribe();
  }, []);
`.replace(/^/gm, '  ').replace(/^  $/gm, '');

const ANDROID_RELEASE_BUILD = d`
  › Building app...
  Configuration on demand is an incubating feature.
  > Task :react-native-mmkv:compileReleaseKotlin
  > Task :app:createBundleReleaseJsAndAssets
  Starting Metro Bundler
  Android Bundled 38214ms node_modules/expo-router/entry.js (1409 modules)
  > Task :app:packageRelease

  BUILD SUCCESSFUL in 3m 12s
  412 actionable tasks: 398 executed, 14 up-to-date
  › Installing /Users/ines/dev/bloco/apps/mobile/android/app/build/outputs/apk/release/app-release.apk
  › Opening pt.bloco.app on SM-A125F
`;

export const S01 = session({
  key: 's01', start: '2026-04-13T08:05:12.402Z', branch: 'chore/mmkv-storage',
  title: 'Slow cold start at the gym: AsyncStorage out, react-native-mmkv in; first house rules',
  turns: [
    T("bom dia! ☕ quick context since this is a fresh setup: I'm Inês, solo dev on the Bloco app (bouldering gym in Porto). pnpm monorepo: apps/mobile is expo sdk 52 + expo-router + supabase, apps/web is next.js, packages/ui has the design tokens. Rui (the owner) complains the schedule takes forever to appear when you open the app inside the gym, it's a basement and the signal is awful so we rely on the cached schedule. the cache is in AsyncStorage. can you find where we read it and how slow it actually is? Rui lent me his Galaxy A12 for the week, it's plugged in",
      S("I'll look for every AsyncStorage use first, then at the cache read itself.",
        G('AsyncStorage', ['apps/mobile/src/lib/storage.ts', 'apps/mobile/src/lib/supabase.ts'], { path: 'apps/mobile' })),
      S(null, R('apps/mobile/src/lib/storage.ts'), R('apps/mobile/src/hooks/useSchedule.ts')),
      S('`loadCachedSchedule` already logs its timing. Reading the last few cold starts from the phone:',
        B('adb logcat -d -s ReactNativeJS:I | grep "\\[perf\\]" | tail -3', d`
          04-13 09:02:41.208 21877 21934 I ReactNativeJS: [perf] schedule cache hydrate 412ms
          04-13 09:03:37.642 22410 22466 I ReactNativeJS: [perf] schedule cache hydrate 398ms
          04-13 09:04:55.903 22731 22790 I ReactNativeJS: [perf] schedule cache hydrate 441ms
        `)),
      F(d`
        Found it. Two places use AsyncStorage: \`src/lib/storage.ts\` (the \`getJSON\`/\`setJSON\` cache helpers) and \`src/lib/supabase.ts\` (Supabase keeps its session there).

        On the A12 the cached schedule takes **~400 ms** to come back (412 / 398 / 441 ms over the last three cold starts), before anything is parsed or rendered. The cache is one JSON blob of up to 200 classes; AsyncStorage on Android sits on SQLite behind an async bridge call, so the first read after launch pays for opening the database and crossing the bridge.

        Options:
        1. **react-native-mmkv**: memory-mapped key-value store, synchronous reads over JSI. Typical reads are a few ms, and the API is close to what \`storage.ts\` already exposes. Needs a dev client / prebuild (you already use \`expo-dev-client\`), not Expo Go.
        2. **expo-sqlite** or a full offline database, if the data were relational and large.

        For one schedule blob and a handful of pending bookings I'd go with MMKV.
      `)),
    T("Tomás (friend who reviews my PRs) suggested WatermelonDB but that's way overkill for ~200 classes and a couple of pending bookings. let's move off AsyncStorage onto react-native-mmkv, everything incl. the supabase session. keep the getJSON/setJSON api so the callers barely change",
      S(null, B('pnpm --filter @bloco/mobile add react-native-mmkv@3.1.0', pnpmOut({ resolved: 1187, reused: 1142, downloaded: 2, added: 2, deps: ['react-native-mmkv 3.1.0'], secs: 6.1 }), { fx: [mobileDeps({ 'react-native-mmkv': '3.1.0' })] })),
      S('Rewriting the helpers on top of one MMKV instance, plus an auth adapter and a one-time migration of the old data:',
        W('apps/mobile/src/lib/storage.ts', STORAGE_MMKV), R('apps/mobile/src/lib/supabase.ts')),
      S(null, W('apps/mobile/src/lib/supabase.ts', SUPABASE_MMKV)),
      F(d`
        Moved to MMKV:
        - \`src/lib/storage.ts\`: one \`new MMKV({ id: 'bloco' })\` instance. \`getJSON\`/\`setJSON\`/\`remove\` keep their names but are synchronous now; existing \`await getJSON(...)\` calls still work (awaiting a plain value is fine), so callers don't have to change.
        - \`mmkvAuthStorage\`: a getItem/setItem/removeItem adapter; \`src/lib/supabase.ts\` passes it as \`auth.storage\` instead of AsyncStorage.
        - \`migrateFromAsyncStorage()\`: copies every key the old version left on the phone into MMKV once, then clears AsyncStorage, so nobody gets logged out or loses a pending booking on update. \`@react-native-async-storage/async-storage\` stays installed only for that.

        WatermelonDB: agreed, skipping it. It's a sync engine plus an SQLite schema and migrations, for data we keep as a single cached list.
      `)),
    T("makes sense. two rules for this repo pls: pnpm only, never npm or yarn — the lockfile is pnpm-lock.yaml and mixing them breaks the workspace links. and never run `eas build` yourself, every cloud build eats our free-tier credits, I trigger those myself. local builds (expo run:android etc) are fine. now wire the migration in and build a release apk on the A12",
      S("Both noted: pnpm for everything, and no `eas build` from me; local `expo run:*` builds only. The migration has to finish before Supabase reads its session, so it goes into the root layout:",
        R('apps/mobile/app/_layout.tsx')),
      S(null,
        E('apps/mobile/app/_layout.tsx', "import { supabase } from '../src/lib/supabase';\n", "import { supabase } from '../src/lib/supabase';\nimport { migrateFromAsyncStorage } from '../src/lib/storage';\n"),
        E('apps/mobile/app/_layout.tsx', LAYOUT_EFFECT_OLD, LAYOUT_EFFECT_NEW)),
      S('Local release build on the phone (no EAS involved):',
        B('cd apps/mobile && npx expo run:android --variant release --device SM-A125F', ANDROID_RELEASE_BUILD, { ms: 214800 })),
      F("Built and installed locally: `BUILD SUCCESSFUL in 3m 12s`, release APK on the A12. The root layout now awaits `migrateFromAsyncStorage()` before subscribing to Supabase auth changes, so the old session is in MMKV by the time Supabase looks for it. Open the app two or three times from cold and I'll read the timings."),
      O({ gapMin: 6 })),
    T('done, opened it 3 times (killed it in between)',
      S(null, B('adb logcat -d -s ReactNativeJS:I | grep "\\[perf\\]" | tail -3', d`
        04-13 {{hmsms:-101.2}} 24102 24160 I ReactNativeJS: [perf] schedule cache hydrate 38ms
        04-13 {{hmsms:-64.5}} 24388 24441 I ReactNativeJS: [perf] schedule cache hydrate 41ms
        04-13 {{hmsms:-33.1}} 24607 24663 I ReactNativeJS: [perf] schedule cache hydrate 36ms
      `)),
      F("From ~412 ms down to **~38 ms** (38 / 41 / 36 ms) for the cached schedule on the A12, so about 10× faster. Most of what's left is `JSON.parse` of the 200-class blob, not storage. The first of those three launches also ran the AsyncStorage → MMKV migration and you were still logged in afterwards, so the session came across.")),
    T('fixe!! commit it. and commit messages: conventional commits with a scope, like feat(mobile): or fix(web): or chore(infra):. that format for everything in this repo',
      S(null, B('git add -A && git commit -m "perf(mobile): move local storage from AsyncStorage to MMKV"', commitOut('chore/mmkv-storage', '4c2e9d1', 'perf(mobile): move local storage from AsyncStorage to MMKV', 5, 71, 18))),
      F('Committed as `perf(mobile): move local storage from AsyncStorage to MMKV` (4c2e9d1). From now on every commit gets a conventional type plus a scope: `feat(mobile)`, `fix(web)`, `chore(infra)` and so on.')),
    T('obrigada, that\'s it for today. tomorrow push notifications 🙂',
      S(null, B('git log --oneline -3', '4c2e9d1 perf(mobile): move local storage from AsyncStorage to MMKV\n9b07e2a fix(mobile): keep tab bar above the home indicator\n51d3f88 feat(web): landing page copy from Rui')),
      F("De nada! The branch `chore/mmkv-storage` has the one commit on top of main. For tomorrow: push reminders will need `expo-notifications` and a table for device tokens. Até amanhã!")),
  ],
});

// ---------------------------------------------------------------- s02
const PUSH_TS = d`
  import Constants from 'expo-constants';
  import * as Device from 'expo-device';
  import * as Notifications from 'expo-notifications';
  import { Platform } from 'react-native';
  import { supabase } from './supabase';

  Notifications.setNotificationHandler({
    handleNotification: async () => ({ shouldShowAlert: true, shouldPlaySound: true, shouldSetBadge: false }),
  });

  // Called after sign-in. Simulators have no push token; we just skip them.
  export async function registerForPush(memberId: string): Promise<string | null> {
    if (!Device.isDevice) return null;
    const { status } = await Notifications.requestPermissionsAsync();
    if (status !== 'granted') return null;
    if (Platform.OS === 'android') {
      await Notifications.setNotificationChannelAsync('reminders', {
        name: 'Lembretes das aulas',
        importance: Notifications.AndroidImportance.HIGH,
      });
    }
    const projectId = Constants.expoConfig?.extra?.eas?.projectId;
    const { data: token } = await Notifications.getExpoPushTokenAsync({ projectId });
    const { error } = await supabase
      .from('push_tokens')
      .upsert({ token, member_id: memberId, platform: Platform.OS, updated_at: new Date().toISOString() });
    if (error) throw error;
    return token;
  }
`;

const PUSH_REMINDERS_V1 = d`
  // Sends a push to everyone booked into a class that starts REMINDER_LEAD_MINUTES from now.
  // Runs every 5 minutes from pg_cron (migrations/20260414101500_reminder_cron.sql).
  import { createClient } from 'npm:@supabase/supabase-js@2.46.1';

  const REMINDER_LEAD_MINUTES = 120;
  const TICK_MINUTES = 5;
  const EXPO_PUSH_URL = 'https://exp.host/--/api/v2/push/send';
  const EXPO_CHUNK = 100; // Expo takes at most 100 messages per request

  const supabase = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!);

  type Due = { booking_id: string; token: string; title: string; starts_at: string };

  Deno.serve(async () => {
    // [now + lead, now + lead + tick): every booking falls into exactly one cron tick
    const from = new Date(Date.now() + REMINDER_LEAD_MINUTES * 60_000);
    const to = new Date(from.getTime() + TICK_MINUTES * 60_000);

    const { data, error } = await supabase.rpc('due_reminders', { window_from: from.toISOString(), window_to: to.toISOString() });
    if (error) return new Response(error.message, { status: 500 });
    const due = data as Due[];

    const messages = due.map((d) => ({
      to: d.token,
      channelId: 'reminders',
      title: d.title,
      body: \`Começa às \${hhmm(d.starts_at)}. Até já!\`,
    }));
    for (let i = 0; i < messages.length; i += EXPO_CHUNK) {
      const res = await fetch(EXPO_PUSH_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(messages.slice(i, i + EXPO_CHUNK)),
      });
      if (!res.ok) return new Response(\`expo push: \${res.status}\`, { status: 502 });
    }

    const ids = [...new Set(due.map((d) => d.booking_id))];
    if (ids.length) await supabase.from('bookings').update({ reminded_at: new Date().toISOString() }).in('id', ids);
    return Response.json({ sent: messages.length });
  });

  function hhmm(iso: string) {
    const d = new Date(iso);
    return \`\${String(d.getHours()).padStart(2, '0')}:\${String(d.getMinutes()).padStart(2, '0')}\`;
  }
`;

const REMINDER_CRON_SQL = d`
  alter table public.bookings add column reminded_at timestamptz;

  -- bookings whose class starts inside [window_from, window_to) and that were not reminded yet, one row per device
  create or replace function public.due_reminders(window_from timestamptz, window_to timestamptz)
  returns table (booking_id uuid, token text, title text, starts_at timestamp)
  language sql stable as $$
    select b.id, t.token, c.title, c.starts_at
    from public.bookings b
    join public.classes c on c.id = b.class_id
    join public.push_tokens t on t.member_id = b.member_id
    where c.starts_at >= window_from and c.starts_at < window_to
      and b.reminded_at is null;
  $$;

  select cron.schedule(
    'push-reminders',
    '*/5 * * * *',
    $$
    select net.http_post(
      url := 'https://kqzvtrmwyhxbplnadcfe.supabase.co/functions/v1/push-reminders',
      headers := jsonb_build_object(
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
      )
    );
    $$
  );
`;

export const S02 = session({
  key: 's02', start: '2026-04-14T08:31:40.118Z', branch: 'feat/push-reminders',
  title: 'Class reminders: expo-notifications, push_tokens table, push-reminders edge function on pg_cron',
  turns: [
    T("morning! push reminders today. Rui wants a push 2 hours before every class you booked. I'd do expo-notifications + the expo push service. someone on the expo discord said OneSignal is easier tho, opinions?",
      S('Installing the client side first, since it is the same either way:',
        B('cd apps/mobile && npx expo install expo-notifications expo-device', expoInstall(['expo-notifications@~0.29.11', 'expo-device@~7.0.1'], pnpmOut({ resolved: 1196, reused: 1150, downloaded: 3, added: 3, deps: ['expo-device 7.0.1', 'expo-notifications 0.29.11'], secs: 5.4 })), { fx: [mobileDeps({ 'expo-device': '~7.0.1', 'expo-notifications': '~0.29.11' })] })),
      F(d`
        I'd stay with the **Expo push service** and skip OneSignal:
        - It's free and already wired to your EAS project id; the app gets an \`ExponentPushToken[...]\` and the server sends one HTTPS request per batch. Expo talks to APNs/FCM for us.
        - OneSignal adds its own native SDK and config plugin, a second dashboard and account, and another processor of members' data to mention in the privacy policy. Its strengths (campaigns, segments, A/B on messages) aren't what a reminder 2 h before class needs.
        - Our reminders are server-triggered from data we already have in Supabase, so a small edge function is all the sending logic.

        \`expo-notifications\` and \`expo-device\` are in. Next: store each device's token after login, then the sender.
      `)),
    T('ok expo push it is, no OneSignal. register the token after login and store it in supabase',
      S(null,
        W('supabase/migrations/20260414090000_push_tokens.sql', d`
          create table public.push_tokens (
            token text primary key, -- ExponentPushToken[...]
            member_id uuid not null references auth.users (id) on delete cascade,
            platform text not null check (platform in ('ios', 'android')),
            updated_at timestamptz not null default now()
          );

          alter table public.push_tokens enable row level security;
          create policy "members manage their tokens" on public.push_tokens
            for all using (auth.uid() = member_id) with check (auth.uid() = member_id);
        `),
        W('apps/mobile/src/lib/push.ts', PUSH_TS)),
      S(null, B('supabase db push', dbPushOut(['20260414090000_push_tokens.sql']))),
      F(d`
        - \`push_tokens\` table: the token is the primary key (a reinstall gives a new token, a token never moves between people), \`member_id\` cascades when the user is deleted, RLS lets members manage only their own rows. Migration applied.
        - \`src/lib/push.ts\`: \`registerForPush(memberId)\` asks for permission, creates the Android channel \`reminders\`, gets the Expo token for our EAS project id and upserts it. Call it right after sign-in; it returns null on simulators or when permission is denied.
      `)),
    T('now the sender. edge function on a cron every 5 min, pushes to everyone booked into a class that starts in 2h. and dont remind the same booking twice',
      S(null,
        W('supabase/functions/push-reminders/index.ts', PUSH_REMINDERS_V1),
        W('supabase/migrations/20260414101500_reminder_cron.sql', REMINDER_CRON_SQL)),
      S(null,
        B('supabase functions deploy push-reminders', deployOut('push-reminders', '41.2')),
        B('supabase db push', dbPushOut(['20260414101500_reminder_cron.sql']))),
      F(d`
        Deployed \`push-reminders\` and applied the cron migration.
        - **When**: pg_cron calls the function every 5 minutes (\`*/5 * * * *\`). Each run takes the bookings whose class starts in \`[now + 120 min, now + 125 min)\` (\`REMINDER_LEAD_MINUTES = 120\`, \`TICK_MINUTES = 5\`), so every booking lands in exactly one tick.
        - **Never twice**: \`bookings.reminded_at\` is set after sending and \`due_reminders()\` skips rows that have it.
        - **Sending**: one message per device token, posted to \`https://exp.host/--/api/v2/push/send\` in chunks of 100 (Expo's limit per request).
        - The cron job authenticates with the service role key from Supabase Vault (\`service_role_key\`), not a key in the migration.
      `)),
    T('test it with my account? I booked the 19:00 intro class tomorrow on my phone and logged in, so my token should be there',
      S(null, B(`${DB} -c "select c.title, c.starts_at, t.platform, left(t.token, 30) || '…' as token from bookings b join classes c on c.id = b.class_id join push_tokens t on t.member_id = b.member_id where b.member_id = (select id from auth.users where email = 'ines@bloco.pt') and c.starts_at > now();"`, d`
                title         |      starts_at      | platform |              token
        ----------------------+---------------------+----------+---------------------------------
         Intro ao bouldering  | 2026-04-15 19:00:00 | android  | ExponentPushToken[bV2xq9Lk3Tf…
        (1 row)
      `)),
      S("Your booking and token are there. Rather than waiting until 17:00 tomorrow, I'll send the exact message the function would send, straight to your token:",
        B(`curl -s -X POST https://exp.host/--/api/v2/push/send -H 'Content-Type: application/json' -d '{"to":"ExponentPushToken[bV2xq9Lk3TfR0aZyNw7pQe]","channelId":"reminders","title":"Intro ao bouldering","body":"Começa às 19:00. Até já!"}'`, '{"data":{"status":"ok","id":"0196a3f2-7c1e-7b40-9d2e-5f8a1c3b6e07"}}')),
      F('Expo accepted it (`status: ok`, ticket `0196a3f2-…`); it should be on your phone now on the "Lembretes das aulas" channel. The real run for that class will fire in the 17:00-17:05 tick tomorrow.')),
    T('chegou! 🎉 arrived. ok commit and that\'s all for today',
      S(null, B('git add -A && git commit -m "feat(mobile): class reminders via expo push and a cron edge function"', commitOut('feat/push-reminders', 'a81f3c0', 'feat(mobile): class reminders via expo push and a cron edge function', 6, 148, 2, ['create mode 100644 apps/mobile/src/lib/push.ts', 'create mode 100644 supabase/functions/push-reminders/index.ts', 'create mode 100644 supabase/migrations/20260414090000_push_tokens.sql', 'create mode 100644 supabase/migrations/20260414101500_reminder_cron.sql']))),
      F('Committed (a81f3c0) on `feat/push-reminders`. Até amanhã!')),
  ],
});

// ---------------------------------------------------------------- s03
const POD_ERROR = d`
  › Installing iOS dependencies
  [!] The following Swift pods cannot yet be integrated as static libraries:

  The Swift pod \`FirebaseCoreInternal\` depends upon \`GoogleUtilities\`, which does not define modules. To opt into those targets generating module maps (which is necessary to import them from Swift when building as static libraries), you may set \`use_modular_headers!\` globally in your Podfile, or specify \`:modular_headers => true\` for particular dependencies.

  ✖ Something went wrong running \`pod install\` in the \`ios\` directory.
  Command \`pod install\` failed.
  └─ Cause: Invalid \`Podfile\` file: The Swift pod \`FirebaseCoreInternal\` depends upon \`GoogleUtilities\`, which does not define modules.
`;

const ANALYTICS_FIREBASE = d`
  import analytics from '@react-native-firebase/analytics';

  // Screens call track(); nothing else imports the analytics SDK directly.
  export type EventName = 'class_viewed' | 'booking_created' | 'booking_cancelled';

  export function track(name: EventName, params: Record<string, string | number> = {}) {
    void analytics().logEvent(name, params);
  }
`;

const CLASS_IMPORTS_OLD = d`
  import { useLocalSearchParams } from 'expo-router';
  import { ActivityIndicator, Pressable, Text, View } from 'react-native';
  import { colors, radius, spacing, type } from '@bloco/ui/tokens';
  import { useBookClass, useClass } from '../../src/hooks/useClass';
`;
const CLASS_IMPORTS_NEW = d`
  import { useEffect } from 'react';
  import { useLocalSearchParams } from 'expo-router';
  import { ActivityIndicator, Pressable, Text, View } from 'react-native';
  import { colors, radius, spacing, type } from '@bloco/ui/tokens';
  import { useBookClass, useClass } from '../../src/hooks/useClass';
  import { track } from '../../src/lib/analytics';
`;
const ACCOUNT_IMPORTS_OLD = d`
  import { Pressable, Switch, Text, View } from 'react-native';
  import { colors, spacing, type } from '@bloco/ui/tokens';
  import { supabase } from '../../src/lib/supabase';
`;
const ACCOUNT_IMPORTS_NEW = d`
  import { router } from 'expo-router';
  import { Pressable, Switch, Text, View } from 'react-native';
  import { colors, spacing, type } from '@bloco/ui/tokens';
  import { FLAGS } from '../../src/config/flags';
  import { supabase } from '../../src/lib/supabase';
`;

export const S03 = session({
  key: 's03', start: '2026-04-16T13:12:05.930Z', branch: 'feat/analytics',
  title: 'Firebase Analytics events (static frameworks fix for iOS) and a local feature-flag file',
  turns: [
    T("olá! Rui wants to know which classes people look at vs actually book. analytics time. I'm thinking Firebase Analytics (@react-native-firebase), free and I know it. just events for now",
      S(null, B('pnpm --filter @bloco/mobile add @react-native-firebase/app@21.6.1 @react-native-firebase/analytics@21.6.1 expo-build-properties@~0.13.1', pnpmOut({ resolved: 1219, reused: 1163, downloaded: 9, added: 9, deps: ['@react-native-firebase/analytics 21.6.1', '@react-native-firebase/app 21.6.1', 'expo-build-properties 0.13.1'], secs: 8.7 }), { fx: [mobileDeps({ '@react-native-firebase/analytics': '21.6.1', '@react-native-firebase/app': '21.6.1', 'expo-build-properties': '~0.13.1' })] })),
      S('The config plugin needs the two Firebase config files and its plugin entry:', R('apps/mobile/app.config.ts')),
      S(null,
        E('apps/mobile/app.config.ts', "    bundleIdentifier: 'pt.bloco.app',\n    buildNumber: '14',\n", "    bundleIdentifier: 'pt.bloco.app',\n    buildNumber: '14',\n    googleServicesFile: './GoogleService-Info.plist',\n"),
        E('apps/mobile/app.config.ts', "    package: 'pt.bloco.app',\n    versionCode: 14,\n", "    package: 'pt.bloco.app',\n    versionCode: 14,\n    googleServicesFile: './google-services.json',\n")),
      F("`@react-native-firebase/app` and `/analytics` 21.6.1 are installed, plus `expo-build-properties` (Firebase's iOS pods usually need it). `app.config.ts` now points at `GoogleService-Info.plist` and `google-services.json`; download both from the Firebase console into `apps/mobile/` and tell me when they're there. I still need to add the plugin entry and try an iOS build.")),
    T("files are there. usually the release ios build takes like 4 min on my mac, let's see",
      S(null, E('apps/mobile/app.config.ts', "  plugins: ['expo-router'],\n", "  plugins: ['expo-router', '@react-native-firebase/app'],\n")),
      S(null, B('cd apps/mobile && npx expo prebuild --clean --platform ios && npx expo run:ios --configuration Release', POD_ERROR, { code: 1, ms: 61200 })),
      F(d`
        \`pod install\` failed: Firebase's Swift pods (\`FirebaseCoreInternal\` → \`GoogleUtilities\`) can't be linked as static libraries without module maps. This is the known React Native Firebase + Expo case; their docs say to build iOS with **static frameworks**: \`expo-build-properties\` with \`ios.useFrameworks: 'static'\`. I'll add that and rebuild.
      `)),
    T('ok do it',
      S(null, E('apps/mobile/app.config.ts', "  plugins: ['expo-router', '@react-native-firebase/app'],\n", "  plugins: [\n    'expo-router',\n    '@react-native-firebase/app',\n    ['expo-build-properties', { ios: { useFrameworks: 'static' } }],\n  ],\n")),
      S(null, B('cd apps/mobile && npx expo prebuild --clean --platform ios && time npx expo run:ios --configuration Release', d`
        ✔ Cleared ios code
        ✔ Created native directory
        ✔ Finished prebuild
        › Installing iOS dependencies
        Pod installation complete! There are 112 dependencies from the Podfile and 121 total pods installed.
        › Compiling FirebaseAnalytics
        › Compiling Bloco » AppDelegate.mm
        › Build Succeeded
        › Installing on iPhone 15
        › Opening on iPhone 15 (pt.bloco.app)

        real	7m48.216s
        user	21m3.904s
        sys	3m11.082s
      `, { ms: 470100 })),
      F("Builds now. But note the cost: **7m48s** for the Release build against your usual ~4 min, because static frameworks plus the Firebase pods (121 pods in total now) compile much more. Nothing to fix there short of dropping the native Firebase SDK; just something to know before every local iOS build.")),
    T("ugh, 7m48. fine for now. add the events: class_viewed, booking_created, booking_cancelled, with a thin wrapper so screens don't import firebase directly",
      S(null, W('apps/mobile/src/lib/analytics.ts', ANALYTICS_FIREBASE), R('apps/mobile/app/class/[id].tsx')),
      S(null,
        E('apps/mobile/app/class/[id].tsx', CLASS_IMPORTS_OLD, CLASS_IMPORTS_NEW),
        E('apps/mobile/app/class/[id].tsx', "  const book = useBookClass(id);\n\n  if (!gymClass)", "  const book = useBookClass(id);\n\n  useEffect(() => {\n    if (gymClass) track('class_viewed', { class_id: gymClass.id, kind: gymClass.kind });\n  }, [gymClass?.id]);\n\n  if (!gymClass)")),
      F("`src/lib/analytics.ts` exports `track(name, params)` with the three event names typed, so a typo in an event name fails to compile. The class screen sends `class_viewed` once per class. `booking_created` and `booking_cancelled` belong where the mutation succeeds; I'll put them in `useBookClass` / `useCancelBooking` next, then nothing on screen has to remember to call them.")),
    T("good. also a tiny feature flag thing: Rui wants to trial the new check-in flow (QR code at the desk) on my phone only first. nothing fancy, a flags file is enough for now",
      S(null, W('apps/mobile/src/config/flags.ts', d`
        import Constants from 'expo-constants';

        // Local feature flags, decided at build time: preview/dev builds get the experiments, production builds don't.
        const profile = (Constants.expoConfig?.extra?.buildProfile as string | undefined) ?? 'development';

        export const FLAGS = {
          // QR check-in at the desk; Rui wants it on Inês's phone first
          newCheckinFlow: profile !== 'production',
        } as const;
      `), R('apps/mobile/app/(tabs)/account.tsx')),
      S(null, E('apps/mobile/app/(tabs)/account.tsx', ACCOUNT_IMPORTS_OLD, ACCOUNT_IMPORTS_NEW), E('apps/mobile/app/(tabs)/account.tsx', "      <Pressable onPress={() => supabase.auth.signOut()} style={{ marginTop: spacing.xl }}>\n", "      {FLAGS.newCheckinFlow && (\n        <Pressable onPress={() => router.push('/checkin')} style={{ marginTop: spacing.lg }}>\n          <Text style={type.body}>Check-in com QR</Text>\n        </Pressable>\n      )}\n      <Pressable onPress={() => supabase.auth.signOut()} style={{ marginTop: spacing.xl }}>\n")),
      F("`src/config/flags.ts` has `FLAGS.newCheckinFlow`, on for every build profile except production (set `extra.buildProfile` from `EAS_BUILD_PROFILE` in app.config). The account screen shows a \"Check-in com QR\" row behind it. Your phone runs preview builds, so you see it, and App Store users don't. It's a build-time switch: changing it means a new build.")),
    T("perfect. commit, and bom fim de tarde",
      S(null, B('git add -A && git commit -m "feat(mobile): firebase analytics events and local feature flags"', commitOut('feat/analytics', 'e3c7b52', 'feat(mobile): firebase analytics events and local feature flags', 6, 64, 4, ['create mode 100644 apps/mobile/src/config/flags.ts', 'create mode 100644 apps/mobile/src/lib/analytics.ts']))),
      F('Committed (e3c7b52). Reminder for the PR description: iOS Release builds now need static frameworks and take ~7m48s locally. Bom fim de tarde!')),
  ],
});

// ---------------------------------------------------------------- s04
const DETOXRC = d`
  /** @type {Detox.DetoxConfig} */
  module.exports = {
    testRunner: { args: { $0: 'jest', config: 'e2e/jest.config.js' }, jest: { setupTimeout: 240000 } },
    apps: {
      'android.release': {
        type: 'android.apk',
        binaryPath: 'android/app/build/outputs/apk/release/app-release.apk',
        build: 'cd android && ./gradlew assembleRelease assembleAndroidTest -DtestBuildType=release',
      },
    },
    devices: {
      emulator: { type: 'android.emulator', device: { avdName: 'Pixel_7_API_34' } },
    },
    configurations: {
      'android.emu.release': { device: 'emulator', app: 'android.release' },
    },
  };
`;

const BOOKING_E2E_V1 = d`
  import { by, device, element, expect } from 'detox';

  // Selectors are testIDs, never visible text (the UI is going to be translated).
  describe('Booking', () => {
    beforeAll(async () => {
      await device.launchApp({ newInstance: true, launchArgs: { e2eUser: 'e2e@bloco.pt' } });
    });

    it('books the next intro class', async () => {
      await element(by.id('class-card-intro')).atIndex(0).tap();
      await element(by.id('book-button')).tap();
      await expect(element(by.id('booking-confirmed'))).toBeVisible();
    });

    it('shows the booking under Minhas reservas', async () => {
      await element(by.id('tab-bookings')).tap();
      await expect(element(by.id('booking-row')).atIndex(0)).toBeVisible();
    });
  });
`;

export const CI_DETOX_JOB = indent(2, d`
          e2e-android:
            runs-on: ubuntu-latest
            timeout-minutes: 45
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
              - run: cd apps/mobile && npx expo prebuild --platform android && pnpm exec detox build -c android.emu.release
              - uses: reactivecircus/android-emulator-runner@v2
                with:
                  api-level: 34
                  arch: x86_64
                  avd-name: Pixel_7_API_34
                  script: cd apps/mobile && pnpm exec detox test -c android.emu.release --headless
        `);

export const S04 = session({
  key: 's04', start: '2026-04-17T08:22:31.507Z', branch: 'test/detox',
  title: 'Detox E2E for the booking flow on an Android emulator; testID convention',
  turns: [
    T("sexta-feira! e2e tests for the mobile app. Detox, it's grey-box and it's what we used at my last job. first flow: open schedule, tap the next intro class, book, see the confirmation",
      S(null, B('pnpm --filter @bloco/mobile add -D detox@20.28.0 @config-plugins/detox@8.0.0', pnpmOut({ resolved: 1301, reused: 1226, downloaded: 31, added: 31, devDeps: ['@config-plugins/detox 8.0.0', 'detox 20.28.0'], secs: 14.2 }), { fx: [mobileDeps({ '@config-plugins/detox': '8.0.0', detox: '20.28.0' }, [], 'devDependencies')] })),
      S(null,
        W('apps/mobile/.detoxrc.js', DETOXRC),
        W('apps/mobile/e2e/jest.config.js', d`
          /** @type {import('jest').Config} */
          module.exports = {
            rootDir: '..',
            testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
            testTimeout: 120000,
            maxWorkers: 1,
            globalSetup: 'detox/runners/jest/globalSetup',
            globalTeardown: 'detox/runners/jest/globalTeardown',
            reporters: ['detox/runners/jest/reporter'],
            testEnvironment: 'detox/runners/jest/testEnvironment',
            verbose: true,
          };
        `),
        W('apps/mobile/e2e/booking.e2e.ts', BOOKING_E2E_V1)),
      F("Detox 20.28 is set up for a release build on a `Pixel_7_API_34` emulator (`android.emu.release`). `e2e/booking.e2e.ts` taps the first intro class card, books, and expects the confirmation, then checks the booking shows up under Minhas reservas. The app doesn't have those testIDs yet, so that's next.")),
    T("rule for e2e from now on: select by testID, never by text — texts get translated soon. testIDs in kebab-case like book-button",
      S('testID, kebab-case, never visible text: noted. Adding them where the test needs them:',
        R('apps/mobile/src/components/ClassCard.tsx'), R('apps/mobile/app/class/[id].tsx')),
      S(null,
        E('apps/mobile/src/components/ClassCard.tsx', '    <Pressable onPress={() => onPress(item.id)} style={styles.card}>\n', '    <Pressable testID={`class-card-${item.kind}`} onPress={() => onPress(item.id)} style={styles.card}>\n'),
        E('apps/mobile/app/class/[id].tsx', '      <Pressable\n        onPress={() => book.mutate()}\n', '      <Pressable\n        testID="book-button"\n        onPress={() => book.mutate()}\n'),
      ),
      F('Added `class-card-<kind>` on every class card (the test takes `atIndex(0)` of the intro ones) and `book-button` on the class screen. `tab-bookings` and `booking-row` live in the tabs layout and the bookings list; I\'ll add them there too before the first run.')),
    T('ok build it for detox and run',
      S(null, R('apps/mobile/app.config.ts')),
      S(null, E('apps/mobile/app.config.ts', "    ['expo-build-properties', { ios: { useFrameworks: 'static' } }],\n", "    ['expo-build-properties', { ios: { useFrameworks: 'static' } }],\n    '@config-plugins/detox',\n")),
      S('Prebuilding with the Detox plugin and building the release APK plus the test APK:',
        B('cd apps/mobile && npx expo prebuild --clean --platform android && pnpm exec detox build -c android.emu.release', d`
          ✔ Cleared android code
          ✔ Created native directory
          ✔ Finished prebuild
          {{hmsms:-512.4}} detox[40112] B cd android && ./gradlew assembleRelease assembleAndroidTest -DtestBuildType=release
          > Task :app:createBundleReleaseJsAndAssets
          > Task :app:assembleRelease
          > Task :app:assembleAndroidTest

          BUILD SUCCESSFUL in 8m 41s
          988 actionable tasks: 971 executed, 17 up-to-date
        `, { ms: 528400 })),
      S(null, B('cd apps/mobile && pnpm exec detox test -c android.emu.release', '', { code: 1, ms: 71300, err: d`
        {{hmsms:-70.2}} detox[41877] i booking.e2e.ts is assigned to emulator-5554 (Pixel_7_API_34)
         FAIL  e2e/booking.e2e.ts (64.118 s)
          Booking
            ✕ books the next intro class (31877 ms)
            ✕ shows the booking under Minhas reservas (6204 ms)

          ● Booking › books the next intro class

            Test Failed: No elements found for “MATCHER(id == “class-card-intro”)”

            HINT: To print view hierarchy on failed actions/matches, use log-level verbose or higher.

               9 |   it('books the next intro class', async () => {
            > 10 |     await element(by.id('class-card-intro')).atIndex(0).tap();
                 |                                                         ^

        Test Suites: 1 failed, 1 total
        Tests:       2 failed, 2 total
        Snapshots:   0 total
        Time:        64.118 s
      ` })),
      F(d`
        The build took **8m 41s** (release + androidTest APKs, from a clean prebuild). The run failed on the first step: no \`class-card-intro\` when the test tapped.

        On a fresh install the schedule isn't there yet: it comes from the network, and Detox's idle sync doesn't wait for it because the schedule query retries on its own timers. The second test fails only because the first one never booked. Fix: \`waitFor(...).toBeVisible().withTimeout(...)\` before the first tap.
      `)),
    T('add the waitFor and run again. and the confirmation text needs its testID too, I don\'t see it in the diff',
      S(null, E('apps/mobile/e2e/booking.e2e.ts', "    await element(by.id('class-card-intro')).atIndex(0).tap();\n", "    // the schedule comes from the network on a fresh install\n    await waitFor(element(by.id('class-card-intro')).atIndex(0)).toBeVisible().withTimeout(15000);\n    await element(by.id('class-card-intro')).atIndex(0).tap();\n"),
        E('apps/mobile/e2e/booking.e2e.ts', "import { by, device, element, expect } from 'detox';", "import { by, device, element, expect, waitFor } from 'detox';"),
        E('apps/mobile/app/class/[id].tsx', '{book.isSuccess && <Text style={[type.body, { marginTop: spacing.md }]}>Reserva confirmada</Text>}', '{book.isSuccess && (\n        <Text testID="booking-confirmed" style={[type.body, { marginTop: spacing.md }]}>\n          Reserva confirmada\n        </Text>\n      )}')),
      S(null, B('cd apps/mobile && pnpm exec detox test -c android.emu.release', '', { ms: 191800, err: d`
        {{hmsms:-190.6}} detox[42310] i booking.e2e.ts is assigned to emulator-5554 (Pixel_7_API_34)
         PASS  e2e/booking.e2e.ts (187.342 s)
          Booking
            ✓ books the next intro class (41212 ms)
            ✓ shows the booking under Minhas reservas (18733 ms)

        Test Suites: 1 passed, 1 total
        Tests:       2 passed, 2 total
        Snapshots:   0 total
        Time:        187.342 s
      ` })),
      F('Both pass now (187 s for the suite, most of it the app launch and emulator warm-up). The test books a real spot for `e2e@bloco.pt` in the next intro class, so the next step is a cleanup that cancels it in `afterAll`, or a seeded test class.')),
    T("put it in CI on PRs. then bom fim de semana!",
      S(null, R('.github/workflows/ci.yml')),
      S(null, E('.github/workflows/ci.yml', '      - run: pnpm test\n', '      - run: pnpm test\n\n' + CI_DETOX_JOB)),
      S(null, B('git add -A && git commit -m "test(mobile): detox e2e for the booking flow, run on PRs"', commitOut('test/detox', '0f5b8e4', 'test(mobile): detox e2e for the booking flow, run on PRs', 7, 121, 3))),
      F('Committed (0f5b8e4). The `e2e-android` job builds with Detox and runs the suite on an API 34 emulator on every PR, capped at 45 minutes. Expect it to be the slow job: the build alone was 8m41s here, and on a CI runner it will be slower. Bom fim de semana!')),
  ],
});

// ---------------------------------------------------------------- s05
const USE_NOW = d`
  import { useSyncExternalStore } from 'react';

  // One shared ticker for every "em 12 min" label, instead of an interval per card.
  const listeners = new Set<() => void>();
  let now = Date.now();
  let timer: ReturnType<typeof setInterval> | null = null;

  function subscribe(listener: () => void) {
    listeners.add(listener);
    if (!timer) {
      timer = setInterval(() => {
        now = Date.now();
        listeners.forEach((l) => l());
      }, 60_000);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
  }

  export function useNow(): number {
    return useSyncExternalStore(subscribe, () => now);
  }
`;

const CLASS_CARD_TICKER = d`
  import { memo } from 'react';
  import { Pressable, StyleSheet, Text, View } from 'react-native';
  import { colors, radius, spacing } from '@bloco/ui/tokens';
  import { useNow } from '../hooks/useNow';
  import type { GymClass } from '../types';

  export const ClassCard = memo(function ClassCard({ item, onPress }: { item: GymClass; onPress: (id: string) => void }) {
    const now = useNow();
    const mins = Math.round((new Date(item.starts_at).getTime() - now) / 60000);
    const full = item.booked_count >= item.capacity;
    return (
      <Pressable testID={\`class-card-\${item.kind}\`} onPress={() => onPress(item.id)} style={styles.card}>
        <View style={styles.row}>
          <Text style={styles.title}>{item.title}</Text>
          <Text style={styles.meta}>{mins < 120 ? \`em \${mins} min\` : item.coach}</Text>
        </View>
        <Text style={full ? styles.full : styles.meta}>
          {full ? 'Esgotado' : \`\${item.capacity - item.booked_count} vagas\`}
        </Text>
      </Pressable>
    );
  });

  const styles = StyleSheet.create({
    card: { padding: spacing.md, borderRadius: radius.md, backgroundColor: colors.surface, marginBottom: spacing.sm },
    row: { flexDirection: 'row', justifyContent: 'space-between' },
    title: { fontSize: 17, fontWeight: '600', color: colors.text },
    meta: { fontSize: 14, color: colors.textMuted },
    full: { fontSize: 14, color: colors.danger },
  });
`;

export const CLASS_LIST_FLASH_V1 = d`
  import { FlashList } from '@shopify/flash-list';
  import { Text } from 'react-native';
  import { colors, spacing } from '@bloco/ui/tokens';
  import { ClassCard } from './ClassCard';
  import type { ScheduleRow } from '../types';

  export function ClassList({ rows, onPress }: { rows: ScheduleRow[]; onPress: (id: string) => void }) {
    return (
      <FlashList
        data={rows}
        estimatedItemSize={112}
        keyExtractor={(row) => (row.type === 'header' ? \`h-\${row.day}\` : row.item.id)}
        renderItem={({ item: row }) =>
          row.type === 'header' ? (
            <Text style={{ fontSize: 13, fontWeight: '700', color: colors.textMuted, marginTop: spacing.lg, marginBottom: spacing.xs }}>
              {row.label}
            </Text>
          ) : (
            <ClassCard item={row.item} onPress={onPress} />
          )
        }
        contentContainerStyle={{ padding: spacing.md }}
      />
    );
  }
`;

export const S05 = session({
  key: 's05', start: '2026-04-20T08:12:44.061Z', branch: 'fix/schedule-memory',
  title: 'Schedule list memory leak on the Galaxy A12: an interval per card; one shared ticker; FlashList',
  turns: [
    T("bom dia. Rui's A12 kills the app after scrolling the schedule for a couple of minutes, he sent me a video, it just closes. <private>between us: Rui is selling 30% of the gym to his cousin Duarte in June and wants the app solid before the due diligence, so this one matters</private> the phone is plugged in again, can you check memory while scrolling?",
      S('Measuring memory before and after a minute of scripted scrolling (60 swipes):',
        B(`${MEMINFO}; ${SWIPES}; ${MEMINFO}`, [meminfo(92412, 201488, 289104, 231), meminfo(318204, 612340, 701228, 618)].join('\n'), { ms: 148300, desc: 'Measure memory around 60 scroll swipes' })),
      S('Memory triples in a minute of scrolling. The cards are what scrolling creates and destroys, so:',
        G('setInterval', 'apps/mobile/src/components/ClassCard.tsx:14:    setInterval(() => setMins(minutesUntil(item.starts_at)), 1000);', { path: 'apps/mobile/src', mode: 'content' }),
        R('apps/mobile/src/components/ClassCard.tsx')),
      F(d`
        There's the leak. Total PSS went from **201 MB to 612 MB** in 60 swipes, and the native heap from 92 MB to 318 MB.

        \`ClassCard\` starts a 1-second \`setInterval\` in a \`useEffect\` and **never clears it** (the effect returns no cleanup). FlatList mounts and unmounts cards as you scroll, so every card that was ever rendered keeps an interval alive: each one holds its closure, its \`setMins\`, and through it the unmounted component, and it fires every second. After a couple of minutes of scrolling that's hundreds of live timers calling state setters 60 times a minute each. Memory grows until Android's low-memory killer takes the app. That is what Rui sees.
      `)),
    T("fix it. and do we even need a countdown per card? it only shows 'em X min' for classes in the next 2h",
      S('No: a per-minute label needs one clock for the whole list. A shared ticker that every card subscribes to, and that stops when nobody listens:',
        W('apps/mobile/src/hooks/useNow.ts', USE_NOW),
        W('apps/mobile/src/components/ClassCard.tsx', CLASS_CARD_TICKER),
        W('apps/mobile/src/hooks/__tests__/useNow.test.ts', d`
          import { act, renderHook } from '@testing-library/react-native';
          import { useNow } from '../useNow';

          jest.useFakeTimers();

          test('all subscribers share one interval and it stops when the last one unmounts', () => {
            const spy = jest.spyOn(global, 'setInterval');
            const a = renderHook(() => useNow());
            const b = renderHook(() => useNow());
            expect(spy).toHaveBeenCalledTimes(1);

            const before = a.result.current;
            act(() => jest.advanceTimersByTime(60_000));
            expect(a.result.current).toBeGreaterThan(before);
            expect(b.result.current).toBe(a.result.current);

            const clear = jest.spyOn(global, 'clearInterval');
            a.unmount();
            b.unmount();
            expect(clear).toHaveBeenCalledTimes(1);
          });
        `)),
      S(null, B('pnpm --filter @bloco/mobile test -- useNow', '', { err: ' PASS  src/hooks/__tests__/useNow.test.ts\n  ✓ all subscribers share one interval and it stops when the last one unmounts (18 ms)\n' + jestSummary(1, 1, '1.204'), ms: 3804 })),
      F(d`
        - \`src/hooks/useNow.ts\`: one module-level \`setInterval\` (every 60 s, since the label only shows minutes), exposed through \`useSyncExternalStore\`. It starts with the first subscriber and is cleared when the last card unmounts.
        - \`ClassCard\` computes minutes from \`useNow()\`, has no timer of its own, and is wrapped in \`memo\` so list re-renders don't touch unchanged cards.
        - Test: all subscribers share one interval, and it stops when the last one unmounts.
      `)),
    T("while we're at it: the FlatList with ~200 rows + day headers is janky on the A12 even without the leak. Shopify FlashList?",
      S(null, B('cd apps/mobile && npx expo install @shopify/flash-list', expoInstall(['@shopify/flash-list@1.7.1'], pnpmOut({ resolved: 1303, reused: 1228, downloaded: 1, added: 1, deps: ['@shopify/flash-list 1.7.1'], secs: 4.9 })), { fx: [mobileDeps({ '@shopify/flash-list': '1.7.1' })] }),
        R('apps/mobile/src/components/ClassList.tsx')),
      S(null, W('apps/mobile/src/components/ClassList.tsx', CLASS_LIST_FLASH_V1)),
      O({ gapMin: 11 }),
      F("FlashList 1.7.1 (the version SDK 52 pins) is in. `ClassList` renders the same rows with `<FlashList estimatedItemSize={112}>`: a card is ~112 dp tall, and FlashList only needs a rough average to decide how many cells to create. Instead of mounting and unmounting rows like FlatList, it recycles a small pool of cells, which is what helps a slow phone most.")),
    T('installed on the A12. measure again pls',
      S(null, B(`${SWIPES}; ${MEMINFO}`, meminfo(78260, 188912, 271533, 204), { ms: 141200, desc: 'Measure memory after 60 scroll swipes' }),
        B('adb shell dumpsys gfxinfo pt.bloco.app | grep -E "Total frames rendered|Janky frames"', 'Total frames rendered: 997\nJanky frames: 61 (6.12%)')),
      F("After the same 60 swipes: **189 MB** total PSS (was 612 MB) and it stays flat if I keep scrolling. Frame stats for the session: 61 janky frames out of 997 (6.12%). The leak is gone and scrolling holds up on the A12."),
      O({ compactAfter: d`
        1. Primary Request and Intent:
           The user (Inês) reported that Rui's Galaxy A12 kills the Bloco app after a couple of minutes of scrolling the class schedule, and asked to measure memory, fix the leak, and move the schedule list to FlashList.

        2. Key Technical Concepts:
           - Android memory measured with \`adb shell dumpsys meminfo pt.bloco.app\` around 60 scripted \`adb shell input swipe\` gestures; jank via \`dumpsys gfxinfo\`.
           - Uncleared setInterval per list cell; shared ticker via useSyncExternalStore; React.memo; FlashList cell recycling with estimatedItemSize.

        3. Files and Code Sections:
           - apps/mobile/src/hooks/useNow.ts (new): one module-level 60 s interval shared by all subscribers, cleared when the last unsubscribes.
           - apps/mobile/src/hooks/__tests__/useNow.test.ts (new): one interval for many subscribers, cleared on last unmount.
           - apps/mobile/src/components/ClassCard.tsx: no own timer any more; uses useNow(); wrapped in memo; keeps testID class-card-<kind>.
           - apps/mobile/src/components/ClassList.tsx: FlatList replaced by FlashList from @shopify/flash-list 1.7.1, estimatedItemSize={112}, same keyExtractor and header/card rows.

        4. Errors and fixes:
           - Leak: ClassCard's useEffect started setInterval(…, 1000) without a cleanup; every card ever mounted kept a live timer. Total PSS 201 MB → 612 MB in 60 swipes. After the fix + FlashList: 189 MB, flat.
           - Test device details: Rui's Galaxy A12 (SM-A125F) has 3 GB RAM; the low-memory killer took the app at roughly 600 MB PSS.

        5. Pending Tasks:
           - Commit the two changes separately (leak fix, FlashList) and open a PR.

        6. Current Work:
           Measurements done: 189 MB total PSS after 60 swipes, 61 janky frames of 997 (6.12%).
      ` })),
    T('commit them separately (so the flashlist part can be reverted alone if needed) and open the PR',
      S(null,
        B('git add apps/mobile/src/hooks apps/mobile/src/components/ClassCard.tsx && git commit -m "fix(mobile): one shared ticker instead of an interval per class card"', commitOut('fix/schedule-memory', '2a6d0f9', 'fix(mobile): one shared ticker instead of an interval per class card', 3, 61, 12, ['create mode 100644 apps/mobile/src/hooks/__tests__/useNow.test.ts', 'create mode 100644 apps/mobile/src/hooks/useNow.ts'])),
        B('git add -A && git commit -m "perf(mobile): render the schedule with FlashList"', commitOut('fix/schedule-memory', '7d3a91c', 'perf(mobile): render the schedule with FlashList', 3, 9, 4))),
      S(null, B('git push -u origin fix/schedule-memory && gh pr create --fill --title "fix(mobile): schedule memory leak + FlashList"', `branch 'fix/schedule-memory' set up to track 'origin/fix/schedule-memory'.\nhttps://github.com/${REPO}/pull/36`)),
      F('Two commits: `2a6d0f9` (the shared ticker, the actual leak fix) and `7d3a91c` (FlashList), so the list change can be reverted on its own. PR: https://github.com/bloco-porto/bloco-app/pull/36. In the description: 612 MB → 189 MB total PSS after 60 swipes on the A12.')),
  ],
});

export const SESSIONS_1 = [S01, S02, S03, S04, S05];
