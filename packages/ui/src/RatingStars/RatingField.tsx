import { StarIcon } from '@phosphor-icons/react/dist/ssr/Star';
import { useState } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  VisuallyHidden,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/index.js';
import { field } from '../Field/Field.css.js';
import { STAR_COUNTS } from './stars.js';
import * as styles from './RatingField.css.js';

export interface RatingFieldProps extends Pick<FieldTextProps, 'label' | 'description'> {
  /** The stars chosen, 1 to 5, or `null` before any are. */
  value: number | null;
  /** Called with the stars chosen, 1 to 5. */
  onChange: (stars: number) => void;
  /** Each star's accessible name, e.g. `(3) => "3 estrellas"`. */
  starLabel: (stars: number) => string;
  /**
   * Whether a rating must be given; shows the required marker.
   * @default false
   */
  isRequired?: boolean;
  /**
   * Shows the error state and `errorMessage`.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * The error shown under the stars while the field is invalid, e.g. "Elige de 1 a 5 estrellas".
   * @default undefined
   */
  errorMessage?: string;
  /**
   * Whether the stars cannot be changed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * The form field's name; the value sent is the number of stars.
   * @default undefined
   */
  name?: string;
}

/**
 * A rating input: five stars that are a radio group, so it is one tab stop and arrow keys move and
 * choose (towards more stars to the right in left-to-right locales, to the left in right-to-left
 * ones). The stars up to the chosen one light up, or, while the pointer is over the row, up to the
 * hovered one.
 */
export function RatingField({
  label,
  description,
  errorMessage,
  value,
  onChange,
  starLabel,
  ...props
}: RatingFieldProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const litUpTo = hovered ?? value ?? 0;

  return (
    <AriaRadioGroup
      {...props}
      orientation="horizontal"
      value={value === null ? null : String(value)}
      onChange={(stars) => onChange(Number(stars))}
      className={field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.stars}>
        {STAR_COUNTS.map((stars) => {
          const isLit = stars <= litUpTo;
          return (
            <RadioField key={stars} value={String(stars)}>
              <RadioButton
                className={styles.star}
                data-lit={isLit || undefined}
                onHoverStart={() => setHovered(stars)}
                // Leaving one star for the next may be reported after entering it.
                onHoverEnd={() => setHovered((current) => (current === stars ? null : current))}
              >
                <VisuallyHidden>{starLabel(stars)}</VisuallyHidden>
                <StarIcon aria-hidden weight={isLit ? 'fill' : 'regular'} />
              </RadioButton>
            </RadioField>
          );
        })}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
