import { usePlazaTheme, vars } from '@plaza/ui';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

export type TokenFamily = keyof typeof vars;

interface TokenTableProps {
  family: TokenFamily;
  /** The table's caption: what the family is for. */
  caption: string;
  /**
   * How one token looks, given its CSS variable (`var(--…)`) and the value computed for it; none
   * for tokens with no picture.
   */
  sample?: (variable: string, value: string) => ReactNode;
}

/** `var(--color-primary__1x2y)` → `--color-primary__1x2y`. */
const propertyOf = (variable: string) => variable.slice('var('.length, -1);

/**
 * Every token of a family, in the order of the theme contract (`vars`), with its value as the
 * scheme around the table computes it: a row per variable the components read, so the page cannot
 * list a token that no longer exists or miss a new one.
 */
export function TokenTable({ family, caption, sample }: TokenTableProps) {
  const table = useRef<HTMLTableElement>(null);
  const { theme } = usePlazaTheme();
  const [values, setValues] = useState<Record<string, string>>({});
  const tokens = Object.entries(vars[family]) as [string, string][];

  // After every layout effect, PlazaProvider's too, which puts the toolbar's scheme on <html>; and
  // again when the toolbar changes it.
  useEffect(() => {
    const style = getComputedStyle(table.current!);
    const variables = Object.entries(vars[family]) as [string, string][];
    setValues(
      Object.fromEntries(
        variables.map(([name, variable]) => [
          name,
          style.getPropertyValue(propertyOf(variable)).trim(),
        ]),
      ),
    );
  }, [family, theme]);

  return (
    <table ref={table} style={{ borderCollapse: 'collapse', inlineSize: '100%' }}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: vars.space.sm }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Token
          </th>
          {sample && (
            <th scope="col" style={cell}>
              Sample
            </th>
          )}
          <th scope="col" style={cell}>
            Value
          </th>
        </tr>
      </thead>
      <tbody>
        {tokens.map(([name, variable]) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, fontFamily: vars.font.mono }}>
              {/* Code reads left to right in either direction: `#eceef3`, never `eceef3#`. */}
              <bdi dir="ltr">{`${family}.${name}`}</bdi>
            </th>
            {sample && <td style={cell}>{sample(variable, values[name] ?? '')}</td>}
            <td style={{ ...cell, fontFamily: vars.font.mono }}>
              <bdi dir="ltr">{values[name]}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const cell = {
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
  paddingBlock: vars.space.xs,
  paddingInlineEnd: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
} as const;

/** A token's picture: a block the size and look `style` gives it (a swatch, a bar, a corner). */
export function SampleBox({ style }: { style: CSSProperties }) {
  return <span style={{ display: 'block', ...style }} />;
}
