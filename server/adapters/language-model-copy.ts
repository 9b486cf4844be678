import OpenAI from 'openai';
import type { Logger } from 'pino';
import {
  localAdCopyWriter,
  callToActionFor,
  chosenFrom,
  DESCRIPTION_LENGTH,
  HEADLINE_LENGTH,
  PRIMARY_TEXT_MAX,
  VARIANTS,
  type AdCopy,
  type AdCopyVariants,
  type AdCopyWriter,
} from '../modules/creatives/ad-copy.ts';
import type { CreativeInputs } from '../modules/creatives/creative-inputs.ts';

export interface LanguageModelSettings {
  readonly apiKey: string;
  /** An OpenAI-compatible endpoint; none: OpenAI's own. */
  readonly baseUrl: string | undefined;
  readonly model: string;
}

// A generation is polled for up to 5 minutes (OL §4); the copy must not hold the creatives that long.
const REQUEST_TIMEOUT_MS = 20_000;
const MAX_RETRIES = 1;

// What the model answers: three lists, each line a whole wording (strict structured output).
const LINES = (maxLength: number) => ({ type: 'array', items: { type: 'string', maxLength } }) as const;
const ANSWER_SCHEMA = {
  type: 'object',
  properties: {
    primaryTexts: LINES(PRIMARY_TEXT_MAX),
    headlines: LINES(HEADLINE_LENGTH.max),
    descriptions: LINES(DESCRIPTION_LENGTH.max),
  },
  required: ['primaryTexts', 'headlines', 'descriptions'],
  additionalProperties: false,
} as const;

const INSTRUCTIONS = [
  'You write ad copy for a small local business or online store, for a social feed ad and a search ad.',
  'Use only the facts given: never invent prices, discounts, awards or claims.',
  `Write ${VARIANTS.primaryTexts} primary texts of at most ${PRIMARY_TEXT_MAX} characters,`,
  `${VARIANTS.headlines} headlines of ${HEADLINE_LENGTH.min} to ${HEADLINE_LENGTH.max} characters`,
  `and ${VARIANTS.descriptions} descriptions of ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} characters.`,
  'Every line is a whole phrase: never cut one short or end it with an ellipsis. Best lines first.',
].join(' ');

/**
 * Ad copy from a hosted language model through OpenAI's official SDK (chat completions with a
 * strict JSON schema, which OpenAI-compatible hosts also serve). Its lines are checked against the
 * OL §5 limits; the local writer's lines fill in what it did not give, and the local writer answers
 * alone when the model fails, is slow or answers something else: copy is never what stops an ad.
 */
export function languageModelCopyWriter(
  settings: LanguageModelSettings,
  fallback: AdCopyWriter,
  logger: Logger,
): AdCopyWriter {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    maxRetries: MAX_RETRIES,
  });
  return {
    name: `language model ${settings.model}`,
    async write(inputs) {
      const local = await fallback.write(inputs);
      try {
        const written = await askModel(client, settings.model, inputs);
        const chosen = chosenFrom(merged(written, local), callToActionFor(inputs.objective, inputs.hasOffer));
        // The model writes the ad's lines; the lead form stays the local one.
        return local.leadForm === undefined ? chosen : { ...chosen, leadForm: local.leadForm };
      } catch (error) {
        logger.warn({ err: error, model: settings.model }, `ad copy from ${fallback.name}: the language model failed`);
        return local;
      }
    },
  };
}

async function askModel(client: OpenAI, model: string, inputs: CreativeInputs): Promise<AdCopyVariants> {
  const completion = await client.chat.completions.create({
    model,
    messages: [
      { role: 'system', content: INSTRUCTIONS },
      { role: 'user', content: JSON.stringify(businessFacts(inputs)) },
    ],
    response_format: { type: 'json_schema', json_schema: { name: 'ad_copy', strict: true, schema: ANSWER_SCHEMA } },
  });
  const message = completion.choices[0]?.message;
  if (message?.refusal) throw new Error(`The model refused: ${message.refusal}`);
  return variantsIn(JSON.parse(message?.content ?? '') as unknown);
}

/** What the model is told of the business: only what the owner gave. */
function businessFacts(inputs: CreativeInputs) {
  return {
    businessName: inputs.businessName,
    category: inputs.category ?? '',
    services: inputs.services,
    offer: inputs.hasOffer ? inputs.offerText : '',
    promotionTagline: inputs.tagline ?? '',
    callToAction: callToActionFor(inputs.objective, inputs.hasOffer).text,
  };
}

/** The lines of an answer that keep the OL §5 limits and are whole (no ellipsis); an answer of another shape throws. */
function variantsIn(answer: unknown): AdCopyVariants {
  if (typeof answer !== 'object' || answer === null) throw new Error('The model answered no JSON object');
  const list = (name: keyof AdCopyVariants, max: number): string[] => {
    const value = (answer as Record<string, unknown>)[name];
    if (!Array.isArray(value)) throw new Error(`The model's answer has no ${name} list`);
    return value
      .filter((line): line is string => typeof line === 'string')
      .map((line) => line.trim().replace(/\s+/g, ' '))
      .filter((line) => line !== '' && line.length <= max && !/…|\.\.\.$/.test(line));
  };
  return {
    primaryTexts: list('primaryTexts', PRIMARY_TEXT_MAX),
    headlines: list('headlines', HEADLINE_LENGTH.max),
    descriptions: list('descriptions', DESCRIPTION_LENGTH.max),
  };
}

/** The model's lines first, then the local ones it did not write, each list as long as VARIANTS allows. */
function merged(written: AdCopyVariants, local: AdCopy): AdCopyVariants {
  const fallback = local.variants ?? {
    primaryTexts: [local.primaryText],
    headlines: local.headlines,
    descriptions: local.descriptions,
  };
  const join = (name: keyof AdCopyVariants) =>
    [...new Set([...written[name], ...fallback[name]])].slice(0, VARIANTS[name]);
  return { primaryTexts: join('primaryTexts'), headlines: join('headlines'), descriptions: join('descriptions') };
}

/** The writer configured: the hosted model when a key is set (the local wordings its fallback), else the local wordings. */
export function configuredAdCopyWriter(settings: LanguageModelSettings | undefined, logger: Logger): AdCopyWriter {
  if (settings === undefined) {
    logger.info('ad copy is written by the local wordings: set OPENAI_API_KEY to have a language model write it');
    return localAdCopyWriter;
  }
  logger.info({ model: settings.model, baseUrl: settings.baseUrl }, 'ad copy is written by a hosted language model');
  return languageModelCopyWriter(settings, localAdCopyWriter, logger);
}
