import { AppShell, useAppShellResize, useMantineTheme } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Suspense, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { shellColorsOf } from '../app/theme';
import { useEnvironment } from '../environment/EnvironmentContext';
import { restrictedRedirect } from '../environment/entryRules';
import { NavMenu } from './menu/NavMenu';
import { PageLoader } from './pages/FullPageLoader';
import { TopBar } from './topbar/TopBar';

/** Left menu width in px (spec 2.4 and 9): default, minimum; the maximum is 90% of the window. */
export const MENU_WIDTH = { default: 270, min: 230, maxShare: 0.9 } as const;
const MENU_WIDTH_KEY = 'edc.menu.width';
const MENU_HIDDEN_KEY = 'edc.menu.hidden';

function storedWidth(): number | undefined {
  try {
    const value = Number(window.localStorage.getItem(MENU_WIDTH_KEY));
    return Number.isFinite(value) && value >= MENU_WIDTH.min ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The main layout (login, environment and tenant ready): top bar, resizable and collapsible
 * left menu, and the page. A visitor-only user is kept on contract creation.
 */
export function MainLayout() {
  const theme = useMantineTheme();
  const colors = shellColorsOf(theme);
  const location = useLocation();
  const { info } = useEnvironment();
  const mobile = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const [hidden, setHidden] = useLocalStorage<boolean>({ key: MENU_HIDDEN_KEY, defaultValue: false, getInitialValueInEffect: false });
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [initialSizes] = useState(() => {
    const width = storedWidth();
    return width === undefined ? undefined : { navbar: width };
  });
  const navbarResize = useMemo(() => ({ min: MENU_WIDTH.min, max: Math.round(window.innerWidth * MENU_WIDTH.maxShare) }), []);
  const resize = useAppShellResize({
    navbar: navbarResize,
    initialSizes,
    onResizeEnd: (sizes) => {
      if (sizes.navbar !== undefined) window.localStorage.setItem(MENU_WIDTH_KEY, String(Math.round(sizes.navbar)));
    },
  });

  const redirect = restrictedRedirect(info.role ?? [], location.pathname);
  if (redirect) return <Navigate to={redirect} replace />;

  const menuOpened = mobile ? mobileOpened : !hidden;
  return (
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
      <AppShell.Navbar p="xs">
        <NavMenu colors={colors} onNavigate={mobile ? closeMobile : undefined} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
