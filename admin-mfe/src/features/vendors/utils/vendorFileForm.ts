import {
  LIMITS,
  TEXT_MAX,
  UPLOAD_FILE_MISSING,
  UPLOAD_TYPE_REFUSED,
  UPLOAD_TYPES,
  type VendorFile,
  type VendorFileKind,
  type VendorFileLinkPayload,
  type VendorFileUpdatePayload,
} from '@vsp/contract';
import { collectErrors, httpUrl, maxLength, required, toNullable, type FieldErrors } from '../../../lib/forms';

/** A link added, or any file edited: an uploaded file keeps its stored content, so it has no address to change. */
export interface VendorFileFormValues {
  title: string;
  url: string;
  description: string;
  fileType: string;
  isActive: boolean;
}

export type VendorFileField = Exclude<keyof VendorFileFormValues, 'isActive'>;

export function vendorFileFormValues(file?: VendorFile): VendorFileFormValues {
  return {
    title: file?.title ?? '',
    url: file?.url ?? '',
    description: file?.description ?? '',
    fileType: file?.fileType ?? '',
    isActive: file?.isActive ?? true,
  };
}

const titleChecks = (title: string) => [required(title, 'Title is required'), maxLength(title, LIMITS.vendorFile.title, 'Title')];

export function validateVendorFile(values: VendorFileFormValues, kind: VendorFileKind): FieldErrors<VendorFileField> {
  return collectErrors<VendorFileField>({
    title: titleChecks(values.title),
    url: kind === 'link' ? [required(values.url, 'URL is required'), httpUrl(values.url), maxLength(values.url, LIMITS.vendorFile.url, 'URL')] : [],
    description: [maxLength(values.description, TEXT_MAX, 'Description')],
    fileType: [maxLength(values.fileType, LIMITS.vendorFile.fileType, 'Type')],
  });
}

export function toLinkPayload(values: VendorFileFormValues): VendorFileLinkPayload {
  return {
    title: values.title.trim(),
    url: values.url.trim(),
    description: toNullable(values.description),
    fileType: toNullable(values.fileType),
    isActive: values.isActive,
  };
}

export function toUpdatePayload(values: VendorFileFormValues, kind: VendorFileKind): VendorFileUpdatePayload {
  const { url, ...rest } = toLinkPayload(values);
  return kind === 'link' ? { ...rest, url } : rest;
}

/** An upload: the file, and a title that starts as the file's name. */
export interface UploadFormValues {
  file: File | null;
  title: string;
  description: string;
}

export type UploadField = keyof UploadFormValues;

export const emptyUpload = (): UploadFormValues => ({ file: null, title: '', description: '' });

/** "Price list" for "Price list.pdf": the title a chosen file suggests. */
export const titleFromFileName = (name: string) => name.replace(/\.[^.]*$/, '');

const ALLOWED_EXTENSIONS = new Set<string>(UPLOAD_TYPES.flatMap((type) => type.extensions));

/** The picker offers only the allowed endings, but a file can still be dropped in or renamed; the server checks the content. */
const allowedName = (name: string) => ALLOWED_EXTENSIONS.has(name.split('.').pop()?.toLowerCase() ?? '');

export function validateUpload(values: UploadFormValues): FieldErrors<UploadField> {
  const file = values.file;
  return collectErrors<UploadField>({
    file: [file ? null : UPLOAD_FILE_MISSING, file && !allowedName(file.name) ? UPLOAD_TYPE_REFUSED : null],
    title: titleChecks(values.title),
    description: [maxLength(values.description, TEXT_MAX, 'Description')],
  });
}

/** "2.4 MB", "12 KB", "800 B": an uploaded file's size as the lists show it. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
