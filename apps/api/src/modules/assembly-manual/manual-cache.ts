/**
 * The manuals made lately, so that the product page's size look-up and the shopper's download make one
 * PDF between them. At most `limit` entries; the oldest goes first. A renamed product has a new key.
 */
export class ManualCache {
  private readonly entries = new Map<string, Uint8Array>();

  constructor(private readonly limit: number) {}

  get(key: string): Uint8Array | undefined {
    return this.entries.get(key);
  }

  put(key: string, pdf: Uint8Array): Uint8Array {
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, pdf);
    return pdf;
  }
}
