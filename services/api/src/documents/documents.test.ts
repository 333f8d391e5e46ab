import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAct, signedCitizen, signedNotary, testDb } from '../testing/acts-factories.js';
import { useTestApi } from '../testing/test-api.js';

const MAX = 64 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'notary-documents-'));

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 1)]);
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** Every file the local storage holds for an act. */
const stored = (actId: string): string[] => (existsSync(join(dir, actId)) ? readdirSync(join(dir, actId)) : []);

// Issue 13.2: documents of an act through the local-folder storage adapter.
describe('documents of an act', () => {
  const { http } = useTestApi({ documents: { maxBytes: MAX, dir } });

  async function world() {
    const notary = await signedNotary();
    const otherNotary = await signedNotary();
    const author = await signedCitizen();
    const buyer = await signedCitizen();
    const other = await signedCitizen();
    const actId = await createAct(author, { step: 1, notary, parties: [{ user: buyer, role: 'buyer' }] });
    const { rows } = await testDb().query<{ id: string }>('SELECT id FROM act_party WHERE act_id = $1 AND NOT is_author', [actId]);
    return { notary, otherNotary, author, buyer, other, actId, buyerPartyId: rows[0]!.id };
  }
  const upload = (who: { auth: Record<string, string> }, actId: string, content: Buffer, name = 'scan.pdf', fields: Record<string, string> = {}) => {
    let req = http().post(`/api/notarial_act/${actId}/documents`).set(who.auth);
    for (const [k, val] of Object.entries(fields)) req = req.field(k, val);
    return req.attach('file', content, { filename: name, contentType: 'application/pdf' });
  };

  it('stores an upload with its SHA-256, records it in the audit trail, and lets the parties and the notary list and download it', async () => {
    const w = await world();
    const res = await upload(w.author, w.actId, PDF, 'Pasport nusxasi — Ўзбек.pdf').expect(201);
    expect(res.body).toMatchObject({ actId: w.actId, partyId: null, name: 'Pasport nusxasi — Ўзбек.pdf', mimeType: 'application/pdf', size: PDF.length, sha256: sha(PDF), canDelete: true });
    expect(stored(w.actId)).toEqual([res.body.id]);

    const audit = await testDb().query<{ data: Record<string, unknown> }>(`SELECT data FROM act_audit WHERE act_id = $1 AND action = 'document.add'`, [w.actId]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.data).toMatchObject({ documentId: res.body.id, sha256: sha(PDF), size: PDF.length, mimeType: 'application/pdf' });
    const verify = await http().get(`/api/notarial_act/${w.actId}/audit/verify`).set(w.author.auth).expect(200);
    expect(verify.body.isValid).toBe(true);

    for (const who of [w.author, w.buyer, w.notary]) {
      const list = await http().get(`/api/notarial_act/${w.actId}/documents`).set(who.auth).expect(200);
      expect(list.body.map((d: { id: string }) => d.id)).toEqual([res.body.id]);
      const file = await http().get(`/api/notarial_act/${w.actId}/documents/${res.body.id}`).set(who.auth).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(sha(file.body as Buffer)).toBe(sha(PDF));
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Pasport nusxasi — Ўзбек.pdf')}`);
    }
    // Only the uploader may delete it.
    const asBuyer = await http().get(`/api/notarial_act/${w.actId}/documents`).set(w.buyer.auth).expect(200);
    expect(asBuyer.body[0].canDelete).toBe(false);
  });

  it('attaches a document to a party of the act, and refuses a party of another act', async () => {
    const w = await world();
    const res = await upload(w.buyer, w.actId, PNG, 'passport.png', { partyId: w.buyerPartyId }).expect(201);
    expect(res.body).toMatchObject({ partyId: w.buyerPartyId, partyName: w.buyer.fullname, mimeType: 'image/png' });
    const elsewhere = await world();
    const refused = await upload(w.author, w.actId, PNG, 'p.png', { partyId: elsewhere.buyerPartyId }).expect(400);
    expect(refused.body.details.issues[0].path).toBe('partyId');
  });

  it('refuses a file that is not a PDF, JPEG or PNG by content, whatever its name and declared type, and stores nothing', async () => {
    const w = await world();
    const res = await upload(w.author, w.actId, Buffer.from('MZ\x90\x00 this is a program, not a scan'), 'contract.pdf').expect(415);
    expect(res.body.code).toBe('document_type_not_allowed');
    const html = await upload(w.author, w.actId, Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png').expect(415);
    expect(html.body.code).toBe('document_type_not_allowed');
    expect(stored(w.actId)).toEqual([]);
    const { rows } = await testDb().query('SELECT 1 FROM act_document WHERE act_id = $1', [w.actId]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a file over the configured limit with 413 and a message naming the limit', async () => {
    const w = await world();
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX + 1, 0x41)]);
    const res = await upload(w.author, w.actId, big).expect(413);
    expect(res.body).toMatchObject({ code: 'payload_too_large', details: { limit: MAX } });
    expect(res.body.message).toContain('0.1 MiB');
    expect(stored(w.actId)).toEqual([]);
    // Just under the limit passes: the route's own limit, not the 64 KiB JSON cap.
    await upload(w.author, w.actId, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX - 20, 0x41)])).expect(201);
  });

  it('refuses other citizens and other offices\' notaries before reading the upload, and a download with 418 download_forbidden', async () => {
    const w = await world();
    const doc = await upload(w.author, w.actId, PDF).expect(201);
    for (const stranger of [w.other, w.otherNotary]) {
      // The body is over the limit: answered 418 (not 413), so the guard refused before reading it.
      const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX * 2, 0x41)]);
      const up = await upload(stranger, w.actId, big).expect(418);
      expect(up.body.code).toBe('pin_not_found_in_uuid');
      await http().get(`/api/notarial_act/${w.actId}/documents`).set(stranger.auth).expect(418);
      const down = await http().get(`/api/notarial_act/${w.actId}/documents/${doc.body.id}`).set(stranger.auth).expect(418);
      expect(down.body.code).toBe('download_forbidden');
      expect(JSON.stringify(down.body)).not.toContain(sha(PDF));
      await http().delete(`/api/notarial_act/${w.actId}/documents/${doc.body.id}`).set(stranger.auth).expect(418);
    }
    await http().get(`/api/notarial_act/${w.actId}/documents`).expect(403);
    expect(stored(w.actId)).toEqual([doc.body.id]);
  });

  it('lets the notary of the act read but not attach', async () => {
    const w = await world();
    const res = await upload(w.notary, w.actId, PDF).expect(403);
    expect(res.body.code).toBe('act_actor_not_allowed');
    expect(stored(w.actId)).toEqual([]);
  });

  it('deletes only for the uploader while the act is in Preparation, and removes the stored file', async () => {
    const w = await world();
    const first = await upload(w.author, w.actId, PDF).expect(201);
    const second = await upload(w.author, w.actId, PNG, 'b.png').expect(201);
    const byBuyer = await http().delete(`/api/notarial_act/${w.actId}/documents/${first.body.id}`).set(w.buyer.auth).expect(409);
    expect(byBuyer.body.code).toBe('document_not_deletable');
    await http().delete(`/api/notarial_act/${w.actId}/documents/${first.body.id}`).set(w.author.auth).expect(200);
    expect(stored(w.actId)).toEqual([second.body.id]);
    const audit = await testDb().query<{ data: Record<string, unknown> }>(`SELECT data FROM act_audit WHERE act_id = $1 AND action = 'document.remove'`, [w.actId]);
    expect(audit.rows[0]!.data).toMatchObject({ documentId: first.body.id, sha256: sha(PDF) });

    // Sent for check (step 2): out of Preparation.
    await testDb().query('UPDATE notarial_act SET step = 2 WHERE id = $1', [w.actId]);
    const late = await http().delete(`/api/notarial_act/${w.actId}/documents/${second.body.id}`).set(w.author.auth).expect(409);
    expect(late.body.code).toBe('document_not_deletable');
    const list = await http().get(`/api/notarial_act/${w.actId}/documents`).set(w.author.auth).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: second.body.id, canDelete: false })]);
    await http().delete(`/api/notarial_act/${w.actId}/documents/00000000-0000-4000-8000-000000000000`).set(w.author.auth).expect(404);
  });

  it('answers 400 to an upload without a file or not multipart', async () => {
    const w = await world();
    const none = await http().post(`/api/notarial_act/${w.actId}/documents`).set(w.author.auth).field('partyId', w.buyerPartyId).expect(400);
    expect(none.body.details.issues[0].path).toBe('file');
    await http().post(`/api/notarial_act/${w.actId}/documents`).set(w.author.auth).send({ file: 'x' }).expect(400);
  });
});
