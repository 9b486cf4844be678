import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** A logger that keeps the messages of its warnings (and worse), for a test to read what was logged. */
export function warningsLogger(): { readonly logger: Logger; readonly warnings: string[] } {
  const warnings: string[] = [];
  const logger = pino(
    { level: 'warn' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        warnings.push((JSON.parse(chunk.toString()) as { msg: string }).msg);
        done();
      },
    }),
  );
  return { logger, warnings };
}
