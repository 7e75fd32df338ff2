import { useCallback, useReducer, type PointerEvent } from 'react';
import { CLOSED, disclosureReducer, type DisclosureState } from '../lib/disclosure-group-state';

/**
 * Wires the disclosure reducer to DOM events. itemProps(id) goes on the element that is hovered,
 * toggleProps(id) on the button that a click, tap or key press activates.
 */
export function useDisclosureGroup<Id extends string>(hoverEnabled = true) {
  const [state, dispatch] = useReducer(disclosureReducer<Id>, CLOSED as DisclosureState<Id>);
  const itemProps = useCallback(
    (id: Id) => ({
      onPointerEnter: (event: PointerEvent) =>
        dispatch({ type: 'pointer-enter', id, pointerType: event.pointerType, hoverEnabled }),
      onPointerLeave: (event: PointerEvent) =>
        dispatch({ type: 'pointer-leave', id, pointerType: event.pointerType, hoverEnabled }),
    }),
    [hoverEnabled],
  );
  const activate = useCallback((id: Id) => dispatch({ type: 'activate', id }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  return { openId: state.openId, itemProps, activate, close };
}
