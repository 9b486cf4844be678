// The English texts of the flow studio, registered when a studio page's code loads: they stay out
// of the catalogues every visitor's first load carries (renderer/i18n.ts). Other languages load
// their `studio` catalogue with the rest of theirs when chosen.
import { addEnglishTexts } from '../i18n.ts';

addEnglishTexts(import.meta.glob('../../locales/en/studio.json', { eager: true }));
