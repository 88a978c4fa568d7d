import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, I18nProvider } from '../src/lib/i18n';
import { system } from '../src/lib/system';

/** Renders a component with the portal's providers, as the app does. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <I18nProvider i18n={initI18n('de')}>
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </ChakraProvider>
    </I18nProvider>,
  );
}
