import { useId, type ReactNode } from 'react';
import {
  FieldErrorContext,
  LabelContext,
  Provider,
  TextContext,
  type ValidationResult,
} from 'react-aria-components';

// FieldErrorText reads the field's validity from react-aria's context; a group of controls has no
// input of its own to hold one, so it states only what the error text needs.
const invalidResult: ValidationResult = {
  isInvalid: true,
  validationErrors: [],
  validationDetails: {} as ValidityState,
};

export interface FieldGroupIds {
  label: string;
  description: string;
  error: string;
}

interface FieldGroupOptions {
  description?: string;
  errorMessage?: unknown;
  isInvalid: boolean;
}

/**
 * For a field made of several controls (an upload, a list of rows) labelled as a group: ids for
 * its label, description and error, and the `aria-describedby` ids of those shown.
 */
export function useFieldGroup({ description, errorMessage, isInvalid }: FieldGroupOptions) {
  const id = useId();
  const ids: FieldGroupIds = {
    label: `${id}-label`,
    description: `${id}-description`,
    error: `${id}-error`,
  };
  const describedBy = [
    description ? ids.description : '',
    isInvalid && errorMessage !== undefined ? ids.error : '',
  ].filter(Boolean);
  return { ids, describedBy };
}

interface FieldGroupContextsProps {
  ids: FieldGroupIds;
  isInvalid: boolean;
  children: ReactNode;
}

/** Gives FieldLabel, FieldDescription and FieldErrorText inside a group their ids and state. */
export function FieldGroupContexts({ ids, isInvalid, children }: FieldGroupContextsProps) {
  return (
    <Provider
      values={[
        [LabelContext, { id: ids.label, elementType: 'span' }],
        [
          TextContext,
          { slots: { description: { id: ids.description }, errorMessage: { id: ids.error } } },
        ],
        [FieldErrorContext, isInvalid ? invalidResult : null],
      ]}
    >
      {children}
    </Provider>
  );
}
