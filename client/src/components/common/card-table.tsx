import type { Key, ReactNode } from 'react';
import { Grid, Pagination, Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import './card-table.css';

/**
 * A table on a desktop, a column of cards on a phone (below antd's `md`, 768 px, the house's phone breakpoint):
 * each row becomes a card listing its columns as 标题：值, with the same render functions, so a page states its
 * columns once. Takes Table's props; on a phone the pager is antd's `simple` one.
 */
export function CardTable<T extends object>(props: Omit<TableProps<T>, 'columns'> & { columns: ColumnType<T>[] }) {
  // useBreakpoint subscribes in a layout effect: the first render reads {} (desktop) and the phone layout
  // replaces it before the browser paints.
  const screens = Grid.useBreakpoint();
  if (screens.md !== false) return <Table<T> {...props} />;
  const { columns, dataSource = [], rowKey, pagination, locale, className, loading } = props;
  const keyOf = (row: T, i: number): Key =>
    typeof rowKey === 'function'
      ? rowKey(row, i)
      : rowKey
        ? (row[rowKey as keyof T] as Key)
        : ((row as { key?: Key }).key ?? i);
  const cell = (col: ColumnType<T>, row: T, i: number): ReactNode => {
    const path = col.dataIndex;
    const value =
      path === undefined
        ? undefined
        : (Array.isArray(path) ? path : [path]).reduce<unknown>(
            (v, k) => (v as Record<string | number, unknown> | undefined)?.[k as string | number],
            row,
          );
    if (col.render) return col.render(value, row, i) as ReactNode;
    return value === null || value === undefined ? '' : String(value as string | number);
  };
  return (
    <div
      className={`card-table${className ? ` ${className}` : ''}`}
      data-testid={(props as { 'data-testid'?: string })['data-testid']}
      aria-busy={loading ? true : undefined}
    >
      {dataSource.length === 0 ? (
        <div className="card-table__empty">{locale?.emptyText as ReactNode}</div>
      ) : (
        <ul className="card-table__list">
          {dataSource.map((row, i) => (
            <li key={keyOf(row, i)} className="card-table__card">
              <dl>
                {columns.map((col, c) => (
                  <div key={String(col.key ?? col.dataIndex ?? c)} className="card-table__row">
                    {col.title ? <dt>{col.title as ReactNode}</dt> : null}
                    <dd>{cell(col, row, i)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      {pagination && (pagination.total ?? 0) > (pagination.pageSize ?? 10) ? (
        <Pagination
          simple
          className="card-table__pager"
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onChange={pagination.onChange}
        />
      ) : null}
    </div>
  );
}
