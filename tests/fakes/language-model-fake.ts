/**
 * A local fake of OpenAI's chat completions HTTP API (POST /v1/chat/completions), for tests of the
 * language-model copy writer with the official SDK on the path. It checks what the real API would
 * refuse (the key, a strict JSON schema answer) and writes lines from the business facts it is sent.
 */
import { startFakeServer, type FakeResponse, type FakeServer } from '../../server/adapters/payments/local/fake-http.ts';

export const FAKE_API_KEY = 'sk-fake-language-model';

/** What the fake is sent in a user message: the writer's business facts. */
export interface BusinessFacts {
  readonly businessName: string;
  readonly category: string;
  readonly services: readonly string[];
  readonly offer: string;
  readonly promotionTagline: string;
  readonly callToAction: string;
}

export interface CompletionRequest {
  readonly model: string;
  readonly facts: BusinessFacts;
  readonly body: Record<string, unknown>;
}

/** How the fake answers the next requests: lines it writes, or a failure of the API. */
export type FakeAnswer =
  | { readonly kind: 'lines'; readonly write: (facts: BusinessFacts) => Record<string, unknown> }
  | { readonly kind: 'status'; readonly status: number; readonly message: string }
  | { readonly kind: 'content'; readonly content: string };

export interface LanguageModelFake extends FakeServer {
  /** The base URL the SDK is given (…/v1). */
  readonly baseUrl: string;
  readonly requests: CompletionRequest[];
  answerWith(answer: FakeAnswer): void;
}

/** Lines a model might write, recognisable in tests: each headline starts "Discover". */
export const fakeModelLines = (facts: BusinessFacts): Record<string, unknown> => ({
  primaryTexts: [`Discover ${facts.businessName}`.slice(0, 30)],
  headlines: [`Discover ${facts.services[0] ?? 'us'} at ${facts.businessName}`, `Discover ${facts.businessName}`],
  descriptions: [`Discover ${facts.category || 'us'} nearby`],
});

const openAiError = (status: number, message: string, code: string): FakeResponse => ({
  status,
  body: { error: { message, type: 'invalid_request_error', param: null, code } },
});

export async function startLanguageModelFake(): Promise<LanguageModelFake> {
  const requests: CompletionRequest[] = [];
  let answer: FakeAnswer = { kind: 'lines', write: fakeModelLines };
  const server = await startFakeServer(({ method, path, headers, body }) => {
    if (method !== 'POST' || path !== '/v1/chat/completions') {
      return openAiError(404, `Unknown request URL: ${method} ${path}`, 'unknown_url');
    }
    if (headers.authorization !== `Bearer ${FAKE_API_KEY}`) {
      return openAiError(401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    const request = JSON.parse(body) as Record<string, unknown>;
    const format = request.response_format as { type?: string; json_schema?: { strict?: boolean } } | undefined;
    if (format?.type !== 'json_schema' || format.json_schema?.strict !== true) {
      return openAiError(400, 'This fake answers strict json_schema requests only.', 'invalid_response_format');
    }
    const messages = request.messages as { role: string; content: string }[];
    const facts = JSON.parse(messages.find((message) => message.role === 'user')?.content ?? '{}') as BusinessFacts;
    requests.push({ model: String(request.model), facts, body: request });
    if (answer.kind === 'status') return openAiError(answer.status, answer.message, 'fake_failure');
    const content = answer.kind === 'content' ? answer.content : JSON.stringify(answer.write(facts));
    return {
      status: 200,
      body: {
        id: `chatcmpl-fake${String(requests.length)}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.model,
        choices: [
          { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
      },
    };
  });
  return {
    ...server,
    baseUrl: `${server.url}/v1`,
    requests,
    answerWith(next) {
      answer = next;
    },
  };
}
