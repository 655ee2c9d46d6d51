/** A photo the visitor picked for an enquiry (decision 154): scaled in the browser, shown from a blob: address. */
export interface PickedPhoto {
  key: string;
  /** The file's name as picked, for the preview's label. */
  name: string;
  /** What is sent: the scaled JPEG, or the original when it was small enough already. */
  blob: Blob;
  /** An object URL of `blob`, revoked when the photo is removed or the form is sent. */
  previewUrl: string;
}
