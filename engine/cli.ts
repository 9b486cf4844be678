/**
 * `npm run flow -- <command>`: the engine from the shell. The last stdout line is always one JSON
 * object; exit 0 on success, 1 when the definitions are invalid, 2 for a bad command line.
 */
import { parseArgs } from 'node:util';
import {
  EngineError,
  InvalidDefinitionsError,
  formatProblem,
  loadProject,
  flowDiagram,
  type Project,
} from './index.ts';

const USAGE = `usage: npm run flow -- <command>
  validate
  next <flow> <step> [--flag NAME]... [--event EVENT]
  back <flow> <step> [--flag NAME]...
  can-open <flow> <step> --state N
  check <flow> <step> --data '<json>'
  graph <flow> [--format mermaid|dot]
  export <flow> [--version N] [--dir PATH]   (scripts/flow.ts: needs the database)
  import <flow> [--dir PATH]                 (scripts/flow.ts: needs the database)`;

class UsageError extends Error {}

interface Options {
  flag?: string[];
  event?: string;
  state?: string;
  data?: string;
  format?: string;
}

function flagsOf(options: Options): Record<string, boolean> {
  return Object.fromEntries((options.flag ?? []).map((name) => [name, true]));
}

function need(value: string | undefined, what: string): string {
  if (value === undefined || value === '') throw new UsageError(`missing ${what}\n${USAGE}`);
  return value;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError('--data is not valid JSON');
  }
}

function parseState(text: string): number {
  const state = Number(text);
  if (!Number.isInteger(state) || state < 0)
    throw new UsageError(`--state must be a launch-state number, not "${text}"`);
  return state;
}

const commands: Record<string, (project: Project, args: string[], options: Options) => object> = {
  validate: (project) => ({ ok: true, flows: project.flowIds }),
  next(project, [flowId, step], options) {
    return project.flow(need(flowId, '<flow>')).next(need(step, '<step>'), flagsOf(options), options.event ?? 'NEXT');
  },
  back(project, [flowId, step], options) {
    return project.flow(need(flowId, '<flow>')).back(need(step, '<step>'), flagsOf(options));
  },
  'can-open'(project, [flowId, step], options) {
    const flow = project.flow(need(flowId, '<flow>'));
    const { allowed, redirect } = flow.canOpen(need(step, '<step>'), parseState(need(options.state, '--state N')));
    return { allowed, redirect };
  },
  check(project, [flowId, step], options) {
    const result = project.validateStep(
      need(flowId, '<flow>'),
      need(step, '<step>'),
      parseJson(need(options.data, "--data '<json>'")),
    );
    return { valid: result.valid, errors: result.errors };
  },
  graph(project, [flowId], options) {
    const format = options.format ?? 'mermaid';
    if (format !== 'mermaid' && format !== 'dot')
      throw new UsageError(`--format must be mermaid or dot, not "${format}"`);
    const diagram = flowDiagram(project.flow(need(flowId, '<flow>')), format);
    process.stdout.write(`${diagram}\n`);
    return { flow: flowId, format };
  },
};

async function main(argv: string[]): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        flag: { type: 'string', multiple: true },
        event: { type: 'string' },
        state: { type: 'string' },
        data: { type: 'string' },
        format: { type: 'string' },
      },
    });
    const [name, ...args] = positionals;
    const command = commands[need(name, '<command>')];
    if (command === undefined) throw new UsageError(`unknown command "${name ?? ''}"\n${USAGE}`);
    const project = await loadProject();
    console.log(JSON.stringify(command(project, args, values)));
    return 0;
  } catch (error) {
    return fail(error);
  }
}

function fail(error: unknown): number {
  if (error instanceof InvalidDefinitionsError) {
    for (const problem of error.problems) console.error(formatProblem(problem));
    console.log(JSON.stringify({ ok: false, problems: error.problems }));
    return 1;
  }
  const known = error instanceof UsageError || error instanceof EngineError || isParseArgsError(error);
  const message = error instanceof Error ? error.message : String(error);
  console.error(known ? message : `unexpected error: ${message}`);
  console.log(JSON.stringify({ error: message.split('\n')[0] }));
  return known ? 2 : 1;
}

function isParseArgsError(error: unknown): boolean {
  return error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
}

process.exitCode = await main(process.argv.slice(2));
