import { describe, expect, it } from 'vitest';
import { successBodyOf } from '../../renderer/session/api-client.ts';

/** A 200 whose body breaks off while it is read, as when the page is left mid-answer. */
const brokenOffAnswer = () =>
  new Response(
    new ReadableStream({
      pull(controller) {
        controller.error(new DOMException('The user aborted a request.', 'AbortError'));
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

// A user's answer that broke off was once read as no answer, and stored as the user "undefined".
describe("a successful answer's body", () => {
  it('rejects when the body breaks off while it is read', async () => {
    await expect(successBodyOf(brokenOffAnswer())).rejects.toThrow('aborted');
  });

  it('rejects when it is not JSON', async () => {
    await expect(successBodyOf(new Response('<html>', { status: 200 }))).rejects.toBeInstanceOf(SyntaxError);
  });

  it('is the JSON sent, or nothing for an empty 204', async () => {
    await expect(successBodyOf(Response.json({ id: 7 }))).resolves.toEqual({ id: 7 });
    await expect(successBodyOf(new Response(null, { status: 204 }))).resolves.toBeUndefined();
  });
});
