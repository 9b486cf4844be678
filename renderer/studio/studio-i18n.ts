// The English texts of the flow studio, registered when a studio page's code loads: they stay out
// of the catalogues every visitor's first load carries (renderer/i18n.ts). Other languages load
// their `studio` catalogue with the rest of theirs when chosen.
import i18next from 'i18next';
import studio from '../../locales/en/studio.json' with { type: 'json' };
import { ENGLISH } from '../shell/language.ts';

if (!i18next.hasResourceBundle(ENGLISH.tag, 'studio')) i18next.addResourceBundle(ENGLISH.tag, 'studio', studio);
