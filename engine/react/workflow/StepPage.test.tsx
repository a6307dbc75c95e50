import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Activity, ActivityStepMap, StepMetadata } from '../../core/workflow';
import type { HttpResult } from '../../core/http';
import { fakeHttp, okResult } from '../testing/fakeHttp';
import { renderEngine } from '../testing/renderWithProviders';
import { StepPage } from './StepPage';

const map: ActivityStepMap = { types: { 'X.SCHVALENIE': 'approval' } };
const steps: Record<string, StepMetadata> = { approval: { titleKey: 'step.approval', sections: [] } };
const base: Activity = {
  activityId: 7,
  code: 'WF-000007',
  activityType: 'X.SCHVALENIE',
  processId: 3,
  status: { code: 'active' },
  readOnly: false,
  priority: 2,
  created: '2025-03-04T08:30:00Z',
};

function setup(reads: Activity[], actions = [{ code: 'SCHVALIT', labelKey: 'approve', async: true }], complete: unknown = { async: true }) {
  let n = 0;
  const http = fakeHttp({
    get: async <T,>(path: string) => {
      if (path.endsWith('/actions/')) return okResult(actions) as HttpResult<T>;
      const a = reads[Math.min(n, reads.length - 1)] as Activity;
      n++;
      return okResult(a) as HttpResult<T>;
    },
    post: async <T,>() => okResult(complete) as HttpResult<T>,
  });
  const view = renderEngine({
    http,
    routes: [
      { path: '/activities/:step/:id', element: <StepPage activityId={7} step="approval" steps={steps} stepMap={map} showCoreDetails /> },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    initialEntry: '/activities/approval/7?ref=%2Fdashboard',
  });
  return { http, ...view, reads: () => n };
}

describe('StepPage', () => {
  it('shows a declined process with its reason and no actions', async () => {
    setup([{ ...base, status: { code: 'completed' }, readOnly: true, dovodZamietnutia: 'Chýba doklad.' }], []);
    expect(await screen.findByTestId('decline-reason')).toHaveTextContent('Chýba doklad.');
    // A decision on record is a note: no alert is announced on a page that did nothing wrong.
    expect(screen.getByRole('note')).toHaveTextContent('Chýba doklad.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'SCHVALIT' })).toBeNull();
  });

  it('completes asynchronously: progress dialog while finishing, then the actionMessage, then back to ref', async () => {
    const { http, router } = setup([base, { ...base, status: { code: 'finishing' } }, { ...base, status: { code: 'completed' }, actionMessage: 'Schválené', async: true }]);
    await userEvent.click(await screen.findByRole('button', { name: 'SCHVALIT' }));
    expect(http.post).toHaveBeenCalledWith('/bpm/activity/7/complete/SCHVALIT', undefined, expect.anything());
    expect(await screen.findByTestId('completion-progress')).toBeInTheDocument();
    expect(await screen.findByTestId('completion-message', {}, { timeout: 4000 })).toHaveTextContent('Schválené');
    await userEvent.click(screen.getByRole('button', { name: 'workflow.completion.ok' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows asyncStav.errorMessage when the completion fails', async () => {
    setup([base, { ...base, status: { code: 'active' }, asyncStav: { errorMessage: 'OOM už patrí inej skupine' } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'SCHVALIT' }));
    expect(await screen.findByText('OOM už patrí inej skupine', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByTestId('completion-message')).not.toBeInTheDocument();
  });

  it('stops polling when the location changes', async () => {
    const { router, reads } = setup([base, { ...base, status: { code: 'finishing' } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'SCHVALIT' }));
    await screen.findByTestId('completion-progress');
    await router.navigate('/elsewhere');
    const after = reads();
    await new Promise((r) => setTimeout(r, 2300));
    expect(reads()).toBe(after);
  });

  it('read-only: no action buttons; core facts shown; note dialog posts to the process and re-reads', async () => {
    const { http } = setup([{ ...base, readOnly: true }], []);
    expect(await screen.findByText('workflow.noActionsReadOnly')).toBeInTheDocument();
    expect(screen.getByTestId('activity-created')).not.toHaveTextContent('–');
    await userEvent.click(screen.getByRole('button', { name: 'workflow.note.button' }));
    const box = await screen.findByLabelText('workflow.note.label');
    await userEvent.type(box, 'Preverujeme');
    await userEvent.click(screen.getByRole('button', { name: 'workflow.note.save' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('/bpm/process/3', { note: 'Preverujeme' }, expect.anything()));
    await waitFor(() => expect(http.get.mock.calls.filter(([p]) => p === '/bpm/activity/7').length).toBeGreaterThanOrEqual(2));
  });
});
