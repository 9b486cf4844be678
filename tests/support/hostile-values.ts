import fc from 'fast-check';

/** Text an attacker or a careless client sends, by what it tries. */
export const HOSTILE_TEXTS = {
  loneSurrogate: 'Bloom \ud800 Salon',
  nul: 'Bloom\u0000Salon',
  rtlOverride: 'Bloom \u202egnp.exe\u202c Salon',
  combiningMarks: 'Z\u0351\u0352\u0353\u0354\u0355\u0356\u0357\u0358\u0359\u035a\u035b\u035c\u035d\u035e\u035f',
  emoji: '👩‍👩‍👧‍👦 🏳️‍🌈 Bloom',
  zeroWidth: 'Bl\u200bo\u200do\ufeffm',
  sqlQuote: "'; drop table app_user; --",
  sqlWildcards: '100% _real_ \\ back\\slash',
  html: '<img src=x onerror="window.__pwned=1">',
  script: '<script>window.__pwned=1</script>',
  formula: '=HYPERLINK("http://evil.example","click")',
  protoKey: '__proto__',
} as const;

/** A JSON value and the path to one of its nodes (object keys and array indexes). */
type Path = readonly (string | number)[];

/** Every node of a JSON value, the root first. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, i) => pathsOf(item, [...at, i]))];
  if (typeof value === 'object' && value !== null) {
    return [at, ...Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...at, key]))];
  }
  return [at];
}

/** `value` with the node at `path` replaced by what `change` makes of it (undefined: removed). */
function changedAt(value: unknown, path: Path, change: (node: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(value);
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = changedAt(copy[head as number], rest, change);
    return copy;
  }
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, child]) => [key, key === head ? changedAt(child, rest, change) : child] as const,
  );
  return Object.fromEntries(entries.filter(([, child]) => child !== undefined));
}

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
const OTHER_TYPES: readonly unknown[] = [42, -1.5, true, null, 'text', [], {}, [1, 'a'], { nested: { deeper: 1 } }];

/** How a mutation changes the node it lands on; each makes a value the schema may refuse. */
const MUTATIONS = {
  wrongType: fc
    .constantFrom(...OTHER_TYPES)
    .map(
      (other) => (node: unknown) => (typeOf(other) === typeOf(node) ? (typeof node === 'number' ? 'text' : 7) : other),
    ),
  removed: fc.constant(() => undefined),
  extraField: fc.constantFrom('unexpectedField', 'constructor', 'isAdmin', HOSTILE_TEXTS.protoKey).map(
    (key) => (node: unknown) =>
      typeof node === 'object' && node !== null && !Array.isArray(node)
        ? // defineProperty: a plain assignment of "__proto__" would set the prototype, not a key.
          Object.defineProperty({ ...node }, key, { value: true, enumerable: true })
        : { [key]: node },
  ),
  hugeString: fc.constantFrom('x', 'é', '😀', '\u202e').map((unit) => () => unit.repeat(40_000)),
  hugeArray: fc.constant(() => Array.from({ length: 20_000 }, (_, i) => i)),
  hostileText: fc.constantFrom(...Object.values(HOSTILE_TEXTS)).map((text) => () => text),
  hugeNumber: fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, 2 ** 31, -0.000001).map((number) => () => number),
} as const;

export type MutationName = keyof typeof MUTATIONS;

export interface Mutated {
  /** What was done, where: `hugeString at /name`. */
  readonly mutations: readonly string[];
  readonly body: unknown;
}

/**
 * One to three mutations of values from `shaped` (wrong types, missing and extra fields, huge
 * strings, arrays and numbers, hostile text), each at a node picked among the value's own.
 */
export function mutatedArbitrary(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<Mutated> {
  const names = Object.keys(MUTATIONS) as MutationName[];
  const step = fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), MUTATIONS[name], fc.nat()));
  return (
    fc
      .tuple(shaped, fc.array(step, { minLength: 1, maxLength: 3 }))
      .map(([value, steps]) => {
        let body = value;
        const mutations: string[] = [];
        for (const [name, change, at] of steps) {
          const paths = pathsOf(body);
          const path = paths[at % paths.length] ?? [];
          // Removing the root would leave no body at all: that one gets the wrong type instead.
          body = changedAt(body, path, path.length === 0 && name === 'removed' ? () => [] : change);
          mutations.push(`${name} at /${path.join('/')}`);
        }
        return { mutations, body, unchanged: JSON.stringify(body) === JSON.stringify(value) };
      })
      // A later step can undo an earlier one (a field added, then that field removed): no mutation.
      .filter(({ unchanged }) => !unchanged)
      .map(({ mutations, body }) => ({ mutations, body }))
  );
}

/** Text PostgreSQL cannot store, which the server refuses before any work (server/json-limits.ts). */
export function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || !value.isWellFormed();
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, child]) => holdsUnstorableText(key) || holdsUnstorableText(child));
}
