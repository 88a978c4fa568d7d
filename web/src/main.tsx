import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { initSession } from './lib/session';
import './styles.css';

// Before the first request: the session library wraps fetch to refresh expired sessions.
initSession();
const i18n = initI18n();
document.documentElement.lang = i18n.language;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
