import type { EntityMetadata } from '../../../core/metadata';
import type { StepEntity, StepForm } from '../../../core/workflow';

/** The entity metadata the form engine expects, for a step's form (labels `${i18n}.field.*`). */
export function stepFormMetadata(entity: StepEntity, form: StepForm): EntityMetadata {
  return {
    entity: entity.i18n,
    api: entity.api,
    id: 'id',
    title: '',
    tokens: { read: [] },
    routes: { search: '', detail: '' },
    search: { filters: [], columns: [] },
    detail: { layout: form.layout, fields: { verzia: { hidden: true }, ...form.fields }, serverManaged: ['verzia'] },
  };
}
