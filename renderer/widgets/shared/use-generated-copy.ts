import { useEffect, useRef, useState } from 'react';
import type { StepFormContext } from '../../wizard/form-context.ts';
import { useCreativeGeneration, type AdCopy, type DrawnWith } from '../use-creative-generation.ts';

/** Which of the generated copy, or of what the creatives were drawn with, a field starts with (`ui:options.generated`). */
type GeneratedPart =
  | 'primaryText'
  | 'callToAction'
  | 'headline'
  | 'headlines'
  | 'description'
  | 'descriptions'
  | 'creativeText'
  | 'creativeColour'
  | 'buttonText'
  | 'logo'
  | 'photo'
  | 'leadForm';

type Generated = number | string | readonly string[] | Readonly<Record<string, unknown>> | null | undefined;

const PARTS: Readonly<Record<GeneratedPart, (copy: AdCopy, drawn: DrawnWith) => Generated>> = {
  primaryText: (copy) => copy.primaryText,
  callToAction: (copy) => copy.callToAction,
  headline: (copy) => copy.headlines[0],
  headlines: (copy) => copy.headlines,
  description: (copy) => copy.descriptions[0],
  descriptions: (copy) => copy.descriptions,
  // The creative edit screen (issue 24): the creative as it is drawn now.
  creativeText: (_copy, drawn) => drawn.text,
  creativeColour: (_copy, drawn) => drawn.colour,
  buttonText: (_copy, drawn) => drawn.buttonText,
  logo: (_copy, drawn) => drawn.logo,
  photo: (_copy, drawn) => drawn.photo,
  leadForm: (copy) => (copy.leadForm === undefined ? undefined : { ...copy.leadForm }),
};

// Every line of the part's kind that was written, best first (copy written before suggestions: its own lines).
const NONE = () => [];
const SUGGESTIONS: Readonly<Record<GeneratedPart, (copy: AdCopy) => readonly string[]>> = {
  primaryText: (copy) => copy.variants?.primaryTexts ?? [copy.primaryText],
  callToAction: NONE,
  creativeText: NONE,
  creativeColour: NONE,
  buttonText: NONE,
  logo: NONE,
  photo: NONE,
  leadForm: NONE,
  headline: (copy) => copy.variants?.headlines ?? copy.headlines,
  headlines: (copy) => copy.variants?.headlines ?? copy.headlines,
  description: (copy) => copy.variants?.descriptions ?? copy.descriptions,
  descriptions: (copy) => copy.variants?.descriptions ?? copy.descriptions,
};

const NOTHING: GeneratedCopy = { suggestions: [], writing: false };
const WRITING: GeneratedCopy = { suggestions: [], writing: true };

const isPart = (name: unknown): name is GeneratedPart => typeof name === 'string' && name in PARTS;

// A list RJSF starts with one blank item (a required list: `[""]`), or an object it starts with
// nothing in (a lead form: `{}`), is as unwritten as none.
const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (typeof value === 'object' && Object.values(value).every(isEmpty));

/** What a field knows of the generated copy: the lines written for it, and whether they are being written. */
export interface GeneratedCopy {
  readonly suggestions: readonly string[];
  /** The copy is still being written: the field says so rather than look empty. */
  readonly writing: boolean;
}

/**
 * An edit screen opens with what the ad says now (issue 24): a field the owner has not written
 * yet starts with its part of the generated copy, once, when that is ready. A field they emptied
 * after that stays empty.
 */
export function useGeneratedCopy(
  part: unknown,
  step: Pick<StepFormContext, 'sessionId' | 'visit'>,
  value: unknown,
  onChange: (value: unknown) => void,
): GeneratedCopy {
  // Asked once, as the screen opens: what the owner types later is theirs.
  const [wanted] = useState(() => isPart(part) && isEmpty(value));
  const { generation } = useCreativeGeneration(isPart(part) ? step.sessionId : null, step.visit);
  const filled = useRef(!wanted);
  useEffect(() => {
    if (filled.current || !isPart(part) || generation.state !== 'done' || generation.adCopy === null) return;
    filled.current = true;
    const generated = PARTS[part](generation.adCopy, generation.drawnWith);
    if (generated === undefined || generated === null || !isEmpty(value)) return;
    // A copy: the form may change what it is given, the generation must stay as it came.
    onChange(typeof generated === 'object' ? structuredClone(generated) : generated);
  }, [generation, part, value, onChange]);
  if (!isPart(part) || step.sessionId === null) return NOTHING;
  if (generation.state === 'generating') return WRITING;
  if (generation.state !== 'done' || generation.adCopy === null) return NOTHING;
  return { suggestions: SUGGESTIONS[part](generation.adCopy), writing: false };
}
