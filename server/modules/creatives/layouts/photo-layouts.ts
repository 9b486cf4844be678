import { FONT_FAMILY } from '../fonts.ts';
import { box, callToActionPill, fitted, logoOf, paddingIn, photoOf, secondLine, type CreativeLayout } from './parts.ts';

// Layouts around the business's own photo: drawn only when it gave one (a photo sells a place).

/** The content's photo; a layout that needs one is never chosen without it (choose-layouts.ts). */
function photoIn(photo: string | null): string {
  if (photo === null) throw new Error('This layout draws the business photo, and none was given');
  return photo;
}

// 5: the photo full bleed, the name, offer and button on a band of the brand colour at the foot.
export const photoBand: CreativeLayout = {
  id: 5,
  needsPhoto: true,
  layout: (content, canvas) => {
    const { px } = canvas;
    const { colours } = content;
    const pad = px(56);
    const inner = canvas.width - 2 * pad;
    return box(
      { width: '100%', height: '100%', flexDirection: 'column', fontFamily: FONT_FAMILY, position: 'relative' },
      photoOf(photoIn(content.photo), canvas.width, canvas.height),
      content.logo === null
        ? null
        : box(
            {
              position: 'absolute',
              top: canvas.clearTop(pad),
              left: pad,
              padding: px(16),
              borderRadius: px(20),
              background: '#FFFFFF',
            },
            logoOf(content.logo, px(110)),
          ),
      box(
        {
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 0,
          flexDirection: 'column',
          gap: px(20),
          // The band reaches the foot; its words and button stay above what a story has drawn there.
          padding: paddingIn(canvas, pad, { top: false }),
          background: colours.primary,
          color: colours.onPrimary,
        },
        fitted(
          content.offerText,
          { width: inner, lines: 2, max: px(72), min: px(36) },
          { fontWeight: 700, lineHeight: 1.1 },
        ),
        box(
          { justifyContent: 'space-between', alignItems: 'center', gap: px(24) },
          fitted(content.businessName, { width: inner - px(420), lines: 2, max: px(40), min: px(26) }),
          callToActionPill(content.callToAction, canvas, { background: colours.secondary, color: colours.onSecondary }),
        ),
      ),
    );
  },
};

// 6: the photo in one part, the brand panel in the other (stacked, or side by side on a wide image).
export const photoPanel: CreativeLayout = {
  id: 6,
  needsPhoto: true,
  layout: (content, canvas) => {
    const { px } = canvas;
    const { colours } = content;
    const pad = px(60);
    const photoWidth = canvas.wide ? Math.round(canvas.width * 0.5) : canvas.width;
    // Stacked, the photo takes its share of the height above the foot a story keeps clear.
    const photoHeight = canvas.wide
      ? canvas.height
      : Math.round((canvas.height - canvas.clearBottom(0)) * (canvas.tall ? 0.6 : 0.55));
    const panelWidth = canvas.wide ? canvas.width - photoWidth : canvas.width;
    const inner = panelWidth - 2 * pad;
    return box(
      { width: '100%', height: '100%', flexDirection: canvas.wide ? 'row' : 'column', fontFamily: FONT_FAMILY },
      photoOf(photoIn(content.photo), photoWidth, photoHeight),
      box(
        {
          flexGrow: 1,
          flexDirection: 'column',
          justifyContent: 'center',
          gap: px(24),
          padding: paddingIn(canvas, pad, { top: canvas.wide ? 0 : false }),
          background: colours.primary,
          color: colours.onPrimary,
        },
        box(
          { alignItems: 'center', gap: px(24) },
          logoOf(content.logo, px(96)),
          fitted(
            content.businessName,
            { width: inner - (content.logo === null ? 0 : px(120)), lines: 2, max: px(56), min: px(30) },
            { fontWeight: 700, lineHeight: 1.1 },
          ),
        ),
        fitted(
          content.offerText,
          { width: inner, lines: 2, max: px(60), min: px(30) },
          { color: colours.secondary, fontWeight: 700, lineHeight: 1.1 },
        ),
        callToActionPill(content.callToAction, canvas, { background: colours.secondary, color: colours.onSecondary }),
      ),
    );
  },
};

// 7: the photo inset in a frame of the brand colour, the offer on a ribbon across its corner.
export const photoFrame: CreativeLayout = {
  id: 7,
  needsPhoto: true,
  layout: (content, canvas) => {
    const { px } = canvas;
    const { colours } = content;
    const margin = px(48);
    const footer = canvas.wide ? 0 : px(canvas.tall ? 420 : 300);
    const side = canvas.wide ? px(520) : 0;
    const photoWidth = canvas.width - 2 * margin - side;
    // A story's foot is left clear below the words (the photo is shorter); the ribbon keeps below its top.
    const photoHeight = canvas.height - margin - canvas.clearBottom(margin) - footer;
    const textWidth = canvas.wide ? side - margin : canvas.width - 2 * margin;
    return box(
      {
        width: '100%',
        height: '100%',
        flexDirection: canvas.wide ? 'row' : 'column',
        padding: margin,
        gap: margin,
        background: colours.primary,
        color: colours.onPrimary,
        fontFamily: FONT_FAMILY,
      },
      box(
        { position: 'relative', width: photoWidth, height: photoHeight, borderRadius: px(32), overflow: 'hidden' },
        photoOf(photoIn(content.photo), photoWidth, photoHeight),
        box(
          {
            position: 'absolute',
            top: canvas.clearTop(margin + px(32)) - margin,
            right: 0,
            maxWidth: photoWidth - px(64),
            padding: `${px(18)}px ${px(32)}px`,
            background: colours.secondary,
            color: colours.onSecondary,
            fontWeight: 700,
            borderTopLeftRadius: px(20),
            borderBottomLeftRadius: px(20),
          },
          fitted(content.offerText, { width: photoWidth - px(128), lines: 2, max: px(48), min: px(26) }),
        ),
      ),
      // The words' column runs a margin past the image's foot (satori adds this box's padding to its
      // 100%): centred, on a story they would sink into the foot kept clear, so there they start
      // under the photo.
      box(
        { flexGrow: 1, flexDirection: 'column', justifyContent: canvas.tall ? 'flex-start' : 'center', gap: px(14) },
        fitted(
          content.businessName,
          { width: textWidth, lines: 2, max: px(52), min: px(28) },
          { fontWeight: 700, lineHeight: 1.1 },
        ),
        fitted(secondLine(content), { width: textWidth, lines: 2, max: px(32), min: px(22) }),
        callToActionPill(content.callToAction, canvas, { background: colours.onPrimary, color: colours.primary }),
      ),
    );
  },
};
