import { Pagination, PaginationItem, type PaginationRenderItemParams } from '@mui/material';
import { memo, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useEvent, useTranslate, type PaginationActionsProps } from 'react-admin';

type GoTo = (event: MouseEvent<HTMLElement>, item: PaginationRenderItemParams) => void;

/**
 * react-admin's page buttons (its PaginationActions: MUI's Pagination with translated labels), each
 * button drawn again only when its own page, state or label changes: an answer that changes the count
 * redraws the last page's button, not all nine. A click goes through `goTo`, which reads the pager of
 * the moment; like MUI's, a button that a click disables (Next onto the last page) hands its focus to
 * the page shown.
 */
export const PageButtons = memo(function PageButtons({ page, rowsPerPage, count, onPageChange, className }: PaginationActionsProps) {
  const translate = useTranslate();
  const pages = Math.ceil(count / rowsPerPage) || 1;
  const nav = useRef<HTMLElement>(null);
  const focusShownPage = useRef<HTMLElement | null>(null);
  const goTo: GoTo = useEvent((event, item) => {
    if (item.page === null || item.disabled) return;
    const disablesItself =
      ((item.type === 'previous' || item.type === 'first') && item.page === 1) ||
      ((item.type === 'next' || item.type === 'last') && item.page === pages);
    focusShownPage.current = disablesItself && document.activeElement === event.currentTarget ? event.currentTarget : null;
    onPageChange(event.nativeEvent, item.page - 1);
  });
  useLayoutEffect(() => {
    const trigger = focusShownPage.current;
    focusShownPage.current = null;
    const active = document.activeElement;
    if (trigger && (active === trigger || active === document.body || active === null))
      nav.current?.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
  }, [page]);
  if (pages === 1) return <div className={className} />;
  return (
    <div className={className} style={{ flexShrink: 0 }}>
      <Pagination
        ref={nav}
        size="small"
        count={pages}
        // TablePagination counts pages from 0, Pagination from 1.
        page={page + 1}
        getItemAriaLabel={(type, target, selected) =>
          type === 'page'
            ? selected
              ? translate('ra.navigation.current_page', { page: target, _: `page ${target}` })
              : translate('ra.navigation.page', { page: target, _: `Go to page ${target}` })
            : translate(`ra.navigation.${type}`, { _: `Go to ${type} page` })
        }
        renderItem={(item) => <PageItem item={item} goTo={goTo} />}
      />
    </div>
  );
});

/** What a page button shows: it is drawn again only when one of these changes. */
const SHOWN = ['type', 'page', 'selected', 'disabled', 'size', 'color', 'variant', 'shape'] as const;

const PageItem = memo(
  function PageItem({ item, goTo }: { item: PaginationRenderItemParams; goTo: GoTo }) {
    return <PaginationItem {...item} onClick={(event: MouseEvent<HTMLElement>) => goTo(event, item)} />;
  },
  // `item` is a new object with a new onClick each time; its label comes with it from Pagination.
  (before, after) =>
    before.goTo === after.goTo &&
    SHOWN.every((key) => before.item[key] === after.item[key]) &&
    (before.item as { 'aria-label'?: string })['aria-label'] === (after.item as { 'aria-label'?: string })['aria-label'],
);
