import { box, callToActionPill, fitted, logoOf, page, paddingIn, type CreativeLayout } from './parts.ts';

// Layouts of words alone: a poster for a message that carries the ad, a menu for a business
// whose services are what people come for.

// 8: a poster: the tagline (else the offer) large, the business signed at the foot.
export const poster: CreativeLayout = {
  id: 8,
  needsPhoto: false,
  layout: (content, canvas) => {
    const { px } = canvas;
    const { colours } = content;
    const pad = px(84);
    const inner = canvas.width - 2 * pad;
    const message = content.tagline === '' ? content.offerText : content.tagline;
    const under = content.tagline === '' ? '' : content.offerText;
    const strip = px(28);
    const signature = px(36);
    return page(
      colours.secondary,
      colours.onSecondary,
      box({ height: strip, background: colours.primary }),
      box(
        {
          flexGrow: 1,
          flexDirection: 'column',
          justifyContent: 'center',
          gap: px(36),
          padding: paddingIn(canvas, pad, { top: strip, bottom: false }),
        },
        fitted(message, { width: inner, lines: 4, max: px(110), min: px(48) }, { fontWeight: 700, lineHeight: 1.05 }),
        under === ''
          ? null
          : fitted(
              under,
              { width: inner, lines: 2, max: px(52), min: px(30) },
              { color: colours.primary, fontWeight: 700 },
            ),
        callToActionPill(content.callToAction, canvas, { background: colours.primary, color: colours.onPrimary }),
      ),
      box(
        {
          alignItems: 'center',
          gap: px(24),
          padding: `${String(signature)}px ${String(pad)}px ${String(canvas.clearBottom(signature))}px`,
          background: colours.primary,
          color: colours.onPrimary,
        },
        logoOf(content.logo, px(88)),
        fitted(
          content.businessName,
          { width: inner - (content.logo === null ? 0 : px(112)), lines: 1, max: px(44), min: px(24) },
          { fontWeight: 700 },
        ),
      ),
    );
  },
};

// 9: a menu card: the business at the head, its services listed, the offer at the foot.
export const menu: CreativeLayout = {
  id: 9,
  needsPhoto: false,
  layout: (content, canvas) => {
    const { px } = canvas;
    const { colours } = content;
    const pad = px(72);
    const inner = canvas.width - 2 * pad;
    const services = content.services.slice(0, canvas.wide ? 3 : canvas.tall ? 6 : 4);
    return page(
      colours.primary,
      colours.onPrimary,
      box(
        { flexDirection: 'column', justifyContent: 'space-between', height: '100%', padding: paddingIn(canvas, pad) },
        box(
          { alignItems: 'center', gap: px(28) },
          logoOf(content.logo, px(120)),
          fitted(
            content.businessName,
            { width: inner - (content.logo === null ? 0 : px(148)), lines: 2, max: px(72), min: px(36) },
            { fontWeight: 700, lineHeight: 1.1 },
          ),
        ),
        box(
          {
            flexDirection: 'column',
            gap: px(18),
            padding: `${px(36)}px 0`,
            borderTop: `${px(4)}px solid ${colours.secondary}`,
            borderBottom: `${px(4)}px solid ${colours.secondary}`,
          },
          ...services.map((service) =>
            fitted(`•  ${service}`, { width: inner, lines: 1, max: px(56), min: px(28) }, { lineHeight: 1.2 }),
          ),
        ),
        box(
          { justifyContent: 'space-between', alignItems: 'center', gap: px(24) },
          fitted(
            content.offerText,
            { width: inner - px(440), lines: 3, max: px(48), min: px(26) },
            { color: colours.secondary, fontWeight: 700, lineHeight: 1.1 },
          ),
          callToActionPill(content.callToAction, canvas, { background: colours.secondary, color: colours.onSecondary }),
        ),
      ),
    );
  },
};

// 10: quiet and light: a white card, the logo, the name and offer in the brand's colour.
export const minimal: CreativeLayout = {
  id: 10,
  needsPhoto: false,
  layout: (content, canvas) => {
    const { px } = canvas;
    const { colours } = content;
    const pad = px(96);
    const inner = canvas.width - 2 * pad;
    const strip = px(40);
    return page(
      '#FFFFFF',
      '#16181D',
      box(
        {
          flexGrow: 1,
          flexDirection: 'column',
          justifyContent: 'center',
          gap: px(40),
          padding: paddingIn(canvas, pad, { bottom: strip }),
        },
        logoOf(content.logo, px(140)),
        fitted(
          content.businessName,
          { width: inner, lines: 2, max: px(64), min: px(34) },
          { fontWeight: 700, lineHeight: 1.1 },
        ),
        fitted(
          content.offerText,
          { width: inner, lines: 3, max: px(84), min: px(40) },
          { color: colours.primary, fontWeight: 700, lineHeight: 1.05 },
        ),
        callToActionPill(content.callToAction, canvas, { background: colours.primary, color: colours.onPrimary }),
      ),
      box({ height: strip, background: colours.secondary }),
    );
  },
};
