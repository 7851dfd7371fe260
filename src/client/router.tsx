import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireStory, RequireUser } from './components/guards';
import { AppLayout } from './components/layout';
import { RouteError } from './components/route-error';
import { Spinner } from './components/spinner';

/** Each screen is its own chunk, fetched the first time it is visited. */
const screen = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner fullPage />,
    children: [
      { path: '/', ...screen(() => import('./routes/landing')) },
      { path: '/signup', ...screen(() => import('./routes/signup')) },
      { path: '/login', ...screen(() => import('./routes/login')) },
      { path: '/aide', ...screen(() => import('./routes/help')) },
      { path: '/confidentialite', ...screen(() => import('./routes/privacy')) },
      {
        element: <RequireUser redirectTo="/login" />,
        children: [{ path: '/account', ...screen(() => import('./routes/account')) }],
      },
      {
        element: <RequireUser redirectTo="/signup" />,
        children: [
          { path: '/story', ...screen(() => import('./routes/story')) },
          { path: '/welcome', ...screen(() => import('./routes/welcome')) },
          {
            element: <RequireStory />,
            children: [
              { path: '/dashboard', ...screen(() => import('./routes/dashboard')) },
              { path: '/chat', ...screen(() => import('./routes/chat')) },
              { path: '/journal', ...screen(() => import('./routes/journal')) },
              { path: '/progress', ...screen(() => import('./routes/progress')) },
              { path: '/matrix', ...screen(() => import('./routes/matrix')) },
            ],
          },
        ],
      },
      { path: '*', ...screen(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
