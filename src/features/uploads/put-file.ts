// Sends a file's bytes to storage with a presigned PUT, reporting progress (fetch cannot
// report upload progress; XMLHttpRequest can). Rejects with {status} on an HTTP error
// (status 0: the connection failed) so the caller can offer a retry.
export function putFile(url: string, headers: Record<string, string>, file: Blob, onProgress: (sent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(Object.assign(new Error(`Storage answered ${xhr.status}`), { status: xhr.status }));
    xhr.onerror = () => reject(Object.assign(new Error('The upload was interrupted'), { status: 0 }));
    xhr.onabort = xhr.onerror;
    xhr.send(file);
  });
}
