// The English texts of the wizard's custom widgets, registered when a step first loads one of them
// (renderer/wizard/widgets.ts): the first step draws none, so they stay out of /signup's first load.
import { addEnglishTexts } from '../i18n.ts';

addEnglishTexts(import.meta.glob('../../locales/en/widgets.json', { eager: true }));
