export declare const chromiumArgs: string[];
export declare function chromiumExecutable(): string;
export declare function testChromium(): string | undefined;
