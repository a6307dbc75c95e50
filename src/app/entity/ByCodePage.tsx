import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { detailPath } from '../../../engine/core/metadata/rowLink';
import { rql } from '../../../engine/core/rql';
import { codeRoutes, type CodeRoute } from '../../../metadata/routes';
import { useAppServices } from '../AppServices';
import { PageLoader } from '../../shell/pages/FullPageLoader';

/**
 * `{area}/detail-portal/:code`: finds the record whose code the workflow gave (e.g. from a
 * mailbox message or an activity) and opens its detail in place; an unknown code goes to the
 * area's search (the list tells the user nothing matched).
 */
export default function ByCodePage({ path }: { path: string }) {
  const route = codeRoutes.find((r) => r.path === path) as CodeRoute;
  const { http } = useAppServices();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const asked = useRef('');
  useEffect(() => {
    if (asked.current === code) return;
    asked.current = code;
    const search = route.entity.routes.search;
    // A workflow code, an EIC or a login: nothing else reaches the query.
    if (!/^[A-Za-z0-9._@-]{1,100}$/.test(code)) {
      navigate(search, { replace: true });
      return;
    }
    http
      .list<Record<string, unknown>>(route.entity.api, { filter: rql.eq(route.codeField, code), sort: [], select: [route.entity.id], limit: { count: 1, offset: 0 }, count: false })
      .then(({ rows }) => {
        const id = rows[0]?.[route.entity.id];
        navigate((id === undefined ? undefined : detailPath(route.entity, id)) ?? search, { replace: true });
      })
      .catch(() => navigate(search, { replace: true }));
  }, [code, http, navigate, route]);
  return <PageLoader />;
}
