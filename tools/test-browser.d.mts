type LaunchOptions = { executablePath: string; env?: Record<string, string | undefined> };
export declare const HEADLESS_SHELL: string;
export declare const testBrowser: () => LaunchOptions;
export declare const fullBrowser: () => LaunchOptions;
export declare const HEADLESS_ARGS: string[];
