import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppServices } from '../../app/AppServices';
import { PageLoader } from '../pages/FullPageLoader';
import { useCounters } from './CountersContext';

/**
 * `/schranka/read/:idSchranka`: marks the message read, reloads the mailbox counter and opens the
 * message; on failure goes to the mailbox (spec 4.4).
 */
export function MailboxReadPage() {
  const { http } = useAppServices();
  const { reload } = useCounters();
  const navigate = useNavigate();
  const { idSchranka = '' } = useParams();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const id = /^\d{1,9}$/.test(idSchranka) ? idSchranka : undefined;
    if (!id) {
      navigate('/schranka/vyhladanie', { replace: true });
      return;
    }
    http
      .post(`/edc/schranky/schranka-readed/${id}`, undefined, { background: true })
      .then(() => {
        reload('mailbox');
        navigate(`/schranka/detail/${id}`, { replace: true });
      })
      .catch(() => navigate('/schranka/vyhladanie', { replace: true }));
  }, [http, idSchranka, navigate, reload]);
  return <PageLoader />;
}

/**
 * `/zamietnute-ziadosti/read?code=…`: marks the rejection read (the default error popup is
 * suppressed), reloads the counter and returns to the rejected requests (spec 4.4).
 */
export function RejectionReadPage() {
  const { http } = useAppServices();
  const { reload } = useCounters();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const back = () => navigate('/zamietnute-ziadosti', { replace: true });
    if (!/^[\w-]{1,40}$/.test(code)) {
      back();
      return;
    }
    http
      .post(`/portal/common/zamietnutie-ziadosti-readed/${encodeURIComponent(code)}`, undefined, { background: true })
      .then(() => reload('rejected'))
      .catch(() => undefined)
      .finally(back);
  }, [http, code, navigate, reload]);
  return <PageLoader />;
}
