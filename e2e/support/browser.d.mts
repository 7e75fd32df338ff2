export declare const CHROMIUM: string;
export declare const HEADLESS_SHELL: string;
export declare const PLAYWRIGHT_DISABLED_FEATURES: readonly string[];
export declare const WINDOW_FEATURES_OFF: readonly string[];
export declare function suiteLaunchOptions(extraArgs?: string[]): {
  executablePath: string;
  args: string[];
};
export declare function chromiumLaunchOptions(extraArgs?: string[]): {
  executablePath: string;
  args: string[];
};
export declare function chromeLauncherOptions(extraArgs?: string[]): {
  chromePath: string;
  chromeFlags: string[];
};
