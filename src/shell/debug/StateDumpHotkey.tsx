import { useEffect, useRef } from 'react';
import { useAppServices } from '../../app/AppServices';
import { useEnvironment } from '../../environment/EnvironmentContext';
import { currentLanguage } from '../../i18n';
import { useSession } from '../../session/SessionContext';
import { useCounters } from '../counters/CountersContext';
import { appStorage, downloadJson, isStateDumpChord, type StateDump } from './stateDump';

/** Ctrl+Shift+S downloads a state dump, in local mode only (spec 2.4). */
export function StateDumpHotkey() {
  const { variant, tenant } = useAppServices();
  const { info } = useEnvironment();
  const { state } = useSession();
  const { counters } = useCounters();
  const latest = useRef({ state, counters });
  latest.current = { state, counters };
  const local = info.appConfig?.environment === 'local';

  useEffect(() => {
    if (!local) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!isStateDumpChord(event)) return;
      event.preventDefault();
      const dump: StateDump = {
        savedAt: new Date().toISOString(),
        variant,
        url: window.location.href,
        language: currentLanguage(),
        userAgent: navigator.userAgent,
        user: { login: info.login, roles: info.role, tokens: info.tokens },
        tenant: tenant.current,
        session: latest.current.state,
        counters: latest.current.counters,
        storage: appStorage(window.localStorage),
      };
      downloadJson(`edc-state-${dump.savedAt.replace(/[:.]/g, '-')}.json`, dump);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [local, variant, info, tenant]);
  return null;
}
