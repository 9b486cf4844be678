import { FONT_FAMILY } from '../fonts.ts';
import { box, callToActionPill, fitted, logoOf, page, paddingIn, secondLine, type CreativeLayout } from './parts.ts';

// Layouts of the brand's colours alone: for every business, with or without a photo.

// 1: the brand colour full bleed, the offer on a tag of the second colour, the button below.
export const bold: CreativeLayout = {
  id: 1,
  needsPhoto: false,
  layout: (content, canvas) => {
    const { px } = canvas;
    const pad = px(90);
    const inner = canvas.width - 2 * pad;
    const { colours } = content;
    return page(
      colours.primary,
      colours.onPrimary,
      box(
        { flexDirection: 'column', padding: paddingIn(canvas, pad), height: '100%', justifyContent: 'space-between' },
        logoOf(content.logo, px(160)),
        box(
          { flexDirection: 'column' },
          fitted(
            content.businessName,
            { width: inner, lines: 2, max: px(96), min: px(52) },
            { fontWeight: 700, lineHeight: 1.1 },
          ),
          box(
            {
              marginTop: px(40),
              alignSelf: 'flex-start',
              padding: `${px(20)}px ${px(40)}px`,
              borderRadius: px(24),
              background: colours.secondary,
              color: colours.onSecondary,
              fontWeight: 700,
            },
            fitted(
              content.offerText,
              { width: inner - px(80), lines: 3, max: px(64), min: px(34) },
              { lineHeight: 1.15 },
            ),
          ),
        ),
        box(
          { flexDirection: 'column', gap: px(28) },
          fitted(secondLine(content), { width: inner, lines: 2, max: px(40), min: px(28) }),
          callToActionPill(content.callToAction, canvas, { background: colours.onPrimary, color: colours.primary }),
        ),
      ),
    );
  },
};

// 2: two halves (side by side, or stacked on a tall image): the business, then the offer.
export const split: CreativeLayout = {
  id: 2,
  needsPhoto: false,
  layout: (content, canvas) => {
    const { px } = canvas;
    const { colours } = content;
    const stacked = canvas.height > canvas.width;
    const pad = px(70);
    const half = stacked ? canvas.width : canvas.width / 2;
    const inner = half - 2 * pad;
    const panel = { flexDirection: 'column', justifyContent: 'center' } as const;
    return box(
      {
        width: '100%',
        height: '100%',
        flexDirection: stacked ? 'column' : 'row',
        fontFamily: FONT_FAMILY,
      },
      box(
        {
          ...panel,
          padding: paddingIn(canvas, pad, { bottom: stacked ? false : 0 }),
          flexGrow: 1,
          flexBasis: 0,
          background: colours.primary,
          color: colours.onPrimary,
        },
        logoOf(content.logo, px(180)),
        fitted(
          content.businessName,
          { width: inner, lines: 3, max: px(84), min: px(40) },
          { marginTop: px(36), fontWeight: 700, lineHeight: 1.1 },
        ),
      ),
      box(
        {
          ...panel,
          padding: paddingIn(canvas, pad, { top: stacked ? false : 0 }),
          flexGrow: 1,
          flexBasis: 0,
          background: colours.secondary,
          color: colours.onSecondary,
        },
        fitted(
          content.offerText,
          { width: inner, lines: 4, max: px(72), min: px(34) },
          { fontWeight: 700, lineHeight: 1.1 },
        ),
        box(
          { flexDirection: 'column', marginTop: px(32), marginBottom: px(40), fontSize: px(36) },
          ...content.services.slice(0, 3).map((service) => box({ marginTop: px(10) }, `• ${service}`)),
        ),
        callToActionPill(content.callToAction, canvas, { background: colours.primary, color: colours.onPrimary }),
      ),
    );
  },
};

// 3: a framed card on the second colour, everything centred.
export const frame: CreativeLayout = {
  id: 3,
  needsPhoto: false,
  layout: (content, canvas) => {
    const { px } = canvas;
    const { colours } = content;
    const margin = px(56);
    const border = px(22);
    const pad = px(56);
    const inner = canvas.width - 2 * (margin + border + pad);
    // The card's edge runs near the image's; what it holds keeps clear of the story's top and foot.
    const edge = margin + border;
    return page(
      colours.secondary,
      colours.onSecondary,
      box(
        {
          margin,
          flexGrow: 1,
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'space-evenly',
          border: `${border}px solid ${colours.primary}`,
          borderRadius: px(48),
          padding: paddingIn(canvas, pad, { top: edge, bottom: edge }),
          textAlign: 'center',
        },
        logoOf(content.logo, px(140)),
        fitted(
          content.businessName,
          { width: inner, lines: 2, max: px(84), min: px(44) },
          { fontWeight: 700, lineHeight: 1.1, justifyContent: 'center' },
        ),
        fitted(
          content.offerText,
          { width: inner, lines: 3, max: px(60), min: px(32) },
          { color: colours.primary, fontWeight: 700, lineHeight: 1.15, justifyContent: 'center' },
        ),
        fitted(secondLine(content), { width: inner, lines: 2, max: px(36), min: px(26) }, { justifyContent: 'center' }),
        box(
          { alignSelf: 'center' },
          callToActionPill(content.callToAction, canvas, { background: colours.primary, color: colours.onPrimary }),
        ),
      ),
    );
  },
};

// 4: the offer in a large round badge, the name above it, the button below.
export const badge: CreativeLayout = {
  id: 4,
  needsPhoto: false,
  layout: (content, canvas) => {
    const { px } = canvas;
    const { colours } = content;
    const pad = px(64);
    // On the wide link ad the badge stands beside the name instead of under it.
    const diameter = canvas.wide ? canvas.height - 2 * pad : Math.min(px(560), canvas.width - 2 * pad);
    const nameWidth = canvas.wide ? canvas.width - 3 * pad - diameter : canvas.width - 2 * pad;
    return page(
      colours.primary,
      colours.onPrimary,
      box(
        {
          flexDirection: canvas.wide ? 'row' : 'column',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: paddingIn(canvas, pad),
          height: '100%',
        },
        box(
          { flexDirection: 'column', alignItems: canvas.wide ? 'flex-start' : 'center', gap: px(24) },
          logoOf(content.logo, px(110)),
          fitted(
            content.businessName,
            { width: nameWidth, lines: 2, max: px(68), min: px(38) },
            { fontWeight: 700, lineHeight: 1.1, textAlign: canvas.wide ? 'left' : 'center' },
          ),
          canvas.wide
            ? callToActionPill(content.callToAction, canvas, {
                background: colours.secondary,
                color: colours.onSecondary,
              })
            : null,
        ),
        box(
          {
            width: diameter,
            height: diameter,
            flexShrink: 0,
            borderRadius: '50%',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            background: colours.secondary,
            color: colours.onSecondary,
            fontWeight: 700,
          },
          // The circle's widest lines: about three quarters of it across its middle third.
          fitted(
            content.offerText,
            {
              width: Math.round(diameter * 0.7),
              lines: 4,
              max: Math.round(diameter / 7.5),
              min: Math.round(diameter / 16),
            },
            { width: Math.round(diameter * 0.7), justifyContent: 'center', lineHeight: 1.1 },
          ),
        ),
        canvas.wide
          ? null
          : callToActionPill(content.callToAction, canvas, { background: colours.onPrimary, color: colours.primary }),
      ),
    );
  },
};
