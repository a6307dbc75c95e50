import { createContext, useContext } from 'react';
import type { EnvironmentInfo } from './types';

/** The loaded environment with derived values the shell uses often. */
export interface Environment {
  info: EnvironmentInfo;
  /** The user's permission tokens. */
  tokens: ReadonlySet<string>;
  /** The user holds only the visitor identity role. */
  visitorOnly: boolean;
  /** Display name: first and last name, else the login. */
  displayName: string;
}

export const EnvironmentContext = createContext<Environment | null>(null);

/** The environment of the logged-in user (inside EnvironmentGate). */
export function useEnvironment(): Environment {
  const environment = useContext(EnvironmentContext);
  if (!environment) throw new Error('useEnvironment outside EnvironmentGate');
  return environment;
}
