/**
 * `npm run bench [-- name…]`: runs every `*.bench.ts` here (or the named ones) one after another and
 * prints each figure with its ratio against the baseline measured in the same run.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { machine, type BenchResult } from './lib.ts';

const wanted = process.argv.slice(2);
const files = (await readdir(new URL('.', import.meta.url)))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

console.log(`Polotno benchmarks on ${JSON.stringify(machine())}`);
const results: BenchResult[] = [];
for (const file of files) {
  const bench = (await import(`./${file}`)) as { default: () => Promise<BenchResult | BenchResult[]> };
  const produced = await bench.default();
  for (const result of [produced].flat()) {
    results.push(result);
    const figures = Object.entries(result.figures)
      .map(([name, value]) => `${name} ${value}`)
      .join(', ');
    console.log(
      `${result.id} ${result.title}: ratio ${result.ratio.toFixed(2)} (gate ${result.gate}) ${result.pass ? 'PASS' : 'FAIL'} — ${figures}`,
    );
  }
}
await writeFile(new URL('./results.json', import.meta.url), JSON.stringify({ machine: machine(), results }, null, 2));
process.exitCode = results.every((result) => result.pass) ? 0 : 1;
