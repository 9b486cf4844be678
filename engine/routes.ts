/** Step routes with parameters, e.g. `imageCreativesCreative/preview/{id}` (spec §2). */
export interface RoutePattern {
  readonly step: string;
  readonly pattern: string;
  readonly regex: RegExp;
  readonly params: readonly string[];
}

const PARAM = /^\{([a-zA-Z]+)(\?)?\}$/;

export function compileRoute(step: string, pattern: string): RoutePattern {
  const params: string[] = [];
  const parts = pattern.split('/').map((segment) => {
    const param = PARAM.exec(segment);
    if (param === null) return `/${escapeRegex(segment)}`;
    params.push(param[1] ?? '');
    // An optional parameter (verification/{businessProfileId?}) may be left out with its slash.
    return param[2] === '?' ? '(?:/([^/]+))?' : '/([^/]+)';
  });
  return { step, pattern, regex: new RegExp(`^${parts.join('').slice(1)}/?$`), params };
}

export function matchRoute(route: RoutePattern, path: string): Record<string, string> | null {
  const match = route.regex.exec(path.replace(/^\/+/, ''));
  if (match === null) return null;
  const params: Record<string, string> = {};
  route.params.forEach((name, index) => {
    const value = match[index + 1];
    if (value !== undefined) params[name] = value;
  });
  try {
    return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decodeURIComponent(value)]));
  } catch {
    // A malformed %-escape in a URL matches no route.
    return null;
  }
}

export function fillRoute(route: RoutePattern, params: Readonly<Record<string, string | number>>): string {
  return route.pattern
    .split('/')
    .flatMap((segment) => {
      const param = PARAM.exec(segment);
      if (param === null) return [segment];
      const value = params[param[1] ?? ''];
      if (value === undefined) {
        if (param[2] === '?') return [];
        throw new RangeError(`Route ${route.pattern} needs parameter "${param[1] ?? ''}"`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
