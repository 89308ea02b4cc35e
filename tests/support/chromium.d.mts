/** Types of chromium.mjs, which the host apps' config (plain JavaScript) imports too. */
export declare const chromiumPath: string;
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
