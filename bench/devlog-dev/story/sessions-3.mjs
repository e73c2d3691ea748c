// Weeks 5-6: backups, the dependency rule, the timezone bug, the phone-call list, link-request abuse, handover.
import { T, S, F, O, R, W, E, B, G, GL, d, session } from '../../devlog-kit/dsl.mjs';
import { pytestPass, heyReport } from './helpers.mjs';

// ---------------------------------------------------------------- s12
export const S12 = session({
  key: 's12', start: '2026-06-02T09:01:55.207Z', branch: 'ops/backups', title: 'Nightly pg_dump backups with two weeks of retention; restore test; no new packages without asking',
  turns: [
    T("I woke up at 4am thinking: we have zero backups of the production database. please fix that before anything else",
      S(null,
        W('deploy/backup/pg_backup.sh', d`
          #!/bin/sh
          # Nightly custom-format dump of the production database, kept for two weeks.
          set -eu
          DEST=/var/backups/pantrybox
          STAMP=$(date +%Y-%m-%dT%H%M)
          mkdir -p "$DEST"
          docker compose -f /srv/pantrybox/docker-compose.yml exec -T db pg_dump -U pantrybox -Fc pantrybox > "$DEST/pantrybox-$STAMP.dump"
          find "$DEST" -name 'pantrybox-*.dump' -mtime +14 -delete
        `),
        W('deploy/backup/pantrybox-backup.timer', d`
          [Unit]
          Description=Nightly pantrybox database dump

          [Timer]
          OnCalendar=*-*-* 03:30:00
          Persistent=true

          [Install]
          WantedBy=timers.target
        `),
        W('deploy/backup/pantrybox-backup.service', d`
          [Unit]
          Description=Dump the pantrybox database

          [Service]
          Type=oneshot
          User=deploy
          ExecStart=/srv/pantrybox/backup/pg_backup.sh
        `)),
      F('`deploy/backup/pg_backup.sh` dumps the database every night at 03:30 (systemd timer `pantrybox-backup.timer`) in pg_dump\'s custom format into `/var/backups/pantrybox`, and deletes dumps older than 14 days. Custom format lets us restore single tables if needed.')),
    T("install it on the box, run it once, and prove we can restore from it. a backup nobody restored is not a backup",
      S(null, B('scp -P 2222 deploy/backup/* deploy@pantrybox.arroios.org:/srv/pantrybox/backup/ && ssh -p 2222 deploy@pantrybox.arroios.org "sudo systemctl enable --now pantrybox-backup.timer && /srv/pantrybox/backup/pg_backup.sh && ls -lh /var/backups/pantrybox"', 'Created symlink /etc/systemd/system/timers.target.wants/pantrybox-backup.timer → /etc/systemd/system/pantrybox-backup.timer.\ntotal 3.4M\n-rw-r--r-- 1 deploy deploy 3.4M {{ls:-1}} pantrybox-2026-06-02T1009.dump', { ms: 6100 })),
      S(null, B('ssh -p 2222 deploy@pantrybox.arroios.org "cd /srv/pantrybox && docker compose exec -T db createdb -U pantrybox restore_check && docker compose exec -T db pg_restore -U pantrybox -d restore_check < /var/backups/pantrybox/pantrybox-2026-06-02T1009.dump && docker compose exec -T db psql -U pantrybox -d restore_check -tc \'select count(*) from households\' && docker compose exec -T db dropdb -U pantrybox restore_check"', '  1302', { ms: 9800 })),
      F('The timer is enabled and the first dump is 3.4M. Restored into a scratch database `restore_check`: 1302 households came back (15 more than the 1287 two weeks ago), then the scratch database was dropped. The restore drill takes under 10 seconds; worth repeating monthly.')),
    T("one rule going forward, because I won't maintain this forever: don't add any new python package without checking with me first. every extra dependency is something the next volunteer developer has to understand and keep updated",
      S(null, B('uv tree --depth 1', d`
        pantrybox v0.1.0
        ├── alembic v1.13.1
        ├── fastapi v0.111.0
        ├── itsdangerous v2.2.0
        ├── phonenumbers v8.13.37
        ├── postmarker v1.0
        ├── procrastinate[psycopg] v2.2.0
        ├── psycopg[binary] v3.1.19
        ├── pydantic-settings v2.2.1
        ├── reportlab v4.2.0
        ├── sqlalchemy v2.0.30
        └── uvicorn[standard] v0.29.0
      `)),
      F("Understood: no new dependency without asking you first; if something looks like it needs one I'll propose it with the alternative of doing it in-house. Current direct dependencies are the 11 above, all of them used.")),
  ],
});

// ---------------------------------------------------------------- s13
export const S13 = session({
  key: 's13', start: '2026-06-04T14:03:27.590Z', branch: 'fix/slot-times', title: 'Reminder emails show slots an hour early: naive timestamps to timestamptz',
  slug: 'amber-harbour-tram',
  turns: [
    T("Dona Fernanda called the desk confused: her email said her slot is at 09:00 but she booked 10:00. others too",
      S(null, B('ssh -p 2222 deploy@pantrybox.arroios.org "cd /srv/pantrybox && docker compose exec -T db psql -U pantrybox -c \'\\d slots\'"', d`
                                 Table "public.slots"
          Column   |            Type             | Collation | Nullable | Default
        -----------+-----------------------------+-----------+----------+---------
         id        | integer                     |           | not null |
         starts_at | timestamp without time zone |           | not null |
      `)),
      S(null, G('starts_at', ['app/jobs/reminders.py', 'app/messages_pt.py', 'app/models.py', 'app/reports/labels.py'])),
      F("Found the cause: `slots.starts_at` is a `timestamp without time zone` holding Lisbon wall-clock times, but since the move the worker container runs in UTC and the email text converts the value as if it were UTC to Lisbon... on the wrong side. It worked on Render by accident. In summer Lisbon is UTC+1, hence exactly one hour off.")),
    T("fix it so this can't happen again, whatever the server's clock says",
      S(null,
        W('migrations/versions/0007_slot_times_timestamptz.py', d`
          """slot times as timestamptz (stored UTC)

          Revision ID: 0007
          """
          from alembic import op

          revision = "0007"
          down_revision = "0006"


          def upgrade() -> None:
              # existing values are Lisbon wall-clock times
              op.execute("ALTER TABLE slots ALTER COLUMN starts_at TYPE timestamptz USING starts_at AT TIME ZONE 'Europe/Lisbon'")


          def downgrade() -> None:
              op.execute("ALTER TABLE slots ALTER COLUMN starts_at TYPE timestamp USING starts_at AT TIME ZONE 'Europe/Lisbon'")
        `),
        W('app/timefmt.py', d`
          from datetime import datetime
          from zoneinfo import ZoneInfo

          LISBON = ZoneInfo("Europe/Lisbon")


          def local_hm(at: datetime) -> str:
              """Slot times are stored as UTC instants; people read them in Lisbon time."""
              return at.astimezone(LISBON).strftime("%H:%M")
        `),
        B('uv run alembic upgrade head && uv run pytest -q', 'INFO  [alembic.runtime.migration] Running upgrade 0006 -> 0007, slot times as timestamptz (stored UTC)\n' + pytestPass([['tests/test_auth.py', 11], ['tests/test_bookings.py', 11], ['tests/test_concurrency.py', 1], ['tests/test_export.py', 2], ['tests/test_health.py', 1], ['tests/test_models.py', 13], ['tests/test_reports.py', 2], ['tests/test_timefmt.py', 3]], '10.51'))),
      F("Slot times are now `timestamptz` (migration `0007_slot_times_timestamptz.py` converts the existing values from Lisbon wall-clock time), so Postgres stores the UTC instant and the container's clock no longer matters. Everything a person reads goes through `app/timefmt.py`'s `local_hm`, which converts to `Europe/Lisbon` with zoneinfo, DST included. New test file for the summer/winter cases; 44 tests pass."),
      O({ compactAfter: d`
        1. Primary Request and Intent:
           Reminder emails showed slot times one hour early (10:00 booked, 09:00 in the email). The user asked for a fix that does not depend on the server's clock.

        2. Key Technical Concepts:
           - slots.starts_at was timestamp without time zone holding Lisbon wall-clock times; the worker container runs in UTC.
           - Now timestamptz (UTC instant), displayed in Europe/Lisbon via zoneinfo.

        3. Files and Code Sections:
           - migrations/versions/0007_slot_times_timestamptz.py: ALTER ... TYPE timestamptz USING starts_at AT TIME ZONE 'Europe/Lisbon'.
           - app/timefmt.py: local_hm() for every user-facing time.

        4. Errors and fixes:
           - One-hour shift in reminder emails, fixed by the migration and local_hm; 44 tests pass.

        5. Pending Tasks: deploy and check Friday's reminders.

        6. Current Work: migration applied locally, not yet deployed.
      ` })),
    T('deploy and run the reminder job by hand for this saturday so we see real output',
      S(null, B('ssh -p 2222 deploy@pantrybox.arroios.org "cd /srv/pantrybox && docker compose pull web worker && docker compose up -d && docker compose exec -T web uv run alembic upgrade head && docker compose exec -T worker uv run python -m app.jobs.reminders --date 2026-06-06"', d`
         Container pantrybox-web-1  Started
         Container pantrybox-worker-1  Started
        INFO  [alembic.runtime.migration] Running upgrade 0006 -> 0007, slot times as timestamptz (stored UTC)
        2026-06-04T{{hms:-0.3}} level=info event=reminders_done day=2026-06-06 sent=318 skipped_no_email=27 failed=2 first_slot_local=09:00 last_slot_local=12:30
      `, { ms: 41200 })),
      S(null, B('ssh -p 2222 deploy@pantrybox.arroios.org "cd /srv/pantrybox && docker compose logs worker --since 5m | grep -i bounce"', 'worker-1  | 2026-06-04T{{hms:-1.2}} level=warning event=postmark_bounce to=j***@sapo.pt reason=HardBounce\nworker-1  | 2026-06-04T{{hms:-0.9}} level=warning event=postmark_bounce to=m***@gmial.com reason=HardBounce')),
      F("Deployed and migrated in production. The run for Saturday the 6th went out with correct times (first slot 09:00, last 12:30 Lisbon time). 2 addresses hard-bounced (one is a `gmial.com` typo), worth asking those households at the desk.")),
  ],
});

// ---------------------------------------------------------------- s14
export const S14 = session({
  key: 's14', start: '2026-06-08T08:30:48.006Z', branch: 'feat/call-list', title: 'Phone-call list for households without email; load test on the Hetzner box',
  turns: [
    T("<private>Dona Odete Marques on Rua Morais Soares is almost blind and can't read emails, her neighbour Sr. Aurélio helps her with the bags</private> there are a few like her. the desk needs a list of people to phone on friday afternoon instead of emailing them",
      S(null,
        W('migrations/versions/0008_contact_preference.py', d`
          """households.contact_preference

          Revision ID: 0008
          """
          import sqlalchemy as sa
          from alembic import op

          revision = "0008"
          down_revision = "0007"


          def upgrade() -> None:
              op.add_column("households", sa.Column("contact_preference", sa.String(12), nullable=False, server_default="email"))
              op.execute("UPDATE households SET contact_preference = 'phone_call' WHERE email IS NULL")


          def downgrade() -> None:
              op.drop_column("households", "contact_preference")
        `),
        W('app/reports/call_list.py', d`
          from datetime import date

          from sqlalchemy import select
          from sqlalchemy.orm import Session

          from app.models import Booking, BookingStatus, Household, Slot
          from app.timefmt import local_hm


          def friday_call_list(db: Session, saturday: date) -> list[dict]:
              """Households booked for Saturday who asked to be phoned instead of emailed."""
              rows = db.execute(
                  select(Household.name, Household.phone, Slot.starts_at, Booking.reference)
                  .join(Booking, Booking.household_id == Household.id)
                  .join(Slot, Slot.id == Booking.slot_id)
                  .where(Household.contact_preference == "phone_call", Booking.status == BookingStatus.booked)
                  .order_by(Slot.starts_at)
              )
              return [{"name": n, "phone": p, "time": local_hm(s), "reference": r} for n, p, s, r in rows if s.date() == saturday]
        `)),
      F("Households now have a `contact_preference` (`email` by default, `phone_call` for everyone without an email, migration 0008), and `app/reports/call_list.py` builds the Friday call list of whom to phone: name, number, Lisbon time and reference, ordered by slot. The desk can set `phone_call` for anyone who prefers a call even if they have an email.")),
    T("add it to the desk page and run the tests",
      S(null, R('app/bookings/routes.py')),
      S(null,
        E('app/bookings/routes.py', 'from fastapi import APIRouter, Depends, HTTPException\nfrom pydantic import BaseModel\nfrom sqlalchemy.orm import Session\n\nfrom app.bookings.service import SlotFull, book_slot\nfrom app.db import get_db\nfrom app.messages_pt import SLOT_FULL\n',
          'from datetime import date\n\nfrom fastapi import APIRouter, Depends, HTTPException\nfrom pydantic import BaseModel\nfrom sqlalchemy.orm import Session\n\nfrom app.bookings.service import SlotFull, book_slot\nfrom app.db import get_db\nfrom app.messages_pt import SLOT_FULL\nfrom app.reports.call_list import friday_call_list\n'),
        E('app/bookings/routes.py', 'router = APIRouter()\n', 'router = APIRouter()\n\n\n@router.get("/desk/call-list")\ndef call_list(saturday: date, db: Session = Depends(get_db)):\n    return friday_call_list(db, saturday)\n'),
      ),
      S(null, B('uv run pytest -q', pytestPass([['tests/test_auth.py', 11], ['tests/test_bookings.py', 11], ['tests/test_call_list.py', 3], ['tests/test_concurrency.py', 1], ['tests/test_export.py', 2], ['tests/test_health.py', 1], ['tests/test_models.py', 13], ['tests/test_reports.py', 2], ['tests/test_timefmt.py', 3]], '11.02'))),
      F('`GET /desk/call-list?saturday=2026-06-13` returns the list; 47 tests pass.')),
    T("curious: how does the slot list hold up on the new box compared to render?",
      S(null, B('hey -n 2000 -c 20 "https://pantrybox.arroios.org/slots?date=2026-06-13"', heyReport({ total: '4.1187', slowest: '0.1420', fastest: '0.0124', average: '0.0408', rps: '485.5899', p50: '0.0362', p90: '0.0533', p95: '0.0417', p99: '0.0986', n: 2000, c: 20 }), { ms: 5300 })),
      F("Much faster than Render: same 2000 requests at 20 concurrent, about 486 requests/s, median 36 ms and p95 41.7 ms (Render was 331 ms at p95). The box is in Falkenstein and there's no platform proxy in between.")),
  ],
});

// ---------------------------------------------------------------- s15
export const RATELIMIT_PG = d`
  from datetime import datetime, timedelta, timezone

  from sqlalchemy import func, insert, select
  from sqlalchemy.orm import Session

  from app.models import LinkRequest

  RATE_LIMIT_PER_HOUR = 5


  def allow_link_request(db: Session, email: str) -> bool:
      """At most RATE_LIMIT_PER_HOUR link requests per address in any rolling hour, counted in Postgres so that
      every uvicorn worker sees the same count."""
      since = datetime.now(timezone.utc) - timedelta(hours=1)
      recent = db.scalar(select(func.count()).select_from(LinkRequest).where(LinkRequest.email == email.lower(), LinkRequest.at > since))
      if recent >= RATE_LIMIT_PER_HOUR:
          return False
      db.execute(insert(LinkRequest).values(email=email.lower()))
      db.commit()
      return True
`;

export const S15 = session({
  key: 's15', start: '2026-06-10T10:15:30.880Z', branch: 'fix/link-flood', title: 'Someone flooded one inbox with login links: the per-process counter; counts in Postgres',
  turns: [
    T("the parish secretary got 60 login emails last night. I thought we capped that?",
      S(null, B('ssh -p 2222 deploy@pantrybox.arroios.org "cd /srv/pantrybox && docker compose logs caddy --since 24h | grep -c \'POST /auth/request\'"', '312')),
      S(null, R('app/auth/ratelimit.py')),
      F("312 link requests in 24 h, and the cap didn't hold because it lives in a dict inside each process: since the Hetzner move the web container runs 2 uvicorn workers, and every restart resets the dict, so the limit was per worker and per restart, not per address. It needs a counter all workers share.")),
    T("put the counter in postgres then, we have it anyway",
      S(null, W('app/auth/ratelimit.py', RATELIMIT_PG)),
      S(null,
        W('migrations/versions/0009_link_requests.py', d`
          """link_requests: one row per magic-link request, for the rate limit

          Revision ID: 0009
          """
          import sqlalchemy as sa
          from alembic import op

          revision = "0009"
          down_revision = "0008"


          def upgrade() -> None:
              op.create_table(
                  "link_requests",
                  sa.Column("id", sa.BigInteger, primary_key=True),
                  sa.Column("email", sa.String(254), nullable=False),
                  sa.Column("at", sa.DateTime(timezone=True), nullable=False, server_default=sa.func.now()),
              )
              op.create_index("ix_link_requests_email_at", "link_requests", ["email", "at"])


          def downgrade() -> None:
              op.drop_table("link_requests")
        `),
        B('uv run alembic upgrade head && uv run pytest -q', 'INFO  [alembic.runtime.migration] Running upgrade 0008 -> 0009, link_requests: one row per magic-link request, for the rate limit\n' + pytestPass([['tests/test_auth.py', 14], ['tests/test_bookings.py', 11], ['tests/test_call_list.py', 3], ['tests/test_concurrency.py', 1], ['tests/test_export.py', 2], ['tests/test_health.py', 1], ['tests/test_models.py', 13], ['tests/test_reports.py', 2], ['tests/test_timefmt.py', 3]], '11.64'))),
      F("The limit is unchanged (5 per address per rolling hour) but now counted in the new `link_requests` table (migration 0009, indexed on email and time), so both workers and restarts see the same count. 50 tests pass, including one that requests through two separate engines.")),
    T("thanks. also, if something breaks on a saturday morning I want a text on my own phone, not an email I'll see monday. <private>my mobile is +351 913 580 226</private>",
      S(null, GL('deploy/**/*.yml', ['deploy/docker-compose.yml'])),
      F("A cheap way without new dependencies: Caddy's health checks plus a small cron on the box that calls `/healthz` every 5 minutes on Saturdays and, on failure, emails your carrier's email-to-SMS address, so it arrives as a text. I left your number out of the repo: put it in `/etc/pantrybox/env` as `PANTRYBOX_ALERT_PHONE` on the server and I'll read it from there. Want me to write the cron script?")),
    T("not now, next week. let's wrap up",
      S(null, B('git add app/auth/ratelimit.py migrations/versions/0009_link_requests.py tests/test_auth.py && git commit -m "fix: count magic-link requests in postgres so the limit holds across workers"', '[fix/link-flood 4b6e2d1] fix: count magic-link requests in postgres so the limit holds across workers\n 3 files changed, 61 insertions(+), 17 deletions(-)')),
      F('Committed on `fix/link-flood`.')),
  ],
});

// ---------------------------------------------------------------- s16
export const S16 = session({
  key: 's16', start: '2026-06-12T09:10:14.442Z', branch: 'docs/handover', title: 'Operations notes for the next maintainer; FastAPI upgrade; v1.0.0',
  turns: [
    T("last day before my holidays 🏖️. write docs/OPERATIONS.md for whoever covers while I'm away: how it's deployed, where the backups are, how the jobs run",
      S(null, W('docs/OPERATIONS.md', d`
        # Operating pantrybox

        ## Where it runs
        One Hetzner CX22 (\`pantrybox.arroios.org\`, SSH as \`deploy\` on port 2222). \`/srv/pantrybox\` holds
        \`docker-compose.yml\`: Caddy (HTTPS), the web app (2 uvicorn workers), the procrastinate worker and Postgres 16.3.
        Secrets live in \`/etc/pantrybox/env\`, never in the repository.

        ## Jobs
        The Friday 18:00 reminder emails are a procrastinate periodic task (\`app/jobs/queue.py\`), queued in Postgres.
        Emails go through Postmark; households with \`contact_preference = phone_call\` are on the desk's call list.

        ## Backups
        \`pantrybox-backup.timer\` runs \`pg_backup.sh\` at 03:30; dumps are in \`/var/backups/pantrybox\` for 14 days.
        Restore: \`pg_restore -d <db> <dump>\` (see the drill in the 2026-06-02 notes).

        ## Deploying
        \`docker compose pull web worker && docker compose up -d\`, then \`docker compose exec web uv run alembic upgrade head\`.
      `)),
      F('`docs/OPERATIONS.md` covers the host and compose stack, the reminder job, the call list, backups with restore, and the deploy steps.')),
    T("bump fastapi to the latest and run everything once more",
      S(null, B('uv lock --upgrade-package fastapi && uv sync', 'Resolved 52 packages in 1.02s\nUpdated fastapi v0.111.0 -> v0.115.2\nUpdated starlette v0.37.2 -> v0.40.0\nInstalled 2 packages in 11ms', { ms: 3700 })),
      S(null, B('uv run pytest -q', pytestPass([['tests/test_auth.py', 14], ['tests/test_bookings.py', 12], ['tests/test_call_list.py', 3], ['tests/test_concurrency.py', 1], ['tests/test_export.py', 2], ['tests/test_health.py', 1], ['tests/test_models.py', 14], ['tests/test_reports.py', 2], ['tests/test_timefmt.py', 3]], '14.83'))),
      F('FastAPI 0.115.2 (Starlette 0.40.0) and all 52 tests pass in 14.8 s.')),
    T("obrigada por tudo! tag it v1.0.0 and I'm off. see you in july",
      S(null, B('git tag -a v1.0.0 -m "pantrybox 1.0.0" && git log --oneline -1', 'e93f0b4 (HEAD -> docs/handover, tag: v1.0.0) docs: operations notes for the summer')),
      F('Tagged `v1.0.0`. Boas férias!')),
  ],
});

export const SESSIONS_3 = [S12, S13, S14, S15, S16];
