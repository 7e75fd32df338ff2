import { renderHook, waitFor } from '@testing-library/react';
import { openDeck, type OpenedDeck } from '../pdf/open-deck';
import { useDeckDocument } from './use-deck-document';

jest.mock('../pdf/open-deck', () => ({
  ...jest.requireActual<object>('../pdf/open-deck'),
  openDeck: jest.fn(),
}));

describe('useDeckDocument', () => {
  it('destroys the parsed deck and lets it go once it is no longer wanted', async () => {
    const destroy = jest.fn(() => Promise.resolve());
    const deck = { pdf: { destroy }, pageSizes: [], version: 1 } as unknown as OpenedDeck;
    jest.mocked(openDeck).mockResolvedValue(deck);
    const onEnded = jest.fn();
    const { result, rerender } = renderHook(({ wanted }) => useDeckDocument(onEnded, wanted), {
      initialProps: { wanted: true },
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', deck }));
    rerender({ wanted: false });
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ status: 'loading' });
    expect(openDeck).toHaveBeenCalledTimes(1);
  });
});
