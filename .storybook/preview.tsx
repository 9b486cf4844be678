import type { Preview } from '@storybook/react-vite';
// Every visible string comes from locales/ through i18next, as in the app (renderer/main.tsx).
import '../renderer/i18n.ts';

const preview: Preview = {
  parameters: { layout: 'padded' },
};

export default preview;
