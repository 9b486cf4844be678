// Prints the line and branch coverage of each top-level source folder, from the json-summary that
// `vitest run --coverage` writes (coverage/coverage-summary.json); `npm run test:coverage` prints it after the tests.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface Counts {
  readonly total: number;
  readonly covered: number;
}
type Summary = Record<string, { readonly lines: Counts; readonly branches: Counts }>;

const SUMMARY = process.argv[2] ?? 'coverage/coverage-summary.json';
const summary = JSON.parse(readFileSync(SUMMARY, 'utf8')) as Summary;

const folders = new Map<string, { lines: Counts; branches: Counts }>();
const add = (a: Counts, b: Counts): Counts => ({ total: a.total + b.total, covered: a.covered + b.covered });
const NONE: Counts = { total: 0, covered: 0 };
for (const [file, counts] of Object.entries(summary)) {
  if (file === 'total') continue;
  const folder = relative(process.cwd(), file).split(/[\\/]/)[0] ?? file;
  const sum = folders.get(folder) ?? { lines: NONE, branches: NONE };
  folders.set(folder, { lines: add(sum.lines, counts.lines), branches: add(sum.branches, counts.branches) });
}

const percent = ({ total, covered }: Counts) => (total === 0 ? '—' : `${((100 * covered) / total).toFixed(1)}%`);
const rows = [...folders.entries()].sort(([a], [b]) => a.localeCompare(b));
const total = rows.reduce(
  (sum, [, c]) => ({ lines: add(sum.lines, c.lines), branches: add(sum.branches, c.branches) }),
  {
    lines: NONE,
    branches: NONE,
  },
);
console.log('coverage by folder   lines            branches');
for (const [folder, counts] of [...rows, ['all', total] as const])
  console.log(
    `${folder.padEnd(20)} ${percent(counts.lines).padStart(6)} of ${String(counts.lines.total).padStart(6)}   ${percent(counts.branches).padStart(6)} of ${String(counts.branches.total).padStart(6)}`,
  );
