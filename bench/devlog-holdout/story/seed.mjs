// The repository as it stood before the first session: a pnpm monorepo with the Expo app (Redux Toolkit,
// AsyncStorage, a FlatList schedule), a one-page Next.js site, the design tokens package, the first Supabase
// migration, the Cloudflare Terraform from when bloco.pt was a static page, and a small CI workflow.
import { d } from '../../devlog-kit/dsl.mjs';

export const SEED_FILES = {
  'package.json': d`
    {
      "name": "bloco",
      "private": true,
      "packageManager": "pnpm@9.12.3",
      "scripts": {
        "lint": "pnpm -r lint",
        "typecheck": "pnpm -r typecheck",
        "test": "pnpm -r test"
      },
      "devDependencies": {
        "typescript": "~5.6.3"
      }
    }
  `,
  'pnpm-workspace.yaml': d`
    packages:
      - apps/*
      - packages/*
  `,
  '.gitignore': d`
    node_modules/
    .expo/
    .next/
    apps/mobile/ios/
    apps/mobile/android/
    .env*.local
    .terraform/
  `,
  'apps/mobile/package.json': d`
    {
      "name": "@bloco/mobile",
      "version": "1.0.0",
      "main": "expo-router/entry",
      "scripts": {
        "start": "expo start --dev-client",
        "ios": "expo run:ios",
        "android": "expo run:android",
        "typecheck": "tsc --noEmit",
        "test": "jest",
        "lint": "eslint ."
      },
      "dependencies": {
        "@bloco/ui": "workspace:*",
        "@react-native-async-storage/async-storage": "1.23.1",
        "@react-native-community/netinfo": "11.4.1",
        "@reduxjs/toolkit": "^2.3.0",
        "@supabase/supabase-js": "^2.46.1",
        "@tanstack/react-query": "^5.61.0",
        "expo": "~52.0.11",
        "expo-constants": "~17.0.3",
        "expo-dev-client": "~5.0.4",
        "expo-image": "~2.0.3",
        "expo-linking": "~7.0.3",
        "expo-router": "~4.0.9",
        "expo-status-bar": "~2.0.0",
        "react": "18.3.1",
        "react-native": "0.76.3",
        "react-native-safe-area-context": "4.12.0",
        "react-native-screens": "~4.1.0",
        "react-redux": "^9.1.2"
      },
      "devDependencies": {
        "@testing-library/react-native": "^12.8.1",
        "@types/react": "~18.3.12",
        "jest": "^29.7.0",
        "jest-expo": "~52.0.2",
        "typescript": "~5.6.3"
      }
    }
  `,
  'apps/mobile/app.config.ts': d`
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
        buildNumber: '14',
      },
      android: {
        package: 'pt.bloco.app',
        versionCode: 14,
        adaptiveIcon: { foregroundImage: './assets/adaptive-icon.png', backgroundColor: '#F4EFE6' },
      },
      plugins: ['expo-router'],
      experiments: { typedRoutes: true },
      extra: {
        eas: { projectId: '6b1f3c2e-8d4a-4f7e-9a51-2c0d7e9b4f18' },
      },
    };

    export default config;
  `,
  'apps/mobile/eas.json': d`
    {
      "cli": { "version": ">= 13.2.0", "appVersionSource": "local" },
      "build": {
        "development": { "developmentClient": true, "distribution": "internal" },
        "preview": { "distribution": "internal", "channel": "preview" },
        "production": { "channel": "production" }
      },
      "submit": {
        "production": {
          "ios": { "ascAppId": "6741203958", "appleTeamId": "Q7M2K9XH4D" },
          "android": { "track": "internal" }
        }
      }
    }
  `,
  'apps/mobile/src/types.ts': d`
    export type GymClass = {
      id: string;
      title: string;
      kind: 'intro' | 'open' | 'kids' | 'technique';
      starts_at: string;
      duration_min: number;
      capacity: number;
      coach: string;
      booked_count: number;
    };

    export type Booking = { id: string; class_id: string; member_id: string; created_at: string };

    export type ScheduleRow = { type: 'header'; day: string; label: string } | { type: 'class'; item: GymClass };
  `,
  'apps/mobile/src/lib/storage.ts': d`
    import AsyncStorage from '@react-native-async-storage/async-storage';

    // Small JSON cache for what we show before the network answers (schedule, my bookings, pending bookings).
    export async function getJSON<T>(key: string): Promise<T | null> {
      const raw = await AsyncStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : null;
    }

    export async function setJSON(key: string, value: unknown): Promise<void> {
      await AsyncStorage.setItem(key, JSON.stringify(value));
    }

    export async function remove(key: string): Promise<void> {
      await AsyncStorage.removeItem(key);
    }
  `,
  'apps/mobile/src/lib/supabase.ts': d`
    import AsyncStorage from '@react-native-async-storage/async-storage';
    import { createClient } from '@supabase/supabase-js';

    const url = process.env.EXPO_PUBLIC_SUPABASE_URL!;
    const anonKey = process.env.EXPO_PUBLIC_SUPABASE_ANON_KEY!;

    export const supabase = createClient(url, anonKey, {
      auth: {
        storage: AsyncStorage,
        autoRefreshToken: true,
        persistSession: true,
        detectSessionInUrl: false,
      },
    });
  `,
  'apps/mobile/src/store/index.ts': d`
    import { configureStore } from '@reduxjs/toolkit';
    import { TypedUseSelectorHook, useDispatch, useSelector } from 'react-redux';
    import authReducer from './authSlice';
    import bookingsReducer from './bookingsSlice';
    import settingsReducer from './settingsSlice';

    export const store = configureStore({
      reducer: {
        auth: authReducer,
        bookings: bookingsReducer,
        settings: settingsReducer,
      },
    });

    export type RootState = ReturnType<typeof store.getState>;
    export type AppDispatch = typeof store.dispatch;
    export const useAppDispatch: () => AppDispatch = useDispatch;
    export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
  `,
  'apps/mobile/src/store/authSlice.ts': d`
    import { createSlice, PayloadAction } from '@reduxjs/toolkit';
    import type { Session } from '@supabase/supabase-js';

    type AuthState = { session: Session | null; status: 'idle' | 'signedIn' | 'signedOut' };

    const initialState: AuthState = { session: null, status: 'idle' };

    const authSlice = createSlice({
      name: 'auth',
      initialState,
      reducers: {
        sessionChanged(state, action: PayloadAction<Session | null>) {
          state.session = action.payload;
          state.status = action.payload ? 'signedIn' : 'signedOut';
        },
      },
    });

    export const { sessionChanged } = authSlice.actions;
    export default authSlice.reducer;
  `,
  'apps/mobile/src/store/bookingsSlice.ts': d`
    import { createSlice, PayloadAction } from '@reduxjs/toolkit';
    import type { Booking } from '../types';

    export type PendingBooking = {
      localId: string;
      classId: string;
      memberId: string;
      createdAt: string;
      attempts: number;
      lastError?: string;
    };

    type BookingsState = { mine: Booking[]; pending: PendingBooking[] };

    const initialState: BookingsState = { mine: [], pending: [] };

    const bookingsSlice = createSlice({
      name: 'bookings',
      initialState,
      reducers: {
        bookingsLoaded(state, action: PayloadAction<Booking[]>) {
          state.mine = action.payload;
        },
        bookingQueued(state, action: PayloadAction<PendingBooking>) {
          state.pending.push(action.payload);
        },
        bookingConfirmed(state, action: PayloadAction<string>) {
          state.pending = state.pending.filter((p) => p.localId !== action.payload);
        },
        bookingFailed(state, action: PayloadAction<{ localId: string; error: string }>) {
          const p = state.pending.find((x) => x.localId === action.payload.localId);
          if (p) {
            p.attempts += 1;
            p.lastError = action.payload.error;
          }
        },
      },
    });

    export const { bookingsLoaded, bookingQueued, bookingConfirmed, bookingFailed } = bookingsSlice.actions;
    export default bookingsSlice.reducer;
  `,
  'apps/mobile/src/store/settingsSlice.ts': d`
    import { createSlice, PayloadAction } from '@reduxjs/toolkit';

    type SettingsState = { remindersEnabled: boolean; locale: 'pt-PT' | 'en' | null };

    const initialState: SettingsState = { remindersEnabled: true, locale: null };

    const settingsSlice = createSlice({
      name: 'settings',
      initialState,
      reducers: {
        remindersToggled(state, action: PayloadAction<boolean>) {
          state.remindersEnabled = action.payload;
        },
        localeChanged(state, action: PayloadAction<SettingsState['locale']>) {
          state.locale = action.payload;
        },
      },
    });

    export const { remindersToggled, localeChanged } = settingsSlice.actions;
    export default settingsSlice.reducer;
  `,
  'apps/mobile/src/store/offlineQueue.ts': d`
    import NetInfo from '@react-native-community/netinfo';
    import { supabase } from '../lib/supabase';
    import { store } from './index';
    import { bookingConfirmed, bookingFailed, PendingBooking } from './bookingsSlice';

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
      const { pending } = store.getState().bookings;
      for (const p of pending) {
        if (p.attempts >= MAX_ATTEMPTS) continue;
        try {
          await send(p);
          store.dispatch(bookingConfirmed(p.localId));
        } catch (e) {
          store.dispatch(bookingFailed({ localId: p.localId, error: String(e) }));
        }
      }
    }

    NetInfo.addEventListener((s) => {
      if (s.isConnected && s.isInternetReachable) void flushQueue();
    });
  `,
  'apps/mobile/src/store/persist.ts': d`
    import { store } from './index';
    import { setJSON } from '../lib/storage';

    // Pending (offline) bookings survive an app restart.
    let last = store.getState().bookings.pending;
    store.subscribe(() => {
      const next = store.getState().bookings.pending;
      if (next !== last) {
        last = next;
        void setJSON('pending-bookings', next);
      }
    });
  `,
  'apps/mobile/src/hooks/useSchedule.ts': d`
    import { useQuery } from '@tanstack/react-query';
    import { supabase } from '../lib/supabase';
    import { getJSON, setJSON } from '../lib/storage';
    import type { GymClass } from '../types';

    const CACHE_KEY = 'schedule-cache';

    export function useSchedule() {
      return useQuery({
        queryKey: ['schedule'],
        queryFn: async () => {
          const { data, error } = await supabase
            .from('class_occupancy')
            .select('id, title, kind, starts_at, duration_min, capacity, coach, booked_count')
            .gte('starts_at', new Date().toISOString())
            .order('starts_at')
            .limit(200);
          if (error) throw error;
          await setJSON(CACHE_KEY, data);
          return data as GymClass[];
        },
      });
    }

    export async function loadCachedSchedule() {
      const t0 = performance.now();
      const cached = await getJSON<GymClass[]>(CACHE_KEY);
      console.log(\`[perf] schedule cache hydrate \${Math.round(performance.now() - t0)}ms\`);
      return cached;
    }
  `,
  'apps/mobile/src/hooks/useScheduleRows.ts': d`
    import { useMemo } from 'react';
    import type { GymClass, ScheduleRow } from '../types';

    const dayLabel = new Intl.DateTimeFormat('pt-PT', { weekday: 'long', day: 'numeric', month: 'long' });

    // Flattens the schedule into day headers + class rows for the list.
    export function useScheduleRows(classes: GymClass[] | undefined): ScheduleRow[] {
      return useMemo(() => {
        const rows: ScheduleRow[] = [];
        let currentDay = '';
        for (const c of classes ?? []) {
          const day = c.starts_at.slice(0, 10);
          if (day !== currentDay) {
            currentDay = day;
            rows.push({ type: 'header', day, label: dayLabel.format(new Date(c.starts_at)) });
          }
          rows.push({ type: 'class', item: c });
        }
        return rows;
      }, [classes]);
    }
  `,
  'apps/mobile/src/components/ClassCard.tsx': d`
    import { useEffect, useState } from 'react';
    import { Pressable, StyleSheet, Text, View } from 'react-native';
    import { colors, radius, spacing } from '@bloco/ui/tokens';
    import type { GymClass } from '../types';

    function minutesUntil(iso: string) {
      return Math.round((new Date(iso).getTime() - Date.now()) / 60000);
    }

    export function ClassCard({ item, onPress }: { item: GymClass; onPress: (id: string) => void }) {
      const [mins, setMins] = useState(() => minutesUntil(item.starts_at));

      useEffect(() => {
        setInterval(() => setMins(minutesUntil(item.starts_at)), 1000);
      }, [item.starts_at]);

      const full = item.booked_count >= item.capacity;
      return (
        <Pressable onPress={() => onPress(item.id)} style={styles.card}>
          <View style={styles.row}>
            <Text style={styles.title}>{item.title}</Text>
            <Text style={styles.meta}>{mins < 120 ? \`em \${mins} min\` : item.coach}</Text>
          </View>
          <Text style={full ? styles.full : styles.meta}>
            {full ? 'Esgotado' : \`\${item.capacity - item.booked_count} vagas\`}
          </Text>
        </Pressable>
      );
    }

    const styles = StyleSheet.create({
      card: { padding: spacing.md, borderRadius: radius.md, backgroundColor: colors.surface, marginBottom: spacing.sm },
      row: { flexDirection: 'row', justifyContent: 'space-between' },
      title: { fontSize: 17, fontWeight: '600', color: colors.text },
      meta: { fontSize: 14, color: colors.textMuted },
      full: { fontSize: 14, color: colors.danger },
    });
  `,
  'apps/mobile/src/components/ClassList.tsx': d`
    import { FlatList, Text } from 'react-native';
    import { colors, spacing } from '@bloco/ui/tokens';
    import { ClassCard } from './ClassCard';
    import type { ScheduleRow } from '../types';

    export function ClassList({ rows, onPress }: { rows: ScheduleRow[]; onPress: (id: string) => void }) {
      return (
        <FlatList
          data={rows}
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
  `,
  'apps/mobile/app/_layout.tsx': d`
    import { useEffect } from 'react';
    import { Stack } from 'expo-router';
    import { Provider } from 'react-redux';
    import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
    import { store, useAppSelector } from '../src/store';
    import { sessionChanged } from '../src/store/authSlice';
    import { supabase } from '../src/lib/supabase';
    import '../src/store/persist';

    const queryClient = new QueryClient();

    function AuthGate() {
      const status = useAppSelector((s) => s.auth.status);
      useEffect(() => {
        const { data } = supabase.auth.onAuthStateChange((_event, session) => {
          store.dispatch(sessionChanged(session));
        });
        return () => data.subscription.unsubscribe();
      }, []);
      if (status === 'idle') return null;
      return <Stack screenOptions={{ headerShown: false }} />;
    }

    export default function RootLayout() {
      return (
        <Provider store={store}>
          <QueryClientProvider client={queryClient}>
            <AuthGate />
          </QueryClientProvider>
        </Provider>
      );
    }
  `,
  'apps/mobile/app/(tabs)/account.tsx': d`
    import { Pressable, Switch, Text, View } from 'react-native';
    import { colors, spacing, type } from '@bloco/ui/tokens';
    import { supabase } from '../../src/lib/supabase';
    import { useAppDispatch, useAppSelector } from '../../src/store';
    import { remindersToggled } from '../../src/store/settingsSlice';

    export default function AccountScreen() {
      const dispatch = useAppDispatch();
      const remindersEnabled = useAppSelector((s) => s.settings.remindersEnabled);
      const email = useAppSelector((s) => s.auth.session?.user.email);

      return (
        <View style={{ flex: 1, padding: spacing.md, backgroundColor: colors.background }}>
          <Text style={type.title}>Conta</Text>
          <Text style={[type.body, { color: colors.textMuted, marginBottom: spacing.lg }]}>{email}</Text>
          <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' }}>
            <Text style={type.body}>Lembretes das aulas</Text>
            <Switch value={remindersEnabled} onValueChange={(v) => dispatch(remindersToggled(v))} />
          </View>
          <Pressable onPress={() => supabase.auth.signOut()} style={{ marginTop: spacing.xl }}>
            <Text style={[type.body, { color: colors.danger }]}>Terminar sessão</Text>
          </Pressable>
        </View>
      );
    }
  `,
  'apps/mobile/app/class/[id].tsx': d`
    import { useLocalSearchParams } from 'expo-router';
    import { ActivityIndicator, Pressable, Text, View } from 'react-native';
    import { colors, radius, spacing, type } from '@bloco/ui/tokens';
    import { useBookClass, useClass } from '../../src/hooks/useClass';

    export default function ClassScreen() {
      const { id } = useLocalSearchParams<{ id: string }>();
      const { data: gymClass } = useClass(id);
      const book = useBookClass(id);

      if (!gymClass) return <ActivityIndicator style={{ flex: 1 }} />;
      return (
        <View style={{ flex: 1, padding: spacing.md, backgroundColor: colors.background }}>
          <Text style={type.title}>{gymClass.title}</Text>
          <Text style={[type.body, { color: colors.textMuted }]}>{gymClass.coach}</Text>
          <Pressable
            onPress={() => book.mutate()}
            disabled={book.isPending}
            style={{ marginTop: spacing.lg, padding: spacing.md, borderRadius: radius.pill, backgroundColor: colors.primary }}
          >
            <Text style={[type.body, { color: colors.primaryText, textAlign: 'center' }]}>Reservar</Text>
          </Pressable>
          {book.isSuccess && <Text style={[type.body, { marginTop: spacing.md }]}>Reserva confirmada</Text>}
        </View>
      );
    }
  `,
  'packages/ui/package.json': d`
    {
      "name": "@bloco/ui",
      "version": "0.3.0",
      "private": true,
      "main": "src/index.ts",
      "exports": {
        ".": "./src/index.ts",
        "./tokens": "./src/tokens.ts"
      }
    }
  `,
  'packages/ui/src/tokens.ts': d`
    // Bloco design tokens. App code uses these, never raw colour or spacing values.
    export const colors = {
      background: '#F4EFE6',
      surface: '#FFFFFF',
      text: '#1E2124',
      textMuted: '#8A8F98',
      primary: '#E2572B',
      primaryText: '#FFFFFF',
      danger: '#C62828',
      border: '#E4DED3',
    } as const;

    export const spacing = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32 } as const;
    export const radius = { sm: 6, md: 12, pill: 999 } as const;
    export const type = {
      body: { fontSize: 16, lineHeight: 22, color: colors.text },
      caption: { fontSize: 13, lineHeight: 18, color: colors.textMuted },
      title: { fontSize: 20, lineHeight: 26, fontWeight: '700', color: colors.text },
    } as const;
  `,
  'apps/web/package.json': d`
    {
      "name": "@bloco/web",
      "version": "0.1.0",
      "private": true,
      "scripts": {
        "dev": "next dev",
        "build": "next build",
        "start": "next start",
        "lint": "next lint",
        "typecheck": "tsc --noEmit",
        "test:e2e": "playwright test"
      },
      "dependencies": {
        "next": "14.2.18",
        "react": "18.3.1",
        "react-dom": "18.3.1"
      },
      "devDependencies": {
        "@playwright/test": "^1.49.0",
        "@types/node": "^20.17.6",
        "@types/react": "^18.3.12",
        "typescript": "~5.6.3"
      }
    }
  `,
  'apps/web/next.config.mjs': d`
    /** @type {import('next').NextConfig} */
    const nextConfig = {
      reactStrictMode: true,
    };

    export default nextConfig;
  `,
  'apps/web/app/layout.tsx': d`
    import type { ReactNode } from 'react';
    import './globals.css';

    export const metadata = { title: 'Bloco · Boulder Porto', description: 'Escalada em bloco no Porto.' };

    export default function RootLayout({ children }: { children: ReactNode }) {
      return (
        <html lang="pt-PT">
          <body>{children}</body>
        </html>
      );
    }
  `,
  'supabase/migrations/20260302120000_init.sql': d`
    create table public.classes (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      kind text not null check (kind in ('intro', 'open', 'kids', 'technique')),
      starts_at timestamp not null, -- gym wall-clock time
      duration_min int not null default 60,
      capacity int not null,
      coach text not null
    );

    -- No unique (class_id, member_id): a member may book a second spot for a guest.
    create table public.bookings (
      id uuid primary key default gen_random_uuid(),
      class_id uuid not null references public.classes (id) on delete cascade,
      member_id uuid not null references auth.users (id) on delete cascade,
      created_at timestamptz not null default now()
    );

    create view public.class_occupancy as
      select c.id, c.title, c.kind, c.starts_at, c.duration_min, c.capacity, c.coach, count(b.id)::int as booked_count
      from public.classes c
      left join public.bookings b on b.class_id = c.id
      group by c.id;

    alter table public.classes enable row level security;
    alter table public.bookings enable row level security;
    create policy "classes are public" on public.classes for select using (true);
    create policy "members see their bookings" on public.bookings for select using (auth.uid() = member_id);
    create policy "members book for themselves" on public.bookings for insert with check (auth.uid() = member_id);
    create policy "members cancel their bookings" on public.bookings for delete using (auth.uid() = member_id);
  `,
  'infra/cloudflare/main.tf': d`
    terraform {
      required_providers {
        cloudflare = {
          source  = "cloudflare/cloudflare"
          version = "~> 4.48"
        }
      }
      cloud {
        organization = "bloco-porto"
        workspaces {
          name = "bloco-edge"
        }
      }
    }

    provider "cloudflare" {}

    variable "zone_id" {
      type    = string
      default = "3f9a1c2b7d4e8f6a0b5c9d2e1f7a4b8c"
    }

    resource "cloudflare_record" "web" {
      zone_id = var.zone_id
      name    = "bloco.pt"
      type    = "CNAME"
      content = "cname.vercel-dns.com"
      proxied = true
    }
  `,
  'infra/cloudflare/cache.tf': d`
    # bloco.pt was a one-page static site: cache everything at the edge, it only changes when we deploy.
    resource "cloudflare_page_rule" "cache_everything" {
      zone_id  = var.zone_id
      target   = "bloco.pt/*"
      priority = 1

      actions {
        cache_level       = "cache_everything"
        edge_cache_ttl    = 14400
        browser_cache_ttl = 1800
      }
    }
  `,
  '.github/workflows/ci.yml': d`
    name: ci
    on:
      pull_request:
      push:
        branches: [main]

    jobs:
      check:
        runs-on: ubuntu-latest
        steps:
          - uses: actions/checkout@v4
          - uses: pnpm/action-setup@v4
          - uses: actions/setup-node@v4
            with:
              node-version: 20
              cache: pnpm
          - run: pnpm install --frozen-lockfile
          - run: pnpm typecheck
          - run: pnpm test
  `,
};
