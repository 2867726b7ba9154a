import type { VendorFile } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

const id = Joi.number().integer();

export const vendorFileResponse = answer<VendorFile>('VendorFile', {
  id,
  vendorId: id,
  title: text,
  description: text.allow(null),
  kind: Joi.string().valid('link', 'upload'),
  url: text.allow(null),
  fileType: text.allow(null),
  fileName: text.allow(null),
  contentType: text.allow(null),
  sizeBytes: Joi.number().integer().allow(null),
  isActive: Joi.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const vendorFileListResponse = Joi.array().items(vendorFileResponse);

/** A download: the stored bytes, or a redirect to a link's address. */
export const downloadResponse = Joi.binary().meta({ contentType: '*/*' }).description('The file as an attachment, or 302 to a link');
