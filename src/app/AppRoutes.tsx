import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { codeScreenRoutes, detailEditorScreenRoutes, screenRoutes } from '../../metadata/routeTable';
import { AuthCallbackPage } from '../auth/AuthCallbackPage';
import { RequireAuth } from '../auth/RequireAuth';
import { EnvironmentGate } from '../environment/EnvironmentGate';
import { EntryRedirect } from '../shell/EntryRedirect';
import { MainLayout } from '../shell/MainLayout';
import { RequireToken } from '../shell/RequireToken';
import { TenantGate } from '../tenant/TenantGate';
import { RichLayout } from './rich';
import { normalizeRoutePath } from './screenRoutes';
import { CODE_BOOK_TOKEN } from '../codeBooks/codeBookMetadata';
import { loadRemainingTexts } from '../i18n/resources';

/**
 * A rich page's loader that also brings every area's texts: such a page may show texts of any
 * area. The entity screens (EntityScreen) load their own entity's texts instead.
 */
function withTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadRemainingTexts()]).then(([module]) => module);
}

const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));
// The public pages and the small pages of the main layout use the component library: they load
// with it, outside the first download.
const publicPages = () => import('../public/publicPages');
const PublicHomePage = lazy(withTexts(() => publicPages().then((m) => ({ default: m.PublicHomePage }))));
const LoginErrorPage = lazy(withTexts(() => publicPages().then((m) => ({ default: m.LoginErrorPage }))));
const LogoutPage = lazy(withTexts(() => publicPages().then((m) => ({ default: m.LogoutPage }))));
const EnvLoadErrorPage = lazy(withTexts(() => publicPages().then((m) => ({ default: m.EnvLoadErrorPage }))));
const GdprExpiredPage = lazy(withTexts(() => publicPages().then((m) => ({ default: m.GdprExpiredPage }))));
const PublicNotFoundPage = lazy(withTexts(() => publicPages().then((m) => ({ default: m.PublicNotFoundPage }))));
const MailboxReadPage = lazy(withTexts(() => import('../shell/counters/ReadPages').then((m) => ({ default: m.MailboxReadPage }))));
const RejectionReadPage = lazy(withTexts(() => import('../shell/counters/ReadPages').then((m) => ({ default: m.RejectionReadPage }))));
const NotFoundPage = lazy(withTexts(() => import('../shell/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage }))));
const ContractCreationPage = lazy(withTexts(() => import('../contract/ContractCreationPage')));
const ContractSigningPage = lazy(withTexts(() => import('../contract/ContractSigningPage')));
const ContractByCodePage = lazy(withTexts(() => import('../contract/ContractByCodePage')));
const FaqPage = lazy(withTexts(() => import('../faq/FaqPage')));
const CreateAccountPage = lazy(withTexts(() => import('../public/CreateAccountPage')));
const EmailVerificationPage = lazy(withTexts(() => import('../public/EmailVerificationPage')));
const EntityScreen = lazy(() => import('./entity/EntityScreen'));
const ByCodePage = lazy(withTexts(() => import('./entity/ByCodePage')));
const DetailEditorScreen = lazy(withTexts(() => import('./entity/DetailEditorScreen')));
const GalleryPage = lazy(withTexts(() => import('../gallery/GalleryPage')));
const ChainPage = lazy(withTexts(() => import('../kontrola/ChainPage')));
const EicCheckPage = lazy(withTexts(() => import('../kontrola/EicCheckPage')));
const SemaforPage = lazy(withTexts(() => import('../kontrola/SemaforPage')));
const ActivityPage = lazy(withTexts(() => import('../workflow/ActivityPage')));
const StartProcessPage = lazy(withTexts(() => import('../workflow/StartProcessPage')));
const LinkRequestPage = lazy(withTexts(() => import('../workflow/LinkRequestPage')));
const CodeBookScreen = lazy(withTexts(() => import('../codeBooks/CodeBookScreen')));

/** A code-book administration page (core, enums#write). */
function codeBookRoute(path: string, screen: 'search' | 'detail', portal = false) {
  return (
    <Route
      key={path}
      path={path}
      element={
        <RequireToken token={CODE_BOOK_TOKEN}>
          <CodeBookScreen screen={screen} portal={portal} />
        </RequireToken>
      }
    />
  );
}

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

/**
 * Every route of a variant, relative to its basename (contract.md, spec 2). The shell and the
 * dashboard are plain React; every other page sits in a RichLayout, which brings the component
 * library, the query cache and the other areas' texts with the first of them.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="public" element={<RichLayout />}>
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
        <Route element={<RichLayout />}>
          <Route path="activities/:step/:activityId" element={<ActivityPage />} />
          <Route path="start-process/:typ" element={<StartProcessPage />} />
          <Route path="ucastnik-trhu/ziadost-o-prepojenie-ucastnika-portal/:code" element={<LinkRequestPage />} />
          <Route path="zmluva/zalozenie-zmluvy" element={<ContractCreationPage />} />
          <Route path="zmluva/podpisanie/:idZmluva" element={<RequireToken token="zmluvy#read"><ContractSigningPage /></RequireToken>} />
          <Route path="zmluva/detail-portal/:entityType/:code" element={<RequireToken token="zmluvy#read"><ContractByCodePage /></RequireToken>} />
          <Route path="faq" element={<FaqPage />} />
          <Route path="schranka/read/:idSchranka" element={<MailboxReadPage />} />
          <Route path="zamietnute-ziadosti/read" element={<RejectionReadPage />} />
          <Route path="gallery" element={<GalleryPage />} />
          {codeBookRoute('enum/enum-mixed/:tabulka/:stlpec', 'search')}
          {codeBookRoute('enum/enum-mixed/:tabulka/:stlpec/detail/:idEdcCiselnik', 'detail')}
          {codeBookRoute('enum/enum-portal/:name', 'search', true)}
          {codeBookRoute('enum/enum-portal/:name/detail/:idEdcCiselnik', 'detail', true)}
          {codeBookRoute('enum/:page', 'search')}
          {codeBookRoute('enum/:page/detail/:idEdcCiselnik', 'detail')}
          <Route path="retazenie-odchylok" element={<RequireToken token="zodpovednost-za-odchylku#menu"><ChainPage /></RequireToken>} />
          <Route path="kontrola-eic" element={<RequireToken token="kontrola#oom"><EicCheckPage /></RequireToken>} />
          <Route path="semafor" element={<RequireToken token="semafor#menu"><SemaforPage /></RequireToken>} />
          {screenRoutes.map((route) => (
            <Route
              key={`${route.screen}:${route.path}`}
              path={normalizeRoutePath(route.path)}
              element={
                <RequireToken token={route.token}>
                  <EntityScreen screen={route} />
                </RequireToken>
              }
            />
          ))}
          {codeScreenRoutes.map((route) => (
            <Route
              key={`code:${route.path}`}
              path={normalizeRoutePath(route.path)}
              element={
                <RequireToken token={route.token}>
                  <ByCodePage path={route.path} />
                </RequireToken>
              }
            />
          ))}
          {detailEditorScreenRoutes.map((route) => (
            <Route
              key={`detail-editor:${route.path}`}
              path={normalizeRoutePath(route.path)}
              element={
                <RequireToken token={route.token}>
                  <DetailEditorScreen path={route.path} />
                </RequireToken>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
