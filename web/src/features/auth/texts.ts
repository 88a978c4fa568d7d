import texts from '../../i18n/de/auth.json';
import { addGermanTexts } from '../../lib/i18n';

// The German texts of the login pages come with their chunk, not with home's first load (lib/i18n.ts).
addGermanTexts('auth', texts);
