import { EyeIcon } from '@phosphor-icons/react/dist/ssr/Eye';
import { EyeSlashIcon } from '@phosphor-icons/react/dist/ssr/EyeSlash';
import {
  Group,
  Input,
  TextField as AriaTextField,
  ToggleButton,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { boxButton, field, groupBox, groupInput } from '../Field/Field.css.js';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field/Field.js';
import { useControllableState } from '../utils/useControllableState.js';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'type'>, FieldTextProps {
  /**
   * Name of the show/hide button, e.g. "Show password". It is a toggle: screen readers hear
   * whether it is pressed, so the name stays the same in both states.
   */
  toggleLabel: string;
  /**
   * What browsers and password managers should fill: `current-password` to sign in,
   * `new-password` to register or change it (managers then offer a strong one).
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
  /**
   * Whether the password shows as text (controlled).
   * @default undefined
   */
  isVisible?: boolean;
  /**
   * Whether the password shows as text at first (uncontrolled).
   * @default false
   */
  defaultVisible?: boolean;
  /**
   * Called when the user shows or hides the password.
   * @default undefined
   */
  onVisibleChange?: (isVisible: boolean) => void;
}

/**
 * A password input with a show/hide toggle. Pressing the toggle with a pointer leaves focus in
 * the input, so typing carries on; by keyboard it is the next tab stop.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  toggleLabel,
  autoComplete = 'current-password',
  isVisible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useControllableState(
    visibleProp,
    defaultVisible,
    onVisibleChange,
  );
  return (
    <AriaTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={groupBox}>
        {/* Spell checkers would send a visible password to a remote service. */}
        <Input spellCheck={false} autoCapitalize="none" className={groupInput} />
        <ToggleButton
          aria-label={toggleLabel}
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={props.isDisabled}
          preventFocusOnPress
          className={boxButton}
        >
          {isVisible ? <EyeSlashIcon aria-hidden /> : <EyeIcon aria-hidden />}
        </ToggleButton>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
