// The English texts of the signed-in pages, registered when the signed-in layout's code loads (and
// the staff review page's and the public lead form's, which read `money` and `leads`): they stay
// out of /signup's first load (renderer/i18n.ts lists the same namespaces as left out of it).
import { addEnglishTexts } from '../i18n.ts';

addEnglishTexts(
  import.meta.glob(
    '../../locales/en/{addOns,app,assets,audience,briefs,dashboard,editCampaign,franchise,leads,money,productFeed,productInsights,reports,storeSetup,unsavedChanges,widgets}.json',
    { eager: true },
  ),
);
