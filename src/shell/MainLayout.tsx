import { Suspense, useCallback, useEffect, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppServices } from '../app/AppServices';
import { useEnvironment } from '../environment/EnvironmentContext';
import { restrictedRedirect } from '../environment/entryRules';
import { SessionProvider } from '../session/SessionContext';
import { TenantSync } from '../tenant/TenantSync';
import { CountersProvider } from './counters/CountersContext';
import { StateDumpHotkey } from './debug/StateDumpHotkey';
import { NavMenu } from './menu/NavMenu';
import { NEWS_ROTATION_MS, NewsBanner } from './news/NewsBanner';
import { PageLoader } from './pages/FullPageLoader';
import { TopProgress } from './progress/TopProgress';
import { SkipLink } from '../../engine/react/a11y/SkipLink';
import classes from './shell.module.css';
import { TopBar } from './topbar/TopBar';
import { useMediaQuery, useStoredState } from './useStoredState';
import { BuildWatch } from './version/BuildWatch';

/** Left menu width in px (spec 2.4 and 9): default, minimum; the maximum is 90% of the window. */
export const MENU_WIDTH = { default: 270, min: 230, maxShare: 0.9 } as const;
export const MENU_WIDTH_KEY = 'edc.menu.width';
export const MENU_HIDDEN_KEY = 'edc.menu.hidden';
/** Below this window width the menu overlays the page (48em). */
const MOBILE_QUERY = '(max-width: 48em)';
/** Keyboard step of the menu's resize handle, in px. */
const RESIZE_STEP = 10;

/** The widest menu for a window: 90% of it, never below the minimum. */
export function menuMaxWidth(windowWidth: number): number {
  return Math.max(MENU_WIDTH.min, Math.round(windowWidth * MENU_WIDTH.maxShare));
}

/** The stored width, kept within the limits for this window. */
export function storedMenuWidth(raw: string | null, windowWidth: number): number | undefined {
  const value = Number(raw);
  if (raw === null || !Number.isFinite(value) || value <= 0) return undefined;
  return Math.min(menuMaxWidth(windowWidth), Math.max(MENU_WIDTH.min, Math.round(value)));
}

function readStoredWidth(): number | undefined {
  try {
    return storedMenuWidth(window.localStorage.getItem(MENU_WIDTH_KEY), window.innerWidth);
  } catch {
    return undefined;
  }
}

function storeWidth(width: number): void {
  try {
    window.localStorage.setItem(MENU_WIDTH_KEY, String(Math.round(width)));
  } catch {
    // Without storage the width is simply not kept.
  }
}

/** app-config's news rotation in milliseconds (2 to 60 s), else the spec's 5 s. */
function newsRotationMs(seconds: unknown): number {
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 2 && seconds <= 60 ? seconds * 1000 : NEWS_ROTATION_MS;
}

/** The menu width with its drag and keyboard resize handle (a focusable separator). */
function useMenuWidth() {
  const [width, setWidth] = useState(() => readStoredWidth() ?? MENU_WIDTH.default);
  const clamp = useCallback((value: number) => Math.min(menuMaxWidth(window.innerWidth), Math.max(MENU_WIDTH.min, Math.round(value))), []);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? RESIZE_STEP : event.key === 'ArrowLeft' ? -RESIZE_STEP : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = clamp(width + step);
    setWidth(next);
    storeWidth(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    let last = width;
    const move = (e: globalThis.PointerEvent) => {
      last = clamp(e.clientX);
      setWidth(last);
    };
    const up = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', up);
      storeWidth(last);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', up);
  };
  return { width, onKeyDown, onPointerDown };
}

/**
 * The main layout (login, environment and tenant ready): top bar, resizable and collapsible
 * left menu, news, the page and its footer; the session, counters, tenant sync and version
 * watch around them. A visitor-only user is kept on contract creation. Plain React and CSS:
 * the component library loads with the pages that use it.
 */
/** The main landmark's id: the skip link's target. */
const MAIN_ID = 'main-content';

export function MainLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const { variant, buildVersion } = useAppServices();
  const { info } = useEnvironment();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [hidden, setHidden] = useStoredState<boolean>(MENU_HIDDEN_KEY, false, (v) => typeof v === 'boolean');
  const [mobileOpened, setMobileOpened] = useState(false);
  const { width, onKeyDown, onPointerDown } = useMenuWidth();

  // A new page closes the menu on a phone.
  useEffect(() => setMobileOpened(false), [location.pathname]);

  const redirect = restrictedRedirect(info.role ?? [], location.pathname);
  if (redirect) return <Navigate to={redirect} replace />;

  const menuOpened = mobile ? mobileOpened : !hidden;
  const layoutStyle = { '--shell-menu-offset': !mobile && menuOpened ? `${width}px` : '0px' } as CSSProperties;
  return (
    <SessionProvider>
      <CountersProvider>
        <TenantSync />
        <BuildWatch />
        <StateDumpHotkey />
        <div style={layoutStyle}>
          <SkipLink label={t('shell.frame.skipToContent')} href={`#${MAIN_ID}`} target={() => document.getElementById(MAIN_ID)} />
          <header className={classes.header}>
            {/* Inside the banner landmark (axe "region"); fixed to the top of the window all the same. */}
            <TopProgress />
            <TopBar menuOpened={menuOpened} onToggleMenu={mobile ? () => setMobileOpened((o) => !o) : () => setHidden((h) => !h)} />
          </header>
          <nav className={`${classes.navbar} ${menuOpened ? '' : classes.navbarHidden}`} style={{ width }} aria-label={t('shell.menu.label')} data-testid="main-menu">
            <NavMenu onNavigate={mobile ? () => setMobileOpened(false) : undefined} />
            {/* Inside the menu's landmark (axe "region"); fixed, so it sits on the menu's edge. */}
            {menuOpened && !mobile && (
              <div
                className={classes.resizer}
                style={{ left: width }}
                role="separator"
                aria-orientation="vertical"
                aria-label={t('shell.menu.resize')}
                aria-valuenow={width}
                aria-valuemin={MENU_WIDTH.min}
                aria-valuemax={menuMaxWidth(window.innerWidth)}
                tabIndex={0}
                onKeyDown={onKeyDown}
                onPointerDown={onPointerDown}
              />
            )}
          </nav>
          <main className={classes.main} id={MAIN_ID} tabIndex={-1}>
            {variant === 'portal' && info.appConfig?.newsEnabled !== false && <NewsBanner rotationMs={newsRotationMs(info.appConfig?.newsRotationSeconds)} />}
            <div className={classes.content} data-testid="page-content">
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </div>
            <footer className={classes.footer}>
              {t('shell.frame.footer')} · {t('shell.public.version', { version: buildVersion })}
            </footer>
          </main>
        </div>
      </CountersProvider>
    </SessionProvider>
  );
}
