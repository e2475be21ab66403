// Every key the web app looks up exists in the English catalogue, and the other catalogues hold
// no key English lacks. The types catch most of this; this also catches keys passed through
// untyped paths and keeps the rule visible in the test report.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { ha } from './locales/ha';
import { ig } from './locales/ig';
import { yo } from './locales/yo';

const SRC = path.resolve(__dirname, '..');

/** "a.b.c" for every string leaf of a catalogue. */
function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const enKeys = new Set(keysOf(en));
/** A key as looked up: itself, or the base of its plural forms (t('x', { count }) reads x_one / x_other). */
const lookedUp = new Set([...enKeys].map((key) => key.replace(PLURAL, '')));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.ts$/.test(name) && !file.includes(`${path.sep}locales${path.sep}`) ? [file] : [];
  });
}

// t('a.b') / t("a.b") / i18n.t('a.b', …) with a whole literal key, and <Trans i18nKey="a.b">.
const USES = [/\bt\(\s*(['"])([\w.-]+)\1\s*[,)]/g, /i18nKey=\{?\s*(['"])([\w.-]+)\1/g];

function keysUsedIn(text: string): string[] {
  return USES.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[2]));
}

describe('message catalogues', () => {
  const uses = sourceFiles(SRC).flatMap((file) => keysUsedIn(readFileSync(file, 'utf8')).map((key) => ({ file: path.relative(SRC, file), key })));

  it('finds the keys the app uses', () => {
    // Guards the scan itself: a broken pattern would find nothing and pass.
    expect(uses.length).toBeGreaterThan(200);
    expect(keysUsedIn(`t('auth.login.title') i18n.t("common.close", { x }) <Trans i18nKey="a.b" />`)).toEqual(['auth.login.title', 'common.close', 'a.b']);
  });

  it('every key used in the web source is in the English catalogue', () => {
    expect(uses.filter(({ key }) => !lookedUp.has(key))).toEqual([]);
  });

  it.each([
    ['ha', ha],
    ['yo', yo],
    ['ig', ig],
  ])('%s has no key English lacks', (_locale, catalogue) => {
    expect(keysOf(catalogue).filter((key) => !enKeys.has(key) && !lookedUp.has(key.replace(PLURAL, '')))).toEqual([]);
  });
});
