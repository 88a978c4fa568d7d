import texts from '../i18n/de/sdui.json';
import { addGermanTexts } from '../lib/i18n';

// The German texts of the screen renderers come with their chunks, not with the first load
// (lib/i18n.ts); every module that uses a `sdui.…` text imports this one (i18n/texts-import.spec.ts).
addGermanTexts('sdui', texts);
