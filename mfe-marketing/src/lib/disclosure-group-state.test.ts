import {
  CLOSED,
  disclosureReducer,
  isHoverPointer,
  type DisclosureState,
} from './disclosure-group-state';

type Card = 'security' | 'architecture' | 'ai';
const closed = CLOSED as DisclosureState<Card>;

/** The pointer event a mouse sends as it enters or leaves a card. */
const mouse = (type: 'pointer-enter' | 'pointer-leave', id: Card) =>
  ({ type, id, pointerType: 'mouse' }) as const;

describe('disclosureReducer', () => {
  it('opens on mouse hover and closes when the pointer leaves', () => {
    const open = disclosureReducer(closed, mouse('pointer-enter', 'ai'));
    expect(open.openId).toBe('ai');
    expect(disclosureReducer(open, mouse('pointer-leave', 'ai')).openId).toBeNull();
  });

  it('keeps one item open: hovering another replaces it', () => {
    const first = disclosureReducer(closed, mouse('pointer-enter', 'ai'));
    const second = disclosureReducer(first, mouse('pointer-enter', 'security'));
    expect(second.openId).toBe('security');
    // leaving the card that is no longer open does not close the new one
    expect(disclosureReducer(second, mouse('pointer-leave', 'ai')).openId).toBe('security');
  });

  it('closes the open item on a click, opens a closed one', () => {
    const hovered = disclosureReducer(closed, mouse('pointer-enter', 'ai'));
    expect(disclosureReducer(hovered, { type: 'activate', id: 'ai' }).openId).toBeNull();
    expect(disclosureReducer(hovered, { type: 'activate', id: 'architecture' }).openId).toBe(
      'architecture',
    );
  });

  it('ignores touch pointer events so a tap toggles', () => {
    const entered = disclosureReducer(closed, {
      type: 'pointer-enter',
      id: 'ai',
      pointerType: 'touch',
    });
    expect(entered).toBe(closed);
    const tapped = disclosureReducer(entered, { type: 'activate', id: 'ai' });
    expect(tapped.openId).toBe('ai');
    expect(
      disclosureReducer(tapped, { type: 'pointer-leave', id: 'ai', pointerType: 'touch' }).openId,
    ).toBe('ai');
    expect(disclosureReducer(tapped, { type: 'activate', id: 'ai' }).openId).toBeNull();
  });

  it('ignores hover entirely when hover is disabled (small screens)', () => {
    const s = disclosureReducer(closed, {
      type: 'pointer-enter',
      id: 'ai',
      pointerType: 'mouse',
      hoverEnabled: false,
    });
    expect(s.openId).toBeNull();
    const open = disclosureReducer(s, { type: 'activate', id: 'ai' });
    expect(
      disclosureReducer(open, {
        type: 'pointer-leave',
        id: 'ai',
        pointerType: 'mouse',
        hoverEnabled: false,
      }).openId,
    ).toBe('ai');
  });

  it('closes on close', () => {
    expect(disclosureReducer({ openId: 'ai' as Card }, { type: 'close' }).openId).toBeNull();
    expect(disclosureReducer(closed, { type: 'close' })).toBe(closed);
  });

  it('treats mouse and pen as hover pointers only', () => {
    expect(isHoverPointer('mouse')).toBe(true);
    expect(isHoverPointer('pen')).toBe(true);
    expect(isHoverPointer('touch')).toBe(false);
    expect(isHoverPointer('')).toBe(false);
  });
});
