import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { ReasonLabels } from '../../core/form';

type Register = (labels: ReasonLabels) => () => void;

// Two contexts: forms only register (stable), alerts read the labels (changing as forms come and go).
const RegisterContext = createContext<Register | undefined>(undefined);
const LabelsContext = createContext<ReasonLabels | undefined>(undefined);

/** The first registered form that knows a name answers (a scope usually holds one form). */
function combined(all: readonly ReasonLabels[]): ReasonLabels | undefined {
  if (all.length === 0) return undefined;
  return {
    field: (name) => all.map((l) => l.field(name)).find((label) => label !== undefined),
    part: (field, part) => all.map((l) => l.part(field, part)).find((label) => label !== undefined),
  };
}

/**
 * The forms of one screen or dialog and its error alerts: the forms inside register their labels,
 * and an alert inside names a field of the reasons it shows as those forms do (describeReason).
 */
export function ReasonLabelsScope({ children }: { children: ReactNode }) {
  const [registered, setRegistered] = useState<readonly ReasonLabels[]>([]);
  const register = useMemo<Register>(
    () => (labels) => {
      setRegistered((before) => [...before, labels]);
      return () => setRegistered((before) => before.filter((l) => l !== labels));
    },
    [],
  );
  const labels = useMemo(() => combined(registered), [registered]);
  return (
    <RegisterContext.Provider value={register}>
      <LabelsContext.Provider value={labels}>{children}</LabelsContext.Provider>
    </RegisterContext.Provider>
  );
}

/** Registers a form's labels with the enclosing scope while mounted (nothing outside a scope). */
export function useRegisterReasonLabels(labels: ReasonLabels | undefined): void {
  const register = useContext(RegisterContext);
  useEffect(() => (register && labels ? register(labels) : undefined), [register, labels]);
}

/** The labels of the enclosing scope's forms, or undefined. */
export function useReasonLabels(): ReasonLabels | undefined {
  return useContext(LabelsContext);
}
