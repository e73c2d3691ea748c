// Week 4-6: FlashList comes back, Firebase → PostHog (and flags), the last Redux slice and Redux itself go,
// accessibility, reminders at 90 minutes + push receipts, EAS Update in CI, the 1.1 release prep.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import { indent, pkgFx, mobileDeps, pnpmOut, expoInstall, jestSummary, commitOut, meminfo, SWIPES, MEMINFO, DB, deployOut, dbPushOut, REPO } from './helpers.mjs';

// ---------------------------------------------------------------- s16
const CLASS_LIST_FLASH_V2 = d`
  import { FlashList } from '@shopify/flash-list';
  import { Text } from 'react-native';
  import { colors, spacing } from '@bloco/ui/tokens';
  import { ClassCard } from './ClassCard';
  import type { ScheduleRow } from '../types';

  const HEADER_HEIGHT = 44;

  export function ClassList({ rows, onPress }: { rows: ScheduleRow[]; onPress: (id: string) => void }) {
    return (
      <FlashList
        data={rows}
        // Day headers and class cards are different cells: separate recycle pools, so a header cell is never
        // reused as a card. That reuse is what drew cards over headers on Android after a booking.
        getItemType={(row) => row.type}
        overrideItemLayout={(layout, row) => {
          if (row.type === 'header') layout.size = HEADER_HEIGHT;
        }}
        estimatedItemSize={112}
        keyExtractor={(row) => (row.type === 'header' ? \`h-\${row.day}\` : row.item.id)}
        renderItem={({ item: row }) =>
          row.type === 'header' ? (
            <Text
              accessibilityRole="header"
              style={{ height: HEADER_HEIGHT, textAlignVertical: 'bottom', fontSize: 13, fontWeight: '700', color: colors.textMuted, paddingBottom: spacing.xs }}
            >
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
const MAESTRO_SCROLL = d`
  appId: pt.bloco.app
  name: Schedule still lays out after booking and scrolling back
  tags: [schedule]
  ---
  - runFlow: book-intro-class.yaml
  - back
  - scroll
  - scroll
  - scrollUntilVisible:
      element:
        id: class-card-intro
      direction: UP
  - assertVisible:
      id: class-card-intro
`;

export const S16 = session({
  key: 's16', start: '2026-05-08T08:36:02.144Z', branch: 'perf/flashlist-again',
  title: 'The FlashList overlap explained (no getItemType: header cells recycled as cards); FlashList back, 141 MB',
  turns: [
    T("sexta! (and 1.0 (15) got approved yesterday, it's in the store 🎉). I finally had time to dig into the FlashList overlap from two weeks ago. I think it's the day headers: flashlist recycles a header cell into a card cell and back, and their docs say to use getItemType when a list has different kinds of rows. can we try flashlist again with that?",
      S('Parabéns! 🎉 Looking at the list as it is now:', R('apps/mobile/src/components/ClassList.tsx')),
      S(null, B('cd apps/mobile && npx expo install @shopify/flash-list', expoInstall(['@shopify/flash-list@1.7.1'], pnpmOut({ resolved: 1297, reused: 1262, downloaded: 1, added: 1, deps: ['@shopify/flash-list 1.7.1'], secs: 4.4 })), { fx: [mobileDeps({ '@shopify/flash-list': '1.7.1' })] })),
      F(d`
        I think you're right, and it explains what we saw. Without \`getItemType\`, FlashList keeps **one** pool of recycled cells for every row, so a cell that last showed a ~44 dp day header can be reused for a ~112 dp card and the other way round. FlashList lays the row out with the size it knows and fixes it once the new content measures. When a booking re-renders a card at the same moment, Android can keep the stale offsets for a frame or longer: a card drawn over a header, or a gap. iOS measures synchronously enough that we never saw it there.

        With \`getItemType={(row) => row.type}\`, headers only recycle into headers and cards into cards. \`overrideItemLayout\` gives headers their exact height up front, so only the cards are estimated. My earlier \`estimatedItemSize\` change couldn't have fixed it.
      `)),
    T('go',
      S(null, W('apps/mobile/src/components/ClassList.tsx', CLASS_LIST_FLASH_V2)),
      S(null, B('pnpm --filter @bloco/mobile exec tsc --noEmit && pnpm --filter @bloco/mobile test', '', { err: ' PASS  src/hooks/__tests__/useNow.test.ts\n PASS  src/lib/__tests__/storage.test.ts\n PASS  src/lib/__tests__/secureAuthStorage.test.ts\n PASS  src/state/__tests__/offlineQueue.test.ts' + jestSummary(4, 11, '2.592'), ms: 16400 })),
      F("`ClassList` is a FlashList again: `getItemType` splits headers from cards, headers are a fixed 44 dp through `overrideItemLayout` (and have `accessibilityRole=\"header\"` now, so screen readers can jump between days), cards keep `estimatedItemSize={112}`. The FlatList tuning props are gone; they don't apply to FlashList. Type-check and tests pass. Try the book → scroll back case on the A12."),
      O({ gapMin: 24 })),
    T('tested on the A12: booked two classes, scrolled up and down like crazy, no overlap anymore 🙌 memory?',
      S(null, B(`${SWIPES}; ${MEMINFO}`, meminfo(61702, 141204, 219877, 176), { ms: 138900, desc: 'Measure memory after 60 scroll swipes' }),
        B('adb shell dumpsys gfxinfo pt.bloco.app | grep -E "Total frames rendered|Janky frames"', 'Total frames rendered: 1042\nJanky frames: 51 (4.89%)')),
      F("**141 MB** total PSS after the 60 swipes (tuned FlatList: 243 MB; the original leak: 612 MB), and 51 janky frames of 1042 (4.89%), a bit better than the first FlashList attempt (6.12%). So we're back on FlashList, without the overlap.")),
    T('add a maestro flow for it: book, go back, scroll around, come back up. maestro cant see overlap but at least it exercises it',
      S(null, W('apps/mobile/.maestro/schedule-after-booking.yaml', MAESTRO_SCROLL)),
      S(null, B('maestro test apps/mobile/.maestro/', 'Running on emulator-5554\n\nWaiting for flows to complete...\n[Passed] Book the next intro class (22s)\n[Passed] Cancel a booking (36s)\n[Passed] Schedule still lays out after booking and scrolling back (41s)\n\n3/3 Flows Passed in 1m 39s', { ms: 102300 })),
      F("Added `.maestro/schedule-after-booking.yaml`: it books, goes back to the schedule, scrolls down twice and then up until an intro card is visible again. All 3 flows pass. As you say, it can't detect overlap, but it runs that path on every PR, and a crash or a missing card would fail it.")),
    T('commit + PR, bom fim de semana!',
      S(null, B('git add -A && git commit -m "perf(mobile): FlashList for the schedule again, with getItemType for day headers" && git push -u origin perf/flashlist-again && gh pr create --fill', `${commitOut('perf/flashlist-again', '4b9e2d7', 'perf(mobile): FlashList for the schedule again, with getItemType for day headers', 4, 47, 17, ['create mode 100644 apps/mobile/.maestro/schedule-after-booking.yaml'])}\nbranch 'perf/flashlist-again' set up to track 'origin/perf/flashlist-again'.\nhttps://github.com/${REPO}/pull/58`)),
      F('PR #58. In the description: root cause (one recycle pool for headers and cards), the fix, and 612 → 243 → 141 MB across the three versions. Bom fim de semana!')),
  ],
});

// ---------------------------------------------------------------- s17
const ANALYTICS_POSTHOG = d`
  import PostHog from 'posthog-react-native';

  // Product analytics on PostHog's EU cloud: the data stays in the EU. Screens call track(); nothing else imports
  // the SDK. Feature flags come from the same client (lib/flags.ts).
  export const posthog = new PostHog(process.env.EXPO_PUBLIC_POSTHOG_KEY!, {
    host: 'https://eu.i.posthog.com',
    personProfiles: 'identified_only',
    defaultOptIn: false, // nothing is captured until the member opts in (Conta → Privacidade)
  });

  export type EventName = 'class_viewed' | 'booking_created' | 'booking_cancelled';

  export function track(name: EventName, params: Record<string, string | number> = {}) {
    posthog.capture(name, params);
  }
`;
const FLAGS_POSTHOG = d`
  import { useFeatureFlag } from 'posthog-react-native';

  // Feature flags live in PostHog (project "bloco-app", EU cloud) and can change without a new build.
  // Keys are kebab-case and listed in docs/feature-flags.md.
  export type FlagKey = 'new-checkin-flow';

  export function useFlag(key: FlagKey): boolean {
    return useFeatureFlag(key) === true;
  }
`;
const APP_CONFIG_NO_FIREBASE = d`
  import type { ExpoConfig } from 'expo/config';

  const config: ExpoConfig = {
    name: 'Bloco',
    slug: 'bloco',
    scheme: 'bloco',
    version: '1.0.0',
    orientation: 'portrait',
    icon: './assets/icon.png',
    userInterfaceStyle: 'light',
    ios: {
      bundleIdentifier: 'pt.bloco.app',
      buildNumber: '15',
    },
    android: {
      package: 'pt.bloco.app',
      versionCode: 15,
      adaptiveIcon: { foregroundImage: './assets/adaptive-icon.png', backgroundColor: '#F4EFE6' },
    },
    plugins: ['expo-router'],
    experiments: { typedRoutes: true },
    extra: {
      eas: { projectId: '6b1f3c2e-8d4a-4f7e-9a51-2c0d7e9b4f18' },
    },
  };

  export default config;
`;

export const S17 = session({
  key: 's17', start: '2026-05-12T08:04:51.006Z', branch: 'feat/posthog',
  title: 'Firebase Analytics out, PostHog (EU cloud) in; feature flags from PostHog; iOS build back to ~4 min',
  turns: [
    T("olá! decision: let's move off Firebase Analytics onto PostHog, EU cloud. why: 1) Rui's lawyer friend asked where our analytics data is stored and 'google, in the US' was not a great answer, 2) the firebase pods made every ios release build ~3.5 min slower, 3) posthog has feature flags, so the flags.ts build-time hack can go too",
      S(null, B('pnpm --filter @bloco/mobile add posthog-react-native@3.6.1 && cd apps/mobile && npx expo install expo-file-system expo-application', pnpmOut({ resolved: 1301, reused: 1264, downloaded: 1, added: 1, deps: ['posthog-react-native 3.6.1'], secs: 3.6 }) + '\n' + expoInstall(['expo-file-system@~18.0.4', 'expo-application@~6.0.1'], pnpmOut({ resolved: 1303, reused: 1266, downloaded: 2, added: 2, deps: ['expo-application 6.0.1', 'expo-file-system 18.0.4'], secs: 3.3 })), { fx: [mobileDeps({ 'posthog-react-native': '3.6.1', 'expo-file-system': '~18.0.4', 'expo-application': '~6.0.1' })] })),
      S(null, R('apps/mobile/src/lib/analytics.ts'), R('apps/mobile/src/config/flags.ts')),
      F(d`
        Good reasons, all three. Plan:
        - \`src/lib/analytics.ts\`: same \`track(name, params)\` API on a PostHog client with \`host: 'https://eu.i.posthog.com'\`, so no screen changes. Start **opted out** until the member agrees; with a US vendor gone that's the other half of the lawyer's question.
        - Flags: \`src/lib/flags.ts\` with \`useFlag('new-checkin-flow')\` on PostHog's \`useFeatureFlag\`. Unlike \`FLAGS\`, a flag can change without a build, and it can target one person (your account) instead of a build profile.
        - Remove \`@react-native-firebase/*\`, the two Google config files, the config plugin, and \`expo-build-properties\` with static frameworks, which only Firebase needed.
      `)),
    T('go',
      S(null, W('apps/mobile/src/lib/analytics.ts', ANALYTICS_POSTHOG), W('apps/mobile/src/lib/flags.ts', FLAGS_POSTHOG),
        B('git rm -q apps/mobile/src/config/flags.ts', '', { fx: [{ rm: 'apps/mobile/src/config/flags.ts' }] })),
      S(null, G('FLAGS', "apps/mobile/app/(tabs)/account.tsx:5:import { FLAGS } from '../../src/config/flags';\napps/mobile/app/(tabs)/account.tsx:25:      {FLAGS.newCheckinFlow && (", { path: 'apps/mobile', mode: 'content' })),
      F('Analytics and flags are on PostHog; `src/config/flags.ts` is deleted. One reader left: the account screen\'s "Check-in com QR" row.')),
    T('ok',
      S(null, R('apps/mobile/app/(tabs)/account.tsx')),
      S(null,
        E('apps/mobile/app/(tabs)/account.tsx', "import { FLAGS } from '../../src/config/flags';\n", "import { useFlag } from '../../src/lib/flags';\n"),
        E('apps/mobile/app/(tabs)/account.tsx', '  const { t } = useTranslation();\n', "  const { t } = useTranslation();\n  const checkinFlow = useFlag('new-checkin-flow');\n"),
        E('apps/mobile/app/(tabs)/account.tsx', '      {FLAGS.newCheckinFlow && (\n', '      {checkinFlow && (\n')),
      F("The check-in row now shows when PostHog's `new-checkin-flow` is on for the person. In PostHog, create the flag with a condition like email = your address; Rui can widen it later from the dashboard without a release.")),
    T('now rip out firebase and lets see the ios build time',
      S(null, R('apps/mobile/app.config.ts'),
        B('pnpm --filter @bloco/mobile remove @react-native-firebase/app @react-native-firebase/analytics expo-build-properties && git rm -q apps/mobile/GoogleService-Info.plist apps/mobile/google-services.json', 'Packages: -9\n---------\nProgress: resolved 1294, reused 1258, downloaded 0, added 0, done\n\ndependencies:\n- @react-native-firebase/analytics 21.6.1\n- @react-native-firebase/app 21.6.1\n- expo-build-properties 0.13.1\n\nDone in 2.8s', { fx: [mobileDeps({}, ['@react-native-firebase/app', '@react-native-firebase/analytics', 'expo-build-properties'])] })),
      S(null, W('apps/mobile/app.config.ts', APP_CONFIG_NO_FIREBASE)),
      S(null, B('cd apps/mobile && npx expo prebuild --clean --platform ios && time npx expo run:ios --configuration Release', d`
        ✔ Cleared ios code
        ✔ Created native directory
        ✔ Finished prebuild
        › Installing iOS dependencies
        Pod installation complete! There are 94 dependencies from the Podfile and 97 total pods installed.
        › Compiling Bloco » AppDelegate.mm
        › Build Succeeded
        › Installing on iPhone 15
        › Opening on iPhone 15 (pt.bloco.app)

        real	4m06.381s
        user	12m41.227s
        sys	2m2.515s
      `, { ms: 248900 })),
      F('Firebase is gone: no `@react-native-firebase/*`, no Google config files, no config plugin, no static frameworks. The Release build is back to **4m06s** (it was 7m48s with Firebase), 97 pods instead of 121.'),
      O({ compactAfter: d`
        1. Primary Request and Intent:
           Inês decided to move the Bloco app's analytics off Firebase Analytics onto PostHog (EU cloud), because of where the data lives (a lawyer friend of Rui's asked), the slower iOS builds from the Firebase pods, and to get server-side feature flags that replace the build-time flags file.

        2. Key Technical Concepts:
           - posthog-react-native 3.6.1 (host https://eu.i.posthog.com, personProfiles identified_only, defaultOptIn false), useFeatureFlag.
           - Expo config plugins; expo-build-properties ios.useFrameworks 'static' was only needed by Firebase.

        3. Files and Code Sections:
           - apps/mobile/src/lib/analytics.ts: PostHog client + unchanged track(name, params) API; events class_viewed, booking_created, booking_cancelled.
           - apps/mobile/src/lib/flags.ts (new): useFlag(key) over useFeatureFlag; FlagKey 'new-checkin-flow'.
           - apps/mobile/src/config/flags.ts: deleted (the old FLAGS.newCheckinFlow build-profile switch).
           - apps/mobile/app/(tabs)/account.tsx: check-in row behind useFlag('new-checkin-flow').
           - apps/mobile/app.config.ts: Firebase plugin, googleServicesFile entries and expo-build-properties removed; plugins: ['expo-router'].

        4. Errors and fixes: none this session.

        5. Pending Tasks:
           - Consent screen: analytics stay opted out until the member opts in under Conta → Privacidade; that toggle still has to be built.
           - Document where flag keys are defined.

        6. Current Work:
           iOS Release build measured after removing Firebase: 4m06s, 3m42s faster than the 7m48s with the Firebase pods.
      ` })),
    T('where are flag keys defined now? write it down so future me knows',
      S(null, W('docs/feature-flags.md', d`
        # Feature flags

        Flags live in **PostHog** (project \`bloco-app\`, EU cloud: https://eu.posthog.com). They change without a new
        build; the app reads them with \`useFlag(key)\` from \`apps/mobile/src/lib/flags.ts\`.

        Adding a flag:
        1. create it in PostHog (Feature flags → New), kebab-case key;
        2. add the key to \`FlagKey\` in \`src/lib/flags.ts\` (a typo then fails to compile);
        3. add a row below.

        | key | what it gates | who has it |
        |---|---|---|
        | \`new-checkin-flow\` | "Check-in com QR" on the account screen | Inês's account only (email condition) |

        There is no build-time flag file any more (\`src/config/flags.ts\` was removed with Firebase).
      `)),
      F("`docs/feature-flags.md`: flags are defined in PostHog, the code side is the `FlagKey` union in `src/lib/flags.ts`, and the table lists `new-checkin-flow` with who has it. Still open from today: the Conta → Privacidade opt-in screen. Until it exists PostHog captures nothing, because of `defaultOptIn: false`.")),
    T('commit + PR, obrigada!',
      S(null, B('git add -A && git commit -m "feat(mobile): analytics and feature flags on PostHog EU; drop Firebase" && git push -u origin feat/posthog && gh pr create --fill', `${commitOut('feat/posthog', 'a0e57c3', 'feat(mobile): analytics and feature flags on PostHog EU; drop Firebase', 9, 61, 38, ['create mode 100644 apps/mobile/src/lib/flags.ts', 'create mode 100644 docs/feature-flags.md', 'delete mode 100644 apps/mobile/GoogleService-Info.plist', 'delete mode 100644 apps/mobile/google-services.json', 'delete mode 100644 apps/mobile/src/config/flags.ts'])}\nbranch 'feat/posthog' set up to track 'origin/feat/posthog'.\nhttps://github.com/${REPO}/pull/61`)),
      F('PR #61. Before merging, add `EXPO_PUBLIC_POSTHOG_KEY` to the EAS environments (preview and production); it\'s PostHog\'s public project key, fine in the app bundle. De nada!')),
  ],
});

// ---------------------------------------------------------------- s18
const SETTINGS_STORE = d`
  import { create } from 'zustand';
  import { createJSONStorage, persist } from 'zustand/middleware';
  import { storage } from '../lib/storage';

  type SettingsState = {
    remindersEnabled: boolean;
    locale: 'pt-PT' | 'en' | null; // null: follow the phone
    setRemindersEnabled: (on: boolean) => void;
    setLocale: (locale: SettingsState['locale']) => void;
  };

  // Persisted in MMKV (the Redux version wasn't, so the toggle reset on every launch).
  export const useSettingsStore = create<SettingsState>()(
    persist(
      (set) => ({
        remindersEnabled: true,
        locale: null,
        setRemindersEnabled: (remindersEnabled) => set({ remindersEnabled }),
        setLocale: (locale) => set({ locale }),
      }),
      {
        name: 'settings',
        storage: createJSONStorage(() => ({
          getItem: (key: string) => storage.getString(key) ?? null,
          setItem: (key: string, value: string) => storage.set(key, value),
          removeItem: (key: string) => storage.delete(key),
        })),
      },
    ),
  );
`;
const LAYOUT_NO_REDUX = d`
  import { useEffect } from 'react';
  import { Stack } from 'expo-router';
  import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
  import { useAuthStore } from '../src/state/auth';
  import { supabase } from '../src/lib/supabase';
  import { migrateFromAsyncStorage } from '../src/lib/storage';
  import '../src/state/offlineQueue'; // registers the reconnect listener

  const queryClient = new QueryClient();

  function AuthGate() {
    const status = useAuthStore((s) => s.status);
    useEffect(() => {
      let unsubscribe = () => {};
      // copy the old AsyncStorage data (incl. the Supabase session) before Supabase reads its session
      migrateFromAsyncStorage().then(() => {
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          useAuthStore.getState().setSession(session);
        });
        unsubscribe = () => data.subscription.unsubscribe();
      });
      return () => unsubscribe();
    }, []);
    if (status === 'idle') return null;
    return <Stack screenOptions={{ headerShown: false }} />;
  }

  export default function RootLayout() {
    return (
      <QueryClientProvider client={queryClient}>
        <AuthGate />
      </QueryClientProvider>
    );
  }
`;
const ACCOUNT_ZUSTAND = d`
  import { router } from 'expo-router';
  import { useTranslation } from 'react-i18next';
  import { Pressable, Switch, Text, View } from 'react-native';
  import { colors, spacing, type } from '@bloco/ui/tokens';
  import { useFlag } from '../../src/lib/flags';
  import { supabase } from '../../src/lib/supabase';
  import { useAuthStore } from '../../src/state/auth';
  import { useSettingsStore } from '../../src/state/settings';

  export default function AccountScreen() {
    const { t } = useTranslation();
    const checkinFlow = useFlag('new-checkin-flow');
    const remindersEnabled = useSettingsStore((s) => s.remindersEnabled);
    const setRemindersEnabled = useSettingsStore((s) => s.setRemindersEnabled);
    const email = useAuthStore((s) => s.session?.user.email);

    return (
      <View style={{ flex: 1, padding: spacing.md, backgroundColor: colors.background }}>
        <Text style={type.title}>{t('account.title')}</Text>
        <Text style={[type.body, { color: colors.textMuted, marginBottom: spacing.lg }]}>{email}</Text>
        <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' }}>
          <Text style={type.body}>{t('account.reminders')}</Text>
          <Switch value={remindersEnabled} onValueChange={setRemindersEnabled} accessibilityLabel={t('account.reminders')} />
        </View>
        {checkinFlow && (
          <Pressable onPress={() => router.push('/checkin')} style={{ marginTop: spacing.lg }}>
            <Text style={type.body}>{t('account.checkin')}</Text>
          </Pressable>
        )}
        <Pressable testID="delete-account-row" onPress={() => router.push('/settings/delete-account')} style={{ marginTop: spacing.xl }}>
          <Text style={type.body}>{t('account.deleteAccount')}</Text>
        </Pressable>
        <Pressable onPress={() => supabase.auth.signOut()} style={{ marginTop: spacing.lg }}>
          <Text style={[type.body, { color: colors.danger }]}>{t('account.signOut')}</Text>
        </Pressable>
      </View>
    );
  }
`;
const CLASS_CARD_A11Y = d`
  import { memo } from 'react';
  import { useTranslation } from 'react-i18next';
  import { Pressable, StyleSheet, Text, View } from 'react-native';
  import { colors, radius, spacing } from '@bloco/ui/tokens';
  import { useNow } from '../hooks/useNow';
  import { clockTime } from '../lib/time';
  import type { GymClass } from '../types';

  export const ClassCard = memo(function ClassCard({ item, onPress }: { item: GymClass; onPress: (id: string) => void }) {
    const { t } = useTranslation();
    const now = useNow();
    const mins = Math.round((new Date(item.starts_at).getTime() - now) / 60000);
    const left = item.capacity - item.booked_count;
    const spots = left <= 0 ? t('schedule.full') : t('schedule.spotsLeft', { count: left });
    return (
      <Pressable
        testID={\`class-card-\${item.kind}\`}
        accessibilityRole="button"
        // one element for VoiceOver/TalkBack instead of three loose texts
        accessibilityLabel={t('schedule.cardLabel', { title: item.title, time: clockTime(item.starts_at), coach: item.coach, spots })}
        onPress={() => onPress(item.id)}
        style={styles.card}
      >
        <View style={styles.row}>
          <Text style={styles.title}>{item.title}</Text>
          <Text style={styles.meta}>{mins < 120 ? t('schedule.startsIn', { count: mins }) : item.coach}</Text>
        </View>
        <Text style={left <= 0 ? styles.full : styles.meta}>{spots}</Text>
      </Pressable>
    );
  });

  const styles = StyleSheet.create({
    card: { minHeight: 44, padding: spacing.md, borderRadius: radius.md, backgroundColor: colors.surface, marginBottom: spacing.sm },
    row: { flexDirection: 'row', justifyContent: 'space-between' },
    title: { fontSize: 17, fontWeight: '600', color: colors.text },
    meta: { fontSize: 14, color: colors.textMuted },
    full: { fontSize: 14, color: colors.danger },
  });
`;
const CONTRAST = `node -e 'const L=h=>{const c=[1,3,5].map(i=>parseInt(h.slice(i,i+2),16)/255).map(v=>v<=0.03928?v/12.92:((v+0.055)/1.055)**2.4);return 0.2126*c[0]+0.7152*c[1]+0.0722*c[2]};const r=(a,b)=>{const x=L(a),y=L(b);return ((Math.max(x,y)+0.05)/(Math.min(x,y)+0.05)).toFixed(2)};for(const c of ["#8A8F98","#6B7079","#5F6670"])console.log(c,"on background #F4EFE6:",r(c,"#F4EFE6")+":1","on surface #FFFFFF:",r(c,"#FFFFFF")+":1")'`;

export const S18 = session({
  key: 's18', start: '2026-05-14T13:09:37.481Z', branch: 'refactor/remove-redux',
  title: 'Redux → Zustand, step 3: settings slice, then Redux Toolkit removed entirely; textMuted contrast and screen-reader labels',
  turns: [
    T('last redux slice: settings. after that redux can go completely 🎉',
      S(null, R('apps/mobile/src/store/settingsSlice.ts'), R('apps/mobile/src/store/index.ts'),
        G('react-redux|useAppSelector|useAppDispatch|src/store', d`
          apps/mobile/app/_layout.tsx:3:import { Provider } from 'react-redux';
          apps/mobile/app/_layout.tsx:6:import { store } from '../src/store';
          apps/mobile/app/(tabs)/account.tsx:8:import { useAppDispatch, useAppSelector } from '../../src/store';
          apps/mobile/app/(tabs)/account.tsx:9:import { remindersToggled } from '../../src/store/settingsSlice';
          apps/mobile/app/(tabs)/account.tsx:14:  const dispatch = useAppDispatch();
          apps/mobile/app/(tabs)/account.tsx:15:  const remindersEnabled = useAppSelector((s) => s.settings.remindersEnabled);
          apps/mobile/src/store/index.ts:2:import { TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
          apps/mobile/src/store/index.ts:14:export const useAppDispatch: () => AppDispatch = useDispatch;
          apps/mobile/src/store/index.ts:15:export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
        `.trimEnd(), { path: 'apps/mobile', mode: 'content' })),
      F("Small surface: only the account screen reads settings (the reminders switch), and the root layout has the `<Provider>`. Plan: `src/state/settings.ts` with `useSettingsStore` (persisted in MMKV like bookings; the Redux slice wasn't persisted at all, so the reminders switch reset on every launch), then delete `src/store/`, drop the `<Provider>`, and remove `@reduxjs/toolkit` and `react-redux`.")),
    T('go',
      S(null, W('apps/mobile/src/state/settings.ts', SETTINGS_STORE), R('apps/mobile/app/_layout.tsx'), R('apps/mobile/app/(tabs)/account.tsx')),
      S(null, B('git rm -rq apps/mobile/src/store && pnpm --filter @bloco/mobile remove @reduxjs/toolkit react-redux', 'Packages: -6\n------\nProgress: resolved 1288, reused 1252, downloaded 0, added 0, done\n\ndependencies:\n- @reduxjs/toolkit 2.3.0\n- react-redux 9.1.2\n\nDone in 2.6s', { fx: [{ rm: 'apps/mobile/src/store/index.ts' }, { rm: 'apps/mobile/src/store/settingsSlice.ts' }, mobileDeps({}, ['@reduxjs/toolkit', 'react-redux'])] })),
      F("`useSettingsStore` is in `src/state/settings.ts`; `src/store/` is deleted and both Redux packages are uninstalled. The layout and account screen still import them, so they're next.")),
    T('continue',
      S("Rewriting both files (the account screen also still had literal strings from before the i18n rule: Conta, Lembretes das aulas, Check-in com QR, Terminar sessão, now all `t()`):",
        W('apps/mobile/app/_layout.tsx', LAYOUT_NO_REDUX), W('apps/mobile/app/(tabs)/account.tsx', ACCOUNT_ZUSTAND)),
      S(null, B('pnpm --filter @bloco/mobile exec tsc --noEmit && pnpm --filter @bloco/mobile test && grep -rE "redux|src/store" apps/mobile/app apps/mobile/src | wc -l', '0', { err: ' PASS  src/hooks/__tests__/useNow.test.ts\n PASS  src/lib/__tests__/storage.test.ts\n PASS  src/lib/__tests__/secureAuthStorage.test.ts\n PASS  src/state/__tests__/offlineQueue.test.ts' + jestSummary(4, 11, '2.417'), ms: 16900 })),
      F("Redux is gone: no `<Provider>`, no `src/store/`, zero references to redux left in `app/` and `src/`. All app state lives in `src/state/` as Zustand stores: `useAuthStore`, `useBookingsStore` (with the offline queue) and `useSettingsStore`. Type-check and tests pass.")),
    T('commit + PR',
      S(null, B('git add -A && git commit -m "refactor(mobile): settings in zustand; remove redux toolkit" && git push -u origin refactor/remove-redux && gh pr create --fill', `${commitOut('refactor/remove-redux', 'e6f1a08', 'refactor(mobile): settings in zustand; remove redux toolkit', 7, 74, 92, ['create mode 100644 apps/mobile/src/state/settings.ts', 'delete mode 100644 apps/mobile/src/store/index.ts', 'delete mode 100644 apps/mobile/src/store/settingsSlice.ts'])}\nbranch 'refactor/remove-redux' set up to track 'origin/refactor/remove-redux'.\nhttps://github.com/${REPO}/pull/63`)),
      F('PR #63: the last of the three migration steps (#41 auth, #52 bookings + queue, #63 settings). Nothing depends on Redux any more.')),
    T("next: a11y. a member with low vision told Rui the grey text in the app is hard to read. can you check the contrast of textMuted?",
      S(null, B(CONTRAST, d`
        #8A8F98 on background #F4EFE6: 2.84:1 on surface #FFFFFF: 3.25:1
        #6B7079 on background #F4EFE6: 4.35:1 on surface #FFFFFF: 4.98:1
        #5F6670 on background #F4EFE6: 5.06:1 on surface #FFFFFF: 5.80:1
      `.trimEnd(), { desc: 'Compute WCAG contrast ratios' }), R('packages/ui/src/tokens.ts')),
      S('`textMuted` fails WCAG AA for normal text (needs 4.5:1) on both backgrounds. `#6B7079` only just passes on white and fails on the beige; `#5F6670` passes on both:',
        E('packages/ui/src/tokens.ts', "  textMuted: '#8A8F98',\n", "  textMuted: '#5F6670', // 5.06:1 on background, 5.80:1 on surface (was #8A8F98: 2.84:1, fails AA)\n")),
      F("`textMuted` was **2.84:1** on the beige background (3.25:1 on white cards); AA for body text is 4.5:1. Changed the token to `#5F6670`: **5.06:1** on the background, 5.80:1 on cards. It still reads as grey next to `text` (#1E2124). Because it's a token, every caption, the day headers and the card meta lines change at once.")),
    T("and VoiceOver reads a class card as three separate texts. fix the cards. and a rule from now on: every Pressable gets an accessibilityRole and an accessibilityLabel (through t()), and touch targets at least 44pt",
      S('Rule noted: every `Pressable` gets `accessibilityRole` + an `accessibilityLabel` via `t()`, and touch targets are at least 44 pt.',
        R('apps/mobile/src/components/ClassCard.tsx'), R('apps/mobile/src/i18n/locales/pt-PT.json'), R('apps/mobile/src/i18n/locales/en.json')),
      S(null, W('apps/mobile/src/components/ClassCard.tsx', CLASS_CARD_A11Y)),
      F("`ClassCard` is one accessible button now: `accessibilityRole=\"button\"` and a single label like \"Intro ao bouldering às 19:00 com Marta, 3 vagas\", instead of VoiceOver stopping on title, coach and spots one by one. It also had the last literal strings in the schedule (\"em X min\", \"Esgotado\", \"vagas\"), now `t()` with plurals, and `minHeight: 44`. The label needs a `schedule.cardLabel` key in both languages.")),
    T('add the keys, test, commit',
      S(null,
        E('apps/mobile/src/i18n/locales/pt-PT.json', '    "spotsLeft_other": "{{count}} vagas"\n', '    "spotsLeft_other": "{{count}} vagas",\n    "cardLabel": "{{title}} às {{time}} com {{coach}}, {{spots}}"\n'),
        E('apps/mobile/src/i18n/locales/en.json', '    "spotsLeft_other": "{{count}} spots left"\n', '    "spotsLeft_other": "{{count}} spots left",\n    "cardLabel": "{{title}} at {{time}} with {{coach}}, {{spots}}"\n')),
      S(null, B('pnpm --filter @bloco/mobile test', '', { err: ' PASS  src/hooks/__tests__/useNow.test.ts\n PASS  src/lib/__tests__/storage.test.ts\n PASS  src/lib/__tests__/secureAuthStorage.test.ts\n PASS  src/state/__tests__/offlineQueue.test.ts' + jestSummary(4, 11, '2.955'), ms: 5555 }),
        B('git add -A && git commit -m "fix(ui): accessible class cards, textMuted passes WCAG AA"', commitOut('refactor/remove-redux', 'c3d8b51', 'fix(ui): accessible class cards, textMuted passes WCAG AA', 5, 38, 11))),
      F('Keys added (pt: "{{title}} às {{time}} com {{coach}}, {{spots}}"), tests pass, committed as c3d8b51 on the same branch; say if you\'d rather have it as its own PR. Até amanhã!')),
  ],
});

// ---------------------------------------------------------------- s19
const PUSH_RECEIPTS = d`
  // Every 30 minutes: asks Expo for the receipts of tickets older than 15 minutes and deletes the push tokens of
  // devices that no longer exist (DeviceNotRegistered: the app was uninstalled).
  // Not to be confused with push-reminders, which sends the class reminders and records the tickets.
  import { createClient } from 'npm:@supabase/supabase-js@2.46.1';

  const RECEIPTS_URL = 'https://exp.host/--/api/v2/push/getReceipts';
  const RECEIPT_CHUNK = 1000; // Expo: at most 1000 receipt ids per request

  const supabase = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!);

  Deno.serve(async () => {
    const before = new Date(Date.now() - 15 * 60_000).toISOString();
    const { data: tickets, error } = await supabase.from('push_tickets').select('ticket_id, token').lt('created_at', before).limit(5000);
    if (error) return new Response(error.message, { status: 500 });

    const dead = new Set<string>();
    for (let i = 0; i < tickets.length; i += RECEIPT_CHUNK) {
      const chunk = tickets.slice(i, i + RECEIPT_CHUNK);
      const res = await fetch(RECEIPTS_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ids: chunk.map((t) => t.ticket_id) }),
      });
      if (!res.ok) return new Response(\`expo receipts: \${res.status}\`, { status: 502 });
      const { data } = (await res.json()) as { data: Record<string, { status: string; details?: { error?: string } }> };
      for (const t of chunk) if (data[t.ticket_id]?.details?.error === 'DeviceNotRegistered') dead.add(t.token);
    }

    if (dead.size) await supabase.from('push_tokens').delete().in('token', [...dead]);
    if (tickets.length) await supabase.from('push_tickets').delete().in('ticket_id', tickets.map((t) => t.ticket_id));
    return Response.json({ checked: tickets.length, removedTokens: dead.size });
  });
`;
const PUSH_TICKETS_SQL = d`
  -- Tickets returned by Expo for each reminder; push-receipts checks them and prunes dead tokens.
  create table public.push_tickets (
    ticket_id text primary key,
    token text not null,
    created_at timestamptz not null default now()
  );
  alter table public.push_tickets enable row level security; -- no policies: service role only

  select cron.schedule(
    'push-receipts',
    '*/30 * * * *',
    $$
    select net.http_post(
      url := 'https://kqzvtrmwyhxbplnadcfe.supabase.co/functions/v1/push-receipts',
      headers := jsonb_build_object(
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
      )
    );
    $$
  );
`;
const EAS_UPDATE_YML = d`
  name: eas-update
  on:
    push:
      branches: [main]
      paths: ['apps/mobile/**', 'packages/ui/**']

  jobs:
    preview-update:
      runs-on: ubuntu-latest
      steps:
        - uses: actions/checkout@v4
        - uses: pnpm/action-setup@v4
        - uses: actions/setup-node@v4
          with:
            node-version: 20
            cache: pnpm
        - uses: expo/expo-github-action@v8
          with:
            eas-version: latest
            token: \${{ secrets.EXPO_TOKEN }}
        - run: pnpm install --frozen-lockfile
        # preview channel only: production updates are published by hand
        - run: cd apps/mobile && eas update --channel preview --message "\${{ github.event.head_commit.message }}" --non-interactive
`;

export const S19 = session({
  key: 's19', start: '2026-05-19T08:21:44.730Z', branch: 'feat/reminders-90',
  title: 'Reminders at 90 minutes; push-receipts function prunes dead tokens; EAS Update to preview on main',
  turns: [
    T("bom dia. Rui again about the reminders 🙄 60 min is too late for people who come from Gaia or Matosinhos by metro, by the time they see the push they can't make it anymore. he wants 90. final answer, he promises",
      S(null, R('supabase/functions/push-reminders/index.ts')),
      S(null, E('supabase/functions/push-reminders/index.ts', 'const REMINDER_LEAD_MINUTES = 60;\nconst TICK_MINUTES = 5;\n', 'const REMINDER_LEAD_MINUTES = 90;\nconst TICK_MINUTES = 5;\n', { fail: true })),
      S('The line carries the comment from the last change, so that match missed. With the whole line:', E('supabase/functions/push-reminders/index.ts', 'const REMINDER_LEAD_MINUTES = 60; // Rui: at 2 h people forgot to come\n', 'const REMINDER_LEAD_MINUTES = 90; // 2 h: people forgot; 1 h: too late for members coming by metro from Gaia/Matosinhos\n')),
      S(null, B('supabase functions deploy push-reminders', deployOut('push-reminders', '41.5'))),
      F("Deployed with `REMINDER_LEAD_MINUTES = 90`; the comment keeps the history (2 h forgotten, 1 h too late for the metro) so nobody moves it back. Same rule as before: bookings already reminded at 60 minutes today aren't reminded again.")),
    T("also the function logs have lots of DeviceNotRegistered in them — tokens of people who uninstalled the app. expo's docs say check the push receipts and drop those tokens. separate function please, not inside push-reminders",
      S("Expo only reports DeviceNotRegistered in the **receipt**, fetched later with the ticket id it returns at send time. So push-reminders has to keep the ticket ids, and a separate job checks them:",
        E('supabase/functions/push-reminders/index.ts', "    if (!res.ok) return new Response(`expo push: ${res.status}`, { status: 502 });\n  }\n", "    if (!res.ok) return new Response(`expo push: ${res.status}`, { status: 502 });\n    // keep the ticket ids: push-receipts checks them later and drops tokens of uninstalled apps\n    const { data: tickets } = (await res.json()) as { data: { status: string; id?: string }[] };\n    const sent = messages.slice(i, i + EXPO_CHUNK);\n    const rows = tickets.flatMap((t, k) => (t.id ? [{ ticket_id: t.id, token: sent[k].to }] : []));\n    if (rows.length) await supabase.from('push_tickets').insert(rows);\n  }\n"),
        W('supabase/functions/push-receipts/index.ts', PUSH_RECEIPTS),
        W('supabase/migrations/20260519093000_push_tickets.sql', PUSH_TICKETS_SQL)),
      F(d`
        - **push-reminders** now stores every ticket id Expo returns, with its token, in \`push_tickets\`.
        - **push-receipts** (new, pg_cron every 30 minutes): takes tickets older than 15 minutes (Expo needs a moment to produce receipts), asks \`/push/getReceipts\` in chunks of up to 1000 ids, deletes the \`push_tokens\` whose receipt says \`DeviceNotRegistered\`, then deletes the checked tickets.
        The names are close, so each file's header says which one does what: push-reminders sends, push-receipts cleans up.
      `)),
    T('deploy all of it and run receipts once by hand',
      S(null, B('supabase db push && supabase functions deploy push-reminders && supabase functions deploy push-receipts', [dbPushOut(['20260519093000_push_tickets.sql']), deployOut('push-reminders', '41.9'), deployOut('push-receipts', '38.7')].join('\n'), { ms: 14600 })),
      S(null, B(`${DB} -At -c "select count(*) from push_tokens;" && curl -s -X POST https://kqzvtrmwyhxbplnadcfe.supabase.co/functions/v1/push-receipts -H "Authorization: Bearer $SUPABASE_SERVICE_ROLE_KEY"`, '412\n{"checked":0,"removedTokens":0}')),
      F("Deployed. The manual run checked **0** tickets: `push_tickets` only started filling with this deploy, so there's nothing to check yet. We have **412** push tokens right now. Tonight's reminders create tickets, and the 30-minute job picks them up from about 15 minutes after each send. By tomorrow the dead tokens of everyone with a booking today should be gone.")),
    T("ok. last thing today, CI: on every merge to main publish an EAS update to the preview channel so testers get JS changes without a new build. production updates stay manual, I do those. <private>if the repo doesn't have the expo secret yet, the robot token is xpo_rb_7Hn2QwLk9VzT4mXc</private>",
      S(null, W('.github/workflows/eas-update.yml', EAS_UPDATE_YML), B('gh secret list', 'EXPO_TOKEN\tUpdated 2026-05-07\nSUPABASE_ACCESS_TOKEN\tUpdated 2026-04-14\nTF_API_TOKEN\tUpdated 2026-03-09')),
      F("`.github/workflows/eas-update.yml`: on pushes to main that touch `apps/mobile/` or `packages/ui/`, it runs `eas update --channel preview` with the commit message. Only the **preview** channel, as you said; production OTA updates stay manual. The repo already has an `EXPO_TOKEN` secret (set on 7 May), so the token you pasted isn't needed; I didn't use it anywhere. A JS-only update reaches the preview builds when testers next open the app; native changes still need a new preview build.")),
    T('commit and PR, obrigada 🙏',
      S(null, B('git add -A && git commit -m "feat: reminders 90 min before class; prune dead push tokens from receipts; eas update on main" && git push -u origin feat/reminders-90 && gh pr create --fill', `${commitOut('feat/reminders-90', '7f2a9c4', 'feat: reminders 90 min before class; prune dead push tokens from receipts; eas update on main', 4, 112, 1, ['create mode 100644 .github/workflows/eas-update.yml', 'create mode 100644 supabase/functions/push-receipts/index.ts', 'create mode 100644 supabase/migrations/20260519093000_push_tickets.sql'])}\nbranch 'feat/reminders-90' set up to track 'origin/feat/reminders-90'.\nhttps://github.com/${REPO}/pull/64`)),
      F('PR #64. Até breve!')),
  ],
});

// ---------------------------------------------------------------- s20
const APP_CONFIG_11 = APP_CONFIG_NO_FIREBASE.replace("  version: '1.0.0',\n", "  version: '1.1.0',\n").replace("    buildNumber: '15',\n", "    buildNumber: '16',\n").replace('    versionCode: 15,\n', '    versionCode: 16,\n');
const CHANGELOG = d`
  # Changelog

  ## 1.1.0 (16)

  - Class reminders now arrive 90 minutes before class (and at the right time since summer time).
  - The schedule scrolls smoothly on older Android phones and no longer draws cards over the day headers.
  - Bookings made offline in the gym are sent once, even on flaky Wi-Fi (no more double bookings).
  - Better contrast for grey text, and class cards read properly with VoiceOver and TalkBack.
  - Analytics moved to PostHog (EU) and are off until you opt in.
  - English translation.

  ## 1.0.0 (15)

  - First release: schedule, bookings (also offline), reminders, account deletion.
`;

export const S20 = session({
  key: 's20', start: '2026-05-21T12:58:20.565Z', branch: 'release/1.1',
  title: 'Release 1.1 prep: push-receipts results, version 1.1.0 (16), changelog, preview builds, expo-doctor duplicate',
  turns: [
    T('olá! release 1.1 today-ish. first: did push-receipts actually do anything since tuesday?',
      S(null, B(`${DB} -c "select status, count(*) from cron.job_run_details where jobid = (select jobid from cron.job where jobname = 'push-receipts') group by status;" -c "select count(*) as push_tokens from push_tokens;"`, d`
         status    | count
        -----------+-------
         succeeded |   101
        (1 row)

         push_tokens
        -------------
                 377
        (1 row)
      `)),
      F('Yes: 101 runs since Tuesday, all succeeded, and `push_tokens` went from 412 to 377, so 35 tokens of uninstalled apps were removed. Reminders are no longer sent to devices that can\'t receive them.')),
    T('bump to 1.1.0 and write a changelog since 1.0.0 (15), user-facing, short',
      S(null, B('git log --oneline v1.0.0..main', d`
        7f2a9c4 feat: reminders 90 min before class; prune dead push tokens from receipts; eas update on main
        c3d8b51 fix(ui): accessible class cards, textMuted passes WCAG AA
        e6f1a08 refactor(mobile): settings in zustand; remove redux toolkit
        a0e57c3 feat(mobile): analytics and feature flags on PostHog EU; drop Firebase
        4b9e2d7 perf(mobile): FlashList for the schedule again, with getItemType for day headers
        6d0b3f1 test(mobile): maestro flows replace detox, run in CI
        91c6d2a refactor(mobile): bookings and offline queue in zustand; idempotent queued bookings
      `.trimEnd()), R('apps/mobile/app.config.ts')),
      S(null, W('apps/mobile/app.config.ts', APP_CONFIG_11), W('CHANGELOG.md', CHANGELOG)),
      F("`app.config.ts`: version **1.1.0**, buildNumber 16 / versionCode 16. `CHANGELOG.md` has the user-facing list; the refactors (Zustand, Maestro) aren't in it, they change nothing people can see. The English translation and the reminder fix from April shipped after 1.0 (15) was built, so they count as 1.1.")),
    T('build a preview for both platforms so Rui can test on his phone before I do the real one',
      S('Preview builds are mine to start (the production build and the submission stay yours):',
        B('cd apps/mobile && eas build --profile preview --platform all --non-interactive --no-wait', d`
          Resolved "preview" environment for the build. Learn more: https://docs.expo.dev/eas/environment-variables/#setting-the-environment-for-your-builds
          ✔ Using remote Android credentials (Expo server)
          ✔ Using remote iOS credentials (Expo server)

          Compressing project files and uploading to EAS Build. Learn more: https://expo.fyi/eas-build-archive
          ✔ Uploaded to EAS 3s
          ✔ Computed project fingerprint

          See logs: https://expo.dev/accounts/bloco-porto/projects/bloco/builds/c41e7b09-2f3a-4d8e-9b61-7a0d5e3c2f18
          See logs: https://expo.dev/accounts/bloco-porto/projects/bloco/builds/e92b3f40-6a1c-4b7d-8e05-3d9f1a6c7b24

          Android and iOS builds queued. Since you passed --no-wait, the builds run in the background.
        `, { ms: 19200 })),
      F('Both queued (Android c41e7b09, iOS e92b3f40), preview profile, internal distribution. Rui\'s iPhone has to be registered for ad-hoc builds; if it isn\'t, `eas device:create` gives him a link to do it.'),
      O({ gapMin: 21 })),
    T('run expo-doctor before I do the production one',
      S(null, B('cd apps/mobile && npx expo-doctor', d`
        Running 15 checks on your project...
        14/15 checks passed. 1 checks failed. Possible issues detected:
        Use the --verbose flag to see more details about passed checks.

        ✖ Check that no duplicate dependencies are installed
        Your project contains duplicate native module dependencies, which should be de-duplicated.
        Native builds may only contain one version of any given native module, and having multiple versions of a single Native module installed may lead to unexpected build errors.
        Found duplicates for expo-application:
          ├─ expo-application@6.0.1 (at: node_modules/expo-application)
          └─ expo-application@5.9.1 (at: node_modules/.pnpm/posthog-react-native@3.6.1/node_modules/expo-application)
        Advice:
        Resolve your dependency issues and deduplicate your dependencies. Learn more: https://expo.fyi/resolving-dependency-issues
      `, { code: 1, ms: 8800 }), R('package.json')),
      S("posthog-react-native 3.6.1 brings its own `expo-application` 5.9.1 next to the SDK 52 one (6.0.1). Pinning it workspace-wide with a pnpm override:",
        E('package.json', '  "devDependencies": {\n    "typescript": "~5.6.3"\n  }\n', '  "devDependencies": {\n    "typescript": "~5.6.3"\n  },\n  "pnpm": {\n    "overrides": {\n      "posthog-react-native>expo-application": "~6.0.1"\n    }\n  }\n')),
      S(null, B('pnpm install && cd apps/mobile && npx expo-doctor', 'Progress: resolved 1286, reused 1250, downloaded 0, added 0, done\nDone in 3.4s\nRunning 15 checks on your project...\n15/15 checks passed. No issues detected!', { ms: 13900 })),
      F("Fixed: `pnpm.overrides` in the root `package.json` makes posthog-react-native use `expo-application ~6.0.1`, so there's one copy, and expo-doctor passes 15/15. The preview builds I queued started before this change; it's a JS-dependency dedupe and they'll work, but the production build should be made from this commit.")),
    T("perfeito. commit + PR. and that's all for today, and for the launch sprint 🥳 obrigada por tudo!",
      S(null, B('git add -A && git commit -m "chore(release): 1.1.0 (16), changelog, dedupe expo-application" && git push -u origin release/1.1 && gh pr create --fill', `${commitOut('release/1.1', '2d5c8e1', 'chore(release): 1.1.0 (16), changelog, dedupe expo-application', 4, 31, 3, ['create mode 100644 CHANGELOG.md'])}\nbranch 'release/1.1' set up to track 'origin/release/1.1'.\nhttps://github.com/${REPO}/pull/66`)),
      F('PR #66 with the version bump, changelog and the dedupe. After merging: the production build and `eas submit` are yours, as always. Foi um prazer, boa sorte com o 1.1! 🧗')),
  ],
});

export const SESSIONS_4 = [S16, S17, S18, S19, S20];
