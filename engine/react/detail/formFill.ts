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
const openForms = new Map<string, FormFill>();

/** Makes an open form reachable by key; returns the unregistration (the form closing). */
export function registerOpenForm(key: string, fill: FormFill): () => void {
  openForms.set(key, fill);
  return () => {
    if (openForms.get(key) === fill) openForms.delete(key);
  };
}

/** Fills the open form of this key; false when no such form is open any more (closed, navigated away). */
export function fillOpenForm(key: string, values: Values): boolean {
  const fill = openForms.get(key);
  if (!fill) return false;
  fill(values);
  return true;
}

/** Whether a form of this key is open (a window may offer to fill it only then). */
export function isFormOpen(key: string): boolean {
  return openForms.has(key);
}
