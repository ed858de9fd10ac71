// A VAT number the VAT service could not confirm (VIES down) is asked about again later.
import type { FastifyInstance } from 'fastify';

export const VAT_RECHECK_JOB = 'billing-vat-recheck';
export const VAT_RECHECK_DELAY_SECONDS = 15 * 60;

export function defineVatRecheckJob(app: FastifyInstance): void {
  app.jobs.define<{ userId: number; vatNumber: string }>(VAT_RECHECK_JOB, async ({ userId, vatNumber }) => {
    await app.billing.service.verifyVatNumber(userId, vatNumber);
  });
}
