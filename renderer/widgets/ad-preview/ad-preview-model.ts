import type { AdCopy, Advertiser, CreativeTemplate } from '../use-creative-generation.ts';

/** What the preview step copied from the session (ad-preview.schema.json): the edits, once made. */
export interface PreviewAnswers {
  readonly selectedTemplateId?: number;
  readonly primaryText?: string;
  readonly headline?: string;
  readonly description?: string;
  readonly headlines?: readonly string[];
  readonly descriptions?: readonly string[];
}

/** One ad as the channels would show it (issue 24). */
export interface PreviewAd {
  readonly name: string;
  readonly logoUrl: string | null;
  readonly image: CreativeTemplate | null;
  readonly primaryText: string;
  readonly headline: string;
  readonly description: string;
  readonly callToAction: string;
  /** The site as a search result shows it: host and path, no scheme or "www.". */
  readonly displayUrl: string;
  /** At most three (a search ad shows up to three headlines) and two descriptions. */
  readonly searchHeadlines: readonly string[];
  readonly searchDescriptions: readonly string[];
}

const SEARCH_HEADLINES = 3;
const SEARCH_DESCRIPTIONS = 2;

const filled = (texts: readonly string[] | undefined): readonly string[] =>
  (texts ?? []).map((text) => text.trim()).filter((text) => text !== '');

const firstOf = (...texts: (string | undefined)[]): string =>
  texts.map((text) => text?.trim() ?? '').find((text) => text !== '') ?? '';

/** The site's address as a search ad shows it: its host and path, without the scheme or "www.". */
export function displayUrlOf(websiteUrl: string | null): string {
  if (websiteUrl === null) return '';
  try {
    const url = new URL(websiteUrl);
    const host = url.hostname.replace(/^www\./, '');
    return url.pathname === '/' ? host : `${host}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return websiteUrl;
  }
}

/**
 * The ad the previews draw: what the owner edited where they did (the copied answers), else what
 * was generated; the creative chosen, else the first one drawn.
 */
export function previewAdOf(
  answers: PreviewAnswers,
  generated: { readonly templates: readonly CreativeTemplate[]; readonly adCopy: AdCopy | null },
  advertiser: Advertiser,
  callToActionLabel: string | null,
): PreviewAd {
  const copy = generated.adCopy;
  const image =
    generated.templates.find((template) => template.templateId === answers.selectedTemplateId) ??
    generated.templates[0] ??
    null;
  const edited = filled(answers.headlines);
  const headlines = edited.length > 0 ? edited : filled(copy?.headlines);
  const editedDescriptions = filled(answers.descriptions);
  const descriptions = editedDescriptions.length > 0 ? editedDescriptions : filled(copy?.descriptions);
  return {
    name: advertiser.name,
    logoUrl: advertiser.logoUrl,
    image,
    primaryText: firstOf(answers.primaryText, copy?.primaryText),
    headline: firstOf(answers.headline, headlines[0], advertiser.name),
    description: firstOf(answers.description, descriptions[0]),
    callToAction: firstOf(callToActionLabel ?? undefined, copy?.callToActionText),
    displayUrl: displayUrlOf(advertiser.websiteUrl),
    searchHeadlines: headlines.slice(0, SEARCH_HEADLINES),
    searchDescriptions: descriptions.slice(0, SEARCH_DESCRIPTIONS),
  };
}
