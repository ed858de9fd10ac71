// The account itself (issue #4):
//   POST /api/delete-account { password } (or { email } without a password)  204; a guest session follows
//   GET  /api/user/export                                                     the user's data as a JSON download
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formValidation } from '../../lib/form-validation';
import { verifyPassword } from '../../lib/password';
import { currentUser } from '../../plugins/app/access';
import { deleteAccountRequestSchema, ACCOUNT_PATHS } from '@bizmarkt/shared/contract';
import { toUserResponse } from '../../responses/user';

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, notifications } = app.repositories;

  app.post(
    ACCOUNT_PATHS.deleteAccount,
    {
      config: { access: 'authenticated' },
      attachValidation: true,
      schema: { body: deleteAccountRequestSchema },
      // Confirmation: the password, or — for an account that has none (social sign-up) — its email.
      preHandler: formValidation(async ({ input, request, fail }) => {
        const user = currentUser(request);
        if (user.password_hash === null) {
          const email = typeof input.email === 'string' ? input.email.trim() : '';
          if (email === '') fail('email', 'validation.required');
          else if (email.toLowerCase() !== user.email.toLowerCase()) fail('email', 'accounts.email_mismatch');
          return;
        }
        const password = typeof input.password === 'string' ? input.password : '';
        if (password === '') fail('password', 'validation.required');
        else if (!(await verifyPassword(password, user.password_hash))) fail('password', 'accounts.password_incorrect');
      }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      // The provider stops charging before the account goes (issue #13); if it cannot, nothing is deleted.
      await app.billing.service.cancelForDeletion(user.id);
      const deleted = await accounts.delete(user.id);
      if (deleted) {
        // Files are not part of the transaction: removed once it has committed.
        await app.media
          .remove(deleted.avatarKeys)
          .catch((error: unknown) => request.log.warn({ err: error }, 'avatar files of a deleted account were not removed'));
      }
      // The transaction ended every session, this one included: the browser continues as a guest.
      request.session = null;
      request.user = null;
      await app.sessions.start(request, reply, { userId: null });
      return reply.code(204).send();
    },
  );

  app.get(ACCOUNT_PATHS.exportData, { config: { access: 'authenticated' } }, async (request, reply) => {
    const user = currentUser(request);
    const profile = toUserResponse(user, await notifications.countUnread(user.id));
    const held = await accounts.personalData(user);
    const data = {
      exported_at: new Date().toISOString(),
      // What the profile shows, plus what only the API keeps.
      account: {
        ...profile,
        locale: user.locale,
        partner_code: user.partner_code,
        terms_accepted_at: user.terms_accepted_at?.toISOString() ?? null,
        updated_at: user.updated_at.toISOString(),
      },
      ...held,
    };
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="bizmarkt-data-${user.id}.json"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });
};

export default accountRoutes;
