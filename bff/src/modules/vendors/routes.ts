import { api, LIMITS, type VendorPayload } from '@vsp/contract';
import Joi from 'joi';
import { asCaller } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { isActive, optionalHttpUrl, optionalString, optionalText, order, requiredString } from '../../lib/fields';
import { answers, answersNoContent, at, created, domainModule, noContent } from '../../lib/route-table';
import { idParams } from '../../lib/validation';
import { vendorListResponse, vendorResponse } from './responses';
import { createVendor, deleteVendor, listActiveVendors, listVendors, updateVendor } from './service';

const { vendor: limits } = LIMITS;

// PUT replaces the record: it takes the same payload as POST, and an absent optional field takes its default.
const vendorPayload = Joi.object<VendorPayload>({
  name: requiredString(limits.name),
  company: optionalString(limits.company),
  logo: optionalHttpUrl(limits.logo),
  description: optionalText(limits.description),
  order,
  isActive,
});

export const vendorRoutes = domainModule('vendors', [
  {
    ...at(api.vendors.list),
    options: { description: 'Active vendors by order', ...answers(vendorListResponse) },
    handler: (request) => listActiveVendors(request.server.app.db),
  },
  {
    ...at(api.vendors.adminList),
    options: { auth: ADMIN_ONLY, description: 'Every vendor, inactive ones included', ...answers(vendorListResponse) },
    handler: (request) => listVendors(request.server.app.db),
  },
  {
    ...at(api.vendors.create),
    options: {
      auth: ADMIN_ONLY,
      description: 'Create a vendor',
      validate: { payload: vendorPayload },
      ...answers(vendorResponse, { status: 201 }),
    },
    handler: async (request, h) => created(h, await asCaller(request, (trx) => createVendor(trx, request.payload as VendorPayload))),
  },
  {
    ...at(api.vendors.update),
    options: {
      auth: ADMIN_ONLY,
      description: 'Replace a vendor',
      validate: { params: idParams, payload: vendorPayload },
      ...answers(vendorResponse),
    },
    handler: (request) => asCaller(request, (trx) => updateVendor(trx, request.params.id as number, request.payload as VendorPayload)),
  },
  {
    ...at(api.vendors.remove),
    options: {
      auth: ADMIN_ONLY,
      description: 'Delete a vendor with its scores, info lines and files',
      validate: { params: idParams },
      ...answersNoContent(),
    },
    handler: async (request, h) => {
      // The history of the scores the vendor takes with it names the administrator.
      const uploads = await asCaller(request, (trx) => deleteVendor(trx, request.params.id as number));
      // Its uploaded files go once the deletion is committed.
      await Promise.all(uploads.map((key) => request.server.app.fileStorage.remove(key)));
      return noContent(h);
    },
  },
]);
