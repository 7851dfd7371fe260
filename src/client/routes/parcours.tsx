import { lazy } from 'react';
import { Route, Routes } from 'react-router';

/**
 * « Mon parcours » (issue 29) under /parcours: its four screens, each its own chunk as every screen
 * of the app. One lazy entry in the app's router rather than four: the router is in the first
 * download of every page, the landing page's included (its budget is 100 KB).
 */
const Home = lazy(() => import('./parcours-home'));
const Day = lazy(() => import('./parcours-day'));
const Bilan = lazy(() => import('./parcours-bilan'));
const Sources = lazy(() => import('./parcours-sources'));
const NotFound = lazy(() => import('./not-found'));

export default function ParcoursRoutes() {
  return (
    <Routes>
      <Route index element={<Home />} />
      <Route path="jour/:day" element={<Day />} />
      <Route path="bilan" element={<Bilan />} />
      <Route path="sources" element={<Sources />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
