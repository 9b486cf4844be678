import type { UiSchema } from '@rjsf/utils';

/**
 * The step's data with the session's region in every field its uiSchema marks
 * `"ui:options": { "regionDefault": true }` that holds nothing yet (an address's country defaults
 * to the country the user confirmed, not to the schema's fixed default).
 */
export function withRegionDefaults(uiSchema: UiSchema, data: unknown, region: string | null): unknown {
  if (region === null) return data;
  return fill(uiSchema, data, region);
}

function fill(uiSchema: unknown, data: unknown, region: string): unknown {
  if (uiSchema === null || typeof uiSchema !== 'object') return data;
  const options = (uiSchema as UiSchema)['ui:options'] as { regionDefault?: unknown } | undefined;
  if (options?.regionDefault === true) return data ?? region;
  const fields = Object.entries(uiSchema).filter(([key, value]) => !key.startsWith('ui:') && typeof value === 'object');
  if (fields.length === 0) return data;
  const record =
    data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const filled = { ...record };
  for (const [field, fieldUiSchema] of fields) {
    const value = fill(fieldUiSchema, record[field], region);
    if (value !== undefined) filled[field] = value;
  }
  return Object.keys(filled).length === 0 ? data : filled;
}
