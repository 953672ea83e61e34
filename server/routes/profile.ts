import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Label } from '../../schemas';
import { profileSchema, workInfoSchema } from '../../schemas/vendor';
import { uploadIdOf, vendorView, type VendorProfile } from '../auth/vendor-profile';
import type { Clock } from '../auth/sessions';
import type { Database } from '../db/tables';
import { fieldProblem, normalizeContact } from './account-input';

type ProfileBody = { name: string; email: string; companyName: string; avatar?: string };
type WorkInfoBody = {
  companyLicense: { file: string; number: string; expiresAt: string };
  taxNumber: string;
  idNumber: string;
  idCard: string;
  location: { lat: number; lng: number };
  address: string;
};

const license = workInfoSchema.properties.companyLicense.properties;

/** Today in Egypt, as `YYYY-MM-DD`: licence dates are calendar dates there. */
const todayInCairo = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(now);

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

/**
 * The vendor's own profile: company details (phone and vendor type read-only) and the work
 * information of the final registration step, whose files must be this vendor's own uploads.
 */
export const profileRoutes = async (app: FastifyInstance, opts: { db: Kysely<Database>; now: Clock }) => {
  const { db, now } = opts;

  const fieldText = (request: FastifyRequest, key: string, label: Label) =>
    request.t(key, { field: label[request.lang] });

  /**
   * Upload ids the vendor sent that are not its own uploads of this kind, by field. The file a
   * field already holds may always be sent back unchanged.
   */
  const foreignUploads = async (
    request: FastifyRequest,
    kind: 'image' | 'document',
    refs: Record<string, { ref: string; label: Label; current?: string }>,
  ) => {
    const ids = Object.fromEntries(Object.entries(refs).map(([field, { ref }]) => [field, uploadIdOf(ref)]));
    const wanted = Object.values(ids).filter((id): id is string => id !== null);
    const own = wanted.length
      ? await db
          .selectFrom('uploads')
          .select('id')
          .where('id', 'in', wanted)
          .where('vendor_id', '=', request.vendor.id)
          .where('kind', '=', kind)
          .execute()
      : [];
    const errors: Record<string, string> = {};
    for (const [field, id] of Object.entries(ids))
      if (!id || (id !== refs[field].current && !own.some((o) => o.id === id)))
        errors[field] = fieldText(request, 'account.uploadAgain', refs[field].label);
    return { ids, errors };
  };

  const saveProfile = async (
    vendorId: number,
    profile: VendorProfile,
    columns: { name?: string; email?: string; company_name?: string } = {},
  ) =>
    db
      .updateTable('vendors')
      .set({ ...columns, profile: JSON.stringify(profile) })
      .where('id', '=', vendorId)
      .returningAll()
      .executeTakeFirstOrThrow();

  app.get('/profile', async (request) => vendorView(request.vendor));

  app.put<{ Body: ProfileBody }>(
    '/profile',
    { schema: { body: profileSchema }, preValidation: normalizeContact },
    async (request) => {
      const { name, email, companyName, avatar } = request.body;
      const profile = { ...(request.vendor.profile as VendorProfile) };
      // Absent keeps the picture, empty removes it, anything else must be the vendor's own image.
      if (avatar === '') delete profile.avatar;
      else if (avatar !== undefined) {
        const label = profileSchema.properties.avatar['x-label'];
        const { ids, errors } = await foreignUploads(request, 'image', {
          avatar: { ref: avatar, label, current: profile.avatar },
        });
        if (errors.avatar) throw fieldProblem(422, 'validation.form', errors);
        profile.avatar = ids.avatar ?? undefined;
      }
      const saved = await saveProfile(request.vendor.id, profile, {
        name,
        email,
        company_name: companyName,
      }).catch((e: unknown) => {
        if (isUniqueViolation(e))
          throw fieldProblem(409, 'account.emailTaken', { email: request.t('account.emailTaken') });
        throw e;
      });
      return vendorView(saved);
    },
  );

  app.put<{ Body: WorkInfoBody }>(
    '/profile/work-info',
    { schema: { body: workInfoSchema } },
    async (request) => {
      const body = request.body;
      const current = request.vendor.profile as VendorProfile;
      const { ids, errors } = await foreignUploads(request, 'document', {
        'companyLicense.file': {
          ref: body.companyLicense.file,
          label: license.file['x-label'],
          current: current.companyLicense?.file,
        },
        idCard: {
          ref: body.idCard,
          label: workInfoSchema.properties.idCard['x-label'],
          current: current.idCard,
        },
      });
      if (body.companyLicense.expiresAt <= todayInCairo(now()))
        errors['companyLicense.expiresAt'] = fieldText(
          request,
          'account.futureDate',
          license.expiresAt['x-label'],
        );
      if (Object.keys(errors).length) throw fieldProblem(422, 'validation.form', errors);

      const profile: VendorProfile = {
        ...(request.vendor.profile as VendorProfile),
        companyLicense: { ...body.companyLicense, file: ids['companyLicense.file'] ?? undefined },
        taxNumber: body.taxNumber,
        idNumber: body.idNumber,
        idCard: ids.idCard ?? undefined,
        location: body.location,
        address: body.address,
      };
      return vendorView(await saveProfile(request.vendor.id, profile));
    },
  );
};
