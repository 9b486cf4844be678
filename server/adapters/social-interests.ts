/**
 * The social network's targeting search (OL §7 GET .../targets): interests and behaviours an ad
 * set can target. The network cannot be reached from here, so `localSocialInterestsStandIn`
 * answers from a fixed list of a few hundred (social-interests-data.ts, decision 220).
 */
import { createHash } from 'node:crypto';
import { createNameIndex, type NameIndex } from '../modules/shared/name-match.ts';
import { BEHAVIOUR_TOPICS, INTEREST_TOPICS } from './social-interests-data.ts';

/** OL §7 fbTargetTypes: 1 = interests, 3 = behaviours (decision 220). */
export const TargetType = { interest: 1, behaviour: 3 } as const;
export type TargetTypeId = (typeof TargetType)[keyof typeof TargetType];

export interface SocialTarget {
  /** Stable across releases: the social-interests-data.ts comment says why. */
  readonly id: string;
  readonly name: string;
  readonly type: TargetTypeId;
  /** The topic it belongs to, shown beside the name so that "Running" reads as a sport. */
  readonly topic: string;
}

export interface SocialTargetSearch {
  readonly types: ReadonlySet<TargetTypeId>;
  readonly limit: number;
}

export interface SocialInterests {
  /** Targets whose name matches `query` (case- and accent-insensitive), exact, then prefix, then substring. */
  search(query: string, options: SocialTargetSearch): Promise<SocialTarget[]>;
}

/** A numeric id like the network's own, from the type and name: the same name keeps its id. */
export function targetIdOf(type: TargetTypeId, name: string): string {
  const digest = createHash('sha256')
    .update(`${String(type)}:${name}`)
    .digest();
  return `600${(digest.readBigUInt64BE(0) % 10n ** 10n).toString().padStart(10, '0')}`;
}

function targetsOf(type: TargetTypeId, topics: Readonly<Record<string, readonly string[]>>): SocialTarget[] {
  return Object.entries(topics).flatMap(([topic, names]) =>
    names.map((name) => ({ id: targetIdOf(type, name), name, type, topic })),
  );
}

let index: NameIndex<SocialTarget> | undefined;

function targetIndex(): NameIndex<SocialTarget> {
  index ??= createNameIndex(
    [...targetsOf(TargetType.interest, INTEREST_TOPICS), ...targetsOf(TargetType.behaviour, BEHAVIOUR_TOPICS)],
    (target) => target.name,
    (a, b) => a.type - b.type,
  );
  return index;
}

export const localSocialInterestsStandIn: SocialInterests = {
  search(query, { types, limit }) {
    return Promise.resolve(targetIndex().search(query, { limit, accept: (target) => types.has(target.type) }));
  },
};
