import { createElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { ColourScheme } from '../colour-scheme.ts';
import type { CreativeFormat } from '../creative-formats.ts';
import { FONT_FAMILY } from '../fonts.ts';
import { fittedSize, type TextBox } from '../text-fit.ts';

/** What a layout is filled in with. */
export interface TemplateContent {
  readonly businessName: string;
  readonly services: readonly string[];
  /** The offer, whole (or the business's own line when there is none). */
  readonly offerText: string;
  readonly hasOffer: boolean;
  /** The promotion tagline, or ''. */
  readonly tagline: string;
  /** The call to action's words (OL §3), drawn as the ad's button. */
  readonly callToAction: string;
  readonly colours: ColourScheme;
  /** The logo as a data: URI, or null to draw none. */
  readonly logo: string | null;
  /** The business's first photo as a data: URI, or null: the photo layouts need one. */
  readonly photo: string | null;
}

/** The image being drawn: its size, and its scale next to the 1080 px square the sizes are written for. */
export interface Canvas {
  readonly width: number;
  readonly height: number;
  /** Sizes below are written for a 1080 px square; this scales them to the shorter side. */
  readonly px: (size: number) => number;
  /** Wider than tall (the 1.91:1 link ad): side by side rather than stacked. */
  readonly wide: boolean;
  /** Much taller than wide (the 9:16 story). */
  readonly tall: boolean;
  /**
   * How far below the top edge what is read (text, logo, button) may start, for a layout that
   * starts it `depth` px down: deeper where the format keeps its top clear (creative-formats.ts
   * safeArea, the story's). Backgrounds and photos still fill the image.
   */
  readonly clearTop: (depth: number) => number;
  /** The same above the foot. */
  readonly clearBottom: (depth: number) => number;
}

export function canvasOf(format: CreativeFormat): Canvas {
  const { width, height, safeArea } = format;
  const unit = Math.min(width, height) / 1080;
  return {
    width,
    height,
    px: (size) => Math.round(size * unit),
    wide: width / height > 1.3,
    tall: height / width > 1.5,
    clearTop: (depth) => Math.max(depth, safeArea.top),
    clearBottom: (depth) => Math.max(depth, safeArea.bottom),
  };
}

/**
 * `pad` on every side of a box, deeper at the top and foot where the format keeps the image's
 * clear. `from` is how far the box's top and foot are from the image's (0 unless told), or false
 * for one that is not at the image's edge (it has the box above or below it).
 */
export const paddingIn = (
  canvas: Canvas,
  pad: number,
  from: { readonly top?: number | false; readonly bottom?: number | false } = {},
): string => {
  const { top = 0, bottom = 0 } = from;
  const padTop = top === false ? pad : canvas.clearTop(top + pad) - top;
  const padBottom = bottom === false ? pad : canvas.clearBottom(bottom + pad) - bottom;
  return `${String(padTop)}px ${String(pad)}px ${String(padBottom)}px`;
};

export interface CreativeLayout {
  /** The templateId of OL §3 creative images, from 1. */
  readonly id: number;
  /** Drawn only for a business with a photo. */
  readonly needsPhoto: boolean;
  layout(content: TemplateContent, canvas: Canvas): ReactElement;
}

// satori lays out flex boxes only: every box is one.
export const box = (style: CSSProperties, ...children: ReactNode[]): ReactElement =>
  createElement('div', { style: { display: 'flex', ...style } }, ...children);

// A logo beside a long name kept its size: flex boxes shrink by default, and the logo shrank with
// the name (to a tenth of its box in the worst case seen) instead of the name wrapping.
export const logoOf = (logo: string | null, size: number): ReactNode =>
  logo === null
    ? null
    : createElement('img', { src: logo, width: size, height: size, style: { objectFit: 'contain', flexShrink: 0 } });

/** The photo filling a box of this size, cropped to it (the middle kept). */
export const photoOf = (photo: string, width: number, height: number): ReactElement =>
  createElement('img', { src: photo, width, height, style: { objectFit: 'cover', width, height } });

/** Text at the largest size that fits its box whole, wrapped at words (never cut off). */
export const fitted = (text: string, fit: TextBox, style: CSSProperties = {}): ReactElement =>
  // At most the width it was measured for: a box in a row is otherwise as wide as its unwrapped text.
  box({ ...style, maxWidth: fit.width, fontSize: fittedSize(text, fit), wordBreak: 'break-word' }, text);

export const serviceLine = (services: readonly string[]): string => services.slice(0, 3).join('  ·  ');

export const page = (background: string, color: string, ...children: ReactNode[]): ReactElement =>
  box(
    { width: '100%', height: '100%', flexDirection: 'column', background, color, fontFamily: FONT_FAMILY },
    ...children,
  );

/** The ad's button, as the channels draw theirs under the image: here inside it too. */
export const callToActionPill = (
  text: string,
  canvas: Canvas,
  colours: { background: string; color: string },
): ReactElement =>
  box(
    {
      alignSelf: 'flex-start',
      padding: `${canvas.px(22)}px ${canvas.px(48)}px`,
      borderRadius: canvas.px(60),
      background: colours.background,
      color: colours.color,
      fontSize: canvas.px(40),
      fontWeight: 700,
    },
    text,
  );

/** The second line under the offer: the promotion tagline when there is one, else the services. */
export const secondLine = (content: TemplateContent): string =>
  content.tagline === '' ? serviceLine(content.services) : content.tagline;
