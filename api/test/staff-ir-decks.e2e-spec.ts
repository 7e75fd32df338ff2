import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import {
  DECK_NOTE_MAX_LENGTH,
  DECK_UPLOAD,
  type DeckVersionSummary,
  STAFF_IR_API_PATHS,
  staffIrApiPath,
} from '@gloh/contract/staff-ir';
import { runAdminCommand } from '../src/admin/admin-commands.js';
import { API_ROOT } from '../src/config/paths.js';
import { deckVersions } from '../src/database/schema.js';
import { DeckVersionsService } from '../src/presentation/deck-versions.service.js';
import { latestAuditEntry } from './support/audit-log.js';
import { deckCopyForSuite, openDeck } from './support/deck.js';
import { binaryParser } from './support/http.js';
import { signedInInvestor } from './support/investors.js';
import {
  enrolledStaff,
  type EnrolledStaff as Staff,
  post,
  staffConsoleForSuite,
  stepUp,
} from './support/staff.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.js';

jest.setTimeout(180_000);

const P = STAFF_IR_API_PATHS;

async function onePagePdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.addPage([200, 100]);
  return Buffer.from(await doc.save());
}

describe('deck versions in the staff console: file names, notes, preview, schedule (e2e)', () => {
  const deck = deckCopyForSuite();
  const { t, smtp, http } = staffConsoleForSuite(() => ({
    DECK_PATH: deck.path,
    DECK_SCHEDULE_POLL_MS: '200',
  }));
  const { get } = http;
  let ir: Staff;
  let marketing: Staff;

  beforeAll(async () => {
    ir = await enrolledStaff(t, smtp, 'ivy@gloh.example', ['ir'], 'Ivy Reyes');
    marketing = await enrolledStaff(t, smtp, 'milo@gloh.example', ['marketing']);
    await stepUp(t, ir.cookie, ir.authenticator);
  });

  const versions = async () =>
    (await get(P.decks, ir.cookie).expect(200)).body.versions as DeckVersionSummary[];
  const versionOf = async (version: number) =>
    (await versions()).find((entry) => entry.version === version)!;
  const liveVersion = async () => (await versions()).find((entry) => entry.live)!.version;

  const upload = (data: Buffer, name: string, live = true) =>
    request(t.http)
      .post(`${P.decks}${live ? '' : '?live=false'}`)
      .set('Origin', TEST_ORIGIN)
      .set('Cookie', ir.cookie)
      .attach(DECK_UPLOAD.field, data, { filename: name, contentType: 'application/pdf' })
      .expect(200);

  const draft = async (name: string) =>
    (await upload(await onePagePdf(name), name, false)).body.version as DeckVersionSummary;

  it('shows each version with its file name, uploader and time, never a path on the server', async () => {
    const fromFile = (await versions())[0]!;
    expect(fromFile).toMatchObject({ fileName: 'deck.pdf', uploadedBy: null, live: true });
    expect(JSON.stringify(await versions())).not.toContain(dirname(deck.path));

    const res = await upload(await onePagePdf('Q3'), 'Deck Q3.pdf');
    expect(res.body.version).toMatchObject({
      fileName: 'Deck Q3.pdf',
      uploadedBy: 'ivy@gloh.example',
      uploadedByName: 'Ivy Reyes',
      live: true,
      note: null,
      publishAt: null,
    });
    expect(Date.parse(res.body.version.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await versionOf(res.body.version.version)).toEqual(res.body.version);
  });

  it('stores an upload without making it live when asked', async () => {
    const live = await liveVersion();
    const stored = await draft('Draft.pdf');
    expect(stored).toMatchObject({ fileName: 'Draft.pdf', live: false });
    expect(await liveVersion()).toBe(live);
    const investor = await signedInInvestor(t, 'Nina Draft', 'nina@example.com');
    expect((await openDeck(t, investor)).headers['x-deck-version']).toBe(String(live));
    expect((await latestAuditEntry(t, 'admin.deck_uploaded'))?.details).toMatchObject({
      version: stored.version,
      live: false,
    });
  });

  it('keeps a note per version, without a step-up, validated and audited', async () => {
    const { version } = await draft('Noted.pdf');
    const notePath = staffIrApiPath(P.deckNote, { version });
    const plain = await enrolledStaff(t, smtp, 'ivan@gloh.example', ['ir']);

    const saved = await post(t, notePath, { note: '  New pricing slide  ' }, plain.cookie);
    expect(saved.status).toBe(200);
    expect(saved.body.version).toMatchObject({
      note: 'New pricing slide',
      noteUpdatedBy: 'ivan@gloh.example',
    });
    expect((await versionOf(version)).note).toBe('New pricing slide');
    expect(await latestAuditEntry(t, 'admin.deck_note_changed')).toMatchObject({
      actor: 'ivan@gloh.example',
      details: { version, note: 'New pricing slide' },
    });

    const tooLong = await post(
      t,
      notePath,
      { note: 'x'.repeat(DECK_NOTE_MAX_LENGTH + 1) },
      plain.cookie,
    );
    expect([tooLong.status, tooLong.body.error]).toEqual([
      400,
      expect.stringContaining(`at most ${DECK_NOTE_MAX_LENGTH} characters`),
    ]);
    expect((await post(t, notePath, { note: 42 }, plain.cookie)).status).toBe(400);
    expect((await post(t, notePath, {}, plain.cookie)).status).toBe(400);
    const unknown = staffIrApiPath(P.deckNote, { version: 999 });
    expect((await post(t, unknown, { note: 'x' }, plain.cookie)).status).toBe(404);
    expect((await post(t, notePath, { note: 'x' }, marketing.cookie)).status).toBe(403);
    expect((await post(t, notePath, { note: 'x' })).status).toBe(401);
    expect((await versionOf(version)).note).toBe('New pricing slide');

    await post(t, notePath, { note: '' }, plain.cookie).expect(200);
    expect((await versionOf(version)).note).toBeNull();
  });

  it("gives staff IR a version's PDF, never cached; refuses investors and anyone else", async () => {
    const pdf = await onePagePdf('Preview me');
    const { version } = (await upload(pdf, 'Preview "me".pdf', false)).body.version;
    const path = staffIrApiPath(P.deckPdf, { version });
    const fetchPdf = (cookie?: string) => {
      const req = request(t.http).get(path).buffer(true).parse(binaryParser);
      return cookie ? req.set('Cookie', cookie) : req;
    };

    const res = await fetchPdf(ir.cookie).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe('inline; filename="Preview _me_.pdf"');
    expect(Buffer.compare(res.body as Buffer, pdf)).toBe(0);
    expect(await latestAuditEntry(t, 'admin.deck_previewed')).toMatchObject({
      actor: 'ivy@gloh.example',
      details: { version },
    });
    expect((await versionOf(version)).live).toBe(false);

    const investor = await signedInInvestor(t, 'Ines Peek', 'ines@example.com');
    for (const [cookie, status] of [
      [undefined, 401],
      [investor, 401],
      [marketing.cookie, 403],
    ] as const) {
      const denied = await fetchPdf(cookie);
      expect([denied.status, denied.headers['content-type']]).toEqual([
        status,
        expect.stringContaining('application/json'),
      ]);
    }
    expect((await get(staffIrApiPath(P.deckPdf, { version: 999 }), ir.cookie)).status).toBe(404);
  });

  it('publishes a scheduled version at its time, audited; a cancelled schedule never goes live', async () => {
    const scheduled = await draft('Scheduled.pdf');
    const cancelled = await draft('Cancelled.pdf');
    const schedulePath = (version: number) => staffIrApiPath(P.deckSchedule, { version });

    const fresh = await enrolledStaff(t, smtp, 'iona@gloh.example', ['ir']);
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await post(t, schedulePath(scheduled.version), { publishAt: inAMinute }, fresh.cookie)).body
        .reason,
    ).toBe('step-up-required');
    const past = await post(
      t,
      schedulePath(scheduled.version),
      { publishAt: new Date(Date.now() - 1000).toISOString() },
      ir.cookie,
    );
    expect([past.status, past.body.error]).toEqual([400, expect.stringMatching(/in the future/)]);
    expect(
      (await post(t, schedulePath(scheduled.version), { publishAt: 'soon' }, ir.cookie)).status,
    ).toBe(400);

    const far = await post(t, schedulePath(cancelled.version), { publishAt: inAMinute }, ir.cookie);
    expect(far.body.version.publishAt).toBe(inAMinute);
    const cancel = staffIrApiPath(P.deckScheduleCancel, { version: cancelled.version });
    const undone = await post(t, cancel, {}, ir.cookie).expect(200);
    expect(undone.body.version).toMatchObject({ publishAt: null, publishScheduledBy: null });
    expect(await latestAuditEntry(t, 'admin.deck_publish_cancelled')).toMatchObject({
      actor: 'ivy@gloh.example',
      details: { version: cancelled.version, publishAt: inAMinute },
    });

    const soon = new Date(Date.now() + 1500).toISOString();
    const set = await post(t, schedulePath(scheduled.version), { publishAt: soon }, ir.cookie);
    expect(set.body.version).toMatchObject({
      publishAt: soon,
      publishScheduledBy: 'ivy@gloh.example',
      live: false,
    });
    expect(await latestAuditEntry(t, 'admin.deck_publish_scheduled')).toMatchObject({
      details: { version: scheduled.version, publishAt: soon },
    });

    // The API's own poll makes it live: no request here does.
    for (let tries = 0; tries < 300 && (await liveVersion()) !== scheduled.version; tries++)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await versionOf(scheduled.version)).toMatchObject({ live: true, publishAt: null });
    expect(await latestAuditEntry(t, 'admin.deck_scheduled_published')).toMatchObject({
      actor: 'ivy@gloh.example',
      details: { version: scheduled.version },
    });
    expect((await versionOf(cancelled.version)).live).toBe(false);
  });

  it("erasing a member's personal data leaves only a pseudonym on the versions they touched", async () => {
    const { version } = await draft('Erase.pdf');
    const ella = await enrolledStaff(t, smtp, 'ella@gloh.example', ['ir'], 'Ella Erased');
    await stepUp(t, ella.cookie, ella.authenticator);
    await post(t, staffIrApiPath(P.deckNote, { version }), { note: 'Checked' }, ella.cookie);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await post(t, staffIrApiPath(P.deckSchedule, { version }), { publishAt: at }, ella.cookie);
    expect(await versionOf(version)).toMatchObject({
      noteUpdatedBy: 'ella@gloh.example',
      publishScheduledBy: 'ella@gloh.example',
    });
    const erasure = (await runAdminCommand(t.admin, {
      name: 'person',
      target: 'erase',
      email: 'ella@gloh.example',
      confirmed: true,
    })) as { pseudonym: string };
    expect(await versionOf(version)).toMatchObject({
      noteUpdatedBy: erasure.pseudonym,
      publishScheduledBy: erasure.pseudonym,
    });
  });

  it('splits what earlier releases stored in uploaded_by into the uploader and the file name', async () => {
    const legacy = async (version: number, uploadedBy: string) => {
      const pdf = await onePagePdf(`Legacy ${version}`);
      await t.db.insert(deckVersions).values({
        version,
        sha256: `legacy-${version}`,
        pdf,
        pageCount: 1,
        uploadedBy,
        activatedAt: new Date(0),
      });
    };
    await legacy(901, 'file:/srv/gloh/api/assets/gloh-investor-presentation.pdf');
    await legacy(902, 'ops@gloh.example:Deck: final.pdf');
    const migration = readFileSync(
      join(API_ROOT, 'drizzle/0003_deck_version_file_names.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    expect(await versionOf(901)).toMatchObject({
      fileName: 'gloh-investor-presentation.pdf',
      uploadedBy: null,
    });
    expect(await versionOf(902)).toMatchObject({
      fileName: 'Deck: final.pdf',
      uploadedBy: 'ops@gloh.example',
    });
    expect(JSON.stringify(await versions())).not.toContain('/srv/');
  });
});

describe('a scheduled deck publish across a restart (e2e)', () => {
  const deck = deckCopyForSuite();
  let a: TestApp | undefined;
  let b: TestApp | undefined;

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('is made live by the next start when its time came while the API was down', async () => {
    // An hour between checks: only the check at start can publish within this test.
    const env = () => ({ DECK_PATH: deck.path, DECK_SCHEDULE_POLL_MS: '3600000' });
    a = await createTestApp(env());
    const versions = a.app.get(DeckVersionsService);
    const { version } = await versions.publish(await onePagePdf('Later'), 'ops', 'Later.pdf', {
      live: false,
    });
    await versions.schedule(version.version, new Date(Date.now() + 1000), 'ivy@gloh.example');
    await a.stop();
    await new Promise((resolve) => setTimeout(resolve, 1500));

    b = await createTestApp({ ...a.databaseEnv, ...env() });
    const after = b.app.get(DeckVersionsService);
    for (let tries = 0; tries < 100 && (await after.latest())?.version !== version.version; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await after.latest()).toMatchObject({ version: version.version, publishAt: null });
    expect(await latestAuditEntry(b, 'admin.deck_scheduled_published')).toMatchObject({
      actor: 'ivy@gloh.example',
      details: { version: version.version },
    });
  });

  it('leaves a due version scheduled, not live, when what records its publish fails', async () => {
    const versions = b!.app.get(DeckVersionsService);
    const live = (await versions.latest())!.version;
    const { version } = await versions.publish(await onePagePdf('Due'), 'ops', 'Due.pdf', {
      live: false,
    });
    const publishAt = new Date(Date.now() - 1000);
    await versions.schedule(version.version, publishAt, 'ivy@gloh.example');

    await expect(
      versions.publishDue(() => Promise.reject(new Error('the audit log refused the entry'))),
    ).rejects.toThrow('the audit log refused the entry');
    expect((await versions.latest())!.version).toBe(live);
    expect(await versions.find(version.version)).toMatchObject({ publishAt });

    const recorded: number[] = [];
    const published = await versions.publishDue(async (publish) => {
      recorded.push(publish.version.version);
    });
    expect(published.map((publish) => publish.version.version)).toEqual([version.version]);
    expect(recorded).toEqual([version.version]);
    expect((await versions.latest())!.version).toBe(version.version);
  });
});
