import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { entityRoutes } from '../../metadata/routes';
import { AuthCallbackPage } from '../auth/AuthCallbackPage';
import { RequireAuth } from '../auth/RequireAuth';
import { EnvironmentGate } from '../environment/EnvironmentGate';
import { EnvLoadErrorPage, GdprExpiredPage, LoginErrorPage, LogoutPage, PublicHomePage, PublicNotFoundPage } from '../public/publicPages';
import { MailboxReadPage, RejectionReadPage } from '../shell/counters/ReadPages';
import { EntryRedirect } from '../shell/EntryRedirect';
import { MainLayout } from '../shell/MainLayout';
import { NotFoundPage } from '../shell/pages/NotFoundPage';
import { RequireToken } from '../shell/RequireToken';
import { TenantGate } from '../tenant/TenantGate';
import { normalizeRoutePath } from './screenRoutes';

const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));
const ContractCreationPage = lazy(() => import('../contract/ContractCreationPage'));
const FaqPage = lazy(() => import('../faq/FaqPage'));
const CreateAccountPage = lazy(() => import('../public/CreateAccountPage'));
const EmailVerificationPage = lazy(() => import('../public/EmailVerificationPage'));
const EntityScreen = lazy(() => import('./entity/EntityScreen'));
const GalleryPage = lazy(() => import('../gallery/GalleryPage'));
const ActivityPage = lazy(() => import('../workflow/ActivityPage'));
const StartProcessPage = lazy(() => import('../workflow/StartProcessPage'));

/** The main layout behind login, environment and tenant. */
function ProtectedLayout() {
  return (
    <RequireAuth>
      <EnvironmentGate>
        <TenantGate>
          <MainLayout />
        </TenantGate>
      </EnvironmentGate>
    </RequireAuth>
  );
}

/** Every route of a variant, relative to its basename (contract.md, spec 2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="public">
        <Route index element={<PublicHomePage />} />
        <Route path="create-account" element={<Suspense fallback={null}><CreateAccountPage /></Suspense>} />
        <Route path="email-verification" element={<Suspense fallback={null}><EmailVerificationPage /></Suspense>} />
        <Route path="login-error" element={<LoginErrorPage />} />
        <Route path="logout" element={<LogoutPage />} />
        <Route path="env-load-error" element={<EnvLoadErrorPage />} />
        <Route path="gdpr-expired" element={<GdprExpiredPage />} />
        <Route path="*" element={<PublicNotFoundPage />} />
      </Route>
      <Route path="auth/callback" element={<AuthCallbackPage />} />
      <Route element={<ProtectedLayout />}>
        <Route index element={<EntryRedirect />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="activities/:step/:activityId" element={<ActivityPage />} />
        <Route path="start-process/:typ" element={<StartProcessPage />} />
        <Route path="zmluva/zalozenie-zmluvy" element={<ContractCreationPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="schranka/read/:idSchranka" element={<MailboxReadPage />} />
        <Route path="zamietnute-ziadosti/read" element={<RejectionReadPage />} />
        <Route path="gallery" element={<GalleryPage />} />
        {entityRoutes.map((route) => (
          <Route
            key={`${route.screen}:${route.path}`}
            path={normalizeRoutePath(route.path)}
            element={
              <RequireToken token={route.entity.tokens.read}>
                <EntityScreen route={route} />
              </RequireToken>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
