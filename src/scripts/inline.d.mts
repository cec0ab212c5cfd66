/** Types of inline.mjs: the site's inline scripts as text, and their CSP hashes. */
export declare const THEME: string;
export declare const REMEMBER_LANGUAGE: string;
export declare function chooserScript(locales: readonly string[]): string;
export declare const NOT_FOUND: string;
export declare const OPENING: string;
export declare function inlineScriptHashes(locales: readonly string[]): Promise<`sha256-${string}`[]>;
