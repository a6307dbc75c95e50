import { afterEach, describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { fakeHttp, okResult } from '../../../engine/react/testing/fakeHttp';
import { AppServicesProvider, type AppServices } from '../../app/AppServices';
import { MailboxReadPage, RejectionReadPage } from './ReadPages';

// A read page marks a message or a rejection read, then opens it. A user who clicks elsewhere
// meanwhile stays where they went (the walk over demo's screens was taken back to a rejection's
// detail after it had clicked the next menu entry).

function setup(start: string) {
  let finish: () => void = () => undefined;
  let arrive: () => void = () => undefined;
  const http = fakeHttp({ post: () => new Promise((resolve) => (finish = () => resolve(okResult(undefined as never)))) });
  window.history.replaceState(null, '', start);
  const router = createBrowserRouter([
    { path: '/zamietnute-ziadosti/read', element: <RejectionReadPage /> },
    { path: '/zamietnute-ziadosti/detail/:id', element: <p>rejection</p> },
    { path: '/schranka/read/:idSchranka', element: <MailboxReadPage /> },
    { path: '/schranka/detail/:id', element: <p>message</p> },
    { path: '/kontrola-eic', element: <p>eic</p> },
    // A page whose data is still on its way: the router keeps the old address meanwhile.
    { path: '/zmluva/vyhladanie', loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))), element: <p>contracts</p> },
  ]);
  render(
    <AppServicesProvider services={{ variant: 'portal', http } as unknown as AppServices}>
      <RouterProvider router={router} />
    </AppServicesProvider>,
  );
  return { http, router, finish: () => act(() => finish()), arrive: () => act(() => arrive()) };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('read pages', () => {
  it('open the rejection once it is marked read', async () => {
    const { http, router, finish } = setup('/zamietnute-ziadosti/read?code=ZAM-0008&id=8&typ=REKLAMACIA');
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/portal/common/zamietnutie-ziadosti-readed/ZAM-0008', undefined, { background: true }));
    await finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/zamietnute-ziadosti/detail/8'));
  });

  it('leave a user who went elsewhere meanwhile where they went (rejection and mailbox)', async () => {
    for (const start of ['/zamietnute-ziadosti/read?code=ZAM-0008&id=8&typ=REKLAMACIA', '/schranka/read/12']) {
      const { http, router, finish } = setup(start);
      await waitFor(() => expect(http.post).toHaveBeenCalled());
      await act(() => router.navigate('/kontrola-eic'));
      await finish();
      // The marking's answer has arrived; nothing takes the user back.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(router.state.location.pathname, start).toBe('/kontrola-eic');
      router.dispose();
    }
  });

  it('leave a user whose click is still loading its page where they go (the menu click wins over the marking)', async () => {
    for (const start of ['/zamietnute-ziadosti/read?code=ZAM-0008&id=8&typ=REKLAMACIA', '/schranka/read/12']) {
      const { http, router, finish, arrive } = setup(start);
      await waitFor(() => expect(http.post).toHaveBeenCalled());
      // The click's navigation starts; its page's data has not arrived, so the address is still the read page's.
      void router.navigate('/zmluva/vyhladanie');
      await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
      await finish();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(router.state.location.pathname, start).not.toMatch(/detail/);
      await arrive();
      await waitFor(() => expect(router.state.location.pathname, start).toBe('/zmluva/vyhladanie'));
      router.dispose();
    }
  });
});
