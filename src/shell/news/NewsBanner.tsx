import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppServices } from '../../app/AppServices';
import { startPolling } from '../counters/polling';
import { loadNews, POLL_MS, todayIso, type NewsItem } from '../counters/loaders';
import { confirmedNews, confirmNews, subscribeConfirmedNews } from './confirmedNews';
import classes from './NewsBanner.module.css';
import { isExternal, parseNewsText } from './newsText';

/** News rotation (spec 9: 5 s). */
export const NEWS_ROTATION_MS = 5000;

function NewsText({ text }: { text: string }) {
  const parts = useMemo(() => parseNewsText(text), [text]);
  return (
    <>
      {parts.map((part, i) =>
        part.kind === 'text' ? (
          <span key={i}>{part.text}</span>
        ) : isExternal(part.href) ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.label}
          </a>
        ) : part.href.startsWith('/') ? (
          <Link key={i} to={part.href}>
            {part.label}
          </Link>
        ) : (
          <a key={i} href={part.href}>
            {part.label}
          </a>
        ),
      )}
    </>
  );
}

/**
 * The portal's news (spec 2.4): items valid today that the user has not confirmed, one at a
 * time, rotating every 5 s (or app-config's `newsRotationSeconds`) and paused while the pointer
 * or focus is on it.
 */
export function NewsBanner({ rotationMs = NEWS_ROTATION_MS }: { rotationMs?: number }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const [news, setNews] = useState<NewsItem[]>([]);
  const confirmed = useSyncExternalStore(subscribeConfirmedNews, confirmedNews);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const shown = useMemo(() => news.filter((n) => !confirmed.has(n.code)), [news, confirmed]);
  const paused = hovered || focused;

  useEffect(
    () =>
      startPolling(async () => {
        try {
          setNews(await loadNews(http, todayIso(http.serverTimeOffsetMs())));
        } catch (error) {
          console.warn('News could not be loaded', error);
        }
      }, POLL_MS.news),
    [http],
  );

  useEffect(() => {
    if (paused || shown.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => i + 1), rotationMs);
    return () => window.clearInterval(timer);
  }, [paused, shown.length, rotationMs]);

  if (shown.length === 0) return null;
  const position = index % shown.length;
  const item = shown[position] as NewsItem;
  return (
    <section
      className={classes.banner}
      aria-label={t('shell.news.label')}
      data-testid="news-banner"
      data-paused={paused}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className={classes.position}>{t('shell.news.position', { position: position + 1, total: shown.length })}</span>
      <span className={classes.text} data-testid="news-text" data-code={item.code}>
        <NewsText text={item.text} />
      </span>
      <button type="button" className={classes.close} aria-label={t('shell.news.confirm')} title={t('shell.news.confirm')} onClick={() => confirmNews(item.code)}>
        ×
      </button>
    </section>
  );
}
