/**
 * `npm run bench [-- name…]`: runs every `*.bench.ts` here (or those whose file name starts with a given
 * name) one after another and prints each figure with its ratio against the baseline measured in the same
 * run, then one Markdown table of them all. A benchmark that throws is reported as failed and the rest
 * still run.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { attempt, machine, type BenchResult } from './lib.ts';

const wanted = process.argv.slice(2);
const files = (await readdir(new URL('.', import.meta.url)))
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();
if (files.length === 0) throw new Error(`no benchmark matches ${wanted.join(', ')}`);

console.log(`Polotno benchmarks on ${JSON.stringify(machine())}`);
const results: BenchResult[] = [];
for (const file of files) {
  const produced = await attempt(file, async () => {
    const bench = (await import(`./${file}`)) as { default: () => Promise<BenchResult | BenchResult[]> };
    return bench.default();
  });
  for (const result of produced) {
    results.push(result);
    console.log(
      `${result.id} ${result.title}: ratio ${result.ratio.toFixed(2)} (gate ${result.gate}) ${result.pass ? 'PASS' : 'FAIL'} — ${figures(result)}`,
    );
  }
}

function figures(result: BenchResult): string {
  return Object.entries(result.figures)
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');
}

// The same figures as one table, the shape of README's Performance section.
const cell = (text: string) => text.replaceAll('|', '\\|');
console.log('\n| benchmark | what | figure | ratio | gate | pass |\n| --- | --- | --- | --- | --- | --- |');
for (const result of results) {
  const passed = result.gate === 'info' ? '—' : result.pass ? 'yes' : '**no**';
  console.log(
    `| ${result.id} | ${cell(result.title)} | ${cell(figures(result))} | ${result.ratio.toFixed(2)} | ${cell(result.gate)} | ${passed} |`,
  );
}

await writeFile(new URL('./results.json', import.meta.url), JSON.stringify({ machine: machine(), results }, null, 2));
process.exitCode = results.every((result) => result.pass) ? 0 : 1;
