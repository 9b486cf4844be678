import { createElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { ColourScheme } from './colour-scheme.ts';
import { FONT_FAMILY } from './fonts.ts';
import { fittedSize, type TextBox } from './text-fit.ts';

/** What a template is filled in with. */
export interface TemplateContent {
  readonly businessName: string;
  readonly services: readonly string[];
  readonly offerText: string;
  readonly colours: ColourScheme;
  /** The logo as a data: URI, or null to draw none. */
  readonly logo: string | null;
}

export interface CreativeTemplate {
  /** The templateId of OL §3 creative images, from 1. */
  readonly id: number;
  layout(content: TemplateContent): ReactElement;
}

/** Square social creatives, 1080x1080 px. */
export const CREATIVE_SIZE = 1080;

// satori lays out flex boxes only: every box is one.
const box = (style: CSSProperties, ...children: ReactNode[]): ReactElement =>
  createElement('div', { style: { display: 'flex', ...style } }, ...children);

const logoOf = (logo: string | null, size: number): ReactNode =>
  logo === null
    ? null
    : createElement('img', { src: logo, width: size, height: size, style: { objectFit: 'contain' } });

/** Text at the largest size that fits its box whole, wrapped at words (never cut off). */
const fitted = (text: string, fit: TextBox, style: CSSProperties = {}): ReactElement =>
  box({ ...style, fontSize: fittedSize(text, fit), wordBreak: 'break-word' }, text);

const serviceLine = (services: readonly string[]): string => services.slice(0, 3).join('  ·  ');

const page = (background: string, color: string, ...children: ReactNode[]): ReactElement =>
  box(
    { width: '100%', height: '100%', flexDirection: 'column', background, color, fontFamily: FONT_FAMILY },
    ...children,
  );

// 1: the brand colour full bleed, the offer on a tag of the second colour.
const bold: CreativeTemplate = {
  id: 1,
  layout: ({ businessName, services, offerText, colours, logo }) =>
    page(
      colours.primary,
      colours.onPrimary,
      box(
        { flexDirection: 'column', padding: 90, height: '100%', justifyContent: 'space-between' },
        logoOf(logo, 180),
        box(
          { flexDirection: 'column' },
          fitted(businessName, { width: 900, lines: 2, max: 96, min: 56 }, { fontWeight: 700, lineHeight: 1.1 }),
          box(
            {
              marginTop: 48,
              alignSelf: 'flex-start',
              padding: '20px 40px',
              borderRadius: 24,
              background: colours.secondary,
              color: colours.onSecondary,
              fontWeight: 700,
            },
            fitted(offerText, { width: 820, lines: 3, max: 64, min: 36 }, { lineHeight: 1.15 }),
          ),
        ),
        box({ fontSize: 40 }, serviceLine(services)),
      ),
    ),
};

// 2: two halves, the business on the left, the offer and services on the right.
const split: CreativeTemplate = {
  id: 2,
  layout: ({ businessName, services, offerText, colours, logo }) =>
    box(
      { width: '100%', height: '100%', fontFamily: FONT_FAMILY },
      box(
        {
          width: '50%',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: 70,
          background: colours.primary,
          color: colours.onPrimary,
        },
        logoOf(logo, 200),
        fitted(
          businessName,
          { width: 400, lines: 4, max: 76, min: 40 },
          { marginTop: 40, fontWeight: 700, lineHeight: 1.1 },
        ),
      ),
      box(
        {
          width: '50%',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: 70,
          background: colours.secondary,
          color: colours.onSecondary,
        },

        fitted(offerText, { width: 400, lines: 5, max: 72, min: 36 }, { fontWeight: 700, lineHeight: 1.1 }),
        box(
          { flexDirection: 'column', marginTop: 48, fontSize: 40 },
          ...services.slice(0, 4).map((service) => box({ marginTop: 12 }, `• ${service}`)),
        ),
      ),
    ),
};

// 3: a framed card on the second colour, everything centred.
const frame: CreativeTemplate = {
  id: 3,
  layout: ({ businessName, services, offerText, colours, logo }) =>
    page(
      colours.secondary,
      colours.onSecondary,
      box(
        {
          margin: 60,
          flexGrow: 1,
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          border: `24px solid ${colours.primary}`,
          borderRadius: 48,
          padding: 60,
          textAlign: 'center',
        },

        logoOf(logo, 160),
        fitted(
          businessName,
          { width: 792, lines: 2, max: 84, min: 48 },
          { marginTop: 40, fontWeight: 700, lineHeight: 1.1 },
        ),
        fitted(
          offerText,
          { width: 792, lines: 3, max: 60, min: 34 },
          { marginTop: 40, color: colours.primary, fontWeight: 700, lineHeight: 1.15 },
        ),
        box({ marginTop: 40, fontSize: 36 }, serviceLine(services)),
      ),
    ),
};

// 4: the offer in a large round badge, the name above it.
const badge: CreativeTemplate = {
  id: 4,
  layout: ({ businessName, services, offerText, colours, logo }) =>
    page(
      colours.primary,
      colours.onPrimary,
      box(
        { flexDirection: 'column', alignItems: 'center', justifyContent: 'space-between', padding: 70, height: '100%' },
        box(
          { alignItems: 'center' },
          logoOf(logo, 120),
          fitted(
            businessName,
            { width: logo === null ? 940 : 788, lines: 2, max: 68, min: 40 },
            { marginLeft: logo === null ? 0 : 32, fontWeight: 700, lineHeight: 1.1 },
          ),
        ),
        box(
          {
            width: 600,
            height: 600,
            flexShrink: 0,
            borderRadius: 300,
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            padding: 70,
            background: colours.secondary,
            color: colours.onSecondary,
            fontWeight: 700,
          },
          // The circle's widest lines: about 460 px of its 600 across its middle third.
          fitted(offerText, { width: 440, lines: 4, max: 76, min: 36 }, { lineHeight: 1.1 }),
        ),
        box({ fontSize: 38 }, serviceLine(services)),
      ),
    ),
};

/** The templates every generation fills in (OL §2 creatives): distinct layouts of the same content. */
export const CREATIVE_TEMPLATES: readonly CreativeTemplate[] = [bold, split, frame, badge];
