// What the recipes (recipes.ts) need, made through the app itself where that is cheap, else in the
// database: dialogs, NDA requests, the data room, offers, checkouts and invoices, mail (listing-fixtures.ts
// has the accounts and listings), and valid offer terms.
import { eq } from 'drizzle-orm';
import { emails, invoices } from '../../src/db/schema';
import { signPath } from '../../src/lib/signing';
import { unsubscribeToken } from '../../src/mail/unsubscribe';
import { emailHash, verifyEmailPath } from '../../src/routes/registration';
import { createUser, multipartBody, pngFixture } from '../helpers/accounts';
import { SELLER } from '../helpers/test-app';
import { offerTermsAt } from '../helpers/offers';
import { ListingFixtures } from './listing-fixtures';
import { guestSession, LOCAL_ADDRESS, sessionOf } from './probe-clients';

/**
 * What the recipes need, owned by the owner actor (seller@bizmarkt.test) unless said otherwise. Some
 * are made once for all routes (what no probe changes), others once per route (`startRoute`): the
 * owner probes last, and a refused probe changes nothing, so a probe that deletes, submits or decides
 * something meets it as the owner left it. Made from the machine itself (`LOCAL_ADDRESS`).
 */
export class Fixtures extends ListingFixtures {
  /**
   * A dialog of the owner (the seller) with a buyer who is none of the actors, about the owner's
   * published listing, holding an image the buyer sent.
   */
  dialog(): Promise<{ id: number; mediaMessageId: number; buyerId: number }> {
    return this.once('dialog', async () => {
      const buyer = await createUser(this.database, { subscription: 'active', name: 'Bruno', last_name: 'Buyer' });
      const client = await sessionOf(this.app, buyer.email, LOCAL_ADDRESS);
      const listingId = await this.published();
      const text = await client.request({ method: 'POST', url: '/api/messages', payload: { type: 'text', business_id: listingId, message: 'Hello' } });
      if (text.statusCode !== 201) throw new Error(`first message answered ${text.statusCode} ${text.body}`);
      const { payload, headers } = multipartBody(
        { type: 'media', business_id: String(listingId) },
        { name: 'media', filename: 'photo.png', contentType: 'image/png', data: pngFixture(64, 48) },
      );
      const media = await client.request({ method: 'POST', url: '/api/messages', payload, headers });
      if (media.statusCode !== 201) throw new Error(`media message answered ${media.statusCode} ${media.body}`);
      const message = (media.json() as { message: { id: number; dialog_id: number } }).message;
      return { id: message.dialog_id, mediaMessageId: message.id, buyerId: buyer.id };
    });
  }

  /** A buyer (none of the actors) has asked for the owner's NDA: the pending decision's message and the record (one per route). */
  ndaRequest(): Promise<{ decisionMessageId: number; recordId: number }> {
    return this.forRoute('nda-request', () => this.requestNda());
  }

  private async requestNda(): Promise<{ decisionMessageId: number; recordId: number }> {
    const buyer = await createUser(this.database, { subscription: 'active', name: 'Nina', last_name: 'Signer' });
    const client = await sessionOf(this.app, buyer.email, LOCAL_ADDRESS);
    const listing = await this.ndaListing();
    const response = await client.request({
      method: 'POST',
      url: '/api/messages/nda',
      payload: { business_id: listing.id, signer_name: 'Nina Signer', nda_version_id: listing.versionId },
    });
    if (response.statusCode !== 201) throw new Error(`NDA request answered ${response.statusCode} ${response.body}`);
    const body = response.json() as { messages: Array<{ id: number; type: string }>; record: { id: number } };
    const decision = body.messages.find((message) => message.type === 'nda_request_decision') ?? body.messages[body.messages.length - 1]!;
    return { decisionMessageId: decision.id, recordId: body.record.id };
  }

  /** An NDA the owner has accepted (revocable). */
  acceptedNda(): Promise<{ recordId: number }> {
    return this.once('accepted-nda', async () => {
      const request = await this.requestNda();
      const owner = await this.as('owner');
      const answer = await owner.request({ method: 'PATCH', url: `/api/messages/nda/${request.decisionMessageId}`, payload: { result: 'accept' } });
      if (answer.statusCode !== 200) throw new Error(`NDA accept answered ${answer.statusCode} ${answer.body}`);
      return { recordId: request.recordId };
    });
  }

  /** A document of the owner's data room, uploaded through her dialog (`once`: for all routes; else one per route). */
  dataRoomDocument(perRoute = false): Promise<{ dialogId: number; documentId: number }> {
    const make = async () => {
      const { id: dialogId } = await this.dialog();
      const owner = await this.as('owner');
      const { payload, headers } = multipartBody(
        { folder: 'Screenshots', visibility: 'nda' },
        { name: 'document', filename: 'health.png', contentType: 'image/png', data: pngFixture(64, 48) },
      );
      const response = await owner.request({ method: 'POST', url: `/api/dialogs/${dialogId}/data-room/documents`, payload, headers });
      if (response.statusCode !== 201) throw new Error(`data room upload answered ${response.statusCode} ${response.body}`);
      return { dialogId, documentId: (response.json() as { id: number }).id };
    };
    return perRoute ? this.forRoute('data-room-document', make) : this.once('data-room-document', make);
  }

  /** The PRO actor's dialog with the owner about a fresh published listing of hers (one per route). */
  proDialog(): Promise<number> {
    return this.forRoute('pro-dialog', async () => {
      const pro = await this.as('pro');
      const listingId = await this.listing('published');
      const text = await pro.request({ method: 'POST', url: '/api/messages', payload: { type: 'text', business_id: listingId, message: 'Hello' } });
      if (text.statusCode !== 201) throw new Error(`first message answered ${text.statusCode} ${text.body}`);
      return (text.json() as { message: { dialog_id: number } }).message.dialog_id;
    });
  }

  /**
   * An open offer to the owner (one per route): a PRO buyer who is none of the actors writes about a
   * fresh published listing of the owner and offers; the owner's turn to answer it.
   */
  offer(): Promise<{ id: number; dialogId: number }> {
    return this.forRoute('offer', async () => this.makeOffer(await this.listing('published')));
  }

  /** An offer the owner accepted (signed), about a listing of its own (acceptance hides it). */
  acceptedOffer(): Promise<number> {
    return this.once('accepted-offer', async () => {
      const { id } = await this.makeOffer(await this.newListing({ name: 'Matrix letter of intent brand' }));
      const owner = await this.as('owner');
      const user = await this.user('owner');
      const accepted = await owner.request({
        method: 'POST',
        url: `/api/offers/${id}/accept`,
        payload: { version: 1, signer_name: `${user.name} ${user.last_name}` },
      });
      if (accepted.statusCode !== 200) throw new Error(`offer accept answered ${accepted.statusCode} ${accepted.body}`);
      return id;
    });
  }

  private async makeOffer(listingId: number): Promise<{ id: number; dialogId: number }> {
    const buyer = await createUser(this.database, { subscription: 'active', name: 'Olga', last_name: 'Offer' });
    const client = await sessionOf(this.app, buyer.email, LOCAL_ADDRESS);
    const text = await client.request({ method: 'POST', url: '/api/messages', payload: { type: 'text', business_id: listingId, message: 'Hello' } });
    if (text.statusCode !== 201) throw new Error(`first message answered ${text.statusCode} ${text.body}`);
    const dialogId = (text.json() as { message: { dialog_id: number } }).message.dialog_id;
    const made = await client.request({ method: 'POST', url: `/api/dialogs/${dialogId}/offers`, payload: { terms: offerTerms() } });
    if (made.statusCode !== 201) throw new Error(`offer answered ${made.statusCode} ${made.body}`);
    return { id: (made.json() as { id: number }).id, dialogId };
  }

  /** A checkout the owner started (the sandbox's id). */
  checkout(): Promise<string> {
    return this.once('checkout', async () => {
      const owner = await this.as('owner');
      const response = await owner.request({ method: 'POST', url: '/api/billing/checkout', payload: { plan_id: 'pro_monthly', currency: 'EUR' } });
      if (response.statusCode !== 201) throw new Error(`checkout answered ${response.statusCode} ${response.body}`);
      return decodeURIComponent(new URL((response.json() as { url: string }).url).pathname.split('/').pop() ?? '');
    });
  }

  /** The PRO buyer's payment-method portal token (the sandbox's signed token). */
  portalToken(): Promise<string> {
    return this.once('portal', async () => {
      const pro = await this.as('pro');
      const response = await pro.request({ method: 'POST', url: '/api/billing/payment-method' });
      if (response.statusCode !== 200) throw new Error(`payment-method answered ${response.statusCode} ${response.body}`);
      return decodeURIComponent(new URL((response.json() as { url: string }).url).pathname.split('/').pop() ?? '');
    });
  }

  /** The PRO buyer's seeded invoice. */
  proInvoice(): Promise<number> {
    return this.once('pro-invoice', async () => {
      const [row] = await this.database.db
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.user_id, await this.userId('pro')));
      if (!row) throw new Error('the seed gave the PRO buyer no invoice');
      return row.id;
    });
  }

  /** An invoice of the owner: a copy of the PRO buyer's seeded one (the owner has no subscription). */
  ownerInvoice(): Promise<number> {
    return this.once('owner-invoice', async () => {
      const [source] = await this.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.id, await this.proInvoice()));
      const { id: _id, created_at: _created, ...columns } = source!;
      const [row] = await this.database.db
        .insert(invoices)
        .values({
          ...columns,
          user_id: await this.userId('owner'),
          number: `${columns.number}-M`,
          sequence: columns.sequence + 10_000,
          provider_payment_id: `${columns.provider_payment_id}-matrix`,
          pdf_key: null,
        })
        .returning({ id: invoices.id });
      return row!.id;
    });
  }

  /** A mail to the owner in the outbox, delivered to the local mailbox (its .eml written). */
  mail(): Promise<number> {
    return this.once('mail', async () => {
      const visitor = await guestSession(this.app, LOCAL_ADDRESS);
      const response = await visitor.request({ method: 'POST', url: '/api/forgot-password', payload: { email: SELLER.email } });
      if (response.statusCode !== 200) throw new Error(`forgot-password answered ${response.statusCode} ${response.body}`);
      await this.app.mailWorker.runOnce();
      const [row] = await this.database.db.select({ id: emails.id }).from(emails).where(eq(emails.to_email, SELLER.email));
      if (!row) throw new Error('no mail to the owner');
      return row.id;
    });
  }

  /** The owner's signed email-verification link (path and query). */
  async verificationPath(): Promise<string> {
    const id = await this.userId('owner');
    return signPath(this.app.config.appKey, verifyEmailPath(id, emailHash(SELLER.email)), {}, new Date(Date.now() + 3_600_000));
  }

  async unsubscribeToken(): Promise<string> {
    return unsubscribeToken(this.app.config.appKey, await this.userId('owner'), 'all');
  }
}

/** Valid offer terms by the real clock (issue #30): open for three days. */
export function offerTerms(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return offerTermsAt(new Date(), { price: 150_000, cash_at_closing: 150_000, inventory: 'included', ...overrides });
}
