export declare const chromiumArgs: string[];
export declare function chromiumExecutable(): string;
export declare function testChromium(): string | undefined;
export declare function emulateSlowPhone(cdp: {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
}): Promise<void>;
