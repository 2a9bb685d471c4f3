import type { ReactNode } from 'react';
import { PageButtons, type PageButtonsProps } from '../navigation/page-buttons.tsx';
import { type ReadState, ReadView } from './read-view.tsx';

/** One page of a list as the API answers it. */
export interface PageAnswer<Row> {
  data: Row[];
  meta: { total: number };
}

export interface PagedReadViewProps<Row> {
  read: ReadState<PageAnswer<Row>>;
  /** What could not be read, said with Retry. */
  failed: string;
  /** Stands in until the first answer. */
  loading: ReactNode;
  /** The empty state: `title` when the list has nothing at all, `titleOnPage` on a page past its end. */
  empty: { title: string; titleOnPage: string; description: string };
  /** The buttons under the list: its page, the size the API pages by, their name ('Earnings pages'). */
  pages: Omit<PageButtonsProps, 'total'>;
  children: (rows: Row[]) => ReactNode;
}

/** ReadView over one page of a list (its page in the URL through `usePageQuery`), PageButtons under it. */
export function PagedReadView<Row>({
  read,
  failed,
  loading,
  empty,
  pages,
  children,
}: PagedReadViewProps<Row>) {
  const total = read.data?.meta.total ?? 0;
  return (
    <ReadView
      read={read}
      failed={failed}
      loading={loading}
      empty={{
        when: (answer) => answer.data.length === 0,
        title: total === 0 ? empty.title : empty.titleOnPage,
        description: empty.description,
      }}
    >
      {(answer) => (
        <>
          {children(answer.data)}
          <PageButtons {...pages} total={answer.meta.total} />
        </>
      )}
    </ReadView>
  );
}
