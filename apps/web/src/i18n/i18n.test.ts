import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = (language: string) => join(import.meta.dirname, language);

/** Flattens nested resources into dotted keys; arrays count as one value each element. */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keys(item, `${prefix}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

describe('translations', () => {
  const files = readdirSync(dir('en')).filter((file) => file.endsWith('.json'));

  it('has the same namespaces in both languages', () => {
    expect(
      readdirSync(dir('zh'))
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual([...files].sort());
  });

  it.each(files)('%s has every English key in Chinese and every Chinese key in English', (file) => {
    const en = JSON.parse(readFileSync(join(dir('en'), file), 'utf8'));
    const zh = JSON.parse(readFileSync(join(dir('zh'), file), 'utf8'));
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it.each(files)('%s has no empty Chinese text', (file) => {
    const zh = JSON.parse(readFileSync(join(dir('zh'), file), 'utf8'));
    const empty: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (typeof value === 'string' && value.trim() === '') empty.push(path);
      else if (value && typeof value === 'object')
        for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    };
    walk(zh, file);
    expect(empty).toEqual([]);
  });
});
