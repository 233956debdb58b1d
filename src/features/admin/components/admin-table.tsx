// The admin console's tables: headings from a list, a row (or rows) per item, and a line of
// text when there is no item. Users, the audit trail, the security log, Reviews, Promo Codes
// and Special Links draw theirs with it.
import React, { type ReactNode } from 'react';
import { Card, Table } from 'react-bootstrap';

/** A column heading; a `hidden` one is for screen readers only (an actions column). */
export type AdminColumn = string | { label: string; hidden: true };

export interface AdminTableProps<Row> {
  columns: readonly AdminColumn[];
  /** Nothing is drawn until the rows have arrived. */
  rows: readonly Row[] | undefined;
  /** What the table says when there is no row. */
  empty: string;
  /** The <tr> of one item (keyed). */
  children: (row: Row) => ReactNode;
  /** Smaller text, for the logs. */
  small?: boolean;
  hover?: boolean;
  className?: string;
}

export function AdminTable<Row>({
  columns,
  rows,
  empty,
  children,
  small = false,
  hover = false,
  className = 'mb-0 align-middle',
}: AdminTableProps<Row>) {
  if (!rows) return null;
  if (rows.length === 0) return <p className={small ? 'text-muted small mb-0' : 'text-muted mb-0'}>{empty}</p>;
  return (
    <Table responsive hover={hover} size="sm" className={className}>
      <thead>
        <tr>
          {columns.map((column) =>
            typeof column === 'string' ? (
              <th key={column} scope="col">
                {column}
              </th>
            ) : (
              <th key={column.label} scope="col">
                <span className="visually-hidden">{column.label}</span>
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{rows.map(children)}</tbody>
    </Table>
  );
}

/** An AdminTable alone in its card (the promo codes, the special links). */
export function CardTable<Row>(props: AdminTableProps<Row>) {
  return (
    <Card className="shadow-sm">
      <Card.Body>
        <AdminTable {...props} />
      </Card.Body>
    </Card>
  );
}
