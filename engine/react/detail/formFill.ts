import { createContext, useContext } from 'react';

type Values = Readonly<Record<string, unknown>>;

/**
 * Hands values of top-level fields into an open form: the form shows them at once as the user's
 * own unsaved changes (dirty, validated like typed values); saving or discarding stays the user's.
 */
export type FormFill = (values: Values) => void;

const FormFillContext = createContext<FormFill | undefined>(undefined);

/** Provided by EngineForm to everything rendered inside it (widgets). */
export const FormFillProvider = FormFillContext.Provider;

/**
 * The enclosing form's fill, for a widget that brings values of other fields (e.g. a register
 * look-up that fills name and seat from an IČO); undefined outside an editable form.
 */
export function useFormFill(): FormFill | undefined {
  return useContext(FormFillContext);
}

// Open forms by key, for windows rendered outside the form's tree (dialog pages): the opener
// passes the key as an argument and the window hands its result back with fillOpenForm.
interface OpenForm {
  fill: FormFill;
  /** What the form holds now (unsaved values included). */
  values: () => Values | undefined;
}
const openForms = new Map<string, OpenForm>();

/** Makes an open form reachable by key; returns the unregistration (the form closing). */
export function registerOpenForm(key: string, fill: FormFill, values: () => Values | undefined = () => undefined): () => void {
  const entry = { fill, values };
  openForms.set(key, entry);
  return () => {
    if (openForms.get(key) === entry) openForms.delete(key);
  };
}

/** Fills the open form of this key; false when no such form is open any more (closed, navigated away). */
export function fillOpenForm(key: string, values: Values): boolean {
  const form = openForms.get(key);
  if (!form) return false;
  form.fill(values);
  return true;
}

/** The values the open form of this key holds now (e.g. to compare with what a window offers); undefined when none is open. */
export function openFormValues(key: string): Values | undefined {
  return openForms.get(key)?.values();
}

/** Whether a form of this key is open (a window may offer to fill it only then). */
export function isFormOpen(key: string): boolean {
  return openForms.has(key);
}

/** The key under which the detail page's edit form of a record is open (`new` while creating). */
export function detailFormKey(entity: string, id: string | undefined): string {
  return `detail:${entity}:${id ?? 'new'}`;
}
