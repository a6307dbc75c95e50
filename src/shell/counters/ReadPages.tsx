import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppServices } from '../../app/AppServices';
import { PageLoader } from '../pages/FullPageLoader';
import { rejectedProcessId } from '../../../engine/core/workflow/rejectionCode';
import { contractCodePath, hasContractCodePage } from '../../../metadata/contractCodeLinks';
import { useCounters } from './CountersContext';

/**
 * Navigates (replacing this page) only while the user is still here: a user who went elsewhere while
 * the page was marking is not taken back. The router's own state is read at the moment of the
 * replace, since this page may stay mounted, and not render again, while the next page's code or
 * data loads in a transition.
 */
function useReplaceWhileHere(): (to: string) => void {
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // Where this page was opened: the router's location (the browser's address without a data router).
  const [opened] = useState(() => (router ? routerAddress(router.state.location) : routerAddress(window.location)));
  return useCallback(
    (to: string) => {
      const state = router?.state;
      // A click whose route is still loading has not changed the address yet: it wins too.
      if (state ? state.navigation.state !== 'idle' || routerAddress(state.location) !== opened : routerAddress(window.location) !== opened) return;
      void navigate(to, { replace: true });
    },
    [navigate, opened, router],
  );
}

function routerAddress(location: { pathname: string; search: string }): string {
  return location.pathname + location.search;
}

/**
 * `/schranka/read/:idSchranka`: marks the message read, reloads the mailbox counter and opens the
 * message; on failure goes to the mailbox (spec 4.4).
 */
export function MailboxReadPage() {
  const { http } = useAppServices();
  const { reload } = useCounters();
  const replace = useReplaceWhileHere();
  const { idSchranka = '' } = useParams();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const id = /^\d{1,9}$/.test(idSchranka) ? idSchranka : undefined;
    if (!id) {
      replace('/schranka/vyhladanie');
      return;
    }
    http
      .post(`/edc/schranky/schranka-readed/${id}`, undefined, { background: true })
      .then(() => {
        reload('mailbox');
        replace(`/schranka/detail/${id}`);
      })
      .catch(() => replace('/schranka/vyhladanie'));
  }, [http, idSchranka, replace, reload]);
  return <PageLoader />;
}

/**
 * `/zamietnute-ziadosti/read?code=…&id=…&typ=…`: marks the rejection read (the default error popup is
 * suppressed), reloads the counter and opens its detail (a contract process's: the contract's page);
 * without an id, or when marking fails, it returns to the rejected requests (spec 4.4).
 */
export function RejectionReadPage() {
  const { http } = useAppServices();
  const { reload } = useCounters();
  const replace = useReplaceWhileHere();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const id = params.get('id') ?? '';
  const typ = params.get('typ') ?? '';
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const back = () => replace('/zamietnute-ziadosti');
    const rejection = () => replace(/^\d{1,18}$/.test(id) ? `/zamietnute-ziadosti/detail/${id}` : '/zamietnute-ziadosti');
    // A rejected contract process opens the contract by the rejection's code (zmluva/detail-portal)
    // when its process is known; any other rejection, or one without a process, its own detail.
    const detail = () => {
      if (!hasContractCodePage(typ) || rejectedProcessId(code) === undefined) return rejection();
      const path = contractCodePath(typ, code);
      http
        .get(`/portal/zmluvy${path.slice('/zmluva'.length)}`, { background: true, callerHandles: 'all' })
        .then(() => replace(path))
        .catch(rejection);
    };
    if (!/^[\w-]{1,40}$/.test(code)) {
      back();
      return;
    }
    http
      .post(`/portal/common/zamietnutie-ziadosti-readed/${encodeURIComponent(code)}`, undefined, { background: true })
      .then(() => {
        reload('rejected');
        detail();
      })
      .catch(back);
  }, [http, code, id, typ, replace, reload]);
  return <PageLoader />;
}
