import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useInfiniteQuery } from '@bizmarkt/shared/query';
import type { ReactNode } from 'react';
import { configureApiClient } from '@bizmarkt/shared';
import type { DialogListResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, createTestQueryClient } from '@bizmarkt/shared/testing';
import { makeDialog, makeGroup, page } from '../../../testing/messaging-fixtures';
import { useUpdateStep } from './update-step';

const withStep = (buyer_step: number): DialogListResponse => page([makeGroup({ dialogs: [makeDialog({ buyer_step, seller_step: 1 })] })]);

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
});

// The buying process tab reads the dialogs afresh when it opens; a click answered before that read
// lands must not be undone by it (a clean e2e run saw the next 'Mark as done' repeat the same step).
it("keeps the server's answer when a read of the dialogs that began before it lands afterwards", async () => {
  global.fetch = createFetchMock({ 'PATCH /api/dialogs/70': [200, { id: 70, buyer_step: 2, seller_step: 1, business_sold: false }] }).fetchMock;
  const reads: Array<(answer: DialogListResponse) => void> = [];
  const queryFn = jest.fn(() => new Promise<DialogListResponse>((resolve) => reads.push(resolve)));
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(
    () => ({
      dialogs: useInfiniteQuery({ queryKey: queryKeys.dialogs(), queryFn, initialPageParam: 1, getNextPageParam: () => undefined }),
      update: useUpdateStep(70),
    }),
    { wrapper },
  );
  const step = () => result.current.dialogs.data?.pages[0]?.data[0]?.dialogs[0]?.buyer_step;

  await waitFor(() => expect(reads).toHaveLength(1));
  act(() => reads[0]!(withStep(1)));
  await waitFor(() => expect(step()).toBe(1));

  // The tab's fresh read starts and is still on its way when the step's answer comes back.
  act(() => void queryClient.invalidateQueries({ queryKey: queryKeys.dialogs() }));
  await waitFor(() => expect(reads).toHaveLength(2));
  await act(() => result.current.update.mutateAsync({ buyer_step: 2 }));
  expect(step()).toBe(2);

  // The old read lands late with the old step; the read made after the answer has the new one.
  act(() => reads[1]!(withStep(1)));
  await waitFor(() => expect(reads).toHaveLength(3));
  act(() => reads[2]!(withStep(2)));
  await waitFor(() => expect(result.current.dialogs.isFetching).toBe(false));
  expect(step()).toBe(2);
});
