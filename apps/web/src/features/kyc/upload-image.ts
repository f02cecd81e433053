/**
 * Sends one image to POST /api/kyc/images with XMLHttpRequest, whose upload events count the bytes
 * that actually left (fetch has no upload progress). Resolves with the url submissions name it by.
 */
export function uploadKycImage(file: Blob, onProgress: (sentBytes: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/kyc/images');
    xhr.setRequestHeader('Content-Type', file.type || 'image/jpeg');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      let body: { url?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: the status says enough
      }
      if (xhr.status === 201 && body.url) {
        onProgress(file.size);
        resolve(body.url);
      } else reject(new Error(body.message ?? `${xhr.status}: ${xhr.statusText}`));
    };
    xhr.onerror = () => reject(new Error('The upload failed. Please check your connection and try again.'));
    xhr.send(file);
  });
}
