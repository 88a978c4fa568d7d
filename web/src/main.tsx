import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { createApolloClient } from './lib/apollo';
import { initI18n } from './lib/i18n';
import './styles.css';

const i18n = initI18n();
document.documentElement.lang = i18n.language;
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers client={createApolloClient()} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
