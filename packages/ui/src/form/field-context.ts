import { createContext, useContext } from 'react';

/** What a FormField tells the control inside it: its id and the ids of its hint or error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export const FieldContext = createContext<FieldControlProps | undefined>(undefined);

/** The id and aria props of the enclosing FormField, or {} outside one. */
export function useFieldControl(): Partial<FieldControlProps> {
  return useContext(FieldContext) ?? {};
}
