/**
 * A screen renders when its own inputs change, not with every change of the router's state
 * (issue 20, B11): a click elsewhere starts a navigation, and the screen being left used to
 * render again, rows and links and all, before the new one could start.
 */
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { createMemoryRouter, Link, RouterProvider, useParams } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../lib/system';
import { screenRoute } from './screen-route';
import type { ScreenLoad, ScreenLoader } from './screen-loader';
import type { ScreenDescriptor, ScreenRendererProps } from './screen-renderer';

const renders: string[] = [];

/** Reads what a screen reads of the router: its placeholders, and links (both from the route's context). */
function CountingRenderer({ screen: descriptor }: ScreenRendererProps) {
  const params = useParams();
  renders.push(`${descriptor.id} ${params['number'] ?? ''}`);
  return (
    <main>
      <h1>
        {descriptor.title} {params['number']}
      </h1>
      <Link to="/tickets/2">Ticket 2</Link>
    </main>
  );
}

vi.mock('./registry', () => ({ loadRenderer: async () => CountingRenderer, isKnownKind: () => true }));

const ticket: ScreenDescriptor = { id: 'ticket-details', route: '/tickets/:number', kind: 'detail', title: 'Ticket', public: false };
const reports: ScreenDescriptor = { id: 'reporting', route: '/reporting', kind: 'dashboard', title: 'Berichte', public: false };

describe('screenRoute', () => {
  it('leaves the open screen alone while a navigation away loads, and renders it again when its placeholders change', async () => {
    let finishReports: (load: ScreenLoad) => void = () => undefined;
    const loader = {
      load: (target: ScreenDescriptor) =>
        target.id === 'reporting' ? new Promise<ScreenLoad>((resolve) => (finishReports = resolve)) : Promise.resolve({ definition: {} }),
    } as unknown as ScreenLoader;
    const routes = [ticket, reports];
    const router = createMemoryRouter(
      routes.map((descriptor) => screenRoute(descriptor, routes, loader)),
      { initialEntries: ['/tickets/1'] },
    );
    render(
      <ChakraProvider value={system}>
        <RouterProvider router={router} />
      </ChakraProvider>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ticket 1');
    const before = renders.length;

    // A click elsewhere: the router's state changes to loading, the open screen stays as it is.
    await act(async () => void router.navigate('/reporting'));
    expect(router.state.navigation.state).toBe('loading');
    expect(renders.slice(before)).toEqual([]);

    await act(async () => finishReports({ definition: {} }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Berichte ');

    // The same route with other placeholders is another match: the screen reads the new ones.
    await act(async () => void router.navigate('/tickets/1'));
    await screen.findByRole('heading', { level: 1, name: 'Ticket 1' });
    await act(async () => screen.getByRole('link', { name: 'Ticket 2' }).click());
    expect((await screen.findByRole('heading', { level: 1, name: 'Ticket 2' })).textContent).toBe('Ticket 2');
    expect(renders.at(-1)).toBe('ticket-details 2');
  });
});
