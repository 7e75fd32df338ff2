import { useEffect, useRef } from 'react';
import {
  STAFF_EVENT_TYPES,
  STAFF_OPS_API_PATHS,
  type StaffEventPayloads,
  type StaffEventType,
} from '@gloh/contract/staff-ops';
import { STAFF_API_PATHS } from '@gloh/contract/staff';
import { callStaffApi } from './api-client';

/** One live event of the staff console, as `GET /api/staff/events` streams it. */
export type StaffLiveEvent = {
  [T in StaffEventType]: { type: T; data: StaffEventPayloads[T] };
}[StaffEventType];

type Listener = (event: StaffLiveEvent) => void;

const listeners = new Set<Listener>();
let source: EventSource | null = null;

function dispatch(type: StaffEventType, message: MessageEvent<string>) {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return;
  }
  const event = { type, data } as StaffLiveEvent;
  for (const listener of listeners) listener(event);
}

// One stream serves every listener on the page: the navigation's counts and the open page's
// list. EventSource reconnects by itself after a dropped connection; the API ends the stream when
// the session ends, and the next reconnect's 401 closes it for good. EventSource shows no status
// or body, so a dropped stream asks the API at once whether the session holds: a 401 there tells
// the shell, with its reason (account disabled), before the member clicks anything.
function open() {
  source = new EventSource(STAFF_OPS_API_PATHS.events);
  for (const type of STAFF_EVENT_TYPES) {
    source.addEventListener(type, (message) => dispatch(type, message));
  }
  source.addEventListener('error', () => void callStaffApi(STAFF_API_PATHS.me));
}

function close() {
  source?.close();
  source = null;
}

/** Listens to the staff console's live events while the component is mounted. */
export function useStaffEvents(listener: Listener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const current: Listener = (event) => latest.current(event);
    listeners.add(current);
    if (!source) open();
    return () => {
      listeners.delete(current);
      if (listeners.size === 0) close();
    };
  }, []);
}
