// Project settings for the held-out "bloco" story. generate.mjs reads this first.
import { DEFAULT_BASH_DESCRIPTIONS, DEFAULT_BASH_DURATIONS } from '../../devlog-kit/dsl.mjs';

export default {
  name: 'bloco',
  description: 'Held-out story: the Bloco app, class bookings for a small bouldering gym in Porto (Expo / React Native mobile app, a Next.js schedule page on Vercel, Supabase backend, Cloudflare in front, a little Terraform and GitHub Actions). One developer in Porto, twenty sessions from mid-April to late May 2026.',
  root: '/Users/ines/dev/bloco',
  seedKey: 'bloco-holdout/v1',
  // Porto in April/May is WEST (UTC+1)
  utcOffsetHours: 1,
  calendar: { from: '2026-04-13', to: '2026-05-22', weekdaysOnly: true, workHours: [8, 19] },
  compactSlug: 'mossy-granite-crimp',
  bashDescriptions: [
    [/gh pr create/, 'Commit, push and open a PR'],
    [/^git rm/, 'Remove files from git'],
    [/git revert/, 'Revert the commit'],
    [/^gh pr comment/, 'Reply on the PR'],
    [/^gh run view/, 'Read the failed CI log'],
    [/tsc --noEmit && .*test/, 'Type-check and run tests'],
    [/^pnpm --filter \S+ test/, 'Run tests'],
    [/^pnpm --filter \S+ (add|remove)|^pnpm install/, 'Update dependencies'],
    [/^cd apps\/mobile && npx expo install|^cd apps\/mobile && npx expo-doctor/, 'Run Expo CLI'],
    [/^adb /, 'Query the Android device'],
    [/expo run:(android|ios)/, 'Build and run the app locally'],
    [/^(cd \S+ && )?eas build/, 'Queue an EAS build'],
    [/^supabase functions deploy/, 'Deploy the edge function'],
    [/^supabase db push/, 'Apply migrations to the remote database'],
    [/terraform (plan|apply)/, 'Run Terraform'],
    [/maestro test/, 'Run Maestro flows'],
    [/playwright test/, 'Run Playwright tests'],
    [/next build|--filter @bloco\/web build/, 'Build the web app'],
    [/tsc --noEmit|typecheck/, 'Type-check'],
    ...DEFAULT_BASH_DESCRIPTIONS,
  ],
  bashDurations: {
    ...DEFAULT_BASH_DURATIONS,
    commands: [
      [/expo run:(android|ios)/, 150000, 60000],
      [/--filter @bloco\/web build/, 24000, 9000],
      [/terraform (plan|apply)/, 6000, 5000],
      [/supabase (db push|functions deploy)/, 4000, 4000],
      ...DEFAULT_BASH_DURATIONS.commands,
    ],
  },
};
