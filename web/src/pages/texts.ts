import forbidden from '../i18n/de/forbidden.json';
import notFound from '../i18n/de/notFound.json';
import { addGermanTexts } from '../lib/i18n';

// The German texts of the 403 and 404 pages come with their chunk, not with the first load (lib/i18n.ts).
addGermanTexts('forbidden', forbidden);
addGermanTexts('notFound', notFound);
