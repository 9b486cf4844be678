import { API_CATALOGUE } from './api-catalogue.ts';

// Each endpoint's path as the router sees it (below /api), one entry a segment.
const TEMPLATES = API_CATALOGUE.map((endpoint) => ['api', ...endpoint.path.split('/').filter((s) => s !== '')]);

/**
 * The name the catalogue gives segment `index` of a request's path (`campaignId`), so a refusal
 * can say which parameter it means; undefined where no endpoint has a parameter there.
 * `segments` are the path's own, without empty ones; routes match whatever the case.
 */
export function pathParameterAt(segments: readonly string[], index: number): string | undefined {
  for (const template of TEMPLATES) {
    if (template.length !== segments.length) continue;
    const matches = template.every(
      (part, i) => i === index || part.startsWith('{') || part.toLowerCase() === segments[i]?.toLowerCase(),
    );
    const name = /^\{(\w+)\}$/.exec(template[index] ?? '')?.[1];
    if (matches && name !== undefined) return name;
  }
  return undefined;
}
