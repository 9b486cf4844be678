import { useEffect, useRef, useState } from 'react';
import { useCreativeGeneration, type AdCopy } from '../use-creative-generation.ts';

/** Which of the generated copy a field starts with (`ui:options.generated`). */
type GeneratedPart = 'primaryText' | 'headline' | 'headlines' | 'description' | 'descriptions';

const PARTS: Readonly<Record<GeneratedPart, (copy: AdCopy) => string | readonly string[] | undefined>> = {
  primaryText: (copy) => copy.primaryText,
  headline: (copy) => copy.headlines[0],
  headlines: (copy) => copy.headlines,
  description: (copy) => copy.descriptions[0],
  descriptions: (copy) => copy.descriptions,
};

const isPart = (name: unknown): name is GeneratedPart => typeof name === 'string' && name in PARTS;

const isEmpty = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * An edit screen opens with what the ad says now (issue 24): a field the owner has not written
 * yet starts with its part of the generated copy, once, when that is ready. A field they emptied
 * after that stays empty.
 */
export function useGeneratedCopy(
  part: unknown,
  sessionId: string | null,
  value: unknown,
  onChange: (value: unknown) => void,
): void {
  // Asked once, as the screen opens: what the owner types later is theirs.
  const [wanted] = useState(() => isPart(part) && isEmpty(value));
  const { generation } = useCreativeGeneration(wanted ? sessionId : null);
  const filled = useRef(!wanted);
  useEffect(() => {
    if (filled.current || !isPart(part) || generation.state !== 'done' || generation.adCopy === null) return;
    filled.current = true;
    const generated = PARTS[part](generation.adCopy);
    if (generated !== undefined && isEmpty(value))
      onChange(typeof generated === 'string' ? generated : generated.slice());
  }, [generation, part, value, onChange]);
}
