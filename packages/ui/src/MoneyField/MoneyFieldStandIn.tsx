import { useId } from 'react';
import { Group, Input, Label, useLocale } from 'react-aria-components';
import { field, groupBox, groupInput, label as labelStyle } from '../Field/Field.css.js';
import { USD } from './cents.js';

export interface MoneyFieldStandInProps {
  /** The visible label, as the MoneyField's. */
  label: string;
  /** The amount in integer US cents, or `null` for empty. */
  valueCents: number | null;
}

/**
 * A valid MoneyField with no help, as drawn before its code has come: the same label, box and
 * amount in the locale's format, without react-aria's number field (its parser and formatter
 * weigh a few kilobytes of a first visit). An app swaps in the MoneyField itself once a person
 * reaches for it, and hands it what they did here (focus, text typed).
 */
export function MoneyFieldStandIn({ label, valueCents }: MoneyFieldStandInProps) {
  const { locale } = useLocale();
  const inputId = useId();
  return (
    <div className={field}>
      <Label htmlFor={inputId} className={labelStyle}>
        {label}
      </Label>
      <Group className={groupBox}>
        <Input
          id={inputId}
          className={groupInput}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={
            valueCents === null ? '' : new Intl.NumberFormat(locale, USD).format(valueCents / 100)
          }
        />
      </Group>
    </div>
  );
}
