// The form engine's API. What a search screen uses (the error alert's reasons, the grid's date
// formats, the widget testers) is imported from its own file instead: through this index the
// bundler keeps the form store and drafts (their top-level calls count as side effects), and
// the search screen downloaded them with its error alert.
export type { JsonSchema } from './jsonSchema';
export { primaryType, isNullable } from './jsonSchema';
export type { FieldDescriptor, WidgetTester, FieldPredicate, RankedWidget } from './testers';
export { NOT_APPLICABLE, UNKNOWN_WIDGET, rankWith, schemaTypeIs, formatIs, hasEnum, maxLengthAbove, and, or, chooseWidget } from './testers';
export type { FormSource, FormMode, FormGroup, FieldUiOptions, FieldUiSchema, FormUiSchema, FormModel, BuildFormModelOptions } from './buildFormModel';
export {
  OTHER_GROUP,
  OTHER_GROUP_TITLE_KEY,
  buildFormModel,
  resolveWidgets,
  isVisible,
  fieldsHiddenByCondition,
} from './buildFormModel';
export type { ValidationErrorLike, MessageKey, MessageOptions } from './messages';
export { validationMessageKey, decimalsOf } from './messages';
export { describeReason } from './reasons';
export type { ReasonLabels } from './reasons';
export { formReasonLabels } from './reasonLabels';
export { listTextRoots } from './listTexts';
export type { ListTextRoots } from './listTexts';
export { ISO_DATE, isRealDate, isIsoDate, parseUserDate, formatIsoDate, formatIsoDateTime } from './dates';
export { requestBody, initialCreateData } from './body';
export { BULK_IDS_FIELD, bulkFormSchema } from './bulkBody';
export type { FormTab } from './tabs';
export { buildTabs, initialTab, selectTab, tabOfField, tabForErrors } from './tabs';
export type { DraftStorage, StoredDraft, DraftOffer } from './drafts';
export {
  DRAFT_PREFIX,
  DRAFT_MAX_AGE_DAYS,
  DRAFT_WRITE_DELAY_MS,
  DraftStore,
  browserDraftStore,
  draftKey,
  draftOffer,
  entityDraftVariant,
  stepDraftVariant,
  mergeDraft,
  sameValues,
  withoutFields,
  secretFields,
} from './drafts';
export type { FieldPath, PathErrors, SubmitState, FieldMeta } from './store';
export { FormStore, valueAt } from './store';
export { refusedFieldErrors } from './serverErrors';
export { FormCheckFailed } from './clientRefusal';
