/**
 * One-open-at-a-time disclosure group shared by the reveal cards, the platform feature cards, the
 * segment diagram and the industries ring: at most one item is open.
 *
 * Hover rules: only a real mouse (or pen) hovers. A finger fires pointerenter too, right before its
 * click, so treating it as hover would open the item and the tap would then close it again.
 */
export type DisclosureState<Id extends string = string> = { openId: Id | null };

export type PointerKind = 'mouse' | 'pen' | 'touch' | string;

export type DisclosureEvent<Id extends string = string> =
  /** Pointer entered an item; hoverEnabled is false where hover must not open (small screens). */
  | { type: 'pointer-enter'; id: Id; pointerType: PointerKind; hoverEnabled?: boolean }
  | { type: 'pointer-leave'; id: Id; pointerType: PointerKind; hoverEnabled?: boolean }
  /** A click, a tap, or Enter/Space on the item's button. */
  | { type: 'activate'; id: Id }
  | { type: 'close' };

export function isHoverPointer(pointerType: PointerKind): boolean {
  return pointerType === 'mouse' || pointerType === 'pen';
}

export const CLOSED: DisclosureState<never> = { openId: null };

export function disclosureReducer<Id extends string>(
  state: DisclosureState<Id>,
  event: DisclosureEvent<Id>,
): DisclosureState<Id> {
  switch (event.type) {
    case 'pointer-enter':
      if (event.hoverEnabled === false || !isHoverPointer(event.pointerType)) return state;
      return state.openId === event.id ? state : { openId: event.id };
    case 'pointer-leave':
      if (event.hoverEnabled === false || !isHoverPointer(event.pointerType)) return state;
      return state.openId === event.id ? { openId: null } : state;
    case 'activate':
      return { openId: state.openId === event.id ? null : event.id };
    case 'close':
      return state.openId === null ? state : { openId: null };
  }
}
