import { createElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { ColourScheme } from './colour-scheme.ts';
import { FONT_FAMILY } from './fonts.ts';

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
          box({ fontSize: 96, fontWeight: 700, lineHeight: 1.1 }, businessName),
          box(
            {
              marginTop: 48,
              alignSelf: 'flex-start',
              padding: '20px 40px',
              borderRadius: 24,
              background: colours.secondary,
              color: colours.onSecondary,
              fontSize: 64,
              fontWeight: 700,
            },
            offerText,
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
        box({ marginTop: 40, fontSize: 76, fontWeight: 700, lineHeight: 1.1 }, businessName),
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

        box({ fontSize: 72, fontWeight: 700, lineHeight: 1.1 }, offerText),
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
        box({ marginTop: 40, fontSize: 84, fontWeight: 700, lineHeight: 1.1 }, businessName),
        box({ marginTop: 40, fontSize: 60, color: colours.primary, fontWeight: 700 }, offerText),
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
          box({ marginLeft: logo === null ? 0 : 32, fontSize: 68, fontWeight: 700 }, businessName),
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
            background: colours.secondary,
            color: colours.onSecondary,
            fontSize: 76,
            fontWeight: 700,
          },
          offerText,
        ),
        box({ fontSize: 38 }, serviceLine(services)),
      ),
    ),
};

/** The templates every generation fills in (OL §2 creatives): distinct layouts of the same content. */
export const CREATIVE_TEMPLATES: readonly CreativeTemplate[] = [bold, split, frame, badge];
