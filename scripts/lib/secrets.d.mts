export declare const SECRET_NAMES: readonly string[];
export declare function freshSecrets(): Record<string, string>;
export declare function installSecrets(dir: string): Record<string, string>;
