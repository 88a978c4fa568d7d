import texts from '../../i18n/de/ordering.json';
import { addGermanTexts } from '../../lib/i18n';

// The German texts of this feature come with its chunk, not with the first load (lib/i18n.ts).
addGermanTexts('ordering', texts);
