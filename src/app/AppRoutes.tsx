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

const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));
// Every other page loads through ./richPages or, the entity screens, ./entityPages: chunks of
// their own (see there why).
const richPages = () => import('./richPages');
const entityPages = () => import('./entityPages');
const PublicHomePage = lazy(() => richPages().then((m) => m.publicHomePage()));
const LoginErrorPage = lazy(() => richPages().then((m) => m.loginErrorPage()));
const LogoutPage = lazy(() => richPages().then((m) => m.logoutPage()));
const EnvLoadErrorPage = lazy(() => richPages().then((m) => m.envLoadErrorPage()));
const GdprExpiredPage = lazy(() => richPages().then((m) => m.gdprExpiredPage()));
const PublicNotFoundPage = lazy(() => richPages().then((m) => m.publicNotFoundPage()));
const MailboxReadPage = lazy(() => richPages().then((m) => m.mailboxReadPage()));
const RejectionReadPage = lazy(() => richPages().then((m) => m.rejectionReadPage()));
const NotFoundPage = lazy(() => richPages().then((m) => m.notFoundPage()));
const ContractCreationPage = lazy(() => richPages().then((m) => m.contractCreationPage()));
const ContractSigningPage = lazy(() => richPages().then((m) => m.contractSigningPage()));
const ContractByCodePage = lazy(() => richPages().then((m) => m.contractByCodePage()));
const FaqPage = lazy(() => richPages().then((m) => m.faqPage()));
const CreateAccountPage = lazy(() => richPages().then((m) => m.createAccountPage()));
const EmailVerificationPage = lazy(() => richPages().then((m) => m.emailVerificationPage()));
const EntityScreen = lazy(() => entityPages().then((m) => m.entityScreen()));
const ByCodePage = lazy(() => richPages().then((m) => m.byCodePage()));
const DetailEditorScreen = lazy(() => richPages().then((m) => m.detailEditorScreen()));
const GalleryPage = lazy(() => richPages().then((m) => m.galleryPage()));
const ChainPage = lazy(() => richPages().then((m) => m.chainPage()));
const EicCheckPage = lazy(() => richPages().then((m) => m.eicCheckPage()));
const SemaforPage = lazy(() => richPages().then((m) => m.semaforPage()));
const ActivityPage = lazy(() => richPages().then((m) => m.activityPage()));
const StartProcessPage = lazy(() => richPages().then((m) => m.startProcessPage()));
const LinkRequestPage = lazy(() => richPages().then((m) => m.linkRequestPage()));
const CodeBookScreen = lazy(() => richPages().then((m) => m.codeBookScreen()));

/**
 * A RichLayout that starts fetching `pages` (a chunk of page loaders) at once, beside the component
 * library: a page renders, and so asks for its loader, only once the rich providers are there.
 * Behind the login that is the entity screens' loader (the searches are the pages opened most; the
 * other pages' loaders, larger, come when one of them renders).
 */
function RichPagesLayout({ pages }: { pages: () => Promise<unknown> }) {
  void pages();
  return <RichLayout />;
}

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
      <Route path="public" element={<RichPagesLayout pages={richPages} />}>
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
        <Route element={<RichPagesLayout pages={entityPages} />}>
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
