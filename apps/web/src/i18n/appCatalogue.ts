// The i18next instance with the English words of the signed-in pages registered. The signed-in
// frame (shell/AppLayout.tsx) and the modules that word signed-in screens outside React import
// it from here, so those words come with them and /login never downloads them.

import { i18n } from './i18n';
import { enApp } from './locales/en-app';

i18n.addResourceBundle('en', 'translation', enApp, true, false);

export { i18n };
