import Joi from 'joi';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx';

/** An XLSX workbook, sent as an attachment. */
export const spreadsheetResponse = Joi.binary().meta({ contentType: XLSX_CONTENT_TYPE });
