import { lazy, type ReactNode } from 'react';
import type { TokenRequirement } from '../../engine/core/metadata/types';
import { useEnvironment } from '../environment/EnvironmentContext';
import { hasToken } from '../../engine/core/tokens';

const AccessDeniedPage = lazy(() => import('./pages/AccessDeniedPage').then((m) => ({ default: m.AccessDeniedPage })));

/** Renders the page only for users holding the token (an array: any of them); others see 'access denied'. */
export function RequireToken({ token, children }: { token: TokenRequirement | undefined; children: ReactNode }) {
  const { tokens } = useEnvironment();
  if (!hasToken(tokens, token)) return <AccessDeniedPage />;
  return <>{children}</>;
}
