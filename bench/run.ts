/**
 * `npm run bench`: runs every benchmark in its own process (so one's memory and JIT state don't colour
 * another's) and gathers their tables into bench/results.md. The npm script builds first: the API and
 * web-budget benchmarks load the built app.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

const here = new URL('./', import.meta.url).pathname;
const parts = [
  { script: 'engine.ts', result: 'results/engine.md' },
  { script: 'api.ts', result: 'results/api.md' },
  { script: 'scaling.ts', result: 'results/scaling.md' },
  { script: 'web-budget.ts', result: 'results/web-budget.md' },
];

mkdirSync(`${here}results`, { recursive: true });
const sections: string[] = [];
let failed = false;
for (const part of parts) {
  if (!existsSync(`${here}${part.script}`)) continue;
  console.log(`\n== ${part.script} ==`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `${here}${part.script}`], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed = true;
    sections.push(`## ${part.script}\n\nFailed with exit code ${run.status}.\n`);
    continue;
  }
  sections.push(readFileSync(`${here}${part.result}`, 'utf8'));
}

const header = `# Benchmark results\n\nMeasured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}.\n`;
writeFileSync(`${here}results.md`, `${header}\n${sections.join('\n')}`);
console.log(`\nWrote ${here}results.md`);
process.exitCode = failed ? 1 : 0;
