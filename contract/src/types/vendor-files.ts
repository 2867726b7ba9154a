/**
 * What vendors submitted, beside the scoring grid: a link to a document elsewhere, or a file an
 * administrator uploaded, which the portal stores and serves for download.
 */

export type VendorFileKind = 'link' | 'upload';

export interface VendorFile {
  id: number;
  vendorId: number;
  title: string;
  description: string | null;
  kind: VendorFileKind;
  /** Where a link points; null for an uploaded file. */
  url: string | null;
  /** A short kind shown beside the title ("PDF", "Slides"); for an upload, set from its content when not given. */
  fileType: string | null;
  /** An uploaded file's name as it was uploaded (safe characters only); null for a link. */
  fileName: string | null;
  /** An uploaded file's type, as its content showed it; null for a link. */
  contentType: string | null;
  /** An uploaded file's size in bytes; null for a link. */
  sizeBytes: number | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST (JSON): a link to a document. An upload is the same path as multipart/form-data with `file`, `title` and `description`. */
export interface VendorFileLinkPayload {
  title: string;
  url: string;
  description?: string | null;
  fileType?: string | null;
  isActive?: boolean;
}

/** PUT: the fields to change; `url` only for a link (an upload keeps its stored file). */
export interface VendorFileUpdatePayload {
  title?: string;
  url?: string;
  description?: string | null;
  fileType?: string | null;
  isActive?: boolean;
}
