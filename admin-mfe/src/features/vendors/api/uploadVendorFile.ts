import { ApiError } from '@vsp/api-client';
import { api, type VendorFile } from '@vsp/contract';

export interface VendorFileUpload {
  file: File;
  title: string;
  description: string | null;
}

/**
 * Sends one file to a vendor's files as multipart/form-data and answers the stored file.
 * XMLHttpRequest rather than fetch: only it reports the bytes sent, which the progress bar shows
 * while a large file goes up. An answer outside 2xx raises the api client's ApiError, so the toast
 * carries the server's reason (a refused kind of file, a file above the size limit).
 */
export function uploadVendorFile(vendorId: number, upload: VendorFileUpload, onProgress: (percent: number) => void): Promise<VendorFile> {
  const form = new FormData();
  form.append('file', upload.file);
  form.append('title', upload.title);
  if (upload.description !== null) form.append('description', upload.description);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(api.vendorFiles.create.method, api.vendorFiles.create.path({ vendorId }));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as VendorFile);
      else reject(new ApiError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new TypeError('The upload was cut off; check the connection and try again.'));
    // The browser sets the multipart boundary itself when the body is FormData.
    request.send(form);
  });
}
