// Profile (issue #4):
//   POST /api/users/{id}          About me (JSON or multipart with `file`, `delete_file`), or
//                                 `notification_settings` alone → 200 User; 403 for anyone but the user
//   GET  /api/users/{id}/profile  what another logged-in user may see (PublicProfile); 404 unknown id
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, publicProfileSchema, userSchema, ACCOUNT_PATHS } from '@bizmarkt/shared/contract';
import type { UserRow } from '../../db/schema';
import { formValidation } from '../../lib/form-validation';
import { makeAvatarImages } from '../../lib/images';
import { requestLang } from '../../lib/lang';
import { isMediaKey } from '../../lib/media';
import { translate } from '../../lib/messages';
import { avatarUploadKey } from '../../lib/throttle-keys';
import { checkUpload, refusalOf, sendUploadRefused, storeThenCommit, UPLOAD_POLICIES, type FileToStore } from '../../lib/upload-check';
import { currentUser, ownUserParam } from '../../plugins/app/access';
import { NOT_FOUND } from '../../plugins/app/errors';
import { sendTooManyRequests } from '../../plugins/app/throttle';
import type { ProfileChanges } from '../../repositories/users';
import { toPublicProfile, toUserResponse } from '../../responses/user';
import type { UploadedFile } from '../../lib/uploaded-file';
import { updateUserBodySchema, type ProfileUpdate } from '../../schemas/profile';
import { pathIdOf } from '../../lib/path-id';

/** Pictures a user may upload an hour (each is a decode and three encodes on the image queue). */
export const AVATAR_UPLOADS_PER_HOUR = 20;

/** The stored avatar files that are ours (a seeded absolute URL is not a key of the store). */
function avatarKeysOf(user: UserRow): string[] {
  return [user.avatar, user.avatar_thumb, user.avatar_thumb_64].filter((key): key is string => typeof key === 'string' && isMediaKey(key));
}

function profileChanges(body: ProfileUpdate): ProfileChanges {
  const changes: ProfileChanges = {
    role: body.role,
    name: body.name,
    last_name: body.last_name,
    country_code: body.country_code,
    about: body.about,
  };
  // A link left out keeps its value; an empty one ('' or null) removes it.
  for (const link of ['website', 'facebook', 'twitter', 'instagram', 'pinterest'] as const) {
    if (body[link] !== undefined) changes[link] = body[link];
  }
  return changes;
}

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, geo, categories, notifications } = app.repositories;

  /** The three sizes under fresh random names (the upload checked and re-encoded first). */
  const avatarFiles = async (userId: number, file: UploadedFile) => {
    const checked = await checkUpload(file, UPLOAD_POLICIES.avatar);
    const images = await makeAvatarImages(checked.data);
    const base = `avatars/${userId}/${randomBytes(12).toString('hex')}`;
    const keys = { avatar: `${base}-512.jpg`, avatar_thumb: `${base}-114.jpg`, avatar_thumb_64: `${base}-64.jpg` };
    const files: FileToStore[] = [
      { key: keys.avatar, data: images.avatar, contentType: 'image/jpeg' },
      { key: keys.avatar_thumb, data: images.thumb, contentType: 'image/jpeg' },
      { key: keys.avatar_thumb_64, data: images.thumb64, contentType: 'image/jpeg' },
    ];
    return { keys, files };
  };

  const removeQuietly = async (keys: string[]) => {
    if (keys.length === 0) return;
    await app.media.remove(keys).catch((error: unknown) => app.log.warn({ err: error, keys }, 'media delete failed'));
  };

  app.post(
    ACCOUNT_PATHS.updateUser.pattern,
    {
      // Only the user may change their own profile (checked before the body is read or validated).
      config: { access: 'authenticated', resource: ownUserParam('id'), uploads: true, precognitive: true },
      attachValidation: true,
      schema: {
        params: z.object({ id: z.string() }),
        body: updateUserBodySchema,
        response: { 200: userSchema, 403: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
      preHandler: formValidation(async ({ input, passed, fail }) => {
        if (input.notification_settings !== undefined && input.notification_settings !== null) {
          const field = 'notification_settings.new_listing_alert_settings.category_ids';
          const settings = input.notification_settings as { new_listing_alert_settings?: { category_ids?: unknown } };
          const ids = settings.new_listing_alert_settings?.category_ids;
          if (passed(field) && Array.isArray(ids) && ids.every((id) => Number.isInteger(id))) {
            const existing = await categories.existingIds(ids as number[]);
            if (ids.some((id) => !existing.has(id as number))) fail(field, 'validation.in');
          }
          return;
        }
        if (passed('country_code') && typeof input.country_code === 'string') {
          const code = input.country_code.trim().toUpperCase();
          if (code.length !== 2 || !(await geo.countryExists(code))) fail('country_code', 'validation.in');
        }
      }),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      let updated: UserRow | undefined;
      if (body.kind === 'settings') {
        updated = await users.setNotificationSettings(user.id, body.notification_settings);
      } else {
        const changes = profileChanges(body);
        const oldKeys = avatarKeysOf(user);
        if (body.file) {
          const limit = await app.throttle.hit(avatarUploadKey(user.id), AVATAR_UPLOADS_PER_HOUR, 60 * 60);
          if (!limit.allowed) {
            const seconds = limit.retryAfter;
            return sendTooManyRequests(reply, seconds, { message: translate('accounts.throttled', requestLang(request), { seconds }) });
          }
          let avatar;
          try {
            avatar = await avatarFiles(user.id, body.file);
          } catch (error) {
            const refusal = refusalOf(error);
            if (!refusal) throw error;
            return sendUploadRefused(reply, refusal, UPLOAD_POLICIES.avatar, requestLang(request));
          }
          Object.assign(changes, avatar.keys);
          // The three files and the row go together: a failed update leaves no file behind.
          updated = await storeThenCommit(
            app.media,
            avatar.files,
            async () => {
              const row = await users.updateProfile(user.id, changes);
              if (!row) throw new Error('profile update: the user row disappeared');
              return row;
            },
            request.log,
          );
        } else {
          if (body.delete_file === 1) Object.assign(changes, { avatar: null, avatar_thumb: null, avatar_thumb_64: null });
          updated = await users.updateProfile(user.id, changes);
        }
        // The old files go once the row no longer names them (replaced or deleted).
        if (body.file || body.delete_file === 1) await removeQuietly(oldKeys);
      }
      if (!updated) throw new Error('profile update: the user row disappeared');
      return toUserResponse(updated, await notifications.countUnread(user.id));
    },
  );

  app.get(
    ACCOUNT_PATHS.publicProfile.pattern,
    {
      config: { access: 'authenticated' },
      schema: { params: z.object({ id: z.string() }), response: { 200: publicProfileSchema, 404: errorBodySchema } },
    },
    async (request, reply) => {
      const id = pathIdOf(request.params.id);
      const user = id === null ? undefined : await users.findById(id);
      if (!user) return reply.code(404).send(NOT_FOUND);
      return toPublicProfile(user, await app.repositories.listings.countListedBy(user.id, currentUser(request).id));
    },
  );
};

export default profileRoutes;
