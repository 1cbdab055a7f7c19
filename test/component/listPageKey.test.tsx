import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, testDataProvider, useGetList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { listPageKey } from '../../src/components/list/listQuery';

describe('listPageKey', () => {
  it("is react-admin's key of a list's page: a page put there ahead is the one its list reads, without asking", () => {
    const params = { filter: { q: 'zeta' }, sort: { field: 'registationDate', order: 'DESC' as const }, pagination: { page: 1, perPage: 10 } };
    const page = { data: [{ id: 'g1', garageName: 'Zeta Motors' }], total: 1 };
    const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
    const queryClient = new QueryClient();
    queryClient.setQueryData(listPageKey('GarageManagement', params), page);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CoreAdminContext dataProvider={testDataProvider({ getList })} queryClient={queryClient}>
        {children}
      </CoreAdminContext>
    );
    const { result } = renderHook(() => useGetList('GarageManagement', params, { staleTime: Number.POSITIVE_INFINITY }), { wrapper });
    expect(result.current.data).toEqual(page.data);
    expect(result.current.total).toBe(1);
    expect(getList).not.toHaveBeenCalled();
  });
});
