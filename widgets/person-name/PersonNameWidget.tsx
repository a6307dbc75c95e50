import { TextInput } from '@mantine/core';
import type { EngineWidgetProps } from '../../engine/react';
import { commonInputProps } from '../shared/inputProps';

/** The name fields of a person or a legal entity, as the back end names them. */
export interface PersonName {
  titul?: string | null;
  meno?: string | null;
  priezvisko?: string | null;
  titulZa?: string | null;
  /** A legal entity's name; when present it is the whole name. */
  nazov?: string | null;
}

const filled = (part: unknown): part is string => typeof part === 'string' && part.trim() !== '';

/**
 * The display name: a legal entity's `nazov`, else title, first name and surname, then the
 * academic title after a comma (`Ing. Jana Nováková, PhD.`). Empty when nothing is filled.
 */
export function personNameText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  const person = value as PersonName;
  if (filled(person.nazov)) return person.nazov.trim();
  const name = [person.titul, person.meno, person.priezvisko].filter(filled).map((p) => p.trim()).join(' ');
  return filled(person.titulZa) ? (name ? `${name}, ${person.titulZa.trim()}` : person.titulZa.trim()) : name;
}

/** Shows a person's or legal entity's name, read-only (the parts are edited by their own fields). */
export function PersonNameWidget(props: EngineWidgetProps) {
  return <TextInput {...commonInputProps(props)} readOnly value={personNameText(props.value)} />;
}
