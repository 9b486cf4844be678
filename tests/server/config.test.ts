import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, readConfig } from '../../server/config.ts';
import { project } from '../support/project.ts';

/** `npm start`'s server with `env` added; what it printed and how it ended (it must end by itself). */
function startWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) =>
    child.once('exit', (code) => {
      done({ code, output });
    }),
  );
}

describe('the configuration is read once at start and checked (server/config.ts)', () => {
  it('a wrong value stops the start before anything starts, naming every variable and how to write it', async () => {
    const { code, output } = await startWith({
      PORT: '30OO',
      PUBLIC_URL: 'ads.example.com',
      LOG_LEVEL: 'loud',
      EMBED_ORIGINS: 'partner.example',
    });
    expect(code).toBe(1);
    expect(output).toContain('The server cannot start with this configuration:');
    expect(output).toContain('PORT: Set PORT to a port number from 1 to 65535, like 3000');
    expect(output).toContain("PUBLIC_URL: Set PUBLIC_URL to the site's address with http:// or https:// and no query");
    expect(output).toContain('LOG_LEVEL: Set LOG_LEVEL to one of fatal, error, warn, info, debug, trace or silent');
    expect(output).toContain('EMBED_ORIGINS: Set EMBED_ORIGINS to origins separated by commas');
    // Nothing was started: no embedded database, no listening.
    expect(output).not.toContain('embedded PostgreSQL');
    expect(output).not.toContain('listening');
  });

  it('reads the defaults, and the values as the parts use them', () => {
    expect(readConfig(project, {})).toMatchObject({
      port: 3000,
      logLevel: 'info',
      databaseUrl: undefined,
      dataDir: resolve('data'),
      outboxDir: resolve('data', 'outbox'),
      publicUrl: undefined,
      trustProxy: undefined,
      embedOrigins: [],
      postcodesIoUrl: undefined,
    });
    expect(
      readConfig(project, {
        PORT: '8080',
        DATABASE_URL: 'postgres://app@db:5432/adflow',
        ADFLOW_DATA_DIR: '/srv/adflow',
        PUBLIC_URL: 'https://ads.example.com/',
        TRUST_PROXY: '1',
        EMBED_ORIGINS: 'https://partner.example, https://other.example',
        POSTCODES_IO_URL: 'https://api.postcodes.io',
        // An empty value is the same as none.
        LOG_LEVEL: '',
      }),
    ).toMatchObject({
      port: 8080,
      logLevel: 'info',
      databaseUrl: 'postgres://app@db:5432/adflow',
      outboxDir: '/srv/adflow/outbox',
      publicUrl: 'https://ads.example.com',
      trustProxy: 1,
      embedOrigins: ['https://partner.example', 'https://other.example'],
      postcodesIoUrl: 'https://api.postcodes.io',
    });
    expect(readConfig(project, { TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('refuses a port out of range and a database that is not PostgreSQL', () => {
    const problems = (env: Record<string, string>) => {
      try {
        readConfig(project, env);
        return [];
      } catch (error) {
        if (error instanceof ConfigurationError) return error.problems;
        throw error;
      }
    };
    expect(problems({ PORT: '65536' })).toEqual(['PORT: Set PORT to a port number from 1 to 65535, like 3000']);
    expect(problems({ PORT: '0' })).toHaveLength(1);
    expect(problems({ DATABASE_URL: 'mysql://db/adflow' })).toEqual([
      'DATABASE_URL: Set DATABASE_URL to a PostgreSQL address, like postgres://user@host:5432/adflow',
    ]);
    expect(problems({ POSTCODES_IO_URL: 'api.postcodes.io' })).toEqual([
      'POSTCODES_IO_URL: Set POSTCODES_IO_URL to a postcodes.io address with http:// or https://, like https://api.postcodes.io',
    ]);
  });
});
