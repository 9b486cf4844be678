import type { FieldProps } from '@rjsf/utils';
import { Globe, Heart, Laptop, MessageCircle, MoreHorizontal, Send, Smartphone, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stepFormContext } from '../../wizard/form-context.ts';
import { GenerationFailure } from '../shared/generation-failure.tsx';
import { useCreativeGeneration, type CreativeTemplate } from '../use-creative-generation.ts';
import { previewAdOf, type PreviewAd, type PreviewAnswers } from './ad-preview-model.ts';
import './ad-preview.css';

/**
 * Where an ad runs: a social feed, a photo-sharing feed, the full-screen stories both have, the
 * social network's right column on a desktop, a search results page.
 */
type Placement = 'feed' | 'photo' | 'story' | 'column' | 'search';
type Device = 'desktop' | 'phone';

const PLACEMENTS: readonly Placement[] = ['feed', 'photo', 'story', 'column', 'search'];

function placementsOf(uiSchema: FieldProps['uiSchema']): readonly Placement[] {
  const named = (uiSchema?.['ui:options'] as { placements?: unknown } | undefined)?.placements;
  return Array.isArray(named) ? PLACEMENTS.filter((placement) => named.includes(placement)) : PLACEMENTS;
}

/** The call to action's words, as the step's schema labels its id (the edited one). */
function callToActionLabel(schema: FieldProps['schema'], id: unknown): string | null {
  const property = (schema.properties as Record<string, { oneOf?: { const?: unknown; title?: string }[] }> | undefined)
    ?.callToActionId;
  return property?.oneOf?.find((option) => option.const === id)?.title ?? null;
}

/**
 * The ad as it will run (OL §2 ImageCreativesAdPreview/preview and googleAds; issue 24): drawn
 * from the session's creative and copy, in each placement the step names (`ui:options.placements`),
 * framed as on a desktop or a phone.
 */
export function AdPreviewField({ formData, schema, uiSchema, registry }: FieldProps) {
  const { t } = useTranslation('widgets');
  const { sessionId } = stepFormContext(registry);
  const { generation, retry } = useCreativeGeneration(sessionId);
  const [device, setDevice] = useState<Device>('desktop');
  const answers = (formData ?? {}) as PreviewAnswers & { readonly callToActionId?: number };

  if (generation.state === 'generating') {
    return (
      <p role="status" className="ad-preview-status">
        {t('adPreview.drawing')}
      </p>
    );
  }
  if (generation.state !== 'done') {
    return (
      <GenerationFailure timedOut={generation.state === 'timedOut'} onRetry={retry} className="ad-preview-status" />
    );
  }
  const ad = previewAdOf(answers, generation, generation.advertiser, callToActionLabel(schema, answers.callToActionId));
  return (
    <div className="ad-preview">
      <div className="ad-preview-devices" role="group" aria-label={t('adPreview.device')}>
        {(['desktop', 'phone'] as const).map((shown) => (
          <button
            key={shown}
            type="button"
            aria-pressed={device === shown}
            onClick={() => {
              setDevice(shown);
            }}
          >
            {shown === 'desktop' ? (
              <Laptop aria-hidden="true" size={18} />
            ) : (
              <Smartphone aria-hidden="true" size={18} />
            )}
            {t(`adPreview.${shown}`)}
          </button>
        ))}
      </div>
      <div className={`ad-preview-placements is-${device}`}>
        {/* The right column is a desktop placement: phones have none. */}
        {placementsOf(uiSchema)
          .filter((placement) => device === 'desktop' || placement !== 'column')
          .map((placement) => (
            <figure key={placement} className={`ad-frame ad-frame-${placement}`} data-placement={placement}>
              <figcaption>{t(`adPreview.${placement}`)}</figcaption>
              <PlacementAd placement={placement} ad={ad} />
            </figure>
          ))}
      </div>
    </div>
  );
}

function PlacementAd({ placement, ad }: { readonly placement: Placement; readonly ad: PreviewAd }) {
  switch (placement) {
    case 'search':
      return <SearchResult ad={ad} />;
    case 'story':
      return <StoryAd ad={ad} />;
    case 'column':
      return <ColumnAd ad={ad} />;
    default:
      return <FeedPost ad={ad} photoSharing={placement === 'photo'} />;
  }
}

/** The page's picture: the logo, else (none given, or it does not load) the name's first letter. */
function Avatar({ ad }: { readonly ad: PreviewAd }) {
  const [broken, setBroken] = useState(false);
  if (ad.logoUrl === null || broken) {
    return (
      <span className="ad-avatar" aria-hidden="true">
        {ad.name.trim().charAt(0).toLocaleUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="ad-avatar"
      src={ad.logoUrl}
      alt=""
      width={40}
      height={40}
      onError={() => {
        setBroken(true);
      }}
    />
  );
}

const formatOf = (image: CreativeTemplate, aspectRatio: string) =>
  image.formats.find((format) => format.aspectRatio === aspectRatio);

interface AdImageProps {
  readonly ad: PreviewAd;
  /** The placement's shape; without one, the creative's own (square) image. */
  readonly aspectRatio?: string;
  readonly className?: string;
}

/** The creative in the placement's shape where it was drawn in it (older generations have only the square). */
function AdImage({ ad, aspectRatio, className = 'ad-image' }: AdImageProps) {
  const { t } = useTranslation('widgets');
  if (ad.image === null) return null;
  const drawn = (aspectRatio === undefined ? undefined : formatOf(ad.image, aspectRatio)) ?? ad.image;
  return (
    <img
      className={className}
      src={drawn.imageUrl}
      width={drawn.width}
      height={drawn.height}
      alt={t('adPreview.imageAlt', { name: ad.name })}
    />
  );
}

/** A story: the 9:16 image over the whole screen, who at the top, the button at the bottom. */
function StoryAd({ ad }: { readonly ad: PreviewAd }) {
  const { t } = useTranslation('widgets');
  return (
    <article className="ad-story" aria-label={t('adPreview.postOf', { name: ad.name })}>
      <AdImage ad={ad} aspectRatio="9:16" className="ad-story-image" />
      <header className="ad-story-header">
        <Avatar ad={ad} />
        <span className="ad-post-who">
          <strong className="ad-name" dir="auto">
            {ad.name}
          </strong>
          <span className="ad-sponsored">{t('adPreview.sponsored')}</span>
        </span>
      </header>
      <span className="ad-cta ad-story-cta" dir="auto">
        {ad.callToAction}
      </span>
    </article>
  );
}

/** The right column of the social network on a desktop: the 1.91:1 image, the headline, the name. */
function ColumnAd({ ad }: { readonly ad: PreviewAd }) {
  const { t } = useTranslation('widgets');
  return (
    <article className="ad-column" aria-label={t('adPreview.postOf', { name: ad.name })}>
      <AdImage ad={ad} aspectRatio="1.91:1" />
      <span className="ad-column-text">
        <strong className="ad-headline" dir="auto">
          {ad.headline}
        </strong>
        <span className="ad-name" dir="auto">
          {ad.displayUrl === '' ? ad.name : ad.displayUrl}
        </span>
      </span>
    </article>
  );
}

/** A social or photo-sharing feed post: who, "Sponsored", the words, the image, the button. */
function FeedPost({ ad, photoSharing }: { readonly ad: PreviewAd; readonly photoSharing: boolean }) {
  const { t } = useTranslation('widgets');
  // The photo-sharing feed shows a portrait post (4:5) where the creative has one; the feed a square.
  const image = photoSharing ? <AdImage ad={ad} aspectRatio="4:5" /> : <AdImage ad={ad} />;
  return (
    <article className="ad-post" aria-label={t('adPreview.postOf', { name: ad.name })}>
      <header className="ad-post-header">
        <Avatar ad={ad} />
        <span className="ad-post-who">
          <strong className="ad-name" dir="auto">
            {ad.name}
          </strong>
          <span className="ad-sponsored">{t('adPreview.sponsored')}</span>
        </span>
        <MoreHorizontal aria-hidden="true" size={18} />
      </header>
      {!photoSharing && (
        <p className="ad-primary-text" dir="auto">
          {ad.primaryText}
        </p>
      )}
      {image}
      <div className="ad-post-action">
        <span className="ad-post-headline">
          {photoSharing ? (
            t('adPreview.learnMore')
          ) : (
            <strong className="ad-headline" dir="auto">
              {ad.headline}
            </strong>
          )}
        </span>
        <span className="ad-cta" dir="auto">
          {ad.callToAction}
        </span>
      </div>
      {photoSharing ? (
        <>
          <div className="ad-post-icons" aria-hidden="true">
            <Heart size={20} />
            <MessageCircle size={20} />
            <Send size={20} />
          </div>
          <p className="ad-caption" dir="auto">
            <strong className="ad-name" dir="auto">
              {ad.name}
            </strong>{' '}
            {ad.primaryText}
          </p>
        </>
      ) : (
        <div className="ad-post-icons" aria-hidden="true">
          <ThumbsUp size={18} />
          <MessageCircle size={18} />
          <Send size={18} />
        </div>
      )}
    </article>
  );
}

/** A search result: "Sponsored", the business and its site, up to three headlines, two descriptions. */
function SearchResult({ ad }: { readonly ad: PreviewAd }) {
  const { t } = useTranslation('widgets');
  return (
    <article className="ad-search" aria-label={t('adPreview.resultOf', { name: ad.name })}>
      <p className="ad-sponsored">{t('adPreview.sponsored')}</p>
      <div className="ad-search-site">
        <span className="ad-search-favicon" aria-hidden="true">
          <Globe size={14} />
        </span>
        <span>
          <span className="ad-name" dir="auto">
            {ad.name}
          </span>
          {ad.displayUrl !== '' && (
            <span className="ad-display-url" dir="auto">
              {ad.displayUrl}
            </span>
          )}
        </span>
      </div>
      <p className="ad-search-headlines" dir="auto">
        {ad.searchHeadlines.join(' | ')}
      </p>
      <p className="ad-search-descriptions" dir="auto">
        {ad.searchDescriptions.join(' ')}
      </p>
    </article>
  );
}
