import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { currentLanguage } from '../../i18n';

// The menu (a floating dropdown) loads right after the first paint; until then an inert button
// with the current language stands in its place, so nothing moves when it arrives.
const LanguageMenu = lazy(() => import('./LanguageMenu').then((m) => ({ default: m.LanguageMenu })));

type Props = { variant?: 'subtle' | 'default' | 'light'; color?: string };

/** The language menu, loaded lazily (see LanguageMenu). */
export function LazyLanguageMenu({ variant = 'subtle', color }: Props) {
  const fallback = (
    <Button variant={variant} color={color} size="compact-sm" aria-hidden tabIndex={-1}>
      {currentLanguage().toUpperCase()}
    </Button>
  );
  return (
    <Suspense fallback={fallback}>
      <LanguageMenu variant={variant} color={color} />
    </Suspense>
  );
}
