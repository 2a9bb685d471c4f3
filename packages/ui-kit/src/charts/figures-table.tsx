import { Box, Table } from '@chakra-ui/react';
import { SidewaysTable } from '../data/sideways-table.tsx';

export type FiguresColumn<T> = {
  key: keyof T & string;
  label: string;
  format?: (value: T[keyof T]) => string;
};

/**
 * A chart's figures as a table, behind "Show as a table": the text alternative that screen readers
 * (and anyone reading exact numbers on a phone) use; the drawing itself is hidden from them.
 */
export function FiguresTable<T>({
  label,
  rows,
  columns,
}: {
  label: string;
  rows: T[];
  columns: FiguresColumn<T>[];
}) {
  return (
    <Box as="details" fontSize="sm">
      <Box as="summary" cursor="pointer" color="fg.muted" py="1">
        Show {label.toLowerCase()} as a table
      </Box>
      <SidewaysTable label={label} stale={false}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col">
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            // Rows are one read's snapshot, never reordered: the index is a stable key.
            <Table.Row key={index}>
              {columns.map((column) => (
                <Table.Cell key={column.key}>
                  {column.format ? column.format(row[column.key]) : String(row[column.key])}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </SidewaysTable>
    </Box>
  );
}
