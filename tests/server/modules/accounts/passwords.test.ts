import { describe, expect, it } from 'vitest';
import { argon2Passwords } from '../../../../server/modules/accounts/passwords.ts';

describe('passwords', () => {
  const product = argon2Passwords();

  it("are hashed with argon2id at OWASP's cost by default: 19 MiB, two passes, one lane", async () => {
    const hash = await product.hash('Tr0ub4dor&3x');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await product.hash('Tr0ub4dor&3x')).not.toBe(hash);
  });

  it('match only the password they were made of, whatever cost made them', async () => {
    const cheap = await argon2Passwords({ memoryCost: 64, timeCost: 1, parallelism: 1 }).hash('Tr0ub4dor&3x');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,p=1,t=1\$/);
    expect(await product.matches(cheap, 'Tr0ub4dor&3x')).toBe(true);
    expect(await product.matches(cheap, 'tr0ub4dor&3x')).toBe(false);
  });

  it('never match without a hash (an unknown user, or one who never set a password)', async () => {
    expect(await product.matches(null, 'unknown user: never matches')).toBe(false);
    expect(await product.matches(undefined, '')).toBe(false);
  });
});
