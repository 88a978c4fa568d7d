import texts from '../../i18n/de/home.json';
import { addGermanTexts } from '../../lib/i18n';

// The German texts of home come with the signed-in chunk, not with the login's first load (lib/i18n.ts).
addGermanTexts('home', texts);
