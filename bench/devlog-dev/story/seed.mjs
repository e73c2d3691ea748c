// The repository before the first session: an empty git repo with a README and a .gitignore.
import { d } from '../../devlog-kit/dsl.mjs';

export const SEED_FILES = {
  'README.md': d`
    # pantrybox

    Pickup-slot bookings for the Arroios food bank.
  `,
  '.gitignore': d`
    .venv/
    __pycache__/
    .env
    *.dump
  `,
};
