/**
 * The names of a set the flows refer to by name (guards, effects), from its descriptions: the list,
 * a type-narrowing check, and the message for a name that is not one of them.
 */
export function registeredNames<Name extends string>(kind: string, descriptions: Readonly<Record<Name, string>>) {
  const names = Object.keys(descriptions) as Name[];
  return {
    names,
    has: (name: string): name is Name => Object.hasOwn(descriptions, name),
    unknown: (name: string) => `unknown ${kind} "${name}" (${kind}s: ${names.join(', ')})`,
  };
}
