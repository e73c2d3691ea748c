// Week 1-2: skeleton, bookings, magic-link login, SMS reminders, first deploy.
import { T, S, F, O, R, W, E, B, G, d, session } from '../../devlog-kit/dsl.mjs';
import { pytestPass, heyReport } from './helpers.mjs';

export const SETTINGS_PY = d`
  from pydantic_settings import BaseSettings, SettingsConfigDict


  class Settings(BaseSettings):
      model_config = SettingsConfigDict(env_file=".env", env_prefix="PANTRYBOX_")

      database_url: str = "postgresql+psycopg://pantrybox:pantrybox@localhost:5432/pantrybox"
      # households per pickup slot: what one desk volunteer can hand out in 30 minutes
      SLOT_CAPACITY: int = 12
      slot_minutes: int = 30
      timezone: str = "Europe/Lisbon"


  settings = Settings()
`;

const MODELS_PY = d`
  import enum
  from datetime import datetime

  from sqlalchemy import Enum, ForeignKey, String, UniqueConstraint
  from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


  class Base(DeclarativeBase):
      pass


  class BookingStatus(enum.Enum):
      booked = "booked"
      collected = "collected"
      no_show = "no_show"
      cancelled = "cancelled"


  class Household(Base):
      __tablename__ = "households"

      id: Mapped[int] = mapped_column(primary_key=True)
      name: Mapped[str] = mapped_column(String(120))
      phone: Mapped[str | None] = mapped_column(String(32))
      email: Mapped[str | None] = mapped_column(String(254))
      size: Mapped[int]


  class Slot(Base):
      __tablename__ = "slots"

      id: Mapped[int] = mapped_column(primary_key=True)
      starts_at: Mapped[datetime]
      bookings: Mapped[list["Booking"]] = relationship(back_populates="slot")


  class Booking(Base):
      __tablename__ = "bookings"
      __table_args__ = (UniqueConstraint("slot_id", "household_id"),)

      id: Mapped[int] = mapped_column(primary_key=True)
      reference: Mapped[str] = mapped_column(String(9), unique=True)
      slot_id: Mapped[int] = mapped_column(ForeignKey("slots.id"))
      household_id: Mapped[int] = mapped_column(ForeignKey("households.id"))
      status: Mapped[BookingStatus] = mapped_column(Enum(BookingStatus, name="booking_status"), default=BookingStatus.booked)
      slot: Mapped[Slot] = relationship(back_populates="bookings")
`;

export const SERVICE_V1 = d`
  import secrets

  from sqlalchemy import func, select
  from sqlalchemy.orm import Session

  from app.models import Booking, BookingStatus, Slot
  from app.settings import settings

  # Crockford base32 without I, L, O, U: references are read out loud at the desk
  ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


  class SlotFull(Exception):
      pass


  def new_reference() -> str:
      return "PB-" + "".join(secrets.choice(ALPHABET) for _ in range(6))


  def book_slot(db: Session, slot_id: int, household_id: int) -> Booking:
      slot = db.get(Slot, slot_id)
      taken = db.scalar(
          select(func.count()).select_from(Booking).where(Booking.slot_id == slot_id, Booking.status == BookingStatus.booked)
      )
      if taken >= settings.SLOT_CAPACITY:
          raise SlotFull(slot_id)
      booking = Booking(reference=new_reference(), slot_id=slot.id, household_id=household_id)
      db.add(booking)
      db.commit()
      return booking
`;

// ---------------------------------------------------------------- s01
export const S01 = session({
  key: 's01', start: '2026-05-04T08:32:10.114Z', branch: 'main', title: 'Skeleton: FastAPI, SQLAlchemy 2, Alembic, uv; Portuguese for users',
  turns: [
    T("bom dia! ☕ new project today. the Arroios food bank hands out groceries on Saturdays and right now people queue on the street for two hours. I'm building them a small booking app for pickup slots: FastAPI, SQLAlchemy 2, Postgres. can you set up the skeleton? I like uv for dependencies",
      S("Setting up the project with uv and the core dependencies:",
        B('uv init --app --name pantrybox . && uv add fastapi "uvicorn[standard]" "sqlalchemy>=2.0" "psycopg[binary]" alembic pydantic-settings', d`
          Initialized project \`pantrybox\` at \`/home/rita/pantrybox\`
          Using CPython 3.12.3 interpreter at: /usr/bin/python3.12
          Creating virtual environment at: .venv
          Resolved 31 packages in 412ms
          Prepared 29 packages in 1.87s
          Installed 29 packages in 38ms
           + alembic==1.13.1
           + fastapi==0.111.0
           + psycopg==3.1.19
           + psycopg-binary==3.1.19
           + pydantic==2.7.1
           + pydantic-settings==2.2.1
           + sqlalchemy==2.0.30
           + uvicorn==0.29.0
        `, { ms: 4210 })),
      S(null,
        W('app/__init__.py', ''),
        W('app/settings.py', SETTINGS_PY),
        W('app/main.py', d`
          from fastapi import FastAPI

          app = FastAPI(title="pantrybox")


          @app.get("/healthz")
          def healthz() -> dict[str, str]:
              return {"status": "ok"}
        `)),
      F("Skeleton is in place: `uv` manages the environment (Python 3.12.3, lockfile `uv.lock`), `app/main.py` has the FastAPI app with a health route, and `app/settings.py` reads `PANTRYBOX_*` variables or `.env` through pydantic-settings. Database access will be SQLAlchemy 2.0 with the psycopg 3 driver.")),
    T('the data: households (name, phone, email, how many people), slots every half hour on saturday morning, and bookings linking the two. how many households per slot? the desk says one volunteer can serve about a dozen in half an hour',
      S(null, W('app/models.py', MODELS_PY)),
      F("Models are in `app/models.py`: `Household`, `Slot` (one row per half-hour start) and `Booking` (unique per slot and household, with a status enum `booked / collected / no_show / cancelled` and a short reference like `PB-7KQ2XM` in Crockford base32, so nobody confuses O and 0 when reading it out). Capacity is a setting, not a column: `SLOT_CAPACITY=12` in `app/settings.py`, one volunteer's dozen per 30-minute slot.")),
    T("one house rule before we go further: everything a household sees (pages, emails, messages) is in European Portuguese. code, logs, comments and commit messages stay in English. please don't mix them",
      S(null, W('app/messages_pt.py', d`
        """User-facing text, pt-PT. Code, logs and commits stay in English."""

        BOOKING_CONFIRMED = "A sua marcação está confirmada: {reference}, sábado às {time}."
        SLOT_FULL = "Esta hora já está completa. Por favor escolha outra."
        LINK_SENT = "Enviámos um link de acesso para {email}."
        LINK_EXPIRED = "Este link expirou. Peça um novo, por favor."
      `)),
      F("Noted: user-facing strings in pt-PT, everything else in English. I started `app/messages_pt.py` as the one place for user-facing text, so templates and emails pull from it instead of hard-coding Portuguese next to English code.")),
    T('start postgres in docker and make the first migration',
      S(null,
        W('docker-compose.dev.yml', d`
          services:
            db:
              image: postgres:16.3-alpine
              environment:
                POSTGRES_USER: pantrybox
                POSTGRES_PASSWORD: pantrybox
              ports:
                - "5432:5432"
        `),
        B('docker compose -f docker-compose.dev.yml up -d db && sleep 3 && docker compose -f docker-compose.dev.yml exec db psql -U pantrybox -tc "select version()"', d`
           Container pantrybox-db-1  Started
           PostgreSQL 16.3 on x86_64-pc-linux-musl, compiled by gcc (Alpine 13.2.1_git20240309) 13.2.1 20240309, 64-bit
        `, { ms: 5120 })),
      S(null,
        B('uv run alembic init migrations && uv run alembic revision --autogenerate -m "households slots bookings"', d`
          Creating directory '/home/rita/pantrybox/migrations' ...  done
          Creating directory '/home/rita/pantrybox/migrations/versions' ...  done
          Generating /home/rita/pantrybox/alembic.ini ...  done
          Generating /home/rita/pantrybox/migrations/env.py ...  done
          INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
          INFO  [alembic.autogenerate.compare] Detected added table 'households'
          INFO  [alembic.autogenerate.compare] Detected added table 'slots'
          INFO  [alembic.autogenerate.compare] Detected added table 'bookings'
          Generating /home/rita/pantrybox/migrations/versions/0001_households_slots_bookings.py ...  done
        `, { ms: 2100 }),
        B('uv run alembic upgrade head', 'INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade  -> 0001, households slots bookings')),
      F('Postgres runs from `docker-compose.dev.yml` (image `postgres:16.3-alpine`), and the first Alembic migration created the three tables. Migrations live in `migrations/versions/`, numbered `0001_…`; `uv run alembic upgrade head` applies them.')),
  ],
});

// ---------------------------------------------------------------- s02
export const S02 = session({
  key: 's02', start: '2026-05-05T13:12:44.502Z', branch: 'feat/booking', title: 'Booking endpoint; tests on a real Postgres; enum migration bug',
  turns: [
    T('next: the endpoint to book a slot. POST /slots/{id}/bookings with the household id, 409 when the slot is full',
      S(null,
        W('app/bookings/__init__.py', ''),
        W('app/bookings/service.py', SERVICE_V1),
        W('app/bookings/routes.py', d`
          from fastapi import APIRouter, Depends, HTTPException
          from pydantic import BaseModel
          from sqlalchemy.orm import Session

          from app.bookings.service import SlotFull, book_slot
          from app.db import get_db
          from app.messages_pt import SLOT_FULL

          router = APIRouter()


          class BookingIn(BaseModel):
              household_id: int


          @router.post("/slots/{slot_id}/bookings", status_code=201)
          def create_booking(slot_id: int, body: BookingIn, db: Session = Depends(get_db)):
              try:
                  booking = book_slot(db, slot_id, body.household_id)
              except SlotFull:
                  raise HTTPException(409, SLOT_FULL)
              return {"reference": booking.reference, "slot_id": slot_id}
        `)),
      F('The booking logic is in `app/bookings/service.py` (`book_slot`: counts the booked rows of the slot, refuses with `SlotFull` at capacity, else inserts a booking with a fresh reference) and the route in `app/bookings/routes.py` turns `SlotFull` into a 409 with the Portuguese message.')),
    T("tests. and I want them against a real postgres, not sqlite in memory: at my last job the sqlite tests passed while prod broke on a postgres-only constraint. testcontainers is fine",
      S(null,
        B('uv add --dev pytest httpx "testcontainers[postgres]"', ' + httpx==0.27.0\n + pytest==8.2.1\n + testcontainers==4.5.0\nResolved 44 packages in 380ms', { ms: 3300 }),
        W('tests/conftest.py', d`
          import pytest
          from sqlalchemy import create_engine
          from sqlalchemy.orm import sessionmaker
          from testcontainers.postgres import PostgresContainer

          from alembic import command
          from alembic.config import Config


          @pytest.fixture(scope="session")
          def engine():
              # a real Postgres, same major version as production: no sqlite stand-in
              with PostgresContainer("postgres:16.3-alpine", driver="psycopg") as pg:
                  cfg = Config("alembic.ini")
                  cfg.set_main_option("sqlalchemy.url", pg.get_connection_url())
                  command.upgrade(cfg, "head")
                  yield create_engine(pg.get_connection_url())


          @pytest.fixture
          def db(engine):
              with sessionmaker(engine)() as session:
                  yield session
                  session.rollback()
        `)),
      S("Running them:",
        B('uv run pytest -q', d`
          E   sqlalchemy.exc.ProgrammingError: (psycopg.errors.DuplicateObject) type "booking_status" already exists
          E   [SQL: CREATE TYPE booking_status AS ENUM ('booked', 'collected', 'no_show', 'cancelled')]
          ERROR tests/test_bookings.py::test_book_until_full - sqlalchemy.exc.ProgrammingError: (psycopg.errors.DuplicateObject) type "b...
          1 error in 6.20s
        `, { code: 1, ms: 8200 })),
      F('The suite runs against a throw-away `postgres:16.3-alpine` container (testcontainers), migrated with Alembic, so tests see the same constraints as production. First run fails in the migration, not the tests: `type "booking_status" already exists`.')),
    T("why does it create the type twice?",
      S(null, R('migrations/versions/0001_households_slots_bookings.py', { content: d`
        """households slots bookings

        Revision ID: 0001
        """
        import sqlalchemy as sa
        from alembic import op

        revision = "0001"
        down_revision = None

        booking_status = sa.Enum("booked", "collected", "no_show", "cancelled", name="booking_status")


        def upgrade() -> None:
            booking_status.create(op.get_bind(), checkfirst=True)
            op.create_table("households", sa.Column("id", sa.Integer, primary_key=True), sa.Column("name", sa.String(120)), sa.Column("phone", sa.String(32)), sa.Column("email", sa.String(254)), sa.Column("size", sa.Integer, nullable=False))
            op.create_table("slots", sa.Column("id", sa.Integer, primary_key=True), sa.Column("starts_at", sa.DateTime, nullable=False))
            op.create_table("bookings", sa.Column("id", sa.Integer, primary_key=True), sa.Column("reference", sa.String(9), unique=True), sa.Column("slot_id", sa.ForeignKey("slots.id")), sa.Column("household_id", sa.ForeignKey("households.id")), sa.Column("status", booking_status, nullable=False), sa.UniqueConstraint("slot_id", "household_id"))
      ` })),
      S("The migration creates the enum explicitly and then `create_table` creates it again for the column. Telling the column type not to create it:",
        E('migrations/versions/0001_households_slots_bookings.py', 'name="booking_status")\n', 'name="booking_status", create_type=False)\n'),
        B('uv run pytest -q', pytestPass([['tests/test_bookings.py', 9], ['tests/test_health.py', 1], ['tests/test_models.py', 13]], '7.84'))),
      F('Alembic emitted `CREATE TYPE booking_status` twice: once from the explicit `booking_status.create(...)` and once implicitly from `create_table`. With `create_type=False` on the `sa.Enum`, only the explicit, `checkfirst` creation runs. All 23 tests pass now.')),
    T("ok lunch time 🥪 (and Benfica lost again, don't ask). commit this. conventional commit style please, feat:/fix:/chore: and so on, that's how the association's other repos do it",
      S(null, B('git add app tests migrations alembic.ini docker-compose.dev.yml pyproject.toml uv.lock && git commit -m "feat: book a pickup slot (409 when full), tests on real Postgres"', '[feat/booking 3c1f9a2] feat: book a pickup slot (409 when full), tests on real Postgres\n 14 files changed, 402 insertions(+)')),
      F('Committed as `feat: book a pickup slot (409 when full), tests on real Postgres`. I will keep to Conventional Commits (`feat:`, `fix:`, `chore:`, `refactor:`, `docs:`) from now on. Enjoy lunch; sorry about the football.')),
  ],
});

// ---------------------------------------------------------------- s03
const TOKENS_V1 = d`
  from itsdangerous import BadSignature, SignatureExpired, URLSafeTimedSerializer

  from app.settings import settings

  LINK_MINUTES = 20
  _serializer = URLSafeTimedSerializer(settings.secret_key, salt="magic-link")


  def make_link_token(email: str) -> str:
      return _serializer.dumps(email)


  def read_link_token(token: str) -> str | None:
      try:
          return _serializer.loads(token, max_age=LINK_MINUTES)
      except (SignatureExpired, BadSignature):
          return None
`;

export const S03 = session({
  key: 's03', start: '2026-05-07T09:05:31.877Z', branch: 'feat/magic-links', title: 'Login by emailed magic link; expiry bug; request limit',
  turns: [
    T("login. the desk volunteers are mostly retired ladies from the parish and every password we ever gave them ended up on a post-it on the screen. I'd rather not have passwords at all",
      S(null,
        B('uv add itsdangerous', ' + itsdangerous==2.2.0\nResolved 45 packages in 201ms', { ms: 2100 }),
        W('app/auth/__init__.py', ''),
        W('app/auth/tokens.py', TOKENS_V1)),
      F("Then let's do passwordless login: the volunteer types their email, gets a one-time link, clicking it signs them in. `app/auth/tokens.py` signs the email with itsdangerous' `URLSafeTimedSerializer` (salted `magic-link`), and links are only good for 20 minutes. Nothing to remember, nothing to write on a post-it, and a leaked link dies quickly.")),
    T('add the routes: request a link, and the callback that sets the session cookie',
      S(null, W('app/auth/routes.py', d`
        from fastapi import APIRouter, BackgroundTasks, HTTPException
        from fastapi.responses import RedirectResponse

        from app.auth.tokens import make_link_token, read_link_token
        from app.mail import send_login_link
        from app.messages_pt import LINK_EXPIRED

        router = APIRouter(prefix="/auth")


        @router.post("/request")
        def request_link(email: str, tasks: BackgroundTasks):
            tasks.add_task(send_login_link, email, make_link_token(email))
            return {"sent": True}


        @router.get("/callback")
        def callback(token: str):
            email = read_link_token(token)
            if email is None:
                raise HTTPException(401, LINK_EXPIRED)
            response = RedirectResponse("/desk")
            response.set_cookie("pb_session", make_link_token(email), httponly=True, secure=True, samesite="lax")
            return response
      `)),
      S(null, B('uv run pytest -q', pytestPass([['tests/test_auth.py', 8], ['tests/test_bookings.py', 9], ['tests/test_health.py', 1], ['tests/test_models.py', 13]], '8.02'))),
      F('`app/auth/routes.py`: `POST /auth/request` mails the link in a background task, `GET /auth/callback` checks the token and sets an httponly `pb_session` cookie. 31 tests pass.')),
    T("Marta from the desk tried it on her phone: she clicks the link within a minute and gets 'Este link expirou' every single time",
      S('Reproducing with a fresh token:',
        B('uv run python -c "from app.auth.tokens import make_link_token; print(make_link_token(\'marta@example.org\'))" > /tmp/tok && sleep 30 && curl -si "http://localhost:8000/auth/callback?token=$(cat /tmp/tok)" | head -1', 'HTTP/1.1 401 Unauthorized', { ms: 31400 })),
      S(null, R('app/auth/tokens.py')),
      S("Found it: itsdangerous reads `max_age` in seconds, and we pass the number of minutes.",
        E('app/auth/tokens.py', 'return _serializer.loads(token, max_age=LINK_MINUTES)', 'return _serializer.loads(token, max_age=LINK_MINUTES * 60)  # max_age is in seconds'),
        B('uv run pytest -q tests/test_auth.py', pytestPass([['tests/test_auth.py', 9]], '2.41'))),
      F("Bug found: `URLSafeTimedSerializer.loads(max_age=...)` takes **seconds**; we passed `LINK_MINUTES` (20), so every link expired after 20 seconds, shorter than it takes to open the email on a phone. Now it passes `LINK_MINUTES * 60` = 1200 seconds, and a new test (`test_link_valid_after_five_minutes`, with a frozen clock) guards it.")),
    T("thanks. for sending the emails in dev I'll use the pantry's gmail over SMTP for now. <private>the gmail app password is hvqz-plmo-wret-kaxu</private> set things up so it comes from the environment",
      S(null, W('.env.example', d`
        PANTRYBOX_SECRET_KEY=
        PANTRYBOX_SMTP_HOST=smtp.gmail.com
        PANTRYBOX_SMTP_PORT=587
        PANTRYBOX_SMTP_USER=
        PANTRYBOX_SMTP_PASSWORD=
      `)),
      F("`.env.example` lists the SMTP settings with empty values; put the real password into your local `.env` yourself (it is git-ignored). I have not written it into any file, and it shouldn't go into commits or chat logs either.")),
    T("last thing: someone could hammer /auth/request and spam a person's inbox. cap it somehow",
      S(null, W('app/auth/ratelimit.py', d`
        import time
        from collections import defaultdict, deque

        RATE_LIMIT_PER_HOUR = 5
        _recent: dict[str, deque[float]] = defaultdict(deque)


        def allow_link_request(email: str, now: float | None = None) -> bool:
            """At most RATE_LIMIT_PER_HOUR link requests per address in any rolling hour."""
            now = time.time() if now is None else now
            q = _recent[email.lower()]
            while q and now - q[0] > 3600:
                q.popleft()
            if len(q) >= RATE_LIMIT_PER_HOUR:
                return False
            q.append(now)
            return True
      `)),
      S(null, B('uv run pytest -q tests/test_auth.py', pytestPass([['tests/test_auth.py', 11]], '2.66'))),
      F('Each address may request at most 5 links in any rolling hour (`RATE_LIMIT_PER_HOUR = 5` in `app/auth/ratelimit.py`); the sixth gets a 429. The counter is an in-process dict for now, which is fine with a single uvicorn worker.')),
  ],
});

// ---------------------------------------------------------------- s04
export const S04 = session({
  key: 's04', start: '2026-05-11T08:21:03.640Z', branch: 'feat/reminders', title: 'SMS reminders with Twilio and Celery; phone numbers to E.164',
  turns: [
    T("monday! problem of the week: about a fifth of households don't show up and forget their slot. a text message the evening before would help. let's use Twilio for the SMS and Celery with Redis for the scheduled job, I've used both before",
      S(null,
        B('uv add celery redis twilio', ' + celery==5.4.0\n + redis==5.0.4\n + twilio==9.0.5\nResolved 61 packages in 702ms', { ms: 4800 }),
        W('app/jobs/__init__.py', ''),
        W('app/jobs/celery_app.py', d`
          from celery import Celery
          from celery.schedules import crontab

          celery = Celery("pantrybox", broker="redis://localhost:6379/0")
          celery.conf.timezone = "Europe/Lisbon"
          celery.conf.beat_schedule = {
              "saturday-reminders": {
                  "task": "app.jobs.reminders.send_reminders",
                  "schedule": crontab(hour=18, minute=0, day_of_week="fri"),
              },
          }
        `),
        W('app/jobs/reminders.py', d`
          from twilio.rest import Client

          from app.db import session_scope
          from app.jobs.celery_app import celery
          from app.queries import bookings_for_tomorrow
          from app.settings import settings


          @celery.task
          def send_reminders(dry_run: bool = False) -> int:
              client = Client(settings.twilio_sid, settings.twilio_token)
              sent = 0
              with session_scope() as db:
                  for booking in bookings_for_tomorrow(db):
                      body = f"Pantrybox: amanhã às {booking.slot.starts_at:%H:%M}, ref. {booking.reference}"
                      if not dry_run:
                          client.messages.create(to=booking.household.phone, from_=settings.twilio_from, body=body)
                      sent += 1
              return sent
        `)),
      F('Reminders: Celery beat (broker Redis) runs `send_reminders` every Friday at 18:00 Lisbon time, and it texts every household booked for Saturday through Twilio, with the time and the reference, in Portuguese.')),
    T('try it against the twilio test credentials with tomorrow = this saturday',
      S(null, B('uv run python -m app.jobs.reminders --date 2026-05-16', d`
        Traceback (most recent call last):
          File "/home/rita/pantrybox/app/jobs/reminders.py", line 18, in send_reminders
            client.messages.create(to=booking.household.phone, from_=settings.twilio_from, body=body)
        twilio.base.exceptions.TwilioRestException: HTTP 400 error: Unable to create record: The 'To' number 912447083 is not a valid phone number.
        Error code 21211
      `, { code: 1, ms: 2900 })),
      S(null, B('docker compose -f docker-compose.dev.yml exec db psql -U pantrybox -tc "select count(*), count(*) filter (where phone like \'+%\') from households"', '  1093 |    41')),
      F("Twilio rejects `912447083` (error 21211): it wants international format. Of 1093 households, only 41 have a number starting with `+`; the rest were typed as local Portuguese numbers, some with spaces.")),
    T('normalise them then. all portuguese unless they say otherwise',
      S(null,
        B('uv add phonenumbers', ' + phonenumbers==8.13.37\nResolved 62 packages in 198ms', { ms: 2400 }),
        W('app/phones.py', d`
          import phonenumbers


          def to_e164(raw: str, region: str = "PT") -> str | None:
              """Local Portuguese numbers become +351...; None when the number is not valid."""
              try:
                  number = phonenumbers.parse(raw, region)
              except phonenumbers.NumberParseException:
                  return None
              if not phonenumbers.is_valid_number(number):
                  return None
              return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
        `),
        B('uv run python scripts/normalize_phones.py', 'normalized 1087 of 1093 phone numbers; 6 invalid, written to invalid_phones.csv for the desk to call back', { ms: 3800 })),
      F("Phone numbers are now stored in E.164 (`+351912447083`): `app/phones.py` parses with the `phonenumbers` library, region PT by default, and new registrations go through the same function. The backfill fixed 1087 of 1093 numbers; the 6 it could not parse are in `invalid_phones.csv` for the desk.")),
    T("and for prod: <private>Twilio auth token 7f3c9e21ab84d6f0c5e2b9a1d3f47e68</private>, account sid is in the Twilio console. wire it so it only comes from the environment",
      S(null, R('app/settings.py')),
      S(null, E('app/settings.py', '    timezone: str = "Europe/Lisbon"\n', '    timezone: str = "Europe/Lisbon"\n    # set in the server environment only, never in the repo\n    twilio_sid: str = ""\n    twilio_token: str = ""\n    twilio_from: str = ""\n')),
      F("Settings now has `twilio_sid`, `twilio_token` and `twilio_from`, empty by default and read from `PANTRYBOX_TWILIO_*` variables; set them in the production environment. I have not stored the token anywhere.")),
  ],
});

// ---------------------------------------------------------------- s05
export const S05 = session({
  key: 's05', start: '2026-05-13T14:30:12.020Z', branch: 'deploy/render', title: 'First deploy on Render; health check path; first load test',
  turns: [
    T("let's put it online before saturday. Render: a web service, their managed postgres and a redis for celery. keep it simple",
      S(null,
        W('Dockerfile', d`
          FROM python:3.12-slim
          COPY --from=ghcr.io/astral-sh/uv:0.2.5 /uv /bin/uv
          WORKDIR /app
          COPY pyproject.toml uv.lock ./
          RUN uv sync --frozen --no-dev
          COPY . .
          CMD ["uv", "run", "uvicorn", "app.main:app", "--host", "0.0.0.0", "--port", "8000"]
        `),
        W('render.yaml', d`
          services:
            - type: web
              name: pantrybox-web
              runtime: docker
              healthCheckPath: /health
            - type: worker
              name: pantrybox-worker
              runtime: docker
              dockerCommand: uv run celery -A app.jobs.celery_app worker -B
            - type: redis
              name: pantrybox-redis
              ipAllowList: []
          databases:
            - name: pantrybox-db
              plan: basic-256mb
        `)),
      F('`Dockerfile` (python:3.12-slim with uv) and a Render blueprint in `render.yaml`: web service, a worker running Celery with beat (`-B`), Redis and a managed Postgres.')),
    T('pushed. the deploy is stuck in "deploying" forever, here is the log tail',
      S(null, B('render logs --service pantrybox-web --tail 6', d`
        ==> Deploying...
        INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)
        INFO:     10.204.3.17:41880 - "GET /health HTTP/1.1" 404 Not Found
        INFO:     10.204.3.17:41892 - "GET /health HTTP/1.1" 404 Not Found
        ==> Health check failed: GET /health returned 404
        ==> Deploy failed, rolling back
      `)),
      S(null, R('render.yaml')),
      S(null, E('render.yaml', 'healthCheckPath: /health\n', 'healthCheckPath: /healthz\n')),
      F("Render probed `/health`, but the app serves `/healthz`, so the check returned 404 until Render gave up and rolled back. `render.yaml` now points `healthCheckPath` at `/healthz`; push again.")),
    T('live! how fast is the slot list with some load? try 2000 requests',
      S(null, B('hey -n 2000 -c 20 "https://pantrybox-web.onrender.com/slots?date=2026-05-16"', heyReport({ total: '21.4470', slowest: '0.6120', fastest: '0.0811', average: '0.2112', rps: '93.2531', p50: '0.1904', p90: '0.2788', p95: '0.3312', p99: '0.5122', n: 2000, c: 20 }), { ms: 22600 })),
      F('2000 requests, 20 concurrent: median 190 ms, p95 331 ms, about 93 requests/s on the starter instance. Fine for a few hundred households booking on a Tuesday evening; most of it is the round trip to Frankfurt.')),
  ],
});

export const SESSIONS_1 = [S01, S02, S03, S04, S05];
