// Cloudflare's built-in module for the `send_email` binding; it exists only in Cloudflare's runtime.
declare module 'cloudflare:email' {
  export class EmailMessage {
    constructor(from: string, to: string, raw: string | ReadableStream);
    readonly from: string;
    readonly to: string;
  }
}
