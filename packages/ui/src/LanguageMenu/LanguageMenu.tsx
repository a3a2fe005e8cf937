import { CheckIcon } from '@phosphor-icons/react/dist/ssr/Check';
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { button } from '../Button/Button.css.js';
import * as menuStyles from '../styles/menu.css.js';
import { Tooltip } from '../Tooltip/Tooltip.js';
import * as styles from './LanguageMenu.css.js';

export interface LanguageOption {
  /** BCP 47 code, e.g. `es`; set as the item's `lang`. */
  id: string;
  /** The language's name in itself, e.g. "Español", "English". */
  label: string;
  /**
   * A picture of it, e.g. `<Flag country="es" />`.
   * @default undefined
   */
  flag?: ReactNode;
}

export interface LanguageMenuProps {
  /** The languages on offer. */
  languages: readonly LanguageOption[];
  /** The current language's `id`. */
  value: string;
  /** Called with the chosen language's `id`. */
  onChange: (id: string) => void;
  /**
   * The trigger's accessible name and tooltip. It must contain the current language's `label`,
   * which the trigger shows from 768 px: "Language: English".
   */
  label: string;
}

/**
 * The header's language switcher: a button with the current flag (and name, from 768 px) that opens
 * a menu of languages.
 */
export function LanguageMenu({ languages, value, onChange, label }: LanguageMenuProps) {
  const current = languages.find((language) => language.id === value);
  return (
    <MenuTrigger>
      <Tooltip content={label}>
        <Button aria-label={label} className={button({ variant: 'ghost', size: 'md' })}>
          <span className={styles.trigger}>
            {current?.flag}
            <span className={styles.name}>{current?.label}</span>
          </span>
        </Button>
      </Tooltip>
      <Popover placement="bottom end" className={menuStyles.popover}>
        <Menu
          items={languages}
          selectionMode="single"
          selectedKeys={[value]}
          disallowEmptySelection
          onSelectionChange={(keys) => {
            const [id] = keys === 'all' ? [] : keys;
            if (id !== undefined && id !== value) onChange(String(id));
          }}
          className={menuStyles.menu}
        >
          {(language) => (
            <MenuItem
              id={language.id}
              textValue={language.label}
              lang={language.id}
              className={menuStyles.item}
            >
              {({ isSelected }) => (
                <>
                  {language.flag}
                  <span className={menuStyles.itemLabel}>{language.label}</span>
                  {isSelected && <CheckIcon aria-hidden size="1rem" weight="bold" />}
                </>
              )}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
