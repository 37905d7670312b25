import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Runtime imports of a module (`import type` and `export type` are erased and ship nothing). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)) {
    if (!match[1]) specifiers.push(match[2] as string);
  }
  return specifiers;
}

describe('the browser entry of the domain', () => {
  it('reaches no zod through any of its modules', () => {
    const seen = new Set<string>();
    const external = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of runtimeImports(file)) {
        if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier));
        else external.add(specifier);
      }
    };
    visit(resolve(dirname(fileURLToPath(import.meta.url)), 'client.ts'));
    expect(seen.size).toBeGreaterThan(5);
    expect([...external]).toEqual([]);
    expect([...seen].filter((file) => file.endsWith('.schema.ts') || file.endsWith('errors.ts'))).toEqual([]);
  });
});
