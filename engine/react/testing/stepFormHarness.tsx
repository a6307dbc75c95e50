// A workflow step's form section on its own route, with the save its forward action would run:
// what tests of a step form's checks before sending (and of the server's refusals) share.
import { act } from '@testing-library/react';
import type { StepEntity, StepForm } from '../../core/workflow';
import type { PendingSave } from '../workflow/useStepController';
import { StepFormSection } from '../workflow/sections/StepFormSection';
import { renderEngine, type EngineTestOptions } from './renderWithProviders';

interface StepFormOptions extends Omit<EngineTestOptions, 'routes' | 'initialEntry'> {
  entity: StepEntity;
  entityId: number;
  form: StepForm;
}

/** Renders the step's form; `save()` runs the step's save and answers what it failed with (undefined: sent). */
export function renderStepForm({ entity, entityId, form, ...engine }: StepFormOptions) {
  const saves = new Map<string, PendingSave>();
  const registerSave = (key: string, pending: PendingSave | undefined) => {
    if (pending) saves.set(key, pending);
    else saves.delete(key);
  };
  renderEngine({
    ...engine,
    initialEntry: '/step',
    routes: [{ path: '/step', element: <StepFormSection activityId={3} entity={entity} entityId={entityId} form={form} readOnly={false} registerSave={registerSave} /> }],
  });
  const save = async () => {
    let refused: unknown;
    await act(async () => {
      await saves.get('form')?.save().catch((error: unknown) => {
        refused = error;
      });
    });
    return refused;
  };
  return { save };
}
