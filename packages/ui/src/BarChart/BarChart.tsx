import { useCallback, useId, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { Button } from '../Button/index.js';
import * as styles from './BarChart.css.js';
import { valueScale } from './scale.js';

export interface BarChartDatum {
  /** A stable key, e.g. "2026-06". */
  id: string;
  /** The category under the bar, e.g. "Jun 2026". */
  label: string;
  value: number;
}

export interface BarChartLabels {
  /** The button that shows the data as a table, e.g. "Show as table". */
  showTable: string;
  /** The same button while the table shows, e.g. "Hide table". */
  hideTable: string;
  /** The table's first column header, e.g. "Month". */
  category: string;
  /** The table's second column header, e.g. "Earned". */
  value: string;
  /** Shown instead of the chart when `data` is empty, e.g. "No earnings yet". */
  empty: string;
}

export interface BarChartProps {
  /** The chart's title; it names the figure and the picture for screen readers. */
  title: string;
  /** The bars, in reading order (oldest first for time). */
  data: readonly BarChartDatum[];
  /** A value as text, for the axis, the bars' descriptions and the table, e.g. money. */
  formatValue: (value: number) => string;
  /**
   * A value as the table shows it, when it needs more than text (e.g. a `<Money>`).
   * @default formatValue
   */
  renderValue?: (value: number) => ReactNode;
  /** The show and hide table buttons, the table's column headers and the empty chart's words, from the app's catalogue. */
  labels: BarChartLabels;
  /**
   * The title's heading level, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * The plot's height in pixels.
   * @default 220
   */
  height?: number;
}

const FALLBACK_WIDTH = 640;
const AXIS_GAP = 8;
const LABEL_BAND = 24;
/** Roughly the width of one character of the 12 px axis text, to make room for the labels. */
const CHARACTER_WIDTH = 7;

/**
 * The width of an element, followed as it changes, so the SVG is drawn in real pixels. A callback
 * ref, since the plot appears only once there is data: an effect run at mount would find no element.
 */
function useWidth() {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    setWidth(element.clientWidth || FALLBACK_WIDTH);
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A bar chart drawn as SVG, with nothing to download: a value axis on round numbers, one bar per
 * category, mirrored right to left. Screen readers hear the title and every bar's label and value
 * (the picture's description), and anyone can show the same data as a table.
 */
export function BarChart({
  title,
  data,
  formatValue,
  renderValue = formatValue,
  labels,
  headingLevel = 2,
  height = 220,
}: BarChartProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const descriptionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const [plotRef, width] = useWidth();
  const { direction } = useLocale();
  const isRtl = direction === 'rtl';

  const scale = valueScale(data.map((datum) => datum.value));
  const tickTexts = scale.ticks.map(formatValue);
  const axisWidth = Math.max(...tickTexts.map((text) => text.length)) * CHARACTER_WIDTH + AXIS_GAP;
  const plotWidth = Math.max(width - axisWidth, 1);
  const plotHeight = height - LABEL_BAND;
  const y = (value: number) =>
    plotHeight - ((value - scale.min) / (scale.max - scale.min)) * plotHeight;
  const band = plotWidth / Math.max(data.length, 1);
  // Time reads from the start edge: left to right, or right to left with the axis on the right.
  const bandStart = (index: number) =>
    isRtl ? plotWidth - (index + 1) * band : axisWidth + index * band;
  const axisX = isRtl ? plotWidth + AXIS_GAP : axisWidth - AXIS_GAP;
  const gridStart = isRtl ? 0 : axisWidth;
  const gridEnd = isRtl ? plotWidth : width;
  // Category labels thin out when they would overlap.
  const widestLabel = Math.max(...data.map((datum) => datum.label.length), 1) * CHARACTER_WIDTH;
  const labelEvery = Math.max(1, Math.ceil((widestLabel + AXIS_GAP) / band));

  return (
    <figure className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.caption}>
          {title}
        </Heading>
        {data.length > 0 && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showTable}
            aria-controls={showTable ? tableId : undefined}
            onPress={() => setShowTable((shown) => !shown)}
          >
            {showTable ? labels.hideTable : labels.showTable}
          </Button>
        )}
      </div>
      {data.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : (
        <div ref={plotRef} className={styles.plot}>
          <svg
            role="img"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            className={styles.svg}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
          >
            <desc id={descriptionId}>
              {data.map((datum) => `${datum.label}: ${formatValue(datum.value)}`).join('; ')}
            </desc>
            {scale.ticks.map((tick, index) => (
              <g key={tick}>
                <line
                  className={tick === 0 ? styles.baseline : styles.gridLine}
                  x1={gridStart}
                  x2={gridEnd}
                  y1={y(tick)}
                  y2={y(tick)}
                />
                <text
                  className={styles.axisText}
                  x={axisX}
                  y={y(tick)}
                  dominantBaseline="middle"
                  textAnchor={isRtl ? 'start' : 'end'}
                  // Amounts read left to right in any language (a minus sign stays in front).
                  direction="ltr"
                >
                  {tickTexts[index]}
                </text>
              </g>
            ))}
            {data.map((datum, index) => {
              const top = y(Math.max(datum.value, 0));
              const barHeight = Math.abs(y(datum.value) - y(0));
              return (
                <g key={datum.id}>
                  <rect
                    className={datum.value < 0 ? styles.negativeBar : styles.bar}
                    x={bandStart(index) + band * 0.2}
                    y={top}
                    width={band * 0.6}
                    height={Math.max(barHeight, datum.value === 0 ? 0 : 1)}
                    rx={Math.min(4, band * 0.1)}
                  >
                    {/* A tooltip for pointer users; screen readers have the description. */}
                    <title>{`${datum.label}: ${formatValue(datum.value)}`}</title>
                  </rect>
                  {index % labelEvery === 0 && (
                    <text
                      className={styles.axisText}
                      x={bandStart(index) + band / 2}
                      y={height - LABEL_BAND / 2 + 4}
                      textAnchor="middle"
                      direction={direction}
                    >
                      {datum.label}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        </div>
      )}
      {showTable && (
        <table id={tableId} className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {labels.category}
              </th>
              <th scope="col" className={styles.numberCell}>
                {labels.value}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.id}>
                <th scope="row" className={styles.cell}>
                  {datum.label}
                </th>
                <td className={styles.numberCell}>{renderValue(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
