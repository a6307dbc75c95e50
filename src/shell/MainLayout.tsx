import { AppShell, Box, Text, useAppShellResize, useMantineTheme } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppServices } from '../app/AppServices';
import { shellColorsOf } from '../app/theme';
import { useEnvironment } from '../environment/EnvironmentContext';
import { restrictedRedirect } from '../environment/entryRules';
import { SessionProvider } from '../session/SessionContext';
import { TenantSync } from '../tenant/TenantSync';
import { CountersProvider } from './counters/CountersContext';
import { StateDumpHotkey } from './debug/StateDumpHotkey';
import { NavMenu } from './menu/NavMenu';
import { NewsBanner } from './news/NewsBanner';
import { PageLoader } from './pages/FullPageLoader';
import { TopProgress } from './progress/TopProgress';
import { TopBar } from './topbar/TopBar';
import classes from './mainArea.module.css';
import { BuildWatch } from './version/BuildWatch';

/** Left menu width in px (spec 2.4 and 9): default, minimum; the maximum is 90% of the window. */
export const MENU_WIDTH = { default: 270, min: 230, maxShare: 0.9 } as const;
export const MENU_WIDTH_KEY = 'edc.menu.width';
export const MENU_HIDDEN_KEY = 'edc.menu.hidden';
/** Layout breakpoints of the main area in px (spec 2.4), for `@container main` queries (mainArea.module.css). */
export const MAIN_BREAKPOINTS = { xs: 400, sm: 600, md: 800, lg: 1200 } as const;

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

/**
 * The main layout (login, environment and tenant ready): top bar, resizable and collapsible
 * left menu, news, the page and its footer; the session, counters, tenant sync and version
 * watch around them. A visitor-only user is kept on contract creation.
 */
export function MainLayout() {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const colors = shellColorsOf(theme);
  const location = useLocation();
  const { variant, buildVersion } = useAppServices();
  const { info } = useEnvironment();
  const mobile = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const [hidden, setHidden] = useLocalStorage<boolean>({ key: MENU_HIDDEN_KEY, defaultValue: false, getInitialValueInEffect: false });
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [initialSizes] = useState(() => {
    const width = readStoredWidth();
    return width === undefined ? undefined : { navbar: width };
  });
  const resizeLabel = t('shell.menu.resize');
  const navbarResize = useMemo(() => ({ min: MENU_WIDTH.min, max: menuMaxWidth(window.innerWidth), label: resizeLabel }), [resizeLabel]);
  const resize = useAppShellResize({
    navbar: navbarResize,
    initialSizes,
    onResizeEnd: (sizes) => {
      if (sizes.navbar === undefined) return;
      try {
        window.localStorage.setItem(MENU_WIDTH_KEY, String(Math.round(sizes.navbar)));
      } catch {
        // Without storage the width is simply not kept.
      }
    },
  });

  const redirect = restrictedRedirect(info.role ?? [], location.pathname);
  if (redirect) return <Navigate to={redirect} replace />;

  const menuOpened = mobile ? mobileOpened : !hidden;
  return (
    <SessionProvider>
      <CountersProvider>
        <TopProgress />
        <TenantSync />
        <BuildWatch />
        <StateDumpHotkey />
        <AppShell
          header={{ height: 56 }}
          navbar={{ width: MENU_WIDTH.default, breakpoint: 'sm', collapsed: { desktop: hidden, mobile: !mobileOpened } }}
          resize={resize}
          padding="md"
          styles={{
            header: { background: colors.headerBg, color: colors.headerFg },
            navbar: { background: colors.navbarBg, color: colors.navbarFg },
          }}
        >
          <AppShell.Header>
            <TopBar colors={colors} menuOpened={menuOpened} onToggleMenu={mobile ? toggleMobile : () => setHidden((h) => !h)} />
          </AppShell.Header>
          <AppShell.Navbar p="xs" aria-label={t('shell.menu.label')} data-testid="main-menu">
            <NavMenu colors={colors} onNavigate={mobile ? closeMobile : undefined} />
          </AppShell.Navbar>
          <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
            {variant === 'portal' && <NewsBanner />}
            <Box className={classes.main} data-testid="page-content">
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </Box>
            <Text component="footer" size="xs" c="gray.7" mt="xl" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              {t('shell.frame.footer')} · {t('shell.public.version', { version: buildVersion })}
            </Text>
          </AppShell.Main>
        </AppShell>
      </CountersProvider>
    </SessionProvider>
  );
}
