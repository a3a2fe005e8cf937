import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import * as styles from './Switch.css.js';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  /** The visible label, e.g. "Digital product"; it is also the switch's accessible name. */
  label: string;
  /**
   * Whether the switch is on (controlled).
   * @default undefined
   */
  isSelected?: boolean;
  /**
   * Whether the switch starts on (uncontrolled).
   * @default false
   */
  defaultSelected?: boolean;
  /**
   * Whether the switch is disabled.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * An on/off setting that applies at once, on react-aria's Switch: a native checkbox with the switch
 * role underneath, so Space toggles it and the label toggles it too.
 */
export function Switch({ label, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={styles.root}>
      <span className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </span>
      {label}
    </AriaSwitch>
  );
}
