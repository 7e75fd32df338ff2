import { Controller, Get, Injectable, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { STAFF_EVENT_ROLES, STAFF_EVENTS_HEARTBEAT_SECONDS } from '@gloh/contract/staff-ops';
import type { Request, Response } from 'express';
import { CurrentStaff, StaffOnly } from '../staff/staff-access.decorators.js';
import { StaffClock } from '../staff/staff-clock.js';
import { type StaffSession, StaffSessionsService } from '../staff/staff-sessions.service.js';
import { type StaffBusMessage, StaffEventBus } from '../common/events/staff-event-bus.js';
import { countVisibleTo } from './staff-counts.service.js';
import { StaffEventStreams } from './staff-event-streams.js';

/** How often a stream sends its heartbeat and checks its session; a class so tests can shorten it. */
@Injectable()
export class StaffEventsTiming {
  heartbeatMs = STAFF_EVENTS_HEARTBEAT_SECONDS * 1000;
}

/** Browsers wait this long before reconnecting a dropped stream. */
const RECONNECT_MS = 5_000;
/** setTimeout's ceiling; a session's absolute end beyond it is caught by the heartbeat. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Live events for the console (Server-Sent Events): `access-request`, `deck-opened`,
 * `contact-message` and `counts-changed` to members who may see them, a comment line every 25 s. The stream ends with the session: at once on
 * sign-out or when the account is disabled (in this process), at its absolute end, and at the
 * next heartbeat after it went idle (the stream itself does not keep a session alive). A session
 * and a client address may each hold only a few streams at once (StaffEventStreams).
 */
@ApiTags('staff')
@Controller('staff/events')
@StaffOnly()
export class StaffEventsController {
  constructor(
    private readonly bus: StaffEventBus,
    private readonly sessions: StaffSessionsService,
    private readonly clock: StaffClock,
    private readonly timing: StaffEventsTiming,
    private readonly streams: StaffEventStreams,
  ) {}

  @Get()
  @ApiProduces('text/event-stream')
  @ApiOperation({ summary: 'Live events for the staff console (text/event-stream)' })
  stream(@CurrentStaff() staff: StaffSession, @Req() req: Request, @Res() res: Response): void {
    // Refused (429) before anything is written, while the exception filter can still answer.
    const release = this.streams.open({ sessionId: staff.sessionId, address: req.ip ?? '' });
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store, no-transform');
    res.setHeader('Connection', 'keep-alive');
    // nginx and similar proxies would otherwise hold events back in their buffers.
    res.setHeader('X-Accel-Buffering', 'no');
    res.flushHeaders();
    res.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);

    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      release();
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
      res.end();
    };
    const unsubscribe = this.bus.subscribe((message: StaffBusMessage) => {
      if (message.kind === 'shutdown') return end();
      if (message.kind === 'sessions-ended') {
        if (message.sessionIds.includes(staff.sessionId)) end();
        return;
      }
      const allowed: readonly string[] = STAFF_EVENT_ROLES[message.type];
      if (!staff.roles.some((role) => allowed.includes(role))) return;
      // A count's news goes only to those told that count.
      if (message.type === 'counts-changed' && !countVisibleTo(message.data.count, staff.roles))
        return;
      res.write(`event: ${message.type}\ndata: ${JSON.stringify(message.data)}\n\n`);
    });
    const heartbeat = setInterval(() => {
      void this.sessions.isLive(staff.sessionId).then(
        (live) => {
          if (ended) return;
          if (live) res.write(': heartbeat\n\n');
          else end();
        },
        () => end(),
      );
    }, this.timing.heartbeatMs);
    const expiry = setTimeout(
      end,
      Math.min(MAX_TIMER_MS, Math.max(0, staff.expiresAt.getTime() - this.clock.now().getTime())),
    );
    // The client went away (a closed tab, a dropped connection).
    res.on('close', end);
  }
}
