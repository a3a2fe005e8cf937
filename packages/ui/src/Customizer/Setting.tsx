import { Label, Radio, RadioGroup, Switch } from 'react-aria-components';
import * as styles from './Customizer.css.js';

interface SwitchSettingProps {
  label: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
}

/** An on/off preference on react-aria's Switch: Space toggles it. */
export function SwitchSetting({ label, ...props }: SwitchSettingProps) {
  return (
    <Switch {...props} className={styles.switchRow}>
      {label}
      <span className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </span>
    </Switch>
  );
}

interface ChoiceSettingProps<T extends string> {
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
}

/** One of a few values, as a row of segments on react-aria's RadioGroup: arrows move and choose. */
export function ChoiceSetting<T extends string>({
  label,
  value,
  options,
  onChange,
}: ChoiceSettingProps<T>) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as T)}
      orientation="horizontal"
      className={styles.group}
    >
      <Label className={styles.groupLabel}>{label}</Label>
      <div className={styles.options}>
        {(Object.entries(options) as [T, string][]).map(([option, text]) => (
          <Radio key={option} value={option} className={styles.option}>
            {text}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
