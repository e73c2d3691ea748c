import { describe, expect, it } from 'vitest';
import { canonicalValue, cardinalityOf, slotForNoun, slotForValue, subjectFromNoun } from '../../src/knowledge/subjects.js';

describe('subjects', () => {
  it('canonical values compare the same choice written differently', () => {
    expect(['PostgreSQL', 'postgres', ' the Postgres ', 'pg'].map(canonicalValue)).toEqual([
      'postgres',
      'postgres',
      'postgres',
      'postgres',
    ]);
    expect(['v20', 'V1.2', 'fly.io', 'Fly.io', 'k8s', 'mattn/go-sqlite3'].map(canonicalValue)).toEqual([
      '20',
      '1.2',
      'fly',
      'fly',
      'kubernetes',
      'mattn/go-sqlite3',
    ]);
  });

  it('finds the slot of a role noun by its longest known tail, and of a value inside a longer name', () => {
    expect(slotForNoun('our main database')?.subject).toBe('database');
    expect(slotForNoun('unit tests')?.subject).toBe('test runner');
    expect(slotForNoun('session store')).toBeUndefined();
    expect(subjectFromNoun('the session stores')).toBe('session store');
    expect(slotForValue('Postgres 16')?.subject).toBe('database');
  });

  it('single-valued: decisions and preferences (per subject), settings, and where/naming conventions', () => {
    expect(cardinalityOf('decision', 'database')).toBe('single');
    expect(cardinalityOf('convention', 'database')).toBe('multi');
    expect(cardinalityOf('decision', 'setting slot_capacity')).toBe('single');
    expect(cardinalityOf('convention', 'test location')).toBe('single');
    expect(cardinalityOf('decision', 'session store')).toBe('single');
    expect(cardinalityOf('convention', 'handler')).toBe('multi');
    expect(cardinalityOf('discovery', 'cache')).toBe('multi');
  });
});
