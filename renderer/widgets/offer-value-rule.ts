import type { RJSFSchema } from '@rjsf/utils';
import { isRecord } from './shared/schema-reading.ts';

/**
 * What `value` must be for one offer type, read from the schema's own `if`/`then` rules (the
 * Offer entity's $defs.rules, inlined into the step): percentage an integer 1-99, flat a positive
 * number, free service and custom a text; undefined when the type takes no value (free delivery,
 * without offer). Reading the rules keeps the widget and the validation from ever disagreeing.
 */
export function offerValueRule(schema: RJSFSchema, type: unknown, valueField: string): RJSFSchema | undefined {
  for (const rule of conditionalRules(schema)) {
    const condition = rule.if.properties?.type;
    if (!isRecord(condition) || !matches(condition, type)) continue;
    const value = rule.then.properties?.[valueField];
    if (isRecord(value)) return value;
  }
  return undefined;
}

interface ConditionalRule {
  readonly if: RJSFSchema;
  readonly then: RJSFSchema;
}

function conditionalRules(schema: unknown): ConditionalRule[] {
  if (!isRecord(schema)) return [];
  const own =
    isRecord(schema.if) && isRecord(schema.then) ? [{ if: schema.if, then: schema.then } as ConditionalRule] : [];
  const nested = Array.isArray(schema.allOf) ? schema.allOf.flatMap(conditionalRules) : [];
  return [...own, ...nested];
}

function matches(condition: Record<string, unknown>, type: unknown): boolean {
  if ('const' in condition) return condition.const === type;
  return Array.isArray(condition.enum) && condition.enum.includes(type);
}
