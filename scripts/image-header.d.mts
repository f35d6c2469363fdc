/** Type and pixel size of a PNG or JPEG image, read from its header. */
export interface ImageSize {
  type: 'png' | 'jpeg';
  width: number;
  height: number;
}
/** Reads the type and size of a PNG or JPEG file's bytes; throws on anything else. */
export declare function imageSize(bytes: Uint8Array): ImageSize;
/** The text of a JPEG file's first comment segment (UTF-8), or `undefined` when it has none. */
export declare function jpegComment(bytes: Uint8Array): string | undefined;
/** A JPEG file's bytes with a comment segment (UTF-8) first after its start marker. */
export declare function withJpegComment(bytes: Uint8Array, text: string): Buffer;
