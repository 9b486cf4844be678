import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

/** Runs `npm run flow -- ...`'s entry the way npm does, and parses the last stdout line. */
async function flow(...args: string[]): Promise<{ code: number; json: unknown; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/flow.ts', ...args]);
    return { code: 0, json: lastJson(stdout), stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, json: lastJson(failed.stdout), stdout: failed.stdout, stderr: failed.stderr };
  }
}

function lastJson(stdout: string): unknown {
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? 'null');
}

// Each test starts Node processes that load the flows (and the ORM): with other files on both
// cores one took over 20 s. The limit guards against a hang, it is not a speed target.
describe('npm run flow (the last stdout line is one JSON object)', { timeout: 60_000 }, () => {
  it('validate lists the flows', async () => {
    const result = await flow('validate');
    expect(result).toMatchObject({ code: 0, json: { ok: true } });
    expect((result.json as { flows: string[] }).flows).toEqual(
      expect.arrayContaining(['agent', 'onboarding', 'onboarding-v2', 'shortened', 'store-onboarding', 'subsequent']),
    );
  });

  it('next with flags', async () => {
    expect(await flow('next', 'onboarding', 'businessLocationDetails', '--flag', 'agent')).toMatchObject({
      code: 0,
      json: { step: 'selectObjective', launchState: 500 },
    });
    expect((await flow('next', 'onboarding', 'summary')).json).toEqual({ step: 'emailSignup', launchState: 1500 });
  });

  it('back, and a step whose back is disabled', async () => {
    expect((await flow('back', 'subsequent', 'ageGenderTarget')).json).toEqual({ step: 'googleAds', disabled: false });
    expect((await flow('back', 'onboarding', 'creative')).json).toEqual({ step: null, disabled: true });
  });

  it('can-open', async () => {
    expect((await flow('can-open', 'onboarding', 'budget', '--state', '1500')).json).toEqual({
      allowed: false,
      redirect: 'emailSignup',
    });
    expect((await flow('can-open', 'onboarding', 'businessDetails', '--state', '1500')).json).toEqual({
      allowed: true,
      redirect: null,
    });
  });

  it('check reports field errors in the spec words', async () => {
    const result = await flow('check', 'onboarding', 'emailSignup', '--data', '{"emailAddress":"a@b.co","otp":"12"}');
    expect(result.json).toEqual({ valid: false, errors: [{ path: '/otp', message: 'OTP must be of six digits' }] });
  });

  it('graph prints a mermaid diagram, or dot', async () => {
    const mermaid = await flow('graph', 'onboarding');
    expect(mermaid.stdout).toContain('stateDiagram-v2');
    expect(mermaid.stdout).toContain('NEXT [agent]');
    const dot = await flow('graph', 'onboarding', '--format', 'dot');
    expect(dot.stdout).toContain('"businessLocationDetails" -> "selectObjective" [label="NEXT [agent]"]');
  });

  it.each([
    ['unknown flow', ['next', 'nope', 'businessDetails'], 'Unknown flow "nope"'],
    ['unknown step', ['next', 'onboarding', 'nope'], 'Flow "onboarding" has no step "nope"'],
    ['unknown flag', ['next', 'onboarding', 'businessDetails', '--flag', 'vip'], 'Unknown flag "vip"'],
    ['unknown command', ['fly'], 'unknown command "fly"'],
    ['unknown option', ['next', 'onboarding', 'businessDetails', '--fast'], "Unknown option '--fast'"],
    ['bad JSON data', ['check', 'onboarding', 'budget', '--data', '{'], '--data is not valid JSON'],
    ['bad state', ['can-open', 'onboarding', 'budget', '--state', 'high'], '--state must be a launch-state number'],
  ])('%s: exit 2 with a one-line message, no stack trace', async (_case, args, message) => {
    const result = await flow(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect((result.json as { error: string }).error).toContain(message);
  });
});
