import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RequireStory, RequireUser } from './components/guards';
import { AppLayout } from './components/layout';

/**
 * Every route of SPEC §2 and its guards. Each screen is its own chunk, fetched the first time it
 * is visited (React.lazy; the layout's Suspense shows the spinner meanwhile). Declarative routes
 * rather than a data router: the app loads its data with TanStack Query, and the landing page
 * stays lighter without the data router's machinery.
 */
const Landing = lazy(() => import('./routes/landing'));
const Signup = lazy(() => import('./routes/signup'));
const Login = lazy(() => import('./routes/login'));
const Help = lazy(() => import('./routes/help'));
const Privacy = lazy(() => import('./routes/privacy'));
const Account = lazy(() => import('./routes/account'));
const SafetyPlan = lazy(() => import('./routes/safety-plan'));
const Story = lazy(() => import('./routes/story'));
const Welcome = lazy(() => import('./routes/welcome'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const Chat = lazy(() => import('./routes/chat'));
const Journal = lazy(() => import('./routes/journal'));
const Progress = lazy(() => import('./routes/progress'));
const Matrix = lazy(() => import('./routes/matrix'));
const NotFound = lazy(() => import('./routes/not-found'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<Landing />} />
        <Route path="/signup" element={<Signup />} />
        <Route path="/login" element={<Login />} />
        <Route path="/aide" element={<Help />} />
        <Route path="/confidentialite" element={<Privacy />} />
        <Route element={<RequireUser redirectTo="/login" />}>
          <Route path="/account" element={<Account />} />
          {/* No story needed: a safety plan may matter before anything else. */}
          <Route path="/plan-de-securite" element={<SafetyPlan />} />
        </Route>
        <Route element={<RequireUser redirectTo="/signup" />}>
          <Route path="/story" element={<Story />} />
          <Route path="/welcome" element={<Welcome />} />
          <Route element={<RequireStory />}>
            <Route path="/dashboard" element={<Dashboard />} />
            <Route path="/chat" element={<Chat />} />
            <Route path="/journal" element={<Journal />} />
            <Route path="/progress" element={<Progress />} />
            <Route path="/matrix" element={<Matrix />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
