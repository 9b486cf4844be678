import { describe, expect, it } from 'vitest';
import { addressOf } from '../../renderer/session/api-client.ts';

// The address every call of the renderer is sent to (issue 22: typed calls by the catalogue's paths).
describe('the address of a typed call', () => {
  it("fills the path's parameters, each encoded as one segment", () => {
    expect(
      addressOf({
        method: 'PUT',
        path: '/sessions/{sessionId}/steps/{stepId}',
        params: { sessionId: 'a b/c', stepId: 'budget' },
      }),
    ).toBe('/api/sessions/a%20b%2Fc/steps/budget');
    expect(
      addressOf({
        method: 'GET',
        path: '/businessProfiles/{businessProfileId}/payment/wallet',
        params: { businessProfileId: 12 },
      }),
    ).toBe('/api/businessProfiles/12/payment/wallet');
  });

  it('appends the query, leaving out what is undefined and repeating a list', () => {
    expect(addressOf({ method: 'GET', path: '/currencies' })).toBe('/api/currencies');
    expect(addressOf({ method: 'GET', path: '/currencies', query: {} })).toBe('/api/currencies');
    expect(
      addressOf({
        method: 'GET',
        path: '/sessions/{sessionId}/targets',
        params: { sessionId: 's1' },
        query: { q: 'yoga & pilates', type: ['interest', 'behavior'], limit: 5, page: undefined },
      }),
    ).toBe('/api/sessions/s1/targets?q=yoga+%26+pilates&type=interest&type=behavior&limit=5');
  });
});
