import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatIsoDate } from '../../engine/core/form/dates';
import type { Activity, ActivityCount } from '../../engine/core/workflow';
import { contractCodePath, hasContractCodePage } from '../../metadata/contractCodeLinks';
import { stepTitleKey } from '../../metadata/workflow/stepTitle';
import { useAppServices } from '../app/AppServices';
import { onActivitiesChanged } from '../dialogs/activityEvents';
import { Rich } from '../app/rich';
import { showToast } from '../shell/toasts/toast';
import ui from '../shell/ui/ui.module.css';
import { pageTitleKey, targetOf } from '../workflow/openActivity';
import { ChoiceGroup } from './ChoiceGroup';
import classes from './Dashboard.module.css';
import table from './InboxTable.module.css';
import { useLoad } from './useLoad';

// Only a failed load shows the (component library's) error alert.
const ErrorAlert = lazy(() => import('../../engine/react/errors/ErrorAlert').then((m) => ({ default: m.ErrorAlert })));

type List = 'mine' | 'department' | 'approval';
type Department = 'all' | 'ZMLUVNE' | 'BILANCNE';
const PRIORITY = ['low', 'medium', 'high'] as const;
const PRIORITY_CLASS = [classes.priority0, classes.priority1, classes.priority2] as const;

/**
 * What a row is about, in words: the kind of record translated (`workflow.entityType.{code}`; the
 * seeded activities carry lower-case kinds such as `ucastnik`, the processes upper-case ones) and
 * the record's own label (its code and name) when the server has one.
 */
function subjectOf(activity: Pick<Activity, 'entityType' | 'entityLabel'>, t: (key: string, options?: Record<string, unknown>) => string): string {
  const code = activity.entityType?.code;
  const kind = code ? t(`workflow.entityType.${code}`, { defaultValue: t('workflow.entityType.unknown') }) : '';
  const label = activity.entityLabel?.trim();
  if (kind && label) return `${kind}: ${label}`;
  return label || kind || '–';
}

/**
 * The dashboard's work: counts per category, and the user's open activities (mine, my
 * department's or participant's, approvals only); core filters by the contractual and balancing
 * department. A row opens its step with `ref` back to the dashboard.
 */
export function ActivityInbox() {
  const { t, i18n } = useTranslation();
  const { http, variant, errors } = useAppServices();
  const navigate = useNavigate();
  // The dialog pages' opener loads on the first click: the dashboard is part of the first download.
  const dialogs = {
    open: (page: 'assign-activity' | 'activity-note', args: Record<string, string>) =>
      void import('../dialogs/useDialogPages').then(
        (m) => m.openDialogPage(page, args, (error) => errors?.onUnexpectedError(error)),
        (error: unknown) => errors?.onUnexpectedError(error),
      ),
  };
  const [list, setList] = useState<List>('mine');
  const [department, setDepartment] = useState<Department>('all');
  // Bumped when a dialog page changed activities (assigned one, noted one): both lists load again.
  const [version, setVersion] = useState(0);
  useEffect(() => onActivitiesChanged(() => setVersion((v) => v + 1)), []);
  const query = new URLSearchParams({ list, ...(variant === 'core' && department !== 'all' ? { department } : {}) }).toString();
  const counts = useLoad(`counts#${version}`, async (signal) => (await http.get<ActivityCount[]>('/bpm/dashboard/activity-count', { signal, background: true })).data ?? []);
  const rows = useLoad(`${query}#${version}`, async (signal) => (await http.get<Activity[]>(`/bpm/dashboard/activities?${query}`, { signal, callerHandles: 'all' })).data ?? []);

  const open = (activity: Activity) => {
    const target = targetOf(activity, '/dashboard');
    if (target.kind === 'step') navigate(target.path);
    else if (target.kind === 'redirect') navigate(target.path);
    else showToast({ color: 'red', title: t('workflow.noScreen'), message: target.message });
  };
  const stepTitle = (activity: Activity) => {
    const page = pageTitleKey(activity);
    if (page) return t(page);
    const target = targetOf(activity, '/dashboard');
    // Every step the map leads to has a screen with this title (src/workflow/activitySteps.test.ts).
    return target.kind === 'step' ? t(stepTitleKey(target.step)) : (activity.activityType ?? '–');
  };

  return (
    <section className={classes.inbox} data-testid="activity-inbox" aria-labelledby="activity-inbox-title">
      <div className={classes.inboxHead}>
        <h2 className={classes.inboxTitle} id="activity-inbox-title">
          {t('workflow.inbox.title')}
        </h2>
        <div className={classes.row} data-testid="activity-counts">
          {(counts.data ?? []).map((c) => (
            <span key={c.activityCategory} className={`${ui.badge} ${ui.badgeLight}`} data-category={c.activityCategory}>
              {t(`workflow.category.${c.activityCategory}`, { defaultValue: c.activityCategory })}: {c.count}
            </span>
          ))}
        </div>
      </div>
      <div className={classes.row}>
        <ChoiceGroup<List>
          value={list}
          onChange={setList}
          data={[
            { value: 'mine', label: t('workflow.inbox.mine') },
            { value: 'department', label: t(variant === 'core' ? 'workflow.inbox.department' : 'workflow.inbox.participant') },
            { value: 'approval', label: t('workflow.inbox.approval') },
          ]}
          aria-label={t('workflow.inbox.list')}
        />
        {variant === 'core' && (
          <ChoiceGroup<Department>
            value={department}
            onChange={setDepartment}
            data={[
              { value: 'all', label: t('workflow.department.all') },
              { value: 'ZMLUVNE', label: t('workflow.department.ZMLUVNE') },
              { value: 'BILANCNE', label: t('workflow.department.BILANCNE') },
            ]}
            aria-label={t('workflow.inbox.departmentView')}
          />
        )}
      </div>
      {rows.error ? (
        <Rich fallback={null}>
          <ErrorAlert error={rows.error} titleKey="workflow.loadFailed" />
        </Rich>
      ) : rows.loading ? (
        <span className={`${ui.spinner} ${ui.spinnerSmall}`} role="status" aria-label={t('workflow.loading')} />
      ) : (rows.data ?? []).length === 0 ? (
        <p className={ui.dimmed}>{t('workflow.inbox.empty')}</p>
      ) : (
        <div className={classes.tableWrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th>{t('workflow.field.code')}</th>
              <th>{t('workflow.field.step')}</th>
              <th className={classes.optional}>{t('workflow.field.subject')}</th>
              {variant === 'core' && <th className={classes.optional}>{t('workflow.field.participant')}</th>}
              <th className={classes.optional}>{t('workflow.field.priority')}</th>
              <th>{t('workflow.field.dueDate')}</th>
              {variant === 'core' && (
                <th>
                  <span className={ui.visuallyHidden}>{t('workflow.field.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {(rows.data ?? []).map((a) => {
              const priority = a.priority ?? 1;
              return (
                <tr key={a.activityId} data-activity-code={a.code ?? ''}>
                  <td>
                    <button type="button" className={classes.openLink} onClick={() => open(a)}>
                      {a.code ?? a.activityId}
                    </button>
                  </td>
                  <td>{stepTitle(a)}</td>
                  <td className={classes.optional}>
                    {/* A contract process's subject opens the contract by its number (zmluva/detail-portal). */}
                    {a.entityLabel && a.entityType && hasContractCodePage(a.entityType.code) ? (
                      <Link to={contractCodePath(a.entityType.code, a.entityLabel)}>{subjectOf(a, t)}</Link>
                    ) : (
                      subjectOf(a, t)
                    )}
                  </td>
                  {variant === 'core' && <td className={classes.optional}>{a.ucastnikNazov ?? '–'}</td>}
                  <td className={classes.optional}>
                    <span className={`${ui.badge} ${ui.badgeLight} ${PRIORITY_CLASS[priority] ?? ''}`}>{t(`workflow.priority.${PRIORITY[priority] ?? 'medium'}`)}</span>
                  </td>
                  <td>{a.process?.dueDate ? formatIsoDate(a.process.dueDate, i18n.language) : '–'}</td>
                  {variant === 'core' && (
                    <td className={classes.rowActions}>
                      {!a.readOnly && (
                        <button
                          type="button"
                          className={`${ui.button} ${ui.outline}`}
                          aria-label={t('workflow.inbox.assignLabel', { code: a.code ?? a.activityId })}
                          onClick={() => dialogs.open('assign-activity', { activityId: String(a.activityId), label: a.code ?? String(a.activityId) })}
                        >
                          {t('workflow.inbox.assign')}
                        </button>
                      )}
                      {a.processId ? (
                        <button
                          type="button"
                          className={`${ui.button} ${ui.outline}`}
                          aria-label={t('workflow.inbox.noteLabel', { code: a.code ?? a.activityId })}
                          onClick={() => dialogs.open('activity-note', { processId: String(a.processId), label: a.code ?? String(a.activityId) })}
                        >
                          {t('workflow.inbox.note')}
                        </button>
                      ) : null}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
        </div>
      )}
    </section>
  );
}
