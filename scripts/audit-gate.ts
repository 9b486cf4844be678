/**
 * `npm run audit`: `npm audit` of every installed package, failing (exit 1) on a high or critical
 * advisory. An audit endpoint that cannot be reached (offline, a mirror that does not serve it)
 * proves nothing either way: it is reported and passes, unless AUDIT_REQUIRED=1 (decision 337).
 * The last stdout line is one JSON object.
 */
import { spawnSync } from 'node:child_process';

const REQUIRED = process.env.AUDIT_REQUIRED === '1';
const BLOCKING = ['high', 'critical'] as const;

interface AuditReport {
  readonly metadata?: { readonly vulnerabilities?: Readonly<Record<string, number>> };
  readonly vulnerabilities?: Readonly<Record<string, { readonly severity: string; readonly via: unknown[] }>>;
  readonly message?: string;
  readonly error?: { readonly summary?: string };
}

// npm exits non-zero both when it finds advisories and when it cannot ask: its JSON tells which.
const run = spawnSync('npm', ['audit', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
function reportOf(stdout: string): AuditReport {
  try {
    return JSON.parse(stdout) as AuditReport;
  } catch {
    return { message: run.stderr.trim() || `npm audit exited ${String(run.status)} with no report` };
  }
}
const report = reportOf(run.stdout);

const counts = report.metadata?.vulnerabilities;
if (counts === undefined) {
  const reason =
    [report.error?.summary, report.message].find((text) => text !== undefined && text !== '') ?? 'no report';
  console.error(`npm audit could not reach the advisory database: ${reason}`);
  console.log(JSON.stringify({ audited: false, reason }));
  process.exit(REQUIRED ? 1 : 0);
}

const blocking = Object.entries(report.vulnerabilities ?? {}).filter(([, found]) =>
  (BLOCKING as readonly string[]).includes(found.severity),
);
for (const [name, found] of blocking) console.error(`${found.severity}: ${name}`);
console.log(JSON.stringify({ audited: true, ...counts }));
process.exit(blocking.length === 0 ? 0 : 1);
