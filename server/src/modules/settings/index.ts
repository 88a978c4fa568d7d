/** The settings module: what other modules may use of it. Import from here, not from its files. */
export { createSettingsStore, mailLanguageFor } from './settings.store';
export { createSettingsResolvers } from './settings.resolvers';
export { createSettingsService } from './settings.service';
