import { lazy } from 'react';
import { PARCOURS_PATH, URGE_PATH } from '#shared/paths';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, SAFETY_PLAN_HARD_MOMENT_PATH, SAFETY_PLAN_PATH } from '#shared/paths';
import { Route, Routes } from 'react-router';
import { RequireStory, RequireUser } from './guards';
import { AppLayout } from './layout';

/**
 * Every route of SPEC §2 and its guards. Each screen is its own chunk, fetched the first time it
 * is visited (React.lazy; the layout's Suspense shows the spinner meanwhile). Declarative routes
 * rather than a data router: the app loads its data with TanStack Query, and the landing page
 * stays lighter without the data router's machinery.
 */
const Landing = lazy(() => import('#client/routes/landing'));
const Signup = lazy(() => import('#client/routes/signup'));
const Login = lazy(() => import('#client/routes/login'));
const ForgotPassword = lazy(() => import('#client/routes/forgot-password'));
const ResetPassword = lazy(() => import('#client/routes/reset-password'));
const Help = lazy(() => import('#client/routes/help'));
const Privacy = lazy(() => import('#client/routes/privacy'));
const Account = lazy(() => import('#client/routes/account'));
const SafetyPlan = lazy(() => import('#client/routes/safety-plan'));
const SafetyPlanHardMoment = lazy(() => import('#client/routes/safety-plan-hard-moment'));
const Story = lazy(() => import('#client/routes/story'));
const Welcome = lazy(() => import('#client/routes/welcome'));
const Dashboard = lazy(() => import('#client/routes/dashboard'));
const Chat = lazy(() => import('#client/routes/chat'));
const Journal = lazy(() => import('#client/routes/journal'));
const Progress = lazy(() => import('#client/routes/progress'));
const Matrix = lazy(() => import('#client/routes/matrix'));
const Urge = lazy(() => import('#client/routes/urge'));
// « Mon parcours »'s four screens, routed inside (routes/parcours.tsx).
const Parcours = lazy(() => import('#client/routes/parcours'));
const NotFound = lazy(() => import('#client/routes/not-found'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<Landing />} />
        <Route path="/signup" element={<Signup />} />
        <Route path="/login" element={<Login />} />
        {/* Open signed in or out: the link in the mail may be opened in any browser. */}
        <Route path={FORGOT_PASSWORD_PATH} element={<ForgotPassword />} />
        <Route path={RESET_PASSWORD_PATH} element={<ResetPassword />} />
        <Route path="/aide" element={<Help />} />
        <Route path="/confidentialite" element={<Privacy />} />
        <Route element={<RequireUser redirectTo="/login" />}>
          <Route path="/account" element={<Account />} />
          {/* No story needed: a safety plan may matter before anything else. */}
          <Route path={SAFETY_PLAN_PATH} element={<SafetyPlan />} />
          <Route path={SAFETY_PLAN_HARD_MOMENT_PATH} element={<SafetyPlanHardMoment />} />
        </Route>
        {/* The first steps of a new account: signed out, they lead to sign-up (SPEC §2). */}
        <Route element={<RequireUser redirectTo="/signup" />}>
          <Route path="/story" element={<Story />} />
          <Route path="/welcome" element={<Welcome />} />
        </Route>
        {/* Where a returning person goes: signed out (or signed out everywhere by a password
            reset), they are asked to sign in and brought back here (issue 27; docs/spec-deviations.md). */}
        <Route element={<RequireUser redirectTo="/login" />}>
          <Route element={<RequireStory />}>
            <Route path="/dashboard" element={<Dashboard />} />
            <Route path="/chat" element={<Chat />} />
            <Route path="/journal" element={<Journal />} />
            <Route path="/progress" element={<Progress />} />
            <Route path="/matrix" element={<Matrix />} />
            <Route path={URGE_PATH} element={<Urge />} />
            <Route path={`${PARCOURS_PATH}/*`} element={<Parcours />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
