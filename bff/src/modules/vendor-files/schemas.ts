import { LIMITS, type VendorFileLinkPayload, type VendorFileUpdatePayload } from '@vsp/contract';
import Joi from 'joi';
import { isActive, optionalString, optionalText, requiredString } from '../../lib/fields';
import { id } from '../../lib/validation';

const limits = LIMITS.vendorFile;

const url = requiredString(limits.url).uri({ scheme: ['http', 'https'] });

export const vendorIdParams = Joi.object({ vendorId: id.required() });

export const linkPayload = Joi.object<VendorFileLinkPayload>({
  title: requiredString(limits.title),
  url,
  description: optionalText(LIMITS.vendor.description),
  fileType: optionalString(limits.fileType),
  isActive,
});

/** The text fields of an upload form, beside its file; the title defaults to the file's name. */
export interface UploadFields {
  title: string | null;
  description: string | null;
}

export const uploadFields = Joi.object<UploadFields>({
  title: optionalString(limits.title),
  description: optionalText(LIMITS.vendor.description),
});

export const updatePayload = Joi.object<VendorFileUpdatePayload>({
  title: requiredString(limits.title).optional(),
  url: url.optional(),
  description: optionalText(LIMITS.vendor.description).optional(),
  fileType: optionalString(limits.fileType).optional(),
  isActive: Joi.boolean(),
}).min(1);
