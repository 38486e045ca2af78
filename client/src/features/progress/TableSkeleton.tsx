import { Skeleton, Table } from '@mantine/core';

/** A table's rows while its data loads: the same cells and row height as the table it stands for. */
export function TableSkeleton({ rows, columns }: { rows: number; columns: number }) {
  return (
    <Table aria-hidden>
      <Table.Tbody>
        {Array.from({ length: rows }, (_, row) => (
          <Table.Tr key={row}>
            {Array.from({ length: columns }, (_, column) => (
              <Table.Td key={column}>
                <Skeleton h={20} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
