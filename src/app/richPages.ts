import { loadRemainingTexts } from '../i18n/resources';

// The loaders of every page that sits in a RichLayout (AppRoutes). They live in a chunk of their
// own, loaded with the first such page: each import() carries the list of files it preloads, and
// for ~25 pages those lists (every Mantine part, the engine's chunks, the CSS) weigh ~3 kB gzipped,
// which would otherwise ride in the first download although the dashboard opens none of them.

/**
 * A rich page's loader that also brings every area's texts: such a page may show texts of any
 * area. The entity screens (EntityScreen) load their own entity's texts instead.
 */
function withTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadRemainingTexts()]).then(([module]) => module);
}

// The public pages and the small pages of the main layout use the component library: they load
// with it, outside the first download.
const publicPages = () => import('../public/publicPages');
export const publicHomePage = withTexts(() => publicPages().then((m) => ({ default: m.PublicHomePage })));
export const loginErrorPage = withTexts(() => publicPages().then((m) => ({ default: m.LoginErrorPage })));
export const logoutPage = withTexts(() => publicPages().then((m) => ({ default: m.LogoutPage })));
export const envLoadErrorPage = withTexts(() => publicPages().then((m) => ({ default: m.EnvLoadErrorPage })));
export const gdprExpiredPage = withTexts(() => publicPages().then((m) => ({ default: m.GdprExpiredPage })));
export const publicNotFoundPage = withTexts(() => publicPages().then((m) => ({ default: m.PublicNotFoundPage })));
export const mailboxReadPage = withTexts(() => import('../shell/counters/ReadPages').then((m) => ({ default: m.MailboxReadPage })));
export const rejectionReadPage = withTexts(() => import('../shell/counters/ReadPages').then((m) => ({ default: m.RejectionReadPage })));
export const notFoundPage = withTexts(() => import('../shell/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
export const contractCreationPage = withTexts(() => import('../contract/ContractCreationPage'));
export const contractSigningPage = withTexts(() => import('../contract/ContractSigningPage'));
export const contractByCodePage = withTexts(() => import('../contract/ContractByCodePage'));
export const faqPage = withTexts(() => import('../faq/FaqPage'));
export const createAccountPage = withTexts(() => import('../public/CreateAccountPage'));
export const emailVerificationPage = withTexts(() => import('../public/EmailVerificationPage'));
export const byCodePage = withTexts(() => import('./entity/ByCodePage'));
export const detailEditorScreen = withTexts(() => import('./entity/DetailEditorScreen'));
export const galleryPage = withTexts(() => import('../gallery/GalleryPage'));
export const chainPage = withTexts(() => import('../kontrola/ChainPage'));
export const eicCheckPage = withTexts(() => import('../kontrola/EicCheckPage'));
export const semaforPage = withTexts(() => import('../kontrola/SemaforPage'));
export const activityPage = withTexts(() => import('../workflow/ActivityPage'));
export const startProcessPage = withTexts(() => import('../workflow/StartProcessPage'));
export const linkRequestPage = withTexts(() => import('../workflow/LinkRequestPage'));
export const codeBookScreen = withTexts(() => import('../codeBooks/CodeBookScreen'));
