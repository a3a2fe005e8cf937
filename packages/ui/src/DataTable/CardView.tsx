import { GridList, GridListItem } from 'react-aria-components';
import { DescriptionList } from '../DescriptionList/DescriptionList.js';
import { rowHeaderOf } from './columns.js';
import * as styles from './DataTable.css.js';
import { LoadingPlaceholders } from './LoadingPlaceholders.js';
import { rowActionsOf } from './RowActions.js';
import type { DataTableViewProps } from './types.js';

/**
 * The narrow layout: one card per row, titled by the row header column, listing the other columns
 * as label and value. A react-aria GridList, so arrow keys move between cards, letters jump to a
 * card by its name and each card's actions button is reachable from it. Sorting belongs to the
 * table's headers; the cards keep the order the rows come in.
 */
export function CardView<T>(props: DataTableViewProps<T>) {
  const { rows, columns, getRowId, getRowName, labels, isLoading, loadingRowCount, emptyState } =
    props;
  const rowHeader = rowHeaderOf(columns);
  const details = columns.filter((column) => column !== rowHeader);

  if (isLoading) {
    return <LoadingPlaceholders label={labels.loading} count={loadingRowCount} look="cards" />;
  }

  return (
    <GridList
      aria-label={labels.table}
      items={rows}
      dependencies={[columns, props.rowActions]}
      renderEmptyState={() => emptyState}
      className={styles.cards}
    >
      {(row) => (
        <GridListItem id={getRowId(row)} textValue={getRowName(row)} className={styles.card}>
          <div className={styles.cardHeader}>
            <span className={styles.cardTitle}>{rowHeader?.cell(row)}</span>
            {rowActionsOf(props, row)}
          </div>
          <DescriptionList
            layout="columns"
            items={details.map((column) => ({
              id: column.id,
              term: column.label,
              value: column.cell(row),
            }))}
          />
        </GridListItem>
      )}
    </GridList>
  );
}
