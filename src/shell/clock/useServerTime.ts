import { useEffect, useState } from 'react';
import { useAppServices } from '../../app/AppServices';

/** Refresh interval of the server clock (spec 9: 1 s). */
export const CLOCK_REFRESH_MS = 1000;

/** The server's current time (client clock corrected by the offset the HTTP client measured), refreshed every second. */
export function useServerTime(): Date {
  const { http } = useAppServices();
  const [now, setNow] = useState(() => new Date(Date.now() + http.serverTimeOffsetMs()));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date(Date.now() + http.serverTimeOffsetMs())), CLOCK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [http]);
  return now;
}
