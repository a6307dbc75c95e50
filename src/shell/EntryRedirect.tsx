import { Navigate } from 'react-router';
import { useEnvironment } from '../environment/EnvironmentContext';
import { entryPath } from '../environment/entryRules';

/** `/`: visitor-only users go to contract creation, everyone else to the dashboard. */
export function EntryRedirect() {
  const { info } = useEnvironment();
  return <Navigate to={entryPath(info.role ?? [])} replace />;
}
