import { ChevronRight, Globe, Heart, MessageCircle, MoreHorizontal, Send, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreativeTemplate } from '../use-creative-generation.ts';
import type { PreviewAd } from './ad-preview-model.ts';

/**
 * Where an ad runs: a social feed, a photo-sharing feed, the full-screen stories both have, the
 * social network's right column on a desktop, a search results page.
 */
export type Placement = 'feed' | 'photo' | 'story' | 'column' | 'search';

// A feed post's or a search result's card.
const CARD = 'overflow-hidden rounded-[10px] border border-line bg-surface text-[0.9rem] text-ink';
const AVATAR = 'grid size-10 flex-none place-items-center rounded-full bg-brand object-cover font-bold text-on-brand';
const CTA = 'ad-cta flex-none rounded-[6px] px-[0.8rem] py-[0.4rem] font-semibold';
// "Sponsored", in the colour of where it is written.
const SPONSORED = 'm-0 text-[0.8rem]';
const POST_ICONS = 'flex gap-4 px-3 pt-[0.6rem] pb-1 text-muted';

/** The ad as the placement shows it. */
export function PlacementAd({ placement, ad }: { readonly placement: Placement; readonly ad: PreviewAd }) {
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
      <span className={AVATAR} aria-hidden="true">
        {ad.name.trim().charAt(0).toLocaleUpperCase()}
      </span>
    );
  }
  return (
    <img
      className={AVATAR}
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

/** Who the ad is from, "Sponsored" under the name: white over a story's picture, as the name is. */
function Who({ ad, onPicture = false }: { readonly ad: PreviewAd; readonly onPicture?: boolean }) {
  const { t } = useTranslation('widgets');
  return (
    <span className="grid flex-1 leading-[1.25]">
      <strong className="ad-name" dir="auto">
        {ad.name}
      </strong>
      <span className={`${SPONSORED} ${onPicture ? 'text-white' : 'text-muted'}`}>{t('adPreview.sponsored')}</span>
    </span>
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
function AdImage({ ad, aspectRatio, className = 'block h-auto w-full' }: AdImageProps) {
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
    <article
      className="relative mx-auto max-w-64 overflow-hidden rounded-[12px] bg-ink text-[0.85rem] text-white"
      aria-label={t('adPreview.postOf', { name: ad.name })}
    >
      <AdImage ad={ad} aspectRatio="9:16" />
      <header className="absolute inset-x-0 top-0 flex items-center gap-2 bg-[linear-gradient(rgb(0_0_0/55%),transparent)] p-3">
        <Avatar ad={ad} />
        <Who ad={ad} onPicture />
      </header>
      <span className={`${CTA} m-[0.6rem_0.75rem_0.75rem] block bg-white text-center text-ink`} dir="auto">
        {ad.callToAction}
      </span>
    </article>
  );
}

/** The right column of the social network on a desktop: the 1.91:1 image, the headline, the name. */
function ColumnAd({ ad }: { readonly ad: PreviewAd }) {
  const { t } = useTranslation('widgets');
  return (
    <article
      className="grid max-w-64 gap-[0.4rem] text-[0.85rem] text-ink"
      aria-label={t('adPreview.postOf', { name: ad.name })}
    >
      <AdImage ad={ad} aspectRatio="1.91:1" className="block h-auto w-full rounded-[8px]" />
      <span className="grid gap-[0.1rem] wrap-anywhere">
        <strong className="ad-headline" dir="auto">
          {ad.headline}
        </strong>
        <span className="ad-name text-muted" dir="auto">
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
    <article className={CARD} aria-label={t('adPreview.postOf', { name: ad.name })}>
      <header className="flex items-center gap-[0.6rem] p-3">
        <Avatar ad={ad} />
        <Who ad={ad} />
        <MoreHorizontal aria-hidden="true" size={18} />
      </header>
      {!photoSharing && (
        <p className="ad-primary-text m-0 px-3 pb-3 wrap-anywhere" dir="auto">
          {ad.primaryText}
        </p>
      )}
      {image}
      {photoSharing ? (
        // The photo-sharing feed's one call to action: a bar under the picture, not a button beside words.
        <div className="flex items-center justify-between gap-3 border-b border-line px-3 py-[0.65rem] font-semibold">
          <span className="ad-cta" dir="auto">
            {ad.callToAction}
          </span>
          <ChevronRight aria-hidden="true" size={18} className="flex-none rtl:-scale-x-100" />
        </div>
      ) : (
        <div className="flex items-center justify-between gap-3 bg-surface-muted px-3 py-[0.65rem]">
          <strong className="ad-headline min-w-0 wrap-anywhere" dir="auto">
            {ad.headline}
          </strong>
          <span className={`${CTA} bg-line`} dir="auto">
            {ad.callToAction}
          </span>
        </div>
      )}
      {photoSharing ? (
        <>
          <div className={POST_ICONS} aria-hidden="true">
            <Heart size={20} />
            <MessageCircle size={20} />
            <Send size={20} />
          </div>
          <p className="m-0 px-3 pt-1 pb-3 wrap-anywhere" dir="auto">
            <strong className="ad-name" dir="auto">
              {ad.name}
            </strong>{' '}
            {ad.primaryText}
          </p>
        </>
      ) : (
        <div className={POST_ICONS} aria-hidden="true">
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
    <article className={`${CARD} p-4`} aria-label={t('adPreview.resultOf', { name: ad.name })}>
      <p className={`${SPONSORED} text-muted`}>{t('adPreview.sponsored')}</p>
      <div className="my-[0.4rem] flex items-center gap-[0.6rem]">
        <span className="grid size-7 place-items-center rounded-full bg-surface-muted" aria-hidden="true">
          <Globe size={14} />
        </span>
        <span className="grid leading-[1.3]">
          <span className="ad-name" dir="auto">
            {ad.name}
          </span>
          {ad.displayUrl !== '' && (
            <span className="ad-display-url text-[0.8rem] text-muted" dir="auto">
              {ad.displayUrl}
            </span>
          )}
        </span>
      </div>
      <p
        className="ad-search-headlines m-0 mb-[0.35rem] text-[1.15rem] leading-[1.35] text-link wrap-anywhere"
        dir="auto"
      >
        {ad.searchHeadlines.join(' | ')}
      </p>
      <p className="ad-search-descriptions m-0 text-muted wrap-anywhere" dir="auto">
        {ad.searchDescriptions.join(' ')}
      </p>
    </article>
  );
}
