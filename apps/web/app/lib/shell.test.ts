import { describe, expect, it } from 'vitest';
import { isAdminPath } from './admin-path';
import { isCheckDue, isNewBuild, VERSION_CHECK_MS } from './build-version';
import { mayReload, RELOAD_GUARD_MS } from './chunk-reload';
import { saveNotices } from './toast';

describe('isAdminPath', () => {
  it('counts /admin and below, in both languages, as the back office', () => {
    for (const path of ['/admin', '/admin/users', '/uz/admin', '/uz/admin/products'])
      expect(isAdminPath(path)).toBe(true);
  });
  it('counts the storefront, the cabinet and look-alike paths as not', () => {
    for (const path of ['/', '/uz', '/catalog', '/user/cabinet', '/cabinet', '/administrator', '/uz/adminka', '/login'])
      expect(isAdminPath(path)).toBe(false);
  });
});

describe('isNewBuild', () => {
  it('is news only when the server names another build than the page runs', () => {
    expect(isNewBuild('dabf154c', { version: '0e1f2a3b' })).toBe(true);
    expect(isNewBuild('dabf154c', { version: 'dabf154c' })).toBe(false);
  });
  it('takes an odd answer or an unknown page build as no news', () => {
    for (const answer of [null, 'dabf154c', {}, { version: '' }, { version: 42 }, []])
      expect(isNewBuild('dabf154c', answer)).toBe(false);
    expect(isNewBuild(undefined, { version: '0e1f2a3b' })).toBe(false);
  });
});

describe('isCheckDue', () => {
  it('is due an hour after the last check, not before', () => {
    expect(isCheckDue(0, VERSION_CHECK_MS - 1)).toBe(false);
    expect(isCheckDue(0, VERSION_CHECK_MS)).toBe(true);
    expect(VERSION_CHECK_MS).toBe(3_600_000);
  });
});

describe('mayReload', () => {
  const now = 1_700_000_000_000;
  it('reloads when none happened, or the last one is 10 s old or more', () => {
    expect(mayReload(null, now)).toBe(true);
    expect(mayReload(String(now - RELOAD_GUARD_MS), now)).toBe(true);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });
  it('does not reload within 10 s of the last reload', () => {
    expect(mayReload(String(now), now)).toBe(false);
    expect(mayReload(String(now - RELOAD_GUARD_MS + 1), now)).toBe(false);
  });
  it('ignores a stamp that is not a time or lies in the future (a changed clock)', () => {
    expect(mayReload('garbage', now)).toBe(true);
    expect(mayReload(String(now + 60_000), now)).toBe(true);
  });
});

describe('saveNotices', () => {
  it('reads the notice of each route answer, once each', () => {
    expect(
      saveNotices({
        'ru/user-cabinet': { ok: true, error: null, notice: 'Данные сохранены', fieldErrors: {}, values: null },
        'ru/admin-products': { error: null, saved: 'Футер: остаток 4 рул.', draft: null },
        'ru/other': { ok: true, error: null, notice: 'Данные сохранены' },
      }),
    ).toEqual(['Данные сохранены', 'Футер: остаток 4 рул.']);
  });
  it('finds none in refusals, in data without a notice, and in none at all', () => {
    expect(saveNotices({ a: { ok: false, error: 'Проверьте', notice: null }, b: { error: 'x', saved: 'y' } })).toEqual(
      [],
    );
    expect(saveNotices({ root: { user: null, counts: null }, product: { saved: true }, c: null, d: 'text' })).toEqual(
      [],
    );
    expect(saveNotices(null)).toEqual([]);
  });
});
