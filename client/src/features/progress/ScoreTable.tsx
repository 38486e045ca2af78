import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Scorecard.module.css';

/** A column of a score table: its head, and whether it holds a figure (narrow, never wrapped). */
export interface ScoreColumn {
  label: string;
  figure?: boolean;
}

/**
 * A ruled score table: small-caps column heads, then the rows (`ScoreTable.Row`). The first column
 * (the card or the day) takes the width the figures leave and wraps; the figures never do.
 */
export function ScoreTable({ columns, children }: { columns: ScoreColumn[]; children: ReactNode }) {
  return (
    <Table className={classes.sheet} verticalSpacing={6} horizontalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th
              key={column.label}
              scope="col"
              className={`${classes.head} ${column.figure ? classes.figure : ''}`}
            >
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

/** A row: its first cell (the card or the day), then its figures. */
function Row({ first, figures }: { first: ReactNode; figures: ReactNode[] }) {
  return (
    <Table.Tr>
      <Table.Td className={classes.card}>{first}</Table.Td>
      {figures.map((figure, index) => (
        <Table.Td key={index} className={classes.figure}>
          {figure}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

ScoreTable.Row = Row;
